// hexwright suggest terrain BUNDLE --examples FILE [--min-confidence X] [--apply]
//     (the examples file may also name lines: "HEX HEX TYPE" for hexside features and routes)
//     [--background FILE] [--pixels-per-hex N] [--format text|json]
#include <CLI/CLI.hpp>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/import_report.h"
#include "cli/line_suggestions_report.h"
#include "cli/terminal_progress.h"
#include "importers/common/bundle_session.h"
#include "importers/common/input_file.h"
#include "model/hex/offset_coord.h"
#include "recognition/line_suggestion.h"
#include "recognition/scan_reader.h"
#include "recognition/terrain_suggestion.h"

namespace hexwright::cli {
namespace {

namespace r = hexwright::recognition;

struct SuggestTerrainOptions {
  std::string bundle;
  std::string examples;
  double minConfidence = 0.6;
  bool apply = false;
  std::string background;
  double pixelsPerHex = 32;
  std::string format = "text";
};

/// How many low-confidence hexes the text report names before "and N more".
constexpr std::size_t kLowListed = 20;

std::string percent(double share) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(0) << share * 100 << '%';
  return s.str();
}

std::string fixed2(double v) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(2) << v;
  return s.str();
}

struct TypeCount {
  std::size_t hexes = 0;
  std::size_t confident = 0;
  double confidenceSum = 0;
};

std::map<model::TypeId, TypeCount> countByType(const r::TerrainSuggestions& s, double minConfidence) {
  std::map<model::TypeId, TypeCount> counts;
  for (const auto& h : s.hexes) {
    if (h.example) continue;
    auto& c = counts[h.terrain];
    ++c.hexes;
    c.confidenceSum += h.confidence;
    if (h.confidence >= minConfidence) ++c.confident;
  }
  return counts;
}

void printConfusion(std::ostream& out, const r::TerrainSuggestions& s) {
  const auto& v = s.validation;
  if (v.folds == 0) {
    out << "Not cross-validated: every type needs two examples or more\n";
    return;
  }
  out << "Cross-validated on the examples (" << v.folds << " folds): " << v.correct << " of " << v.total << " agree ("
      << percent(v.agreement()) << ")\n";
  const std::string corner = "example \\ suggested";
  std::size_t width = corner.size();
  for (const auto& t : s.types) width = std::max(width, t.size());
  out << "  " << std::left << std::setw(static_cast<int>(width)) << corner;
  for (const auto& t : s.types) out << "  " << t;
  out << '\n';
  for (std::size_t i = 0; i < s.types.size(); ++i) {
    out << "  " << std::left << std::setw(static_cast<int>(width)) << s.types[i] << std::right;
    for (std::size_t k = 0; k < s.types.size(); ++k)
      out << "  " << std::setw(static_cast<int>(s.types[k].size())) << v.confusion[i][k];
    out << std::left << '\n';
  }
}

void printText(std::ostream& out, const SuggestTerrainOptions& o, const r::Scan& scan, const r::HexFeatures& features,
               const r::TerrainSuggestions& s, const model::Map& map) {
  const auto& conv = map.grid().convention;
  out << "Terrain suggested from " << scan.file << " (" << std::lround(features.meanPixelsPerHex())
      << " pixels read in the middle of each hex; " << features.hexesOnScan() << " of " << map.grid().size()
      << " hexes on the scan)\n";
  std::size_t examples = 0;
  std::string perType;
  for (const auto& t : s.types) {
    examples += s.examplesPerType.at(t);
    perType += (perType.empty() ? "" : ", ") + t + " " + std::to_string(s.examplesPerType.at(t));
  }
  out << "Examples: " << examples << " (" << perType << ")\n";
  printConfusion(out, s);
  const auto counts = countByType(s, o.minConfidence);
  std::size_t others = 0, confident = 0;
  for (const auto& [t, c] : counts) others += c.hexes, confident += c.confident;
  out << "Suggestions for " << others << " other hexes, " << confident << " at confidence " << fixed2(o.minConfidence)
      << " or more:\n";
  for (const auto& t : s.types) {
    const auto it = counts.find(t);
    if (it == counts.end()) continue;
    out << "  " << std::left << std::setw(16) << t << std::right << std::setw(6) << it->second.hexes << " (confident "
        << it->second.confident << ", mean confidence "
        << fixed2(it->second.confidenceSum / static_cast<double>(it->second.hexes)) << ")\n";
  }
  std::vector<std::string> low;
  for (const auto& h : s.hexes)
    if (!h.example && h.confidence < o.minConfidence) low.push_back(model::formatLabel(map.grid().at(h.hex), conv));
  if (!low.empty()) {
    out << "Below " << fixed2(o.minConfidence) << ": " << low.size() << " hexes, left as they are:";
    for (std::size_t i = 0; i < std::min(low.size(), kLowListed); ++i) out << ' ' << low[i];
    if (low.size() > kLowListed) out << " and " << low.size() - kLowListed << " more";
    out << '\n';
  }
  if (s.hexesOffScan) out << "Off the scan: " << s.hexesOffScan << " hexes, left as they are\n";
}

