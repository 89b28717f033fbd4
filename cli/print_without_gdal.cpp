// hexwright-print has no GDAL: `hexwright` sends `export map --background` and
// `--style natural` to hexwright-gis, so this is reached only when hexwright-print is run
// by hand.
#include "cli/background_source.h"

namespace hexwright::cli {

std::shared_ptr<const exporters::BackgroundSource> openBackgroundSource(const model::Scenario&,
                                                                        const std::filesystem::path&, double,
                                                                        model::Diagnostics& diagnostics,
                                                                        BackgroundKinds kinds) {
  diagnostics.add(model::Severity::Warning, "export.map.background",
                  kinds.images ? "backgrounds are drawn by hexwright-gis (run 'hexwright export map --background'): "
                                 "none drawn"
                               : "hill shading is drawn by hexwright-gis (run 'hexwright export map --style natural'): "
                                 "none drawn");
  return nullptr;
}

}  // namespace hexwright::cli
