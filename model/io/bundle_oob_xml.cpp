// oob.xml: formations (a tree by parent) and units, in the order of the source listing.
#include <unordered_map>
#include <utility>

#include "model/io/bundle_internal.h"
#include "model/io/io_limits.h"

namespace hexwright::io::detail {

std::string writeOobXml(const model::OrderOfBattle& oob) {
  XmlWriter w;
  w.open("oob");
  w.attr("format", kBundleFormatVersion);
  if (!oob.formations.empty()) {
    w.open("formations");
    for (const model::Formation& f : oob.formations) {
      w.open("formation");
      w.attr("id", f.id.str());
      if (!f.name.empty()) w.attr("name", f.name);
      if (!f.level.empty()) w.attr("level", f.level);
      if (!f.side.empty()) w.attr("side", f.side.str());
      if (f.parent) w.attr("parent", f.parent->str());
      if (f.commander) w.attr("commander", f.commander->str());
      if (!f.code.empty()) w.attr("code", f.code);
      writeAttributes(w, f.attributes);
      writeProvenance(w, f.source);
      w.close();
    }
    w.close();
  }
  if (!oob.units.empty()) {
    w.open("units");
    for (const model::Unit& u : oob.units) {
      w.open("unit");
      w.attr("id", u.id.str());
      if (!u.name.empty()) w.attr("name", u.name);
      if (!u.designation.empty()) w.attr("designation", u.designation);
      w.attr("type", u.type);
      if (!u.side.empty()) w.attr("side", u.side.str());
      if (u.formation) w.attr("formation", u.formation->str());
      writeAttributes(w, u.attributes);
      if (!u.notes.empty()) w.textElement("notes", u.notes);
      writeProvenance(w, u.source);
      w.close();
    }
    w.close();
  }
  w.close();
  return w.finish();
}

namespace {

void readFormations(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.oobDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "formation") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "name", "level", "side", "parent", "commander", "code"});
    const int mark = ctx.mark();
    model::Formation f;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Formation, id, doc, e);
    f.id = model::FormationId(id);
    f.name = XmlReader::text(e, "name");
    f.level = XmlReader::text(e, "level");
    f.side = model::SideId(XmlReader::text(e, "side"));
    if (!f.side.empty()) ctx.expect(IdKind::Side, f.side.str(), doc, e, "side", "formation '" + id + "'");
    if (const auto parent = XmlReader::get(e, "parent")) {
      f.parent = model::FormationId(std::string(*parent));
      ctx.expect(IdKind::Formation, f.parent->str(), doc, e, "parent", "the parent of formation '" + id + "'");
    }
    if (const auto commander = XmlReader::get(e, "commander")) {
      f.commander = model::UnitId(std::string(*commander));
      ctx.expect(IdKind::Unit, f.commander->str(), doc, e, "commander", "the commander of formation '" + id + "'");
    }
    f.code = XmlReader::text(e, "code");
    const bool keep = ctx.clean(mark);  // a bad <attr> or <source> below drops only itself
    bool seenSource = false;
    forEachElement(e, [&](pugi::xml_node c) {
      const std::string_view name = c.name();
      if (name == "attr")
        ctx.attribute(doc, c, f.attributes);
      else if (name == "source") {
        if (r.once(doc, c, seenSource)) ctx.provenance(doc, c, f.source);
      } else
        r.unknownElement(doc, c);
    });
    if (!keep) return;
    ctx.formationNodes.push_back(e);
    ctx.scenario.oob.formations.push_back(std::move(f));
  });
}

