#pragma once
// A scenario's set-up as a VASSAL saved game (.vsav), the file a PredefinedSetup loads
// from the module (VASSAL/build/module/GameState.java, read from VASSAL's source, see
// docs/vassal.md): a zip of `savedGame`, `savedata` and `moduledata`. `savedGame` is the
// game's restore command, obfuscated as VASSAL writes it ("!VCSK", a key byte, then each
// byte XOR the key, all as hex): "begin_save", every piece as an AddPiece with its map
// and position, each stack after its pieces, the boards each map starts on, the mark
// that keeps the module's at-start stacks off, and "end_save", joined by ESC.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "exporters/vassal/vassal_module.h"

namespace hexwright::exporters::vassal {

/// A stack of pieces at map coordinates (a board's pixel plus the board's offset).
struct SavedStack {
  std::string map;  // the Map's mapName
  int x = 0, y = 0;
  std::vector<Slot> pieces;  // bottom first
};

struct SavedGame {
  std::vector<SavedStack> stacks;
  /// boardPickerCommand() for each map: without it VASSAL asks which boards to use.
  std::vector<std::string> boardCommands;
  /// "SETUP_STACK\t" (NewGameIndicator): the module's at-start stacks are not placed
  /// again. Only a module with at-start stacks knows the command.
  bool moduleHasAtStartStacks = false;
};

/// The restore command: "begin_save" ESC ... ESC "end_save" (GameModule.encode).
std::string restoreCommand(const SavedGame& game);
/// ObfuscatingOutputStream with a fixed key, so the same scenario gives the same bytes.
std::string obfuscate(const std::string& plain, unsigned char key);
/// DeobfuscatingInputStream: text without the "!VCSK" header passes unchanged.
std::optional<std::string> deobfuscate(const std::string& text);

/// The .vsav's bytes, written through `scratch` (a temporary file, removed after); nullopt
/// with `error` when the zip cannot be written.
std::optional<std::string> savedGameFile(const SavedGame& game, const ModulePlan& module,
                                         const std::filesystem::path& scratch, std::string& error);

}  // namespace hexwright::exporters::vassal
