// The land-cover / vector mapping reader over arbitrary bytes.
#include <cstddef>
#include <cstdint>
#include <string>

#include "importers/mapping/mapping.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hexwright::model::Diagnostics d;
  (void)hexwright::importers::parseMapping(std::string(reinterpret_cast<const char*>(data), size), "mapping.xml", d);
  return 0;
}