void readUnits(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.oobDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "unit") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "name", "designation", "type", "side", "formation"});
    const int mark = ctx.mark();
    model::Unit u;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Unit, id, doc, e);
    u.id = model::UnitId(id);
    u.name = XmlReader::text(e, "name");
    u.designation = XmlReader::text(e, "designation");
    r.require(doc, e, "type", u.type);
    u.side = model::SideId(XmlReader::text(e, "side"));
    if (!u.side.empty()) ctx.expect(IdKind::Side, u.side.str(), doc, e, "side", "unit '" + id + "'");
    if (const auto formation = XmlReader::get(e, "formation")) {
      u.formation = model::FormationId(std::string(*formation));
      ctx.expect(IdKind::Formation, u.formation->str(), doc, e, "formation", "unit '" + id + "'");
    }
    const bool keep = ctx.clean(mark);
    bool seenSource = false, seenNotes = false;
    forEachElement(e, [&](pugi::xml_node c) {
      const std::string_view name = c.name();
      if (name == "attr")
        ctx.attribute(doc, c, u.attributes);
      else if (name == "notes") {
        if (r.once(doc, c, seenNotes)) u.notes = c.text().get();
      } else if (name == "source") {
        if (r.once(doc, c, seenSource)) ctx.provenance(doc, c, u.source);
      } else
        r.unknownElement(doc, c);
    });
    if (keep) ctx.scenario.oob.units.push_back(std::move(u));
  });
}

/// A formation that is its own ancestor would hang every tree walk: report each cycle once.
/// A chain deeper than kMaxFormationDepth is refused too (no army has more levels, and
/// every walk up the tree costs its depth).
void checkFormationCycles(ReadContext& ctx) {
  const auto& formations = ctx.scenario.oob.formations;
  std::unordered_map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < formations.size(); ++i) index.emplace(formations[i].id.str(), i);
  // 0 unvisited, 1 on the current path, 2 done
  std::vector<char> state(formations.size(), 0);
  std::vector<int> depth(formations.size(), 0);  // levels from the top, once known
  bool reportedDepth = false;
  for (std::size_t start = 0; start < formations.size(); ++start) {
    std::vector<std::size_t> path;
    std::size_t i = start;
    int base = 0;
    for (;;) {
      if (state[i] == 2) {
        base = depth[i];
        break;
      }
      if (state[i] == 1) {
        std::string chain;
        bool in = false;
        for (std::size_t p : path) {
          if (p == i) in = true;
          if (!in) continue;
          chain += "'" + formations[p].id.str() + "' → ";
          ctx.brokenFormations.insert(formations[p].id.str());  // a report-all load leaves the cycle out
        }
        chain += "'" + formations[i].id.str() + "'";
        ctx.reader.error(ctx.oobDoc, ctx.formationNodes[i], "parent", "bundle.reference.cycle",
                         "formation '" + formations[i].id.str() +
                             "' is its own ancestor (each the parent of the one before): " + chain);
        break;
      }
      state[i] = 1;
      path.push_back(i);
      const auto& parent = formations[i].parent;
      if (!parent) break;
      const auto it = index.find(parent->str());
      if (it == index.end()) break;  // reported as an unknown formation
      i = it->second;
    }
    for (auto p = path.rbegin(); p != path.rend(); ++p) {
      state[*p] = 2;
      depth[*p] = ++base;
      if (base > kMaxFormationDepth) ctx.brokenFormations.insert(formations[*p].id.str());
      if (base > kMaxFormationDepth && !std::exchange(reportedDepth, true))
        ctx.reader.error(ctx.oobDoc, ctx.formationNodes[*p], "parent", "bundle.formation.too-deep",
                         "formation '" + formations[*p].id.str().substr(0, kMaxEchoBytes) + "' is " +
                             std::to_string(base) + " levels below the top of its tree (at most " +
                             std::to_string(kMaxFormationDepth) + ")");
    }
  }
}

}  // namespace

void readOobXml(ReadContext& ctx) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.oobDoc;
  const pugi::xml_node root = doc.root();
  r.checkAttributes(doc, root, {"format"});
  bool seenFormations = false, seenUnits = false;
  forEachElement(root, [&](pugi::xml_node n) {
    const std::string_view name = n.name();
    if (name == "formations") {
      if (r.once(doc, n, seenFormations)) readFormations(ctx, n);
    } else if (name == "units") {
      if (r.once(doc, n, seenUnits)) readUnits(ctx, n);
    } else {
      r.unknownElement(doc, n);
    }
  });
  checkFormationCycles(ctx);
}

}  // namespace hexwright::io::detail
