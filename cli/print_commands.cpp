// The commands `hexwright-print` adds: printed and packaged outputs (Cairo/Pango, no GDAL;
// the Print lines of commands.def).
#include "cli/command_catalogue.h"
#include "cli/command_list.h"

namespace hexwright::cli {

// Only this program's lines expand; the others' add functions are in libraries it does
// not link.
#define HEXWRIGHT_ONLY_Print(...) __VA_ARGS__
#define HEXWRIGHT_ONLY_Core(...)
#define HEXWRIGHT_ONLY_Gis(...)

std::span<const CommandRegistration> printCommands() {
  static constexpr CommandRegistration kOwn[] = {
#define HEXWRIGHT_COMMAND(program, group, name, add, source, description) HEXWRIGHT_ONLY_##program({group, name, add}, )
#include "cli/commands.def"
#undef HEXWRIGHT_COMMAND
  };
  return kOwn;
}

}  // namespace hexwright::cli
