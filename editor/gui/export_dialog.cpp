#include "editor/gui/export_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/dirdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/stdpaths.h>
#include <wx/textctrl.h>

#include "editor/gui/dialogs.h"
#include "exporters/print/counter_print.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/map_print.h"
#include "exporters/print/roster_print.h"
#include "exporters/vassal/vassal_export.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

const char* const kTitles[] = {"Export Map", "Export Counters", "Export Rosters", "Export VASSAL Module"};
const char* const kWildcards[] = {"PDF (*.pdf)|*.pdf|SVG (*.svg)|*.svg|PNG (*.png)|*.png", "PDF (*.pdf)|*.pdf",
                                  "PDF (*.pdf)|*.pdf", "VASSAL module (*.vmod)|*.vmod"};
const char* const kSuffix[] = {"-map.pdf", "-counters.pdf", "-rosters.pdf", ".vmod"};
// In the order of exporters::orientationChoices().
const char* const kOrientations[] = {"Automatic (fewer sheets)", "Portrait", "Landscape"};

wxString diagnosticsText(const model::Diagnostics& d) {
  wxString text;
  for (const auto& item : d.items())
    if (item.severity >= model::Severity::Warning) text += wxString::FromUTF8(model::formatDiagnostic(item)) + "\n";
  return text;
}

}  // namespace

ExportDialog::ExportDialog(wxWindow* parent, Document& doc, ExportKind kind)
    : wxDialog(parent, wxID_ANY, kTitles[static_cast<int>(kind)], wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc),
      m_kind(kind) {
  const int k = static_cast<int>(kind);
  const fs::path fallbackDir = wxStandardPaths::Get().GetDocumentsDir().utf8_string();
  m_file = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(defaultExportPath(doc, kSuffix[k], fallbackDir).string()),
                          wxDefaultPosition, wxSize(440, -1));
  auto* browse = new wxButton(this, wxID_ANY, "Browse...");
  browse->Bind(wxEVT_BUTTON, [this, k](wxCommandEvent&) {
    const fs::path now = m_file->GetValue().utf8_string();
    wxFileDialog dlg(this, "Export to", wxString::FromUTF8(now.parent_path().string()),
                     wxString::FromUTF8(now.filename().string()), kWildcards[k], wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dlg.ShowModal() == wxID_OK) m_file->SetValue(dlg.GetPath());
  });
  wxArrayString papers;
  for (const auto& p : paperChoices()) papers.Add(wxString::FromUTF8(p));
  m_paper = new wxComboBox(this, wxID_ANY, "letter", wxDefaultPosition, wxDefaultSize, papers);
  m_paper->SetToolTip("A listed paper, or any size as WxHin or WxHmm (24x36in, 420x594mm)");
  if (kind == ExportKind::Map) m_option = new wxCheckBox(this, wxID_ANY, "One sheet as large as the map");
  if (kind == ExportKind::Counters) m_option = new wxCheckBox(this, wxID_ANY, "Add the duplex calibration sheet");
  if (kind == ExportKind::Vassal)
    m_option = new wxCheckBox(this, wxID_ANY, "Draft: export without set-up or with missing counter values");
  m_sheets = new wxStaticText(this, wxID_ANY, "");

  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  const auto row = [&](const wxString& label, wxSizer* s) {
    grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(s, 1, wxEXPAND);
  };
  auto* fileRow = new wxBoxSizer(wxHORIZONTAL);
  fileRow->Add(m_file, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  fileRow->Add(browse, 0, wxALIGN_CENTER_VERTICAL);
  row("File", fileRow);
  if (kind != ExportKind::Vassal) {
    auto* paperRow = new wxBoxSizer(wxHORIZONTAL);
    paperRow->Add(m_paper, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    paperRow->Add(m_sheets, 1, wxALIGN_CENTER_VERTICAL);
    row("Paper", paperRow);
  } else {
    m_paper->Hide();  // a module has no paper
  }
  if (kind == ExportKind::Map) addOrientationRow(row);
  if (m_option) {
    auto* optionRow = new wxBoxSizer(wxHORIZONTAL);
    optionRow->Add(m_option);
    row("", optionRow);
  }
  if (kind == ExportKind::Map) addBackgroundRow(row);
  if (kind == ExportKind::Vassal) {
    m_others = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(440, 70), wxTE_MULTILINE);
    m_others->SetToolTip(
        "Other scenario bundles of this game, one per line: the module then holds every scenario, "
        "each a set-up in VASSAL's File > New Game");
    auto* add = new wxButton(this, wxID_ANY, "Add...");
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
      wxDirDialog dlg(this, "Another scenario of this game (a .hexw bundle)", wxEmptyString, wxDD_DIR_MUST_EXIST);
      if (dlg.ShowModal() == wxID_OK) m_others->AppendText((m_others->IsEmpty() ? "" : "\n") + dlg.GetPath());
    });
    auto* othersRow = new wxBoxSizer(wxHORIZONTAL);
    othersRow->Add(m_others, 1, wxEXPAND | wxRIGHT, 4);
    othersRow->Add(add, 0, wxALIGN_TOP);
    row("Other scenarios", othersRow);
  }
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(grid, 1, wxEXPAND | wxALL, 10);
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
  SetSizerAndFit(top);
  m_paper->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { updateSheets(); });
  m_paper->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateSheets(); });
  m_file->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateSheets(); });
  if (m_option) m_option->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { updateSheets(); });
  updateSheets();
}

