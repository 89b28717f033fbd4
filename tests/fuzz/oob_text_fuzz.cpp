// The order-of-battle text listing parser over arbitrary bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "importers/oob/text_oob_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hexwright::importers::oob::TextParseOptions o;
  o.fileName = "sources/fuzz.txt";
  hexwright::model::Diagnostics d;
  (void)hexwright::importers::oob::parseOobText(std::string_view(reinterpret_cast<const char*>(data), size), o, d);
  return 0;
}
