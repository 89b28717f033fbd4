// Reads schemas/<id>/ruleset.xml into model::Ruleset: the document loop, the checks that
// need the whole document, loading by path and by id. The section readers are in
// ruleset_read_<section>.cpp. The format is documented, element by element, in
// schemas/README.md; keep the two in step.
#include "model/io/ruleset_reader.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <system_error>

#include "model/io/ruleset_reader_internal.h"

namespace hexwright::io {
namespace schema {

bool Reader::once(const pugi::xml_node& node, const std::string& key) {
  if (m_seen.insert(key).second) return true;
  m_ctx.error(rules::kDuplicateElement, "<" + std::string(node.name()) + "> may appear only once here", m_ctx.at(node));
  return false;
}

std::optional<m::Ruleset> Reader::read(const pugi::xml_document& doc) {
  pugi::xml_node root = doc.document_element();
  if (std::string(root.name()) != "ruleset") {
    m_ctx.error(rules::kRoot, "the root element must be <ruleset>, not <" + std::string(root.name()) + ">",
                m_ctx.at(root));
    return std::nullopt;
  }
  Element e(m_ctx, root, {"id", "name", "version", "format"});
  m_r.id = e.id("id");
  m_r.name = e.text("name", true);
  m_r.version = e.text("version", true);
  if (e.has("format")) {
    auto format = e.integer("format", false, 1);
    if (format && *format > 1)
      m_ctx.error(rules::kFormat, "schema format " + std::to_string(*format) + " is newer than this program reads (1)",
                  e.where("format"));
  }
  m_r.sourceFile = m_ctx.file();

  static const std::initializer_list<const char*> kChildren = {
      "game",     "scale",  "grid",     "print",          "turns",     "sides",    "mobility", "terrain",
      "hexsides", "routes", "features", "areas",          "elevation", "los",      "units",    "oob",
      "counters", "roster", "markers",  "optional-rules", "checks",    "constants"};
  for (pugi::xml_node c : childElements(m_ctx, root)) {
    std::string n = c.name();
    if (std::find_if(kChildren.begin(), kChildren.end(), [&](const char* k) { return n == k; }) == kChildren.end()) {
      unknownChild(m_ctx, c, root, kChildren);
      continue;
    }
    if (!once(c, n)) continue;
    if (n == "game")
      readGame(c);
    else if (n == "scale")
      readScale(c);
    else if (n == "grid")
      readGrid(c);
    else if (n == "print")
      readPrint(c);
    else if (n == "turns")
      readTurns(c);
    else if (n == "sides")
      readSides(c);
    else if (n == "mobility")
      readMobility(c);
    else if (n == "terrain")
      readTerrain(c);
    else if (n == "hexsides")
      readHexsides(c);
    else if (n == "routes")
      readRoutes(c);
    else if (n == "features")
      readFeatures(c);
    else if (n == "areas")
      readAreas(c);
    else if (n == "elevation")
      readElevation(c);
    else if (n == "los")
      readLos(c);
    else if (n == "units")
      readUnits(c);
    else if (n == "oob")
      readOob(c);
    else if (n == "counters")
      readCounters(c);
    else if (n == "roster")
      readRoster(c);
    else if (n == "markers")
      readMarkers(c);
    else if (n == "optional-rules")
      readOptionalRules(c);
    else if (n == "checks")
      readChecks(c);
    else if (n == "constants")
      readConstants(c);
  }
  if (!m_seen.count("grid")) m_ctx.error(rules::kMissingAttribute, "<ruleset> needs a <grid> element", m_ctx.at(root));
  finish();
  if (m_ctx.errorCount() > 0) return std::nullopt;
  return std::move(m_r);
}

void Reader::finish() {
  // <move class="all">: one entry per mobility class that has no entry of its own.
  auto expand = [&](std::vector<m::MovementEntry>& entries) {
    std::vector<m::MovementEntry> all;
    for (auto it = entries.begin(); it != entries.end();) {
      if (it->mobility == "all") {
        all.push_back(*it);
        it = entries.erase(it);
      } else {
        ++it;
      }
    }
    for (const auto& proto : all) {
      for (const auto& mc : m_r.mobilityClasses) {
        bool own = std::any_of(entries.begin(), entries.end(),
                               [&](const auto& e) { return e.mobility == mc.id && e.direction == proto.direction; });
        if (own) continue;
        m::MovementEntry e = proto;
        e.mobility = mc.id;
        entries.push_back(std::move(e));
      }
    }
  };
  for (auto& t : m_r.terrain) expand(t.movement);
  for (auto& h : m_r.hexsides) expand(h.movement);
  for (auto& r : m_r.routes) expand(r.movement);

  // A counter field that names an attribute must name one of every unit type using the
  // layout: a value the type lacks could never be filled in, and the counter (and the
  // VASSAL piece drawn from it) would always miss it.
  for (const auto& use : m_fieldUses) {
    const m::CounterLayout* layout = m_r.findCounterLayout(use.layout);
    if (!layout) continue;
    std::string lacking;
    for (const auto& type : m_r.unitTypes) {
      const bool uses =
          type.counterLayout == layout->id ||
          std::find(layout->unitTypes.begin(), layout->unitTypes.end(), type.id) != layout->unitTypes.end();
      if (uses && !m::findAttribute(type.attributes, use.source)) lacking += (lacking.empty() ? "" : ", ") + type.id;
    }
    if (!lacking.empty())
      m_ctx.error(rules::kUnknownReference,
                  "counter layout '" + use.layout + "' prints '" + use.source + "', which unit type " + lacking +
                      " using the layout does not declare as an attribute (give it a layout of its own)",
                  use.where);
  }
  m_ctx.resolveReferences();

  // Lettered sheets with known extents become numbering sections.
  if (m_r.sheetLettersInLabels) {
    for (const auto& s : m_r.mapSheets) {
      if (s.firstCol && s.firstRow && s.columns && s.rows)
        m_r.numbering.sections.push_back(m::MapSection{s.id, *s.firstCol, *s.firstRow, *s.columns, *s.rows});
    }
  }
}

}  // namespace schema

using namespace schema;
namespace m = hexwright::model;

namespace {

std::optional<std::string> readFile(const std::filesystem::path& file, std::string& error) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    error = "cannot open " + file.string();
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    error = "cannot read " + file.string();
    return std::nullopt;
  }
  return ss.str();
}

