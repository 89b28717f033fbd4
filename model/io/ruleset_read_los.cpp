// <los> of a ruleset schema: line of sight as data (model/ruleset/los_rules.h).
#include <algorithm>

#include "model/io/ruleset_reader_internal.h"

namespace hexwright::io::schema {

namespace m = hexwright::model;

namespace {

constexpr const char* kTerrainWhere = "into, out-of and through";
constexpr const char* kHexsideWhere = "across, into-target and along";

std::optional<m::LosBlock::Whose> parseWhose(const std::string& s) {
  if (s == "any") return m::LosBlock::Whose::Any;
  if (s == "friendly") return m::LosBlock::Whose::Friendly;
  if (s == "enemy") return m::LosBlock::Whose::Enemy;
  return std::nullopt;
}

bool setWhere(m::LosBlock& b, const std::string& word) {
  if (b.on == m::LosBlock::On::Unit) return word == "through" && (b.through = true);
  if (b.on == m::LosBlock::On::Terrain) {
    if (word == "into") return b.into = true;
    if (word == "out-of") return b.outOf = true;
    if (word == "through") return b.through = true;
    return false;
  }
  if (word == "across") return b.across = true;
  if (word == "into-target") return b.across = b.acrossIntoTargetOnly = true;
  if (word == "along") return b.along = true;
  return false;
}

std::optional<bool> parseHigher(const std::string& s) {
  if (s == "top") return true;
  if (s == "ground") return false;
  return std::nullopt;
}

std::optional<bool> parseEnds(const std::string& s) {
  if (s == "block") return true;
  if (s == "ignore") return false;
  return std::nullopt;
}

std::optional<m::LosLevels> parseLevels(const std::string& s) {
  if (s == "map") return m::LosLevels::Map;
  if (s == "hexsides") return m::LosLevels::Hexsides;
  if (s == "pieces") return m::LosLevels::Pieces;
  return std::nullopt;
}

}  // namespace

m::LosBlock Reader::readLosBlock(const pugi::xml_node& node) {
  Element e(m_ctx, node,
            {"terrain",
             "hexside",
             "units",
             "where",
             "toward-only",
             "beyond",
             "within",
             "height",
             "free",
             "near-target",
             "same-level-as-viewer",
             "near-either",
             "on-level",
             "ends-level",
             "ends-differ",
             "depth-inches",
             "attribute",
             "values",
             "crest-sees-over",
             "unit-types",
             "states",
             "rule",
             "note"});
  m::LosBlock b;
  if (int(e.has("terrain")) + int(e.has("hexside")) + int(e.has("units")) != 1)
    m_ctx.error(rules::kInvalidValue, "<block> names one of terrain=, hexside= or units=", e.where());
  if (e.has("units")) {
    b.on = m::LosBlock::On::Unit;
    b.whose =
        e.choice<m::LosBlock::Whose>("units", parseWhose, "any, friendly or enemy").value_or(m::LosBlock::Whose::Any);
  } else {
    b.on = e.has("hexside") ? m::LosBlock::On::Hexside : m::LosBlock::On::Terrain;
    const char* attr = e.has("hexside") ? "hexside" : "terrain";
    referenceList(e, attr, b.on == m::LosBlock::On::Hexside ? kHexside : kTerrain, b.types, "<los> <block>");
  }
  b.nearTarget = e.integer("near-target", false, 0);
  b.sameLevelAsViewer = e.boolean("same-level-as-viewer").value_or(false);
  b.nearEither = e.integer("near-either", false, 0);
  b.onLevel = e.integer("on-level", false);
  b.endsLevel = e.integer("ends-level", false);
  b.endsDiffer = e.boolean("ends-differ").value_or(false);
  const auto where = e.list("where");
  if (where.empty()) e.missing("where");
  for (const auto& w : where)
    if (!setWhere(b, w))
      e.invalid("where", w,
                b.on == m::LosBlock::On::Terrain ? kTerrainWhere
                : b.on == m::LosBlock::On::Unit  ? "through"
                                                 : kHexsideWhere);
  b.towardOnly = e.boolean("toward-only").value_or(false);
  b.beyond = e.integer("beyond", false, 0);
  b.within = e.integer("within", false, 0);
  b.height = e.integer("height", false, 0);
  b.free = e.integer("free", false, 0).value_or(0);
  b.depthInches = e.number("depth-inches", false, 0.0);
  b.attribute = e.text("attribute");
  b.values = e.list("values");
  if (b.attribute.empty() != b.values.empty())
    m_ctx.error(rules::kInvalidValue, "<block> gives attribute= and values= together", e.where());
  b.crestSeesOver = e.boolean("crest-sees-over").value_or(false);
  if ((e.has("unit-types") || e.has("states")) && b.on != m::LosBlock::On::Unit)
    m_ctx.error(rules::kInvalidValue, "<block> gives unit-types= or states= only with units=", e.where());
  referenceList(e, "unit-types", kUnitType, b.unitTypes, "<los> <block>");
  b.unitStates = e.list("states");
  b.rule = e.text("rule");
  b.note = e.text("note");
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) == "except")
      b.exceptions.push_back(readLosException(c));
    else
      unknownChild(m_ctx, c, node, {"except"});
  }
  return b;
}

