// What the georeferencer shows: coordinates in full for their units, GDAL's CRS list
// filtered by what is typed, and importer messages in the dialog's words.
#include "editor/core/georef_text.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace hexwright::editor {
namespace {

TEST(GeorefText, CoordinatesAreFixedWithTheDecimalsOfTheirUnits) {
  EXPECT_EQ(formatCoordinate(9120310.5, CoordinateUnits::Linear), "9120310.50");  // not 9.12031e+06
  EXPECT_EQ(formatCoordinate(500000, CoordinateUnits::Linear), "500000.00");
  EXPECT_EQ(formatCoordinate(1e12, CoordinateUnits::Linear), "1000000000000.00");
  EXPECT_EQ(formatCoordinate(-88.3456789123, CoordinateUnits::Degrees), "-88.3456789");
  EXPECT_EQ(formatCoordinate(35.15, CoordinateUnits::Degrees), "35.1500000");
  EXPECT_EQ(formatCoordinate(-0.000001, CoordinateUnits::Linear), "0.00");  // no "-0.00"
  EXPECT_EQ(formatFixed(2.345, 1), "2.3");
}

TEST(GeorefText, UnitsComeFromTheCrsOrFromPointsThatCanOnlyBeDegrees) {
  EXPECT_EQ(coordinateUnits("EPSG:4326", {}), CoordinateUnits::Degrees);
  EXPECT_EQ(coordinateUnits("EPSG:26916", {}), CoordinateUnits::Linear);
  const std::vector<importers::Gcp> lonLat{{{1, 2}, {-88.3, 35.1}, "1"}, {{5, 9}, {-88.2, 35.0}, "2"}};
  const std::vector<importers::Gcp> metres{{{1, 2}, {500000, 4000000}, "1"}};
  EXPECT_EQ(coordinateUnits("", lonLat), CoordinateUnits::Degrees);
  EXPECT_EQ(coordinateUnits("", metres), CoordinateUnits::Linear);
  EXPECT_EQ(coordinateUnits("", {}), CoordinateUnits::Linear);
  EXPECT_EQ(coordinateUnits("EPSG:26916", lonLat), CoordinateUnits::Linear);  // the CRS says so
}

TEST(GeorefText, TheCrsListIsGdalsAndEveryTypedWordFilters) {
  const auto& catalog = importers::crsCatalog();
  ASSERT_GT(catalog.size(), 1000u);  // PROJ's database, not a hand-made list
  auto codes = [&](const std::string& filter) {
    std::vector<std::string> out;
    for (const auto* e : searchCrs(catalog, filter, 10000)) out.push_back(e->code);
    return out;
  };
  const auto utm = codes("wgs 84 UTM zone 16N");
  EXPECT_NE(std::find(utm.begin(), utm.end(), "EPSG:32616"), utm.end());
  EXPECT_EQ(std::find(utm.begin(), utm.end(), "EPSG:32617"), utm.end());
  const auto byCode = codes("4326");
  ASSERT_FALSE(byCode.empty());
  EXPECT_EQ(byCode.front(), "EPSG:4326");
  const auto wgs84 = std::find_if(catalog.begin(), catalog.end(), [](const auto& e) { return e.code == "EPSG:4326"; });
  ASSERT_NE(wgs84, catalog.end());
  EXPECT_EQ(wgs84->name, "WGS 84");
  EXPECT_TRUE(wgs84->geographic);
  EXPECT_TRUE(codes("no such crs anywhere").empty());
  EXPECT_EQ(searchCrs(catalog, "", 5).size(), 5u);
}

TEST(GeorefText, ImporterMessagesNameTheDialogsFieldsNotFlags) {
  for (const std::string cli : {
           "the control points' coordinate reference system is not known; give --crs (e.g. EPSG:32616) or use a "
           ".points file with a #CRS line",
           "the raster does not name its coordinate reference system; give --crs (e.g. EPSG:32616)",
           "--crs: 'EPSG:99999' is not a coordinate reference system",
           "the map is already placed in NAD83 / UTM zone 16N; drop --to-crs, or re-place the grid first with "
           "'hexwright grid'",
           "WGS 84 measures in degrees, so the hex grid cannot lie at true scale in it; give --to-crs with a projected "
           "CRS (a UTM zone, a state plane)",
           "cannot choose a projected CRS for the map; give --to-crs",
           "the raster is not georeferenced; place it with control points (--gcp PX,PY,X,Y or --gcps FILE.points)",
       }) {
    const std::string said = inGeoreferencerWords(cli);
    EXPECT_EQ(said.find("--"), std::string::npos) << said;
    EXPECT_TRUE(said.find("\"Map CRS\"") != std::string::npos || said.find("\"Warp into CRS\"") != std::string::npos ||
                said.find("click the raster") != std::string::npos)
        << said;
  }
  EXPECT_EQ(inGeoreferencerWords("give --crs"), "choose the \"Map CRS\"");
}

}  // namespace
}  // namespace hexwright::editor
