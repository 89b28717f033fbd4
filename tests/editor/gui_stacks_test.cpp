// Unit stacks and edge drags through wx's own mouse events (#39 items 4 and 5): a drag
// moves the top unit, Shift-drag the whole stack, the unit taken is the one the canvas
// draws on top, states show on the counters (a screenshot for docs/editor.md), and a
// U-shaped hexside drag paints the U. Screenshots go to $HEXWRIGHT_SCREENSHOT_DIR
// (default: the system temp dir).
#include <cairo.h>
#include <gtest/gtest.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>

#include <algorithm>
#include <set>

#include "editor/core/editing.h"
#include "editor/core/hexside_chain.h"
#include "editor/core/oob_editing.h"
#include "editor/gui/tool_options.h"
#include "frame_fixture.h"
#include "model/hex/offset_coord.h"
#include "screenshot.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using model::HexCoord;
using testing::FrameFixture;
using testing::hexAtOffset;
using testing::pump;

struct StackFrame {
  FrameFixture f{"stacks"};
  std::vector<std::string> blue;  // stacked in `h`, bottom first
  std::string grey;               // the other side's unit, placed under them
  HexCoord h;
  StackFrame() {
    Document& doc = f.doc();
    const std::string brigade = addFormation(doc, "union", "", "1st Brigade");
    grey = addUnit(doc, "confederate", addFormation(doc, "confederate", "", "Gladden"), "", "21st Alabama");
    for (const char* n : {"1st Iowa", "2nd Iowa"}) blue.push_back(addUnit(doc, "union", brigade, "", n));
    h = hexAtOffset(doc, 3, 3);
    doc.execute(placeUnitCommand(doc.scenario(), grey, h));
    for (const auto& u : blue) doc.execute(placeUnitCommand(doc.scenario(), u, h));
    f.frame->runAction("editor.tool.select");
    pump();
  }
  std::vector<std::string> at(HexCoord x) { return unitsAt(f.doc().scenario(), x); }
  void drag(HexCoord from, HexCoord to, bool shift) {
    const wxPoint a = f.screenOf(from), b = f.screenOf(to);
    f.mouse(wxEVT_MOTION, a, false, false, shift);
    f.mouse(wxEVT_LEFT_DOWN, a, true, false, shift);
    for (int i = 1; i <= 4; ++i)
      f.mouse(wxEVT_MOTION, wxPoint(a.x + (b.x - a.x) * i / 4, a.y + (b.y - a.y) * i / 4), true, false, shift);
    f.mouse(wxEVT_LEFT_UP, b, false, false, shift);
    pump();
  }
};

TEST(EditorStacks, ADragMovesTheTopUnitAndAShiftDragTheWholeStack) {
  REQUIRE_WX();
  StackFrame s;
  const std::size_t steps = s.f.doc().history().size();
  const HexCoord to = hexAtOffset(s.f.doc(), 6, 3);
  s.drag(s.h, to, false);
  EXPECT_EQ(s.at(to), std::vector{s.blue[1]});
  EXPECT_EQ(s.at(s.h), (std::vector{s.grey, s.blue[0]}));
  EXPECT_EQ(s.f.doc().history().size(), steps + 1);
  // Shift: the rest of the stack, in its order, on top of the unit already there.
  s.drag(s.h, to, true);
  EXPECT_TRUE(s.at(s.h).empty());
  EXPECT_EQ(s.at(to), (std::vector{s.blue[1], s.grey, s.blue[0]}));
  EXPECT_EQ(s.f.doc().history().size(), steps + 2);
  EXPECT_EQ(s.f.doc().history().undoLabel(), "Move Stack: 2 units");
  // One undo step puts the whole stack back.
  ASSERT_TRUE(s.f.frame->runAction("editor.edit.undo"));
  EXPECT_EQ(s.at(s.h), (std::vector{s.grey, s.blue[0]}));
  EXPECT_EQ(s.at(to), std::vector{s.blue[1]});
}

/// How many pixels in the middle of the stack's top counter (where no counter under it
/// can show) are in the blue side's colour and in the grey side's, as the canvas's own
/// view draws them (offscreen: GUI tests share a display).
std::pair<int, int> blueAndGrey(FrameFixture& f, HexCoord h) {
  cairo_surface_t* image = f.canvas().view().renderImage(f.canvas().viewport());
  const double across = f.doc().layout().acrossFlats;
  // The map view's stack: counters 0.56 of a hex, each 0.07 up-left of the one above.
  const double shown = static_cast<double>(std::min<std::size_t>(unitsAt(f.doc().scenario(), h).size(), 4));
  const model::Vec2 centre = f.doc().layout().hexToWorld(h);
  const double shift = (shown - 1) / 2.0 * across * 0.07;
  const auto c = f.canvas().viewport().worldToScreen({centre.x + shift, centre.y + shift});
  const int half = static_cast<int>(across * 0.56 * 0.3 * f.canvas().viewport().scale());
  const int stride = cairo_image_surface_get_stride(image);
  const auto* data = cairo_image_surface_get_data(image);
  const int w = cairo_image_surface_get_width(image), hgt = cairo_image_surface_get_height(image);
  int blue = 0, grey = 0;
  for (int y = std::max(0, static_cast<int>(c.y) - half); y <= std::min(hgt - 1, static_cast<int>(c.y) + half); ++y)
    for (int x = std::max(0, static_cast<int>(c.x) - half); x <= std::min(w - 1, static_cast<int>(c.x) + half); ++x) {
      const auto px = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
      const int r = static_cast<int>((px >> 16) & 0xff), g = static_cast<int>((px >> 8) & 0xff),
                b = static_cast<int>(px & 0xff);
      if (b > r + 60 && b > g + 40) ++blue;
      if (std::abs(r - g) < 8 && std::abs(g - b) < 8 && r > 100 && r < 200) ++grey;
    }
  cairo_surface_destroy(image);
  return {blue, grey};
}

