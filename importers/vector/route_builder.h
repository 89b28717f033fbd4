#pragma once
// Road pieces → routes. GIS road networks are split at every junction and data edit;
// a wargame map wants one route per road, so pieces of the same type and name that
// meet end to end, with no third piece at the meeting hex, are joined. Pure.
#include <string>
#include <vector>

#include "model/core/strong_id.h"
#include "model/hex/hex_coord.h"

namespace hexwright::importers {

struct RoutePiece {
  model::TypeId type;
  std::string name;
  std::vector<model::HexCoord> path;  // consecutive hexes adjacent
};

std::vector<RoutePiece> joinRoutePieces(std::vector<RoutePiece> pieces);

}  // namespace hexwright::importers
