// The menu bar and toolbar built from the action tables, and keeping their state current.
#include <wx/artprov.h>
#include <wx/menu.h>
#include <wx/toolbar.h>

#include "editor/gui/cairo_image.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/render/tool_icons.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

/// Accelerators with a modifier or a function key go on the menu; single keys are
/// handled by the canvas only, so typing in a text field never switches tools.
bool menuAccelerator(const std::string& accel) {
  return accel.find("Ctrl+") != std::string::npos || accel.find("Alt+") != std::string::npos ||
         (accel.size() >= 2 && accel[0] == 'F' && std::isdigit(static_cast<unsigned char>(accel[1])));
}

/// The menu label: accelerators after a tab (wx makes them menu shortcuts); single-key
/// shortcuts in brackets, shown but not registered, since GTK would take the key from
/// text fields.
wxString menuText(const ActionDef& a, const std::string& label) {
  wxString text = wxString::FromUTF8(label);
  if (a.accelerator.empty()) return text;
  if (menuAccelerator(a.accelerator)) return text + "\t" + wxString::FromUTF8(a.accelerator);
  return text + "  (" + wxString::FromUTF8(a.accelerator) + ")";
}

constexpr int kIconPixels = 24;

/// A toolbar bitmap: editing tools drawn by the map painter (render/tool_icons.h),
/// file and edit actions from the icon theme (Adwaita, via GTK).
wxBitmap toolBitmap(const ActionDef& a) {
  const std::string prefix = "editor.tool.";
  if (a.id.rfind(prefix, 0) == 0) {
    if (cairo_surface_t* icon = renderToolIcon(a.id.substr(prefix.size()), kIconPixels)) {
      wxBitmap bmp(imageFromCairo(icon, true));
      cairo_surface_destroy(icon);
      return bmp;
    }
  }
  if (!a.icon.empty())
    return wxArtProvider::GetBitmap(wxString::FromUTF8(a.icon), wxART_TOOLBAR, wxSize(kIconPixels, kIconPixels));
  return wxBitmap();
}

std::string cleanLabel(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), '&'), s.end());
  return s;
}

const std::string kPanelPrefix = "editor.view.panel.";

}  // namespace

void MainFrame::buildMenus() {
  auto* bar = new wxMenuBar;
  for (const auto& area : actionAreas()) {
    auto* menu = new wxMenu;
    wxMenu* panels = nullptr;  // View > Panels
    for (const auto& a : *area.actions) {
      if (a.id.empty()) {
        menu->AppendSeparator();
        continue;
      }
      if (a.id.rfind(kPanelPrefix, 0) == 0) {
        if (!panels) {
          panels = new wxMenu;
          menu->AppendSubMenu(panels, "&Panels");
        }
        panels->AppendCheckItem(m_ids.at(a.id), menuText(a, a.label), wxString::FromUTF8(a.help));
        continue;
      }
      const int id = m_ids.at(a.id);
      const wxString text = menuText(a, a.label);
      const wxString help = wxString::FromUTF8(a.help);
      switch (a.kind) {
        case ActionDef::Kind::Normal:
          menu->Append(id, text, help);
          break;
        case ActionDef::Kind::Check:
          menu->AppendCheckItem(id, text, help);
          break;
        case ActionDef::Kind::Radio:
          menu->AppendRadioItem(id, text, help);
          break;
      }
      if (a.id == "editor.file.saveAs") {  // recent files below Save As
        auto* recent = new wxMenu;
        menu->AppendSubMenu(recent, "Open &Recent");
        m_recent.UseMenu(recent);
      }
    }
    bar->Append(menu, wxString::FromUTF8(area.title));
  }
  SetMenuBar(bar);
  if (config()) m_recent.AddFilesToMenu();
}

void MainFrame::buildToolbar() {
  // Icons only: with text labels the tools overflow a 1400-pixel window.
  m_toolbar = CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT);
  m_toolbar->SetToolBitmapSize(wxSize(kIconPixels, kIconPixels));
  bool toolsStarted = false;
  for (const auto& area : actionAreas()) {
    for (const auto& a : *area.actions) {
      if (a.id.empty() || !a.toolbar) continue;
      if (a.kind == ActionDef::Kind::Radio && !toolsStarted) {
        m_toolbar->AddSeparator();
        toolsStarted = true;
      }
      const wxString label = wxString::FromUTF8(cleanLabel(a.label)).BeforeFirst('.');
      m_toolbar->AddTool(m_ids.at(a.id), label, toolBitmap(a), wxString::FromUTF8(tooltipText(a)),
                         a.kind == ActionDef::Kind::Radio ? wxITEM_RADIO : wxITEM_NORMAL);
    }
  }
  m_toolbar->Realize();
}

int MainFrame::wxIdOf(const std::string& action) const {
  auto it = m_ids.find(action);
  return it == m_ids.end() ? wxID_NONE : it->second;
}

void MainFrame::updateUi() {
  const ActionContext c = actionContext();
  wxMenuBar* bar = GetMenuBar();
  for (const auto& area : actionAreas()) {
    for (const auto& a : *area.actions) {
      if (a.id.empty()) continue;
      const int id = m_ids.at(a.id);
      const bool enabled = m_handlers.count(a.id) && isEnabled(a, c);
      if (bar && bar->FindItem(id)) {
        bar->Enable(id, enabled);
        const std::string reason = unavailableReason(a, c);
        const wxString help = wxString::FromUTF8(reason.empty() ? a.help : reason);
        if (bar->GetHelpString(id) != help) bar->SetHelpString(id, help);
        if (a.checked && a.kind != ActionDef::Kind::Normal) bar->Check(id, a.checked(c));
      }
      if (m_toolbar && m_toolbar->FindById(id)) {
        m_toolbar->EnableTool(id, enabled);
        // A tool the ruleset lacks says why in its tooltip.
        const std::string reason = unavailableReason(a, c);
        const wxString tip = wxString::FromUTF8(reason.empty() ? tooltipText(a) : cleanLabel(a.label) + ": " + reason);
        if (m_toolbar->GetToolShortHelp(id) != tip) m_toolbar->SetToolShortHelp(id, tip);
        if (a.checked && a.kind == ActionDef::Kind::Radio) m_toolbar->ToggleTool(id, a.checked(c));
      }
    }
  }
  // Undo and redo say what they will do.
  if (bar && m_doc) {
    const auto& undo = *findAction("editor.edit.undo");
    const auto& redo = *findAction("editor.edit.redo");
    const std::string u = c.canUndo ? "&Undo " + m_doc->history().undoLabel() : "&Undo";
    const std::string r = c.canRedo ? "&Redo " + m_doc->history().redoLabel() : "&Redo";
    bar->SetLabel(m_ids.at(undo.id), menuText(undo, u));
    bar->SetLabel(m_ids.at(redo.id), menuText(redo, r));
  }
  wxString title = "Hexwright";
  if (m_doc) {
    title = wxString::FromUTF8(m_doc->displayName()) + (m_doc->isModified() ? "*" : "") + L" — " +
            wxString::FromUTF8(m_doc->scenario().title) + L" — Hexwright";
  }
  if (GetTitle() != title) SetTitle(title);
}

}  // namespace hexwright::editor
