#include "editor/core/background_loader.h"

#include <algorithm>

#include "importers/raster/background_decoder.h"

namespace hexwright::editor {

namespace {

using Decoders = std::vector<std::unique_ptr<importers::BackgroundDecoder>>;

exporters::BackgroundRaster toRaster(const importers::BackgroundDecoder& decoder, importers::DecodedRaster r) {
  exporters::BackgroundRaster bg;
  bg.name = decoder.file();
  bg.opacity = decoder.opacity();
  bg.relief = decoder.elevation();
  bg.image.width = r.width;
  bg.image.height = r.height;
  bg.image.stride = r.stride;
  bg.image.pixels = std::move(r.pixels);
  bg.pixelToGroundMetres = r.pixelToGround;
  return bg;
}

// Every visible background, each read from where it is now: the bundle, or the staging
// folder for files Save has not copied in yet.
Decoders openDecoders(const model::Scenario& scenario, const std::optional<std::filesystem::path>& bundle,
                      model::Diagnostics& diagnostics, const std::set<std::string>& staged,
                      const std::filesystem::path& stagingDir) {
  const auto& all = scenario.map.backgrounds;
  const bool anyStaged =
      std::any_of(all.begin(), all.end(), [&](const model::BackgroundImage& b) { return staged.count(b.file) > 0; });
  if (!anyStaged) return bundle ? importers::openBackgrounds(scenario.map, *bundle, diagnostics) : Decoders{};
  // Two passes over copies of the map that list only the backgrounds each place holds.
  model::Map inBundle = scenario.map;
  model::Map inStaging = scenario.map;
  inBundle.backgrounds.clear();
  inStaging.backgrounds.clear();
  for (const auto& b : all) (staged.count(b.file) ? inStaging : inBundle).backgrounds.push_back(b);
  Decoders out;
  if (bundle && !inBundle.backgrounds.empty()) out = importers::openBackgrounds(inBundle, *bundle, diagnostics);
  for (auto& d : importers::openBackgrounds(inStaging, stagingDir, diagnostics)) out.push_back(std::move(d));
  return out;
}

// The pictures a printed sheet shows, read one sheet's window at a time as
// `export map --background` reads them (the command line joins the same decoder to the
// painter in cli/background_source.cpp; the editor may not use cli/).
class WindowSource : public exporters::BackgroundSource {
 public:
  WindowSource(Decoders decoders, model::Diagnostics& diagnostics)
      : m_decoders(std::move(decoders)), m_diagnostics(diagnostics) {}

  std::vector<exporters::BackgroundRaster> window(const exporters::Rect& ground, double pixelsPerUnit) const override {
    std::vector<exporters::BackgroundRaster> out;
    for (const auto& d : m_decoders)
      if (auto r = d->window(ground, pixelsPerUnit, m_diagnostics)) out.push_back(toRaster(*d, std::move(*r)));
    return out;
  }

 private:
  Decoders m_decoders;
  model::Diagnostics& m_diagnostics;
};

}  // namespace

std::vector<exporters::BackgroundRaster> loadCanvasBackgrounds(const model::Scenario& scenario,
                                                               const std::optional<std::filesystem::path>& bundle,
                                                               model::Diagnostics& diagnostics, int maxPixels,
                                                               const std::set<std::string>& staged,
                                                               const std::filesystem::path& stagingDir) {
  std::vector<exporters::BackgroundRaster> out;
  for (const auto& decoder : openDecoders(scenario, bundle, diagnostics, staged, stagingDir))
    if (auto r = decoder->whole(maxPixels, diagnostics)) out.push_back(toRaster(*decoder, std::move(*r)));
  return out;
}

bool hasBackgroundPicture(const model::Scenario& scenario) {
  const auto& all = scenario.map.backgrounds;
  return std::any_of(all.begin(), all.end(), [](const model::BackgroundImage& b) {
    return b.visible && b.kind != model::RasterKind::Elevation;
  });
}

std::shared_ptr<const exporters::BackgroundSource> openPrintBackgrounds(
    const model::Scenario& scenario, const std::optional<std::filesystem::path>& bundle,
    model::Diagnostics& diagnostics, const std::set<std::string>& staged, const std::filesystem::path& stagingDir) {
  auto decoders = openDecoders(scenario, bundle, diagnostics, staged, stagingDir);
  std::erase_if(decoders, [](const auto& d) { return d->elevation(); });  // relief is the natural style's
  if (decoders.empty()) return nullptr;
  return std::make_shared<WindowSource>(std::move(decoders), diagnostics);
}

}  // namespace hexwright::editor
