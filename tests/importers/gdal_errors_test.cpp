// GDAL's own error reports become diagnostics that name the file.
#include "importers/gdal/gdal_errors.h"

#include <cpl_conv.h>
#include <gdal.h>
#include <gtest/gtest.h>

#include <thread>

#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/spatial_ref.h"
#include "importers/gdal/thread_config.h"

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

// An importer's own GDAL settings hold for its call on its thread and are put back
// afterwards, nested scopes included; other threads never see them.
TEST(GdalSettings, ThreadConfigIsOneCallsAndIsRestored) {
  CPLSetThreadLocalConfigOption("GDAL_NUM_THREADS", "1");
  {
    gdal::ThreadConfig outer{{"GDAL_NUM_THREADS", "ALL_CPUS"}, {"OSM_USE_CUSTOM_INDEXING", "NO"}};
    EXPECT_STREQ(CPLGetConfigOption("GDAL_NUM_THREADS", nullptr), "ALL_CPUS");
    EXPECT_STREQ(CPLGetConfigOption("OSM_USE_CUSTOM_INDEXING", nullptr), "NO");
    {
      gdal::ThreadConfig inner{{"GDAL_NUM_THREADS", "2"}};
      EXPECT_STREQ(CPLGetConfigOption("GDAL_NUM_THREADS", nullptr), "2");
    }
    EXPECT_STREQ(CPLGetConfigOption("GDAL_NUM_THREADS", nullptr), "ALL_CPUS");
    std::string seenElsewhere = "unset";
    std::thread other([&] {
      const char* v = CPLGetThreadLocalConfigOption("OSM_USE_CUSTOM_INDEXING", nullptr);
      seenElsewhere = v ? v : "unset";
    });
    other.join();
    EXPECT_EQ(seenElsewhere, "unset");
  }
  EXPECT_STREQ(CPLGetThreadLocalConfigOption("GDAL_NUM_THREADS", nullptr), "1");
  EXPECT_EQ(CPLGetThreadLocalConfigOption("OSM_USE_CUSTOM_INDEXING", nullptr), nullptr);
  CPLSetThreadLocalConfigOption("GDAL_NUM_THREADS", nullptr);
}

// GDAL's block cache would grow to 5% of the RAM on a large scan; the importers bound
// it (unless the user set GDAL_CACHEMAX).
TEST(GdalSettings, BlockCacheIsBounded) {
  registerGdalDrivers();
  if (CPLGetConfigOption("GDAL_CACHEMAX", nullptr)) GTEST_SKIP() << "GDAL_CACHEMAX is set by the user";
  EXPECT_EQ(GDALGetCacheMax64(), kBlockCacheBytes);
}

}  // namespace
}  // namespace hexwright::importers
