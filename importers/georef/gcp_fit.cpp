#include "importers/georef/gcp_fit.h"

#include <cmath>

#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_setup.h"

namespace hexwright::importers {
namespace {

int polynomialOrder(GcpTransform t) {
  switch (t) {
    case GcpTransform::Poly2:
      return 2;
    case GcpTransform::Poly3:
      return 3;
    default:
      return 1;
  }
}

}  // namespace

struct GcpTransformer::Impl {
  GcpTransform transform = GcpTransform::Affine;
  std::vector<Gcp> gcps;
  gdal::TransformerPtr transformer;

  std::optional<model::Vec2> run(model::Vec2 p, bool mapToPixel) const {
    double x = p.x, y = p.y, z = 0;
    int ok = 0;
    if (!GDALUseTransformer(transformer.get(), mapToPixel ? TRUE : FALSE, 1, &x, &y, &z, &ok) || !ok)
      return std::nullopt;
    return model::Vec2{x, y};
  }
};

GcpTransformer::GcpTransformer(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
GcpTransformer::GcpTransformer(GcpTransformer&&) noexcept = default;
GcpTransformer& GcpTransformer::operator=(GcpTransformer&&) noexcept = default;
GcpTransformer::~GcpTransformer() = default;

std::optional<GcpTransformer> GcpTransformer::fit(const std::vector<Gcp>& gcps, GcpTransform transform,
                                                  model::Diagnostics& diagnostics) {
  if (!checkGcps(gcps, transform, diagnostics)) return std::nullopt;
  registerGdalDrivers();
  std::vector<GDAL_GCP> list(gcps.size());
  for (std::size_t i = 0; i < gcps.size(); ++i) {
    list[i] = GDAL_GCP{};
    list[i].pszId = const_cast<char*>(gcps[i].id.c_str());
    list[i].pszInfo = const_cast<char*>("");
    list[i].dfGCPPixel = gcps[i].pixel.x;
    list[i].dfGCPLine = gcps[i].pixel.y;
    list[i].dfGCPX = gcps[i].map.x;
    list[i].dfGCPY = gcps[i].map.y;
  }
  auto impl = std::make_unique<Impl>();
  impl->transform = transform;
  impl->gcps = gcps;
  {
    gdal::ErrorScope errors(diagnostics, "");
    const int n = static_cast<int>(list.size());
    impl->transformer.reset(transform == GcpTransform::Tps
                                ? GDALCreateTPSTransformer(n, list.data(), FALSE)
                                : GDALCreateGCPTransformer(n, list.data(), polynomialOrder(transform), FALSE));
  }
  if (!impl->transformer) {
    diagnostics.add(model::Severity::Error, "import.gcp.unsolvable",
                    std::string("GDAL could not solve the ") + gcpTransformName(transform) +
                        " fit for these control points (they may be nearly collinear or too clustered)");
    return std::nullopt;
  }
  return GcpTransformer(std::move(impl));
}

std::optional<model::Vec2> GcpTransformer::pixelToMap(model::Vec2 pixel) const { return m_impl->run(pixel, false); }
std::optional<model::Vec2> GcpTransformer::mapToPixel(model::Vec2 map) const { return m_impl->run(map, true); }

GcpFitReport GcpTransformer::report() const {
  GcpFitReport r;
  r.transform = m_impl->transform;
  double sumMap = 0, sumPixels = 0;
  for (const Gcp& g : m_impl->gcps) {
    GcpResidual res;
    res.point = g;
    if (auto m = pixelToMap(g.pixel)) res.mapError = {m->x - g.map.x, m->y - g.map.y};
    if (auto p = mapToPixel(g.map)) res.pixelError = {p->x - g.pixel.x, p->y - g.pixel.y};
    res.mapDistance = std::hypot(res.mapError.x, res.mapError.y);
    res.pixelDistance = std::hypot(res.pixelError.x, res.pixelError.y);
    sumMap += res.mapDistance * res.mapDistance;
    sumPixels += res.pixelDistance * res.pixelDistance;
    r.residuals.push_back(res);
  }
  const double n = static_cast<double>(r.residuals.size());
  if (n > 0) {
    r.rmsMap = std::sqrt(sumMap / n);
    r.rmsPixels = std::sqrt(sumPixels / n);
  }
  return r;
}

}  // namespace hexwright::importers
