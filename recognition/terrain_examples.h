#pragma once
// The designer's examples: hexes whose terrain they have looked at on the scan and name.
// One per line, `HEX TERRAIN` ("0512 woods"; a comma or tab may separate them), `#`
// starts a comment. A line drawn on the scan is named by the two adjacent hexes it lies
// between or joins, `HEX HEX TYPE`: "0512 0513 creek" for a hexside feature, "0512 0612
// road" for a route. Read tolerantly: a line that cannot be read is a warning naming
// file:line and is left out; only a terrain the ruleset lacks is an error (a typo there
// would teach the classifier a type that cannot be painted).
#include <string>
#include <string_view>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/hex/hex_coord.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::recognition {

struct TerrainExample {
  model::HexCoord hex;
  model::TypeId terrain;
  int line = 0;  // 0: not from a file (the editor's marks)
};

/// Two adjacent hexes and the hexside type between them or the route type joining them.
struct LineExample {
  model::HexCoord a;
  model::HexCoord b;
  model::TypeId type;
  int line = 0;
};

/// Line examples go to `lines`; without it they are warnings and left out.
std::vector<TerrainExample> parseTerrainExamples(std::string_view text, const std::string& file, const model::Map& map,
                                                 const model::Ruleset& ruleset, model::Diagnostics& diagnostics,
                                                 std::vector<LineExample>* lines = nullptr);

}  // namespace hexwright::recognition
