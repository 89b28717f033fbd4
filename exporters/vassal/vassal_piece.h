#pragma once
// A VASSAL game piece as its type and state strings: a chain of traits (outermost first)
// around a BasicPiece, each trait's fields in the order its class reads them
// (Decorator.getType/getState nest the inner piece with a TAB; Marker "mark;",
// Embellishment "emb2;", BasicPiece "piece;"). The palette and at-start stacks store a
// piece as the AddPiece command "+/null/<type>/<state>".
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "exporters/vassal/vassal_sequence.h"

namespace hexwright::exporters::vassal {

/// Static properties (Marker trait): Side, Formation, Strength… for designers' scripts.
struct MarkerTrait {
  std::vector<std::pair<std::string, std::string>> properties;  // never empty
};

/// A Layer (Embellishment, "emb2;") that is always active; the player steps through its
/// levels with the increase/decrease key strokes.
struct LayerTrait {
  std::string name;  // the layer's name; VASSAL exposes <name>_Level
  std::string description;
  std::vector<std::string> images;      // one per level, names under images/; "" draws nothing
  std::vector<std::string> levelNames;  // one per level; "+ (x)" appends " (x)" to the piece name
  std::string increaseCommand;
  KeyStroke increaseKey;
  std::string decreaseCommand;
  KeyStroke decreaseKey;
  bool loop = true;
  int level = 1;  // 1-based level shown (the state)
};

/// Free rotation (FreeRotator, "rotate;1;..."): a tabletop stand turned to its facing,
/// which the player turns further with *Rotate* (Ctrl+R, then drag).
struct RotatorTrait {
  double angle = 0;  // VASSAL's degrees, counter-clockwise; written to 0.1 degree
};

using Trait = std::variant<MarkerTrait, LayerTrait, RotatorTrait>;

struct PieceDefinition {
  std::string name;           // BasicPiece name
  std::string image;          // BasicPiece image, "" when layers draw every face
  std::vector<Trait> traits;  // outermost first
};

std::string traitType(const Trait& t);
std::string traitState(const Trait& t);
/// The whole piece: traits then "piece;;;<image>;<name>", nested with TABs.
std::string pieceType(const PieceDefinition& p);
/// BasicPiece state "null;0;0;<gpid>;0" (not on a map, no persistent properties),
/// nested inside each trait's state.
std::string pieceState(const PieceDefinition& p, const std::string& gpid, const std::string& map = "null", int x = 0,
                       int y = 0);
/// "+/null/<type>/<state>": what a PieceSlot's text holds.
std::string addPieceCommand(const PieceDefinition& p, const std::string& gpid);
/// "+/<id>/<type>/<state>" with the piece on `map` at (x, y): a saved game's piece.
std::string addPieceCommandAt(const PieceDefinition& p, const std::string& id, const std::string& gpid,
                              const std::string& map, int x, int y);

}  // namespace hexwright::exporters::vassal
