// The editor document: undo/redo, gestures, the modified flag, events and validation.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <thread>

#include "editor/core/editing.h"
#include "editor_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {
namespace {

using testing::hexAtOffset;
using testing::testDocument;

TEST(Document, ExecuteUndoRedoAndModifiedFlag) {
  auto doc = testDocument();
  EXPECT_FALSE(doc->isModified());
  EXPECT_EQ(doc->displayName(), "Untitled");
  const auto h = hexAtOffset(*doc, 1, 1);
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{h}, "woods"));
  EXPECT_TRUE(doc->isModified());
  EXPECT_TRUE(doc->canUndo());
  doc->undo();
  EXPECT_FALSE(doc->isModified());
  EXPECT_TRUE(doc->canRedo());
  doc->redo();
  EXPECT_EQ(doc->scenario().map.terrainAt(h), "woods");
}

TEST(Document, EventsReachSubscribers) {
  auto doc = testDocument();
  std::vector<DocumentEvent> events;
  model::ChangeSet last;
  const int token = doc->subscribe([&](const DocumentChange& c) {
    events.push_back(c.event);
    if (c.event == DocumentEvent::Edited) last = c.changes;
  });
  const auto h = hexAtOffset(*doc, 1, 1);
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{h}, "woods"));
  ASSERT_GE(events.size(), 2u);
  EXPECT_EQ(events[0], DocumentEvent::Edited);
  EXPECT_EQ(events[1], DocumentEvent::FileChanged);  // became modified
  EXPECT_EQ(last.kinds, model::kChangeTerrain);
  EXPECT_EQ(last.hexes, std::vector{h});
  doc->select(Selection::ofHex(h));
  EXPECT_EQ(events.back(), DocumentEvent::SelectionChanged);
  doc->unsubscribe(token);
  const auto n = events.size();
  doc->undo();
  EXPECT_EQ(events.size(), n);
}

TEST(Document, GestureCommitsAsOneStepAndRollbackRestores) {
  auto doc = testDocument();
  const model::Scenario before = doc->scenario();
  int edits = 0;
  doc->subscribe([&](const DocumentChange& c) { edits += c.event == DocumentEvent::Edited; });
  {
    auto g = doc->beginGesture("Paint");
    for (int col = 0; col < 4; ++col)
      g->add(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, col, 0)}, "woods"));
    EXPECT_EQ(edits, 4);  // views refresh while the gesture runs
    EXPECT_TRUE(doc->gestureOpen());
    doc->undo();  // ignored mid-gesture
    EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 0, 0)), "woods");
    g->commit();
  }
  EXPECT_EQ(doc->history().size(), 1u);
  {
    auto g = doc->beginGesture("Abandoned");
    g->add(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 5, 5)}, "marsh"));
  }  // destroyed uncommitted: reverted
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 5, 5)), "clear");
  EXPECT_EQ(doc->history().size(), 1u);
  doc->undo();
  EXPECT_EQ(doc->scenario(), before);
}

TEST(Document, HistoryIndexJumpsBackAndForth) {
  auto doc = testDocument();
  for (int col = 0; col < 5; ++col)
    doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, col, 0)}, "woods"));
  doc->goToHistoryIndex(2);
  EXPECT_EQ(doc->history().index(), 2u);
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 2, 0)), "clear");
  doc->goToHistoryIndex(5);
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 4, 0)), "woods");
}

TEST(Document, ValidationRunsInTheBackgroundAfterAQuietTime) {
  auto doc = testDocument();
  std::atomic<int> runs{0};
  doc->setValidator([&](const model::Scenario& s, const model::Ruleset&) {
    ++runs;
    model::Diagnostics d;
    for (auto h : s.map.grid().hexes()) {
      if (s.map.terrainAt(h) != "marsh") continue;
      model::Location loc;
      loc.hex = h;
      d.add(model::Severity::Warning, "test.marsh", "marsh in hex", loc);
    }
    return d;
  });
  doc->setValidationDelay(std::chrono::milliseconds(50));
  const auto h = hexAtOffset(*doc, 2, 3);
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{h}, "marsh"));
  EXPECT_TRUE(doc->validationPending());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(doc->pollValidation(start));  // not yet due: nothing starts
  EXPECT_EQ(runs.load(), 0);
  bool updated = false;
  for (int i = 0; i < 200 && !updated; ++i) {
    updated = doc->pollValidation();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_TRUE(updated);
  EXPECT_EQ(runs.load(), 1);
  ASSERT_EQ(doc->diagnostics().size(), 1u);
  EXPECT_EQ(doc->problemHexes().at(h), model::Severity::Warning);
  EXPECT_FALSE(doc->validationPending());
  doc->undo();
  doc->validateNow();
  EXPECT_TRUE(doc->diagnostics().empty());
  EXPECT_TRUE(doc->problemHexes().empty());
}

