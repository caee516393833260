// GifPalette: FFmpeg's palettegen and paletteuse filters (libavfilter) turning 32-bit frames into
// 256-colour ones for the GIF encoder: one palette for all frames, so that frames stream through
// without the whole video held in memory. It holds the kept colours (the stage's device colours,
// their pale traces, the text and greys) exactly; palettegen fills the rest from the first frame.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

struct AVFilterContext;
struct AVFilterGraph;
struct AVFrame;

class GifPalette {
 public:
  GifPalette() = default;
  GifPalette(const GifPalette&) = delete;
  GifPalette& operator=(const GifPalette&) = delete;
  ~GifPalette();

  // The most kept colours: palettegen needs a few entries of its own.
  static constexpr int kMaxKept = 240;

  // Frames of `width`×`height` in `pixel_format` (an AVPixelFormat), pts in units of 1/`fps` s; the
  // filters are built on the first push(). `kept`: 0xRRGGBB colours the palette holds exactly (a
  // colour that appears only in later frames is not turned into another); the first kMaxKept count.
  bool open(int width, int height, int pixel_format, int fps, const std::vector<std::uint32_t>& kept,
            std::string* error);
  // Hands a frame to the filters (null: the end of the video, to drain them).
  bool push(AVFrame* frame, std::string* error);
  // The next 256-colour frame (PAL8) into `out`: 1 when there is one, 0 when the filters need more
  // input (or are drained), -1 on an error.
  int pull(AVFrame* out, std::string* error);

 private:
  bool makePalette(AVFrame* first, AVFrame* palette, std::string* error);
  bool start(AVFrame* first, std::string* error);
  void keepColours(AVFrame* palette) const;

  int width_ = 0, height_ = 0, format_ = 0, fps_ = 30;
  std::vector<std::uint32_t> kept_;
  AVFilterGraph* graph_ = nullptr;
  AVFilterContext* source_ = nullptr;
  AVFilterContext* sink_ = nullptr;
};
