// The order-of-battle CSV parser over arbitrary bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "importers/oob/csv_oob_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hexwright::model::Diagnostics d;
  (void)hexwright::importers::oob::parseOobCsv(std::string_view(reinterpret_cast<const char*>(data), size),
                                               "sources/fuzz.csv", d);
  return 0;
}
