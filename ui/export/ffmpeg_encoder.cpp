// The FFmpeg side of VideoEncoder, built as the module dpviz-video.so that dpviz loads only when it
// exports (FFmpeg's libraries pull in over 160 others: linked into dpviz they cost every start about
// 0.6 s and 40 MiB). libavformat (MP4 or GIF) + libavcodec (libx264 or gif) + libswscale (RGB →
// 4:2:0) or GifPalette (RGB → 256 colours); the temporary file lives beside the target.
#include "export/video_encoder.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

#include "export/ffmpeg_error.h"
#include "export/gif_palette.h"

namespace {

bool fail(std::string* error, const std::string& what) {
  *error = what;
  return false;
}

class FfmpegEncoder final : public VideoEncoder {
 public:
  FfmpegEncoder(std::string path, Format format) : path_(std::move(path)), format_(format) {}
  ~FfmpegEncoder() override;
  bool open(int width, int height, std::vector<std::uint32_t> kept, std::string* error);
  bool addFrame(const std::uint8_t* pixels, int stride, std::string* error) override;
  bool finish(std::string* error) override;
  std::int64_t frames() const override { return frames_; }

 private:
  bool makeTemporary(std::string* error);
  bool openCodec(std::string* error);
  bool encode(AVFrame* frame, std::string* error);  // null: drain
  bool encodeGif(AVFrame* frame, std::string* error);
  bool writePackets(std::string* error);
  bool close(std::string* error);

  std::string path_;
  std::string temporary_;
  Format format_;
  int width_ = 0, height_ = 0;  // of the frames given
  std::vector<std::uint32_t> kept_;  // GIF: colours its palette holds exactly
  AVFormatContext* muxer_ = nullptr;
  AVCodecContext* codec_ = nullptr;
  AVStream* stream_ = nullptr;
  SwsContext* scaler_ = nullptr;
  GifPalette palette_;
  AVFrame* frame_ = nullptr;     // the encoder's input (YUV 4:2:0 for MP4)
  AVFrame* filtered_ = nullptr;  // GIF: the palette filters' output
  AVPacket* packet_ = nullptr;
  std::int64_t frames_ = 0;
  bool header_written_ = false;
  bool finished_ = false;
};

FfmpegEncoder::~FfmpegEncoder() {
  if (muxer_ && muxer_->pb) avio_closep(&muxer_->pb);
  avformat_free_context(muxer_);
  avcodec_free_context(&codec_);
  sws_freeContext(scaler_);
  av_frame_free(&frame_);
  av_frame_free(&filtered_);
  av_packet_free(&packet_);
  if (!finished_ && !temporary_.empty()) ::unlink(temporary_.c_str());
}

bool FfmpegEncoder::makeTemporary(std::string* error) {
  std::vector<char> name(path_.begin(), path_.end());
  for (char c : std::string(".XXXXXX")) name.push_back(c);
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd < 0) return fail(error, "cannot write " + path_ + ": " + std::strerror(errno));
  temporary_ = name.data();
  const bool shared = ::fchmod(fd, 0644) == 0;  // mkstemp makes 0600; a video is for sharing
  ::close(fd);
  return shared || fail(error, "cannot write " + path_ + ": " + std::strerror(errno));
}

