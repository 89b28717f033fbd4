#pragma once
// Point in polygon, for the validator's tabletop checks and the kept ground's terrain
// under a hex centre (model/map/kept_ground.h).
#include <vector>

#include "model/core/geometry.h"

namespace hexwright::model {

/// Even-odd rule; points on the boundary count as inside.
bool pointInPolygon(Vec2 p, const std::vector<Vec2>& polygon);

}  // namespace hexwright::model
