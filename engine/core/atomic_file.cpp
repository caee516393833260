// mkstemp + write + fsync + rename.
#include "core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "core/error.h"

namespace dp {
namespace {

[[noreturn]] void fail(const std::string& path, int err) {
  throw Error(ErrorType::OSError, "cannot write " + path + ": " + std::strerror(err));
}

std::string folder_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

}  // namespace

void check_writable(const std::string& path) {
  if (path.empty() || path.back() == '/') fail(path, EISDIR);
  const std::string folder = folder_of(path);
  struct stat st {};
  // A path through a regular file is "Not a directory", not access()'s EACCES for a missing x bit.
  if (::stat(folder.c_str(), &st) == 0 && !S_ISDIR(st.st_mode)) fail(path, ENOTDIR);
  if (::access(folder.c_str(), W_OK | X_OK) != 0) fail(path, errno);
}

void write_file_atomically(const std::string& path, const std::string& contents) {
  check_writable(path);
  std::string tmpl = path + ".XXXXXX";
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd < 0) fail(path, errno);
  const char* p = contents.data();
  std::size_t left = contents.size();
  int err = 0;
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      err = errno;
      break;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  if (!err && ::fchmod(fd, 0644) != 0) err = errno;  // mkstemp makes 0600; a trace is for sharing
  if (!err && ::fsync(fd) != 0) err = errno;
  if (::close(fd) != 0 && !err) err = errno;
  if (!err && ::rename(name.data(), path.c_str()) != 0) err = errno;
  if (err) {
    ::unlink(name.data());
    fail(path, err);
  }
}

}  // namespace dp