nlohmann::ordered_json toJson(const SuggestTerrainOptions& o, const r::Scan& scan, const r::HexFeatures& features,
                              const r::TerrainSuggestions& s, const model::Map& map) {
  const auto& conv = map.grid().convention;
  nlohmann::ordered_json j;
  j["scan"] = {{"file", scan.file},
               {"pixels_per_hex", features.meanPixelsPerHex()},
               {"hexes_on_scan", features.hexesOnScan()},
               {"hexes_off_scan", s.hexesOffScan}};
  auto& ex = j["examples"] = nlohmann::ordered_json::object();
  for (const auto& t : s.types) ex[t] = s.examplesPerType.at(t);
  auto& cv = j["cross_validation"];
  cv["folds"] = s.validation.folds;
  cv["correct"] = s.validation.correct;
  cv["total"] = s.validation.total;
  cv["agreement"] = s.validation.agreement();
  auto& confusion = cv["confusion"] = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < s.types.size() && s.validation.folds > 0; ++i)
    for (std::size_t k = 0; k < s.types.size(); ++k) confusion[s.types[i]][s.types[k]] = s.validation.confusion[i][k];
  j["min_confidence"] = o.minConfidence;
  auto& counts = j["counts"] = nlohmann::ordered_json::object();
  for (const auto& [t, c] : countByType(s, o.minConfidence))
    counts[t] = {{"hexes", c.hexes}, {"confident", c.confident}};
  auto& hexes = j["suggestions"] = nlohmann::ordered_json::array();
  for (const auto& h : s.hexes) {
    const model::HexCoord hex = map.grid().at(h.hex);
    hexes.push_back({{"hex", model::formatLabel(hex, conv)},
                     {"terrain", h.terrain},
                     {"confidence", h.confidence},
                     {"current", map.terrainAt(hex)},
                     {"example", h.example}});
  }
  return j;
}

struct Suggested {
  r::HexFeatures features;
  std::optional<r::TerrainSuggestions> terrain;
  std::optional<r::LineSuggestions> lines;
};

/// Terrain when the file names hexes, lines when it names hexsides or routes; both may.
std::optional<Suggested> suggestAll(const SuggestTerrainOptions& o, const importers::BundleSession& session,
                                    const r::Scan& scan, const std::vector<r::TerrainExample>& examples,
                                    const std::vector<r::LineExample>& lineExamples, CliContext& ctx,
                                    model::Diagnostics& d) {
  const model::Map& map = session.scenario.map;
  Suggested out;
  if (!examples.empty() || lineExamples.empty()) {
    TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && o.format != "json");
    out.features = r::computeHexFeatures(scan.pixels, map.grid(), scan.layout, progress);
    progress.finish();
    if (progress.cancelled()) {
      d.add(model::Severity::Error, "suggest.cancelled", "cancelled; " + o.bundle + " is unchanged");
      return std::nullopt;
    }
    out.terrain = r::suggestTerrain(out.features, map.grid(), examples, session.ruleset, d);
    if (!out.terrain->ok) return std::nullopt;
    if (o.format != "json") printText(ctx.out, o, scan, out.features, *out.terrain, map);
  }
  if (!lineExamples.empty()) {
    out.lines = r::suggestLines(scan.pixels, map.grid(), scan.layout, lineExamples, session.ruleset, d);
    if (o.format != "json") printLineSuggestions(ctx.out, *out.lines, map, o.minConfidence);
  }
  return out;
}

