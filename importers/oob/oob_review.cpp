#include "importers/oob/oob_review.h"

#include <functional>
#include <map>

namespace hexwright::importers::oob {
namespace {

std::string unitText(const model::Unit& u) {
  std::string t = u.name + " [" + u.type + "]";
  for (const char* a : {"men", "strength", "guns", "gun-count"})
    if (const auto it = u.attributes.find(a); it != u.attributes.end())
      t += " " + std::string(a) + " " + model::formatAttribute(it->second);
  if (!u.notes.empty()) t += " — " + u.notes.substr(0, 160);
  return t;
}

}  // namespace

model::OrderOfBattle addedEntries(const model::OrderOfBattle& all, std::size_t formationsAdded,
                                  std::size_t unitsAdded) {
  model::OrderOfBattle out;
  formationsAdded = std::min(formationsAdded, all.formations.size());
  unitsAdded = std::min(unitsAdded, all.units.size());
  out.formations.assign(all.formations.end() - static_cast<long>(formationsAdded), all.formations.end());
  out.units.assign(all.units.end() - static_cast<long>(unitsAdded), all.units.end());
  return out;
}

std::vector<ReviewRow> reviewRows(const model::OrderOfBattle& added, const model::Diagnostics& diagnostics) {
  std::map<int, std::string> warned;
  for (const auto& d : diagnostics.items())
    if (d.severity >= model::Severity::Warning && d.location.source && d.location.source->line > 0)
      warned.emplace(d.location.source->line, d.message);
  std::vector<ReviewRow> rows;
  auto row = [&](int depth, const char* kind, std::string text, int line) {
    ReviewRow r{depth, kind, std::move(text), line, false, {}};
    if (const auto it = warned.find(line); it != warned.end()) {
      r.doubtful = true;
      r.why = it->second;
    }
    rows.push_back(std::move(r));
  };
  std::map<std::string, std::vector<const model::Formation*>> children;
  std::map<std::string, std::vector<const model::Unit*>> units;
  std::vector<const model::Formation*> tops;
  std::set<std::string> ids;
  for (const auto& f : added.formations) ids.insert(f.id.str());
  for (const auto& f : added.formations) {
    if (f.parent && ids.count(f.parent->str()))
      children[f.parent->str()].push_back(&f);
    else
      tops.push_back(&f);
  }
  std::vector<const model::Unit*> loose;
  for (const auto& u : added.units) {
    if (u.formation && ids.count(u.formation->str()))
      units[u.formation->str()].push_back(&u);
    else
      loose.push_back(&u);
  }
  std::function<void(const model::Formation&, int)> walk = [&](const model::Formation& f, int depth) {
    row(depth, "formation", f.name + " (" + f.level + ", " + f.side.str() + ")", f.source.line);
    for (const auto* u : units[f.id.str()]) row(depth + 1, "unit", unitText(*u), u->source.line);
    for (const auto* c : children[f.id.str()]) walk(*c, depth + 1);
  };
  for (const auto* f : tops) walk(*f, 0);
  for (const auto* u : loose) row(0, "unit", unitText(*u), u->source.line);
  return rows;
}

}  // namespace hexwright::importers::oob
