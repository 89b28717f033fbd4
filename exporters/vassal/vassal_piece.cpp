#include "exporters/vassal/vassal_piece.h"

#include <cmath>

namespace hexwright::exporters::vassal {
namespace {

// InputEvent.CTRL_DOWN_MASK: the modifiers VASSAL writes for the legacy (pre-version 1)
// key fields of a layer; unused once the layer's version is 1.
constexpr int kLegacyModifiers = 128;

std::string layerType(const LayerTrait& l) {
  SequenceEncoder se(';');
  se.append("")                   // activateCommand
      .append(kLegacyModifiers)   // activateModifiers
      .append("")                 // activateKey
      .append(l.increaseCommand)  // upCommand
      .append(kLegacyModifiers)   // upModifiers
      .append("")                 // upKey
      .append(l.decreaseCommand)  // downCommand
      .append(kLegacyModifiers)   // downModifiers
      .append("")                 // downKey
      .append("")                 // resetCommand
      .append("")                 // resetKey
      .append("1")                // resetLevel
      .append(false)              // drawUnderneathWhenSelected
      .append(0)                  // xOff
      .append(0)                  // yOff
      .appendList(l.images)       // imageName
      .appendList(l.levelNames)   // commonName
      .append(l.loop)             // loopLevels
      .append(l.name)             // name
      .append("")                 // rndKey
      .append("")                 // rndText
      .append(false)              // followProperty
      .append("")                 // propertyName
      .append(1)                  // firstLevelValue
      .append(1)                  // version (CURRENT_VERSION)
      .append(true)               // alwaysActive
      .append("")                 // activateKeyStroke
      .append(l.increaseKey.encode())
      .append(l.decreaseKey.encode())
      .append(l.description)
      .appendDouble(1.0)  // scale
      .append("")         // onlyPropertyName
      .append("true");    // onlyPropertyState
  return "emb2;" + se.str();
}

// FreeRotator.myGetType with one valid angle (free rotation): the set-angle key and its
// menu text, no random or direct rotation, the trait's name.
std::string rotatorType() {
  SequenceEncoder se(';');
  se.append(1)                        // validAngles.length: 1 is free rotation
      .append(ctrlKey('R').encode())  // setAngleKey
      .append("Rotate")               // setAngleText
      .append("")                     // rotateRNDKey
      .append("")                     // rotateRNDText
      .append("Facing")               // name
      .append("")                     // description
      .append("")                     // rotateDirectKey
      .append("")                     // rotateDirectText
      .append("")                     // directExpression
      .append(true);                  // directTypeFacing
  return "rotate;" + se.str();
}

}  // namespace

std::string traitType(const Trait& t) {
  if (std::holds_alternative<RotatorTrait>(t)) return rotatorType();
  if (const auto* m = std::get_if<MarkerTrait>(&t)) {
    SequenceEncoder se(',');
    for (const auto& [key, value] : m->properties) se.append(key);
    return "mark;" + se.str();
  }
  return layerType(std::get<LayerTrait>(t));
}

std::string traitState(const Trait& t) {
  if (const auto* m = std::get_if<MarkerTrait>(&t)) {
    SequenceEncoder se(',');
    for (const auto& [key, value] : m->properties) se.append(value);
    return se.str();
  }
  if (const auto* r = std::get_if<RotatorTrait>(&t)) {
    // FreeRotator.myGetState: the angle as Java's Double.toString writes it.
    SequenceEncoder se(';');
    se.appendDouble(std::round(r->angle * 10) / 10 + 0.0);
    return se.str();
  }
  // Embellishment.myGetState: the active level, positive because the layer is active.
  return std::to_string(std::get<LayerTrait>(t).level);
}

std::string pieceType(const PieceDefinition& p) {
  SequenceEncoder basic(';');
  basic.append("").append("").append(p.image).append(p.name);  // cloneKey, deleteKey, image, name
  std::string inner = "piece;" + basic.str();
  // Decorator.getType: SequenceEncoder(myGetType(), '\t').append(inner.getType()),
  // built from the innermost trait outwards.
  for (auto it = p.traits.rbegin(); it != p.traits.rend(); ++it) {
    SequenceEncoder se('\t');
    se.append(traitType(*it)).append(inner);
    inner = se.str();
  }
  return inner;
}

std::string pieceState(const PieceDefinition& p, const std::string& gpid, const std::string& map, int x, int y) {
  SequenceEncoder basic(';');
  basic.append(map).append(x).append(y).append(gpid).append(0);  // map, x, y, gpid, no properties
  std::string inner = basic.str();
  for (auto it = p.traits.rbegin(); it != p.traits.rend(); ++it) {
    SequenceEncoder se('\t');
    se.append(traitState(*it)).append(inner);
    inner = se.str();
  }
  return inner;
}

std::string addPieceCommand(const PieceDefinition& p, const std::string& gpid) {
  SequenceEncoder se('/');
  se.append("null").append(pieceType(p)).append(pieceState(p, gpid));
  return "+/" + se.str();
}

std::string addPieceCommandAt(const PieceDefinition& p, const std::string& id, const std::string& gpid,
                              const std::string& map, int x, int y) {
  SequenceEncoder se('/');
  se.append(id).append(pieceType(p)).append(pieceState(p, gpid, map, x, y));
  return "+/" + se.str();
}

}  // namespace hexwright::exporters::vassal
