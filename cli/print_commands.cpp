// The commands `hexwright-print` adds: printed and packaged outputs (Cairo/Pango, no GDAL).
#include "cli/command_catalogue.h"
#include "cli/command_list.h"

namespace hexwright::cli {

std::span<const CommandRegistration> printCommands() {
  static constexpr CommandRegistration kPrint[] = {
      {"export map", addExportMapCommand},
      {"export counters", addExportCountersCommand},
      {"export rosters", addExportRostersCommand},
      {"export vassal", addExportVassalCommand},
  };
  return kPrint;
}

}  // namespace hexwright::cli
