#include <wx/dnd.h>
#include <wx/menu.h>
#include <wx/sizer.h>

#include <functional>
#include <optional>
#include <set>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/panels.h"

namespace hexwright::editor {

struct OobPanel::Item : public wxTreeItemData {
  enum class Kind { Side, Formation, Unit } kind;
  std::string id;
  Item(Kind k, std::string i) : kind(k), id(std::move(i)) {}
};

namespace {

/// Text dropped on the canvas: "hexwright-unit:<id>".
constexpr const char* kUnitDragPrefix = "hexwright-unit:";

}  // namespace

OobPanel::OobPanel(wxWindow* parent) : wxPanel(parent) {
  m_tree = new wxTreeCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                          wxTR_HAS_BUTTONS | wxTR_HIDE_ROOT | wxTR_LINES_AT_ROOT | wxTR_SINGLE);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(m_tree, 1, wxEXPAND);
  SetSizer(sizer);
  m_tree->Bind(wxEVT_TREE_SEL_CHANGED, &OobPanel::onSelChanged, this);
  m_tree->Bind(wxEVT_TREE_ITEM_ACTIVATED, &OobPanel::onActivated, this);
  m_tree->Bind(wxEVT_TREE_BEGIN_DRAG, &OobPanel::onBeginDrag, this);
  m_tree->Bind(wxEVT_TREE_END_DRAG, &OobPanel::onEndDrag, this);
  m_tree->Bind(wxEVT_TREE_ITEM_MENU, &OobPanel::onMenu, this);
}

void OobPanel::setDocument(Document* doc) {
  m_doc = doc;
  rebuild();
}

const OobPanel::Item* OobPanel::itemData(const wxTreeItemId& id) const {
  return id.IsOk() ? dynamic_cast<const Item*>(m_tree->GetItemData(id)) : nullptr;
}

void OobPanel::rebuild() {
  m_syncing = true;
  m_tree->Freeze();
  // Remember what was expanded.
  std::set<std::string> expanded;
  for (const auto& [key, id] : m_items)
    if (id.IsOk() && m_tree->ItemHasChildren(id) && m_tree->IsExpanded(id)) expanded.insert(key);
  const bool first = m_items.empty();
  m_tree->DeleteAllItems();
  m_items.clear();
  const wxTreeItemId root = m_tree->AddRoot("OOB");
  if (m_doc) {
    const auto& s = m_doc->scenario();
    auto unitText = [&](const model::Unit& u) {
      std::string text = u.name.empty() ? u.id.value : u.name;
      if (!u.type.empty()) text += "  (" + u.type + ")";
      if (const auto* p = s.placementOf(u.id); p && p->hex) text += "  @" + hexLabel(s, *p->hex);
      return wxString::FromUTF8(text);
    };
    std::function<void(const wxTreeItemId&, const std::optional<model::FormationId>&, const model::SideId&)> addLevel;
    addLevel = [&](const wxTreeItemId& parent, const std::optional<model::FormationId>& f, const model::SideId& side) {
      for (const auto* child : s.oob.childFormations(f, side)) {
        std::string text = child->name.empty() ? child->id.value : child->name;
        if (!child->level.empty()) text += "  [" + child->level + "]";
        const auto item = m_tree->AppendItem(parent, wxString::FromUTF8(text), -1, -1,
                                             new Item(Item::Kind::Formation, child->id.value));
        m_tree->SetItemBold(item, true);
        m_items["f:" + child->id.value] = item;
        addLevel(item, child->id, side);
        for (const auto* u : s.oob.unitsIn(child->id)) {
          m_items["u:" + u->id.value] =
              m_tree->AppendItem(item, unitText(*u), -1, -1, new Item(Item::Kind::Unit, u->id.value));
        }
      }
    };
    for (const auto& side : s.sides) {
      const auto item = m_tree->AppendItem(root, wxString::FromUTF8(side.name.empty() ? side.id.value : side.name), -1,
                                           -1, new Item(Item::Kind::Side, side.id.value));
      m_items["s:" + side.id.value] = item;
      addLevel(item, std::nullopt, side.id);
      for (const auto& u : s.oob.units)  // units outside any formation
        if (!u.formation && u.side == side.id)
          m_items["u:" + u.id.value] =
              m_tree->AppendItem(item, unitText(u), -1, -1, new Item(Item::Kind::Unit, u.id.value));
    }
  }
  for (const auto& [key, id] : m_items)
    if (m_tree->ItemHasChildren(id) && (first ? key[0] == 's' : expanded.count(key) > 0)) m_tree->Expand(id);
  m_tree->Thaw();
  m_syncing = false;
  syncSelection();
}

void OobPanel::syncSelection() {
  if (!m_doc) return;
  const auto& sel = m_doc->selection();
  std::string key;
  if (sel.kind == Selection::Kind::Unit) key = "u:" + sel.id;
  if (sel.kind == Selection::Kind::Formation) key = "f:" + sel.id;
  auto it = m_items.find(key);
  if (it == m_items.end()) return;
  m_syncing = true;
  m_tree->EnsureVisible(it->second);
  m_tree->SelectItem(it->second);
  m_syncing = false;
}

