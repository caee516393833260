// VideoEncoder: frames in, an H.264 MP4 or a palette GIF out, through FFmpeg's libraries (no Qt, no
// shell-out). The file is written beside the target under a temporary name and renamed over it only
// by finish(), so a cancelled or failed export leaves no partial file.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class VideoEncoder {
 public:
  enum class Format { Mp4, Gif };
  static constexpr int kFps = 30;  // frames per second of every export

  // The format the path's extension asks for (.mp4 or .gif, any case); false for anything else.
  static bool formatForPath(const std::string& path, Format* format);
  // Checks what can be checked before any rendering: the extension, the folder (exists, is a folder,
  // writable) and that the target is not a folder. False with a one-line reason.
  static bool checkPath(const std::string& path, std::string* error);
  // Opens the temporary file and the encoder for frames of `width`×`height` pixels (an MP4 drops an
  // odd last column or row: H.264's 4:2:0 needs even sizes). Null with a one-line reason. A GIF's
  // palette holds every colour of `kept` (0xRRGGBB) exactly, the rest chosen from the first frame.
  static std::unique_ptr<VideoEncoder> open(const std::string& path, int width, int height, std::string* error,
                                            const std::vector<std::uint32_t>& kept = {});

  virtual ~VideoEncoder() = default;  // without finish(): the temporary file is removed
  // One frame of 32-bit pixels 0xAARRGGBB in native byte order (QImage::Format_RGB32), `stride`
  // bytes per row, shown for 1/kFps s.
  virtual bool addFrame(const std::uint8_t* pixels, int stride, std::string* error) = 0;
  // Drains the encoder, writes the trailer, syncs and renames the temporary file over the target.
  virtual bool finish(std::string* error) = 0;
  virtual std::int64_t frames() const = 0;
};
