// hexwright export oob BUNDLE -o FILE.csv [--format text|json]
#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_catalogue.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "importers/oob/oob_csv_writer.h"
#include "importers/oob/oob_import.h"
#include "model/io/atomic_file.h"
#include "model/io/bundle.h"

namespace hexwright::cli {
namespace {

struct ExportOobOptions {
  std::string bundle;
  std::string output;
  std::string format = "text";
};

void runExportOob(const ExportOobOptions& o, CliContext& ctx) {
  const bool json = o.format == "json";
  model::Diagnostics d;
  const bool workbook = importers::oob::isWorkbookName(o.output);
  if (workbook && !importers::oob::workbookSupportInstalled()) runInstead(Program::Gis, ctx.argv);
  const auto scenario = io::loadBundle(o.bundle, d);
  if (!scenario) return finishCommand(ctx, json, d, {}, kExitBadInput);
  std::string error;
  const bool written = workbook ? importers::oob::writeOobWorkbook(scenario->oob, o.output, error)
                                : io::writeFileAtomic(o.output, importers::oob::writeOobCsv(scenario->oob), error);
  if (!written) {
    model::Location where;
    where.source = model::SourceLocation{o.output, 0, 0};
    d.add(model::Severity::Error, "export.oob.failed", "cannot write " + o.output + ": " + error, where);
    return finishCommand(ctx, json, d, {}, kExitBadInput);
  }
  if (!json)
    ctx.out << "Wrote " << scenario->oob.formations.size() << " formations and " << scenario->oob.units.size()
            << " units to " << o.output << '\n';
  finishCommand(
      ctx, json, d,
      {{"output", o.output}, {"formations", scenario->oob.formations.size()}, {"units", scenario->oob.units.size()}},
      kExitOk);
}

}  // namespace

void addExportOobCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ExportOobOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "File to write: .csv, or an .xlsx or .ods workbook")->required();
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportOob(*o, ctx); });
}

}  // namespace hexwright::cli
