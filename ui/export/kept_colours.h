// The colours an exported GIF's palette holds exactly: every device's colour and its pale trace on
// the stage, the window's own colours (text, base, mid…) and a ramp of greys. Not the MP4's concern.
#pragma once

#include <cstdint>
#include <vector>

// 0xRRGGBB, no two alike, at most GifPalette::kMaxKept (240) of them.
std::vector<std::uint32_t> gifKeptColours();
