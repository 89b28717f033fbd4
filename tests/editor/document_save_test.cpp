// Editor saves and other programs' saves of the same bundle: the editor's Save must not
// silently drop a change another program (the CLI, a second editor) saved meanwhile.
// GUI-free: only editor/core and the bundle reader and writer.
#include <gtest/gtest.h>

#include "editor_fixture.h"
#include "model/edit/hex_commands.h"
#include "model/io/bundle.h"
#include "support/temp_dir.h"

namespace hexwright::editor {
namespace {

using testing::hexAtOffset;
using testing::testDocument;

/// A bundle on disk made by an editor save, as a designer's starting point.
std::filesystem::path savedBundle(const hexwright::testing::TempDir& dir) {
  const auto path = dir / "battle.hexw";
  auto doc = testDocument();
  model::Diagnostics d;
  EXPECT_TRUE(doc->saveAs(path, d)) << (d.empty() ? "" : formatDiagnostic(d.items().front()));
  return path;
}

std::unique_ptr<Document> openBundle(const std::filesystem::path& path) {
  model::Diagnostics d;
  auto doc = Document::open(path, d);
  EXPECT_TRUE(doc) << (d.empty() ? "" : formatDiagnostic(d.items().front()));
  return doc;
}

TEST(DocumentSave, RefusedWhenAnotherProgramSavedTheBundleSinceItWasOpened) {
  hexwright::testing::TempDir dir;
  const auto path = savedBundle(dir);
  auto doc = openBundle(path);
  ASSERT_TRUE(doc);

  // Another program loads the same bundle, changes a hex and saves.
  model::Diagnostics other;
  auto theirs = io::loadBundle(path, other);
  ASSERT_TRUE(theirs);
  const auto h = hexAtOffset(*doc, 2, 2);
  theirs->map.setTerrain(h, "marsh");
  ASSERT_TRUE(io::saveBundle(*theirs, path, other));

  doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 3, 3)}, "woods"));
  model::Diagnostics d;
  EXPECT_FALSE(doc->save(d));
  EXPECT_TRUE(d.hasRule("bundle.save.conflict"));
  EXPECT_TRUE(doc->isModified());  // the editor's change is still there to redo elsewhere

  // The other program's save is what the bundle holds.
  model::Diagnostics reread;
  const auto onDisk = io::loadBundle(path, reread);
  ASSERT_TRUE(onDisk);
  EXPECT_EQ(onDisk->map.terrainAt(h), "marsh");
  EXPECT_EQ(onDisk->map.terrainAt(hexAtOffset(*doc, 3, 3)), "clear");
}

TEST(DocumentSave, SavesAgainAfterItsOwnSave) {
  hexwright::testing::TempDir dir;
  const auto path = savedBundle(dir);
  auto doc = openBundle(path);
  ASSERT_TRUE(doc);
  for (const char* terrain : {"woods", "marsh", "clear", "woods"}) {
    doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 1, 1)}, terrain));
    model::Diagnostics d;
    ASSERT_TRUE(doc->save(d)) << (d.empty() ? "" : formatDiagnostic(d.items().front()));
  }
  // The same bundle named another way is still the same bundle.
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 1, 1)}, "marsh"));
  model::Diagnostics d;
  EXPECT_TRUE(doc->saveAs(path.parent_path() / "." / path.filename(), d))
      << (d.empty() ? "" : formatDiagnostic(d.items().front()));
  model::Diagnostics reread;
  const auto onDisk = io::loadBundle(path, reread);
  ASSERT_TRUE(onDisk);
  EXPECT_EQ(onDisk->map.terrainAt(hexAtOffset(*doc, 1, 1)), "marsh");
}

TEST(DocumentSave, SaveAsElsewhereThenAConflictThere) {
  hexwright::testing::TempDir dir;
  const auto path = savedBundle(dir);
  auto doc = openBundle(path);
  ASSERT_TRUE(doc);
  const auto copy = dir / "copy.hexw";
  model::Diagnostics d;
  ASSERT_TRUE(doc->saveAs(copy, d));
  // From now on the copy is the document's bundle: a change to it by another program is noticed.
  model::Diagnostics other;
  auto theirs = io::loadBundle(copy, other);
  ASSERT_TRUE(theirs);
  theirs->map.setTerrain(hexAtOffset(*doc, 0, 0), "marsh");
  ASSERT_TRUE(io::saveBundle(*theirs, copy, other));
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 4, 4)}, "woods"));
  EXPECT_FALSE(doc->save(d));
  EXPECT_TRUE(d.hasRule("bundle.save.conflict"));
}

}  // namespace
}  // namespace hexwright::editor
