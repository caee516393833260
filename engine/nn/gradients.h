// A module's parameter gradients as slices of one flat buffer on a device, in parameters() order:
// the coalesced layout Broadcast.backward's gradient sum reads bucket by bucket (R10.3), without
// first copying ("flattening") each gradient into it.
#pragma once

#include "nn/module.h"

namespace dp {

// Points every gradients()[p] at its slice of a new zero-filled buffer on `device` (shaped as
// parameters()[p]) and returns the buffer ([total elements]).
Tensor bind_flat_gradients(Module& module, Device& device);

// Elements of all parameters together.
std::int64_t parameter_elems(Module& module);

}  // namespace dp
