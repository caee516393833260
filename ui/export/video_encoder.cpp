// VideoEncoder's checks and its loader: the FFmpeg module (ffmpeg_encoder.cpp) is dlopen'ed from the
// library folder beside the program's own (DPVIZ_VIDEO_MODULE_DIR, relative to the executable's
// folder: the same in the build tree and once installed), only when a video is exported.
#include "export/video_encoder.h"

#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cstring>

namespace {

bool fail(std::string* error, const std::string& what) {
  *error = what;
  return false;
}

std::string folderOf(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string executableFolder() {
  char buffer[PATH_MAX];
  const ssize_t n = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
  return n > 0 ? folderOf(std::string(buffer, std::size_t(n))) : std::string(".");
}

using OpenFn = VideoEncoder* (*)(const char*, int, int, int, const std::uint32_t*, int, std::string*);

// Loaded once and kept: an encoder's code must outlive it, and the libraries cost 0.6 s to load.
OpenFn loadModule(std::string* error) {
  static OpenFn open_fn = nullptr;
  static std::string load_error;
  static bool tried = false;
  if (!tried) {
    tried = true;
    const std::string path = executableFolder() + "/" DPVIZ_VIDEO_MODULE_DIR "/dpviz-video.so";
    void* module = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!module) {
      const char* why = ::dlerror();
      load_error = "video export is not available: " + std::string(why ? why : path);
    } else {
      open_fn = reinterpret_cast<OpenFn>(::dlsym(module, "dpviz_video_open_v2"));
      if (!open_fn) load_error = "video export is not available: " + path + " is from another version of dpviz";
    }
  }
  if (!open_fn) *error = load_error;
  return open_fn;
}

}  // namespace

bool VideoEncoder::formatForPath(const std::string& path, Format* format) {
  std::string p = path;
  std::transform(p.begin(), p.end(), p.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  const auto named = [&](const char* ext) { return p.size() > std::strlen(ext) && p.ends_with(ext); };
  if (named(".mp4")) {
    *format = Format::Mp4;
  } else if (named(".gif")) {
    *format = Format::Gif;
  } else {
    return false;
  }
  return true;
}

bool VideoEncoder::checkPath(const std::string& path, std::string* error) {
  Format format;
  const std::string refused = "cannot write " + path + ": ";
  if (!formatForPath(path, &format)) return fail(error, refused + "expected a file name ending in .mp4 or .gif");
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) return fail(error, refused + std::strerror(EISDIR));
  const std::string folder = folderOf(path);
  if (::stat(folder.c_str(), &st) != 0) return fail(error, refused + std::strerror(errno));
  if (!S_ISDIR(st.st_mode)) return fail(error, refused + std::strerror(ENOTDIR));
  if (::access(folder.c_str(), W_OK | X_OK) != 0) return fail(error, refused + std::strerror(errno));
  return true;
}

std::unique_ptr<VideoEncoder> VideoEncoder::open(const std::string& path, int width, int height, std::string* error,
                                                 const std::vector<std::uint32_t>& kept) {
  Format format;
  if (!checkPath(path, error) || !formatForPath(path, &format)) return nullptr;
  const OpenFn open_fn = loadModule(error);
  if (!open_fn) return nullptr;
  return std::unique_ptr<VideoEncoder>(open_fn(path.c_str(), format == Format::Gif ? 1 : 0, width, height, kept.data(),
                                              int(kept.size()), error));
}
