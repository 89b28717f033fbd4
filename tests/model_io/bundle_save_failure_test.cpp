// A failed save leaves the previous bundle byte-identical and nothing else behind:
// failures injected at every step of a folder and an archive save, real file-system
// failures, refusal to replace something that is not a bundle, and the read-back
// check that refuses a scenario that could not be loaded again.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "model/io/atomic_file.h"
#include "model/io/bundle.h"
#include "sample_scenario.h"
#include "support/files.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using namespace hexwright;
using hexwright::testing::readFile;
using hexwright::testing::TempDir;

namespace {

/// Every file under `dir` (or `dir` itself when it is a file) with its bytes.
std::map<std::string, std::string> snapshot(const fs::path& dir) {
  std::map<std::string, std::string> out;
  if (fs::is_regular_file(dir)) {
    out[dir.filename().string()] = readFile(dir);
    return out;
  }
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).string()] = readFile(e.path());
  return out;
}

std::vector<std::string> entries(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string diagText(const model::Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items()) out += model::formatDiagnostic(item) + "\n";
  return out;
}

void writeFile(const fs::path& p, const std::string& data) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << data;
}

fs::path makeRasters(const fs::path& dir) {
  writeFile(dir / "rasters" / "thom-map-1862.tif", std::string(5000, 'T'));
  writeFile(dir / "rasters" / "usgs-1:24000.png", std::string(700, 'P'));
  return dir;
}

/// Fails exactly the steps named (comma-separated), every time they come up.
io::testing::FailureHook failAt(std::vector<std::string> steps) {
  return [steps](std::string_view step) {
    return std::find(steps.begin(), steps.end(), std::string(step)) != steps.end();
  };
}

model::Scenario edited() {
  model::Scenario s = samples::sampleHexScenario();
  s.title = "Edited after the first save";
  s.map.setTerrain(s.map.grid().at(0), "swamp");
  return s;
}

}  // namespace

class FolderSaveFailure : public ::testing::TestWithParam<std::vector<std::string>> {};

TEST_P(FolderSaveFailure, LeavesThePreviousBundleIntact) {
  TempDir tmp;
  const fs::path rasters = makeRasters(tmp.path / "src");
  const fs::path bundle = tmp.path / "shiloh.hexw";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(samples::sampleHexScenario(), bundle, diags, rasters)) << diagText(diags);
  const auto before = snapshot(bundle);
  ASSERT_EQ(before.size(), 5u);
  const auto listing = entries(tmp.path);

  {
    io::testing::ScopedFailureHook hook(failAt(GetParam()));
    model::Diagnostics failure;
    EXPECT_FALSE(io::saveBundle(edited(), bundle, failure, rasters));
    ASSERT_TRUE(failure.hasRule("bundle.save.failed")) << diagText(failure);
    EXPECT_NE(failure.items().back().message.find("previous bundle is unchanged"), std::string::npos);
  }
  EXPECT_EQ(snapshot(bundle), before);
  EXPECT_EQ(entries(tmp.path), listing);  // no temporary folders left

  // And the next save, without failures, works.
  model::Diagnostics ok;
  ASSERT_TRUE(io::saveBundle(edited(), bundle, ok, rasters)) << diagText(ok);
  EXPECT_EQ(entries(tmp.path), listing);
  const auto loaded = io::loadBundle(bundle, ok);
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded->title, "Edited after the first save");
}

INSTANTIATE_TEST_SUITE_P(
    EveryStep, FolderSaveFailure,
    ::testing::Values(std::vector<std::string>{"mkdir"}, std::vector<std::string>{"write:scenario.xml"},
                      std::vector<std::string>{"write:map.xml"}, std::vector<std::string>{"write:oob.xml"},
                      std::vector<std::string>{"raster:rasters/thom-map-1862.tif"},
                      std::vector<std::string>{"raster:rasters/usgs-1:24000.png"}, std::vector<std::string>{"fsync"},
                      // Without RENAME_EXCHANGE: moving the old bundle aside, or the new one in, fails.
                      std::vector<std::string>{"exchange", "move-aside"},
                      std::vector<std::string>{"exchange", "move-in"}));

