// Measures (does not assert) load and save times of a 40,000-hex, 5,000-unit scenario,
// and checks that such a scenario round-trips. The times are printed and recorded as
// test properties (see --gtest_output=xml).
#include <gtest/gtest.h>
#include <stdlib.h>

#include <chrono>
#include <cstdio>

#include "model/io/bundle.h"
#include "sample_scenario.h"

namespace fs = std::filesystem;
using namespace hexwright;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    std::string templ = (fs::temp_directory_path() / "hexwright-perf-XXXXXX").string();
    path = ::mkdtemp(templ.data());
  }
  ~TempDir() { fs::remove_all(path); }
};

template <class F>
double millis(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST(BundlePerformance, LargeScenarioLoadAndSave) {
  const model::Scenario s = samples::largeScenario(200, 200, 5000);
  ASSERT_EQ(s.map.grid().size(), 40000u);
  ASSERT_EQ(s.oob.units.size(), 5000u);
  TempDir tmp;

  io::BundleDocuments docs;
  const double write = millis([&] { docs = io::writeDocuments(s); });
  std::optional<model::Scenario> read;
  model::Diagnostics diags;
  const double parse = millis([&] { read = io::readDocuments(docs, "large.hexw", diags); });
  ASSERT_TRUE(read);
  EXPECT_TRUE(*read == s);

  bool saved = false, savedZip = false;
  const double saveFolder = millis([&] { saved = io::saveBundle(s, tmp.path / "large.hexw", diags); });
  const double saveAgain = millis([&] { saved = saved && io::saveBundle(s, tmp.path / "large.hexw", diags); });
  const double saveZip = millis([&] { savedZip = io::saveBundle(s, tmp.path / "large.hexwz", diags); });
  ASSERT_TRUE(saved && savedZip);
  std::optional<model::Scenario> loaded, loadedZip;
  const double loadFolder = millis([&] { loaded = io::loadBundle(tmp.path / "large.hexw", diags); });
  const double loadZip = millis([&] { loadedZip = io::loadBundle(tmp.path / "large.hexwz", diags); });
  ASSERT_TRUE(loaded && loadedZip);
  EXPECT_TRUE(*loaded == s);
  EXPECT_TRUE(*loadedZip == s);

  std::printf(
      "40,000 hexes, 5,000 units (map.xml %zu KB, oob.xml %zu KB, scenario.xml %zu KB):\n"
      "  writeDocuments %.1f ms, readDocuments %.1f ms\n"
      "  save folder %.1f ms (over itself %.1f ms), save .hexwz %.1f ms\n"
      "  load folder %.1f ms, load .hexwz %.1f ms\n",
      docs.mapXml.size() / 1024, docs.oobXml.size() / 1024, docs.scenarioXml.size() / 1024, write, parse,
      saveFolder, saveAgain, saveZip, loadFolder, loadZip);
  RecordProperty("save_folder_ms", static_cast<int>(saveFolder));
  RecordProperty("load_folder_ms", static_cast<int>(loadFolder));
  RecordProperty("save_hexwz_ms", static_cast<int>(saveZip));
  RecordProperty("load_hexwz_ms", static_cast<int>(loadZip));
}
