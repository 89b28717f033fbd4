#pragma once
// Scenarios for the VASSAL export tests, built in code.
#include <filesystem>
#include <string>

#include "exporters/vassal/vassal_reader.h"
#include "exporters/vassal/vassal_reference.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::vassal_test {

/// The exporter fixture's ruleset plus formation states for infantry and cavalry
/// ("line", "column", as a setup.state.invalid check lists them).
model::Ruleset piecesRuleset();
/// The exporter fixture's 8 x 6 battle, every counter value filled in, five units set up
/// on three hexes (two of them in a stated formation), one reinforcement on turn 3.
model::Scenario piecesScenario();

/// Three plain terrain types (no patterns), for reading hex geometry off the pixels.
model::Ruleset gridRuleset();
/// `cols` x `rows` hexes coloured with three terrains so that no two neighbours share a
/// colour ((q - r) mod 3), one unit placed.
model::Scenario gridScenario(int cols, int rows, model::OffsetConvention convention);
/// The terrain id that gridScenario gives hex h.
std::string gridTerrain(model::HexCoord h);

/// Exports and reads back; fails the current test (and returns nullopt) on error.
std::optional<Module> exportAndRead(const model::Scenario& s, const model::Ruleset& r, const std::filesystem::path& out,
                                    bool hexNumbers = true);

/// A board's HexGrid with its numbering (inside its ZonedGrid's zone).
Grid gridOf(const pugi::xml_node& board);
/// The polygons of a board's zones; fails the current test when the board's grid is not
/// zoned or has a background grid (which snaps everywhere).
std::vector<ZonePolygon> zonesOf(const pugi::xml_node& board);
bool inAnyZone(const std::vector<ZonePolygon>& zones, double x, double y);

/// Every map has each component VASSAL gives a map it creates itself (Map.build(null) in
/// VASSAL/build/module/Map.java, 3.8.0-beta1: ForwardToKeyBuffer ... Zoomer), the two its
/// validator marks mandatory (MandatoryComponent: BoardPicker, StackMetrics), and the
/// line-of-sight thread. Flare, GlobalProperties, SelectionHighlighters and
/// HighlightLastMoved VASSAL adds itself when a build file lacks them.
void expectMapComponents(const pugi::xml_document& buildFile);

/// Fails the current test for every element VASSAL does not build and every attribute its
/// class does not read; counts the elements checked.
void checkVocabulary(const pugi::xml_node& element, int& elements);

}  // namespace hexwright::vassal_test
