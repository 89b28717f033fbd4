// Copy and stamp under X with real wx events: a Select drag over the canvas, Edit > Copy
// and Paste as Stamp through their menu events (what Ctrl+C and Ctrl+V send), the stamp
// turned with Z on the canvas, a click that stamps, one Ctrl+Z that puts every byte back,
// Escape back to Select. The stamp's preview is the screenshot docs/editor.md shows
// (written to $HEXWRIGHT_SCREENSHOT_DIR, default the system temp dir).
#include <gtest/gtest.h>
#include <wx/dcmemory.h>
#include <wx/imagpng.h>
#include <wx/menu.h>
#include <wx/quantize.h>

#include <cstdlib>
#include <memory>

#include "editor/core/map_region.h"
#include "editor/gui/tool_options.h"
#include "frame_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/io/bundle.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using model::HexCoord;
using testing::FrameFixture;
using testing::hexAtOffset;
using testing::pump;

std::string saved(const Document& doc) {
  const auto d = io::writeDocuments(doc.scenario());
  return d.scenarioXml + d.mapXml + d.oobXml;
}

/// The menu event a menu shortcut sends (Ctrl+C, Ctrl+V, Ctrl+Z), after checking the
/// menu shows that shortcut.
void menuShortcut(FrameFixture& f, const std::string& action, int key) {
  wxMenuItem* item = f.frame->GetMenuBar()->FindItem(f.frame->wxIdOf(action));
  ASSERT_NE(item, nullptr) << action;
  std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
  ASSERT_NE(accel, nullptr) << action;
  EXPECT_EQ(accel->GetKeyCode(), key) << action;
  EXPECT_EQ(accel->GetFlags(), wxACCEL_CTRL) << action;
  f.frame->updateUi();
  ASSERT_TRUE(item->IsEnabled()) << action;
  wxCommandEvent menu(wxEVT_MENU, item->GetId());
  f.frame->GetEventHandler()->ProcessEvent(menu);
  pump(30);
}

void pressKey(wxWindow* w, int code, int unicode = 0) {
  wxKeyEvent e(wxEVT_KEY_DOWN);
  e.SetEventObject(w);
  e.m_keyCode = code;
  e.m_uniChar = static_cast<wxChar>(unicode);
  w->GetEventHandler()->ProcessEvent(e);
}

/// A piece of country worth copying: woods on a hill with a creek and a road through it.
void paintCountry(Document& doc, HexCoord c) {
  std::vector<HexCoord> woods{c};
  for (int d : {0, 1, 5}) woods.push_back(model::neighbor(c, d));
  doc.execute(std::make_unique<model::SetTerrain>(woods, "woods"));
  doc.execute(std::make_unique<model::SetTerrain>(std::vector{model::neighbor(c, 3)}, "marsh"));
  doc.execute(std::make_unique<model::SetElevation>(std::vector{c, model::neighbor(c, 0)}, 2));
  for (int d : {2, 3})
    doc.execute(std::make_unique<model::SetHexsideFeatures>(
        model::hexside(c, d), std::vector{model::HexsideFeature{"creek", std::nullopt, {}}}, "creek"));
  const model::Route road{model::RouteId{"route-1"}, "road", "", {model::neighbor(c, 4), c, model::neighbor(c, 1)}};
  doc.execute(std::make_unique<model::SetRoute>("route-1", road));
}

void saveScreenshot(wxWindow* w, const std::string& name) {
  w->Update();
  pump(100);
  const wxSize size = w->GetSize();
  wxBitmap shot(size);
  {
    wxWindowDC own(w);
    wxMemoryDC mem(shot);
    mem.Blit(0, 0, size.x, size.y, &own, 0, 0);
  }
  wxImage reduced;
  const wxImage image = shot.ConvertToImage();
  if (!wxQuantize::Quantize(image, reduced, 256, nullptr, wxQUANTIZE_FILL_DESTINATION_IMAGE)) reduced = image;
  reduced.SetOption(wxIMAGE_OPTION_PNG_FORMAT, wxPNG_TYPE_PALETTE);
  reduced.SetOption(wxIMAGE_OPTION_PNG_COMPRESSION_LEVEL, 9);
  const char* dir = std::getenv("HEXWRIGHT_SCREENSHOT_DIR");
  const fs::path path = dir && *dir ? fs::path(dir) : fs::temp_directory_path();
  std::error_code ignored;
  fs::create_directories(path, ignored);
  EXPECT_TRUE(reduced.SaveFile(wxString::FromUTF8((path / name).string()), wxBITMAP_TYPE_PNG));
}

