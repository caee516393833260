// The thread-local grad mode.
#include "nn/grad_mode.h"

namespace dp {
namespace {
thread_local bool t_grad_enabled = false;
}  // namespace

bool grad_enabled() { return t_grad_enabled; }

GradModeGuard::GradModeGuard(bool enabled) : saved_(t_grad_enabled) { t_grad_enabled = enabled; }

GradModeGuard::~GradModeGuard() { t_grad_enabled = saved_; }

}  // namespace dp
