#include "editor/core/recovery.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <set>

#include "model/edit/entity_commands.h"
#include "model/io/bundle.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

bool processAlive(const std::string& pid) { return !pid.empty() && fs::exists(fs::path("/proc") / pid); }

std::vector<std::string> splitTabs(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t tab; (tab = s.find('\t', start)) != std::string::npos; start = tab + 1)
    out.push_back(s.substr(start, tab - start));
  out.push_back(s.substr(start));
  return out;
}

std::size_t toIndex(const std::string& s) {
  std::size_t v = 0;
  std::from_chars(s.data(), s.data() + s.size(), v);
  return v;
}

model::Scenario& wholeScenario(model::Scenario& s) { return s; }

}  // namespace

RecoveryStore::RecoveryStore(fs::path dir) : m_dir(std::move(dir)) {}

fs::path RecoveryStore::defaultDirectory() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return fs::path(xdg) / "hexwright" / "recovery";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".local" / "share" / "hexwright" / "recovery";
  return fs::temp_directory_path() / "hexwright-recovery";
}

std::string RecoveryStore::newSlot() { return std::to_string(::getpid()) + "-" + std::to_string(++m_counter); }

bool RecoveryStore::write(const Document& doc, const std::string& slot, model::Diagnostics& diagnostics,
                          const RecoveryJournal* journal) {
  std::error_code ec;
  fs::create_directories(m_dir, ec);
  if (ec) {
    diagnostics.add(model::Severity::Error, "editor.recovery.write",
                    "cannot create " + m_dir.string() + ": " + ec.message());
    return false;
  }
  if (!io::saveBundle(doc.scenario(), m_dir / (slot + ".hexw"), diagnostics, doc.loadedFrom())) return false;
  std::vector<std::string> stepLines;
  if (journal) {
    // Earlier states as plain bundles (no rasters: the current bundle has those), each
    // written once under its serial; files no step names any more are removed.
    const fs::path dir = m_dir / (slot + ".history");
    fs::create_directories(dir, ec);
    std::set<std::string> keep;
    const std::size_t current = doc.history().index();
    for (const auto& [index, state] : journal->states()) {
      if (index >= current) continue;
      const std::string name = std::to_string(state.serial) + ".hexw";
      keep.insert(name);
      model::Diagnostics ignored;
      if (!fs::exists(dir / name / "scenario.xml") && !io::saveBundle(*state.scenario, dir / name, ignored)) {
        stepLines.clear();  // a gap would replay the wrong steps: keep none before it
        continue;
      }
      stepLines.push_back("step=" + std::to_string(index) + "\t" + name + "\t" + state.label);
    }
    for (const auto& item : fs::directory_iterator(dir, ec))
      if (!keep.count(item.path().filename().string())) fs::remove_all(item.path(), ec);
  }
  std::ofstream info(m_dir / (slot + ".info"), std::ios::trunc);
  info << "title=" << doc.scenario().title << "\n";
  if (doc.path()) info << "original=" << doc.path()->string() << "\n";
  if (doc.partialSource()) info << "partial=" << doc.partialSource()->string() << "\n";
  const auto now = std::chrono::system_clock::now();
  info << "saved=" << std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count() << "\n";
  for (const auto& line : stepLines) info << line << "\n";
  if (journal && doc.history().index() > 0) {
    const auto labels = doc.history().labels();
    info << "current=" << doc.history().index() << "\t" << labels[doc.history().index() - 1] << "\n";
  }
  return static_cast<bool>(info);
}

void RecoveryStore::discard(const std::string& slot) {
  std::error_code ec;
  fs::remove_all(m_dir / (slot + ".hexw"), ec);
  fs::remove_all(m_dir / (slot + ".history"), ec);
  fs::remove(m_dir / (slot + ".info"), ec);
}

