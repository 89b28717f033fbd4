// scenario.xml: ruleset, title, date, sides, deployment order, turns (with the first
// active side), setup, reinforcements, victory, optional rules, notes, waivers, severity
// overrides and checks.
#include <utility>

#include "model/io/bundle_internal.h"
#include "model/io/io_limits.h"

namespace hexwright::io::detail {

std::string writeScenarioXml(const model::Scenario& s) {
  const model::OffsetConvention& c = s.map.grid().convention;
  XmlWriter w;
  w.open("scenario");
  w.attr("format", kBundleFormatVersion);

  if (!s.rulesetId.empty() || !s.rulesetVersion.empty()) {
    w.open("ruleset");
    w.attr("id", s.rulesetId);
    if (!s.rulesetVersion.empty()) w.attr("version", s.rulesetVersion);
    w.close();
  }
  if (!s.title.empty()) w.textElement("title", s.title);
  if (!s.date.empty()) w.textElement("date", s.date);

  if (!s.sides.empty()) {
    w.open("sides");
    for (const model::Side& side : s.sides) {
      w.open("side");
      w.attr("id", side.id.str());
      if (!side.name.empty()) w.attr("name", side.name);
      w.close();
    }
    w.close();
  }
  if (!s.deploymentOrder.empty()) {
    w.open("deployment-order");
    for (const model::SideId& side : s.deploymentOrder) {
      w.open("side");
      w.attr("id", side.str());
      w.close();
    }
    w.close();
  }

  w.open("turns");
  w.attr("first", s.turns.firstTurn);
  w.attr("last", s.turns.lastTurn);
  if (s.firstActiveSide) w.attr("first-active-side", s.firstActiveSide->str());
  for (const model::TurnInfo& t : s.turns.turns) {
    w.open("turn");
    w.attr("number", t.number);
    if (!t.label.empty()) w.attr("label", t.label);
    if (t.night) w.attr("night", true);
    w.close();
  }
  w.close();

  if (!s.setup.empty()) {
    w.open("setup");
    for (const model::Placement& p : s.setup) {
      w.open("placement");
      w.attr("unit", p.unit.str());
      if (p.hex) w.attr("hex", model::formatLabel(*p.hex, c));
      if (p.area) w.attr("area", p.area->str());
      if (p.position) {
        w.attr("x", p.position->x);
        w.attr("y", p.position->y);
      }
      if (p.facing) w.attr("facing", directionText(*p.facing, c.orientation));
      if (p.facingDegrees) w.attr("facing-degrees", *p.facingDegrees);
      if (!p.state.empty()) w.attr("state", p.state);
      w.close();
    }
    w.close();
  }

  if (!s.reinforcements.empty()) {
    w.open("reinforcements");
    for (const model::Reinforcement& r : s.reinforcements) {
      w.open("reinforcement");
      w.attr("id", r.id.str());
      w.attr("turn", r.turn);
      if (r.entryHex) w.attr("entry-hex", model::formatLabel(*r.entryHex, c));
      if (r.entryArea) w.attr("entry-area", r.entryArea->str());
      if (!r.condition.empty()) w.attr("condition", r.condition);
      for (const model::UnitId& u : r.units) {
        w.open("unit");
        w.attr("id", u.str());
        w.close();
      }
      w.close();
    }
    w.close();
  }

  if (!s.victory.empty()) {
    w.open("victory");
    for (const model::VictoryCondition& v : s.victory) {
      w.open("condition");
      w.attr("id", v.id.str());
      w.attr("kind", v.kind);
      if (v.hex) w.attr("hex", model::formatLabel(*v.hex, c));
      if (v.area) w.attr("area", v.area->str());
      if (v.side) w.attr("side", v.side->str());
      if (v.points) w.attr("points", *v.points);
      if (!v.description.empty()) w.text(v.description);
      w.close();
    }
    w.close();
  }

  if (!s.optionalRules.empty()) {
    w.open("optional-rules");
    for (const std::string& rule : s.optionalRules) {
      w.open("rule");
      w.attr("id", rule);
      w.close();
    }
    w.close();
  }

  if (!s.notes.empty()) w.textElement("notes", s.notes);

  if (!s.losChoices.empty()) {
    w.open("los-choices");
    for (const auto& [choice, option] : s.losChoices) {
      w.open("choice");
      w.attr("id", choice);
      w.attr("option", option);
      w.close();
    }
    w.close();
  }

  if (!s.movementCosts.empty()) {
    w.open("movement-costs");
    for (const model::DesignerMovementCost& mc : s.movementCosts) {
      w.open("cost");
      w.attr(model::designerCostOnName(mc.on), mc.type);
      w.attr("class", mc.mobility);
      w.attr("cost", mc.cost.text());
      if (!mc.note.empty()) w.text(mc.note);
      w.close();
    }
    w.close();
  }

  if (!s.waivers.empty()) {
    w.open("waivers");
    for (const model::Waiver& wv : s.waivers) {
      w.open("waiver");
      w.attr("rule", wv.rule);
      if (!wv.location.empty()) w.attr("location", wv.location);
      if (!wv.comment.empty()) w.text(wv.comment);
      w.close();
    }
    w.close();
  }

  if (!s.severityOverrides.empty()) {
    w.open("severity-overrides");
    for (const model::SeverityOverride& o : s.severityOverrides) {
      w.open("override");
      w.attr("rule", o.rule);
      w.attr("severity", o.severity);
      w.close();
    }
    w.close();
  }
  writeScenarioChecks(w, s.checks);

  w.close();
  return w.finish();
}

namespace {

void readSides(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "side") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "name"});
    const int mark = ctx.mark();
    model::Side side;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Side, id, doc, e);
    side.id = model::SideId(id);
    side.name = XmlReader::text(e, "name");
    if (ctx.clean(mark)) ctx.scenario.sides.push_back(std::move(side));
  });
}

