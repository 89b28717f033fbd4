#include "importers/convert/gun_classes.h"

#include <algorithm>
#include <cctype>

#include "model/core/text.h"

namespace hexwright::importers::convert {
namespace {

using model::lower;
using model::trim;

/// Plural and singular are the same gun: "Napoleons" and "Napoleon".
std::string singular(const std::string& s) { return s.size() > 1 && s.back() == 's' ? s.substr(0, s.size() - 1) : s; }

const GunClass* find(const std::string& name, const std::vector<GunClass>& classes) {
  const std::string key = singular(lower(name));
  for (const auto& g : classes)
    if (singular(lower(g.name)) == key || lower(g.cls) == lower(name)) return &g;
  return nullptr;
}

}  // namespace

GunClassResult classifyGuns(const std::string& text, const std::vector<GunClass>& classes) {
  GunClassResult r;
  std::string part;
  auto flush = [&] {
    const std::string p = trim(part);
    part.clear();
    if (p.empty()) return;
    std::string count;
    std::string name = p;
    std::size_t i = 0;
    while (i < p.size() && std::isdigit(static_cast<unsigned char>(p[i]))) ++i;
    if (i > 0) {
      count = p.substr(0, i);
      name = trim(p.substr(i));
      if (name.size() > 1 && (name[0] == 'x' || name[0] == 'X') && name[1] == ' ') name = trim(name.substr(1));
    }
    const GunClass* g = find(name, classes);
    if (!g) r.unmapped.push_back(name);
    if (!r.classes.empty()) r.classes += ", ";
    r.classes += (count.empty() ? "" : count + " ") + (g ? g->cls : name);
  };
  for (char c : text) {
    if (c == ',' || c == ';')
      flush();
    else
      part += c;
  }
  flush();
  return r;
}

}  // namespace hexwright::importers::convert
