// The QGIS .points reader, and the checks a fit runs first, over arbitrary bytes.
#include <cstddef>
#include <cstdint>
#include <string>

#include "importers/georef/gcp.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hexwright::model::Diagnostics d;
  const auto f =
      hexwright::importers::parseQgisPoints(std::string(reinterpret_cast<const char*>(data), size), "fuzz.points", d);
  if (f) (void)hexwright::importers::checkGcps(f->points, hexwright::importers::GcpTransform::Affine, d);
  return 0;
}
