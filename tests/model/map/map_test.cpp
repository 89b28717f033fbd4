#include "model/map/map.h"

#include <gtest/gtest.h>

namespace hexwright::model {
namespace {

TEST(Map, UnusedRouteIdsSkipTheIdsTheMapHasAndMoveOn) {
  Map m;
  m.routes.push_back({RouteId("scan-road-1"), "road", "", {}});
  m.routes.push_back({RouteId("scan-road-3"), "road", "", {}});
  int counter = 0;
  EXPECT_EQ(m.unusedRouteId("scan-road-", counter), "scan-road-2");
  m.routes.push_back({RouteId("scan-road-2"), "road", "", {}});
  EXPECT_EQ(m.unusedRouteId("scan-road-", counter), "scan-road-4");
  EXPECT_EQ(counter, 4);
}

}  // namespace
}  // namespace hexwright::model
