// hexwright import vector BUNDLE SOURCE --mapping FILE|NAME [--min-coverage F] [--crs CRS]
//     [--no-keep-ground] [--dry-run] [--format text|json]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/import_report.h"
#include "cli/terminal_progress.h"
#include "importers/common/bundle_session.h"
#include "importers/vector/vector_options.h"

namespace hexwright::cli {
namespace {

// The import's own options bind straight into importers::VectorImportOptions, so a flag
// left out means what a field left as it was in the editor's dialog means.
struct ImportVectorOptions {
  std::string bundle;
  importers::VectorImportOptions import;
  bool dryRun = false;
  bool noKeepGround = false;
  std::string format = "text";
};

void runImportVector(const ImportVectorOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  nlohmann::json j;
  const auto finish = [&](int code) {
    finishImport(ctx, o.format == "json", d, j, code, "Vector import from " + o.import.source, o.import.source,
                 o.bundle);
  };
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finish(kExitBadInput);
  importers::VectorImportOptions options = o.import;
  options.keepGround = !o.noKeepGround;
  const auto req = importers::vectorImportRequest(options, session->ruleset, d);
  if (!req) return finish(kExitBadInput);
  TerminalProgress progress(ctx.err, ctx.stderrIsTerminal && o.format != "json");
  const auto r = importers::importVector(session->scenario.map, session->ruleset, *req, d, progress);
  progress.finish();
  if (r.cancelled) {
    d.add(model::Severity::Error, "import.cancelled", "cancelled; " + o.bundle + " is unchanged");
    return finish(kExitBadInput);
  }
  if (!r.ok) return finish(kExitBadInput);
  nlohmann::json rules = nlohmann::json::array();
  for (std::size_t i = 0; i < r.rules.size(); ++i) {
    const auto& rule = req->mapping.rules[i];
    rules.push_back({{"line", rule.line},
                     {"target", importers::mappingTargetName(rule.target)},
                     {"type", rule.type},
                     {"layer", rule.layer},
                     {"features", r.rules[i].features},
                     {"used", r.rules[i].used}});
  }
  j["rules"] = rules;
  j["terrain_changed"] = r.terrainChanged;
  j["hexside_features_added"] = r.hexsideFeaturesAdded;
  j["routes_added"] = r.routesAdded;
  j["hex_features_added"] = r.hexFeaturesAdded;
  j["ground_kept"] = {
      {"features", r.groundFeaturesKept}, {"points_read", r.groundPointsRead}, {"points_kept", r.groundPointsKept}};
  j["dry_run"] = o.dryRun;
  if (o.format != "json") {
    ctx.out << "Vector data from " << o.import.source << ": " << r.terrainChanged << " hexes of terrain changed, "
            << r.hexsideFeaturesAdded << " hexside features, " << r.routesAdded << " routes and " << r.hexFeaturesAdded
            << " hex features added\n";
    for (std::size_t i = 0; i < r.rules.size(); ++i) {
      const auto& rule = req->mapping.rules[i];
      ctx.out << "  line " << rule.line << ": " << importers::mappingTargetName(rule.target) << ' ' << rule.type
              << " <- " << (rule.layer.empty() ? "(first layer)" : rule.layer) << ": " << r.rules[i].used << " of "
              << r.rules[i].features << " features\n";
    }
    if (req->keepGround)
      ctx.out << "  ground kept for the natural map style: " << r.groundFeaturesKept << " features, "
              << r.groundPointsKept << " of " << r.groundPointsRead << " vertices (clipped to the map, simplified)\n";
    if (o.dryRun) ctx.out << "Dry run: " << o.bundle << " is unchanged\n";
  }
  if (!o.dryRun && !importers::saveStagedMap(*session, r.map, d)) return finish(kExitBadInput);
  finish(kExitOk);
}

}  // namespace

void addImportVectorCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ImportVectorOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("source", o->import.source, "Any vector source OGR reads: file, folder or connection string")
      ->required();
  cmd->add_option("--mapping", o->import.mapping,
                  "Mapping file, or the name of a shipped one (osm); see docs/import-mapping.md")
      ->required();
  cmd->add_option(
         "--min-coverage", o->import.minCoverage,
         "Share of a hex (0-1) a polygon terrain needs, unless its rule says (mixed hexes: ruleset precedence)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--crs", o->import.crs, "The source's CRS when a layer does not name one");
  cmd->add_flag("--no-keep-ground", o->noKeepGround,
                "Classify hexes only; keep no copy of the features for the natural map style");
  cmd->add_flag("--dry-run", o->dryRun, "Report what the import would do; leave the bundle unchanged");
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runImportVector(*o, ctx); });
}

}  // namespace hexwright::cli
