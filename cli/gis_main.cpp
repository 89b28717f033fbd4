// hexwright-gis: `hexwright` execs it for the commands that read or write GIS data (GDAL).
// It runs every command, so it is the whole command line in one program.
#include "cli/command_line.h"
#include "cli/command_list.h"

int main(int argc, char** argv) { return hexwright::cli::runCommandLine(argc, argv, hexwright::cli::addAllCommands); }
