#include "editor/core/document.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>

#include "editor/core/hex_picking.h"
#include "model/io/bundle.h"
#include "model/io/bundle_with_ruleset.h"

namespace hexwright::editor {

namespace fs = std::filesystem;
using model::ChangeSet;

namespace {

/// "a/b.hexw/", "./a/b.hexw" and the absolute path name one bundle.
bool samePath(const fs::path& a, const fs::path& b) {
  auto key = [](const fs::path& p) {
    std::error_code ec;
    fs::path n = fs::absolute(p, ec).lexically_normal();
    return n.has_filename() ? n : n.parent_path();
  };
  return key(a) == key(b);
}

}  // namespace

model::HexLayout editorLayout(const model::Scenario& scenario, const model::Ruleset& ruleset) {
  // Same frame as the painter's MapGeometry: the map's outline starts at (0,0).
  model::HexLayout layout;
  layout.orientation = scenario.map.grid().convention.orientation;
  layout.acrossFlats = ruleset.hexPrintInches > 0 ? ruleset.hexPrintInches * 25.4 : 0.75 * 25.4;
  layout.origin = {0, 0};
  if (scenario.map.kind == model::GridKind::Hex) {
    const model::Rect bounds = mapBounds(layout, scenario.map);
    layout.origin = {-bounds.x, -bounds.y};
  }
  return layout;
}

Document::Document(model::Scenario scenario, model::Ruleset ruleset, std::optional<fs::path> path)
    : m_scenario(std::move(scenario)),
      m_ruleset(std::make_shared<const model::Ruleset>(std::move(ruleset))),
      m_path(std::move(path)),
      m_loadedFrom(m_path),
      m_validator(defaultValidator()) {
  m_layout = editorLayout(m_scenario, *m_ruleset);
  m_history.setListener([this](const ChangeSet& c) { onHistoryChange(c); });
  scheduleValidation();
  m_validationDue = std::chrono::steady_clock::now();  // the first run starts at once
}

Document::~Document() {
  if (m_job.valid()) m_job.wait();
  std::error_code ec;
  if (!m_stagingDir.empty()) fs::remove_all(m_stagingDir, ec);
}

const fs::path& Document::stagingDir() {
  if (m_stagingDir.empty()) {
    static std::atomic<int> counter{0};
    m_stagingDir = fs::temp_directory_path() /
                   ("hexwright-staging-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    std::error_code ec;
    fs::create_directories(m_stagingDir, ec);
  }
  return m_stagingDir;
}

void Document::stageFile(const std::string& bundleFile) { m_staged.insert(bundleFile); }

std::unique_ptr<Document> Document::open(const fs::path& path, model::Diagnostics& diagnostics) {
  const io::WithoutRuleset withoutSchema{"editor.ruleset.missing", "the scenario opens without its schema"};
  model::Diagnostics strict;
  auto loaded = io::loadBundleWithRuleset(path, strict, withoutSchema);
  model::Diagnostics loadProblems;
  if (!loaded) {
    // Errors inside readable documents: open what is sound, say what was left out, and
    // never save it back over the bundle (partialSource). The strict report is dropped
    // here: the report-all load repeats every problem it found.
    loaded = io::loadBundleWithRuleset(path, loadProblems, withoutSchema, {}, nullptr, io::LoadMode::ReportAll);
    if (!loaded) {
      diagnostics.append(strict);
      return nullptr;
    }
    diagnostics.append(loadProblems);
  } else {
    diagnostics.append(strict);
  }
  model::Ruleset ruleset;
  if (loaded->ruleset) {
    ruleset = std::move(*loaded->ruleset);
  } else {
    ruleset.id = loaded->scenario.rulesetId;
  }
  auto doc = std::make_unique<Document>(std::move(loaded->scenario), std::move(ruleset), path);
  doc->m_stamp = std::move(loaded->stamp);
  if (!loadProblems.empty()) doc->markPartial(path, std::move(loadProblems));
  return doc;
}

std::unique_ptr<Document> Document::create(const model::Ruleset& ruleset, const model::NewScenarioOptions& options) {
  return std::make_unique<Document>(model::newScenario(ruleset, options), ruleset);
}

std::string Document::displayName() const {
  if (!m_path) return "Untitled";
  const fs::path name = m_path->filename().empty() ? m_path->parent_path().filename() : m_path->filename();
  return name.string();
}

void Document::execute(model::CommandPtr command) {
  if (!command || gestureOpen()) return;
  m_history.push(m_scenario, std::move(command));
}

std::unique_ptr<EditGesture> Document::beginGesture(std::string label) {
  return std::make_unique<EditGesture>(*this, std::move(label));
}

void Document::undo() {
  if (canUndo()) m_history.undo(m_scenario);
}

void Document::redo() {
  if (canRedo()) m_history.redo(m_scenario);
}

void Document::goToHistoryIndex(std::size_t index) {
  if (gestureOpen()) return;
  index = std::min(index, m_history.size());
  while (m_history.index() > index) m_history.undo(m_scenario);
  while (m_history.index() < index) m_history.redo(m_scenario);
}

bool Document::save(model::Diagnostics& diagnostics) {
  if (!m_path) return false;
  return saveAs(*m_path, diagnostics);
}

bool Document::saveAs(const fs::path& path, model::Diagnostics& diagnostics) {
  if (gestureOpen()) return false;
  if (isPartialSource(path)) {
    diagnostics.add(model::Severity::Error, "editor.save.partial",
                    path.string() +
                        " was opened in part: the elements with load errors were left out, and saving over it "
                        "would drop them. Save As another bundle, or fix the files and open the bundle again");
    return false;
  }
  // Staged rasters the scenario still uses are read from the staging folder; the other
  // rasters come from the bundle being replaced, or are copied to the staging folder
  // first when saving somewhere else.
  std::optional<fs::path> rasterSource = m_loadedFrom;
  bool staging = false;
  for (const auto& bg : m_scenario.map.backgrounds) staging = staging || m_staged.count(bg.file) > 0;
  // An imported order of battle's source is staged under sources/ until this save.
  for (const auto& f : m_staged) staging = staging || f.starts_with("sources/");
  if (staging) {
    std::error_code ec;
    for (const auto& bg : m_scenario.map.backgrounds) {
      if (m_staged.count(bg.file) || !m_loadedFrom || samePath(*m_loadedFrom, path) || !fs::is_directory(*m_loadedFrom))
        continue;
      const fs::path to = stagingDir() / bg.file;
      fs::create_directories(to.parent_path(), ec);
      if (!fs::exists(to)) fs::copy_file(*m_loadedFrom / bg.file, to, ec);
    }
    // The sources/ the bundle already had go along when it is saved somewhere else.
    if (m_loadedFrom && !samePath(*m_loadedFrom, path) && fs::is_directory(*m_loadedFrom / "sources"))
      for (const auto& e : fs::recursive_directory_iterator(*m_loadedFrom / "sources", ec)) {
        if (!e.is_regular_file()) continue;
        const fs::path to = stagingDir() / fs::relative(e.path(), *m_loadedFrom, ec);
        fs::create_directories(to.parent_path(), ec);
        if (!fs::exists(to)) fs::copy_file(e.path(), to, ec);
      }
    rasterSource = stagingDir();
  }
  const bool sameBundle = m_path && m_stamp && samePath(path, *m_path);
  std::string saved;
  if (!io::saveBundle(m_scenario, path, diagnostics, rasterSource, sameBundle ? m_stamp : std::nullopt, &saved))
    return false;
  m_stamp = std::move(saved);
  // What the scenario used is in the bundle now; the rest stays staged (a redo may bring
  // it back).
  for (const auto& bg : m_scenario.map.backgrounds) m_staged.erase(bg.file);
  std::erase_if(m_staged, [](const std::string& f) { return f.starts_with("sources/"); });
  m_path = path;
  m_loadedFrom = path;
  m_history.setClean();
  m_recovered = false;
  m_wasModified = false;
  publish({DocumentEvent::FileChanged, {}});
  // The load problems describe the partial bundle, no longer the document's.
  if (m_partialSource) composeDiagnostics();
  return true;
}

bool Document::isPartialSource(const fs::path& path) const {
  return m_partialSource && samePath(path, *m_partialSource);
}

void Document::markPartial(fs::path source, model::Diagnostics problems) {
  m_partialSource = std::move(source);
  m_loadProblems = std::move(problems);
  composeDiagnostics();
}

void Document::markRecovered(std::optional<fs::path> original) {
  m_path = std::move(original);
  m_stamp.reset();  // what the original held when the autosave was made is not known
  m_recovered = true;
  m_wasModified = true;
  publish({DocumentEvent::FileChanged, {}});
}

void Document::select(const Selection& s) {
  if (s == m_selection) return;
  m_selection = s;
  publish({DocumentEvent::SelectionChanged, {}});
}

void Document::setValidator(ValidateFn fn) {
  if (m_job.valid()) m_job.wait();
  m_job = {};
  m_validator = std::move(fn);
  scheduleValidation();
}

bool Document::pollValidation(std::chrono::steady_clock::time_point now) {
  bool updated = false;
  if (m_job.valid() && m_job.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
    setDiagnostics(m_job.get());
    updated = true;
  }
  if (!m_job.valid() && m_validationDue && now >= *m_validationDue && !gestureOpen()) {
    m_validationDue.reset();
    if (!m_validator) return updated;
    // The worker gets its own copy: the GUI keeps editing while it runs.
    auto snapshot = std::make_shared<const model::Scenario>(m_scenario);
    m_job = std::async(std::launch::async,
                       [fn = m_validator, snapshot, ruleset = m_ruleset] { return fn(*snapshot, *ruleset); });
  }
  return updated;
}

void Document::validateNow() {
  if (m_job.valid()) m_job.wait(), m_job = {};
  m_validationDue.reset();
  setDiagnostics(m_validator ? m_validator(m_scenario, *m_ruleset) : model::Diagnostics{});
}

int Document::subscribe(Listener listener) {
  m_listeners.emplace_back(m_nextToken, std::move(listener));
  return m_nextToken++;
}

void Document::unsubscribe(int token) {
  std::erase_if(m_listeners, [token](const auto& entry) { return entry.first == token; });
}

void Document::onHistoryChange(const ChangeSet& changes) {
  if (changes.kinds & model::kChangeGrid) m_layout = editorLayout(m_scenario, *m_ruleset);
  ++m_revision;
  scheduleValidation();
  publish({DocumentEvent::Edited, changes});
  if (isModified() != m_wasModified) {
    m_wasModified = isModified();
    publish({DocumentEvent::FileChanged, {}});
  }
}

void Document::liveChange(const ChangeSet& changes) {
  if (changes.kinds & model::kChangeGrid) m_layout = editorLayout(m_scenario, *m_ruleset);
  ++m_revision;
  publish({DocumentEvent::Edited, changes});
}

void Document::publish(const DocumentChange& change) {
  // Copy: a listener may subscribe or unsubscribe while being called.
  const auto listeners = m_listeners;
  for (const auto& [token, listener] : listeners) listener(change);
}

void Document::scheduleValidation() { m_validationDue = std::chrono::steady_clock::now() + m_validationDelay; }

void Document::setDiagnostics(model::Diagnostics d) {
  m_checked = std::move(d);
  composeDiagnostics();
}

void Document::composeDiagnostics() {
  m_diagnostics = {};
  if (m_path && isPartialSource(*m_path)) m_diagnostics.append(m_loadProblems);
  m_diagnostics.append(m_checked);
  m_problemHexes.clear();
  auto mark = [&](model::HexCoord h, model::Severity s) {
    auto [it, inserted] = m_problemHexes.emplace(h, s);
    if (!inserted && s > it->second) it->second = s;
  };
  for (const auto& diag : m_diagnostics.items()) {
    if (diag.waived || diag.severity == model::Severity::Ignore) continue;
    const auto& loc = diag.location;
    if (loc.hex) mark(*loc.hex, diag.severity);
    if (loc.hexside) {
      for (auto h : model::hexesOf(*loc.hexside)) mark(h, diag.severity);
    }
    if (!loc.unit.empty()) {
      const auto* placement = m_scenario.placementOf(model::UnitId{loc.unit});
      if (placement && placement->hex) mark(*placement->hex, diag.severity);
    }
  }
  publish({DocumentEvent::DiagnosticsUpdated, {}});
}

// ---------------------------------------------------------------------------------------

EditGesture::EditGesture(Document& doc, std::string label)
    : m_doc(doc), m_tx(doc.m_history, doc.m_scenario, std::move(label)) {
  ++m_doc.m_openGestures;
}

EditGesture::~EditGesture() {
  if (!m_done) rollback();
}

void EditGesture::add(model::CommandPtr command) {
  if (m_done || !command) return;
  const ChangeSet c = command->changes();
  m_tx.add(std::move(command));
  m_touched.kinds |= c.kinds;
  m_touched.hexes.insert(m_touched.hexes.end(), c.hexes.begin(), c.hexes.end());
  m_doc.liveChange(c);
}

void EditGesture::commit() {
  if (m_done) return;
  finish();
  m_tx.commit();  // History's listener publishes the committed change
}

void EditGesture::rollback() {
  if (m_done) return;
  finish();
  m_tx.rollback();
  if (m_touched.kinds) m_doc.liveChange(m_touched);
}

void EditGesture::finish() {
  m_done = true;
  --m_doc.m_openGestures;
}

}  // namespace hexwright::editor
