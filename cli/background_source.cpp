#include "cli/background_source.h"

#include "importers/raster/background_decoder.h"

namespace hexwright::cli {
namespace {

class DecoderSource : public exporters::BackgroundSource {
 public:
  DecoderSource(std::vector<std::unique_ptr<importers::BackgroundDecoder>> decoders, double opacity,
                model::Diagnostics& diagnostics)
      : m_decoders(std::move(decoders)), m_opacity(opacity), m_diagnostics(diagnostics) {}

  std::vector<exporters::BackgroundRaster> window(const exporters::Rect& ground, double pixelsPerUnit) const override {
    std::vector<exporters::BackgroundRaster> out;
    for (const auto& d : m_decoders) {
      auto r = d->window(ground, pixelsPerUnit, m_diagnostics);
      if (!r) continue;
      exporters::BackgroundRaster bg;
      bg.name = d->file();
      bg.image.width = r->width;
      bg.image.height = r->height;
      bg.image.stride = r->stride;
      bg.image.pixels = std::move(r->pixels);
      bg.pixelToGroundMetres = r->pixelToGround;
      bg.relief = d->elevation();
      bg.opacity = m_opacity >= 0 && !bg.relief ? m_opacity : d->opacity();
      out.push_back(std::move(bg));
    }
    return out;
  }

 private:
  std::vector<std::unique_ptr<importers::BackgroundDecoder>> m_decoders;
  double m_opacity;
  model::Diagnostics& m_diagnostics;
};

}  // namespace

std::shared_ptr<const exporters::BackgroundSource> openBackgroundSource(const model::Scenario& scenario,
                                                                        const std::filesystem::path& bundle,
                                                                        double opacity, model::Diagnostics& diagnostics,
                                                                        BackgroundKinds kinds) {
  auto decoders = importers::openBackgrounds(scenario.map, bundle, diagnostics);
  std::erase_if(decoders, [&](const auto& d) { return d->elevation() ? !kinds.relief : !kinds.images; });
  if (decoders.empty()) return nullptr;
  return std::make_shared<DecoderSource>(std::move(decoders), opacity, diagnostics);
}

}  // namespace hexwright::cli