TEST(Document, ProblemHexesFollowUnitsAndHexsides) {
  auto doc = testDocument();
  model::Unit u;
  u.id = model::UnitId{"u-1"};
  u.side = model::SideId{"union"};
  u.type = "infantry";
  doc->execute(std::make_unique<model::SetUnit>("u-1", u));
  const auto h = hexAtOffset(*doc, 4, 4);
  doc->execute(placeUnitCommand(doc->scenario(), "u-1", h));
  doc->setValidator([](const model::Scenario&, const model::Ruleset&) {
    model::Diagnostics d;
    model::Location unit;
    unit.unit = "u-1";
    d.add(model::Severity::Error, "test.unit", "unit problem", unit);
    model::Location side;
    side.hexside = model::HexsideKey{{1, 1}, 0};
    d.add(model::Severity::Info, "test.side", "hexside note", side);
    return d;
  });
  doc->validateNow();
  EXPECT_EQ(doc->problemHexes().at(h), model::Severity::Error);
  EXPECT_EQ(doc->problemHexes().count(model::HexCoord{1, 1}), 1u);
  EXPECT_EQ(doc->problemHexes().count(model::HexCoord{1, 0}), 1u);
}

TEST(Document, LayoutPutsTheMapOutlineAtTheOrigin) {
  auto doc = testDocument();
  const auto& L = doc->layout();
  EXPECT_NEAR(L.acrossFlats, 19.05, 1e-9);
  double minX = 1e9, minY = 1e9;
  for (auto h : doc->scenario().map.grid().hexes())
    for (auto p : L.corners(h)) minX = std::min(minX, p.x), minY = std::min(minY, p.y);
  EXPECT_NEAR(minX, 0, 1e-9);
  EXPECT_NEAR(minY, 0, 1e-9);
}

}  // namespace
}  // namespace hexwright::editor

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;

model::CommandPtr addBackground(const std::string& file) {
  model::BackgroundImage bg;
  bg.file = file;
  return std::make_unique<model::SetBackground>(file, bg);
}

TEST(Document, AStagedRasterReachesTheBundleOnlyOnSave) {
  const fs::path dir = fs::temp_directory_path() / ("hexwright-staging-test-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  auto doc = testDocument();
  model::Diagnostics d;
  ASSERT_TRUE(doc->saveAs(dir / "battle.hexw", d)) << (d.empty() ? "" : d.items().back().message);
  // An import warps into the staging folder and adds the background as one step.
  const fs::path staging = doc->stagingDir();
  EXPECT_EQ(staging.string().rfind(fs::temp_directory_path().string(), 0), 0u);
  fs::create_directories(staging / "rasters");
  { std::ofstream(staging / "rasters" / "scan.tif") << "warped pixels"; }
  doc->stageFile("rasters/scan.tif");
  doc->execute(addBackground("rasters/scan.tif"));
  EXPECT_FALSE(fs::exists(dir / "battle.hexw" / "rasters"));  // nothing in the designer's folder yet
  // Undone, then saved: the bundle does not get it; redone and saved, it does.
  doc->undo();
  ASSERT_TRUE(doc->save(d));
  EXPECT_FALSE(fs::exists(dir / "battle.hexw" / "rasters" / "scan.tif"));
  doc->redo();
  ASSERT_TRUE(doc->save(d));
  EXPECT_TRUE(fs::exists(dir / "battle.hexw" / "rasters" / "scan.tif"));
  // Saved elsewhere straight away; the staging folder goes with the document.
  doc = testDocument();
  ASSERT_TRUE(doc->saveAs(dir / "second.hexw", d));
  fs::create_directories(doc->stagingDir() / "rasters");
  { std::ofstream(doc->stagingDir() / "rasters" / "scan.tif") << "warped pixels"; }
  doc->stageFile("rasters/scan.tif");
  doc->execute(addBackground("rasters/scan.tif"));
  const fs::path second = doc->stagingDir();
  ASSERT_TRUE(doc->save(d)) << (d.empty() ? "" : d.items().back().message);
  EXPECT_TRUE(fs::exists(dir / "second.hexw" / "rasters" / "scan.tif"));
  EXPECT_TRUE(doc->stagedFiles().empty());
  doc.reset();
  EXPECT_FALSE(fs::exists(second));
  EXPECT_FALSE(fs::exists(staging));
  fs::remove_all(dir);
}

TEST(Document, ASaveToTheSameBundleNamedAnotherWayCopiesNoRasterAside) {
  const fs::path dir = fs::temp_directory_path() / ("hexwright-staging-same-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  model::Diagnostics d;
  auto stage = [&](Document& doc, const std::string& file) {
    fs::create_directories(doc.stagingDir() / "rasters");
    { std::ofstream(doc.stagingDir() / file) << "warped pixels of " << file; }
    doc.stageFile(file);
    doc.execute(addBackground(file));
  };
  {
    auto first = testDocument();
    ASSERT_TRUE(first->saveAs(dir / "battle.hexw", d));
    stage(*first, "rasters/first.tif");
    ASSERT_TRUE(first->save(d));
  }
  auto doc = Document::open(dir / "battle.hexw", d);
  ASSERT_NE(doc, nullptr);
  doc->setValidator({});
  stage(*doc, "rasters/second.tif");
  // "dir/./battle.hexw/" is the bundle the document was loaded from: its own rasters are
  // read where they are, not copied to the staging folder first.
  ASSERT_TRUE(doc->saveAs(dir / "." / "battle.hexw" / "", d)) << (d.empty() ? "" : d.items().back().message);
  EXPECT_FALSE(fs::exists(doc->stagingDir() / "rasters" / "first.tif"));
  EXPECT_TRUE(fs::exists(dir / "battle.hexw" / "rasters" / "first.tif"));
  EXPECT_TRUE(fs::exists(dir / "battle.hexw" / "rasters" / "second.tif"));
  doc.reset();
  fs::remove_all(dir);
}

}  // namespace
}  // namespace hexwright::editor
