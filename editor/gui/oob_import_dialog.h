#pragma once
// Import ▸ Order of Battle: the tree `import oob --dry-run` would add, doubtful entries
// and the lines nobody could place highlighted; the army and side set by the designer,
// any line re-marked as a unit, heading, note or ignored (the listing is read again at
// once); Import applies it all as one undo step. The reading is editor/core/oob_import_review.h.
#include <wx/dialog.h>

#include <memory>

#include "editor/core/oob_import_review.h"

class wxChoice;
class wxListCtrl;
class wxStaticText;
class wxTextCtrl;
class wxButton;

namespace hexwright::editor {

class OobImportDialog : public wxDialog {
 public:
  OobImportDialog(wxWindow* parent, Document& doc, const std::filesystem::path& file);

  /// Applies the import to the document (one undo step); false when nothing can be imported.
  bool apply();
  /// Marks the selected row's line and reads the listing again.
  void markSelected(importers::oob::LineMark mark);

  OobImportReview& review() { return m_review; }
  wxListCtrl* list() const { return m_list; }
  wxTextCtrl* armyField() const { return m_army; }
  wxChoice* sideChoice() const { return m_side; }
  wxButton* importButton() const { return m_import; }

 private:
  void reread();
  void fill();

  Document& m_doc;
  OobImportReview m_review;
  wxStaticText* m_summary = nullptr;
  wxTextCtrl* m_army = nullptr;
  wxChoice* m_side = nullptr;
  wxListCtrl* m_list = nullptr;
  wxButton* m_import = nullptr;
};

}  // namespace hexwright::editor