std::pair<std::string, std::string> OobPanel::target() const {
  std::string side, formation;
  if (m_doc && !m_doc->scenario().sides.empty()) side = m_doc->scenario().sides.front().id.value;
  if (const Item* item = itemData(m_tree->GetSelection())) {
    const auto& s = m_doc->scenario();
    if (item->kind == Item::Kind::Side) side = item->id;
    if (item->kind == Item::Kind::Formation) {
      formation = item->id;
      if (const auto* f = s.oob.findFormation(model::FormationId{item->id})) side = f->side.value;
    }
    if (item->kind == Item::Kind::Unit) {
      if (const auto* u = s.oob.findUnit(model::UnitId{item->id})) {
        side = u->side.value;
        formation = u->formation ? u->formation->value : "";
      }
    }
  }
  return {side, formation};
}

void OobPanel::onSelChanged(wxTreeEvent& e) {
  if (m_syncing || !m_doc) return;
  const Item* item = itemData(e.GetItem());
  if (!item) return;
  if (item->kind == Item::Kind::Unit) m_doc->select(Selection::of(Selection::Kind::Unit, item->id));
  if (item->kind == Item::Kind::Formation) m_doc->select(Selection::of(Selection::Kind::Formation, item->id));
  if (item->kind == Item::Kind::Side) m_doc->select(Selection::of(Selection::Kind::Scenario, {}));
}

void OobPanel::onActivated(wxTreeEvent& e) {
  const Item* item = itemData(e.GetItem());
  if (item && item->kind == Item::Kind::Unit && onArmUnit) onArmUnit(item->id);
}

void OobPanel::onBeginDrag(wxTreeEvent& e) {
  const Item* item = itemData(e.GetItem());
  if (!item || item->kind == Item::Kind::Side) return;
  m_dragItem = e.GetItem();
  if (item->kind == Item::Kind::Unit) {
    // Units can leave the tree for the map: a text drag the canvas understands.
    wxTextDataObject data(wxString::FromUTF8(kUnitDragPrefix + item->id));
    wxDropSource source(data, this);
    if (source.DoDragDrop(wxDrag_CopyOnly) == wxDragCopy) {
      m_dragItem = wxTreeItemId();
      return;
    }
  }
  e.Allow();  // otherwise a move inside the tree (END_DRAG)
}

void OobPanel::onEndDrag(wxTreeEvent& e) {
  const Item* dragged = itemData(m_dragItem);
  const Item* onto = itemData(e.GetItem());
  m_dragItem = wxTreeItemId();
  if (!dragged || !onto || !m_doc) return;
  std::string formation = onto->kind == Item::Kind::Formation ? onto->id : "";
  std::string before;
  if (onto->kind == Item::Kind::Unit) {
    const auto* u = m_doc->scenario().oob.findUnit(model::UnitId{onto->id});
    formation = u && u->formation ? u->formation->value : "";
    before = onto->id;
  }
  if (dragged->kind == Item::Kind::Unit) {
    if (!formation.empty() || !before.empty()) moveUnit(*m_doc, dragged->id, formation, before);
  } else if (dragged->kind == Item::Kind::Formation) {
    moveFormation(*m_doc, dragged->id, onto->kind == Item::Kind::Side ? "" : formation);
  }
}

void OobPanel::onMenu(wxTreeEvent& e) {
  if (e.GetItem().IsOk()) m_tree->SelectItem(e.GetItem());
  wxMenu menu;
  const std::vector<std::pair<std::string, wxString>> entries{{"editor.oob.addFormation", "Add Formation"},
                                                              {"editor.oob.addUnit", "Add Unit"},
                                                              {"editor.oob.addLeader", "Add Leader"},
                                                              {"editor.oob.paste", "Paste Units from Spreadsheet"},
                                                              {"editor.edit.delete", "Delete"}};
  for (std::size_t i = 0; i < entries.size(); ++i)
    menu.Append(wxID_HIGHEST + 500 + static_cast<int>(i), entries[i].second);
  const int chosen = GetPopupMenuSelectionFromUser(menu);
  if (chosen == wxID_NONE) return;
  const auto index = static_cast<std::size_t>(chosen - wxID_HIGHEST - 500);
  if (index < entries.size() && onAction) onAction(entries[index].first);
}

/// Accepts units dragged from the OOB tree.
class UnitDropTarget : public wxTextDropTarget {
 public:
  explicit UnitDropTarget(MapCanvas& canvas) : m_canvas(canvas) {}
  bool OnDropText(wxCoord x, wxCoord y, const wxString& text) override {
    const std::string s = text.utf8_string();
    const std::string prefix = kUnitDragPrefix;
    if (s.rfind(prefix, 0) != 0) return false;
    m_canvas.dropUnit(s.substr(prefix.size()), wxPoint(x, y));
    return true;
  }

 private:
  MapCanvas& m_canvas;
};

void installUnitDropTarget(MapCanvas& canvas) { canvas.SetDropTarget(new UnitDropTarget(canvas)); }

}  // namespace hexwright::editor