// The sides in the order they deploy; each id must be a side of <sides> (an unknown one
// is an error at its line, and is left out).
void readDeploymentOrder(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "side") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id"});
    std::string id;
    if (!r.requireId(doc, e, "id", id)) return;
    ctx.expect(IdKind::Side, id, doc, e, "id", "the deployment order");
    ctx.scenario.deploymentOrder.push_back(model::SideId(id));
  });
}

void readTurns(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  model::TurnRecord& turns = ctx.scenario.turns;
  r.checkAttributes(doc, n, {"first", "last", "first-active-side"});
  r.readInt(doc, n, "first", turns.firstTurn, true);
  r.readInt(doc, n, "last", turns.lastTurn, true);
  if (const auto side = XmlReader::get(n, "first-active-side")) {
    if (side->empty()) {
      r.error(doc, n, "first-active-side", "bundle.id.missing", "first-active-side is empty");
    } else {
      ctx.scenario.firstActiveSide = model::SideId(std::string(*side));
      ctx.expect(IdKind::Side, std::string(*side), doc, n, "first-active-side", "the first active side");
    }
  }
  for (auto [name, v] : {std::pair{"first", turns.firstTurn}, std::pair{"last", turns.lastTurn}}) {
    if (v < -kMaxTurnNumber || v > kMaxTurnNumber)
      r.error(doc, n, name, "bundle.attribute.invalid",
              std::string(name) + " turn " + std::to_string(v) + " is out of range (-" +
                  std::to_string(kMaxTurnNumber) + " to " + std::to_string(kMaxTurnNumber) + ")");
  }
  if (static_cast<long long>(turns.lastTurn) - turns.firstTurn + 1 > kMaxTurns)
    r.error(doc, n, "last", "bundle.attribute.invalid",
            "a scenario of more than " + std::to_string(kMaxTurns) + " turns is not possible");
  bool tooMany = false;
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "turn") return r.unknownElement(doc, e);
    if (turns.turns.size() >= static_cast<std::size_t>(kMaxTurns)) {
      if (!std::exchange(tooMany, true))
        r.error(doc, e, "bundle.attribute.invalid", "more than " + std::to_string(kMaxTurns) + " <turn> elements");
      return;
    }
    r.checkAttributes(doc, e, {"number", "label", "night"});
    const int mark = ctx.mark();
    model::TurnInfo t;
    r.readInt(doc, e, "number", t.number, true);
    t.label = XmlReader::text(e, "label");
    r.readBool(doc, e, "night", t.night);
    if (ctx.clean(mark)) turns.turns.push_back(std::move(t));
  });
}

bool readFacing(ReadContext& ctx, const XmlDoc& doc, pugi::xml_node e, std::optional<int>& out) {
  const auto text = XmlReader::get(e, "facing");
  if (!text) return true;
  const auto o = ctx.orientation();
  if (const auto d = parseDirection(*text, o)) {
    out = *d;
    return true;
  }
  ctx.reader.error(doc, e, "facing", "bundle.enum.unknown",
                   "facing \"" + std::string(*text) + "\" is not a direction of a " + orientationName(o) +
                       "-top grid (" + directionList(o) + ", or 0 to 5)");
  return false;
}

