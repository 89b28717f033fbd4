#include "model/ruleset/ruleset.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "model/ruleset/counter_format.h"

namespace hexwright::model {

namespace {

template <class T, class Id>
const T* findById(const std::vector<T>& items, const Id& id) {
  auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
  return it == items.end() ? nullptr : &*it;
}

MovementCost costFor(const std::vector<MovementEntry>& entries, const TypeId& mobility,
                     MoveDirection direction = MoveDirection::Any) {
  const MovementEntry* any = nullptr;
  for (const auto& e : entries) {
    if (e.mobility != mobility) continue;
    if (e.direction == direction) return e.cost;
    if (e.direction == MoveDirection::Any && !any) any = &e;
  }
  return any ? any->cost : MovementCost::unknown();
}

std::optional<double> parseNumber(const std::string& text) {
  if (text.empty()) return std::nullopt;
  double v = 0;
  auto res = std::from_chars(text.data(), text.data() + text.size(), v);
  if (res.ec != std::errc{} || res.ptr != text.data() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

// Name tables for the small enums: one array each, parsed by linear search.
template <class E, std::size_t N>
std::optional<E> parseName(const std::string& name, const char* const (&names)[N]) {
  for (std::size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<E>(i);
  return std::nullopt;
}

template <class E, std::size_t N>
const char* nameOf(E e, const char* const (&names)[N]) {
  auto i = static_cast<std::size_t>(e);
  return i < N ? names[i] : "";
}

const char* const kLineStyles[] = {"solid", "dashed", "dotted", "double", "hachured", "wavy"};
const char* const kSlots[] = {"top-left", "top",         "top-right", "left",        "center",
                              "right",    "bottom-left", "bottom",    "bottom-right"};
const char* const kFaces[] = {"front", "back", "both"};
const char* const kBackKinds[] = {"unknown", "reduced", "alternate", "blank", "same", "none"};
const char* const kPlacements[] = {"along", "crosses"};
const char* const kCategories[] = {"camp",   "fort",     "town",         "building", "ford",
                                   "bridge", "landing",  "battery-site", "victory",  "entry",
                                   "exit",   "garrison", "impassable",   "marker",   "other"};
const char* const kElevationKinds[] = {"unknown", "none", "levels"};
const char* const kNato[] = {"infantry", "cavalry", "artillery", "leader", "headquarters",
                             "supply",   "naval",   "engineer",  "other"};
const char* const kDirections[] = {"any", "toward", "away"};
const char* const kTurnKinds[] = {"day", "dawn", "dusk", "evening", "night"};

}  // namespace

std::optional<double> NumberRange::single() const {
  if (min && max && *min == *max) return min;
  return std::nullopt;
}

bool NumberRange::contains(double v) const { return (!min || v >= *min) && (!max || v <= *max); }

std::string MovementCost::text() const {
  switch (kind) {
    case Kind::Unknown:
      return "unknown";
    case Kind::Stop:
      return "stop";
    case Kind::Prohibited:
      return "prohibited";
    case Kind::All:
      return "all";
    case Kind::Points: {
      char buf[32];
      auto res = std::to_chars(buf, buf + sizeof buf, points);
      return (additional ? "+" : "") + std::string(buf, res.ptr);
    }
  }
  return "unknown";
}

std::optional<MovementCost> MovementCost::parse(const std::string& text) {
  if (text == "unknown") return unknown();
  if (text == "stop") return stop();
  if (text == "prohibited") return prohibited();
  if (text == "all") return all();
  bool plus = !text.empty() && text[0] == '+';
  auto v = parseNumber(plus ? text.substr(1) : text);
  if (!v || *v < 0) return std::nullopt;
  return cost(*v, plus);
}

const StatedValue* findStated(const StatedValues& values, const std::string& name) {
  auto it = std::find_if(values.begin(), values.end(), [&](const StatedValue& v) { return v.name == name; });
  return it == values.end() ? nullptr : &*it;
}

const char* lineStyleName(LineStyle s) { return nameOf(s, kLineStyles); }
std::optional<LineStyle> parseLineStyle(const std::string& name) { return parseName<LineStyle>(name, kLineStyles); }
const char* counterSlotName(CounterSlot s) { return nameOf(s, kSlots); }
std::optional<CounterSlot> parseCounterSlot(const std::string& name) { return parseName<CounterSlot>(name, kSlots); }
const char* counterFaceName(CounterFace f) { return nameOf(f, kFaces); }
std::optional<CounterFace> parseCounterFace(const std::string& name) { return parseName<CounterFace>(name, kFaces); }
std::vector<std::string> formatReferences(const std::string& format) {
  std::vector<std::string> out;
  for (std::size_t open = format.find('{'); open != std::string::npos; open = format.find('{', open + 1)) {
    const std::size_t close = format.find('}', open);
    if (close == std::string::npos) break;
    if (close > open + 1) out.push_back(format.substr(open + 1, close - open - 1));
  }
  return out;
}
const char* backKindName(BackKind k) { return nameOf(k, kBackKinds); }
std::optional<BackKind> parseBackKind(const std::string& name) { return parseName<BackKind>(name, kBackKinds); }
const char* hexsidePlacementName(HexsidePlacement p) { return nameOf(p, kPlacements); }
std::optional<HexsidePlacement> parseHexsidePlacement(const std::string& name) {
  return parseName<HexsidePlacement>(name, kPlacements);
}
const char* featureCategoryName(FeatureCategory c) { return nameOf(c, kCategories); }
std::optional<FeatureCategory> parseFeatureCategory(const std::string& name) {
  return parseName<FeatureCategory>(name, kCategories);
}
const char* elevationKindName(ElevationKind k) { return nameOf(k, kElevationKinds); }
std::optional<ElevationKind> parseElevationKind(const std::string& name) {
  return parseName<ElevationKind>(name, kElevationKinds);
}
const char* natoSymbolName(NatoSymbol s) { return nameOf(s, kNato); }
std::optional<NatoSymbol> parseNatoSymbol(const std::string& name) { return parseName<NatoSymbol>(name, kNato); }
const char* moveDirectionName(MoveDirection d) { return nameOf(d, kDirections); }
std::optional<MoveDirection> parseMoveDirection(const std::string& name) {
  return parseName<MoveDirection>(name, kDirections);
}
const char* turnKindName(TurnKind k) { return nameOf(k, kTurnKinds); }
std::optional<TurnKind> parseTurnKind(const std::string& name) { return parseName<TurnKind>(name, kTurnKinds); }

bool AttributeDef::allows(const std::string& text) const {
  return allowedValues.empty() || std::find(allowedValues.begin(), allowedValues.end(), text) != allowedValues.end();
}

const AttributeDef* findAttribute(const AttributeDefs& defs, const std::string& name) {
  auto it = std::find_if(defs.begin(), defs.end(), [&](const AttributeDef& d) { return d.name == name; });
  return it == defs.end() ? nullptr : &*it;
}

MovementCost TerrainType::movementCost(const TypeId& mobility) const { return costFor(movement, mobility); }
MovementCost HexsideType::movementCost(const TypeId& mobility, MoveDirection direction) const {
  return costFor(movement, mobility, direction);
}
MovementCost RouteType::movementCost(const TypeId& mobility) const { return costFor(movement, mobility); }

const ElevationLevel* Elevation::findLevel(int level) const {
  auto it = std::find_if(levels.begin(), levels.end(), [&](const ElevationLevel& l) { return l.level == level; });
  return it == levels.end() ? nullptr : &*it;
}

std::optional<std::string> CheckConfig::param(const std::string& name) const {
  auto it = params.find(name);
  if (it == params.end() || it->second == "unknown") return std::nullopt;
  return it->second;
}

std::optional<double> CheckConfig::number(const std::string& name) const {
  auto p = param(name);
  return p ? parseNumber(*p) : std::nullopt;
}

std::optional<int> CheckConfig::integer(const std::string& name) const {
  auto p = param(name);
  if (!p || p->empty()) return std::nullopt;
  int v = 0;
  auto res = std::from_chars(p->data(), p->data() + p->size(), v);
  if (res.ec != std::errc{} || res.ptr != p->data() + p->size()) return std::nullopt;
  return v;
}

bool CheckConfig::isUnknown(const std::string& name) const {
  auto it = params.find(name);
  return it != params.end() && it->second == "unknown";
}

const TerrainType* Ruleset::findTerrain(const TypeId& wanted) const { return findById(terrain, wanted); }
const RulesetSide* Ruleset::findSide(const SideId& wanted) const { return findById(sides, wanted); }
const MobilityClass* Ruleset::findMobilityClass(const TypeId& wanted) const {
  return findById(mobilityClasses, wanted);
}
const HexsideType* Ruleset::findHexside(const TypeId& wanted) const { return findById(hexsides, wanted); }
const RouteType* Ruleset::findRoute(const TypeId& wanted) const { return findById(routes, wanted); }
const HexFeatureType* Ruleset::findFeature(const TypeId& wanted) const { return findById(features, wanted); }
const AreaKind* Ruleset::findAreaKind(const TypeId& wanted) const { return findById(areaKinds, wanted); }
const UnitType* Ruleset::findUnitType(const TypeId& wanted) const { return findById(unitTypes, wanted); }
const OobLevel* Ruleset::findOobLevel(const TypeId& wanted) const { return findById(oobLevels, wanted); }
const CounterLayout* Ruleset::findCounterLayout(const TypeId& wanted) const { return findById(counterLayouts, wanted); }
const MarkerType* Ruleset::findMarker(const TypeId& wanted) const { return findById(markers, wanted); }
const OptionalRule* Ruleset::findOptionalRule(const TypeId& wanted) const { return findById(optionalRules, wanted); }
const MapSheet* Ruleset::findMapSheet(const std::string& wanted) const { return findById(mapSheets, wanted); }
const StatedValue* Ruleset::findConstant(const std::string& wanted) const { return findStated(constants, wanted); }

const CounterLayout* Ruleset::counterLayoutFor(const TypeId& unitType) const {
  if (const UnitType* t = findUnitType(unitType); t && !t->counterLayout.empty())
    if (const CounterLayout* l = findCounterLayout(t->counterLayout)) return l;
  for (const auto& l : counterLayouts)
    if (std::find(l.unitTypes.begin(), l.unitTypes.end(), unitType) != l.unitTypes.end()) return &l;
  return nullptr;
}

const CheckConfig* Ruleset::findCheck(const std::string& rule) const {
  auto it = std::find_if(checks.begin(), checks.end(), [&](const CheckConfig& c) { return c.rule == rule; });
  return it == checks.end() ? nullptr : &*it;
}

std::vector<const CheckConfig*> Ruleset::checksFor(const std::string& rule) const {
  std::vector<const CheckConfig*> out;
  for (const auto& c : checks)
    if (c.rule == rule) out.push_back(&c);
  return out;
}

std::vector<const OobLevel*> Ruleset::levelsFor(const SideId& side) const {
  std::vector<const OobLevel*> out;
  for (const auto& l : oobLevels)
    if (l.appliesTo(side)) out.push_back(&l);
  return out;
}

std::vector<const HexFeatureType*> Ruleset::featuresIn(FeatureCategory c) const {
  std::vector<const HexFeatureType*> out;
  for (const auto& f : features)
    if (f.category == c) out.push_back(&f);
  return out;
}

bool Ruleset::numberingKnown(const std::string& field) const {
  return std::find(numberingUnknown.begin(), numberingUnknown.end(), field) == numberingUnknown.end();
}

}  // namespace hexwright::model
