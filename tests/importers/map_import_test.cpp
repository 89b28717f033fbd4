// Placing a historical map: control points and georeferenced rasters, warped into a
// tiled GeoTIFF with overviews; and the refusals that leave nothing behind.
#include "importers/raster/map_import.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <numbers>

#include "importer_fixtures.h"

namespace hexwright::importers {
namespace {

using testing::RasterSpec;
using testing::TempFolder;
using testing::VsiPath;

// A 600 x 400 pixel "scan": bands carry the pixel's column and row so the warp can be
// checked pixel by pixel.
void writeScan(const std::string& path, RasterSpec spec = {}) {
  spec.width = 600;
  spec.height = 400;
  spec.bands = 3;
  spec.type = GDT_Byte;
  testing::writeRaster(path, spec, [](int band, int x, int y) {
    return band == 1 ? x % 256 : band == 2 ? y % 256 : 128;
  });
}

model::Map unplacedMap() {
  model::Map map;
  map.resetGrid({20, 15, {}}, "clear");
  map.ground.yardsAcrossFlats = 176;
  return map;
}

GDALDatasetUniquePtr open(const std::filesystem::path& p) {
  return GDALDatasetUniquePtr(GDALDataset::Open(p.c_str(), GDAL_OF_RASTER));
}

TEST(MapImport, ControlPointsPlaceTheScanAtHandComputedCoordinates) {
  VsiPath scan(".tif");
  writeScan(scan);
  TempFolder out;
  MapImportRequest req;
  req.raster = scan.str();
  // 2 m a pixel, north up, top-left corner at (500000, 4000000) in UTM 16N.
  for (auto [px, py] : {std::pair{0, 0}, {600, 0}, {0, 400}, {600, 400}, {300, 100}})
    req.gcps.push_back(Gcp{{double(px), double(py)}, {500000.0 + 2 * px, 4000000.0 - 2 * py}, ""});
  req.crs = "EPSG:32616";
  req.output = out / "backgrounds/scan.tif";
  req.backgroundFile = "backgrounds/scan.tif";
  model::Diagnostics d;
  model::NullProgress progress;
  const MapImportResult r = importMapRaster(unplacedMap(), req, d, progress);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  ASSERT_TRUE(r.fit);
  EXPECT_LT(r.fit->rmsMap, 1e-6);
  EXPECT_EQ(r.width, 600);
  EXPECT_EQ(r.height, 400);
  EXPECT_NEAR(r.extent[0].x, 500000, 1e-3);
  EXPECT_NEAR(r.extent[0].y, 4000000, 1e-3);
  EXPECT_NEAR(r.extent[2].x, 501200, 1e-3);
  EXPECT_NEAR(r.extent[2].y, 3999200, 1e-3);

  auto ds = open(req.output);
  ASSERT_TRUE(ds);
  double gt[6];
  ASSERT_EQ(ds->GetGeoTransform(gt), CE_None);
  EXPECT_NEAR(gt[0], 500000, 1e-3);
  EXPECT_NEAR(gt[1], 2, 1e-9);
  EXPECT_NEAR(gt[3], 4000000, 1e-3);
  EXPECT_NEAR(gt[5], -2, 1e-9);
  // Tiled, with overviews and a transparent border band.
  int bx = 0, by = 0;
  ds->GetRasterBand(1)->GetBlockSize(&bx, &by);
  EXPECT_EQ(bx, 256);
  EXPECT_EQ(by, 256);
  EXPECT_EQ(ds->GetRasterBand(1)->GetOverviewCount(), 1);  // 600 / 2 = 300 ≥ 256
  EXPECT_EQ(ds->GetRasterCount(), 4);
  EXPECT_EQ(ds->GetRasterBand(4)->GetColorInterpretation(), GCI_AlphaBand);
  // DEFLATE with the horizontal predictor, which every TIFF reader knows.
  EXPECT_STREQ(ds->GetMetadataItem("COMPRESSION", "IMAGE_STRUCTURE"), "DEFLATE");
  EXPECT_STREQ(ds->GetMetadataItem("PREDICTOR", "IMAGE_STRUCTURE"), "2");
  // The pixel at (250, 150) of the output is the scan's (250, 150): the bands say so.
  GByte v[2] = {0, 0};
  ASSERT_EQ(ds->GetRasterBand(1)->RasterIO(GF_Read, 250, 150, 1, 1, &v[0], 1, 1, GDT_Byte, 0, 0, nullptr), CE_None);
  ASSERT_EQ(ds->GetRasterBand(2)->RasterIO(GF_Read, 250, 150, 1, 1, &v[1], 1, 1, GDT_Byte, 0, 0, nullptr), CE_None);
  EXPECT_EQ(v[0], 250);
  EXPECT_EQ(v[1], 150);

  // The grid was placed on the raster: its covered corner on the raster's top-left.
  ASSERT_TRUE(r.georeferenceSet);
  ASSERT_TRUE(r.map.ground.georeference);
  EXPECT_EQ(r.map.ground.georeference->crsWkt, "EPSG:32616");
  const auto placement = placementOf(r.map.ground.georeference->gridToCrs);
  ASSERT_TRUE(placement);
  EXPECT_NEAR(placement->rotationDegrees, 0, 1e-12);
  const model::Rect covered = coveredRect(r.map.grid(), groundLayout(model::Orientation::FlatTop, 176 * 0.9144));
  const model::Vec2 corner = r.map.ground.georeference->gridToCrs.apply({covered.x, covered.y});
  EXPECT_NEAR(corner.x, 500000, 1e-6);
  EXPECT_NEAR(corner.y, 4000000, 1e-6);
  ASSERT_EQ(r.map.backgrounds.size(), 1u);
  EXPECT_EQ(r.map.backgrounds[0].file, "backgrounds/scan.tif");
  EXPECT_GT(r.hexesOnRaster, 0u);
}

TEST(MapImport, RotatedControlPointsWarpNorthUp) {
  VsiPath scan(".tif");
  writeScan(scan);
  TempFolder out;
  MapImportRequest req;
  req.raster = scan.str();
  // The scan is turned 30 degrees: its columns run 30 degrees south of east, its rows
  // 30 degrees west of south, 2 m a pixel.
  const double c = std::cos(std::numbers::pi / 6), s = std::sin(std::numbers::pi / 6);
  auto truth = [&](double px, double py) {
    return model::Vec2{500000 + 2 * (c * px - s * py), 4000000 + 2 * (-s * px - c * py)};
  };
  for (auto [px, py] : {std::pair{0, 0}, {600, 0}, {0, 400}, {600, 400}})
    req.gcps.push_back(Gcp{{double(px), double(py)}, truth(px, py), ""});
  req.crs = "EPSG:32616";
  req.output = out / "rot.tif";
  req.backgroundFile = "backgrounds/rot.tif";
  model::Diagnostics d;
  model::NullProgress progress;
  const MapImportResult r = importMapRaster(unplacedMap(), req, d, progress);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  auto ds = open(req.output);
  double gt[6];
  ds->GetGeoTransform(gt);
  EXPECT_EQ(gt[2], 0);  // north up after warping
  EXPECT_EQ(gt[4], 0);
  // The output's extent is the bounding box of the four transformed corners.
  double minX = 1e18, maxY = -1e18;
  for (const Gcp& g : req.gcps) {
    minX = std::min(minX, g.map.x);
    maxY = std::max(maxY, g.map.y);
  }
  EXPECT_NEAR(gt[0], minX, 2 * std::abs(gt[1]));
  EXPECT_NEAR(gt[3], maxY, 2 * std::abs(gt[5]));
}

TEST(MapImport, GeoreferencedGeoTiffNeedsNoControlPoints) {
  VsiPath scan(".tif");
  RasterSpec spec;
  spec.geoTransform = model::Affine2D{300000, 5, 0, 4100000, 0, -5};
  spec.crs = "EPSG:32616";
  writeScan(scan, spec);
  TempFolder out;
  MapImportRequest req;
  req.raster = scan.str();
  req.output = out / "geo.tif";
  req.backgroundFile = "backgrounds/geo.tif";
  model::Diagnostics d;
  model::NullProgress progress;
  const MapImportResult r = importMapRaster(unplacedMap(), req, d, progress);
  ASSERT_TRUE(r.ok);
  EXPECT_FALSE(r.fit);
  EXPECT_NEAR(r.extent[0].x, 300000, 1e-6);
  EXPECT_NEAR(r.extent[2].y, 4100000 - 2000, 1e-6);
  EXPECT_EQ(r.targetCrsName, "WGS 84 / UTM zone 16N (EPSG:32616)");
}

TEST(MapImport, WorldFileAndCrsOptionPlaceAPng) {
  TempFolder dir;
  const auto png = dir / "sheet.png";
  // PNG has no Create(): write a GTiff and copy it.
  VsiPath tmp(".tif");
  writeScan(tmp);
  {
    GDALDatasetUniquePtr src(GDALDataset::Open(tmp.str().c_str(), GDAL_OF_RASTER));
    GDALDriver* pngDriver = GetGDALDriverManager()->GetDriverByName("PNG");
    GDALDatasetUniquePtr copy(pngDriver->CreateCopy(png.c_str(), src.get(), FALSE, nullptr, nullptr, nullptr));
    ASSERT_TRUE(copy);
  }
  // World file: pixel size, two rotations, −pixel size, then the centre of the
  // top-left pixel, so its corner is half a pixel up and left: (400000, 4200000).
  {
    std::ofstream wld(dir / "sheet.pgw");
    wld << "4\n0\n0\n-4\n400002\n4199998\n";
  }
  MapImportRequest req;
  req.raster = png;
  req.output = dir / "out.tif";
  req.backgroundFile = "backgrounds/out.tif";
  model::Diagnostics noCrs;
  model::NullProgress progress;
  EXPECT_FALSE(importMapRaster(unplacedMap(), req, noCrs, progress).ok);
  EXPECT_TRUE(noCrs.hasRule("import.crs.missing"));
  EXPECT_FALSE(std::filesystem::exists(req.output));

  req.crs = "EPSG:32616";
  model::Diagnostics d;
  const MapImportResult r = importMapRaster(unplacedMap(), req, d, progress);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  EXPECT_NEAR(r.extent[0].x, 400000, 1e-6);
  EXPECT_NEAR(r.extent[0].y, 4200000, 1e-6);
}

TEST(MapImport, LongitudeLatitudeControlPointsGoToTheirUtmZone) {
  VsiPath scan(".tif");
  writeScan(scan);
  TempFolder out;
  MapImportRequest req;
  req.raster = scan.str();
  // Shiloh, Tennessee: about 88.34 W, 35.14 N, in UTM zone 16N.
  for (auto [px, py] : {std::pair{0, 0}, {600, 0}, {0, 400}, {600, 400}})
    req.gcps.push_back(Gcp{{double(px), double(py)}, {-88.36 + 0.04 * px / 600, 35.16 - 0.03 * py / 400}, ""});
  req.crs = "EPSG:4326";
  req.output = out / "ll.tif";
  req.backgroundFile = "backgrounds/ll.tif";
  model::Diagnostics d;
  model::NullProgress progress;
  const MapImportResult r = importMapRaster(unplacedMap(), req, d, progress);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  EXPECT_EQ(r.map.ground.georeference->crsWkt, "EPSG:32616");
  // Axis order is longitude first: the top-left lies near easting 376 km, northing 3891 km.
  EXPECT_NEAR(r.extent[0].x, 376000, 3000);
  EXPECT_NEAR(r.extent[0].y, 3891000, 3000);
}

// Control points in degrees are projected into the target CRS before the fit: the
// residuals are metres. One point misread by 0.0001 degree of latitude (11.1 m) shows
// up as metres of residual, not as 0.0000 "map units".
TEST(MapImport, ResidualsOfLongitudeLatitudePointsAreInMetres) {
  VsiPath scan(".tif");
  writeScan(scan);
  MapImportRequest req;
  req.raster = scan.str();
  for (auto [px, py] : {std::pair{0, 0}, {600, 0}, {0, 400}, {600, 400}})
    req.gcps.push_back(Gcp{{double(px), double(py)},
                           {-88.36 + 0.04 * px / 600, 35.16 - 0.03 * py / 400 + (px == 600 && py == 400 ? 1e-4 : 0)},
                           "p" + std::to_string(px) + "-" + std::to_string(py)});
  req.crs = "EPSG:4326";
  req.dryRun = true;
  model::Diagnostics d;
  model::NullProgress progress;
  const MapImportResult r = importMapRaster(unplacedMap(), req, d, progress);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  ASSERT_TRUE(r.fit);
  EXPECT_EQ(r.targetUnits, "m");
  // The points as fitted are UTM 16N eastings and northings.
  EXPECT_NEAR(r.fit->residuals[0].point.map.x, 376000, 3000);
  EXPECT_NEAR(r.fit->residuals[0].point.map.y, 3891000, 3000);
  // An affine fit spreads the 11.1 m error over the four points.
  EXPECT_GT(r.fit->rmsMap, 1.0);
  EXPECT_LT(r.fit->rmsMap, 11.2);
  double worst = 0;
  for (const auto& res : r.fit->residuals) worst = std::max(worst, res.mapDistance);
  EXPECT_GT(worst, 2.0);
}

TEST(MapImport, AMapAlreadyPlacedKeepsItsFrame) {
  VsiPath scan(".tif");
  RasterSpec spec;
  spec.geoTransform = model::Affine2D{300000, 5, 0, 4100000, 0, -5};
  spec.crs = "EPSG:32616";
  writeScan(scan, spec);
  TempFolder out;
  model::Map placed = testing::placedMap(10, 10, 176, {{301000, 4099000}, 15, 1}, "EPSG:32616");
  MapImportRequest req;
  req.raster = scan.str();
  req.output = out / "again.tif";
  req.backgroundFile = "backgrounds/again.tif";
  model::Diagnostics d;
  model::NullProgress progress;
  const MapImportResult r = importMapRaster(placed, req, d, progress);
  ASSERT_TRUE(r.ok);
  EXPECT_FALSE(r.georeferenceSet);
  EXPECT_EQ(r.map.ground, placed.ground);

  req.targetCrs = "EPSG:32615";
  model::Diagnostics conflict;
  EXPECT_FALSE(importMapRaster(placed, req, conflict, progress).ok);
  EXPECT_TRUE(conflict.hasRule("import.crs.conflict"));
}

TEST(MapImport, RefusalsLeaveNoOutput) {
  TempFolder out;
  model::NullProgress progress;
  auto attempt = [&](const MapImportRequest& base, const std::string& rule) {
    MapImportRequest req = base;
    req.output = out / "never.tif";
    req.backgroundFile = "backgrounds/never.tif";
    model::Diagnostics d;
    const auto r = importMapRaster(unplacedMap(), req, d, progress);
    EXPECT_FALSE(r.ok) << rule;
    EXPECT_TRUE(d.hasRule(rule)) << rule << ": " << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
    EXPECT_FALSE(std::filesystem::exists(req.output)) << rule;
    EXPECT_EQ(r.map, unplacedMap());
  };
  VsiPath scan(".tif");
  writeScan(scan);
  MapImportRequest req;
  req.raster = scan.str();
  attempt(req, "import.raster.not-georeferenced");

  req.gcps = {Gcp{{0, 0}, {500000, 4000000}, ""}, Gcp{{600, 0}, {501200, 4000000}, ""},
              Gcp{{0, 400}, {500000, 3999200}, ""}};
  attempt(req, "import.crs.missing");

  req.crs = "EPSG:32616";
  req.transform = GcpTransform::Poly2;
  attempt(req, "import.gcp.too-few");

  req.transform = GcpTransform::Affine;
  req.gcps = {Gcp{{0, 0}, {500000, 4000000}, ""}, Gcp{{300, 200}, {500600, 3999600}, ""},
              Gcp{{600, 400}, {501200, 3999200}, ""}};
  attempt(req, "import.gcp.collinear");

  req.crs = "not a crs";
  attempt(req, "import.crs.invalid");

  req.crs = "EPSG:4326";
  req.targetCrs = "EPSG:4326";
  req.gcps = {Gcp{{0, 0}, {-88, 35}, ""}, Gcp{{600, 0}, {-87.9, 35}, ""}, Gcp{{0, 400}, {-88, 34.9}, ""}};
  attempt(req, "import.crs.geographic");

  VsiPath corrupt(".tif");
  {
    VSILFILE* f = VSIFOpenL(corrupt.str().c_str(), "wb");
    const char junk[] = "II*\0this is not a tiff at all";
    VSIFWriteL(junk, 1, sizeof junk, f);
    VSIFCloseL(f);
  }
  MapImportRequest bad;
  bad.raster = corrupt.str();
  attempt(bad, "import.raster.unreadable");
}

class CancelAtOnce final : public model::ProgressReporter {
 public:
  CancelAtOnce() { cancel(); }
  void report(double, const std::string&) override {}
};

TEST(MapImport, CancelledWarpLeavesNoOutput) {
  VsiPath scan(".tif");
  RasterSpec spec;
  spec.geoTransform = model::Affine2D{300000, 5, 0, 4100000, 0, -5};
  spec.crs = "EPSG:32616";
  writeScan(scan, spec);
  TempFolder out;
  MapImportRequest req;
  req.raster = scan.str();
  req.output = out / "cancelled.tif";
  req.backgroundFile = "backgrounds/cancelled.tif";
  model::Diagnostics d;
  CancelAtOnce cancel;
  const auto r = importMapRaster(unplacedMap(), req, d, cancel);
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(r.cancelled);
  EXPECT_FALSE(std::filesystem::exists(req.output));
}

TEST(MapImport, FreshBackgroundNamesNeverCollide) {
  TempFolder bundle;
  model::Map map;
  EXPECT_EQ(freshBackgroundName(bundle.path(), "/scans/Shiloh 1862.jpg", map), "rasters/Shiloh-1862.tif");
  map.backgrounds.push_back({"rasters/Shiloh-1862.tif", 1, true, model::RasterKind::Image, {}});
  EXPECT_EQ(freshBackgroundName(bundle.path(), "/scans/Shiloh 1862.jpg", map), "rasters/Shiloh-1862-2.tif");
}

}  // namespace
}  // namespace hexwright::importers
