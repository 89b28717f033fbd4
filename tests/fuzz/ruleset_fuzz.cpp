// The ruleset schema reader over arbitrary bytes.
#include <cstddef>
#include <cstdint>
#include <string>

#include "model/io/ruleset_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hexwright::model::Diagnostics d;
  (void)hexwright::io::readRuleset(std::string(reinterpret_cast<const char*>(data), size), "ruleset.xml", d);
  return 0;
}