TEST(FolderSave, FallbackWithoutAtomicExchangeReplacesTheBundle) {
  TempDir tmp;
  const fs::path bundle = tmp.path / "shiloh.hexw";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(samples::sampleTabletopScenario(), bundle, diags)) << diagText(diags);
  io::testing::ScopedFailureHook hook(failAt({"exchange"}));
  model::Scenario s = samples::sampleTabletopScenario();
  s.title = "Second";
  ASSERT_TRUE(io::saveBundle(s, bundle, diags)) << diagText(diags);
  EXPECT_EQ(entries(tmp.path), (std::vector<std::string>{"shiloh.hexw"}));
  const auto loaded = io::loadBundle(bundle, diags);
  ASSERT_TRUE(loaded);
  EXPECT_TRUE(*loaded == s);
}

TEST(FolderSave, FailedFirstSaveLeavesNothing) {
  TempDir tmp;
  io::testing::ScopedFailureHook hook(failAt({"move-in"}));
  model::Diagnostics diags;
  EXPECT_FALSE(io::saveBundle(samples::sampleTabletopScenario(), tmp.path / "new.hexw", diags));
  EXPECT_TRUE(diags.hasRule("bundle.save.failed"));
  EXPECT_TRUE(entries(tmp.path).empty());
}

class ArchiveSaveFailure : public ::testing::TestWithParam<std::string> {};

TEST_P(ArchiveSaveFailure, LeavesThePreviousArchiveIntact) {
  TempDir tmp;
  const fs::path rasters = makeRasters(tmp.path / "src");
  const fs::path archive = tmp.path / "shiloh.hexwz";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(samples::sampleHexScenario(), archive, diags, rasters)) << diagText(diags);
  const std::string before = readFile(archive);
  const auto listing = entries(tmp.path);
  {
    io::testing::ScopedFailureHook hook(failAt({GetParam()}));
    model::Diagnostics failure;
    EXPECT_FALSE(io::saveBundle(edited(), archive, failure, rasters));
    EXPECT_TRUE(failure.hasRule("bundle.save.failed")) << diagText(failure);
  }
  EXPECT_EQ(readFile(archive), before);
  EXPECT_EQ(entries(tmp.path), listing);
}

INSTANTIATE_TEST_SUITE_P(EveryStep, ArchiveSaveFailure,
                         ::testing::Values("zip", "fsync", "rename", "raster:rasters/thom-map-1862.tif"));

TEST(SaveFailure, PathThroughARegularFile) {
  TempDir tmp;
  std::ofstream(tmp.path / "notes.txt") << "a file, not a folder";
  for (const char* name : {"x.hexw", "x.hexwz"}) {
    model::Diagnostics diags;
    EXPECT_FALSE(io::saveBundle(samples::sampleTabletopScenario(), tmp.path / "notes.txt" / name, diags));
    EXPECT_TRUE(diags.hasRule("bundle.save.failed")) << diagText(diags);
  }
  EXPECT_EQ(entries(tmp.path), (std::vector<std::string>{"notes.txt"}));
  EXPECT_EQ(readFile(tmp.path / "notes.txt"), "a file, not a folder");
}

TEST(SaveFailure, ParentNotWritable) {
  if (::geteuid() == 0) GTEST_SKIP() << "root ignores folder permissions";
  TempDir tmp;
  const fs::path bundle = tmp.path / "ro" / "shiloh.hexw";
  fs::create_directories(bundle.parent_path());
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(samples::sampleTabletopScenario(), bundle, diags)) << diagText(diags);
  const auto before = snapshot(bundle);
  fs::permissions(bundle.parent_path(), fs::perms::owner_write, fs::perm_options::remove);
  EXPECT_FALSE(io::saveBundle(edited(), bundle, diags));
  EXPECT_TRUE(diags.hasRule("bundle.save.failed"));
  fs::permissions(bundle.parent_path(), fs::perms::owner_write, fs::perm_options::add);
  EXPECT_EQ(snapshot(bundle), before);
  EXPECT_EQ(entries(bundle.parent_path()), (std::vector<std::string>{"shiloh.hexw"}));
}