std::vector<RecoveryStore::Entry> RecoveryStore::orphans() const {
  std::vector<Entry> out;
  std::error_code ec;
  if (!fs::is_directory(m_dir, ec)) return out;
  for (const auto& item : fs::directory_iterator(m_dir, ec)) {
    if (item.path().extension() != ".info") continue;
    const std::string slot = item.path().stem().string();
    if (processAlive(slot.substr(0, slot.find('-')))) continue;
    Entry e;
    e.bundle = m_dir / (slot + ".hexw");
    if (!fs::exists(e.bundle)) continue;
    std::ifstream in(item.path());
    std::vector<std::pair<std::size_t, Entry::Step>> steps;
    std::size_t currentIndex = 0;
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("title=", 0) == 0) e.title = line.substr(6);
      if (line.rfind("original=", 0) == 0) e.original = fs::path(line.substr(9));
      if (line.rfind("partial=", 0) == 0) e.partialSource = fs::path(line.substr(8));
      if (line.rfind("saved=", 0) == 0) {
        long long seconds = 0;
        const std::string v = line.substr(6);
        if (std::from_chars(v.data(), v.data() + v.size(), seconds).ec == std::errc{})
          e.savedAt = std::chrono::system_clock::time_point(std::chrono::seconds(seconds));
      }
      const auto fields = splitTabs(line.substr(line.find('=') + 1));
      if (line.rfind("step=", 0) == 0 && fields.size() == 3)
        steps.push_back({toIndex(fields[0]), {m_dir / (slot + ".history") / fields[1], fields[2]}});
      if (line.rfind("current=", 0) == 0 && fields.size() == 2) {
        currentIndex = toIndex(fields[0]);
        e.currentLabel = fields[1];
      }
    }
    // Only a run of consecutive steps ending just below the current one can be replayed.
    std::size_t expect = currentIndex;
    for (auto it = steps.rbegin(); it != steps.rend() && currentIndex > 0; ++it) {
      if (it->first + 1 != expect) break;
      e.steps.insert(e.steps.begin(), it->second);
      expect = it->first;
    }
    e.when = fs::last_write_time(item.path(), ec);
    out.push_back(std::move(e));
  }
  std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) { return a.when > b.when; });
  return out;
}

void RecoveryStore::remove(const Entry& e) {
  std::error_code ec;
  fs::remove_all(e.bundle, ec);
  fs::path other = e.bundle;
  fs::remove_all(other.replace_extension(".history"), ec);
  fs::remove(other.replace_extension(".info"), ec);
}

std::unique_ptr<Document> RecoveryStore::recover(const Entry& e, model::Diagnostics& diagnostics) {
  auto current = Document::open(e.bundle, diagnostics);
  if (!current) return nullptr;
  std::unique_ptr<Document> doc;
  if (!e.steps.empty()) {
    // Rebuild the history: the oldest state, then one step per later state, each with
    // the label it had, ending with the autosaved work.
    model::Diagnostics ignored;
    auto base = io::loadBundle(e.steps.front().bundle, ignored);
    if (base) {
      doc = std::make_unique<Document>(std::move(*base), current->ruleset(), e.bundle);
      bool ok = true;
      for (std::size_t i = 1; i < e.steps.size() && ok; ++i) {
        auto state = io::loadBundle(e.steps[i].bundle, ignored);
        ok = state.has_value();
        if (ok)
          doc->execute(std::make_unique<model::SetField<model::Scenario>>(e.steps[i].label, wholeScenario,
                                                                          std::move(*state), model::kChangeEverything));
      }
      if (ok)
        doc->execute(std::make_unique<model::SetField<model::Scenario>>(e.currentLabel, wholeScenario,
                                                                        current->scenario(), model::kChangeEverything));
      if (!ok || doc->scenario() != current->scenario()) doc.reset();
    }
  }
  if (!doc) doc = std::move(current);
  doc->markRecovered(e.original);
  if (e.partialSource) {
    // The load problems themselves were not kept: opening the bundle again lists them.
    model::Diagnostics problems;
    problems.add(model::Severity::Error, "editor.recovered.partial",
                 "this work was opened in part from " + e.partialSource->string() +
                     " (elements with load errors left out); it cannot be saved over that bundle");
    doc->markPartial(*e.partialSource, std::move(problems));
  }
  return doc;
}

std::string recoveryQuestion(const RecoveryStore::Entry& e, std::chrono::system_clock::time_point now) {
  const std::string name = e.original ? e.original->filename().string() : "an unsaved scenario";
  std::string text = "Hexwright did not close normally. Recover the autosaved work on " + name;
  if (!e.title.empty()) text += " (\"" + e.title + "\")";
  if (e.savedAt) {
    const std::time_t t = std::chrono::system_clock::to_time_t(*e.savedAt);
    std::tm local{};
    localtime_r(&t, &local);
    char when[64];
    std::strftime(when, sizeof when, "%H:%M on %d %b %Y", &local);
    const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(now - *e.savedAt).count();
    text += ", saved at " + std::string(when) + " (" +
            (minutes < 1     ? std::string("less than a minute ago")
             : minutes == 1  ? std::string("1 minute ago")
             : minutes < 120 ? std::to_string(minutes) + " minutes ago"
                             : std::to_string(minutes / 60) + " hours ago") +
            ")";
  }
  text += "?";
  if (!e.steps.empty())
    text +=
        " Its last " + std::to_string(e.steps.size()) + (e.steps.size() == 1 ? " step" : " steps") + " can be undone.";
  return text;
}

}  // namespace hexwright::editor
