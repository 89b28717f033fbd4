// A 40,000-hex, 5,000-unit scenario round-trips through its documents, a bundle folder
// (saved twice, the second time over itself) and a .hexwz archive. How long that takes
// is measured in bench/bundle_io_bench.cpp, never here.
#include <gtest/gtest.h>

#include "model/io/bundle.h"
#include "sample_scenario.h"
#include "support/temp_dir.h"

using namespace hexwright;
using hexwright::testing::TempDir;

TEST(LargeBundle, RoundTripsThroughDocumentsFolderAndArchive) {
  const model::Scenario s = samples::largeScenario(200, 200, 5000);
  ASSERT_EQ(s.map.grid().size(), 40000u);
  ASSERT_EQ(s.oob.units.size(), 5000u);
  TempDir tmp("hexwright-large");

  const io::BundleDocuments docs = io::writeDocuments(s);
  model::Diagnostics diags;
  const auto read = io::readDocuments(docs, "large.hexw", diags);
  ASSERT_TRUE(read);
  EXPECT_TRUE(*read == s);

  ASSERT_TRUE(io::saveBundle(s, tmp / "large.hexw", diags));
  ASSERT_TRUE(io::saveBundle(s, tmp / "large.hexw", diags));
  ASSERT_TRUE(io::saveBundle(s, tmp / "large.hexwz", diags));
  const auto loaded = io::loadBundle(tmp / "large.hexw", diags);
  const auto loadedZip = io::loadBundle(tmp / "large.hexwz", diags);
  ASSERT_TRUE(loaded && loadedZip);
  EXPECT_TRUE(*loaded == s);
  EXPECT_TRUE(*loadedZip == s);
  EXPECT_FALSE(diags.hasErrors());
}