m::LosException Reader::readLosException(const pugi::xml_node& node) {
  Element e(m_ctx, node,
            {"condition", "viewer-above", "viewer-above-target", "near-viewer", "far-from-target", "min-range",
             "routes", "unless-crossing", "far-from-viewer-inches", "far-from-target-inches", "rule", "note"});
  m::LosException x;
  x.condition = e.id("condition", false);
  x.viewerAbove = e.boolean("viewer-above").value_or(false);
  x.viewerAboveTarget = e.boolean("viewer-above-target").value_or(false);
  x.nearViewer = e.integer("near-viewer", false, 0);
  x.farFromTarget = e.integer("far-from-target", false, 0);
  x.minRange = e.integer("min-range", false, 0);
  referenceList(e, "routes", kRoute, x.routes, "<los> <except>");
  referenceList(e, "unless-crossing", kHexside, x.unlessCrossing, "<los> <except>");
  x.farFromViewerInches = e.number("far-from-viewer-inches", false, 0.0);
  x.farFromTargetInches = e.number("far-from-target-inches", false, 0.0);
  x.rule = e.text("rule");
  x.note = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
  return x;
}

std::vector<m::LosBlock> Reader::readLosBlocks(const pugi::xml_node& node) {
  std::vector<m::LosBlock> blocks;
  for (auto b : childElements(m_ctx, node)) {
    if (std::string(b.name()) == "block")
      blocks.push_back(readLosBlock(b));
    else
      unknownChild(m_ctx, b, node, {"block"});
  }
  return blocks;
}

void Reader::readLosChoice(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"id", "name", "rule", "default", "note"});
  m::LosChoice choice{e.id("id"), e.text("name", true), e.text("rule"), e.text("note"), e.id("default", false), {}};
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "option") {
      unknownChild(m_ctx, c, node, {"option"});
      continue;
    }
    Element o(m_ctx, c, {"id", "name", "rule", "along"});
    m::LosOption option{o.id("id"), o.text("name", true), o.text("rule"), {}, std::nullopt};
    option.along = o.choice<m::LosAlong>("along", m::parseLosAlong, "either, both or unknown");
    option.blocks = readLosBlocks(c);
    choice.options.push_back(std::move(option));
  }
  if (!choice.defaultOption.empty() && !choice.findOption(choice.defaultOption))
    m_ctx.error(rules::kUnknownReference, "<choice " + choice.id + "> default names no <option>", e.where("default"));
  m_r.los.choices.push_back(std::move(choice));
}

