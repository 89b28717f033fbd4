#include "editor/core/oob_import_review.h"

#include "importers/oob/workbook.h"
#include "model/edit/entity_commands.h"
#include "model/io/atomic_file.h"

namespace hexwright::editor {

OobImportReview::OobImportReview(const Document& doc, std::filesystem::path file)
    : m_doc(doc), m_file(std::move(file)) {
  // The editor links GDAL: workbooks (.xlsx, .ods) are read here as the command line's
  // hexwright-gis reads them.
  importers::oob::installWorkbookSupport();
  m_request.file = m_file;
  m_request.sourceName = "sources/" + m_file.filename().string();
  std::string error;
  // The same guards as the command line: a regular file, under the size cap.
  if (!io::readWholeFile(m_file, m_text, error)) {
    m_error = error;
    return;
  }
  refresh();
}

void OobImportReview::setArmy(const std::string& army) { m_request.army = army; }
void OobImportReview::setSide(const std::string& side) { m_request.side = side; }
void OobImportReview::mark(int line, importers::oob::LineMark mark) { m_request.marks[line] = mark; }
void OobImportReview::clearMark(int line) { m_request.marks.erase(line); }

void OobImportReview::refresh() {
  if (m_text.empty() && !m_error.empty()) return;
  m_diagnostics = {};
  m_result = importers::oob::importOobText(m_text, m_doc.scenario(), m_doc.ruleset(), m_request, m_diagnostics);
  m_rows.clear();
  const auto added = importers::oob::addedEntries(m_result.oob, m_result.formationsAdded, m_result.unitsAdded);
  for (auto& r : importers::oob::reviewRows(added, m_diagnostics)) m_rows.push_back({std::move(r), false});
  for (const auto& [line, why] : m_result.outcome.review) {
    importers::oob::ReviewRow r;
    r.kind = "not read";
    r.line = line;
    r.text = why;
    r.doubtful = true;
    r.why = "not read: mark it as a unit, heading, note or ignored";
    m_rows.push_back({std::move(r), true});
  }
  m_error.clear();
  if (!m_result.ok)
    for (const auto& d : m_diagnostics.items())
      if (d.severity == model::Severity::Error) {
        m_error = d.message;
        break;
      }
}

std::string OobImportReview::summary() const {
  const auto& o = m_result.outcome;
  std::string s = "read as " + (o.style.empty() ? std::string("text") : o.style);
  if (!o.formatReason.empty()) s += " (" + o.formatReason + ")";
  s += "; " + std::to_string(m_result.formationsAdded) + " formations, " + std::to_string(m_result.unitsAdded) +
       " units and leaders";
  if (!o.review.empty()) s += "; " + std::to_string(o.review.size()) + " lines to review";
  if (o.warnings > 0) s += "; " + std::to_string(o.warnings) + " warnings";
  return s;
}

bool OobImportReview::apply(Document& doc) const {
  if (!m_result.ok) return false;
  // The source travels with the bundle, as the command line keeps it: staged now, written
  // into sources/ by the next save.
  const std::filesystem::path staged = doc.stagingDir() / m_request.sourceName;
  std::error_code ec;
  std::filesystem::create_directories(staged.parent_path(), ec);
  std::string error;
  if (ec || !io::writeFileDurable(staged, m_result.sourceText, error)) return false;
  doc.stageFile(m_request.sourceName);
  doc.execute(std::make_unique<model::SetField<model::OrderOfBattle>>(
      "Import order of battle from " + m_file.filename().string(), &model::fields::oob, m_result.oob,
      model::kChangeOob));
  return true;
}

}  // namespace hexwright::editor
