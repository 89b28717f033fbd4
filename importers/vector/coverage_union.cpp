#include "importers/vector/coverage_union.h"

#include <ogr_api.h>

#include <memory>

#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"

namespace hexwright::importers {
namespace {

OGRLinearRing* ogrRing(const Ring& ring) {
  auto* out = new OGRLinearRing();
  out->setNumPoints(static_cast<int>(ring.size()) + 1, FALSE);
  for (std::size_t i = 0; i < ring.size(); ++i) out->setPoint(static_cast<int>(i), ring[i].x, ring[i].y);
  out->setPoint(static_cast<int>(ring.size()), ring.front().x, ring.front().y);
  return out;
}

}  // namespace

std::size_t mergeOverlaps(CoverageGrid& coverage) {
  std::size_t merged = 0;
  gdal::QuietScope quiet;  // a failed union keeps the summed area, capped at the hex
  for (const auto& [key, pieces] : coverage.pieces()) {
    if (pieces.size() < 2) continue;
    OGRMultiPolygon all;
    auto addPolygons = [&](const OGRGeometry& g) {
      const OGRwkbGeometryType type = wkbFlatten(g.getGeometryType());
      if (type == wkbPolygon) {
        all.addGeometry(&g);
      } else if (type == wkbMultiPolygon || type == wkbGeometryCollection) {
        const OGRGeometryCollection* c = g.toGeometryCollection();
        for (int i = 0; i < c->getNumGeometries(); ++i)
          if (wkbFlatten(c->getGeometryRef(i)->getGeometryType()) == wkbPolygon) all.addGeometry(c->getGeometryRef(i));
      }
    };
    for (const PlanePolygon& piece : pieces) {
      if (piece.outer.size() < 3) continue;
      OGRPolygon outer;
      outer.addRingDirectly(ogrRing(piece.outer));
      // A clipped hole often shares a stretch of the hex's edge with the clipped outer
      // ring: as a ring of the same polygon that would be invalid, so holes are cut out.
      gdal::GeometryPtr shape(outer.clone());
      for (const Ring& hole : piece.holes) {
        if (hole.size() < 3 || !shape) continue;
        OGRPolygon cut;
        cut.addRingDirectly(ogrRing(hole));
        shape.reset(shape->Difference(&cut));
      }
      if (shape) addPolygons(*shape);
    }
    gdal::GeometryPtr unioned(all.UnionCascaded());
    if (!unioned) continue;
    const std::size_t slots = coverage.slots();
    // OGR_G_Area sums polygons inside collections too (whatever type the union returns).
    coverage.setArea(key / slots, key % slots, OGR_G_Area(OGRGeometry::ToHandle(unioned.get())));
    ++merged;
  }
  return merged;
}

}  // namespace hexwright::importers
