#include "editor/gui/start_page.h"

#include <wx/sizer.h>
#include <wx/stattext.h>

#include "editor/core/new_scenario_plan.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

StartPage::StartPage(wxWindow* parent) : wxScrolledWindow(parent, wxID_ANY) {
  SetScrollRate(0, 12);
  build();
}

void StartPage::setRecent(const std::vector<fs::path>& files) {
  m_recent = files;
  build();
}

wxButton* StartPage::newButton(const std::string& rulesetId) const {
  auto it = m_newButtons.find(rulesetId);
  return it == m_newButtons.end() ? nullptr : it->second;
}

wxButton* StartPage::recentButton(const fs::path& file) const {
  auto it = m_recentButtons.find(file.string());
  return it == m_recentButtons.end() ? nullptr : it->second;
}

void StartPage::build() {
  Freeze();
  DestroyChildren();
  m_newButtons.clear();
  m_recentButtons.clear();
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto heading = [&](const wxString& text, int points) {
    auto* label = new wxStaticText(this, wxID_ANY, text);
    label->SetFont(label->GetFont().Bold().Scaled(static_cast<float>(points) / 10.0f));
    sizer->Add(label, 0, wxLEFT | wxTOP, 16);
  };
  heading("Hexwright", 18);
  sizer->Add(new wxStaticText(this, wxID_ANY, "Author American Civil War battles: maps, orders of battle, set-ups."), 0,
             wxLEFT | wxTOP, 16);

  heading("New battle", 12);
  auto* rulesets = new wxBoxSizer(wxVERTICAL);
  for (const auto& id : io::availableRulesets()) {
    model::Diagnostics d;
    const auto r = io::loadRulesetById(id, d);
    if (!r) continue;
    const std::string name = r->name.empty() ? id : r->name;
    auto* button = new wxButton(this, wxID_ANY, wxString::FromUTF8("New " + name + " battle..."), wxDefaultPosition,
                                wxDefaultSize, wxBU_EXACTFIT | wxBU_LEFT);
    button->SetToolTip(wxString::FromUTF8("A new scenario for " + (r->game.empty() ? name : r->game) +
                                          ": choose the map size and title"));
    button->Bind(wxEVT_BUTTON, [this, id](wxCommandEvent&) {
      if (onNew) onNew(id);
    });
    rulesets->Add(button, 0, wxEXPAND | wxBOTTOM, 3);
    m_newButtons[id] = button;
    if (const auto sample = sampleBundleFor(id)) {
      auto* open = new wxButton(this, wxID_ANY, wxString::FromUTF8("Open the " + name + " sample scenario"),
                                wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT | wxBU_LEFT);
      const fs::path path = *sample;
      open->Bind(wxEVT_BUTTON, [this, path](wxCommandEvent&) {
        if (onOpenFile) onOpenFile(path);
      });
      rulesets->Add(open, 0, wxEXPAND | wxBOTTOM | wxLEFT, 3);
    }
  }
  sizer->Add(rulesets, 0, wxLEFT | wxTOP, 16);

  heading("Open", 12);
  auto* open = new wxButton(this, wxID_ANY, "Open a scenario...", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
  open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    if (onOpen) onOpen();
  });
  sizer->Add(open, 0, wxLEFT | wxTOP, 16);
  if (!m_recent.empty()) {
    heading("Recent", 12);
    for (const auto& file : m_recent) {
      const fs::path shown = file.filename() == "scenario.xml" ? file.parent_path() : file;
      auto* button = new wxButton(this, wxID_ANY, wxString::FromUTF8(shown.filename().string()), wxDefaultPosition,
                                  wxDefaultSize, wxBU_EXACTFIT | wxBU_LEFT);
      button->SetToolTip(wxString::FromUTF8(file.string()));
      button->Bind(wxEVT_BUTTON, [this, file](wxCommandEvent&) {
        if (onOpenFile) onOpenFile(file);
      });
      sizer->Add(button, 0, wxLEFT | wxTOP, 16);
      sizer->Add(new wxStaticText(this, wxID_ANY, wxString::FromUTF8(file.parent_path().string())), 0, wxLEFT, 24);
      m_recentButtons[file.string()] = button;
    }
  }
  sizer->AddSpacer(16);
  SetSizer(sizer, true);
  FitInside();
  Layout();
  Thaw();
}

}  // namespace hexwright::editor
