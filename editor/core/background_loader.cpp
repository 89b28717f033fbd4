#include "editor/core/background_loader.h"

#include "importers/raster/background_decoder.h"

namespace hexwright::editor {

std::vector<exporters::BackgroundRaster> loadCanvasBackgrounds(const model::Scenario& scenario,
                                                               const std::filesystem::path& bundle,
                                                               model::Diagnostics& diagnostics, int maxPixels) {
  std::vector<exporters::BackgroundRaster> out;
  for (const auto& decoder : importers::openBackgrounds(scenario.map, bundle, diagnostics)) {
    auto r = decoder->whole(maxPixels, diagnostics);
    if (!r) continue;
    exporters::BackgroundRaster bg;
    bg.name = decoder->file();
    bg.opacity = decoder->opacity();
    bg.image.width = r->width;
    bg.image.height = r->height;
    bg.image.stride = r->stride;
    bg.image.pixels = std::move(r->pixels);
    const model::Affine2D& a = r->pixelToGround;
    bg.pixelToGroundMetres = exporters::Affine{a.c1, a.c4, a.c2, a.c5, a.c0, a.c3};
    out.push_back(std::move(bg));
  }
  return out;
}

}  // namespace hexwright::editor
