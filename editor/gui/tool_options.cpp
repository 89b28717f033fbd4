#include "editor/gui/tool_options.h"

#include <wx/bmpcbox.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <iterator>
#include <optional>

#include "editor/core/editing.h"
#include "editor/core/tool_availability.h"
#include "editor/core/tools/tools.h"
#include "editor/gui/swatch_palette.h"
#include "model/analysis/table_line_of_sight.h"

namespace hexwright::editor {

using Items = std::vector<std::pair<std::string, std::string>>;

ToolOptionsBar::ToolOptionsBar(wxWindow* parent, ToolSettings& settings) : wxPanel(parent), m_settings(settings) {
  SetSizer(new wxBoxSizer(wxHORIZONTAL));
}

void ToolOptionsBar::addChoice(const wxString& label, const Items& items, std::string& target,
                               std::function<void()> changed) {
  GetSizer()->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
  auto* choice = new wxChoice(this, wxID_ANY);
  int selected = -1;
  for (std::size_t i = 0; i < items.size(); ++i) {
    choice->Append(wxString::FromUTF8(items[i].second));
    if (items[i].first == target) selected = static_cast<int>(i);
  }
  if (selected < 0 && !items.empty()) {
    selected = 0;
    target = items[0].first;
  }
  if (selected >= 0) choice->SetSelection(selected);
  choice->Bind(wxEVT_CHOICE, [this, &target, items, changed](wxCommandEvent& e) {
    if (e.GetSelection() >= 0) target = items[static_cast<std::size_t>(e.GetSelection())].first;
    if (changed) changed();
    if (onChanged) onChanged();
  });
  GetSizer()->Add(choice, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
}

void ToolOptionsBar::addPalette(const wxString& label, SwatchKind kind, std::vector<SwatchPalette::Item> items,
                                std::string& target, std::function<void()> changed) {
  GetSizer()->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
  auto* palette = new SwatchPalette(this, *m_doc, kind, std::move(items), target, [this, changed] {
    if (changed) changed();
    if (onChanged) onChanged();
  });
  GetSizer()->Add(palette, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
  m_palette = palette;
}

void ToolOptionsBar::addSpin(const wxString& label, int min, int max, int& target) {
  GetSizer()->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
  // Its natural size: GTK 3 draws + and - buttons beside the digits.
  auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, min,
                              max, target);
  spin->Bind(wxEVT_SPINCTRL, [this, &target](wxSpinEvent& e) {
    target = e.GetPosition();
    if (onChanged) onChanged();
  });
  GetSizer()->Add(spin, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
}

void ToolOptionsBar::addText(const wxString& label, std::string& target) {
  GetSizer()->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
  auto* text = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(target), wxDefaultPosition, wxSize(160, -1));
  text->Bind(wxEVT_TEXT, [&target](wxCommandEvent& e) { target = e.GetString().utf8_string(); });
  GetSizer()->Add(text, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
}

void ToolOptionsBar::addCheck(const wxString& label, bool& target) {
  auto* box = new wxCheckBox(this, wxID_ANY, label);
  box->SetValue(target);
  box->Bind(wxEVT_CHECKBOX, [this, &target](wxCommandEvent& e) {
    target = e.IsChecked();
    if (onChanged) onChanged();
  });
  GetSizer()->Add(box, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
}

void ToolOptionsBar::addStampButtons() {
  for (const auto& [action, label] :
       {std::pair<std::string, const char*>{"editor.tool.stampRotate", "Turn 60\u00b0 (Z)"},
        {"editor.tool.stampMirrorLeftRight", "Mirror left-right (H)"},
        {"editor.tool.stampMirrorTopBottom", "Mirror top-bottom (V)"}}) {
    auto* button =
        new wxButton(this, wxID_ANY, wxString::FromUTF8(label), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    button->SetName(wxString::FromUTF8(action));
    button->Bind(wxEVT_BUTTON, [this, id = action](wxCommandEvent&) {
      if (onAction) onAction(id);
    });
    GetSizer()->Add(button, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
  }
  GetSizer()->Add(new wxStaticText(this, wxID_ANY, "Click stamps (one undo step); Esc goes back to Select"), 0,
                  wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
}

void ToolOptionsBar::showFor(const std::string& toolId, const Document* doc) {
  m_tool = toolId;
  m_doc = doc;
  m_palette = nullptr;
  m_unitChoice = nullptr;
  Freeze();
  DestroyChildren();
  GetSizer()->Clear();
  const auto unavailable =
      doc ? unavailableTools(doc->ruleset(), doc->scenario()) : std::map<std::string, std::string>{};
  if (doc) {
    const auto& r = doc->ruleset();
    const auto& s = doc->scenario();
    Items sides{{"", "(none)"}};
    for (const auto& side : s.sides) sides.push_back({side.id.value, side.name.empty() ? side.id.value : side.name});
    auto rule = [](const std::string& number) { return number.empty() ? std::string{} : "(rule " + number + ")"; };
    if (unavailable.count(toolId)) {
      // The ruleset has nothing for this tool: say why instead of offering empty lists.
      GetSizer()->Add(new wxStaticText(this, wxID_ANY, wxString::FromUTF8(unavailable.at(toolId))), 0,
                      wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
    } else if (toolId == "terrain" || toolId == "suggest") {
      std::vector<SwatchPalette::Item> terrain;
      for (const auto& t : r.terrain)
        if (!t.geometry) terrain.push_back({t.id, t.name.empty() ? t.id : t.name, rule(t.rule)});
      // Unknown or unset: start with the first type that is not the ground every hex
      // already has, so a first stroke shows.
      if (std::none_of(terrain.begin(), terrain.end(), [&](const auto& i) { return i.id == m_settings.terrain; })) {
        auto it = std::find_if(terrain.begin(), terrain.end(), [&](const auto& i) { return i.id != r.defaultTerrain; });
        if (it != terrain.end()) m_settings.terrain = it->id;
      }
      addPalette("Terrain", SwatchKind::Terrain, std::move(terrain), m_settings.terrain);
      addSpin("Brush", 1, 3, m_settings.brushSize);
      if (toolId == "terrain") {
        addCheck("Flood fill", m_settings.floodFill);
      } else {
        addSpin("Accept from %", 10, 100, m_settings.suggestConfidencePercent);
        GetSizer()->Add(
            new wxStaticText(this, wxID_ANY, "Click: example. Enter: accept. Shift/Alt-drag: accept/reject"), 0,
            wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
      }
    } else if (toolId == "hexside") {
      std::vector<SwatchPalette::Item> types;
      for (const auto& t : r.hexsides)
        types.push_back(
            {t.id, t.name.empty() ? t.id : t.name,
             (t.directional ? "(directional: points toward the " +
                                  (t.towardMeaning.empty() ? std::string("hex on the right") : t.towardMeaning) + ") "
                            : std::string{}) +
                 rule(t.rule)});
      addPalette("Hexside", SwatchKind::Hexside, std::move(types), m_settings.hexsideType);
    } else if (toolId == "elevation") {
      GetSizer()->Add(new wxStaticText(this, wxID_ANY, "Mode"), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
      auto* choice = new wxChoice(this, wxID_ANY);
      choice->Append("Set");
      choice->Append("Raise");
      choice->Append("Lower");
      choice->SetSelection(static_cast<int>(m_settings.elevationMode));
      choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_settings.elevationMode = static_cast<ElevationMode>(e.GetSelection());
      });
      GetSizer()->Add(choice, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
      const LevelRange levels = elevationRange(r);
      m_settings.elevationLevel = std::clamp(m_settings.elevationLevel, levels.min, levels.max);
      addSpin("Level", levels.min, levels.max, m_settings.elevationLevel);
      addSpin("Brush", 1, 3, m_settings.brushSize);
    } else if (toolId == "route") {
      std::vector<SwatchPalette::Item> types;
      for (const auto& t : r.routes) types.push_back({t.id, t.name.empty() ? t.id : t.name, rule(t.rule)});
      addPalette("Route", SwatchKind::Route, std::move(types), m_settings.routeType);
    } else if (toolId == "feature") {
      std::vector<SwatchPalette::Item> types;
      for (const auto& t : r.features) types.push_back({t.id, t.name.empty() ? t.id : t.name, rule(t.rule)});
      addPalette("Feature", SwatchKind::Feature, std::move(types), m_settings.featureType,
                 [this] { CallAfter([this] { refresh(); }); });
      // The chosen type's attributes (camp type, owner side, VP value…) from the schema.
      const auto* type = r.findFeature(m_settings.featureType);
      for (auto it = m_settings.featureAttributes.begin(); it != m_settings.featureAttributes.end();) {
        const bool declared = type && model::findAttribute(type->attributes, it->first);
        it = declared ? std::next(it) : m_settings.featureAttributes.erase(it);
      }
      if (type) {
        for (const auto& def : type->attributes) {
          const wxString label = wxString::FromUTF8(def.label.empty() ? def.name : def.label);
          const std::string current = m_settings.featureAttributes.count(def.name)
                                          ? model::formatAttribute(m_settings.featureAttributes.at(def.name))
                                          : std::string{};
          GetSizer()->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
          auto set = [this, def](const std::string& text) {
            auto v = text.empty() ? std::nullopt : model::parseAttribute(text, def.type);
            if (v)
              m_settings.featureAttributes[def.name] = *v;
            else
              m_settings.featureAttributes.erase(def.name);
          };
          // Closed lists and owner sides are choices; anything else is typed.
          Items values{{"", "(unknown)"}};
          if (!def.allowedValues.empty()) {
            for (const auto& a : def.allowedValues) values.push_back({a, a});
          } else if (def.name == "owner" || def.name == "side") {
            values = sides;
          }
          if (values.size() > 1 || def.type == model::AttributeType::Boolean) {
            if (def.type == model::AttributeType::Boolean)
              values = {{"", "(unknown)"}, {"true", "yes"}, {"false", "no"}};
            auto* choice = new wxChoice(this, wxID_ANY);
            int sel = 0;
            for (std::size_t i = 0; i < values.size(); ++i) {
              choice->Append(wxString::FromUTF8(values[i].second));
              if (values[i].first == current) sel = static_cast<int>(i);
            }
            choice->SetSelection(sel);
            choice->Bind(wxEVT_CHOICE, [values, set](wxCommandEvent& e) {
              set(values[static_cast<std::size_t>(e.GetSelection())].first);
            });
            GetSizer()->Add(choice, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
          } else {
            auto* text = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(current), wxDefaultPosition, wxSize(80, -1));
            text->Bind(wxEVT_TEXT, [set](wxCommandEvent& e) { set(e.GetString().utf8_string()); });
            GetSizer()->Add(text, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
          }
        }
      }
    } else if (toolId == "area") {
      // Areas by name; painting with "(new area)" makes one, which the list then names.
      Items areas{{"", "(new area)"}};
      for (const auto& p : areaPicks(s))
        if (s.map.findArea(model::AreaId{p.id})) areas.push_back({p.id, p.label});
      addChoice("Area", areas, m_settings.areaId);
      Items kinds;
      for (const auto& k : r.areaKinds) kinds.push_back({k.id, k.name.empty() ? k.id : k.name});
      if (kinds.empty()) kinds = {{"setup", "Setup zone"}, {"entry", "Entry area"}, {"objective", "Objective"}};
      addChoice("Kind", kinds, m_settings.areaKind);
      addChoice("Side", sides, m_settings.areaSide);
      addSpin("Brush", 1, 3, m_settings.brushSize);
    } else if (toolId == "label") {
      addText("Text", m_settings.labelText);
      addText("Style", m_settings.labelStyle);
    } else if (toolId == "unit") {
      // Unplaced units with their counters; the armed one shows in the closed box.
      GetSizer()->Add(new wxStaticText(this, wxID_ANY, "Place"), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
      auto* units =
          new wxBitmapComboBox(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1), 0, nullptr, wxCB_READONLY);
      std::vector<std::string> ids{""};
      units->Append("(drag placed units to move them)", wxBitmap(28, 28));
      int selected = 0;
      for (const auto& u : s.oob.units) {
        if (s.placementOf(u.id)) continue;
        if (u.id.value == m_settings.unitId) selected = static_cast<int>(ids.size());
        ids.push_back(u.id.value);
        units->Append(wxString::FromUTF8(u.name.empty() ? u.id.value : u.name),
                      swatchBitmap(*doc, SwatchKind::Unit, u.id.value, 28, 28));
      }
      if (selected == 0) m_settings.unitId.clear();
      units->SetSelection(selected);
      units->Bind(wxEVT_COMBOBOX, [this, ids](wxCommandEvent& e) {
        if (e.GetSelection() >= 0) m_settings.unitId = ids[static_cast<std::size_t>(e.GetSelection())];
      });
      GetSizer()->Add(units, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 3);
      m_unitChoice = units;
    } else if (toolId == "vector") {
      Items types;
      for (const auto& t : r.terrain)
        if (t.geometry || s.map.kind == model::GridKind::Table) types.push_back({t.id, t.name.empty() ? t.id : t.name});
      types.push_back({"deployment", "Deployment zone"});
      addChoice("Piece", types, m_settings.vectorType);
      addChoice("Side", sides, m_settings.areaSide);
    } else if (toolId == "analysis") {
      const bool table = s.map.kind == model::GridKind::Table;
      GetSizer()->Add(
          new wxStaticText(this, wxID_ANY,
                           table ? "Hover: what a point sees within " + model::formatInches(AnalysisTool::kTableRange) +
                                       " inches. Click: look from it; the status bar names what blocks the line and "
                                       "the rule. Esc clears"
                                 : "Hover: what a hex sees. Click: look from it; the status bar names what "
                                   "blocks the line and the rule. Shift-click a unit: where it can move. Esc clears"),
          0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
    } else if (toolId == "stamp") {
      addStampButtons();
    } else {
      GetSizer()->Add(new wxStaticText(this, wxID_ANY,
                                       "Click to select; drag units to move them; "
                                       "wheel zooms, middle-drag or Space-drag pans"),
                      0, wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
    }
  }
  // The bar's height depends on what it now holds: tell the parent's sizer, or the
  // controls stay squeezed into the old height until some later layout.
  InvalidateBestSize();
  SetMinSize(wxSize(-1, GetSizer()->CalcMin().y));
  Layout();
  if (GetParent()) GetParent()->Layout();
  Thaw();
}

}  // namespace hexwright::editor
