#pragma once
// The editor's document: owns the scenario, its ruleset,
// the undo history, the file path and the modified flag, and re-runs validation in the
// background a short while after each committed change. Views subscribe to its events;
// nothing here knows about wx.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "editor/core/selection.h"
#include "model/core/diagnostic.h"
#include "model/edit/history.h"
#include "model/edit/transaction.h"
#include "model/hex/hex_layout.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/new_scenario.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

/// Runs every check on a scenario. Called on a worker thread with a private copy.
using ValidateFn = std::function<model::Diagnostics(const model::Scenario&, const model::Ruleset&)>;

/// The project's validator when it is built in, else a function that finds nothing.
ValidateFn defaultValidator();

enum class DocumentEvent {
  Edited,              // the scenario changed (a live gesture, a commit, undo or redo)
  DiagnosticsUpdated,  // a validation run finished
  FileChanged,         // saved, renamed, or the modified flag changed
  SelectionChanged,
};

struct DocumentChange {
  DocumentEvent event;
  model::ChangeSet changes;  // Edited only
};

/// The geometry the editor draws the map with: the ruleset's printed hex size (0.75 inch
/// when unknown) across flats in millimetres, hex (0,0)'s centre at the origin.
model::HexLayout editorLayout(const model::Scenario& scenario, const model::Ruleset& ruleset);

class EditGesture;

class Document {
 public:
  Document(model::Scenario scenario, model::Ruleset ruleset, std::optional<std::filesystem::path> path = {});
  ~Document();
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  /// Loads a bundle and its ruleset (by the scenario's ruleset id). A missing ruleset is a
  /// warning: the map still opens with an empty schema. A bundle with errors inside its
  /// documents (a bad hex label, enum value, reference, duplicate id) opens in part
  /// (io::LoadMode::ReportAll): the elements with errors and what refers to them are left
  /// out, every problem is in `diagnostics` and loadProblems(), and partialSource() is set.
  /// nullptr when the files cannot be read at all.
  static std::unique_ptr<Document> open(const std::filesystem::path& path, model::Diagnostics& diagnostics);
  static std::unique_ptr<Document> create(const model::Ruleset& ruleset, const model::NewScenarioOptions& options);

  const model::Scenario& scenario() const { return m_scenario; }
  const model::Ruleset& ruleset() const { return *m_ruleset; }
  const model::HexLayout& layout() const { return m_layout; }
  const model::History& history() const { return m_history; }
  const std::optional<std::filesystem::path>& path() const { return m_path; }
  /// File name without folders, or "Untitled".
  std::string displayName() const;
  bool isModified() const { return m_recovered || !m_history.isClean(); }
  /// After crash recovery: the document belongs at `original` (none: never saved) and
  /// counts as modified until saved.
  void markRecovered(std::optional<std::filesystem::path> original);
  /// Grows on every change to the scenario, committed or live.
  std::uint64_t revision() const { return m_revision; }

  // -- Editing -------------------------------------------------------------------------
  /// Applies one command as one undo step. Ignored while a gesture is open.
  void execute(model::CommandPtr command);
  /// Starts a gesture: commands apply (and views refresh) as they come; commit() makes
  /// them one undo step, destroying it uncommitted reverts them.
  std::unique_ptr<EditGesture> beginGesture(std::string label);
  bool gestureOpen() const { return m_openGestures > 0; }
  bool canUndo() const { return !gestureOpen() && m_history.canUndo(); }
  bool canRedo() const { return !gestureOpen() && m_history.canRedo(); }
  void undo();
  void redo();
  /// Undoes or redoes until `index` steps are applied (history panel).
  void goToHistoryIndex(std::size_t index);

  // -- Files ---------------------------------------------------------------------------
  /// Saves to the current path (false when there is none).
  bool save(model::Diagnostics& diagnostics);
  /// A save to the bundle the document was opened from or last saved to checks that no
  /// other program saved it meanwhile (bundle.save.conflict, the bundle left as it is);
  /// a save to another path replaces what is there (the user was asked).
  bool saveAs(const std::filesystem::path& path, model::Diagnostics& diagnostics);
  /// The bundle this document was opened from in part (elements with load errors left
  /// out), else nullopt. Saving over it would drop those elements without a word, so
  /// save/saveAs to it are refused (editor.save.partial); another path is fine.
  const std::optional<std::filesystem::path>& partialSource() const { return m_partialSource; }
  /// True when `path` names the partial source ("b.hexw/", "./b.hexw" alike).
  bool isPartialSource(const std::filesystem::path& path) const;
  /// What the partial load reported (each with file:line). Listed first in diagnostics()
  /// while the document's path is still the partial bundle.
  const model::Diagnostics& loadProblems() const { return m_loadProblems; }
  /// After crash recovery of a document opened in part: it stays refused at `source`.
  void markPartial(std::filesystem::path source, model::Diagnostics problems);
  /// Where rasters were loaded from, so saving elsewhere can copy them.
  const std::optional<std::filesystem::path>& loadedFrom() const { return m_loadedFrom; }
  /// A folder under the system temp dir (made on first use, removed with the document)
  /// for files made for the bundle but not yet in it, at their bundle paths: a warped
  /// background stays there until Save copies it in, so undo or "Don't Save" leave the
  /// designer's folder untouched.
  const std::filesystem::path& stagingDir();
  /// Registers stagingDir()/`bundleFile` as staged. Save writes it into the bundle when
  /// the scenario refers to it then.
  void stageFile(const std::string& bundleFile);
  /// Staged files the next save has not written yet.
  const std::set<std::string>& stagedFiles() const { return m_staged; }

