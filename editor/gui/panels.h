#pragma once
// The dockable panels around the canvas. Each shows one aspect of the document and
// turns clicks into selections or model commands; none holds model state of its own.
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/propgrid/propgrid.h>
#include <wx/scrolwin.h>
#include <wx/slider.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/treectrl.h>

#include <chrono>
#include <functional>
#include <map>
#include <string>

#include "editor/core/diagnostics_filter.h"
#include "editor/core/document.h"
#include "editor/core/properties.h"
#include "editor/render/map_view.h"

namespace hexwright::editor {

class MapCanvas;

/// Sides, formations and units. Selecting an item selects it in the document; dragging a
/// unit onto the map places it; dragging it onto a formation moves it there; the context
/// menu adds and removes formations, units and leaders.
class OobPanel : public wxPanel {
 public:
  explicit OobPanel(wxWindow* parent);
  void setDocument(Document* doc);
  /// Rebuilds the tree (after OOB or setup changes).
  void rebuild();
  /// Selects the tree item of the document's selection.
  void syncSelection();
  wxTreeCtrl* tree() const { return m_tree; }
  /// The side and formation new units go to: the selected formation, or the selected
  /// unit's formation, or the first side.
  std::pair<std::string, std::string> target() const;
  /// Asked to arm the unit placement tool with a unit (double-click).
  std::function<void(const std::string& unit)> onArmUnit;
  /// Runs an action of the OOB table (context menu).
  std::function<void(const std::string& action)> onAction;

 private:
  struct Item;
  void onSelChanged(wxTreeEvent& e);
  void onActivated(wxTreeEvent& e);
  void onBeginDrag(wxTreeEvent& e);
  void onEndDrag(wxTreeEvent& e);
  void onMenu(wxTreeEvent& e);
  const Item* itemData(const wxTreeItemId& id) const;

  Document* m_doc = nullptr;
  wxTreeCtrl* m_tree;
  wxTreeItemId m_dragItem;
  bool m_syncing = false;
  std::map<std::string, wxTreeItemId> m_items;  // "u:<id>" / "f:<id>" / "s:<id>"
};

/// The property grid for the selection, built from the schema (properties.h). Values are
/// checked as they are typed; a refused value stays in the editor with the reason shown.
class PropertyPanel : public wxPanel {
 public:
  explicit PropertyPanel(wxWindow* parent);
  void setDocument(Document* doc);
  void rebuild();
  wxPropertyGrid* grid() const { return m_grid; }
  /// Shows messages ("strength must be at most 12").
  std::function<void(const wxString&)> onMessage;

 private:
  void appendRows(const std::vector<PropertyRow>& rows);
  /// True when the grid or its editor has the keyboard focus.
  bool holdsFocus() const;
  /// Selects the row called `name`, or the first row when it is gone.
  void keepARowSelected(const wxString& name);
  void onChanging(wxPropertyGridEvent& e);
  void onChanged(wxPropertyGridEvent& e);
  void onEditorText(wxCommandEvent& e);

  Document* m_doc = nullptr;
  wxPropertyGrid* m_grid;
  wxStaticText* m_status;
  bool m_rebuilding = false;
};

/// The diagnostics of the last validation run: live problems first, waived ones grouped
/// at the end (core/diagnostics_filter.h), filtered by severity, rule and a search. A
/// click selects and shows the hex or unit the diagnostic names.
class DiagnosticsPanel : public wxPanel {
 public:
  explicit DiagnosticsPanel(wxWindow* parent);
  void setDocument(Document* doc);
  void rebuild();
  wxListCtrl* list() const { return m_list; }
  wxChoice* severityChoice() const { return m_severity; }
  wxChoice* ruleChoice() const { return m_rule; }
  wxTextCtrl* searchBox() const { return m_search; }
  /// Called with the diagnostic's index when the user picks one.
  std::function<void(std::size_t)> onJump;

 private:
  DiagnosticsFilter filter() const;
  Document* m_doc = nullptr;
  wxChoice* m_severity;
  wxChoice* m_rule;
  wxTextCtrl* m_search;
  wxCheckBox* m_showWaived;
  wxListCtrl* m_list;
  wxStaticText* m_summary;
};

/// The scan view, opacities and layer visibility for the canvas; scrolls when the pane is short.
class LayersPanel : public wxScrolledWindow {
 public:
  explicit LayersPanel(wxWindow* parent);
  void setOptions(const MapViewOptions& o);
  MapViewOptions options() const;
  std::function<void(const MapViewOptions&)> onChange;
  wxSlider* backgroundOpacity() const { return m_backgroundOpacity; }
  wxSlider* terrainOpacity() const { return m_terrainOpacity; }
  /// "Show the scan" (render/scan_view.h).
  wxCheckBox* showScan() const { return m_showScan; }
  /// The check box of a layer ("terrain", "natural", …); null for an unknown key.
  wxCheckBox* box(const std::string& key) const {
    const auto it = m_boxes.find(key);
    return it == m_boxes.end() ? nullptr : it->second;
  }

 private:
  void fire();
  std::map<std::string, wxCheckBox*> m_boxes;
  wxCheckBox* m_showScan;
  wxSlider* m_terrainOpacity;
  wxSlider* m_backgroundOpacity;
  MapViewOptions m_options;
};

/// The whole map at a glance with the canvas's view as a rectangle; click or drag to
/// move the view.
class MiniMap : public wxWindow {
 public:
  MiniMap(wxWindow* parent, MapCanvas& canvas);
  void setDocument(Document* doc);
  /// The map changed: redraw the thumbnail when next idle.
  void markStale() { m_stale = true; }
  void viewMoved() { Refresh(false); }

 private:
  void onPaint(wxPaintEvent&);
  void onMouse(wxMouseEvent&);
  void onIdle(wxIdleEvent&);
  void renderThumbnail();
  Document* m_doc = nullptr;
  MapCanvas& m_canvas;
  Viewport m_thumbView;
  wxBitmap m_thumb;
  bool m_stale = true;
  std::chrono::steady_clock::time_point m_lastRender;
};

/// The labelled undo history; clicking a step undoes or redoes to it.
class HistoryPanel : public wxPanel {
 public:
  explicit HistoryPanel(wxWindow* parent);
  void setDocument(Document* doc);
  void rebuild();
  wxListBox* list() const { return m_list; }

 private:
  Document* m_doc = nullptr;
  wxListBox* m_list;
};

}  // namespace hexwright::editor