void readSetup(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "placement") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"unit", "hex", "area", "x", "y", "facing", "facing-degrees", "state"});
    const int mark = ctx.mark();
    model::Placement p;
    std::string unit;
    if (r.requireId(doc, e, "unit", unit)) {
      ctx.expect(IdKind::Unit, unit, doc, e, "unit", "a placement");
      ctx.define(IdKind::Placement, unit, doc, e, "unit");
    }
    p.unit = model::UnitId(unit);
    ctx.optionalHex(doc, e, "hex", p.hex);
    if (const auto area = XmlReader::get(e, "area")) {
      p.area = model::AreaId(std::string(*area));
      ctx.expect(IdKind::Area, p.area->str(), doc, e, "area", "the placement of unit '" + unit + "'");
    }
    if (e.attribute("x") || e.attribute("y")) {
      model::Vec2 at;
      const bool x = r.readDouble(doc, e, "x", at.x, true);  // both reported when both are wrong
      const bool y = r.readDouble(doc, e, "y", at.y, true);
      if (x && y) p.position = at;
    }
    readFacing(ctx, doc, e, p.facing);
    r.readOptionalDouble(doc, e, "facing-degrees", p.facingDegrees);
    p.state = XmlReader::text(e, "state");
    if (ctx.clean(mark)) ctx.scenario.setup.push_back(std::move(p));
  });
}

void readReinforcements(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "reinforcement") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "turn", "entry-hex", "entry-area", "condition"});
    const int mark = ctx.mark();
    model::Reinforcement rf;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Reinforcement, id, doc, e);
    rf.id = model::ReinforcementId(id);
    r.readInt(doc, e, "turn", rf.turn, true);
    ctx.optionalHex(doc, e, "entry-hex", rf.entryHex);
    if (const auto area = XmlReader::get(e, "entry-area")) {
      rf.entryArea = model::AreaId(std::string(*area));
      ctx.expect(IdKind::Area, rf.entryArea->str(), doc, e, "entry-area", "reinforcement '" + id + "'");
    }
    rf.condition = XmlReader::text(e, "condition");
    const bool keep = ctx.clean(mark);  // a bad <unit> below drops only itself
    forEachElement(e, [&](pugi::xml_node u) {
      if (std::string_view(u.name()) != "unit") return r.unknownElement(doc, u);
      r.checkAttributes(doc, u, {"id"});
      std::string unit;
      if (!r.requireId(doc, u, "id", unit)) return;
      ctx.expect(IdKind::Unit, unit, doc, u, "id", "reinforcement '" + id + "'");
      rf.units.push_back(model::UnitId(unit));
    });
    if (keep) ctx.scenario.reinforcements.push_back(std::move(rf));
  });
}

void readVictory(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "condition") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "kind", "hex", "area", "side", "points"});
    const int mark = ctx.mark();
    model::VictoryCondition v;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Victory, id, doc, e);
    v.id = model::VictoryId(id);
    r.require(doc, e, "kind", v.kind);
    ctx.optionalHex(doc, e, "hex", v.hex);
    if (const auto area = XmlReader::get(e, "area")) {
      v.area = model::AreaId(std::string(*area));
      ctx.expect(IdKind::Area, v.area->str(), doc, e, "area", "victory condition '" + id + "'");
    }
    if (const auto side = XmlReader::get(e, "side")) {
      v.side = model::SideId(std::string(*side));
      ctx.expect(IdKind::Side, v.side->str(), doc, e, "side", "victory condition '" + id + "'");
    }
    r.readOptionalDouble(doc, e, "points", v.points);
    v.description = e.text().get();
    if (ctx.clean(mark)) ctx.scenario.victory.push_back(std::move(v));
  });
}

void readOptionalRules(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "rule") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id"});
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.scenario.optionalRules.push_back(std::move(id));
  });
}

void readWaivers(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "waiver") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"rule", "location"});
    model::Waiver wv;
    if (!r.requireId(doc, e, "rule", wv.rule)) return;
    wv.location = XmlReader::text(e, "location");
    wv.comment = e.text().get();
    ctx.scenario.waivers.push_back(std::move(wv));
  });
}

void readLosChoices(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "choice") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "option"});
    std::string id, option;
    if (r.requireId(doc, e, "id", id) && r.requireId(doc, e, "option", option)) ctx.scenario.losChoices[id] = option;
  });
}

