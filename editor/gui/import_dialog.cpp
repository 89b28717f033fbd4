#include "editor/gui/import_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "editor/gui/dialogs.h"
#include "importers/dem/slopes.h"
#include "importers/mapping/mapping.h"

namespace hexwright::editor {

namespace {

constexpr int kFormWidth = 640;

const char* titleOf(ImportKind kind) {
  switch (kind) {
    case ImportKind::Dem:
      return "Import DEM";
    case ImportKind::Landcover:
      return "Import Land Cover";
    case ImportKind::Vector:
      return "Import Vector Data";
  }
  return "Import";
}

std::string text(const wxTextCtrl* field) { return field->GetValue().utf8_string(); }

}  // namespace

/// The two-column grid of labels and fields the dialog is built in.
class ImportDialog::Form {
 public:
  explicit Form(wxDialog* dlg) : m_dlg(dlg), m_grid(new wxFlexGridSizer(2, 6, 8)) { m_grid->AddGrowableCol(1); }
  template <class Control>
  Control* row(const wxString& label, Control* control) {
    m_grid->Add(new wxStaticText(m_dlg, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    m_grid->Add(control, 1, wxEXPAND);
    return control;
  }
  /// A control spanning both columns (a checkbox labelled by itself).
  template <class Control>
  Control* wide(Control* control) {
    m_grid->Add(control, 0);
    m_grid->AddSpacer(0);
    return control;
  }
  wxTextCtrl* textRow(const wxString& label, const std::string& value, const wxString& hint) {
    auto* field = new wxTextCtrl(m_dlg, wxID_ANY, wxString::FromUTF8(value));
    field->SetHint(hint);
    return row(label, field);
  }
  wxFlexGridSizer* grid() const { return m_grid; }

 private:
  wxDialog* m_dlg;
  wxFlexGridSizer* m_grid;
};

ImportDialog::ImportDialog(wxWindow* parent, Document& doc, ImportKind kind)
    : wxDialog(parent, wxID_ANY, titleOf(kind), wxDefaultPosition, wxSize(kFormWidth, -1),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc),
      m_kind(kind) {
  Form form(this);
  m_source = form.row(kind == ImportKind::Vector ? "Source (file, folder or OGR connection)"
                      : kind == ImportKind::Dem  ? "DEM"
                                                 : "Land-cover raster",
                      new wxFilePickerCtrl(this, wxID_ANY, "", "Choose the source", "*", wxDefaultPosition,
                                           wxSize(440, -1), wxFLP_OPEN | wxFLP_USE_TEXTCTRL));
  if (kind == ImportKind::Dem) addDemFields(form);
  if (kind == ImportKind::Landcover) addLandcoverFields(form);
  if (kind == ImportKind::Vector) addVectorFields(form);
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(form.grid(), 1, wxEXPAND | wxALL, 10);
  if (kind == ImportKind::Dem) {
    m_note = new wxStaticText(this, wxID_ANY, "");
    top->Add(m_note, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
  }
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
  SetSizer(top);
  Bind(wxEVT_BUTTON, [this](wxCommandEvent& e) {
    if (e.GetId() == wxID_OK)
      onOk();
    else
      e.Skip();
  });
  refreshNote();
}

void ImportDialog::addDemFields(Form& form) {
  const DemImportForm defaults;
  m_stat = form.row("Hex height from", new wxChoice(this, wxID_ANY));
  for (const char* s : {"Mean of its pixels", "Highest pixel", "Pixel at its centre"}) m_stat->Append(s);
  m_stat->SetSelection(static_cast<int>(defaults.stat));
  m_interval =
      form.textRow(import_field::kInterval, defaults.interval, wxString::FromUTF8(intervalHint(m_doc.ruleset())));
  m_base = form.textRow(import_field::kBase, defaults.base, "empty: at the lowest hex");
  m_placeSlopes = form.wide(new wxCheckBox(this, wxID_ANY, import_field::kPlaceSlopes));
  m_placeSlopes->SetValue(defaults.placeSlopes);
  m_slopeType = form.row(import_field::kSlopeType, new wxChoice(this, wxID_ANY));
  const auto kinds = importers::slopeTypes(m_doc.ruleset());
  m_slopeType->Append(kinds.empty() ? "(the ruleset has none)" : "(the ruleset's first)");
  for (const auto* k : kinds) m_slopeType->Append(wxString::FromUTF8(k->id));
  m_slopeType->SetSelection(0);
  // A ruleset without slope hexsides gets none whatever is chosen here.
  m_placeSlopes->Enable(!kinds.empty());
  m_slopeType->Enable(!kinds.empty());
  m_slopeRules = form.textRow(import_field::kSlopeRules, defaults.slopeRules,
                              "TYPE=METRES, e.g. steep-slope=6; empty: one type at every change of level");
  m_slopeRules->Enable(!kinds.empty());
  addCommonFields(form, true, defaults.keepGround);
  m_band->SetValue(defaults.band);
  for (wxTextCtrl* field : {m_interval, m_base, m_slopeRules})
    field->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refreshNote(); });
  for (wxCheckBox* box : {m_placeSlopes, m_keepGround})
    box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { refreshNote(); });
}

void ImportDialog::addMappingField(Form& form, const std::string& mapping) {
  m_mapping = form.row("Mapping",
                       new wxFilePickerCtrl(this, wxID_ANY, "", "Choose a mapping file", "Mapping files (*.xml)|*.xml",
                                            wxDefaultPosition, wxSize(440, -1), wxFLP_OPEN | wxFLP_USE_TEXTCTRL));
  m_mapping->SetPath(wxString::FromUTF8(importers::findMapping(mapping).string()));
}

void ImportDialog::addLandcoverFields(Form& form) {
  const LandcoverImportForm defaults;
  addMappingField(form, defaults.mapping);
  m_method = form.row("Terrain of a mixed hex", new wxChoice(this, wxID_ANY));
  for (const char* s : {"Majority: the largest share",
                        "Coverage: the ruleset's precedence among shares over the "
                        "threshold",
                        "Centre: the class under the hex's centre"})
    m_method->Append(s);
  m_method->SetSelection(static_cast<int>(defaults.method));
  m_share = form.row("Coverage threshold (share of a hex)",
                     new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1,
                                          defaults.threshold, 0.05));
  m_share->SetDigits(2);
  const auto coverageOnly = [this] {
    m_share->Enable(m_method->GetSelection() == static_cast<int>(importers::CoverMethod::Coverage));
  };
  m_method->Bind(wxEVT_CHOICE, [coverageOnly](wxCommandEvent&) { coverageOnly(); });
  coverageOnly();
  addCommonFields(form, true, defaults.keepGround);
  m_band->SetValue(defaults.band);
}

