#pragma once
// The designer's examples: hexes whose terrain they have looked at on the scan and name.
// One per line, `HEX TERRAIN` ("0512 woods"; a comma or tab may separate them), `#`
// starts a comment. Read tolerantly: a line that cannot be read is a warning naming
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

std::vector<TerrainExample> parseTerrainExamples(std::string_view text, const std::string& file, const model::Map& map,
                                                 const model::Ruleset& ruleset, model::Diagnostics& diagnostics);

}  // namespace hexwright::recognition