bool FfmpegEncoder::open(int width, int height, std::vector<std::uint32_t> kept, std::string* error) {
  kept_ = std::move(kept);
  width_ = width;
  height_ = height;
  if (width < 2 || height < 2) return fail(error, "cannot encode frames of " + std::to_string(width) + "x" + std::to_string(height));
  if (!makeTemporary(error)) return false;
  const char* container = format_ == Format::Mp4 ? "mp4" : "gif";
  int rc = avformat_alloc_output_context2(&muxer_, nullptr, container, temporary_.c_str());
  if (rc < 0) return fail(error, std::string("FFmpeg has no ") + container + " writer: " + ffmpegError(rc));
  if (!openCodec(error)) return false;
  stream_ = avformat_new_stream(muxer_, nullptr);
  if (!stream_) return fail(error, "cannot add a video stream");
  stream_->time_base = codec_->time_base;
  rc = avcodec_parameters_from_context(stream_->codecpar, codec_);
  if (rc < 0) return fail(error, "video stream: " + ffmpegError(rc));
  rc = avio_open(&muxer_->pb, temporary_.c_str(), AVIO_FLAG_WRITE);
  if (rc < 0) return fail(error, "cannot write " + path_ + ": " + ffmpegError(rc));
  AVDictionary* options = nullptr;
  // The index at the front: slides and browsers start playing before the whole file is read.
  if (format_ == Format::Mp4) av_dict_set(&options, "movflags", "+faststart", 0);
  rc = avformat_write_header(muxer_, &options);
  av_dict_free(&options);
  if (rc < 0) return fail(error, "cannot write " + path_ + ": " + ffmpegError(rc));
  header_written_ = true;
  frame_ = av_frame_alloc();
  filtered_ = av_frame_alloc();
  packet_ = av_packet_alloc();
  if (!frame_ || !filtered_ || !packet_) return fail(error, "out of memory");
  frame_->format = format_ == Format::Mp4 ? codec_->pix_fmt : AV_PIX_FMT_RGB32;
  frame_->width = format_ == Format::Mp4 ? codec_->width : width;
  frame_->height = format_ == Format::Mp4 ? codec_->height : height;
  rc = av_frame_get_buffer(frame_, 0);
  return rc >= 0 || fail(error, "out of memory for a frame: " + ffmpegError(rc));
}

bool FfmpegEncoder::openCodec(std::string* error) {
  const bool mp4 = format_ == Format::Mp4;
  const AVCodec* codec = avcodec_find_encoder_by_name(mp4 ? "libx264" : "gif");
  if (!codec) {
    return fail(error, mp4 ? "this FFmpeg has no H.264 encoder (libx264); export a .gif instead"
                           : "this FFmpeg has no GIF encoder");
  }
  codec_ = avcodec_alloc_context3(codec);
  if (!codec_) return fail(error, "out of memory");
  codec_->width = mp4 ? width_ & ~1 : width_;
  codec_->height = mp4 ? height_ & ~1 : height_;
  codec_->time_base = AVRational{1, kFps};
  codec_->framerate = AVRational{kFps, 1};
  codec_->sample_aspect_ratio = AVRational{1, 1};
  AVDictionary* options = nullptr;
  if (mp4) {
    codec_->pix_fmt = AV_PIX_FMT_YUV420P;  // what every player and presentation program decodes
    codec_->gop_size = 2 * kFps;           // a keyframe every 2 s, to scrub in slides
    codec_->colorspace = AVCOL_SPC_BT709;
    codec_->color_primaries = AVCOL_PRI_BT709;
    codec_->color_trc = AVCOL_TRC_BT709;
    codec_->color_range = AVCOL_RANGE_MPEG;
    if (muxer_->oformat->flags & AVFMT_GLOBALHEADER) codec_->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    av_dict_set(&options, "preset", "fast", 0);
    av_dict_set(&options, "tune", "animation", 0);  // flat colours and sharp text
    av_dict_set(&options, "crf", "20", 0);
    scaler_ = sws_getContext(codec_->width, codec_->height, AV_PIX_FMT_RGB32, codec_->width, codec_->height,
                             AV_PIX_FMT_YUV420P, SWS_BICUBIC | SWS_ACCURATE_RND, nullptr, nullptr, nullptr);
    if (!scaler_) return fail(error, "cannot convert frames to YUV 4:2:0");
    const int* bt709 = sws_getCoefficients(SWS_CS_ITU709);
    sws_setColorspaceDetails(scaler_, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16);
  } else {
    codec_->pix_fmt = AV_PIX_FMT_PAL8;
    if (!palette_.open(width_, height_, AV_PIX_FMT_RGB32, kFps, kept_, error)) return false;
  }
  const int rc = avcodec_open2(codec_, codec, &options);
  av_dict_free(&options);
  return rc >= 0 || fail(error, std::string("cannot open the ") + codec->name + " encoder: " + ffmpegError(rc));
}

