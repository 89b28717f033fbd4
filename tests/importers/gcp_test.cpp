// Control points: parsing (command line, QGIS .points), the checks that refuse a fit,
// and fits against transforms known exactly.
#include <gtest/gtest.h>

#include <cmath>

#include "importers/georef/gcp_fit.h"

namespace hexwright::importers {
namespace {

// X = 500000 + 2 px + 0.5 py, Y = 4000000 + 0.25 px − 2 py: a rotated, sheared map.
model::Vec2 affineTruth(model::Vec2 p) { return {500000 + 2 * p.x + 0.5 * p.y, 4000000 + 0.25 * p.x - 2 * p.y}; }

std::vector<Gcp> gcpsFrom(const std::vector<model::Vec2>& pixels, model::Vec2 (*truth)(model::Vec2)) {
  std::vector<Gcp> out;
  for (std::size_t i = 0; i < pixels.size(); ++i)
    out.push_back(Gcp{pixels[i], truth(pixels[i]), std::to_string(i + 1)});
  return out;
}

TEST(Gcp, ParsesTheCommandLineForm) {
  std::string error;
  const auto g = parseGcpOption("10.5, 20,500000.25,4000000", error);
  ASSERT_TRUE(g) << error;
  EXPECT_EQ(g->pixel, (model::Vec2{10.5, 20}));
  EXPECT_EQ(g->map, (model::Vec2{500000.25, 4000000}));
  EXPECT_FALSE(parseGcpOption("1,2,3", error));
  EXPECT_NE(error.find("PX,PY,X,Y"), std::string::npos);
  EXPECT_FALSE(parseGcpOption("1,2,x,4", error));
  EXPECT_NE(error.find("\"x\""), std::string::npos);
}

TEST(Gcp, ReadsQgisPointsFiles) {
  const std::string text =
      "#CRS: PROJCRS[\"WGS 84 / UTM zone 16N\",BASEGEOGCRS[\"WGS 84\"]]\n"
      "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
      "500000,4000000,0,-0,1,0,0,0\n"
      "500200,4000000,100,-0,1,0,0,0\n"
      "500000,3999800,0,-100,1,0,0,0\n"
      "1,1,5,-5,0,0,0,0\n";
  model::Diagnostics d;
  const auto file = parseQgisPoints(text, "shiloh.points", d);
  ASSERT_TRUE(file) << (d.empty() ? "" : d.items()[0].message);
  EXPECT_EQ(file->crs, "PROJCRS[\"WGS 84 / UTM zone 16N\",BASEGEOGCRS[\"WGS 84\"]]");
  ASSERT_EQ(file->points.size(), 3u);  // the disabled point is left out
  // QGIS 3 stores rows as negative y; they come back as rows.
  EXPECT_EQ(file->points[2].pixel, (model::Vec2{0, 100}));
  EXPECT_EQ(file->points[2].map, (model::Vec2{500000, 3999800}));
  EXPECT_EQ(file->points[1].id, "shiloh.points:4");
}

TEST(Gcp, ReadsOldTabSeparatedFilesAndPositiveRows) {
  model::Diagnostics d;
  const auto file = parseQgisPoints("mapX\tmapY\tpixelX\tpixelY\n10\t20\t1\t2\n30\t40\t3\t4\n", "old.points", d);
  ASSERT_TRUE(file);
  EXPECT_TRUE(file->crs.empty());
  EXPECT_EQ(file->points[1].pixel, (model::Vec2{3, 4}));
}

TEST(Gcp, MalformedPointsFileNamesTheLine) {
  model::Diagnostics d;
  EXPECT_FALSE(parseQgisPoints("mapX,mapY,sourceX,sourceY\n1,2,3,4\n1,2,oops,4\n", "bad.points", d));
  ASSERT_TRUE(d.hasRule("import.gcp.malformed"));
  EXPECT_EQ(d.items()[0].location.source->line, 3);
  EXPECT_EQ(d.items()[0].location.source->file, "bad.points");
}

TEST(Gcp, WritesPointsFilesAsQgisDoes) {
  // QgsGCPList::saveGcps: #CRS line, the header, sourceY as the negated row, enable 1/0,
  // dX, dY and their length; numbers in full.
  const std::vector<QgisPointsRow> rows{{{0, 100}, {500000, 3999800.125}, true, {0.5, -0.25}},
                                        {{12.5, 0}, {-88.3456789012, 35.1}, false, {0, 0}}};
  EXPECT_EQ(formatQgisPoints("GEOGCRS[\"WGS 84\"]", rows),
            "#CRS: GEOGCRS[\"WGS 84\"]\n"
            "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
            "500000,3999800.125,0,-100,1,0.5,-0.25,0.5590169943749475\n"
            "-88.3456789012,35.1,12.5,0,0,0,0,0\n");
  EXPECT_EQ(formatQgisPoints("", {}), "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n");
  model::Diagnostics d;
  const auto back = parseQgisPoints(formatQgisPoints("EPSG:4326", rows), "back.points", d);
  ASSERT_TRUE(back);
  ASSERT_EQ(back->points.size(), 1u);
  ASSERT_EQ(back->disabled.size(), 1u);
  EXPECT_EQ(back->points[0].pixel, (model::Vec2{0, 100}));
  EXPECT_EQ(back->points[0].map, (model::Vec2{500000, 3999800.125}));
  EXPECT_EQ(back->disabled[0].map, (model::Vec2{-88.3456789012, 35.1}));
}

TEST(Gcp, ATolerantReadKeepsTheGoodRowsAndNamesTheBadOnes) {
  const std::string text = "mapX,mapY,sourceX,sourceY\n1,2,3,-4\n1,2,oops,-4\n5,6,7,-8\n9,10\n";
  model::Diagnostics strict;
  EXPECT_FALSE(parseQgisPoints(text, "bad.points", strict));
  model::Diagnostics d;
  const auto file = parseQgisPoints(text, "bad.points", d, PointsRows::Tolerant);
  ASSERT_TRUE(file);
  ASSERT_EQ(file->points.size(), 2u);
  EXPECT_EQ(file->points[1].pixel, (model::Vec2{7, 8}));
  ASSERT_EQ(d.items().size(), 2u);
  EXPECT_FALSE(d.hasErrors());
  EXPECT_EQ(d.items()[0].location.source->line, 3);
  EXPECT_EQ(d.items()[1].location.source->line, 5);
}

TEST(Gcp, RefusesTooFewPointsForTheOrder) {
  const auto gcps = gcpsFrom({{0, 0}, {100, 0}, {0, 100}, {100, 100}, {50, 20}}, affineTruth);
  model::Diagnostics d;
  EXPECT_FALSE(GcpTransformer::fit(gcps, GcpTransform::Poly2, d));
  ASSERT_TRUE(d.hasRule("import.gcp.too-few"));
  EXPECT_NE(d.items()[0].message.find("at least 6"), std::string::npos);
  model::Diagnostics d3;
  EXPECT_FALSE(GcpTransformer::fit(gcpsFrom({{0, 0}, {1, 1}}, affineTruth), GcpTransform::Affine, d3));
  EXPECT_TRUE(d3.hasRule("import.gcp.too-few"));
}

TEST(Gcp, RefusesCollinearAndDuplicatePoints) {
  model::Diagnostics d;
  EXPECT_FALSE(
      GcpTransformer::fit(gcpsFrom({{0, 0}, {10, 10}, {20, 20}, {35, 35}}, affineTruth), GcpTransform::Affine, d));
  EXPECT_TRUE(d.hasRule("import.gcp.collinear"));
  model::Diagnostics dup;
  EXPECT_FALSE(
      GcpTransformer::fit(gcpsFrom({{0, 0}, {10, 0}, {0, 10}, {10, 0}}, affineTruth), GcpTransform::Affine, dup));
  EXPECT_TRUE(dup.hasRule("import.gcp.duplicate"));
  EXPECT_TRUE(collinear({{0, 0}, {1, 2}, {2, 4}, {3, 6}}));
  EXPECT_FALSE(collinear({{0, 0}, {1, 2}, {2, 4}, {3, 7}}));
}

TEST(Gcp, AffineFitReproducesAnExactTransform) {
  const auto gcps = gcpsFrom({{0, 0}, {800, 0}, {0, 600}, {800, 600}, {400, 300}}, affineTruth);
  model::Diagnostics d;
  const auto fit = GcpTransformer::fit(gcps, GcpTransform::Affine, d);
  ASSERT_TRUE(fit);
  // A pixel that is no control point, worked out by hand from the transform above.
  const auto m = fit->pixelToMap({123, 456});
  ASSERT_TRUE(m);
  EXPECT_NEAR(m->x, 500000 + 246 + 228, 1e-6);
  EXPECT_NEAR(m->y, 4000000 + 30.75 - 912, 1e-6);
  const auto px = fit->mapToPixel({500474, 3999118.75});
  ASSERT_TRUE(px);
  EXPECT_NEAR(px->x, 123, 1e-6);
  EXPECT_NEAR(px->y, 456, 1e-6);
  const GcpFitReport r = fit->report();
  EXPECT_NEAR(r.rmsMap, 0, 1e-6);
  EXPECT_NEAR(r.rmsPixels, 0, 1e-6);
}

TEST(Gcp, ResidualsAndRmsOfAnInexactFit) {
  // Four corners of a 2 m/pixel north-up map, the last one 4 m off in X. The
  // least-squares affine spreads the error over the corners: with the points symmetric
  // about the centre, fitted − given X is −1, +1, +1, −1 m (the 4 m error times the
  // ∓¼ of the x·y term the affine cannot follow).
  auto gcps = gcpsFrom({{0, 0}, {100, 0}, {0, 100}, {100, 100}}, [](model::Vec2 p) {
    return model::Vec2{1000 + 2 * p.x, 5000 - 2 * p.y};
  });
  gcps[3].map.x += 4;
  model::Diagnostics d;
  const auto fit = GcpTransformer::fit(gcps, GcpTransform::Affine, d);
  ASSERT_TRUE(fit);
  const GcpFitReport r = fit->report();
  ASSERT_EQ(r.residuals.size(), 4u);
  EXPECT_NEAR(r.residuals[0].mapError.x, -1, 1e-6);
  EXPECT_NEAR(r.residuals[1].mapError.x, 1, 1e-6);
  EXPECT_NEAR(r.residuals[2].mapError.x, 1, 1e-6);
  EXPECT_NEAR(r.residuals[3].mapError.x, -1, 1e-6);
  for (const auto& res : r.residuals) EXPECT_NEAR(res.mapError.y, 0, 1e-6);
  EXPECT_NEAR(r.rmsMap, 1, 1e-6);
  // The map → pixel direction is its own least-squares fit (as in GDAL): worked out
  // with exact fractions, its residuals are ±0.49990 and ±0.49010 pixels.
  EXPECT_NEAR(r.residuals[0].pixelError.x, 0.4999019800, 1e-6);
  EXPECT_NEAR(r.residuals[2].pixelError.x, -0.4900999804, 1e-6);
  EXPECT_NEAR(r.rmsPixels, 0.4950252420, 1e-6);
}

TEST(Gcp, SecondOrderFitReproducesAQuadratic) {
  auto truth = [](model::Vec2 p) {
    return model::Vec2{1000 + p.x + 0.001 * p.x * p.x, 2000 - p.y + 0.0005 * p.x * p.y};
  };
  std::vector<Gcp> gcps;
  for (double x : {0.0, 300.0, 600.0})
    for (double y : {0.0, 250.0, 500.0}) gcps.push_back(Gcp{{x, y}, truth({x, y}), ""});
  model::Diagnostics d;
  const auto fit = GcpTransformer::fit(gcps, GcpTransform::Poly2, d);
  ASSERT_TRUE(fit);
  const auto m = fit->pixelToMap({123, 321});
  ASSERT_TRUE(m);
  EXPECT_NEAR(m->x, truth({123, 321}).x, 1e-4);
  EXPECT_NEAR(m->y, truth({123, 321}).y, 1e-4);
  EXPECT_LT(fit->report().rmsMap, 1e-4);
}

TEST(Gcp, ThinPlateSplinePassesThroughEveryPoint) {
  std::vector<Gcp> gcps;
  int i = 0;
  for (double x : {0.0, 400.0, 800.0})
    for (double y : {0.0, 300.0, 600.0}) {
      // A rubber-sheet warp no polynomial of low order matches.
      const double wobble = 15 * std::sin(x / 90.0) * std::cos(y / 70.0);
      gcps.push_back(Gcp{{x, y}, {500000 + 2 * x + wobble, 4000000 - 2 * y + wobble / 2}, std::to_string(++i)});
    }
  model::Diagnostics d;
  const auto fit = GcpTransformer::fit(gcps, GcpTransform::Tps, d);
  ASSERT_TRUE(fit);
  const GcpFitReport r = fit->report();
  EXPECT_LT(r.rmsMap, 1e-6);
  for (const Gcp& g : gcps) {
    const auto m = fit->pixelToMap(g.pixel);
    ASSERT_TRUE(m);
    EXPECT_NEAR(m->x, g.map.x, 1e-6);
    EXPECT_NEAR(m->y, g.map.y, 1e-6);
  }
  // The affine fit of the same points does leave residuals.
  const auto affine = GcpTransformer::fit(gcps, GcpTransform::Affine, d);
  EXPECT_GT(affine->report().rmsMap, 1);
}

TEST(Gcp, TransformNamesRoundTrip) {
  for (GcpTransform t : {GcpTransform::Affine, GcpTransform::Poly2, GcpTransform::Poly3, GcpTransform::Tps})
    EXPECT_EQ(parseGcpTransform(gcpTransformName(t)), t);
  EXPECT_EQ(parseGcpTransform("poly1"), GcpTransform::Affine);
  EXPECT_FALSE(parseGcpTransform("helmert"));
  EXPECT_EQ(minimumGcps(GcpTransform::Poly3), 10);
}

TEST(Gcp, RefusalsNameThePointsFileAndLine) {
  model::Diagnostics d;
  const auto file = parseQgisPoints(
      "mapX,mapY,sourceX,sourceY,enable\n"
      "500000,4000000,10,10,1\n"
      "500100,4000000,60,10,1\n"
      "500000,3999900,10,60,1\n"
      "500200,4000000,10,10,1\n",
      "shiloh.points", d);
  ASSERT_TRUE(file);
  EXPECT_EQ(file->points[3].file, "shiloh.points");
  EXPECT_EQ(file->points[3].line, 5);
  EXPECT_FALSE(checkGcps(file->points, GcpTransform::Affine, d));
  ASSERT_TRUE(d.hasRule("import.gcp.duplicate"));
  const auto& dup = d.items().back();
  EXPECT_EQ(dup.location.text(), "shiloh.points:5");
  EXPECT_NE(dup.message.find("shiloh.points:2"), std::string::npos) << dup.message;

  model::Diagnostics line;
  const auto onLine =
      parseQgisPoints("500000,4000000,10,10,1\n500100,4000100,20,20,1\n500200,4000200,30,30,1\n", "road.points", line);
  ASSERT_TRUE(onLine);
  EXPECT_FALSE(checkGcps(onLine->points, GcpTransform::Affine, line));
  ASSERT_TRUE(line.hasRule("import.gcp.collinear"));
  const std::string& message = line.items().back().message;
  for (const char* p : {"road.points:1", "road.points:2", "road.points:3"})
    EXPECT_NE(message.find(p), std::string::npos) << message;
}

TEST(Gcp, MoreThanTheCeilingIsRefused) {
  std::vector<Gcp> many;
  for (std::size_t i = 0; i <= kMaxGcps; ++i) {
    const model::Vec2 px{static_cast<double>(i % 40), static_cast<double>(i / 40)};
    many.push_back(Gcp{px, affineTruth(px), std::to_string(i + 1)});
  }
  model::Diagnostics d;
  EXPECT_FALSE(checkGcps(many, GcpTransform::Affine, d));
  EXPECT_TRUE(d.hasRule("import.gcp.too-many"));
  many.pop_back();
  model::Diagnostics fine;
  EXPECT_TRUE(checkGcps(many, GcpTransform::Affine, fine));
}

}  // namespace
}  // namespace hexwright::importers
