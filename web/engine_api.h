// The browser edition's requests to the engine (see engine_api.cpp): a JSON text in, a JSON text out.
#pragma once

#include <string>

namespace web {

std::string handle(const std::string& request);

}  // namespace web
