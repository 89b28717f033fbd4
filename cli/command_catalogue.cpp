#include "cli/command_catalogue.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cerrno>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

#include "cli/command_list.h"

namespace hexwright::cli {
namespace {

using enum Program;

// Descriptions as the command files give them; tests/cli/program_split_test.cpp checks
// that this table and the commands agree, so `--help` cannot drift between programs.
constexpr std::array kCatalogue{
    CommandInfo{"", "rulesets", "List the ruleset schemas this program knows", Core},
    CommandInfo{"", "schema", "Show what a ruleset schema defines", Core},
    CommandInfo{"", "rules",
                "List the validator's rules, their <check> parameters and the rulesets that configure them", Core},
    CommandInfo{"", "new", "Create an empty scenario bundle laid out for a ruleset", Core},
    CommandInfo{"", "info", "Describe a scenario bundle: grid, terrain, features, units", Gis},
    CommandInfo{"", "grid",
                "Lay the hex grid on the ground at true scale; show where hexes lie (--show) and which hex holds a "
                "place (--locate)",
                Gis},
    CommandInfo{"import", "map",
                "Place a historical map (any raster GDAL reads) on the ground and store it as the background", Gis},
    CommandInfo{"import", "dem", "Per-hex elevation levels and slope hexsides from a digital elevation model", Gis},
    CommandInfo{"import", "landcover", "Hex terrain from a classified land-cover raster through a mapping file", Gis},
    CommandInfo{"import", "vector",
                "Terrain, hexside features, routes and hex features from GIS data (Shapefile, GeoPackage, GeoJSON, "
                "OSM)",
                Gis},
    CommandInfo{"", "validate", "Check a scenario bundle against its ruleset; exit 1 when there are unwaived errors",
                Core},
    // Print without --background or --style natural; with them the map's rasters need GDAL
    // (see placeholderProgram).
    CommandInfo{"export", "map", "Printable map at true scale: tiled PDF with assembly index, or SVG/PNG", Print},
    CommandInfo{"export", "counters", "Double-sided counter sheets (PDF) for every unit, leader and marker", Print},
    CommandInfo{"export", "rosters", "Roster sheets (PDF): per brigade, in the form the rulebook describes", Print},
    CommandInfo{"export", "vassal", "VASSAL module (.vmod): boards, grid, pieces, set-up and turn track", Print},
    CommandInfo{
        "import", "oob",
        "Formations, units and leaders from a historical order of battle (a text listing, CSV/TSV or a workbook)",
        Core},
    CommandInfo{"export", "oob", "The order of battle as CSV or a workbook that `import oob` reads back unchanged",
                Core},
    CommandInfo{"export", "gis", "The hex map as GIS layers in the map's CRS (GeoPackage, or GeoJSON) to open in QGIS",
                Gis},
    CommandInfo{"convert", "oob",
                "Turn an order of battle authored for one ruleset into another's, with a report of what was mapped, "
                "merged, split or dropped and why (table: schemas/conversions/<from>--<to>.xml, else a generic match "
                "by unit category)",
                Core},
    CommandInfo{"analyze", "los",
                "Line of sight from the ruleset's rules: can a hex see another, and what blocks by which rule; or what "
                "a hex (or several) sees. On a tabletop, points are X,Y inches or a unit's set-up position",
                Core},
    CommandInfo{"analyze", "reach",
                "The hexes a unit can reach from its set-up hex, from the movement costs the ruleset and the designer "
                "state; costs nobody states are named, never guessed",
                Core},
    CommandInfo{"suggest", "terrain",
                "Every hex's terrain learnt from a few examples on the map's background scan, with a confidence", Gis},
};

std::string fullPath(const CommandInfo& c) {
  return c.group.empty() ? std::string(c.name) : std::string(c.group) + " " + std::string(c.name);
}

const char* executableName(Program program) {
  switch (program) {
    case Core:
      return "hexwright";
    case Print:
      return "hexwright-print";
    case Gis:
      return "hexwright-gis";
  }
  return "hexwright";
}

// `export map --background` reads GeoTIFFs, and `--style natural` a kept DEM's heights
// for its hill shading: only hexwright-gis links GDAL.
Program placeholderProgram(const CommandInfo& c, const std::vector<std::string>& arguments) {
  if (c.group == "export" && c.name == "map")
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      const std::string& a = arguments[i];
      if (a == "--background" || a.starts_with("--background=")) return Gis;
      if (a == "--style=natural" || (a == "--style" && i + 1 < arguments.size() && arguments[i + 1] == "natural"))
        return Gis;
    }
  return c.program;
}

// Runs `program` in place of this process, with this process's arguments.
[[noreturn]] void execProgram(Program program, const CommandInfo& c, char* const* argv) {
  const std::string path = programPath(program);
  if (path.empty() || argv == nullptr)
    throw std::runtime_error("'" + fullPath(c) + "' runs in " + executableName(program) +
                             ", which is not installed next to this program");
  execv(path.c_str(), argv);
  throw std::runtime_error("cannot run " + path + " for '" + fullPath(c) +
                           "': " + std::generic_category().message(errno));
}

}  // namespace

std::span<const CommandInfo> commandCatalogue() { return kCatalogue; }

CLI::App& commandGroup(CLI::App& app, const std::string& name, const std::string& description) {
  for (CLI::App* existing : app.get_subcommands({}))
    if (existing->get_name() == name) return *existing;
  CLI::App* group = app.add_subcommand(name, description);
  group->require_subcommand(1);
  return *group;
}

std::string_view groupDescription(std::string_view group) {
  if (group == "import") return "Import maps, elevation, land cover, GIS data and orders of battle";
  if (group == "export") return "Write printable maps, counters, rosters and other outputs";
  if (group == "convert") return "Convert a bundle's content to another ruleset";
  if (group == "analyze") return "Answer design questions: line of sight and movement reach";
  if (group == "suggest") return "Suggest what the period map shows under the hexes";
  return {};
}

void addCatalogueCommands(CLI::App& app, CliContext& ctx, std::span<const CommandRegistration> own, char* const* argv) {
  for (const CommandInfo& c : kCatalogue) {
    const std::string path = fullPath(c);
    const auto mine = std::find_if(own.begin(), own.end(), [&](const auto& r) { return r.path == path; });
    if (mine != own.end()) {
      mine->add(app, ctx);
      continue;
    }
    CLI::App& parent =
        c.group.empty() ? app : commandGroup(app, std::string(c.group), std::string(groupDescription(c.group)));
    CLI::App* placeholder = parent.add_subcommand(std::string(c.name), std::string(c.description));
    // Everything after the name, --help included, is for the program that runs the command.
    placeholder->set_help_flag();
    placeholder->allow_extras();
    placeholder->callback(
        [placeholder, &c, argv] { execProgram(placeholderProgram(c, placeholder->remaining()), c, argv); });
  }
}

void runInstead(Program program, char** argv) {
  const std::string path = programPath(program);
  if (path.empty() || argv == nullptr)
    throw std::runtime_error(std::string("this needs ") + executableName(program) +
                             ", which is not installed next to this program");
  execv(path.c_str(), argv);
  throw std::runtime_error("cannot run " + path + ": " + std::generic_category().message(errno));
}

std::string programPath(Program program) {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  const char* name = executableName(program);
  for (const auto& candidate :
       {self.parent_path() / name, self.parent_path().parent_path() / "libexec" / "hexwright" / name})
    if (access(candidate.c_str(), X_OK) == 0) return candidate.string();
  return {};
}

}  // namespace hexwright::cli