void ExportDialog::addOrientationRow(const std::function<void(const wxString&, wxSizer*)>& row) {
  m_orientation = new wxChoice(this, wxID_ANY);
  for (const char* label : kOrientations) m_orientation->Append(label);
  m_orientation->SetSelection(0);
  m_orientation->SetToolTip("Automatic prints on portrait or landscape sheets, whichever needs fewer");
  auto* orientationRow = new wxBoxSizer(wxHORIZONTAL);
  orientationRow->Add(m_orientation);
  row("Orientation", orientationRow);
  m_orientation->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateSheets(); });
}

void ExportDialog::addBackgroundRow(const std::function<void(const wxString&, wxSizer*)>& row) {
  m_background = new wxCheckBox(this, wxID_ANY, "Print the background picture under the map");
  m_background->SetToolTip("The map's scan or period map under the hexes, the terrain translucent over it");
  m_backgroundNote = new wxStaticText(this, wxID_ANY, "");
  // Offered only when there is a picture to print, with the reason when there is none.
  const std::string unavailable = backgroundUnavailable(m_doc);
  m_background->Enable(unavailable.empty());
  m_backgroundNote->SetLabel(wxString::FromUTF8(unavailable));
  auto* backgroundRow = new wxBoxSizer(wxVERTICAL);
  backgroundRow->Add(m_background);
  backgroundRow->Add(m_backgroundNote, 0, wxTOP, 2);
  row("Background", backgroundRow);
  m_background->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { updateSheets(); });
}

MapExportChoices ExportDialog::mapChoices() const {
  MapExportChoices c;
  c.paper = m_paper->GetValue().utf8_string();
  if (m_orientation)
    c.orientation = exporters::orientationChoices().at(static_cast<std::size_t>(m_orientation->GetSelection()));
  c.singleSheet = m_kind == ExportKind::Map && m_option->GetValue();
  c.background = m_background && m_background->IsEnabled() && m_background->GetValue();
  return c;
}

void ExportDialog::updateSheets() {
  if (m_kind != ExportKind::Map) return;
  std::string error;
  const auto options = mapPrintOptions(mapChoices(), m_file->GetValue().utf8_string(), error);
  const auto plan = options ? planMapExport(m_doc, *options) : std::nullopt;
  if (!plan)
    m_sheets->SetLabel(wxString::FromUTF8(options ? "The map has nothing to print." : error));
  else
    m_sheets->SetLabel(wxString::FromUTF8(describeMapPages(*plan)));
  // A whole-map page (one sheet, SVG, PNG) is the poster's own shape: no orientation to pick.
  m_orientation->Enable(plan && !plan->wholeMap);
  Layout();
}

