#pragma once
// Small value types of a ruleset schema: ranges, movement costs, stated constants and
// paint styles. Part of model/ruleset/ruleset.h (the umbrella header).
#include <optional>
#include <string>
#include <vector>

#include "model/core/attributes.h"
#include "model/core/strong_id.h"

namespace hexwright::model {

/// A closed range of which either end may be unknown. A single stated value has
/// min == max ("176 yards"); a stated range has both ("25-30 yards per inch").
struct NumberRange {
  std::optional<double> min;
  std::optional<double> max;

  static NumberRange exactly(double v) { return NumberRange{v, v}; }
  bool known() const { return min.has_value() || max.has_value(); }
  /// The value when min == max, else nullopt.
  std::optional<double> single() const;
  bool contains(double v) const;  // unknown ends do not restrict
  friend bool operator==(const NumberRange&, const NumberRange&) = default;
};

/// The cost for one mobility class to enter a hex, cross a hexside or follow a route.
/// Text forms (schema files): "unknown", "2", "+1" (additional to the hex entered),
/// "stop" (enter, then stop), "prohibited", "all" (the whole movement allowance).
struct MovementCost {
  enum class Kind { Unknown, Points, Stop, Prohibited, All };
  Kind kind = Kind::Unknown;
  double points = 0;        // Kind::Points only
  bool additional = false;  // Kind::Points only: "+1" adds to the cost of the hex entered

  static MovementCost unknown() { return {}; }
  static MovementCost cost(double mp, bool additional = false) { return {Kind::Points, mp, additional}; }
  static MovementCost stop() { return {Kind::Stop, 0, false}; }
  static MovementCost prohibited() { return {Kind::Prohibited, 0, false}; }
  static MovementCost all() { return {Kind::All, 0, false}; }

  bool known() const { return kind != Kind::Unknown; }
  std::string text() const;
  static std::optional<MovementCost> parse(const std::string& text);
  friend bool operator==(const MovementCost&, const MovementCost&) = default;
};

/// Which way across a directional hexside an entry applies: Toward the hex that
/// HexsideFeature::toward names (into a rifle pit, downhill), Away from it, or Any.
enum class MoveDirection { Any, Toward, Away };
const char* moveDirectionName(MoveDirection d);  // "any", "toward", "away"
std::optional<MoveDirection> parseMoveDirection(const std::string& name);

/// One movement cost entry: `mobility` is a MobilityClass id.
struct MovementEntry {
  TypeId mobility;
  MovementCost cost;
  std::string rule;
  std::string note;
  MoveDirection direction = MoveDirection::Any;  // directional hexsides only
  friend bool operator==(const MovementEntry&, const MovementEntry&) = default;
};

/// A fact the rulebook states as a constant ("stack-units" = 2 in woods, "die" = "d10").
/// `value` is nullopt when the rulebook names the quantity but does not give it.
struct StatedValue {
  std::string name;
  std::optional<AttributeValue> value;
  std::string rule;
  std::string note;
  friend bool operator==(const StatedValue&, const StatedValue&) = default;
};
using StatedValues = std::vector<StatedValue>;
const StatedValue* findStated(const StatedValues& values, const std::string& name);

/// Line style of hexside features and routes for the painter.
enum class LineStyle { Solid, Dashed, Dotted, Double, Hachured, Wavy };
const char* lineStyleName(LineStyle s);  // "solid", "dashed", "dotted", "double", "hachured", "wavy"
std::optional<LineStyle> parseLineStyle(const std::string& name);

/// How something is drawn. Colours are presentation, never game data.
struct PaintStyle {
  std::string color;                  // "#rrggbb"; empty: painter default
  std::string pattern;                // optional fill pattern name ("trees", "marsh", "dots"…)
  std::string symbol;                 // optional symbol name ("church", "star", "tent"…)
  std::optional<LineStyle> line;      // hexsides and routes
  std::optional<double> lineWidthMm;  // hexsides and routes
  friend bool operator==(const PaintStyle&, const PaintStyle&) = default;
};

}  // namespace hexwright::model
