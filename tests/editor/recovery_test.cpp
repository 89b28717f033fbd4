// Autosave slots and orphan detection, without a display.
#include "editor/core/recovery.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include "editor_fixture.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;

TEST(Recovery, SlotsOfLiveEditorsAreNotOrphans) {
  const fs::path dir = fs::temp_directory_path() / ("hexwright-recovery-test-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  RecoveryStore store(dir);
  auto doc = testing::testDocument();
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{testing::hexAtOffset(*doc, 1, 1)}, "woods"));
  model::Diagnostics d;
  const std::string slot = store.newSlot();
  ASSERT_TRUE(store.write(*doc, slot, d)) << (d.empty() ? "" : d.items().front().message);
  EXPECT_TRUE(store.orphans().empty());  // this process is alive
  ASSERT_TRUE(store.write(*doc, "999999999-7", d));
  const auto orphans = store.orphans();
  ASSERT_EQ(orphans.size(), 1u);
  EXPECT_EQ(orphans[0].title, "Test battle");
  EXPECT_FALSE(orphans[0].original.has_value());
  model::Diagnostics load;
  auto recovered = Document::open(orphans[0].bundle, load);
  ASSERT_NE(recovered, nullptr);
  EXPECT_EQ(recovered->scenario().map.terrainAt(testing::hexAtOffset(*doc, 1, 1)), "woods");
  store.remove(orphans[0]);
  store.discard(slot);
  EXPECT_TRUE(store.orphans().empty());
  EXPECT_TRUE(fs::is_empty(dir));
  fs::remove_all(dir);
}

TEST(Recovery, UndoHistoryComesBackWithTheWork) {
  const fs::path dir = fs::temp_directory_path() / ("hexwright-recovery-history-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  RecoveryStore store(dir);
  auto doc = testing::testDocument();
  RecoveryJournal journal;
  journal.record(*doc);
  const auto h = [&](int c) { return testing::hexAtOffset(*doc, c, 2); };
  for (int i = 1; i <= 3; ++i) {
    doc->execute(std::make_unique<model::SetTerrain>(std::vector{h(i)}, i == 2 ? "marsh" : "woods"));
    journal.record(*doc);
  }
  model::Diagnostics d;
  ASSERT_TRUE(store.write(*doc, "999999998-1", d, &journal)) << (d.empty() ? "" : d.items().front().message);
  // A fourth step and an undo before the next autosave: the journal follows the history.
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{h(4)}, "woods"));
  journal.record(*doc);
  doc->undo();
  journal.record(*doc);
  ASSERT_TRUE(store.write(*doc, "999999998-1", d, &journal));
  const auto orphans = store.orphans();
  ASSERT_EQ(orphans.size(), 1u);
  ASSERT_TRUE(orphans[0].savedAt.has_value());
  EXPECT_EQ(orphans[0].steps.size(), 3u);
  const auto recovered = RecoveryStore::recover(orphans[0], d);
  ASSERT_NE(recovered, nullptr);
  EXPECT_EQ(recovered->scenario(), doc->scenario());
  EXPECT_TRUE(recovered->isModified());
  const auto labels = doc->history().labels();  // four steps, the last undone
  ASSERT_EQ(labels.size(), 4u);
  EXPECT_EQ(recovered->history().labels(), std::vector<std::string>(labels.begin(), labels.begin() + 3));
  // Undo walks back through the same states.
  recovered->undo();
  EXPECT_EQ(recovered->scenario().map.terrainAt(h(3)), "clear");
  EXPECT_EQ(recovered->scenario().map.terrainAt(h(2)), "marsh");
  recovered->undo();
  recovered->undo();
  EXPECT_EQ(recovered->scenario().map.terrainAt(h(1)), "clear");
  EXPECT_FALSE(recovered->canUndo());
  // The prompt says when and how much can be undone.
  const std::string q = recoveryQuestion(orphans[0], *orphans[0].savedAt + std::chrono::minutes(5));
  EXPECT_NE(q.find("5 minutes ago"), std::string::npos) << q;
  EXPECT_NE(q.find("last 3 steps can be undone"), std::string::npos) << q;
  EXPECT_NE(q.find("Test battle"), std::string::npos) << q;
  store.remove(orphans[0]);
  EXPECT_TRUE(fs::is_empty(dir));
  fs::remove_all(dir);
}

TEST(Recovery, TheJournalKeepsABoundedNumberOfSteps) {
  auto doc = testing::testDocument();
  RecoveryJournal journal;
  journal.record(*doc);
  for (int i = 0; i < 15; ++i) {
    doc->execute(std::make_unique<model::SetTerrain>(std::vector{testing::hexAtOffset(*doc, i % 10, i / 10)},
                                                     i % 2 ? "woods" : "marsh"));
    journal.record(*doc);
  }
  EXPECT_EQ(journal.states().size(), RecoveryJournal::kMaxSteps + 1);
  EXPECT_EQ(journal.states().rbegin()->first, 15u);
  EXPECT_EQ(journal.states().rbegin()->second.label, doc->history().undoLabel());
}

}  // namespace
}  // namespace hexwright::editor