bool isRulesetDir(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_regular_file(dir / "ruleset.xml", ec);
}

}  // namespace

std::optional<model::Ruleset> readRuleset(const std::string& xml, const std::string& fileName,
                                          model::Diagnostics& diagnostics) {
  Context ctx(fileName, xml, diagnostics);
  if (!ctx.parse()) return std::nullopt;
  Reader reader(ctx);
  auto ruleset = reader.read(ctx.document());
  ctx.finish();
  return ruleset;
}

std::optional<model::Ruleset> loadRuleset(const std::filesystem::path& file, model::Diagnostics& diagnostics) {
  std::string error;
  auto text = readFile(file, error);
  if (!text) {
    model::Location loc;
    loc.source = model::SourceLocation{file.string(), 0, 0};
    diagnostics.add(model::Severity::Error, rules::kUnreadable, error, loc);
    return std::nullopt;
  }
  return readRuleset(*text, file.string(), diagnostics);
}

std::vector<std::filesystem::path> schemaSearchPath() {
  std::vector<std::filesystem::path> out;
  if (const char* env = std::getenv("HEXWRIGHT_SCHEMAS"); env && *env) out.emplace_back(env);
#ifdef HEXWRIGHT_DATA_DIR
  out.push_back(std::filesystem::path(HEXWRIGHT_DATA_DIR) / "schemas");
#endif
#ifdef HEXWRIGHT_INSTALL_DATA_DIR
  out.push_back(std::filesystem::path(HEXWRIGHT_INSTALL_DATA_DIR) / "schemas");
#endif
  return out;
}

std::vector<std::string> availableRulesets() {
  std::set<std::string> ids;
  for (const auto& dir : schemaSearchPath()) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) continue;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (isRulesetDir(it->path())) ids.insert(it->path().filename().string());
    }
  }
  return {ids.begin(), ids.end()};
}

std::optional<model::Ruleset> loadRulesetById(const std::string& id, model::Diagnostics& diagnostics) {
  bool safe =
      !id.empty() && id.find('/') == std::string::npos && id.find('\\') == std::string::npos && id != "." && id != "..";
  if (safe) {
    for (const auto& dir : schemaSearchPath()) {
      if (!isRulesetDir(dir / id)) continue;
      auto ruleset = loadRuleset(dir / id / "ruleset.xml", diagnostics);
      if (ruleset && ruleset->id != id) {
        model::Location loc;
        loc.source = model::SourceLocation{(dir / id / "ruleset.xml").string(), 0, 0};
        diagnostics.add(model::Severity::Error, rules::kIdMismatch,
                        "the schema in folder '" + id + "' declares id '" + ruleset->id + "'", loc);
        return std::nullopt;
      }
      return ruleset;
    }
  }
  std::string known;
  for (const auto& k : availableRulesets()) known += (known.empty() ? "" : ", ") + k;
  std::string searched;
  for (const auto& d : schemaSearchPath()) searched += (searched.empty() ? "" : ", ") + d.string();
  diagnostics.add(model::Severity::Error, rules::kUnknownRuleset,
                  "unknown ruleset '" + id + "'" + (known.empty() ? " (no schemas found" : " (known: " + known) +
                      "; searched " + (searched.empty() ? "nothing" : searched) + ")");
  return std::nullopt;
}

}  // namespace hexwright::io
