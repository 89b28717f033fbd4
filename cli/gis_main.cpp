// hexwright-gis: `hexwright` execs it for the commands that read or write GIS data (GDAL).
// It runs every command, so it is the whole command line in one program.
#include "cli/command_line.h"
#include "cli/command_list.h"
#include "importers/oob/workbook.h"

int main(int argc, char** argv) {
  // Orders of battle in .xlsx and .ods workbooks are read and written through GDAL here.
  hexwright::importers::oob::installWorkbookSupport();
  return hexwright::cli::runCommandLine(argc, argv, hexwright::cli::addAllCommands);
}
