// Counts every operator new in the process (all threads), so the bench can report allocations
// per DataParallel step, and every malloc-family call (operator new's included), which also sees
// what the GEMM libraries allocate inside a product. Only dpviz-bench links this file.
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <new>

#include "measure.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define DPVIZ_BENCH_COUNT_MALLOC 0  // the sanitizers own malloc; they must keep it
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define DPVIZ_BENCH_COUNT_MALLOC 0
#endif
#endif
#ifndef DPVIZ_BENCH_COUNT_MALLOC
#define DPVIZ_BENCH_COUNT_MALLOC 1
#endif

namespace {
std::atomic<std::uint64_t> g_allocations{0};
std::atomic<std::uint64_t> g_heap_blocks{0};
}

std::uint64_t bench::allocations() { return g_allocations.load(std::memory_order_relaxed); }

std::int64_t bench::heap_blocks() {
  return DPVIZ_BENCH_COUNT_MALLOC ? std::int64_t(g_heap_blocks.load(std::memory_order_relaxed)) : -1;
}

#if DPVIZ_BENCH_COUNT_MALLOC
// glibc's own entry points, exported for exactly this: a program's malloc that counts and forwards.
// free needs no counting and stays glibc's, which owns every block handed out here.
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* p, std::size_t size);
void* __libc_memalign(std::size_t alignment, std::size_t size);

void* malloc(std::size_t size) {
  g_heap_blocks.fetch_add(1, std::memory_order_relaxed);
  return __libc_malloc(size);
}
void* calloc(std::size_t count, std::size_t size) {
  g_heap_blocks.fetch_add(1, std::memory_order_relaxed);
  return __libc_calloc(count, size);
}
void* realloc(void* p, std::size_t size) {
  g_heap_blocks.fetch_add(1, std::memory_order_relaxed);
  return __libc_realloc(p, size);
}
void* memalign(std::size_t alignment, std::size_t size) {
  g_heap_blocks.fetch_add(1, std::memory_order_relaxed);
  return __libc_memalign(alignment, size);
}
void* aligned_alloc(std::size_t alignment, std::size_t size) { return memalign(alignment, size); }
int posix_memalign(void** out, std::size_t alignment, std::size_t size) {
  // POSIX: a power of two and a multiple of sizeof(void*), else EINVAL; nothing written on failure.
  if (alignment % sizeof(void*) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void* p = memalign(alignment, size);
  if (p == nullptr) return ENOMEM;
  *out = p;
  return 0;
}
}
#endif

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
