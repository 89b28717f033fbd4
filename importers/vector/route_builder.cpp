#include "importers/vector/route_builder.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace hexwright::importers {
namespace {

using EndKey = std::tuple<model::TypeId, std::string, model::HexCoord>;

// One pass joins every pair it can whose pieces no earlier join of the pass touched;
// passes repeat until nothing joins, so a chain of n pieces takes about log n passes.
bool joinPass(std::vector<RoutePiece>& pieces) {
  std::map<EndKey, std::vector<std::size_t>> ends;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const RoutePiece& p = pieces[i];
    ends[{p.type, p.name, p.path.front()}].push_back(i);
    if (p.path.back() != p.path.front()) ends[{p.type, p.name, p.path.back()}].push_back(i);
  }
  std::vector<bool> touched(pieces.size(), false), gone(pieces.size(), false);
  bool joined = false;
  for (const auto& [key, at] : ends) {
    if (at.size() != 2 || at[0] == at[1]) continue;  // a junction, a dead end, or a loop
    if (touched[at[0]] || touched[at[1]]) continue;
    RoutePiece& a = pieces[at[0]];
    RoutePiece& b = pieces[at[1]];
    const model::HexCoord meet = std::get<2>(key);
    if (a.path.front() == meet) std::reverse(a.path.begin(), a.path.end());
    if (b.path.back() == meet) std::reverse(b.path.begin(), b.path.end());
    a.path.insert(a.path.end(), b.path.begin() + 1, b.path.end());
    touched[at[0]] = touched[at[1]] = true;
    gone[at[1]] = true;
    joined = true;
  }
  std::size_t keep = 0;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (!gone[i]) {
      if (keep != i) pieces[keep] = std::move(pieces[i]);
      ++keep;
    }
  pieces.resize(keep);
  return joined;
}

}  // namespace

std::vector<RoutePiece> joinRoutePieces(std::vector<RoutePiece> pieces) {
  std::erase_if(pieces, [](const RoutePiece& p) { return p.path.size() < 2; });
  while (joinPass(pieces)) {
  }
  return pieces;
}

}  // namespace hexwright::importers