wxString ExportDialog::runMap(const fs::path& target, model::Diagnostics& d, model::ProgressReporter& progress) {
  std::string error;
  const auto options = mapPrintOptions(mapChoices(), target, error);
  if (!options) {
    d.add(model::Severity::Error, "export.map.options", error);
    return {};
  }
  const auto r = exportDocumentMap(m_doc, *options, target, d, progress);
  if (!r) return {};
  wxString summary =
      wxString::Format("Map: %d %s, %s", r->pages, r->pages == 1 ? "page" : "pages", wxString::FromUTF8(r->paper));
  // Written, but perhaps without a background that could not be read: say so.
  for (const auto& item : d.items())
    if (item.severity == model::Severity::Warning) return summary + " (" + wxString::FromUTF8(item.message) + ")";
  return summary;
}

wxString ExportDialog::run(wxString& error) {
  const int k = static_cast<int>(m_kind);
  std::string paperError;
  const auto paperSize = exporters::parsePaper(m_paper->GetValue().utf8_string(), paperError);
  if (!paperSize && m_kind != ExportKind::Vassal) {
    error = wxString::FromUTF8(paperError);
    return {};
  }
  const fs::path target = m_file->GetValue().utf8_string();
  if (target.empty()) {
    error = "Choose a file to export to.";
    return {};
  }
  model::Diagnostics d;
  WxProgress progress(GetParent(), kTitles[k]);
  wxString summary;
  bool ok = false;
  const auto& doc = m_doc;
  if (m_kind == ExportKind::Map) {
    summary = runMap(target, d, progress);
    ok = !summary.empty();
  } else if (m_kind == ExportKind::Counters) {
    exporters::CounterPrintOptions o;
    o.paper = *paperSize;
    o.calibration = m_option->GetValue();
    auto r = exporters::exportCounters(doc.scenario(), &doc.ruleset(), o, target, d, progress);
    if ((ok = r.has_value()))
      summary.Printf("Counters: %d on %d %s", r->counters, r->sheets, r->sheets == 1 ? "sheet" : "sheets");
  } else if (m_kind == ExportKind::Vassal) {
    exporters::vassal::VassalExportOptions o;
    o.allowIncomplete = m_option->GetValue();
    // The open scenario first, as it stands (saved or not), then the bundles listed.
    std::vector<exporters::ExportInputs> others;
    std::vector<std::string> sources;
    for (const wxString& line : wxSplit(m_others->GetValue(), '\n')) {
      const std::string path = line.Strip(wxString::both).utf8_string();
      if (path.empty()) continue;
      auto in = exporters::loadExportInputs(path, d);
      if (!in) {
        error = "Nothing was written.\n" + diagnosticsText(d);
        return {};
      }
      others.push_back(std::move(*in));
      sources.push_back(path);
    }
    std::vector<exporters::vassal::VassalScenario> scenarios{
        {&doc.scenario(), &doc.ruleset(), doc.path() ? doc.path()->string() : doc.scenario().title}};
    for (std::size_t i = 0; i < others.size(); ++i)
      scenarios.push_back({&others[i].scenario, others[i].rulesetOrNull(), sources[i]});
    auto r = exporters::vassal::exportVassalScenarios(scenarios, o, target, d, progress);
    if ((ok = r.has_value())) {
      summary.Printf("VASSAL module: %d pieces, %d at-start stacks", r->pieces, r->atStartStacks);
      if (r->setups > 0) summary += wxString::Format(", %d scenarios as set-ups", r->setups);
    }
  } else {
    exporters::RosterPrintOptions o;
    o.paper = *paperSize;
    auto r = exporters::exportRosters(doc.scenario(), &doc.ruleset(), o, target, d, progress);
    if ((ok = r.has_value())) summary.Printf("Rosters: %d %s", r->sheets, r->sheets == 1 ? "sheet" : "sheets");
  }
  if (!ok) {
    error = "Nothing was written.\n" + diagnosticsText(d);
    return {};
  }
  return summary + L" → " + wxString::FromUTF8(target.string());
}

wxString runExportDialog(wxWindow* parent, Document& doc, ExportKind kind) {
  ExportDialog dlg(parent, doc, kind);
  if (dlg.ShowModal() != wxID_OK) return {};
  wxString error;
  const wxString status = dlg.run(error);
  if (status.empty()) wxMessageBox(error, kTitles[static_cast<int>(kind)], wxICON_WARNING, parent);
  return status;
}

}  // namespace hexwright::editor
