#include "importers/common/landcover_ground.h"

#include <algorithm>
#include <cmath>

#include "importers/gdal/gdal_handles.h"

namespace hexwright::importers {
namespace {

// Class values become terrain slots counted from 1; 0 is nothing kept, which
// GDALPolygonize leaves out when the slot band is its own mask.
std::vector<std::int32_t> slotsOf(const std::vector<double>& values, const GridRaster& raster,
                                  const std::unordered_map<long long, int>& classToSlot) {
  int hasNodata = 0;
  const double nodata = raster.band->GetNoDataValue(&hasNodata);
  std::vector<std::int32_t> slots(values.size(), 0);
  long long lastClass = 0;
  std::int32_t lastSlot = -1;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const double raw = values[i];
    if (std::isnan(raw) || (hasNodata && raw == nodata)) continue;
    const long long cls = std::llround(raw * raster.scale + raster.offset);
    if (lastSlot < 0 || cls != lastClass) {
      lastClass = cls;
      const auto it = classToSlot.find(cls);
      lastSlot = it == classToSlot.end() || it->second < 0 ? 0 : it->second + 1;
    }
    slots[i] = lastSlot;
  }
  return slots;
}

}  // namespace

double coverTolerance(double printTolerance, double pixelSize) { return std::max(printTolerance, 0.75 * pixelSize); }

double pixelMetres(const GridRaster& raster, const GroundGrid& ground) {
  const auto plane = [&](model::Vec2 p) { return ground.crsToPlane(raster.pixelToCrs.apply(p)); };
  const model::Vec2 o = plane({0, 0}), a = plane({1, 0}), b = plane({0, 1});
  return std::max(std::hypot(a.x - o.x, a.y - o.y), std::hypot(b.x - o.x, b.y - o.y));
}

bool keepCoverGround(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                     const std::unordered_map<long long, int>& classToSlot, const std::vector<model::TypeId>& terrains,
                     GroundKeeper& keeper, model::Diagnostics& diagnostics) {
  const PixelWindow window = mapPixelWindow(raster, ground, grid);
  if (window.empty()) return true;
  const int left = window.left, top = window.top, w = window.width, h = window.height;
  // A window larger than kMaxCoverPixelsAcross is read at a coarser step (nearest
  // neighbour keeps the classes whole): the outline of a 30 cm land cover survey would
  // otherwise be millions of vertices that the print tolerance throws away.
  const int step = std::max(1, (std::max(w, h) + kMaxCoverPixelsAcross - 1) / kMaxCoverPixelsAcross);
  const int bw = std::max(1, w / step), bh = std::max(1, h / step);
  std::vector<double> values(static_cast<std::size_t>(bw) * static_cast<std::size_t>(bh));
  if (raster.band->RasterIO(GF_Read, left, top, w, h, values.data(), bw, bh, GDT_Float64, 0, 0, nullptr) != CE_None) {
    diagnostics.add(model::Severity::Error, "import.landcover.read", "could not read the land cover under the map");
    return false;
  }
  std::vector<std::int32_t> slots = slotsOf(values, raster, classToSlot);
  values.clear();
  values.shrink_to_fit();

  GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
  GDALDriver* memoryVectors = GetGDALDriverManager()->GetDriverByName("Memory");
  if (!mem || !memoryVectors) {
    diagnostics.add(model::Severity::Error, "import.landcover.gdal", "GDAL lacks its MEM or Memory driver");
    return false;
  }
  gdal::DatasetPtr slotRaster(mem->Create("", bw, bh, 1, GDT_Int32, nullptr));
  gdal::DatasetPtr outlines(memoryVectors->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  if (!slotRaster || !outlines) return false;
  GDALRasterBand* band = slotRaster->GetRasterBand(1);
  if (band->RasterIO(GF_Write, 0, 0, bw, bh, slots.data(), bw, bh, GDT_Int32, 0, 0, nullptr) != CE_None) return false;
  slots.clear();
  slots.shrink_to_fit();
  OGRLayer* layer = outlines->CreateLayer("cover", nullptr, wkbPolygon, nullptr);
  OGRFieldDefn field("slot", OFTInteger);
  if (!layer || layer->CreateField(&field) != OGRERR_NONE) return false;
  if (GDALPolygonize(band, band, layer, 0, nullptr, nullptr, nullptr) != CE_None) {
    diagnostics.add(model::Severity::Error, "import.landcover.polygonize",
                    "could not trace the land cover's outlines (GDALPolygonize failed)");
    return false;
  }

  // Buffer pixel → the raster's pixel → map CRS → grid plane.
  const double sx = static_cast<double>(w) / bw, sy = static_cast<double>(h) / bh;
  const model::Affine2D toPlane = ground.crsToGrid() * raster.pixelToCrs * model::Affine2D::translation(left, top) *
                                  model::Affine2D::scaling(sx, sy);
  const auto ring = [&](const OGRLinearRing* r) {
    Ring out;
    if (!r) return out;
    out.reserve(static_cast<std::size_t>(r->getNumPoints()));
    for (int i = 0; i < r->getNumPoints(); ++i) out.push_back(toPlane.apply({r->getX(i), r->getY(i)}));
    if (out.size() > 1 && out.front() == out.back()) out.pop_back();
    return out;
  };
  layer->ResetReading();
  for (auto& feature : *layer) {
    const int slot = feature->GetFieldAsInteger(0);
    const OGRGeometry* g = feature->GetGeometryRef();
    if (slot < 1 || static_cast<std::size_t>(slot) > terrains.size() || !g ||
        wkbFlatten(g->getGeometryType()) != wkbPolygon)
      continue;
    const OGRPolygon* polygon = g->toPolygon();
    PlanePolygon plane;
    plane.outer = ring(polygon->getExteriorRing());
    for (int i = 0; i < polygon->getNumInteriorRings(); ++i) plane.holes.push_back(ring(polygon->getInteriorRing(i)));
    keeper.addPolygon(terrains[static_cast<std::size_t>(slot) - 1], plane, "");
  }
  return true;
}

}  // namespace hexwright::importers