TEST(EditorStacks, TheUnitTakenIsTheOneDrawnOnTop) {
  REQUIRE_WX();
  StackFrame s;
  Document& doc = s.f.doc();
  // Zoomed in far enough for counters.
  while (doc.layout().acrossFlats * s.f.canvas().viewport().scale() < 60) s.f.canvas().zoomBy(1.25);
  s.f.canvas().centreOn(doc.layout().hexToWorld(s.h));
  pump(100);
  const HexCoord to = hexAtOffset(doc, 4, 3);
  // The blue units lie on the grey one: blue is drawn on top, and a drag takes blue.
  const auto before = blueAndGrey(s.f, s.h);
  EXPECT_GT(before.first, 100);
  EXPECT_EQ(before.second, 0);
  s.drag(s.h, to, false);
  EXPECT_EQ(s.at(to), std::vector{s.blue[1]});
  s.drag(s.h, to, false);
  // Now grey is alone, then it is dropped on the blue stack: it lands on top, is drawn
  // on top, and the next drag takes it, whatever was selected.
  s.drag(s.h, to, false);
  EXPECT_EQ(s.at(to).back(), s.grey);
  const auto after = blueAndGrey(s.f, to);
  EXPECT_GT(after.second, 100);
  EXPECT_EQ(after.first, 0);
  doc.select(Selection::of(Selection::Kind::Unit, s.blue[0]));
  s.drag(to, s.h, false);
  EXPECT_EQ(s.at(s.h), std::vector{s.grey});
}

TEST(EditorStacks, AUShapedHexsideDragPaintsTheU) {
  REQUIRE_WX();
  FrameFixture f("u-drag");
  ASSERT_TRUE(f.frame->runAction("editor.tool.hexside"));
  pump();
  ASSERT_TRUE(f.frame->toolOptions()->palette()->choose("creek"));
  const auto& L = f.doc().layout();
  const HexCoord h = hexAtOffset(f.doc(), 4, 4);
  // Pressed inside the hex, out to corner 0 and round five sides to corner 5: motion
  // events only at the corners, as a fast hand gives them.
  f.mouse(wxEVT_LEFT_DOWN, f.screenOf(L.hexToWorld(h)), true);
  std::vector<model::HexsideKey> u;
  for (int c = 0; c <= 5; ++c) {
    f.mouse(wxEVT_MOTION, f.screenOf(L.vertexPoint(model::vertex(h, c))), true);
    if (c > 0) u.push_back(model::hexside(h, c));
  }
  const auto previewed = f.frame->tools().active()->preview().hexsides;
  EXPECT_TRUE(f.doc().scenario().map.hexsideFeatures.empty());
  f.mouse(wxEVT_LEFT_UP, f.screenOf(L.vertexPoint(model::vertex(h, 5))), false);
  EXPECT_EQ(previewed, u);
  std::set<model::HexsideKey> painted;
  for (const auto& [key, features] : f.doc().scenario().map.hexsideFeatures) painted.insert(key);
  EXPECT_EQ(painted, std::set<model::HexsideKey>(u.begin(), u.end()));
  // Not the shortest chain between the ends, which is the sixth side alone.
  EXPECT_EQ(hexsideChain(L, f.doc().scenario().map, model::vertex(h, 0), model::vertex(h, 5)).size(), 1u);
  EXPECT_EQ(f.doc().history().size(), 1u);
}

// Bloody April's batteries in park at B0447, Shift-dragged as one stack beside the
// infantry in column: the in-park tab on the battery's counter, the column side printed.
TEST(EditorStacks, StatesOnTheCountersScreenshot) {
  REQUIRE_WX();
  FrameFixture f("stack-states");
  const fs::path bundle = f.dir / "bloody-april.hexw";
  fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "bloody-april.hexw", bundle, fs::copy_options::recursive);
  ASSERT_TRUE(f.frame->openFile(bundle));
  pump(200);
  Document& doc = f.doc();
  const auto& grid = doc.scenario().map.grid().convention;
  const auto at = [&](const std::string& label) { return model::parseLabel(label, grid).value(); };
  f.frame->runAction("editor.tool.select");
  f.canvas().centreOn(doc.layout().hexToWorld(at("B0546")));
  while (doc.layout().acrossFlats * f.canvas().viewport().scale() < 130) f.canvas().zoomBy(1.25);
  pump(100);
  const auto batteries = unitsAt(doc.scenario(), at("B0447"));
  ASSERT_EQ(batteries.size(), 2u);
  const wxPoint a = f.screenOf(at("B0447")), b = f.screenOf(at("B0346"));
  f.mouse(wxEVT_LEFT_DOWN, a, true, false, true);
  f.mouse(wxEVT_MOTION, b, true, false, true);
  f.mouse(wxEVT_LEFT_UP, b, false, false, true);
  EXPECT_EQ(unitsAt(doc.scenario(), at("B0346")), batteries);
  f.frame->Raise();
  pump(300);
  wxWindow& canvas = f.canvas();
  const wxSize size = canvas.GetClientSize();
  const wxRect crop(size.x / 2 - 340, size.y / 2 - 230, 680, 460);
  wxBitmap shot(size);
  {
    wxClientDC own(&canvas);
    wxMemoryDC mem(shot);
    mem.Blit(0, 0, size.x, size.y, &own, 0, 0);
  }
  EXPECT_TRUE(testing::saveScreenshot(shot.ConvertToImage().GetSubImage(crop.Intersect(wxRect(size))),
                                      "editor-stack-states.png"));
}

}  // namespace
}  // namespace hexwright::editor
