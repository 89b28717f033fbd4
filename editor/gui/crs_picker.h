#pragma once
// A coordinate reference system picked from GDAL's list: a filter field over code and
// name (every typed word must appear), the matching CRSs below, OK takes the selected one.
#include <wx/dialog.h>

#include <string>
#include <vector>

#include "importers/ground/crs_catalog.h"

class wxListView;
class wxTextCtrl;

namespace hexwright::editor {

class CrsPicker : public wxDialog {
 public:
  /// `projectedOnly`: leave out the degree-based CRSs (a target the grid can lie in).
  CrsPicker(wxWindow* parent, const wxString& title, bool projectedOnly);
  wxTextCtrl* filterField() const { return m_filter; }
  wxListView* list() const;
  /// The CRSs the filter shows now, in order.
  const std::vector<const importers::CrsEntry*>& shown() const { return m_shown; }
  /// "EPSG:32616" of the selected row; empty when none is selected.
  std::string chosen() const;

 private:
  class List;
  void applyFilter();
  std::vector<importers::CrsEntry> m_catalog;
  std::vector<const importers::CrsEntry*> m_shown;
  wxTextCtrl* m_filter = nullptr;
  List* m_list = nullptr;
};

}  // namespace hexwright::editor