void readMovementCosts(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "cost") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"terrain", "hexside", "route", "class", "cost"});
    model::DesignerMovementCost c;
    const int mark = ctx.mark();
    int named = 0;
    for (auto on : {model::DesignerMovementCost::On::Terrain, model::DesignerMovementCost::On::Hexside,
                    model::DesignerMovementCost::On::Route})
      if (!e.attribute(model::designerCostOnName(on)).empty()) {
        ++named;
        c.on = on;
        c.type = XmlReader::text(e, model::designerCostOnName(on));
      }
    if (named != 1)
      r.error(doc, e, "cost", "bundle.attribute.missing", "<cost> names one of terrain=, hexside= or route=");
    r.requireId(doc, e, "class", c.mobility);
    std::string cost;
    if (r.require(doc, e, "cost", cost)) {
      if (auto parsed = model::MovementCost::parse(cost))
        c.cost = *parsed;
      else
        r.error(doc, e, "cost", "bundle.attribute.invalid",
                "cost \"" + cost + "\" is not a number of MP, +N, stop, prohibited, all or unknown");
    }
    c.note = e.text().get();
    if (ctx.clean(mark)) ctx.scenario.movementCosts.push_back(std::move(c));
  });
}

void readSeverityOverrides(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "override") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"rule", "severity"});
    model::SeverityOverride o;
    const int mark = ctx.mark();
    r.requireId(doc, e, "rule", o.rule);
    if (r.require(doc, e, "severity", o.severity) && !model::parseSeverity(o.severity)) {
      r.error(doc, e, "severity", "bundle.enum.unknown",
              "severity \"" + o.severity + "\" is not error, warning, info or ignore");
    }
    if (ctx.clean(mark)) ctx.scenario.severityOverrides.push_back(std::move(o));
  });
}

}  // namespace

void readScenarioXml(ReadContext& ctx) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.scenarioDoc;
  model::Scenario& s = ctx.scenario;
  const pugi::xml_node root = doc.root();
  r.checkAttributes(doc, root, {"format"});
  bool seenRuleset = false, seenTitle = false, seenDate = false, seenSides = false, seenTurns = false,
       seenSetup = false, seenReinforcements = false, seenVictory = false, seenOptional = false, seenNotes = false,
       seenWaivers = false, seenOverrides = false, seenChecks = false, seenOrder = false, seenChoices = false,
       seenCosts = false;
  forEachElement(root, [&](pugi::xml_node n) {
    const std::string_view name = n.name();
    if (name == "ruleset") {
      if (!r.once(doc, n, seenRuleset)) return;
      r.checkAttributes(doc, n, {"id", "version"});
      r.require(doc, n, "id", s.rulesetId);
      s.rulesetVersion = XmlReader::text(n, "version");
    } else if (name == "title") {
      if (r.once(doc, n, seenTitle)) s.title = n.text().get();
    } else if (name == "date") {
      if (r.once(doc, n, seenDate)) s.date = n.text().get();
    } else if (name == "sides") {
      if (r.once(doc, n, seenSides)) readSides(ctx, n);
    } else if (name == "deployment-order") {
      if (r.once(doc, n, seenOrder)) readDeploymentOrder(ctx, n);
    } else if (name == "turns") {
      if (r.once(doc, n, seenTurns)) readTurns(ctx, n);
    } else if (name == "setup") {
      if (r.once(doc, n, seenSetup)) readSetup(ctx, n);
    } else if (name == "reinforcements") {
      if (r.once(doc, n, seenReinforcements)) readReinforcements(ctx, n);
    } else if (name == "victory") {
      if (r.once(doc, n, seenVictory)) readVictory(ctx, n);
    } else if (name == "optional-rules") {
      if (r.once(doc, n, seenOptional)) readOptionalRules(ctx, n);
    } else if (name == "notes") {
      if (r.once(doc, n, seenNotes)) s.notes = n.text().get();
    } else if (name == "los-choices") {
      if (r.once(doc, n, seenChoices)) readLosChoices(ctx, n);
    } else if (name == "movement-costs") {
      if (r.once(doc, n, seenCosts)) readMovementCosts(ctx, n);
    } else if (name == "waivers") {
      if (r.once(doc, n, seenWaivers)) readWaivers(ctx, n);
    } else if (name == "severity-overrides") {
      if (r.once(doc, n, seenOverrides)) readSeverityOverrides(ctx, n);
    } else if (name == "checks") {
      if (r.once(doc, n, seenChecks)) readScenarioChecks(ctx, n);
    } else {
      r.unknownElement(doc, n);
    }
  });
}

}  // namespace hexwright::io::detail
