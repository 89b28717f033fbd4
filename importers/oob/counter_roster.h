#pragma once
// A game's counter roster (the set-up tables of a published wargame, as a sheet or as the
// records of its data file): one row a counter, its size ("Div", "Brig", "Regt"), its type
// ("Inf", "Cav", "Art", or "Ldr" for a leader counter) and the code of the command it
// belongs to ("L", "DH", "II"). A leader's row names the command his code stands for and
// its level; the other rows are the command's pieces.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "importers/oob/csv_oob_parser.h"

namespace hexwright::importers::oob {

/// "Army", "Corps", "Div", "Brig": the level a counter's size names; nullopt for a size
/// that is no formation's ("Regt", "Demi-Div", "Bn").
std::optional<std::string> levelOfCounterSize(const std::string& size);

/// "Ldr", "Leader", "HQ": a type that makes the row a leader's counter.
bool isLeaderCounterType(const std::string& type);

/// "-", "", "—": a command cell that names no command.
bool namesNoCommand(const std::string& code);

/// A game's counter file of whitespace-separated figures and a name closing each line
/// ("13 17 5 1 1/1/XIV#", "22 12 3 2 Armstrong#"; lines of figures alone are counts): a
/// table of "value 1" … "value N" columns and a "name" column, each row with its line.
/// Nullopt unless most lines have that form.
std::optional<std::vector<TableRow>> counterRowsAsRows(std::string_view text);

}  // namespace hexwright::importers::oob
