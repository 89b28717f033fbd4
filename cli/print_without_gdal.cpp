// hexwright-print has no GDAL: `hexwright` sends `export map --background` to
// hexwright-gis, so this is reached only when hexwright-print is run by hand.
#include "cli/background_source.h"

namespace hexwright::cli {

std::shared_ptr<const exporters::BackgroundSource> openBackgroundSource(const model::Scenario&,
                                                                        const std::filesystem::path&, double,
                                                                        model::Diagnostics& diagnostics) {
  diagnostics.add(model::Severity::Warning, "export.map.background",
                  "backgrounds are drawn by hexwright-gis (run 'hexwright export map --background'): none drawn");
  return nullptr;
}

}  // namespace hexwright::cli
