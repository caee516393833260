// One palette for the whole GIF: the kept colours first (every device's colour and pale trace, so
// that cuda:3's pale pink, absent from the first frame, does not turn grey later), then what
// palettegen picks from the first frame (the text's antialiasing), and paletteuse maps every frame
// to it. One palette keeps
// unchanged pixels identical from frame to frame, so the GIF encoder writes only the changed
// rectangle: a palette per frame re-dithers everything and made 10 s at 800x536 weigh 21 MB.
#include "export/gif_palette.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

extern "C" {
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavutil/frame.h>
#include <libavutil/opt.h>
#include <libavutil/pixfmt.h>
}

#include "export/ffmpeg_error.h"

namespace {
// Bayer dithering: the same pattern on every frame, so still areas do not shimmer (error diffusion
// moves from frame to frame); diff_mode=rectangle maps only what changed.
constexpr const char* kUse = "[in][pal]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle";
constexpr int kPaletteSize = 256;  // GIF's most, a 16x16 frame for paletteuse

bool fail(std::string* error, const char* what, int code) {
  *error = std::string(what) + ": " + ffmpegError(code);
  return false;
}

AVFilterContext* bufferSource(AVFilterGraph* graph, const char* name, int w, int h, int format, int fps) {
  char args[160];
  std::snprintf(args, sizeof args, "video_size=%dx%d:pix_fmt=%d:time_base=1/%d:pixel_aspect=1/1", w, h, format, fps);
  AVFilterContext* source = nullptr;
  const int rc = avfilter_graph_create_filter(&source, avfilter_get_by_name("buffer"), name, args, nullptr, graph);
  return rc < 0 ? nullptr : source;
}

AVFilterInOut* endpoint(const char* name, AVFilterContext* context, AVFilterInOut* next) {
  AVFilterInOut* io = avfilter_inout_alloc();
  if (!io) return nullptr;
  io->name = av_strdup(name);
  io->filter_ctx = context;
  io->next = next;
  return io;
}

// `description` between the sources (named by their filters' names) and the sink.
bool connect(AVFilterGraph* graph, const char* description, AVFilterContext* const* sources, int count,
             AVFilterContext* sink, std::string* error) {
  AVFilterInOut* outputs = nullptr;  // the graph's inputs are the sources' outputs
  for (int i = count - 1; i >= 0; --i) outputs = endpoint(sources[i]->name, sources[i], outputs);
  AVFilterInOut* inputs = endpoint("out", sink, nullptr);
  int rc = outputs && inputs ? avfilter_graph_parse_ptr(graph, description, &inputs, &outputs, nullptr) : AVERROR(ENOMEM);
  avfilter_inout_free(&outputs);
  avfilter_inout_free(&inputs);
  if (rc < 0) return fail(error, "GIF palette filters (palettegen, paletteuse)", rc);
  rc = avfilter_graph_config(graph, nullptr);
  return rc >= 0 || fail(error, "GIF palette filters (configure)", rc);
}

AVFilterContext* sink(AVFilterGraph* graph, AVPixelFormat format) {
  AVFilterContext* out = nullptr;
  if (avfilter_graph_create_filter(&out, avfilter_get_by_name("buffersink"), "out", nullptr, nullptr, graph) < 0) return nullptr;
  const AVPixelFormat formats[] = {format, AV_PIX_FMT_NONE};
  if (av_opt_set_int_list(out, "pix_fmts", formats, AV_PIX_FMT_NONE, AV_OPT_SEARCH_CHILDREN) < 0) return nullptr;
  return out;
}
}  // namespace

GifPalette::~GifPalette() { avfilter_graph_free(&graph_); }

bool GifPalette::open(int width, int height, int pixel_format, int fps, const std::vector<std::uint32_t>& kept,
                      std::string*) {
  kept_.assign(kept.begin(), kept.begin() + std::min<std::size_t>(kept.size(), kMaxKept));
  width_ = width;
  height_ = height;
  format_ = pixel_format;
  fps_ = fps;
  return true;
}

