#include "model/validate/validation_context.h"

#include <algorithm>
#include <cmath>

#include "model/validate/check_registry.h"
#include "model/validate/rule_basis.h"

namespace hexwright::model {

namespace {

template <class T, class Key>
void indexBy(std::unordered_map<std::string_view, const T*>& index, const std::vector<T>& items, Key key) {
  index.reserve(items.size());
  for (const T& item : items) index.emplace(std::string_view(key(item)), &item);  // first one wins
}

/// The ruleset's checks, with the scenario's overriding ones merged into those of the
/// same rule (and ref, when the override names one), then the scenario's added ones.
void mergeChecks(std::vector<CheckConfig>& out, const std::vector<CheckConfig>& ruleset,
                 const std::vector<CheckConfig>& scenario) {
  out.reserve(ruleset.size() + scenario.size());
  out = ruleset;
  for (const CheckConfig& o : scenario) {
    if (!o.overrides) continue;
    for (CheckConfig& c : out) {
      if (c.rule != o.rule || (!o.ref.empty() && c.ref != o.ref)) continue;
      if (!o.keepsSeverity) c.severity = o.severity;
      for (const auto& [name, value] : o.params) c.params[name] = value;
      if (!o.notes.empty()) c.notes = o.notes;
    }
  }
  for (const CheckConfig& c : scenario)
    if (!c.overrides) out.push_back(c);
}

}  // namespace

ValidationContext::ValidationContext(const Scenario& scenario, const Ruleset& ruleset, const CheckRegistry& registry,
                                     std::size_t maxPerRule)
    : m_scenario(scenario), m_ruleset(ruleset), m_registry(registry), m_maxPerRule(maxPerRule) {
  for (const Waiver& w : scenario.waivers) m_waivedRules.insert(w.rule);
  mergeChecks(m_checks, ruleset.checks, scenario.checks);
  for (std::size_t i = 0; i < m_checks.size(); ++i) m_checksByRule[m_checks[i].rule].push_back(i);
  const auto byId = [](const auto& t) -> const std::string& { return t.id; };
  indexBy(m_terrain, ruleset.terrain, byId);
  indexBy(m_hexsides, ruleset.hexsides, byId);
  indexBy(m_routes, ruleset.routes, byId);
  indexBy(m_features, ruleset.features, byId);
  indexBy(m_unitTypes, ruleset.unitTypes, byId);
  indexBy(m_levels, ruleset.oobLevels, byId);
  const auto byValue = [](const auto& t) -> const std::string& { return t.id.value; };
  indexBy(m_units, scenario.oob.units, byValue);
  indexBy(m_formations, scenario.oob.formations, byValue);
  indexBy(m_areas, scenario.map.areas, byValue);
  for (const Formation& f : scenario.oob.formations)
    if (f.commander) m_commanded.emplace(f.commander->value, &f);

  for (const Route& r : scenario.map.routes)
    for (HexCoord h : r.path) {
      auto& at = m_routesAt[h];
      if (at.empty() || at.back() != &r) at.push_back(&r);
    }
  for (const NamedArea& a : scenario.map.areas)
    m_areaSorted.emplace(a.id.value, std::is_sorted(a.hexes.begin(), a.hexes.end()));
  for (const SeverityOverride& o : scenario.severityOverrides)
    if (auto s = parseSeverity(o.severity)) m_scenarioOverrides[o.rule] = *s;

  // The setup, indexed once: every check that looks at stacks or positions shares it.
  std::unordered_map<HexCoord, std::size_t> stackOf;
  m_placed.reserve(scenario.setup.size());
  for (const Placement& p : scenario.setup) {
    const Unit* u = unit(p.unit.value);
    if (!u || m_placedIndex.count(u->id.value)) continue;
    PlacedUnit pu{u, unitType(u->type), &p, std::nullopt};
    if (p.hex && !isTable() && scenario.map.contains(*p.hex)) pu.hex = p.hex;
    m_placedIndex.emplace(u->id.value, m_placed.size());
    if (pu.hex) {
      auto [it, fresh] = stackOf.emplace(*pu.hex, m_stacks.size());
      if (fresh) m_stacks.push_back({*pu.hex, {}});
      m_stacks[it->second].second.push_back(m_placed.size());
    }
    m_placed.push_back(pu);
  }
}

bool ValidationContext::sideKnown(std::string_view side) const {
  if (!m_scenario.sides.empty())
    return std::any_of(m_scenario.sides.begin(), m_scenario.sides.end(),
                       [&](const Side& s) { return s.id.value == side; });
  return std::any_of(m_ruleset.sides.begin(), m_ruleset.sides.end(),
                     [&](const RulesetSide& s) { return s.id.value == side; });
}

bool ValidationContext::isLeader(const Unit& u) const {
  const UnitType* t = unitType(u.type);
  return t && t->isLeader;
}

const Formation* ValidationContext::ancestorAt(const Unit& u, std::string_view lvl) const {
  const Formation* f = u.formation ? formation(u.formation->value) : nullptr;
  // The depth bound stops at parent cycles, which the OOB check reports.
  for (std::size_t depth = 0; f && depth <= m_scenario.oob.formations.size(); ++depth) {
    if (f->level == lvl) return f;
    f = f->parent ? formation(f->parent->value) : nullptr;
  }
  return nullptr;
}

bool ValidationContext::isUnder(const Unit& u, std::string_view id) const {
  const Formation* f = u.formation ? formation(u.formation->value) : nullptr;
  for (std::size_t depth = 0; f && depth <= m_scenario.oob.formations.size(); ++depth) {
    if (f->id.value == id) return true;
    f = f->parent ? formation(f->parent->value) : nullptr;
  }
  return false;
}

bool ValidationContext::areaContains(const NamedArea& area, HexCoord h) const {
  auto sorted = m_areaSorted.find(area.id.value);
  if (sorted != m_areaSorted.end() && sorted->second && &area == this->area(area.id.value))
    return std::binary_search(area.hexes.begin(), area.hexes.end(), h);
  return std::find(area.hexes.begin(), area.hexes.end(), h) != area.hexes.end();
}

bool ValidationContext::inArea(const NamedArea& area, const PlacedUnit& p) const {
  if (p.hex) return areaContains(area, *p.hex);
  if (p.placement->position) return pointInPolygon(*p.placement->position, area.polygon);
  return p.placement->area && *p.placement->area == area.id;
}

bool ValidationContext::impassable(HexCoord h) const {
  if (const auto* features = map().featuresAt(h))
    for (const HexFeature& f : *features)
      if (const HexFeatureType* t = featureType(f.type); t && t->category == FeatureCategory::Impassable) return true;
  const TerrainType* t = map().contains(h) ? terrain(map().terrainAt(h)) : nullptr;
  if (!t || m_ruleset.mobilityClasses.empty()) return false;
  return std::all_of(m_ruleset.mobilityClasses.begin(), m_ruleset.mobilityClasses.end(), [&](const MobilityClass& m) {
    return t->movementCost(m.id).kind == MovementCost::Kind::Prohibited;
  });
}

bool ValidationContext::prohibitedFor(HexCoord h, const UnitType* type) const {
  if (impassable(h)) return true;
  if (!type || type->mobility.empty() || !map().contains(h)) return false;
  const TerrainType* t = terrain(map().terrainAt(h));
  if (!t || t->movementCost(type->mobility).kind != MovementCost::Kind::Prohibited) return false;
  return !crossingLifts(h, type->mobility);
}

bool ValidationContext::crossingLifts(HexCoord h, const TypeId& mobility) const {
  if (const auto* features = map().featuresAt(h))
    for (const HexFeature& f : *features)
      if (const HexFeatureType* ft = featureType(f.type);
          ft && (ft->category == FeatureCategory::Ford || ft->category == FeatureCategory::Bridge))
        return true;
  const auto it = m_routesAt.find(h);
  if (it == m_routesAt.end()) return false;
  for (const Route* r : it->second) {
    const RouteType* rt = routeType(r->type);
    if (!rt) continue;
    const MovementCost c = rt->movementCost(mobility);
    if (c.known() && c.kind != MovementCost::Kind::Prohibited) return true;
  }
  return false;
}

const std::vector<const Route*>& ValidationContext::routesAt(HexCoord h) const {
  static const std::vector<const Route*> none;
  const auto it = m_routesAt.find(h);
  return it == m_routesAt.end() ? none : it->second;
}

const PlacedUnit* ValidationContext::placementOf(std::string_view unitId) const {
  auto it = m_placedIndex.find(unitId);
  return it == m_placedIndex.end() ? nullptr : &m_placed[it->second];
}

std::string ValidationContext::label(HexCoord h) const { return formatLabel(h, map().grid().convention); }

std::optional<HexCoord> ValidationContext::parseHex(std::string_view text) const {
  return parseLabel(text, map().grid().convention);
}

Location ValidationContext::atHex(HexCoord h) const {
  Location l;
  l.hex = h;
  l.hexLabel = label(h);
  return l;
}

Location ValidationContext::atHexside(HexsideKey k) const {
  Location l;
  l.hex = k.hex;
  l.hexside = k;
  l.hexsideLabel = hexsideLabel(k);
  return l;
}

std::string ValidationContext::hexsideLabel(HexsideKey k) const {
  // The direction names of scenario files (flat-top sides start at north, pointy-top
  // at north-west), so a message names the side as the designer wrote it.
  static const char* const flat[6] = {"N", "NE", "SE", "S", "SW", "NW"};
  static const char* const pointy[6] = {"NW", "NE", "E", "SE", "SW", "W"};
  const bool pointyTop = map().grid().convention.orientation == Orientation::PointyTop;
  const int side = k.side >= 0 && k.side < 6 ? k.side : 0;
  return label(k.hex) + "/" + (pointyTop ? pointy : flat)[side];
}

std::string ValidationContext::unitName(const Unit& u) const {
  if (!u.name.empty()) return u.name;
  if (!u.designation.empty()) return u.designation;
  return u.id.value;
}

std::string ValidationContext::unitName(std::string_view id) const {
  const Unit* u = unit(id);
  return u ? unitName(*u) : std::string(id);
}

std::string ValidationContext::formationName(const Formation& f) const {
  if (!f.name.empty()) return f.name;
  if (!f.code.empty()) return f.code;
  return f.id.value;
}

Location ValidationContext::atUnit(std::string_view unitId, std::optional<HexCoord> hex) const {
  Location l = hex ? atHex(*hex) : Location{};
  l.unit = std::string(unitId);
  l.unitName = unitName(unitId);
  return l;
}

Location ValidationContext::atUnit(const Unit& u) const {
  const PlacedUnit* p = placementOf(u.id.value);
  return atUnit(u.id.value, p ? p->hex : std::nullopt);
}

Location ValidationContext::atFormation(std::string_view id) const {
  Location l;
  l.formation = std::string(id);
  const Formation* f = formation(id);
  l.formationName = f ? formationName(*f) : std::string(id);
  return l;
}

Severity ValidationContext::severity(const std::string& rule, const CheckConfig* config) const {
  if (auto it = m_scenarioOverrides.find(rule); it != m_scenarioOverrides.end()) return it->second;
  if (config) return config->severity;
  if (auto it = m_severityCache.find(rule); it != m_severityCache.end()) return it->second;
  Severity s = Severity::Error;
  if (const CheckConfig* c = findCheck(rule))
    s = c->severity;
  else if (const RuleInfo* info = m_registry.findRule(rule))
    s = info->defaultSeverity;
  m_severityCache.emplace(rule, s);
  return s;
}

std::vector<const CheckConfig*> ValidationContext::configs(const std::string& rule) const {
  std::vector<const CheckConfig*> out;
  const auto it = m_checksByRule.find(rule);
  if (it == m_checksByRule.end()) return out;
  for (std::size_t i : it->second) {
    const CheckConfig* c = &m_checks[i];
    if (severity(rule, c) != Severity::Ignore && optionalRulesAllow(*c)) out.push_back(c);
  }
  return out;
}

const CheckConfig* ValidationContext::findCheck(std::string_view rule) const {
  const auto it = m_checksByRule.find(rule);
  return it == m_checksByRule.end() ? nullptr : &m_checks[it->second.front()];
}

bool ValidationContext::optionalRulesAllow(const CheckConfig& c) const {
  const auto& on = m_scenario.optionalRules;
  for (const std::string& o : listParam(c, "when-optional"))
    if (std::find(on.begin(), on.end(), o) == on.end()) return false;
  for (const std::string& o : listParam(c, "unless-optional"))
    if (std::find(on.begin(), on.end(), o) != on.end()) return false;
  return true;
}

std::optional<Severity> ValidationContext::admit(std::string_view rule, const CheckConfig* config) const {
  auto it = m_rules.find(rule);
  if (it == m_rules.end()) {
    RuleState st;
    const std::string id(rule);
    if (auto o = m_scenarioOverrides.find(id); o != m_scenarioOverrides.end()) st.overridden = o->second;
    st.unconfigured = severity(id);
    st.waived = m_waivedRules.count(id) > 0;
    it = m_rules.emplace(id, st).first;
  }
  RuleState& st = it->second;
  const Severity s = st.overridden ? *st.overridden : config ? config->severity : st.unconfigured;
  if (s == Severity::Ignore) return std::nullopt;
  // A waived diagnostic past the limit still marks its waiver used, so rules a waiver
  // names are kept whole here and capped after the waivers (validator.cpp).
  if (m_maxPerRule == 0 || ++st.reported <= m_maxPerRule || st.waived) return s;
  if (st.dropped == SIZE_MAX) {
    st.dropped = m_dropped.size();
    m_dropped.push_back({it->first});
  }
  DroppedTally& t = m_dropped[st.dropped];
  ++t.count;
  if (s == Severity::Error) ++t.errors;
  if (s == Severity::Warning) ++t.warnings;
  if (s > t.worst) t.worst = s;
  return std::nullopt;
}

void ValidationContext::report(Diagnostics& out, const std::string& rule, std::string message, Location where,
                               const CheckConfig* config, std::vector<std::string> related) const {
  if (const auto s = admit(rule, config))
    emit(out, *s, rule, Finding{std::move(message), std::move(where), std::move(related)}, config);
}

void ValidationContext::emit(Diagnostics& out, Severity s, const std::string& rule, Finding f,
                             const CheckConfig* config) const {
  // Every message cites its rule: the check's rulebook reference, a rule the message
  // already names (a schema entry's), else the rule's basis (rule_basis.h).
  if (config && !config->ref.empty())
    f.message += " (rule " + config->ref + ")";
  else if (f.message.find("(rule ") == std::string::npos)
    f.message += " (" + citation(rule, config) + ")";
  out.add(Diagnostic{s, rule, std::move(f.message), std::move(f.where), std::move(f.related), false, {}});
}

std::string ValidationContext::citation(const std::string& rule, const CheckConfig* config) const {
  // A configured check without a reference: only the basis (another check's ref is not its).
  if (config) return ruleBasis(rule);
  auto it = m_citationCache.find(rule);
  if (it == m_citationCache.end()) {
    // An always-on rule may be given its rulebook rule by a <check rule="…" ref="…"/>.
    const CheckConfig* c = findCheck(rule);
    it = m_citationCache.emplace(rule, c && !c->ref.empty() ? "rule " + c->ref : ruleBasis(rule)).first;
  }
  return it->second;
}

// ---------------------------------------------------------------------------------------

std::string rangeText(std::optional<double> min, std::optional<double> max) {
  auto text = [](double v) { return formatAttribute(AttributeValue{v}); };
  if (min && max) return text(*min) + ".." + text(*max);
  if (min) return "at least " + text(*min);
  if (max) return "at most " + text(*max);
  return "unlimited";
}

std::vector<std::string> listParam(const CheckConfig& c, const std::string& name) {
  std::vector<std::string> out;
  auto text = c.param(name);
  if (!text) return out;
  std::string item;
  for (char ch : *text + ",") {
    if (ch == ',' || ch == '|' || ch == ' ' || ch == '\t' || ch == '\n') {
      if (!item.empty()) out.push_back(std::move(item));
      item.clear();
    } else {
      item += ch;
    }
  }
  return out;
}

bool flagParam(const CheckConfig& c, const std::string& name, bool fallback) {
  auto v = c.param(name);
  if (!v) return fallback;
  if (*v == "true" || *v == "yes" || *v == "1") return true;
  if (*v == "false" || *v == "no" || *v == "0") return false;
  return fallback;
}

bool listed(const std::vector<std::string>& list, std::string_view value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::vector<std::string> textListParam(const CheckConfig& c, const std::string& name) {
  std::vector<std::string> out;
  auto text = c.param(name);
  if (!text) return out;
  std::size_t start = 0;
  while (start <= text->size()) {
    std::size_t end = text->find('|', start);
    if (end == std::string::npos) end = text->size();
    std::string item = text->substr(start, end - start);
    const auto first = item.find_first_not_of(" \t\n");
    const auto last = item.find_last_not_of(" \t\n");
    if (first != std::string::npos) out.push_back(item.substr(first, last - first + 1));
    start = end + 1;
  }
  return out;
}

namespace {
char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
}  // namespace

bool containsText(std::string_view text, std::string_view part) {
  if (part.empty()) return true;
  if (part.size() > text.size()) return false;
  for (std::size_t i = 0; i + part.size() <= text.size(); ++i) {
    std::size_t k = 0;
    while (k < part.size() && lower(text[i + k]) == lower(part[k])) ++k;
    if (k == part.size()) return true;
  }
  return false;
}

bool equalsText(std::string_view a, std::string_view b) { return a.size() == b.size() && containsText(a, b); }

UnitFilter UnitFilter::fromConfig(const CheckConfig& c, Leaders defaultLeaders) {
  UnitFilter f;
  f.sides = listParam(c, "side");
  f.types = listParam(c, "types");
  f.excludeTypes = listParam(c, "exclude-types");
  f.units = listParam(c, "units");
  f.formations = listParam(c, "formations");
  f.excludeFormations = listParam(c, "exclude-formations");
  f.states = listParam(c, "when-state");
  f.names = textListParam(c, "name");
  f.withAttributes = listParam(c, "with-attribute");
  f.withoutAttributes = listParam(c, "without-attribute");
  f.designations = textListParam(c, "designations");
  f.formationDesignations = textListParam(c, "formation-designations");
  f.leaders = defaultLeaders;
  if (auto l = c.param("leaders")) {
    if (*l == "include")
      f.leaders = Leaders::Include;
    else if (*l == "exclude")
      f.leaders = Leaders::Exclude;
    else if (*l == "only")
      f.leaders = Leaders::Only;
  }
  return f;
}

namespace {

// A flag-like attribute is "on" when it holds true, a non-zero number or non-empty text
// (Bloody April's replacement="true" on officers, 31.5).
bool attributeOn(const Attributes& a, const std::string& name) {
  const auto it = a.find(name);
  if (it == a.end()) return false;
  const std::string text = formatAttribute(it->second);
  return !text.empty() && text != "false" && text != "0";
}

}  // namespace

bool UnitFilter::matches(const ValidationContext& ctx, const Unit& u, const Placement* p) const {
  for (const std::string& a : withAttributes)
    if (!attributeOn(u.attributes, a)) return false;
  for (const std::string& a : withoutAttributes)
    if (attributeOn(u.attributes, a)) return false;
  if (!sides.empty() && !listed(sides, u.side.value)) return false;
  if (!types.empty() && !listed(types, u.type)) return false;
  if (listed(excludeTypes, u.type)) return false;
  if (!units.empty() && !listed(units, u.id.value)) return false;
  if (!states.empty() && (!p || !listed(states, p->state))) return false;
  if (!designations.empty() && std::none_of(designations.begin(), designations.end(),
                                            [&](const std::string& d) { return equalsText(u.designation, d); }))
    return false;
  if (!formationDesignations.empty()) {
    bool found = false;
    const Formation* f = u.formation ? ctx.formation(u.formation->value) : nullptr;
    for (std::size_t depth = 0; f && !found && depth <= ctx.scenario().oob.formations.size(); ++depth) {
      for (const std::string& d : formationDesignations) found = found || equalsText(f->code, d);
      f = f->parent ? ctx.formation(f->parent->value) : nullptr;
    }
    if (!found) return false;
  }
  if (!names.empty() && std::none_of(names.begin(), names.end(), [&](const std::string& n) {
        return containsText(u.name, n) || containsText(u.designation, n);
      }))
    return false;
  if (leaders != Leaders::Include) {
    const bool leader = ctx.isLeader(u);
    if (leader != (leaders == Leaders::Only)) return false;
  }
  if (!formations.empty() &&
      std::none_of(formations.begin(), formations.end(), [&](const std::string& f) { return ctx.isUnder(u, f); }))
    return false;
  for (const std::string& f : excludeFormations)
    if (ctx.isUnder(u, f)) return false;
  return true;
}

std::string UnitFilter::describe() const {
  std::string out;
  auto add = [&](const std::vector<std::string>& items) {
    for (const auto& i : items) out += (out.empty() ? "" : " ") + i;
  };
  add(sides);
  add(types);
  add(withAttributes);
  for (const auto& n : names) out += (out.empty() ? "" : " ") + ("\"" + n + "\"");
  if (!formations.empty())
    out += std::string(out.empty() ? "" : " ") + "of " + formations.front() + (formations.size() > 1 ? "…" : "");
  if (leaders == Leaders::Only) out += std::string(out.empty() ? "" : " ") + "leaders";
  return out.empty() ? out : " (" + out + ")";
}

}  // namespace hexwright::model
