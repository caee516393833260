// Counts every operator new in the process (all threads), so the bench can report allocations
// per DataParallel step. Only dpviz-bench links this file.
#include <atomic>
#include <cstdlib>
#include <new>

#include "measure.h"

namespace {
std::atomic<std::uint64_t> g_allocations{0};
}

std::uint64_t bench::allocations() { return g_allocations.load(std::memory_order_relaxed); }

void* operator new(std::size_t size) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}

void* operator new[](std::size_t size) { return operator new(size); }
// The nothrow forms too (std::stable_sort uses them): every plain new and delete of the process
// goes through malloc and free here, so sanitizers see matching pairs. The aligned forms are left
// to the runtime, whose new and delete match each other.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size ? size : 1);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
