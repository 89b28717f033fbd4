// Copy and stamp typed and clicked through the X server (XTest): Ctrl+C on a region the
// Select tool dragged, Ctrl+V, Z, a real click on the canvas, Ctrl+Z. Runs alone (see
// ctrl_u_keyboard_test.cpp).
#include <gtest/gtest.h>
#include <wx/uiaction.h>

#include <functional>

#include "editor/core/map_region.h"
#include "editor/core/tools/tools.h"
#include "editor/frame_fixture.h"
#include "model/edit/hex_commands.h"
#include "model/io/bundle.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;
using testing::FrameFixture;
using testing::hexAtOffset;
using testing::pump;

std::string saved(const Document& doc) {
  const auto d = io::writeDocuments(doc.scenario());
  return d.scenarioXml + d.mapXml + d.oobXml;
}

/// Waits up to three seconds for the X server and window manager to deliver.
bool waitFor(const std::function<bool()>& done) {
  for (int i = 0; i < 60 && !done(); ++i) pump(50);
  return done();
}

TEST(EditorKeyboardStamp, CtrlCCtrlVZClickAndCtrlZThroughTheXServer) {
  REQUIRE_WX();
  FrameFixture f("stamp-keys");
  const HexCoord c = hexAtOffset(f.doc(), 2, 3);
  f.doc().execute(std::make_unique<model::SetTerrain>(std::vector{c, model::neighbor(c, 0)}, "woods"));
  f.frame->runAction("editor.tool.select");
  f.drag({f.screenOf(model::neighbor(c, 5)), f.screenOf(model::neighbor(c, 2))});
  ASSERT_EQ(f.doc().selection().kind, Selection::Kind::Region);
  f.frame->Raise();
  f.canvas().SetFocus();
  waitFor([&] { return wxWindow::FindFocus() == &f.canvas(); });
  pump(100);
  wxUIActionSimulator sim;
  ASSERT_TRUE(sim.Char('c', wxMOD_CONTROL));
  ASSERT_TRUE(waitFor([&] { return f.frame->stampTool().stamp().has_value(); }));
  const MapRegion copied = *f.frame->stampTool().stamp();
  ASSERT_TRUE(sim.Char('v', wxMOD_CONTROL));
  ASSERT_TRUE(waitFor([&] { return f.frame->tools().active()->id() == "stamp"; }));
  ASSERT_TRUE(sim.Char('z'));
  EXPECT_TRUE(waitFor([&] { return *f.frame->stampTool().stamp() == rotated(copied, 1); }));

  const HexCoord target = hexAtOffset(f.doc(), 7, 4);
  const std::string before = saved(f.doc());
  const auto steps = f.doc().history().size();
  const wxPoint at = f.canvas().ClientToScreen(f.screenOf(target));
  ASSERT_TRUE(sim.MouseMove(at));
  pump(100);
  ASSERT_TRUE(sim.MouseClick());
  ASSERT_TRUE(waitFor([&] { return f.doc().history().size() == steps + 1; }));
  EXPECT_EQ(f.doc().scenario().map.terrainAt(target + rotated(copied, 1).hexes.front().at),
            rotated(copied, 1).hexes.front().terrain);
  f.canvas().SetFocus();
  ASSERT_TRUE(sim.Char('z', wxMOD_CONTROL));
  EXPECT_TRUE(waitFor([&] { return saved(f.doc()) == before; }));
}

}  // namespace
}  // namespace hexwright::editor