bool FfmpegEncoder::addFrame(const std::uint8_t* pixels, int stride, std::string* error) {
  int rc = av_frame_make_writable(frame_);
  if (rc < 0) return fail(error, "out of memory for a frame: " + ffmpegError(rc));
  if (format_ == Format::Mp4) {
    const std::uint8_t* planes[] = {pixels};
    const int strides[] = {stride};
    sws_scale(scaler_, planes, strides, 0, codec_->height, frame_->data, frame_->linesize);
  } else {
    av_image_copy_plane(frame_->data[0], frame_->linesize[0], pixels, stride, width_ * 4, height_);
  }
  frame_->pts = frames_++;
  return format_ == Format::Mp4 ? encode(frame_, error) : encodeGif(frame_, error);
}

bool FfmpegEncoder::encodeGif(AVFrame* frame, std::string* error) {
  if (!palette_.push(frame, error)) return false;
  for (;;) {
    const int got = palette_.pull(filtered_, error);
    if (got < 0) return false;
    if (got == 0) return frame || encode(nullptr, error);
    const bool ok = encode(filtered_, error);
    av_frame_unref(filtered_);
    if (!ok) return false;
  }
}

bool FfmpegEncoder::encode(AVFrame* frame, std::string* error) {
  const int rc = avcodec_send_frame(codec_, frame);
  if (rc < 0) return fail(error, std::string("the ") + codec_->codec->name + " encoder failed: " + ffmpegError(rc));
  return writePackets(error);
}

bool FfmpegEncoder::writePackets(std::string* error) {
  for (;;) {
    int rc = avcodec_receive_packet(codec_, packet_);
    if (rc == AVERROR(EAGAIN) || rc == AVERROR_EOF) return true;
    if (rc < 0) return fail(error, std::string("the ") + codec_->codec->name + " encoder failed: " + ffmpegError(rc));
    if (packet_->duration <= 0) packet_->duration = 1;  // one frame: the GIF's last delay comes from it
    av_packet_rescale_ts(packet_, codec_->time_base, stream_->time_base);
    packet_->stream_index = stream_->index;
    rc = av_interleaved_write_frame(muxer_, packet_);  // takes the packet's data
    if (rc < 0) return fail(error, "cannot write " + path_ + ": " + ffmpegError(rc));
  }
}

bool FfmpegEncoder::close(std::string* error) {
  int rc = av_write_trailer(muxer_);
  if (rc < 0) return fail(error, "cannot write " + path_ + ": " + ffmpegError(rc));
  rc = avio_closep(&muxer_->pb);
  if (rc < 0) return fail(error, "cannot write " + path_ + ": " + ffmpegError(rc));
  const int fd = ::open(temporary_.c_str(), O_RDONLY);  // on disk before it takes the target's name
  const bool synced = fd >= 0 && ::fsync(fd) == 0;
  if (fd >= 0) ::close(fd);
  if (!synced) return fail(error, "cannot write " + path_ + ": " + std::strerror(errno));
  if (::rename(temporary_.c_str(), path_.c_str()) != 0) return fail(error, "cannot write " + path_ + ": " + std::strerror(errno));
  return true;
}

bool FfmpegEncoder::finish(std::string* error) {
  if (finished_ || !header_written_) return fail(error, "the video is not open");
  if (frames_ == 0) return fail(error, "no frames to write");
  const bool drained = format_ == Format::Mp4 ? encode(nullptr, error) : encodeGif(nullptr, error);
  if (!drained || !close(error)) return false;
  finished_ = true;
  return true;
}

}  // namespace

// The module's one entry point (VideoEncoder::open finds it by this name; the suffix is the
// interface's version, so a stale module is refused instead of misused).
extern "C" __attribute__((visibility("default"))) VideoEncoder* dpviz_video_open_v2(const char* path, int gif, int width,
                                                                                    int height, const std::uint32_t* kept,
                                                                                    int kept_count, std::string* error) {
  av_log_set_level(AV_LOG_QUIET);  // its failures come back as one line in `error`; nothing else on stderr
  auto encoder = std::make_unique<FfmpegEncoder>(path, gif ? VideoEncoder::Format::Gif : VideoEncoder::Format::Mp4);
  if (!encoder->open(width, height, std::vector<std::uint32_t>(kept, kept + std::max(0, kept_count)), error)) return nullptr;
  return encoder.release();
}