  // -- Selection -----------------------------------------------------------------------
  const Selection& selection() const { return m_selection; }
  void select(const Selection& s);

  // -- Validation ----------------------------------------------------------------------
  void setValidator(ValidateFn fn);
  /// Quiet time after the last commit before validation starts (default 250 ms).
  void setValidationDelay(std::chrono::milliseconds delay) { m_validationDelay = delay; }
  const model::Diagnostics& diagnostics() const { return m_diagnostics; }
  /// Worst unwaived severity per hex (diagnostics on hexes, hexsides and placed units).
  const std::map<model::HexCoord, model::Severity>& problemHexes() const { return m_problemHexes; }
  bool validationPending() const { return m_validationDue.has_value() || m_job.valid(); }
  /// Call from idle time: collects a finished run (true when diagnostics changed) and
  /// starts a due one on a worker thread with a copy of the scenario.
  bool pollValidation(std::chrono::steady_clock::time_point now = std::chrono::steady_clock::now());
  /// Runs validation now on this thread and publishes the result.
  void validateNow();

  // -- Observers -----------------------------------------------------------------------
  using Listener = std::function<void(const DocumentChange&)>;
  int subscribe(Listener listener);
  void unsubscribe(int token);

 private:
  friend class EditGesture;
  void onHistoryChange(const model::ChangeSet& changes);
  void liveChange(const model::ChangeSet& changes);
  void publish(const DocumentChange& change);
  void scheduleValidation();
  void setDiagnostics(model::Diagnostics d);
  /// diagnostics() again from the last validation run and, while they apply, the load problems.
  void composeDiagnostics();

  model::Scenario m_scenario;
  std::shared_ptr<const model::Ruleset> m_ruleset;
  model::HexLayout m_layout;
  model::History m_history;
  std::optional<std::filesystem::path> m_path;
  std::optional<std::filesystem::path> m_loadedFrom;
  // io::bundleStamp of the bundle at m_path as this document last read or wrote it;
  // nullopt when unknown (a new or recovered document): its saves are then not compared.
  std::optional<std::string> m_stamp;
  Selection m_selection;
  std::uint64_t m_revision = 0;
  int m_openGestures = 0;
  bool m_wasModified = false;
  bool m_recovered = false;
  std::filesystem::path m_stagingDir;
  std::set<std::string> m_staged;

  ValidateFn m_validator;
  std::chrono::milliseconds m_validationDelay{250};
  std::optional<std::chrono::steady_clock::time_point> m_validationDue;
  std::future<model::Diagnostics> m_job;
  model::Diagnostics m_checked;      // the last validation run
  model::Diagnostics m_diagnostics;  // what views show: load problems (while they apply), then m_checked
  std::optional<std::filesystem::path> m_partialSource;
  model::Diagnostics m_loadProblems;
  std::map<model::HexCoord, model::Severity> m_problemHexes;

  std::vector<std::pair<int, Listener>> m_listeners;
  int m_nextToken = 1;
};

/// One gesture = one undo step. See Document::beginGesture.
class EditGesture {
 public:
  EditGesture(Document& doc, std::string label);
  ~EditGesture();
  EditGesture(const EditGesture&) = delete;
  EditGesture& operator=(const EditGesture&) = delete;

  /// Applies now; consecutive commands that merge (a stroke of one terrain) become one.
  void add(model::CommandPtr command);
  void commit();
  void rollback();
  bool empty() const { return m_tx.empty(); }
  bool open() const { return !m_done; }

 private:
  void finish();

  Document& m_doc;
  model::Transaction m_tx;
  model::ChangeSet m_touched;
  bool m_done = false;
};

}  // namespace hexwright::editor
