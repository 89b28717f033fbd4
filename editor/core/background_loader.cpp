#include "editor/core/background_loader.h"

#include <algorithm>

#include "importers/raster/background_decoder.h"

namespace hexwright::editor {

namespace {

void decodeInto(std::vector<exporters::BackgroundRaster>& out, const model::Map& map,
                const std::filesystem::path& bundle, model::Diagnostics& diagnostics, int maxPixels) {
  for (const auto& decoder : importers::openBackgrounds(map, bundle, diagnostics)) {
    auto r = decoder->whole(maxPixels, diagnostics);
    if (!r) continue;
    exporters::BackgroundRaster bg;
    bg.name = decoder->file();
    bg.opacity = decoder->opacity();
    bg.relief = decoder->elevation();
    bg.image.width = r->width;
    bg.image.height = r->height;
    bg.image.stride = r->stride;
    bg.image.pixels = std::move(r->pixels);
    bg.pixelToGroundMetres = r->pixelToGround;
    out.push_back(std::move(bg));
  }
}

}  // namespace

std::vector<exporters::BackgroundRaster> loadCanvasBackgrounds(const model::Scenario& scenario,
                                                               const std::optional<std::filesystem::path>& bundle,
                                                               model::Diagnostics& diagnostics, int maxPixels,
                                                               const std::set<std::string>& staged,
                                                               const std::filesystem::path& stagingDir) {
  std::vector<exporters::BackgroundRaster> out;
  const auto& all = scenario.map.backgrounds;
  const bool anyStaged =
      std::any_of(all.begin(), all.end(), [&](const model::BackgroundImage& b) { return staged.count(b.file) > 0; });
  if (!anyStaged) {
    if (bundle) decodeInto(out, scenario.map, *bundle, diagnostics, maxPixels);
    return out;
  }
  // Two passes over copies of the map that list only the backgrounds each place holds.
  model::Map inBundle = scenario.map;
  model::Map inStaging = scenario.map;
  inBundle.backgrounds.clear();
  inStaging.backgrounds.clear();
  for (const auto& b : all) (staged.count(b.file) ? inStaging : inBundle).backgrounds.push_back(b);
  if (bundle && !inBundle.backgrounds.empty()) decodeInto(out, inBundle, *bundle, diagnostics, maxPixels);
  decodeInto(out, inStaging, stagingDir, diagnostics, maxPixels);
  return out;
}

}  // namespace hexwright::editor
