// Ids the OOB builder derives when a listing names several entries alike: the first
// keeps the plain id, the others take -2, -3… in order, skipping ids already taken.
#include <gtest/gtest.h>

#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

TEST(OobIds, SameNamedUnitsGetNumberedIdsInOrder) {
  // A unit literally named "Battery D-2" takes the id the third "Battery D" would have
  // probed first; the suffixes must still come out unique and in listing order.
  const std::string csv =
      "path,unit,side\n"
      "Army of the Tennessee/Sixth Division,Battery D,union\n"
      "Army of the Tennessee/Sixth Division,Battery D 2,union\n"
      "Army of the Tennessee/Sixth Division,Battery D,union\n"
      "Army of the Tennessee/Sixth Division,Battery D,union\n"
      "Army of the Tennessee/Sixth Division,Battery D,union\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  std::vector<std::string> ids;
  for (const auto& u : r.oob.units) ids.push_back(u.id.str());
  EXPECT_EQ(ids, (std::vector<std::string>{"u-union-battery-d", "u-union-battery-d-2", "u-union-battery-d-3",
                                           "u-union-battery-d-4", "u-union-battery-d-5"}));
}

}  // namespace
}  // namespace hexwright::testing
