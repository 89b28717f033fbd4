// GDAL's own error reports become diagnostics that name the file.
#include "importers/gdal/gdal_errors.h"

#include <gtest/gtest.h>

#include "importers/gdal/spatial_ref.h"

namespace hexwright::importers {
namespace {

TEST(GdalErrors, FailuresAndWarningsBecomeDiagnostics) {
  model::Diagnostics d;
  {
    gdal::ErrorScope scope(d, "sheet.tif");
    CPLError(CE_Warning, CPLE_AppDefined, "odd tag");
    CPLError(CE_Failure, CPLE_OpenFailed, "cannot open");
    EXPECT_TRUE(scope.failed());
    EXPECT_EQ(scope.lastFailure(), "cannot open");
  }
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d.items()[0].severity, model::Severity::Warning);
  EXPECT_EQ(d.items()[0].rule, "import.gdal." + std::to_string(CPLE_AppDefined));
  EXPECT_EQ(d.items()[1].severity, model::Severity::Error);
  EXPECT_EQ(d.items()[1].location.source->file, "sheet.tif");
  // Outside the scope nothing is collected.
  CPLPushErrorHandler(CPLQuietErrorHandler);
  CPLError(CE_Failure, CPLE_AppDefined, "later");
  CPLPopErrorHandler();
  EXPECT_EQ(d.size(), 2u);
}

TEST(GdalErrors, RepeatsAreSummarised) {
  model::Diagnostics d;
  {
    gdal::ErrorScope scope(d, "dem.tif");
    for (int i = 0; i < 50; ++i) CPLError(CE_Warning, CPLE_AppDefined, "same block warning");
  }
  EXPECT_EQ(d.size(), 4u);
  EXPECT_TRUE(d.hasRule("import.gdal.repeated"));
}

TEST(GdalErrors, QuietScopeInsideSilences) {
  model::Diagnostics d;
  gdal::ErrorScope scope(d, "x");
  {
    gdal::QuietScope quiet;
    CPLError(CE_Failure, CPLE_AppDefined, "expected");
  }
  EXPECT_TRUE(d.empty());
}

TEST(SpatialRef, TraditionalAxisOrderEverywhere) {
  model::Diagnostics d;
  auto wgs84 = gdal::parseSrs("EPSG:4326", d, "test");
  auto utm = gdal::parseSrs("EPSG:32616", d, "test");
  ASSERT_TRUE(wgs84 && utm);
  auto ct = gdal::makeTransform(*wgs84, *utm, d);
  // Longitude first: -87 E is zone 16's central meridian, so easting 500000 exactly.
  model::Vec2 p{-87, 35};
  ASSERT_TRUE(gdal::transformPoint(*ct, p));
  EXPECT_NEAR(p.x, 500000, 1e-6);
  EXPECT_NEAR(p.y, 3873043.0645, 1e-3);  // as gdaltransform gives it
  EXPECT_EQ(gdal::storableText(*utm), "EPSG:32616");
  EXPECT_FALSE(gdal::unitsPerMetre(*wgs84));
  EXPECT_DOUBLE_EQ(*gdal::unitsPerMetre(*utm), 1.0);
  auto feet = gdal::parseSrs("EPSG:2274", d, "test");  // Tennessee State Plane, US feet
  ASSERT_TRUE(feet);
  EXPECT_NEAR(*gdal::unitsPerMetre(*feet), 3937.0 / 1200.0, 1e-9);
  EXPECT_FALSE(gdal::parseSrs("no such crs", d, "--crs"));
  EXPECT_TRUE(d.hasRule("import.crs.invalid"));
  EXPECT_EQ(gdal::utmZoneFor(-88.3, 35.1)->GetEPSGGeogCS(), 4326);
  EXPECT_EQ(gdal::storableText(*gdal::utmZoneFor(-88.3, 35.1)), "EPSG:32616");
}

}  // namespace
}  // namespace hexwright::importers
