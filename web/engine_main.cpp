// The browser edition's entry: the page posts a request with dpviz_post(id, json); the answer comes
// back to the page's Module.dpvizAnswer(id, json).
//
// With threads (the page is cross-origin isolated), main() runs on a thread of its own
// (-sPROXY_TO_PTHREAD) and serves the requests in order, so the page never blocks while the
// simulated GPUs (one thread each, Web Workers) run, and a thread can start while it waits. Without
// threads, a request is answered at once, on the page's thread, the GPUs taking turns.
#include <emscripten.h>
#include <emscripten/em_asm.h>

#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>
#include <string>
#include <utility>

#include "device/worker_thread.h"
#include "engine_api.h"

namespace {

// Hands the answer to the page's thread, which frees the copy once read.
void deliver(int id, const std::string& answer) {
  char* copy = static_cast<char*>(std::malloc(answer.size() + 1));
  std::memcpy(copy, answer.c_str(), answer.size() + 1);
  MAIN_THREAD_ASYNC_EM_ASM({ Module["dpvizAnswer"]($0, $1); }, id, copy);
}

struct Queue {
  std::mutex mutex;
  std::condition_variable wake;
  std::deque<std::pair<int, std::string>> requests;
};

Queue& queue() {
  static Queue q;
  return q;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void dpviz_post(int id, const char* request) {
  if constexpr (!dp::kDevicesHaveThreads) {
    deliver(id, web::handle(request));
    return;
  }
  Queue& q = queue();
  {
    std::lock_guard lock(q.mutex);
    q.requests.emplace_back(id, request);
  }
  q.wake.notify_one();
}

}  // extern "C"

int main() {
  if constexpr (!dp::kDevicesHaveThreads) {
    emscripten_exit_with_live_runtime();  // the page calls in; nothing runs until it does
  }
  Queue& q = queue();
  for (;;) {
    std::pair<int, std::string> next;
    {
      std::unique_lock lock(q.mutex);
      q.wake.wait(lock, [&] { return !q.requests.empty(); });
      next = std::move(q.requests.front());
      q.requests.pop_front();
    }
    deliver(next.first, web::handle(next.second));
  }
}
