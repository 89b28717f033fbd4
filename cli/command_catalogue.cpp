#include "cli/command_catalogue.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

#include "cli/command_list.h"

namespace hexwright::cli {
namespace {

using enum Program;

constexpr CommandInfo kCatalogue[] = {
#define HEXWRIGHT_COMMAND(program, group, name, add, source, description) {group, name, description, program},
#include "cli/commands.def"
#undef HEXWRIGHT_COMMAND
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
    const auto mine =
        std::find_if(own.begin(), own.end(), [&](const auto& r) { return r.group == c.group && r.name == c.name; });
    CLI::App& parent =
        c.group.empty() ? app : commandGroup(app, std::string(c.group), std::string(groupDescription(c.group)));
    if (mine != own.end()) {
      mine->add(*parent.add_subcommand(std::string(c.name), std::string(c.description)), ctx);
      continue;
    }
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
