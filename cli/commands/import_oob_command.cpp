// hexwright import oob BUNDLE FILE [--format auto|csv|text] [--profile FILE] [--replace]
//     [--dry-run] [--report text|json]
#include <CLI/CLI.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "importers/common/bundle_session.h"
#include "importers/oob/oob_import.h"
#include "model/io/atomic_file.h"
#include "model/io/bundle.h"

namespace hexwright::cli {
namespace {

struct ImportOobOptions {
  std::string bundle;
  std::string file;
  std::string format = "auto";
  std::string profile;
  bool replace = false;
  bool dryRun = false;
  std::string report = "text";
};

void runImportOob(const ImportOobOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  nlohmann::json j;
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finishCommand(ctx, o.report == "json", d, j, kExitBadInput);
  importers::oob::OobImportRequest req;
  req.file = o.file;
  req.format = importers::oob::parseOobFormat(o.format).value_or(importers::oob::OobFormat::Auto);
  if (!o.profile.empty()) req.profile = o.profile;
  req.replace = o.replace;
  // Read here (a folder, a device or /dev/zero is refused) so that the stored copy gets a
  // name that no earlier import's provenance already means something else by.
  std::string text, readError;
  if (!io::readWholeFile(o.file, text, readError)) {
    model::Location where;
    where.source = model::SourceLocation{o.file, 0, 0};
    d.add(model::Severity::Error, "import.oob.file.unreadable", readError, where);
    return finishCommand(ctx, o.report == "json", d, j, kExitBadInput);
  }
  req.sourceName = io::unusedBundleFileName(session->path, "sources/" + std::filesystem::path(o.file).filename().string(), text);
  const auto r = importers::oob::importOobText(text, session->scenario, session->ruleset, req, d);
  if (!r.ok) {
    d.add(model::Severity::Error, "import.oob.failed", "nothing imported; " + o.bundle + " is unchanged");
    return finishCommand(ctx, o.report == "json", d, j, kExitBadInput);
  }
  // Units per side and type: what a designer checks against the source first.
  std::map<std::string, std::map<std::string, int>> counts;
  for (const auto& u : r.oob.units) ++counts[u.side.str()][u.type];
  j["formations_added"] = r.formationsAdded;
  j["units_added"] = r.unitsAdded;
  j["source"] = r.sourceName;
  j["units_by_side_and_type"] = counts;
  j["dry_run"] = o.dryRun;
  if (o.report != "json") {
    ctx.out << "Order of battle from " << o.file << ": " << r.formationsAdded << " formations, " << r.unitsAdded
            << " units (kept as " << r.sourceName << ")\n";
    for (const auto& [side, types] : counts) {
      ctx.out << "  " << side << ":";
      for (const auto& [type, n] : types) ctx.out << "  " << type << " " << n;
      ctx.out << '\n';
    }
    if (o.dryRun) ctx.out << "Dry run: " << o.bundle << " is unchanged\n";
  }
  if (o.dryRun) return finishCommand(ctx, o.report == "json", d, j, kExitOk);
  // The source goes into the bundle beside the documents, saved in the same atomic write.
  importers::StagingDir staging;
  std::filesystem::create_directories((staging.path() / r.sourceName).parent_path());
  std::string error;
  if (!io::writeFileDurable(staging.path() / r.sourceName, r.sourceText, error)) {
    d.add(model::Severity::Error, "import.oob.failed", "cannot stage " + r.sourceName + ": " + error + "; " + o.bundle + " is unchanged");
    return finishCommand(ctx, o.report == "json", d, j, kExitBadInput);
  }
  model::Scenario next = session->scenario;
  next.oob = r.oob;
  if (!io::saveBundle(next, session->path, d, staging.path(), session->stamp))
    return finishCommand(ctx, o.report == "json", d, j, kExitBadInput);
  finishCommand(ctx, o.report == "json", d, j, kExitOk);
}

}  // namespace

void addImportOobCommand(CLI::App& app, CliContext& ctx) {
  auto o = std::make_shared<ImportOobOptions>();
  CLI::App& group = commandGroup(app, "import", "Import maps, elevation, land cover, GIS data and orders of battle");
  CLI::App* cmd = group.add_subcommand(
      "oob", "Formations, units and leaders from a historical order of battle (CSV/TSV or a text listing)");
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("file", o->file,
                  "The order of battle: CSV/TSV (path or level columns) or text (published listing or indented outline)")
      ->required();
  cmd->add_option("--format", o->format, "Input format (auto: .csv/.tsv are CSV, anything else text)")
      ->check(CLI::IsMember({"auto", "csv", "text"}));
  cmd->add_option("--profile", o->profile, "Conversion profile (default: schemas/<ruleset>/oob-profile.xml)");
  cmd->add_flag("--replace", o->replace, "Replace the bundle's order of battle instead of adding to it");
  cmd->add_flag("--dry-run", o->dryRun, "Report what the import would do; leave the bundle unchanged");
  cmd->add_option("--report", o->report, "Output format")->check(CLI::IsMember({"text", "json"}));
  cmd->callback([o, &ctx] { runImportOob(*o, ctx); });
}

}  // namespace hexwright::cli
