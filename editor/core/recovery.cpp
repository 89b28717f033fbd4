#include "editor/core/recovery.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

#include "model/io/bundle.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

bool processAlive(const std::string& pid) { return !pid.empty() && fs::exists(fs::path("/proc") / pid); }

}  // namespace

RecoveryStore::RecoveryStore(fs::path dir) : m_dir(std::move(dir)) {}

fs::path RecoveryStore::defaultDirectory() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return fs::path(xdg) / "hexwright" / "recovery";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".local" / "share" / "hexwright" / "recovery";
  return fs::temp_directory_path() / "hexwright-recovery";
}

std::string RecoveryStore::newSlot() { return std::to_string(::getpid()) + "-" + std::to_string(++m_counter); }

bool RecoveryStore::write(const Document& doc, const std::string& slot, model::Diagnostics& diagnostics) {
  std::error_code ec;
  fs::create_directories(m_dir, ec);
  if (ec) {
    diagnostics.add(model::Severity::Error, "editor.recovery.write",
                    "cannot create " + m_dir.string() + ": " + ec.message());
    return false;
  }
  if (!io::saveBundle(doc.scenario(), m_dir / (slot + ".hexw"), diagnostics, doc.loadedFrom())) return false;
  std::ofstream info(m_dir / (slot + ".info"), std::ios::trunc);
  info << "title=" << doc.scenario().title << "\n";
  if (doc.path()) info << "original=" << doc.path()->string() << "\n";
  return static_cast<bool>(info);
}

void RecoveryStore::discard(const std::string& slot) {
  std::error_code ec;
  fs::remove_all(m_dir / (slot + ".hexw"), ec);
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
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("title=", 0) == 0) e.title = line.substr(6);
      if (line.rfind("original=", 0) == 0) e.original = fs::path(line.substr(9));
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
  fs::path info = e.bundle;
  info.replace_extension(".info");
  fs::remove(info, ec);
}

}  // namespace hexwright::editor
