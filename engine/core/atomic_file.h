// Writes a whole file atomically without Qt: a temporary file in the same folder, flushed to
// disk, then renamed over the target. Readers see the old file or the new one, never a part.
#pragma once

#include <string>

namespace dp {

// Throws dp::Error (OSError) with the path and the system's reason; leaves no temporary behind.
void write_file_atomically(const std::string& path, const std::string& contents);

// Throws the same error write_file_atomically would for a folder that cannot take the file
// (missing, not a folder, read-only), without writing anything.
void check_writable(const std::string& path);

}  // namespace dp
