#pragma once
// Import ▸ Order of Battle, GUI-free: the designer's file read as `import oob --dry-run`
// reads it, the tree it would add and the lines it could not place shown for review, the
// army, side and any line's reading changed by the designer, then applied as one undo step.
// The dialog (editor/gui/oob_import_dialog.*) only shows this and forwards choices.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "importers/oob/oob_import.h"
#include "importers/oob/oob_review.h"

namespace hexwright::editor {

/// A row of the review: an entry the import would add, or a line it could not place.
struct OobReviewRow {
  importers::oob::ReviewRow row;
  bool notRead = false;  // a line kept for review, not an entry
};

class OobImportReview {
 public:
  /// Reads `file` (refused when it is not a regular file or over the size cap: error() says why).
  OobImportReview(const Document& doc, std::filesystem::path file);

  void setArmy(const std::string& army);
  void setSide(const std::string& side);  // empty: from the listing
  void mark(int line, importers::oob::LineMark mark);
  void clearMark(int line);

  /// Reads the file again with the current choices.
  void refresh();

  const std::vector<OobReviewRow>& rows() const { return m_rows; }
  const importers::oob::OobImportResult& result() const { return m_result; }
  const model::Diagnostics& diagnostics() const { return m_diagnostics; }
  const std::string& error() const { return m_error; }  // why nothing can be imported
  bool canApply() const { return m_result.ok; }
  std::string summary() const;  // "read as: …; 4 formations, 12 units; 2 lines to review"

  /// Replaces the document's order of battle with the import's, as one undo step.
  bool apply(Document& doc) const;

 private:
  const Document& m_doc;
  std::filesystem::path m_file;
  std::string m_text;
  importers::oob::OobImportRequest m_request;
  importers::oob::OobImportResult m_result;
  model::Diagnostics m_diagnostics;
  std::vector<OobReviewRow> m_rows;
  std::string m_error;
};

}  // namespace hexwright::editor
