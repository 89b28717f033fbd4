#include "importers/oob/parent_links.h"

#include <set>
#include <unordered_map>

#include "importers/oob/text_util.h"
#include "model/io/io_limits.h"

namespace hexwright::importers::oob {
namespace {

std::string cell(const TableRow& row, std::size_t at) {
  return at < row.cells.size() ? trim(row.cells[at]) : std::string();
}

/// A path element as the path column writes it: "/" inside a name as "\/".
std::string escapedSlash(const std::string& name) {
  std::string out;
  for (char c : name) out += c == '/' ? std::string("\\/") : std::string(1, c);
  return out;
}

}  // namespace

std::vector<bool> rowsThatAreParents(const std::vector<TableRow>& rows, std::size_t headerAt,
                                     const ParentColumns& columns) {
  std::set<std::string> pointedAt;
  for (std::size_t r = headerAt + 1; r < rows.size(); ++r)
    if (const std::string p = cell(rows[r], columns.parent); !p.empty()) pointedAt.insert(p);
  std::vector<bool> out(rows.size(), false);
  for (std::size_t r = headerAt + 1; r < rows.size(); ++r) {
    const std::string id = cell(rows[r], columns.id);
    out[r] = !id.empty() && pointedAt.count(id) > 0;
  }
  return out;
}

LinkedPaths pathsFromParents(const std::vector<TableRow>& rows, std::size_t headerAt, const ParentColumns& columns) {
  std::unordered_map<std::string, std::size_t> rowOf;
  for (std::size_t r = headerAt + 1; r < rows.size(); ++r)
    if (const std::string id = cell(rows[r], columns.id); !id.empty()) rowOf.emplace(id, r);
  const std::vector<bool> parents = rowsThatAreParents(rows, headerAt, columns);
  LinkedPaths out;
  out.paths.resize(rows.size());
  for (std::size_t r = headerAt + 1; r < rows.size(); ++r) {
    // The chain of parents, nearest first; a loop or an army's depth ends it.
    std::vector<std::string> chain;
    std::set<std::size_t> seen{r};
    for (std::string p = cell(rows[r], columns.parent); !p.empty();) {
      const auto it = rowOf.find(p);
      if (it == rowOf.end()) {
        out.problems.emplace_back(r, "parent \"" + p + "\" is no row's id");
        break;
      }
      if (!seen.insert(it->second).second) {
        out.problems.emplace_back(r, "its parents lead back to themselves");
        break;
      }
      if (chain.size() >= static_cast<std::size_t>(io::kMaxFormationDepth)) {
        out.problems.emplace_back(r, "its parents run deeper than any army");
        break;
      }
      chain.push_back(cell(rows[it->second], columns.name));
      p = cell(rows[it->second], columns.parent);
    }
    std::string path;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) path += (path.empty() ? "" : "/") + escapedSlash(*it);
    if (parents[r]) path += (path.empty() ? "" : "/") + escapedSlash(cell(rows[r], columns.name));
    out.paths[r] = path;
  }
  return out;
}

}  // namespace hexwright::importers::oob
