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

}  // namespace
}  // namespace hexwright::editor
