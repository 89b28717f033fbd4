#include "editor/core/background_loader.h"

#include <gdal_priv.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "exporters/print/background_loader.h"

namespace hexwright::editor {

namespace fs = std::filesystem;
namespace ex = hexwright::exporters;

namespace {

struct DatasetCloser {
  void operator()(GDALDataset* d) const { GDALClose(d); }
};

/// Decodes one georeferenced raster into ARGB32 and its pixel → CRS transform.
std::optional<ex::BackgroundRaster> decodeWithGdal(const fs::path& file, const model::BackgroundImage& b,
                                                   int maxPixels, model::Diagnostics& diagnostics) {
  GDALAllRegister();
  std::unique_ptr<GDALDataset, DatasetCloser> ds(
      static_cast<GDALDataset*>(GDALOpen(file.string().c_str(), GA_ReadOnly)));
  if (!ds) {
    diagnostics.add(model::Severity::Warning, "editor.background.unreadable", "cannot read " + file.string());
    return std::nullopt;
  }
  double gt[6];
  if (ds->GetGeoTransform(gt) != CE_None) {
    diagnostics.add(model::Severity::Warning, "editor.background.unplaced", file.string() + " has no georeference");
    return std::nullopt;
  }
  const int w = ds->GetRasterXSize(), h = ds->GetRasterYSize(), bands = ds->GetRasterCount();
  if (w <= 0 || h <= 0 || bands <= 0) return std::nullopt;
  const double shrink = std::max(1.0, static_cast<double>(std::max(w, h)) / maxPixels);
  const int bw = std::max(1, static_cast<int>(w / shrink)), bh = std::max(1, static_cast<int>(h / shrink));
  // Grey, grey+alpha, RGB, RGBA, or a palette.
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(bw) * bh * 4, 255);
  GDALRasterBand* first = ds->GetRasterBand(1);
  const GDALColorTable* palette = bands == 1 ? first->GetColorTable() : nullptr;
  auto read = [&](int band, int offset) {
    return ds->GetRasterBand(band)->RasterIO(GF_Read, 0, 0, w, h, rgba.data() + offset, bw, bh, GDT_Byte, 4,
                                             static_cast<GSpacing>(bw) * 4) == CE_None;
  };
  bool ok = true;
  if (palette) {
    std::vector<std::uint8_t> index(static_cast<std::size_t>(bw) * bh);
    ok = first->RasterIO(GF_Read, 0, 0, w, h, index.data(), bw, bh, GDT_Byte, 0, 0) == CE_None;
    for (std::size_t i = 0; ok && i < index.size(); ++i) {
      const GDALColorEntry* e = palette->GetColorEntry(index[i]);
      if (!e) continue;
      rgba[i * 4] = static_cast<std::uint8_t>(e->c1), rgba[i * 4 + 1] = static_cast<std::uint8_t>(e->c2);
      rgba[i * 4 + 2] = static_cast<std::uint8_t>(e->c3), rgba[i * 4 + 3] = static_cast<std::uint8_t>(e->c4);
    }
  } else if (bands >= 3) {
    ok = read(1, 0) && read(2, 1) && read(3, 2) && (bands < 4 || read(4, 3));
  } else {
    ok = read(1, 0) && read(1, 1) && read(1, 2) && (bands < 2 || read(2, 3));
  }
  if (!ok) {
    diagnostics.add(model::Severity::Warning, "editor.background.unreadable", "cannot decode " + file.string());
    return std::nullopt;
  }
  ex::BackgroundRaster out;
  out.name = b.file;
  out.opacity = b.opacity;
  out.image.width = bw;
  out.image.height = bh;
  out.image.stride = bw * 4;
  out.image.pixels.resize(rgba.size());
  for (std::size_t i = 0; i < static_cast<std::size_t>(bw) * bh; ++i) {  // RGBA → premultiplied ARGB32
    const unsigned r = rgba[i * 4], g = rgba[i * 4 + 1], bl = rgba[i * 4 + 2], a = rgba[i * 4 + 3];
    const std::uint32_t px = (a << 24) | ((r * a / 255) << 16) | ((g * a / 255) << 8) | (bl * a / 255);
    std::memcpy(out.image.pixels.data() + i * 4, &px, 4);
  }
  // GDAL geotransform (x0, dx, rx, y0, ry, dy) for full-size pixels; our pixels are bigger.
  const double sx = static_cast<double>(w) / bw, sy = static_cast<double>(h) / bh;
  out.pixelToGroundMetres = {gt[1] * sx, gt[4] * sx, gt[2] * sy, gt[5] * sy, gt[0], gt[3]};
  return out;
}

}  // namespace

std::vector<ex::BackgroundRaster> loadCanvasBackgrounds(const model::Scenario& scenario, const fs::path& bundle,
                                                        model::Diagnostics& diagnostics, int maxPixels) {
  std::vector<ex::BackgroundRaster> out;
  if (scenario.map.backgrounds.empty() || !fs::is_directory(bundle)) return out;
  const auto& geo = scenario.map.ground.georeference;
  const auto crsToGrid = geo ? geo->gridToCrs.inverse() : std::nullopt;
  for (const auto& b : scenario.map.backgrounds) {
    if (!b.visible) continue;
    const fs::path file = bundle / b.file;
    const std::string ext = file.extension().string();
    if (ext == ".png" || ext == ".PNG") {
      model::Scenario one = scenario;
      one.map.backgrounds = {b};
      for (auto& r : ex::loadBackgrounds(one, bundle, std::nullopt, diagnostics)) out.push_back(std::move(r));
      continue;
    }
    auto r = decodeWithGdal(file, b, maxPixels, diagnostics);
    if (!r) continue;
    if (scenario.map.kind == model::GridKind::Hex) {
      if (!crsToGrid) {
        diagnostics.add(model::Severity::Warning, "editor.background.unplaced",
                        "the map has no georeference to place " + b.file);
        continue;
      }
      // pixel → CRS, then CRS → grid-plane metres.
      const auto& m = *crsToGrid;
      const ex::Affine toGrid{m.c1, m.c4, m.c2, m.c5, m.c0, m.c3};
      r->pixelToGroundMetres = toGrid * r->pixelToGroundMetres;
    }
    out.push_back(std::move(*r));
  }
  return out;
}

}  // namespace hexwright::editor