// One 16x16 frame of 256 colours: the kept ones, then palettegen's over the first frame alone.
bool GifPalette::makePalette(AVFrame* first, AVFrame* palette, std::string* error) {
  AVFilterGraph* graph = avfilter_graph_alloc();
  AVFilterContext* source = graph ? bufferSource(graph, "in", width_, height_, format_, fps_) : nullptr;
  AVFilterContext* out = source ? sink(graph, AV_PIX_FMT_RGB32) : nullptr;
  const int own = kPaletteSize - int(kept_.size());  // palettegen's share (at least 16)
  std::string description = "[in]palettegen=stats_mode=full:max_colors=" + std::to_string(own);
  bool ok = out && connect(graph, description.c_str(), &source, 1, out, error);
  if (!out) fail(error, "GIF palette filters", AVERROR(ENOMEM));
  if (ok) {
    int rc = av_buffersrc_add_frame_flags(source, first, AV_BUFFERSRC_FLAG_KEEP_REF);
    if (rc >= 0) rc = av_buffersrc_add_frame(source, nullptr);
    if (rc >= 0) rc = av_buffersink_get_frame(out, palette);
    if (rc >= 0) rc = av_frame_make_writable(palette);
    ok = rc >= 0 || fail(error, "GIF palette filters (palettegen)", rc);
  }
  avfilter_graph_free(&graph);
  if (ok) keepColours(palette);
  return ok;
}

// palettegen's colours move back to make room for the kept ones in front (its last ones, the
// least used, fall off the end; it was asked for only as many as are left).
void GifPalette::keepColours(AVFrame* palette) const {
  std::vector<std::uint32_t> colours;
  for (const std::uint32_t rgb : kept_) colours.push_back(0xff000000u | (rgb & 0xffffffu));
  for (int y = 0; y < palette->height; ++y) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(palette->data[0] + std::ptrdiff_t(y) * palette->linesize[0]);
    colours.insert(colours.end(), row, row + palette->width);
  }
  colours.resize(std::size_t(palette->width) * std::size_t(palette->height));
  for (int y = 0; y < palette->height; ++y) {
    std::memcpy(palette->data[0] + std::ptrdiff_t(y) * palette->linesize[0], colours.data() + std::size_t(y) * std::size_t(palette->width),
                std::size_t(palette->width) * 4);
  }
}

// frames → [in], the palette → [pal] (one frame, then its end: paletteuse keeps using it).
bool GifPalette::start(AVFrame* first, std::string* error) {
  AVFrame* palette = av_frame_alloc();
  if (!palette) return fail(error, "GIF palette filters", AVERROR(ENOMEM));
  bool ok = makePalette(first, palette, error);
  graph_ = ok ? avfilter_graph_alloc() : nullptr;
  if (ok) {
    source_ = graph_ ? bufferSource(graph_, "in", width_, height_, format_, fps_) : nullptr;
    AVFilterContext* pal = source_ ? bufferSource(graph_, "pal", palette->width, palette->height, palette->format, fps_) : nullptr;
    sink_ = pal ? sink(graph_, AV_PIX_FMT_PAL8) : nullptr;
    AVFilterContext* sources[] = {source_, pal};
    ok = sink_ ? connect(graph_, kUse, sources, 2, sink_, error) : fail(error, "GIF palette filters", AVERROR(ENOMEM));
    palette->pts = 0;
    int rc = ok ? av_buffersrc_add_frame(pal, palette) : 0;
    if (rc >= 0 && ok) rc = av_buffersrc_add_frame(pal, nullptr);
    if (rc < 0) ok = fail(error, "GIF palette filters (paletteuse)", rc);
  }
  av_frame_free(&palette);
  return ok;
}

bool GifPalette::push(AVFrame* frame, std::string* error) {
  if (!graph_) {  // the first frame makes the palette (finish() refuses a video without frames)
    if (!frame) return fail(error, "GIF palette filters", AVERROR(EINVAL));
    if (!start(frame, error)) return false;
  }
  const int rc = av_buffersrc_add_frame_flags(source_, frame, AV_BUFFERSRC_FLAG_KEEP_REF);
  return rc >= 0 || fail(error, "GIF palette filters", rc);
}

int GifPalette::pull(AVFrame* out, std::string* error) {
  const int rc = av_buffersink_get_frame(sink_, out);
  if (rc >= 0) return 1;
  if (rc == AVERROR(EAGAIN) || rc == AVERROR_EOF) return 0;
  fail(error, "GIF palette filters", rc);
  return -1;
}
