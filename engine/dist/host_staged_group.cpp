// Collectives on device memory through a host copy (see host_staged_group.h).
#include "dist/host_staged_group.h"

#include <vector>

#include "device/host_device.h"

namespace dp {
namespace {

void to_host(Device& device, void* host, const void* data, std::size_t bytes) {
  device.copy(host, unpooled_host(), data, device, bytes);  // after the device's earlier work
  device.synchronize();
}

void to_device(Device& device, void* data, const void* host, std::size_t bytes) {
  device.copy(data, device, host, unpooled_host(), bytes);
  device.synchronize();  // `host` may be freed on return
}

// The wrapped group's started all-reduce on a host copy; wait() copies the sum back.
class StagedWork final : public Work {
 public:
  StagedWork(ProcessGroup& inner, Device& device, float* data, std::size_t elems)
      : device_(device), data_(data), host_(elems) {
    to_host(device_, host_.data(), data_, elems * sizeof(float));
    inner_work_ = inner.start_all_reduce_sum(host_.data(), elems);
  }
  ~StagedWork() override {
    if (!copied_back_) inner_work_->wait();  // MPI must not write into freed memory
  }
  bool test() override { return copied_back_ || inner_work_->test(); }
  void wait() override {
    if (copied_back_) return;
    inner_work_->wait();
    to_device(device_, data_, host_.data(), host_.size() * sizeof(float));
    copied_back_ = true;
  }

 private:
  Device& device_;
  float* data_;
  std::vector<float> host_;
  std::unique_ptr<Work> inner_work_;
  bool copied_back_ = false;
};

}  // namespace

void HostStagedGroup::broadcast(void* data, std::size_t bytes, int root) {
  std::vector<unsigned char> host(bytes);
  to_host(device_, host.data(), data, bytes);
  inner_.broadcast(host.data(), bytes, root);
  to_device(device_, data, host.data(), bytes);
}

void HostStagedGroup::all_reduce_sum(float* data, std::size_t elems) {
  std::vector<float> host(elems);
  to_host(device_, host.data(), data, elems * sizeof(float));
  inner_.all_reduce_sum(host.data(), elems);
  to_device(device_, data, host.data(), elems * sizeof(float));
}

std::unique_ptr<Work> HostStagedGroup::start_all_reduce_sum(float* data, std::size_t elems) {
  return std::make_unique<StagedWork>(inner_, device_, data, elems);
}

}  // namespace dp
