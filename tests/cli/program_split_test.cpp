// The command line is three programs (cli/README.md "Programs"): `hexwright` loads
// neither GDAL nor Cairo and execs `hexwright-print` or `hexwright-gis` for the commands
// that need them. These tests hold the split: what each program loads, that `--help`
// reads the same whichever program prints it, and which program runs a command.
#include <gtest/gtest.h>

#include <CLI/CLI.hpp>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include "cli/cli_context.h"
#include "cli/command_catalogue.h"
#include "cli/command_list.h"
#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

const std::filesystem::path kCli = HEXWRIGHT_CLI;
const std::string kSamples = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/";

// What a shell command line prints on stdout, and its exit status.
std::string shell(const std::string& command, int* exitCode = nullptr) {
  std::string out;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return out;
  std::array<char, 4096> buffer;
  while (const std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe)) out.append(buffer.data(), n);
  const int status = pclose(pipe);
  if (exitCode) *exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

// The shared objects the dynamic loader maps for `program` (what ldd prints), without running it.
std::string loadedLibraries(const std::filesystem::path& program) {
  return shell("LD_TRACE_LOADED_OBJECTS=1 '" + program.string() + "'");
}

TEST(ProgramSplit, HexwrightLoadsNeitherGdalNorCairo) {
  const std::string libs = loadedLibraries(kCli);
  ASSERT_NE(libs.find("libc.so"), std::string::npos) << libs;
  EXPECT_EQ(libs.find("libgdal"), std::string::npos) << libs;
  EXPECT_EQ(libs.find("libcairo"), std::string::npos) << libs;
  EXPECT_EQ(libs.find("libpango"), std::string::npos) << libs;
}

TEST(ProgramSplit, HexwrightPrintLoadsCairoButNotGdal) {
  const std::string libs = loadedLibraries(kCli.parent_path() / "hexwright-print");
  EXPECT_NE(libs.find("libcairo"), std::string::npos) << libs;
  EXPECT_EQ(libs.find("libgdal"), std::string::npos) << libs;
}

// With LD_DEBUG=files the loader names every library it opens, in the exec'd program too.
bool loadsGdal(const std::string& args, int& exitCode) {
  const std::string log = shell("LD_DEBUG=files '" + kCli.string() + "' " + args + " 2>&1 >/dev/null", &exitCode);
  return log.find("libgdal") != std::string::npos;
}

TEST(ProgramSplit, EachCommandRunsInTheProgramItNeeds) {
  TempDir tmp;
  const std::string bundle = "'" + kSamples + "huzzah.hexw'";
  const std::string png = "'" + (tmp / "map.png").string() + "'";
  int code = -1;
  EXPECT_FALSE(loadsGdal("rulesets", code));
  EXPECT_EQ(code, 0);
  EXPECT_FALSE(loadsGdal("validate " + bundle, code));
  EXPECT_FALSE(loadsGdal("export map " + bundle + " -o " + png + " --dpi 20", code));
  EXPECT_EQ(code, 0);
  EXPECT_TRUE(loadsGdal("export map " + bundle + " -o " + png + " --dpi 20 --background", code));
  EXPECT_EQ(code, 0);  // the sample has no background: a warning
  EXPECT_TRUE(loadsGdal("info " + bundle, code));
  EXPECT_EQ(code, 0);
}

TEST(ProgramSplit, AMissingProgramIsAClearErrorNotACrash) {
  TempDir tmp;
  const auto alone = tmp / "hexwright";
  std::filesystem::copy_file(kCli, alone);
  int code = -1;
  const std::string err = shell("'" + alone.string() + "' import map x.hexw map.tif 2>&1", &code);
  EXPECT_NE(err.find("'import map' runs in hexwright-gis"), std::string::npos) << err;
  EXPECT_EQ(code, 2);
  EXPECT_NE(shell("'" + alone.string() + "' rulesets").find("huzzah"), std::string::npos)
      << "core commands need no other program";
}

// --help as CLI11 prints it for the root and each group of `app`.
std::string allHelp(const std::function<void(CLI::App&, cli::CliContext&)>& add) {
  std::ostringstream out, err;
  cli::CliContext ctx{out, err, false};
  CLI::App app{"Hexwright", "hexwright"};
  app.require_subcommand(1);
  add(app, ctx);
  std::string help = app.help();
  for (const char* group : {"import", "export", "convert"}) help += app.get_subcommand(group)->help();
  return help;
}

TEST(ProgramSplit, HelpReadsTheSameInEveryProgram) {
  const std::string full = allHelp(cli::addAllCommands);
  const std::string core = allHelp(
      [](CLI::App& app, cli::CliContext& ctx) { cli::addCatalogueCommands(app, ctx, cli::coreCommands(), nullptr); });
  std::vector<cli::CommandRegistration> printing(cli::coreCommands().begin(), cli::coreCommands().end());
  printing.insert(printing.end(), cli::printCommands().begin(), cli::printCommands().end());
  const std::string print =
      allHelp([&](CLI::App& app, cli::CliContext& ctx) { cli::addCatalogueCommands(app, ctx, printing, nullptr); });
  EXPECT_EQ(core, full);
  EXPECT_EQ(print, full);
}

TEST(ProgramSplit, TheCatalogueNamesEveryCommandOnce) {
  std::ostringstream out, err;
  cli::CliContext ctx{out, err, false};
  CLI::App app;
  cli::addAllCommands(app, ctx);
  std::set<std::string> commands;
  for (const CLI::App* c : app.get_subcommands({})) {
    if (c->get_subcommands({}).empty()) commands.insert(c->get_name());
    for (const CLI::App* leaf : c->get_subcommands({})) commands.insert(c->get_name() + " " + leaf->get_name());
  }
  std::set<std::string> listed;
  for (const cli::CommandInfo& c : cli::commandCatalogue())
    EXPECT_TRUE(
        listed.insert(c.group.empty() ? std::string(c.name) : std::string(c.group) + " " + std::string(c.name)).second)
        << c.name;
  EXPECT_EQ(listed, commands);
}

// A command is declared once, in cli/commands.def: every command file is named there, and
// none makes its own command (name and description come from its line).
TEST(ProgramSplit, EachCommandIsDeclaredOnceInCommandsDef) {
  const std::filesystem::path cli = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "cli";
  std::ifstream defIn(cli / "commands.def");
  const std::string def((std::istreambuf_iterator<char>(defIn)), {});
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(cli / "commands")) {
    if (e.path().extension() != ".cpp") continue;
    ++files;
    const std::string name = "\"commands/" + e.path().filename().string() + "\"";
    const auto first = def.find(name);
    EXPECT_NE(first, std::string::npos) << e.path().filename() << " is not in commands.def";
    EXPECT_EQ(def.find(name, first + 1), std::string::npos) << e.path().filename() << " is in commands.def twice";
    std::ifstream in(e.path());
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(text.find("add_subcommand("), std::string::npos)
        << e.path().filename() << " makes its own command; its commands.def line does";
  }
  EXPECT_EQ(static_cast<std::size_t>(files), cli::commandCatalogue().size());
}

}  // namespace
}  // namespace hexwright::testing
