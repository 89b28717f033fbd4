#pragma once
// Attribute definitions, counter layouts and markers of a ruleset schema. Part of
// model/ruleset/ruleset.h (the umbrella header).
#include <optional>
#include <string>
#include <vector>

#include "model/core/attributes.h"
#include "model/core/strong_id.h"

namespace hexwright::model {

/// Nine print positions on a counter face.
enum class CounterSlot { TopLeft, Top, TopRight, Left, Center, Right, BottomLeft, Bottom, BottomRight };
const char* counterSlotName(CounterSlot s);  // "top-left", "top", … "bottom-right"
std::optional<CounterSlot> parseCounterSlot(const std::string& name);

enum class CounterFace { Front, Back, Both };
const char* counterFaceName(CounterFace f);  // "front", "back", "both"
std::optional<CounterFace> parseCounterFace(const std::string& name);

/// Where an attribute prints on the counter.
struct CounterPrint {
  CounterFace face = CounterFace::Front;
  std::optional<CounterSlot> slot;  // nullopt: printed, position not stated
  std::string format;               // "({})" prints 3 as "(3)"; empty: the plain value
  friend bool operator==(const CounterPrint&, const CounterPrint&) = default;
};

/// An attribute a unit type (or feature/hexside type) has: strength, morale, weapon…
struct AttributeDef {
  std::string name;   // key in Attributes: "strength", "morale"
  std::string label;  // display name; empty: name
  AttributeType type = AttributeType::Integer;
  std::optional<double> min;  // inclusive; nullopt: not stated
  std::optional<double> max;
  bool required = false;
  std::vector<std::string> allowedValues;      // Text attributes: closed list ("M", "R", "P"…)
  std::optional<AttributeValue> defaultValue;  // only when the rulebook states one
  std::string unit;                            // "SP", "MP", "hexes", "stands", "guns"
  std::optional<CounterPrint> print;           // nullopt: not printed on the counter
  std::string rule;
  std::string note;

  bool allows(const std::string& text) const;  // true when allowedValues is empty
  friend bool operator==(const AttributeDef&, const AttributeDef&) = default;
};
using AttributeDefs = std::vector<AttributeDef>;
const AttributeDef* findAttribute(const AttributeDefs& defs, const std::string& name);

/// One item printed on a counter face. `source` is an attribute name, or one of
/// "@name" (unit name), "@symbol" (NATO symbol), "@formation" (parent formation),
/// "@text" (the literal `text`).
struct CounterField {
  std::string source;
  std::optional<CounterSlot> slot;  // nullopt: the rulebook does not say where it prints
  std::string format;
  std::string text;
  friend bool operator==(const CounterField&, const CounterField&) = default;
};

/// What the back of a counter shows.
enum class BackKind { Unknown, Reduced, Alternate, Blank, Same, None };
const char* backKindName(BackKind k);  // "unknown", "reduced", "alternate", "blank", "same", "none"
std::optional<BackKind> parseBackKind(const std::string& name);

struct CounterLayout {
  TypeId id;
  std::string name;
  std::vector<TypeId> unitTypes;  // unit types that use this layout
  std::vector<CounterField> front;
  std::vector<CounterField> back;
  BackKind backKind = BackKind::Unknown;
  std::string backLabel;              // state the back shows: "Disrupted", "Column"
  std::vector<SideId> mirroredSides;  // sides whose layout is the mirror image
  std::string rule;
  std::string note;
  friend bool operator==(const CounterLayout&, const CounterLayout&) = default;
};

/// A marker or informational counter (turn marker, Fortune of War, Pinned…).
struct MarkerType {
  TypeId id;
  std::string name;
  std::optional<int> count;   // in the counter mix; nullopt: not stated
  bool countPerSide = false;  // count is per side
  SideId side;                // owner; empty: neutral or both
  std::string front;          // what each face says, when stated
  std::string back;
  std::string rule;
  std::string note;
  friend bool operator==(const MarkerType&, const MarkerType&) = default;
};

}  // namespace hexwright::model
