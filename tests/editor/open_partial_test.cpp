// A bundle with load errors opens in part: every problem is listed with its file and
// line, and the document is never saved back over that bundle (it would drop what the
// load left out). GUI-free: editor/core and the bundle reader only.
#include <gtest/gtest.h>

#include "editor/core/recovery.h"
#include "model/edit/hex_commands.h"
#include "model/io/bundle.h"
#include "partial_bundle.h"
#include "support/temp_dir.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using hexwright::testing::readFile;
using testing::hexAtOffset;

std::vector<const model::Diagnostic*> loadErrors(const model::Diagnostics& d) {
  std::vector<const model::Diagnostic*> out;
  for (const auto& item : d.items())
    if (item.severity == model::Severity::Error && item.rule.rfind("bundle.", 0) == 0) out.push_back(&item);
  return out;
}

TEST(OpenPartial, EveryLoadProblemIsListedWithFileAndLineAndTheRestOpens) {
  hexwright::testing::TempDir dir;
  const auto bundle = testing::writePartialBundle(dir / "battle.hexw");
  model::Diagnostics strict;
  ASSERT_FALSE(io::loadBundle(bundle.path, strict).has_value());  // what Save would have refused to read back

  model::Diagnostics d;
  auto doc = Document::open(bundle.path, d);
  ASSERT_NE(doc, nullptr);
  ASSERT_TRUE(doc->partialSource().has_value());
  EXPECT_TRUE(doc->isPartialSource(bundle.path.parent_path() / "." / bundle.path.filename()));
  // The rest of the bundle is there: the good unit stands where it was placed.
  const auto* p = doc->scenario().placementOf(model::UnitId{bundle.goodUnit});
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->hex, bundle.goodHex);
  EXPECT_EQ(doc->scenario().oob.findUnit(model::UnitId{"u-lost"}), nullptr);
  EXPECT_EQ(doc->scenario().placementOf(model::UnitId{"u-turned"}), nullptr);

  // The problems stay in the document's diagnostics after every validation run, each
  // with file and line.
  doc->setValidator({});
  doc->validateNow();
  const auto errors = loadErrors(doc->diagnostics());
  ASSERT_EQ(errors.size(), 2u);
  for (const auto* e : errors) {
    ASSERT_TRUE(e->location.source.has_value()) << e->message;
    EXPECT_GT(e->location.source->line, 0) << e->message;
    EXPECT_NE(e->location.displayText().find(".xml:"), std::string::npos) << e->location.displayText();
  }
  EXPECT_TRUE(doc->diagnostics().hasRule("bundle.load.partial"));
  EXPECT_EQ(loadErrors(doc->loadProblems()).size(), 2u);
}

TEST(OpenPartial, SaveOverThePartialBundleIsRefusedAndSaveAsElsewhereWorks) {
  hexwright::testing::TempDir dir;
  const auto bundle = testing::writePartialBundle(dir / "battle.hexw");
  const std::string oob = readFile(bundle.path / "oob.xml");
  const std::string scenario = readFile(bundle.path / "scenario.xml");
  const std::string map = readFile(bundle.path / "map.xml");
  model::Diagnostics d;
  auto doc = Document::open(bundle.path, d);
  ASSERT_NE(doc, nullptr);
  doc->setValidator({});
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 1, 1)}, "woods"));

  model::Diagnostics save;
  EXPECT_FALSE(doc->save(save));
  EXPECT_TRUE(save.hasRule("editor.save.partial"));
  model::Diagnostics again;  // the same folder named another way
  EXPECT_FALSE(doc->saveAs(bundle.path.parent_path() / "." / bundle.path.filename() / "", again));
  EXPECT_TRUE(again.hasRule("editor.save.partial"));
  // Nothing of the designer's bundle changed: the broken lines are still there to fix.
  EXPECT_EQ(readFile(bundle.path / "oob.xml"), oob);
  EXPECT_EQ(readFile(bundle.path / "scenario.xml"), scenario);
  EXPECT_EQ(readFile(bundle.path / "map.xml"), map);
  EXPECT_TRUE(doc->isModified());

  // Save As another bundle works; that bundle loads strictly and is the document's now.
  const fs::path copy = dir / "battle-fixed.hexw";
  model::Diagnostics saveAs;
  ASSERT_TRUE(doc->saveAs(copy, saveAs)) << (saveAs.empty() ? "" : formatDiagnostic(saveAs.items().front()));
  model::Diagnostics reread;
  const auto onDisk = io::loadBundle(copy, reread);
  ASSERT_TRUE(onDisk.has_value());
  EXPECT_EQ(onDisk->map.terrainAt(hexAtOffset(*doc, 1, 1)), "woods");
  EXPECT_NE(onDisk->placementOf(model::UnitId{bundle.goodUnit}), nullptr);
  // The load problems were about the other bundle: they leave the list; Save works.
  EXPECT_TRUE(loadErrors(doc->diagnostics()).empty());
  model::Diagnostics second;
  EXPECT_TRUE(doc->save(second));
  // Saving back over the partial bundle stays refused.
  model::Diagnostics back;
  EXPECT_FALSE(doc->saveAs(bundle.path, back));
  EXPECT_EQ(readFile(bundle.path / "oob.xml"), oob);
}

TEST(OpenPartial, RecoveredWorkIsStillNotSavedOverThePartialBundle) {
  hexwright::testing::TempDir dir;
  const auto bundle = testing::writePartialBundle(dir / "battle.hexw");
  const std::string oob = readFile(bundle.path / "oob.xml");
  model::Diagnostics d;
  auto doc = Document::open(bundle.path, d);
  ASSERT_NE(doc, nullptr);
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 1, 1)}, "woods"));
  RecoveryStore store(dir / "recovery");
  ASSERT_TRUE(store.write(*doc, "999999997-1", d));
  const auto orphans = store.orphans();
  ASSERT_EQ(orphans.size(), 1u);
  auto recovered = RecoveryStore::recover(orphans[0], d);
  ASSERT_NE(recovered, nullptr);
  EXPECT_EQ(recovered->path(), bundle.path);
  EXPECT_TRUE(recovered->isPartialSource(bundle.path));
  recovered->setValidator({});
  recovered->validateNow();
  EXPECT_TRUE(recovered->diagnostics().hasRule("editor.recovered.partial"));
  model::Diagnostics save;
  EXPECT_FALSE(recovered->save(save));
  EXPECT_TRUE(save.hasRule("editor.save.partial"));
  EXPECT_EQ(readFile(bundle.path / "oob.xml"), oob);
}

}  // namespace
}  // namespace hexwright::editor
