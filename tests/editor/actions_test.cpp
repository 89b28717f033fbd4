// The action tables: unique ids and shortcuts, one tool action per tool.
#include "editor/core/actions.h"

#include <gtest/gtest.h>

#include <set>

#include "editor/core/tool.h"

namespace hexwright::editor {
namespace {

TEST(Actions, IdsAndShortcutsAreUnique) {
  std::set<std::string> ids, keys;
  for (const auto& area : actionAreas()) {
    for (const auto& a : *area.actions) {
      if (a.id.empty()) continue;
      EXPECT_TRUE(ids.insert(a.id).second) << a.id;
      EXPECT_EQ(a.id.rfind("editor." + (area.id == "tools" ? std::string("tool") : area.id), 0) == 0 ||
                    a.id.rfind("editor.import", 0) == 0 || a.id.rfind("editor.export", 0) == 0,
                true)
          << a.id;
      EXPECT_FALSE(a.label.empty()) << a.id;
      EXPECT_FALSE(a.help.empty()) << a.id;
      if (!a.accelerator.empty()) {
        EXPECT_TRUE(keys.insert(a.accelerator).second) << a.accelerator;
      }
    }
  }
}

TEST(Actions, EveryToolHasAnAction) {
  ToolBox box;
  for (Tool* t : box.tools()) {
    const ActionDef* a = findAction("editor.tool." + t->id());
    ASSERT_NE(a, nullptr) << t->id();
    ActionContext c;
    c.activeTool = t->id();
    EXPECT_TRUE(a->checked(c));
  }
}

TEST(Actions, PredicatesFollowTheContext) {
  ActionContext c;
  EXPECT_FALSE(isEnabled(*findAction("editor.edit.undo"), c));
  c.canUndo = true;
  EXPECT_TRUE(isEnabled(*findAction("editor.edit.undo"), c));
  c.tabletop = true;
  EXPECT_FALSE(isEnabled(*findAction("editor.tool.terrain"), c));
  EXPECT_TRUE(isEnabled(*findAction("editor.tool.vector"), c));
}

}  // namespace
}  // namespace hexwright::editor
