#pragma once
// Which program runs each command. `hexwright` itself links neither GDAL nor Cairo, so
// `--help`, `rulesets`, `validate`... start in a few milliseconds; the commands that
// need them run in `hexwright-print` (Cairo/Pango) or `hexwright-gis` (GDAL too),
// which `hexwright` execs, installed next to it (cli/README.md "Programs").
#include <span>
#include <string>
#include <string_view>

namespace CLI {
class App;
}

namespace hexwright::cli {

struct CliContext;

enum class Program { Core, Print, Gis };

/// One command as `--help` lists it, in the order it lists them.
struct CommandInfo {
  std::string_view group;  // "import", "export", "convert", or empty for a top-level command
  std::string_view name;
  std::string_view description;
  Program program;
};

/// Every command, in the order `--help` lists them (commands.def).
std::span<const CommandInfo> commandCatalogue();
/// The description `--help` gives a command group ("import", "export", "convert").
std::string_view groupDescription(std::string_view group);

/// Gives a command (made from its commands.def line) its options and callback.
using AddCommand = void (*)(CLI::App& command, CliContext& ctx);
/// A command this program runs itself: where it is ("export", "map"; "", "rulesets") and
/// how to add its options.
struct CommandRegistration {
  std::string_view group;
  std::string_view name;
  AddCommand add;
};

/// Adds every command of the catalogue, in its order: those in `own` with their options,
/// the others as placeholders that exec the program that runs them with `argv` (this
/// process's own arguments), so that `--help` reads the same in every program.
void addCatalogueCommands(CLI::App& app, CliContext& ctx, std::span<const CommandRegistration> own, char* const* argv);

/// The commands `hexwright` runs itself (no GDAL, no Cairo), those `hexwright-print` adds
/// (Cairo/Pango), and all of them (`hexwright-gis`, command_list.cpp).
std::span<const CommandRegistration> coreCommands();
std::span<const CommandRegistration> printCommands();
std::span<const CommandRegistration> allCommands();

/// The path of `program`'s executable: next to this one, else in ../libexec/hexwright/.
/// Empty when not found.
std::string programPath(Program program);

/// Runs the same command line in `program` in place of this process (a core command whose
/// input needs GDAL: an order of battle in a workbook). Throws when it cannot.
[[noreturn]] void runInstead(Program program, char** argv);

}  // namespace hexwright::cli