void Reader::readLosChild(const pugi::xml_node& c) {
  const std::string n = c.name();
  auto& los = m_r.los;
  if (n == "block") {
    los.blocks.push_back(readLosBlock(c));
  } else if (n == "choice") {
    readLosChoice(c);
  } else if (n == "condition") {
    Element e(m_ctx, c, {"id", "name", "max-range", "max-inches", "rule"});
    m::LosCondition condition{e.id("id"),
                              e.text("name", true),
                              e.integer("max-range", false, 0),
                              e.number("max-inches", false, 0.0),
                              e.text("rule"),
                              {}};
    condition.blocks = readLosBlocks(c);
    los.conditions.push_back(std::move(condition));
  } else if (n == "levels") {
    Element e(m_ctx, c, {"from", "hexsides", "terrain", "attribute", "rule"});
    los.levels =
        e.choice<m::LosLevels>("from", parseLevels, "map, hexsides or pieces", true).value_or(m::LosLevels::Map);
    referenceList(e, "hexsides", kHexside, los.levelHexsides, "<los> <levels>");
    los.levelTerrain = e.id("terrain", los.levels == m::LosLevels::Pieces);
    if (!los.levelTerrain.empty()) m_ctx.reference(kTerrain, los.levelTerrain, e.where("terrain"), "<los> <levels>");
    los.levelAttribute = e.id("attribute", los.levels == m::LosLevels::Pieces);
    los.levelsRule = e.text("rule");
  } else if (n == "crest") {
    Element e(m_ctx, c, {"terrain", "reverse-slope-inches", "rule", "reverse-slope-rule"});
    los.crestline = e.id("terrain");
    m_ctx.reference(kTerrain, los.crestline, e.where("terrain"), "<los> <crest>");
    los.reverseSlopeInches = e.number("reverse-slope-inches", true, 0.0).value_or(0);
    los.crestRule = e.text("rule");
    los.reverseSlopeRule = e.text("reverse-slope-rule");
  } else if (n == "footprints") {
    readLosFootprints(c);
  } else if (n == "level-offset") {
    Element e(m_ctx, c, {"terrain", "offset", "rule"});
    m::LosLevelOffset o{e.id("terrain"), e.integer("offset", true).value_or(0), e.text("rule")};
    m_ctx.reference(kTerrain, o.terrain, e.where("terrain"), "<los> <level-offset>");
    los.levelOffsets.push_back(std::move(o));
  } else if (n == "descending") {
    Element e(m_ctx, c, {"hexsides", "rule"});
    referenceList(e, "hexsides", kHexside, los.descendingHexsides, "<los> <descending>");
    los.descendingRule = e.text("rule");
  } else {
    unknownChild(m_ctx, c, c.parent(),
                 {"block", "choice", "condition", "levels", "level-offset", "descending", "crest", "footprints"});
  }
}

void Reader::readLosFootprints(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"stands", "rule"});
  auto& los = m_r.los;
  los.footprintStands = e.id("stands");
  los.footprintsRule = e.text("rule");
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "formation") {
      unknownChild(m_ctx, c, node, {"formation"});
      continue;
    }
    Element f(m_ctx, c, {"state", "wide", "front-edge", "rule"});
    m::LosFootprint footprint{f.id("state"), f.integer("wide", false, 1), f.boolean("front-edge").value_or(false),
                              f.text("rule")};
    if (los.findFootprint(footprint.state))
      m_ctx.error(rules::kInvalidValue, "<footprints> gives state " + footprint.state + " twice", f.where("state"));
    los.footprints.push_back(std::move(footprint));
  }
}

void Reader::readLos(const pugi::xml_node& node) {
  Element e(m_ctx, node,
            {"rule", "along", "along-rule", "height", "height-rule", "ground-blocks", "higher", "end-hexsides",
             "end-hexsides-rule", "adjacent", "adjacent-rule", "facing", "facing-rule", "note"});
  auto& los = m_r.los;
  los.stated = true;
  los.rule = e.text("rule");
  los.notes = e.text("note");
  los.along =
      e.choice<m::LosAlong>("along", m::parseLosAlong, "either, both or unknown").value_or(m::LosAlong::Unknown);
  los.alongRule = e.text("along-rule");
  los.height = e.choice<m::LosHeight>("height", m::parseLosHeight, "none, above-lower or nearer-lower")
                   .value_or(m::LosHeight::None);
  los.heightRule = e.text("height-rule");
  los.groundBlocks = e.boolean("ground-blocks").value_or(true);
  los.higherByTop = e.choice<bool>("higher", parseHigher, "ground or top").value_or(false);
  los.endHexsidesBlock = e.choice<bool>("end-hexsides", parseEnds, "block or ignore").value_or(true);
  los.endHexsidesRule = e.text("end-hexsides-rule");
  los.adjacentAlwaysSeen = e.text("adjacent") == "seen";
  if (e.has("adjacent") && e.text("adjacent") != "seen" && e.text("adjacent") != "unknown")
    e.invalid("adjacent", e.text("adjacent"), "seen or unknown");
  los.adjacentRule = e.text("adjacent-rule");
  if (e.has("facing") && e.text("facing") != "front-vertex") e.invalid("facing", e.text("facing"), "front-vertex");
  los.frontVertexFacing = e.text("facing") == "front-vertex";
  los.facingRule = e.text("facing-rule");
  for (auto c : childElements(m_ctx, node)) readLosChild(c);
}

}  // namespace hexwright::io::schema