TEST(EditorStamp, SelectCopyStampTurnAndUndoWithWxEvents) {
  REQUIRE_WX();
  FrameFixture f("stamp");
  const HexCoord c = hexAtOffset(f.doc(), 2, 3);
  paintCountry(f.doc(), c);
  pump(50);
  ASSERT_TRUE(f.frame->runAction("editor.tool.select"));
  // Drag over the canvas from the hex north-west of the woods to the one south-east.
  f.drag({f.screenOf(model::neighbor(model::neighbor(c, 5), 0)), f.screenOf(model::neighbor(c, 2)),
          f.screenOf(model::neighbor(model::neighbor(c, 2), 3))});
  ASSERT_EQ(f.doc().selection().kind, Selection::Kind::Region);
  const auto selected = f.doc().selection().hexes;
  EXPECT_NE(std::find(selected.begin(), selected.end(), c), selected.end());

  f.canvas().SetFocus();  // Ctrl+C in a text field copies its text, not hexes
  menuShortcut(f, "editor.edit.copy", 'C');
  ASSERT_TRUE(f.frame->stampTool().stamp().has_value());
  const MapRegion copied = *f.frame->stampTool().stamp();
  EXPECT_EQ(copied.hexes.size(), selected.size());
  menuShortcut(f, "editor.edit.paste", 'V');
  EXPECT_EQ(f.frame->tools().active()->id(), "stamp");

  // The stamp follows the pointer; Z on the canvas turns it a sixth of a turn clockwise.
  const HexCoord target = hexAtOffset(f.doc(), 7, 4);
  f.mouse(wxEVT_MOTION, f.screenOf(target), false);
  pressKey(&f.canvas(), 'Z', 'z');
  EXPECT_EQ(*f.frame->stampTool().stamp(), rotated(copied, 1));
  // The options bar's Mirror button flips it left to right.
  auto* mirror = wxWindow::FindWindowByName("editor.tool.stampMirrorLeftRight", f.frame->toolOptions());
  ASSERT_NE(mirror, nullptr);
  wxCommandEvent press(wxEVT_BUTTON, mirror->GetId());
  press.SetEventObject(mirror);
  mirror->GetEventHandler()->ProcessEvent(press);
  const MapRegion turned = mirrored(rotated(copied, 1), MirrorAxis::LeftRight);
  EXPECT_EQ(*f.frame->stampTool().stamp(), turned);
  f.mouse(wxEVT_MOTION, f.screenOf(target), false);
  EXPECT_FALSE(f.frame->stampTool().preview().tints.empty());
  f.canvas().Refresh(false);
  saveScreenshot(&f.canvas(), "editor-stamp-preview.png");

  const std::string before = saved(f.doc());
  const auto steps = f.doc().history().size();
  f.click(f.screenOf(target));
  EXPECT_EQ(f.doc().history().size(), steps + 1);
  const auto& map = f.doc().scenario().map;
  for (const auto& h : turned.hexes) {
    EXPECT_EQ(map.terrainAt(h.at + target), h.terrain);
    EXPECT_EQ(map.elevationAt(h.at + target), h.elevation);
  }
  ASSERT_FALSE(turned.sides.empty());
  for (const auto& s : turned.sides) {
    const auto* there = map.featuresAt(model::HexsideKey{s.side.hex + target, s.side.side});
    ASSERT_NE(there, nullptr);
    EXPECT_EQ(*there, s.features);
  }

  menuShortcut(f, "editor.edit.undo", 'Z');
  EXPECT_EQ(saved(f.doc()), before);

  pressKey(&f.canvas(), WXK_ESCAPE);
  EXPECT_EQ(f.frame->tools().active()->id(), "select");
}

}  // namespace
}  // namespace hexwright::editor
