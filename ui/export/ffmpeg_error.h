// FFmpeg's error codes as one line of text (av_err2str is a C compound literal, not C++).
#pragma once

#include <string>

extern "C" {
#include <libavutil/error.h>
}

inline std::string ffmpegError(int code) {
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, text, sizeof text);
  return text;
}
