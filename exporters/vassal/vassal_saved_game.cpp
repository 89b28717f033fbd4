#include "exporters/vassal/vassal_saved_game.h"

#include <fstream>

#include "exporters/vassal/vassal_sequence.h"
#include "model/io/zip_archive.h"

namespace hexwright::exporters::vassal {
namespace {

constexpr char kCommandSeparator = 0x1b;  // GameModule.COMMAND_SEPARATOR, KeyEvent.VK_ESCAPE
constexpr unsigned char kKey = 0x5a;      // any byte reads back; a fixed one keeps exports identical

// SaveMetaData: the module's version and VASSAL's, at the module's fixed instant.
std::string saveData(const ModulePlan& module) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<data version=\"1\"><version>" + module.version +
         "</version><extra1/><extra2/><VassalVersion>" + kVassalVersion +
         "</VassalVersion><dateSaved>315532800000</dateSaved></data>\n";
}

}  // namespace

std::string restoreCommand(const SavedGame& game) {
  SequenceEncoder all(kCommandSeparator);
  all.append("begin_save");
  int nextId = 1;
  for (const SavedStack& stack : game.stacks) {
    SequenceEncoder state(';');  // Stack.getState: map, x, y, then its pieces' ids
    state.append(stack.map).append(stack.x).append(stack.y);
    // Pieces first: Stack.setState finds its pieces by id.
    for (const Slot& slot : stack.pieces) {
      const std::string id = "hw" + std::to_string(nextId++);
      all.append(addPieceCommandAt(slot.piece, id, slot.gpid, stack.map, stack.x, stack.y));
      state.append(id);
    }
    SequenceEncoder add('/');
    add.append("hw" + std::to_string(nextId++)).append("stack").append(state.str());
    all.append("+/" + add.str());
  }
  for (const auto& command : game.boardCommands) all.append(command);
  if (game.moduleHasAtStartStacks) all.append("SETUP_STACK\t");
  all.append("end_save");
  return all.str();
}

std::string obfuscate(const std::string& plain, unsigned char key) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "!VCSK";
  auto pair = [&](unsigned char b) {
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 0x0f]);
  };
  pair(key);
  for (const char c : plain) pair(static_cast<unsigned char>(c) ^ key);
  return out;
}

std::optional<std::string> deobfuscate(const std::string& text) {
  if (!text.starts_with("!VCSK")) return text;
  auto nibble = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  auto byteAt = [&](std::size_t i) -> int {
    const int hi = nibble(text[i]), lo = nibble(text[i + 1]);
    return hi < 0 || lo < 0 ? -1 : hi << 4 | lo;
  };
  if (text.size() < 7 || text.size() % 2 != 1) return std::nullopt;
  const int key = byteAt(5);
  if (key < 0) return std::nullopt;
  std::string out;
  for (std::size_t i = 7; i + 1 < text.size(); i += 2) {
    const int b = byteAt(i);
    if (b < 0) return std::nullopt;
    out.push_back(static_cast<char>(b ^ key));
  }
  return out;
}

std::optional<std::string> savedGameFile(const SavedGame& game, const ModulePlan& module,
                                         const std::filesystem::path& scratch, std::string& error) {
  std::optional<std::string> bytes;
  {
    auto zip = io::ZipWriter::create(scratch, error);
    bool ok = zip.has_value();
    // VASSAL's own order: the game, then its metadata, then the module's.
    ok = ok && zip->addBuffer("savedGame", obfuscate(restoreCommand(game), kKey), true, error);
    ok = ok && zip->addBuffer("savedata", saveData(module), true, error);
    ok = ok && zip->addBuffer("moduledata", writeModuleData(module), true, error);
    ok = ok && zip->close(error);
    if (ok) {
      std::ifstream in(scratch, std::ios::binary);
      bytes = std::string((std::istreambuf_iterator<char>(in)), {});
    }
  }
  std::error_code ec;
  std::filesystem::remove(scratch, ec);
  return bytes;
}

}  // namespace hexwright::exporters::vassal