void runSuggestTerrain(const SuggestTerrainOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  nlohmann::ordered_json j;
  const bool json = o.format == "json";
  const auto finish = [&](int code) {
    finishImport(ctx, json, d, j, code, "Terrain suggestion from the scan", o.examples, o.bundle);
  };
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finish(kExitBadInput);
  const model::Map& map = session->scenario.map;
  const auto text = importers::readInputFile(o.examples, "examples file", "suggest.examples.unreadable", d);
  if (!text) return finish(kExitBadInput);
  std::vector<r::LineExample> lineExamples;
  const auto examples = r::parseTerrainExamples(*text, o.examples, map, session->ruleset, d, &lineExamples);
  if (d.hasErrors()) return finish(kExitBadInput);
  const auto scan = r::readScan(map, session->path, {o.background, o.pixelsPerHex}, d);
  if (!scan) return finish(kExitBadInput);
  const auto suggested = suggestAll(o, *session, *scan, examples, lineExamples, ctx, d);
  if (!suggested) return finish(kExitBadInput);
  if (suggested->terrain) j = toJson(o, *scan, suggested->features, *suggested->terrain, map);
  if (suggested->lines) j["lines"] = lineSuggestionsJson(*suggested->lines, map);
  if (!o.apply) {
    j["applied"] = false;
    if (!json) ctx.out << "Not applied: add --apply to set them; " << o.bundle << " is unchanged\n";
    return finish(kExitOk);
  }
  model::Map staged = map;
  std::size_t changed = 0;
  if (suggested->terrain) {
    auto applied = r::applyTerrainSuggestions(map, *suggested->terrain, o.minConfidence);
    staged = std::move(applied.map);
    changed = applied.changed;
  }
  r::AppliedLines lines;
  if (suggested->lines) lines = r::applyLineSuggestions(staged, session->ruleset, *suggested->lines, o.minConfidence);
  j["applied"] = true;
  j["hexes_changed"] = changed;
  j["hexsides_added"] = lines.hexsidesAdded;
  j["routes_added"] = lines.routesAdded;
  if (!importers::saveStagedMap(*session, std::move(staged), d)) return finish(kExitBadInput);
  if (!json) {
    ctx.out << "Applied: " << changed << " hexes changed, " << lines.hexsidesAdded << " hexside features and "
            << lines.routesAdded << " routes added in " << o.bundle << '\n';
    if (lines.directionalLeft)
      ctx.out << "  " << lines.directionalLeft
              << " directional hexsides (slopes) left for you: which side is lower is not on the scan\n";
  }
  finish(kExitOk);
}

}  // namespace

void addSuggestTerrainCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<SuggestTerrainOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("--examples", o->examples,
                  "Examples file: one 'HEX TERRAIN' per line (0512 woods), or 'HEX HEX TYPE' for a hexside feature "
                  "or route step on the scan (0512 0513 creek); # comments; 5-20 per type")
      ->required();
  cmd->add_option("--min-confidence", o->minConfidence,
                  "Share of the vote (0-1) a suggestion needs to be applied; lower ones are listed and left")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_flag("--apply", o->apply,
                "Set every example and every suggestion at --min-confidence or more, and save the bundle");
  cmd->add_option("--background", o->background, "Which background picture to read (its file); default: the first");
  cmd->add_option("--pixels-per-hex", o->pixelsPerHex,
                  "Pixels across a hex to read the scan at (never finer than the scan holds)")
      ->check(CLI::Range(4.0, 256.0));
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runSuggestTerrain(*o, ctx); });
}

}  // namespace hexwright::cli
