// hexwright rulesets [--format text|json]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::cli {
namespace {

struct RulesetsOptions {
  std::string format = "text";
};

void runRulesets(const RulesetsOptions& o, CliContext& ctx) {
  nlohmann::json list = nlohmann::json::array();
  model::Diagnostics problems;
  for (const std::string& id : io::availableRulesets()) {
    model::Diagnostics d;
    auto r = io::loadRulesetById(id, d);
    nlohmann::json j;
    j["id"] = id;
    if (!r) {
      // A schema that does not load is listed with its first problem; exit code 2.
      problems.append(d);
      j["error"] = d.empty() ? std::string("cannot load") : model::formatDiagnostic(d.items().front());
      list.push_back(j);
      if (o.format == "text") ctx.out << id << "  (cannot load: see errors)\n";
      continue;
    }
    j["name"] = r->name;
    j["version"] = r->version;
    j["game"] = r->game;
    j["grid"] = r->gridKind == model::GridKind::Hex ? "hex" : "table";
    if (r->hexYards > 0) j["hex_yards"] = r->hexYards;
    j["source"] = r->sourceFile;
    list.push_back(j);
    if (o.format == "text") {
      ctx.out << id << "  " << r->name;
      if (!r->game.empty() && r->game != r->name) ctx.out << " — " << r->game;
      ctx.out << " (" << (r->gridKind == model::GridKind::Hex ? "hex" : "table");
      if (r->hexYards > 0) ctx.out << ", " << r->hexYards << " yd";
      ctx.out << ")\n";
    }
  }
  finishCommand(ctx, o.format == "json", problems, {{"rulesets", list}}, problems.empty() ? kExitOk : kExitBadInput);
}

}  // namespace

void addRulesetsCommand(CLI::App& command, CliContext& ctx) {
  auto options = std::make_shared<RulesetsOptions>();
  CLI::App* cmd = &command;
  addFormatOption(*cmd, options->format);
  cmd->callback([options, &ctx] { runRulesets(*options, ctx); });
}

}  // namespace hexwright::cli