void ImportDialog::addVectorFields(Form& form) {
  const VectorImportForm defaults;
  addMappingField(form, defaults.mapping);
  m_share = form.row("Minimum coverage (share of a hex)",
                     new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1,
                                          defaults.minCoverage, 0.05));
  m_share->SetDigits(2);
  m_share->SetToolTip("A polygon terrain's share of a hex to count, unless its mapping rule says");
  addCommonFields(form, false, defaults.keepGround);
}

void ImportDialog::addCommonFields(Form& form, bool withBand, bool keepGround) {
  m_crs = form.textRow(import_field::kCrs, "", "only when the source names no CRS, e.g. EPSG:26916");
  if (withBand)
    m_band = form.row(
        "Band", new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 9999, 1));
  m_keepGround = form.wide(new wxCheckBox(this, wxID_ANY, import_field::kKeepGround));
  m_keepGround->SetValue(keepGround);
}

DemImportForm ImportDialog::demForm() const {
  DemImportForm f;
  f.dem = m_source->GetPath().utf8_string();
  f.stat = static_cast<importers::DemStat>(m_stat->GetSelection());
  f.interval = text(m_interval);
  f.base = text(m_base);
  f.placeSlopes = m_placeSlopes->GetValue();
  if (m_slopeType->GetSelection() > 0) f.slopeType = m_slopeType->GetStringSelection().utf8_string();
  f.slopeRules = text(m_slopeRules);
  f.crs = text(m_crs);
  f.band = m_band->GetValue();
  f.keepGround = m_keepGround->GetValue();
  return f;
}

LandcoverImportForm ImportDialog::landcoverForm() const {
  LandcoverImportForm f;
  f.raster = m_source->GetPath().utf8_string();
  f.mapping = m_mapping->GetPath().utf8_string();
  f.method = static_cast<importers::CoverMethod>(m_method->GetSelection());
  f.threshold = m_share->GetValue();
  f.crs = text(m_crs);
  f.band = m_band->GetValue();
  f.keepGround = m_keepGround->GetValue();
  return f;
}

VectorImportForm ImportDialog::vectorForm() const {
  VectorImportForm f;
  f.source = m_source->GetPath().utf8_string();
  f.mapping = m_mapping->GetPath().utf8_string();
  f.minCoverage = m_share->GetValue();
  f.crs = text(m_crs);
  f.keepGround = m_keepGround->GetValue();
  return f;
}

void ImportDialog::refreshNote() {
  if (m_note) {
    m_note->SetLabel(wxString::FromUTF8(demImportNote(m_doc.ruleset(), demForm())));
    m_note->Wrap(kFormWidth - 20);
  }
  // The note grows and shrinks with what is typed; the form keeps its width.
  Fit();
  SetSize(wxSize(std::max(GetSize().x, kFormWidth), GetSize().y));
}

bool ImportDialog::apply() {
  WxProgress progress(this, titleOf(m_kind));
  switch (m_kind) {
    case ImportKind::Dem:
      m_outcome = runDemImport(m_doc, demForm(), progress);
      break;
    case ImportKind::Landcover:
      m_outcome = runLandcoverImport(m_doc, landcoverForm(), progress);
      break;
    case ImportKind::Vector:
      m_outcome = runVectorImport(m_doc, vectorForm(), progress);
      break;
  }
  return m_outcome.applied;
}

void ImportDialog::onOk() {
  if (apply()) {
    EndModal(wxID_OK);
    return;
  }
  // The fields stay as typed, so the designer can correct one and try again.
  wxMessageBox(wxString::FromUTF8(m_outcome.details), titleOf(m_kind), wxICON_WARNING, this);
}

wxString runImportDialog(wxWindow* parent, Document& doc, ImportKind kind) {
  ImportDialog dlg(parent, doc, kind);
  if (dlg.ShowModal() != wxID_OK) return {};
  const ImportOutcome& o = dlg.outcome();
  const wxString summary = wxString::FromUTF8(o.summary);
  if (!o.details.empty())
    wxMessageBox(summary + "\n\n" + wxString::FromUTF8(o.details), titleOf(kind), wxICON_INFORMATION, parent);
  return summary;
}

}  // namespace hexwright::editor
