// libFuzzer target: the browser edition's request reader (web/engine_api.cpp) on arbitrary bytes,
// in sequence (a run opened by one input is stepped by the next). Every answer must be a JSON object
// with "ok"; a crash, a sanitizer report or an exception escaping handle() is a bug. "bench" is left
// out: it times a thousand steps by design. The products run on the portable kernel, as in the browser.
#include <cstddef>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "device/gemm_library.h"
#include "engine_api.h"

// The browser's products: the portable kernel (this build's default would be oneDNN).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  dp::set_gemm_library(dp::GemmLibrary::Portable);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string request(reinterpret_cast<const char*>(data), size);
  if (request.find("bench") != std::string::npos) return 0;
  const nlohmann::json answer = nlohmann::json::parse(web::handle(request), nullptr, false);
  if (!answer.is_object() || !answer.contains("ok") || !answer["ok"].is_boolean()) __builtin_trap();
  if (!answer["ok"].get<bool>() && (!answer.contains("error") || !answer["error"].is_string())) __builtin_trap();
  return 0;
}
