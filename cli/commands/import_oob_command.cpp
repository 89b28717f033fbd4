// hexwright import oob BUNDLE FILE [--input-format auto|csv|text] [--side SIDE] [--army NAME]
//     [--profile FILE] [--replace] [--dry-run] [--format text|json]
#include <CLI/CLI.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_catalogue.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "importers/common/bundle_session.h"
#include "importers/oob/oob_import.h"
#include "importers/oob/oob_review.h"
#include "model/io/atomic_file.h"
#include "model/io/bundle.h"

namespace hexwright::cli {
namespace {

struct ImportOobOptions {
  std::string bundle;
  std::string file;
  std::string inputFormat = "auto";
  std::string profile;
  std::string side;
  std::string army;
  bool replace = false;
  bool dryRun = false;
  std::string format = "text";
  std::string report;  // the spelling of --format; either works
  std::string sheet;
};

nlohmann::ordered_json outcomeJson(const importers::oob::OobOutcome& o) {
  nlohmann::ordered_json review = nlohmann::ordered_json::array();
  for (const auto& [line, why] : o.review) review.push_back({{"line", line}, {"why", why}});
  return {{"read_as", o.style},
          {"format_reason", o.formatReason},
          {"layout", o.layout},
          {"furniture_dropped", o.furniture},
          {"review", review},
          {"encoding", o.encoding},
          {"formations_by_level", o.formationsByLevel},
          {"units_by_type", o.unitsByType},
          {"units", o.units},
          {"leaders", o.leaders},
          {"officers", o.officers},
          {"statuses", o.statuses},
          {"notes", o.notes},
          {"not_understood", o.notUnderstood},
          {"errors", o.errors},
          {"warnings", o.warnings},
          {"diagnostics_hidden", o.diagnosticsHidden}};
}

/// What was read, also after a failure: the designer's first check against the source.
void printOutcome(std::ostream& out, const std::string& file, const importers::oob::OobOutcome& o) {
  if (!o.style.empty()) out << "read as: " << o.style << (o.encoding.empty() ? "" : ", " + o.encoding) << '\n';
  if (o.style.empty() && !o.encoding.empty()) out << "encoding: " << o.encoding << '\n';
  if (!o.formatReason.empty())
    out << "format: "
        << (o.style.starts_with("CSV") || o.style.starts_with("TSV") || o.style.starts_with("workbook") ||
                    o.style.starts_with("data records") || o.style.starts_with("counter file")
                ? "table"
                : "text")
        << " (" << o.formatReason << ")\n";
  if (!o.layout.empty() || o.furniture > 0) {
    out << "cleaned:";
    for (const auto& l : o.layout) out << " " << l << ";";
    out << " " << o.furniture << " lines of page furniture dropped\n";
  }
  out << "found in " << file << ":";
  for (const auto& [level, n] : o.formationsByLevel) out << "  " << level << " " << n;
  out << "\n  units " << o.units << ", leaders " << o.leaders << ", officers named with units " << o.officers;
  for (const auto& [status, n] : o.statuses) out << ", " << status << " " << n;
  out << "\n  lines read as notes " << o.notes << ", not understood " << o.notUnderstood << '\n';
  if (!o.unitsByType.empty()) {
    out << "  by type:";
    for (const auto& [type, n] : o.unitsByType) out << "  " << type << " " << n;
    out << '\n';
  }
  if (o.diagnosticsHidden > 0) out << "  (" << o.diagnosticsHidden << " repeated diagnostics counted, not shown)\n";
  if (!o.review.empty()) {
    out << "to review (" << o.review.size() << " lines not understood, kept as notes):\n";
    std::size_t shown = 0;
    for (const auto& [line, why] : o.review) {
      if (++shown > 20) {
        out << "  … " << o.review.size() - 20 << " more\n";
        break;
      }
      out << "  " << file << ":" << line << ": " << why << '\n';
    }
  }
}

void runImportOob(const ImportOobOptions& o, CliContext& ctx) {
  // Workbooks are read through GDAL, which hexwright-gis links and this program does not.
  if (importers::oob::isWorkbookName(o.file) && !importers::oob::workbookSupportInstalled())
    runInstead(Program::Gis, ctx.argv);
  const bool json = o.format == "json" || o.report == "json";
  model::Diagnostics d;
  nlohmann::ordered_json j;
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finishCommand(ctx, json, d, j, kExitBadInput);
  importers::oob::OobImportRequest req;
  req.file = o.file;
  req.format = importers::oob::parseOobFormat(o.inputFormat).value_or(importers::oob::OobFormat::Auto);
  if (!o.profile.empty()) req.profile = o.profile;
  req.replace = o.replace;
  req.side = o.side;
  req.army = o.army;
  req.sheet = o.sheet;
  // Read here (a folder, a device or /dev/zero is refused) so that the stored copy gets a
  // name that no earlier import's provenance already means something else by.
  std::string text, readError;
  if (!io::readWholeFile(o.file, text, readError)) {
    model::Location where;
    where.source = model::SourceLocation{o.file, 0, 0};
    d.add(model::Severity::Error, "import.oob.file.unreadable", readError, where);
    return finishCommand(ctx, json, d, j, kExitBadInput);
  }
  req.sourceName =
      io::unusedBundleFileName(session->path, "sources/" + std::filesystem::path(o.file).filename().string(), text);
  const auto r = importers::oob::importOobText(text, session->scenario, session->ruleset, req, d);
  j["outcome"] = outcomeJson(r.outcome);
  if (!json) printOutcome(ctx.out, o.file, r.outcome);
  if (!r.ok) {
    d.add(model::Severity::Error, "import.oob.failed", "nothing imported; " + o.bundle + " is unchanged");
    return finishCommand(ctx, json, d, j, kExitBadInput);
  }
  // Units per side and type: what a designer checks against the source first.
  std::map<std::string, std::map<std::string, int>> counts;
  for (const auto& u : r.oob.units) ++counts[u.side.str()][u.type];
  j["formations_added"] = r.formationsAdded;
  j["units_added"] = r.unitsAdded;
  j["source"] = r.sourceName;
  j["units_by_side_and_type"] = counts;
  j["dry_run"] = o.dryRun;
  if (!json) {
    ctx.out << "Order of battle from " << o.file << ": " << r.formationsAdded << " formations, " << r.unitsAdded
            << " units (kept as " << r.sourceName << ")\n";
    for (const auto& [side, types] : counts) {
      ctx.out << "  " << side << ":";
      for (const auto& [type, n] : types) ctx.out << "  " << type << " " << n;
      ctx.out << '\n';
    }
  }
  if (o.dryRun) {
    // The tree the import would add, each entry with its line; "?" marks a doubtful one.
    const auto rows =
        importers::oob::reviewRows(importers::oob::addedEntries(r.oob, r.formationsAdded, r.unitsAdded), d);
    nlohmann::ordered_json tree = nlohmann::ordered_json::array();
    for (const auto& row : rows) {
      tree.push_back({{"depth", row.depth},
                      {"kind", row.kind},
                      {"text", row.text},
                      {"line", row.line},
                      {"doubtful", row.doubtful},
                      {"why", row.why}});
      if (!json)
        ctx.out << (row.doubtful ? "? " : "  ") << std::string(static_cast<std::size_t>(row.depth) * 2, ' ') << row.text
                << "  (line " << row.line << ")" << (row.doubtful ? "  <- " + row.why : "") << '\n';
    }
    j["tree"] = tree;
    if (!json) ctx.out << "Dry run: " << o.bundle << " is unchanged\n";
  }
  if (o.dryRun) return finishCommand(ctx, json, d, j, kExitOk);
  // The source goes into the bundle beside the documents, saved in the same atomic write.
  importers::StagingDir staging;
  std::filesystem::create_directories((staging.path() / r.sourceName).parent_path());
  std::string error;
  if (!io::writeFileDurable(staging.path() / r.sourceName, r.sourceText, error)) {
    d.add(model::Severity::Error, "import.oob.failed",
          "cannot stage " + r.sourceName + ": " + error + "; " + o.bundle + " is unchanged");
    return finishCommand(ctx, json, d, j, kExitBadInput);
  }
  model::Scenario next = session->scenario;
  next.oob = r.oob;
  if (!io::saveBundle(next, session->path, d, staging.path(), session->stamp))
    return finishCommand(ctx, json, d, j, kExitBadInput);
  finishCommand(ctx, json, d, j, kExitOk);
}

}  // namespace

void addImportOobCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ImportOobOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option(
         "file", o->file,
         "The order of battle: CSV/TSV (columns by level, a path, or id and parent), an .xlsx or .ods workbook, "
         "a game's JSON roster, play-aid script or counter file, a data set's YAML, or "
         "text as published (Official Records, "
         "Battles and Leaders, lists of reports, Wikipedia and its wikitext, a battle's infobox, Markdown, a "
         "saved HTML page, PDF and OCR text, returns with columns, battle summaries, a game's army list, orders "
         "of battle told in sentences, or a narrative naming its forces, read each on its own for review); what "
         "was read is printed")
      ->required();
  cmd->add_option("--input-format", o->inputFormat,
                  "Input format (auto: .csv/.tsv, a CSV header, JSON or YAML data or a counter file are a table, else "
                  "text)")
      ->check(CLI::IsMember({"auto", "csv", "text"}));
  cmd->add_option("--side", o->side, "Side of every entry the listing does not place (union, confederate)");
  cmd->add_option("--army", o->army, "Army to put formations under when the listing names none");
  cmd->add_option("--sheet", o->sheet,
                  "The sheet of a workbook (.xlsx, .ods) to read, by name or number (default: every sheet; a sheet "
                  "named for a side or an army gives it to its rows)");
  cmd->add_option("--profile", o->profile, "Conversion profile (default: schemas/<ruleset>/oob-profile.xml)");
  cmd->add_flag("--replace", o->replace, "Replace the bundle's order of battle instead of adding to it");
  cmd->add_flag("--dry-run", o->dryRun, "Report what the import would do; leave the bundle unchanged");
  addFormatOption(*cmd, o->format);
  cmd->add_option("--report", o->report, "Same as --format")->check(CLI::IsMember({"text", "json"}));
  cmd->footer("Exit codes: 0 imported; 2 bad input or nothing found (the bundle is unchanged).");
  cmd->callback([o, &ctx] { runImportOob(*o, ctx); });
}

}  // namespace hexwright::cli
