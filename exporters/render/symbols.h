#pragma once
// Map symbols for hex features and terrain (tent, anchor, star, fort…), drawn in a box
// of `size` millimetres centred on a point. Names the schema may use: tent, camp, fort,
// town, house, church, building, ford, bridge, anchor, landing, battery, gun, star,
// red-star, arrow, exit-arrow, flag, crate, orchard, cross, circle, square, triangle.
// Unknown names draw a circle with the name's first letter, so nothing silently vanishes.
#include <string>

#include "exporters/render/canvas.h"

namespace hexwright::exporters {

/// `rotationDegrees` turns arrows (entry/exit direction); other symbols ignore it.
void drawSymbol(Canvas& canvas, const std::string& name, Vec2 centre, double size, Color color,
                double rotationDegrees = 0);
bool knownSymbol(const std::string& name);
/// A five-pointed star as a closed path (victory hexes, legend).
Path starPath(Vec2 centre, double outerRadius, double innerRatio = 0.42);

}  // namespace hexwright::exporters
