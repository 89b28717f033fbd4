#include "importers/oob/oob_csv_writer.h"

#include <set>
#include <unordered_map>
#include <vector>

namespace hexwright::importers::oob {
namespace {

std::string quoted(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos && (s.empty() || (s.front() != ' ' && s.back() != ' '))) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string escapeSlashes(const std::string& name) {
  std::string out;
  for (char c : name) {
    if (c == '/') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string writeOobCsv(const model::OrderOfBattle& oob) {
  std::unordered_map<std::string, const model::Formation*> byId;
  for (const auto& f : oob.formations) byId.emplace(f.id.str(), &f);
  // Each path is its parent's path plus one name, computed once: linear in the output
  // (a walk to the top per formation, prepending names, was cubic on a deep chain).
  std::unordered_map<std::string, std::string> pathOf;
  for (const auto& top : oob.formations) {
    if (pathOf.count(top.id.str())) continue;
    std::vector<const model::Formation*> chain;  // top's ancestors without a path yet, nearest first
    std::set<std::string> seen;                  // a cycle would loop forever; the bundle reader refuses them anyway
    for (const model::Formation* g = &top; g && !pathOf.count(g->id.str()) && seen.insert(g->id.str()).second;) {
      chain.push_back(g);
      g = g->parent ? byId[g->parent->str()] : nullptr;
    }
    const model::Formation* above = chain.back()->parent ? byId[chain.back()->parent->str()] : nullptr;
    std::string p = above && pathOf.count(above->id.str()) ? pathOf[above->id.str()] : std::string();
    for (auto g = chain.rbegin(); g != chain.rend(); ++g) {
      p = p.empty() ? escapeSlashes((*g)->name) : p + "/" + escapeSlashes((*g)->name);
      pathOf.emplace((*g)->id.str(), p);
    }
  }

  std::set<std::string> attributeNames;
  for (const auto& u : oob.units)
    for (const auto& [name, value] : u.attributes) attributeNames.insert(name);
  std::set<std::string> commanders;
  for (const auto& f : oob.formations)
    if (f.commander) commanders.insert(f.commander->str());

  std::string out = "id,side,path,level,code,unit,type,designation,role,notes";
  for (const auto& a : attributeNames) out += ",attr:" + quoted(a);
  out += '\n';
  for (const auto& f : oob.formations) {
    const std::string notes = model::textAttribute(f.attributes, "notes").value_or("");
    out += quoted(f.id.str()) + ',' + quoted(f.side.str()) + ',' + quoted(pathOf[f.id.str()]) + ',' + quoted(f.level) +
           ',' + quoted(f.code) + ",,,,," + quoted(notes);
    out += std::string(attributeNames.size(), ',');
    out += '\n';
  }
  for (const auto& u : oob.units) {
    const std::string p = u.formation ? pathOf[u.formation->str()] : std::string();
    out += quoted(u.id.str()) + ',' + quoted(u.side.str()) + ',' + quoted(p) + ",,," + quoted(u.name) + ',' +
           quoted(u.type) + ',' + quoted(u.designation) + ',' + (commanders.count(u.id.str()) ? "line" : "") + ',' +
           quoted(u.notes);
    for (const auto& a : attributeNames) {
      out += ',';
      const auto it = u.attributes.find(a);
      if (it != u.attributes.end()) out += quoted(model::formatAttribute(it->second));
    }
    out += '\n';
  }
  return out;
}

}  // namespace hexwright::importers::oob