TEST(SaveFailure, NeverReplacesSomethingThatIsNotABundle) {
  TempDir tmp;
  fs::create_directories(tmp.path / "home");
  std::ofstream(tmp.path / "home" / "thesis.tex") << "precious";
  std::ofstream(tmp.path / "plain.hexw") << "a file";
  model::Diagnostics diags;
  EXPECT_FALSE(io::saveBundle(samples::sampleTabletopScenario(), tmp.path / "home", diags));
  EXPECT_TRUE(diags.hasRule("bundle.save.not-a-bundle"));
  EXPECT_EQ(readFile(tmp.path / "home" / "thesis.tex"), "precious");
  model::Diagnostics d2;
  EXPECT_FALSE(io::saveBundle(samples::sampleTabletopScenario(), tmp.path / "plain.hexw", d2));
  EXPECT_TRUE(d2.hasRule("bundle.save.not-a-bundle"));
  fs::create_directories(tmp.path / "dir.hexwz");
  model::Diagnostics d4;
  EXPECT_FALSE(io::saveBundle(samples::sampleTabletopScenario(), tmp.path / "dir.hexwz", d4));
  EXPECT_TRUE(d4.hasRule("bundle.save.not-a-bundle"));
  // An empty folder is fine to save into.
  fs::create_directories(tmp.path / "empty.hexw");
  model::Diagnostics d5;
  EXPECT_TRUE(io::saveBundle(samples::sampleTabletopScenario(), tmp.path / "empty.hexw", d5)) << diagText(d5);
}

TEST(SaveFailure, ScenarioThatCouldNotBeLoadedAgainIsRefused) {
  TempDir tmp;
  const fs::path bundle = tmp.path / "shiloh.hexw";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(samples::sampleTabletopScenario(), bundle, diags)) << diagText(diags);
  const auto before = snapshot(bundle);

  model::Scenario s = samples::sampleTabletopScenario();
  s.setup.push_back(
      {model::UnitId("deleted-unit"), std::nullopt, std::nullopt, model::Vec2{1, 1}, std::nullopt, std::nullopt, ""});
  model::Diagnostics refused;
  EXPECT_FALSE(io::saveBundle(s, bundle, refused));
  ASSERT_TRUE(refused.hasRule("bundle.reference.unknown-unit")) << diagText(refused);
  EXPECT_EQ(refused.items()[0].message.rfind("not saved: ", 0), 0u) << refused.items()[0].message;
  EXPECT_EQ(snapshot(bundle), before);

  // A hex layer left outside the grid after the map was shrunk.
  model::Scenario h = samples::sampleHexScenario();
  model::HexGrid small = h.map.grid();
  small.rows = 20;
  small.convention.sections = {{"A", 0, 0, 40, 20}};
  h.map.resetGrid(small, "clear");
  model::Diagnostics offMap;
  EXPECT_FALSE(io::saveBundle(h, bundle, offMap));
  EXPECT_TRUE(offMap.hasRule("bundle.hex.off-map") || offMap.hasRule("bundle.hex.invalid")) << diagText(offMap);
  EXPECT_EQ(snapshot(bundle), before);
}

TEST(SaveFailure, LossySaveIsAWarning) {
  TempDir tmp;
  model::Scenario s = samples::sampleHexScenario();
  std::reverse(s.map.areas[0].hexes.begin(), s.map.areas[0].hexes.end());  // the model wants them sorted
  model::Diagnostics diags;
  EXPECT_TRUE(io::saveBundle(s, tmp.path / "x.hexw", diags));
  EXPECT_TRUE(diags.hasRule("bundle.save.lossy")) << diagText(diags);
  EXPECT_FALSE(diags.hasErrors());
}
