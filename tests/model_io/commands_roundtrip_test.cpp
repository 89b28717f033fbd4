// Every command kind, applied to a realistic scenario, then undone and redone: the
// saved files must be byte-identical to before after undo, and to the first apply
// after redo (issue: "a generic test applies and reverts every command kind").
#include <gtest/gtest.h>

#include <functional>

#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/edit/history.h"
#include "model/edit/transaction.h"
#include "model/io/bundle.h"
#include "model_io/sample_scenario.h"

namespace hexwright {
namespace {

using namespace model;
using MakeCommand = std::function<CommandPtr(const Scenario&)>;

std::string serialized(const Scenario& s) {
  const auto d = io::writeDocuments(s);
  return d.scenarioXml + "\n--\n" + d.mapXml + "\n--\n" + d.oobXml;
}

HexCoord firstHex(const Scenario& s) { return s.map.grid().at(0); }
HexCoord hexNo(const Scenario& s, std::size_t i) { return s.map.grid().at(i); }

template <class T>
T changedCopy(T value, const std::function<void(T&)>& edit) {
  edit(value);
  return value;
}

std::vector<std::pair<std::string, MakeCommand>> everyCommandKind() {
  std::vector<std::pair<std::string, MakeCommand>> k;
  k.emplace_back("terrain", [](const Scenario& s) {
    return std::make_unique<SetTerrain>(std::vector{firstHex(s), hexNo(s, 3)}, "thicket");
  });
  k.emplace_back("elevation", [](const Scenario& s) {
    return std::make_unique<SetElevation>(std::vector{firstHex(s), hexNo(s, 5)}, 7);
  });
  k.emplace_back("hex features", [](const Scenario& s) {
    return std::make_unique<SetHexFeatures>(hexNo(s, 2), std::vector{HexFeature{"ford", {}}}, "Add ford");
  });
  k.emplace_back("hex features cleared", [](const Scenario& s) {
    return std::make_unique<SetHexFeatures>(s.map.hexFeatures.begin()->first, std::vector<HexFeature>{}, "Clear");
  });
  k.emplace_back("hexside features", [](const Scenario& s) {
    return std::make_unique<SetHexsideFeatures>(hexside(hexNo(s, 4), 1),
                                                std::vector{HexsideFeature{"creek", hexNo(s, 4), {}}}, "Add creek");
  });
  k.emplace_back("unit added", [](const Scenario& s) {
    Unit u = s.oob.units.front();
    u.id = UnitId{"new-unit"};
    return std::make_unique<SetUnit>("new-unit", u, 0);
  });
  k.emplace_back("unit edited", [](const Scenario& s) {
    return std::make_unique<SetUnit>(s.oob.units.back().id.value,
                                     changedCopy<Unit>(s.oob.units.back(), [](Unit& u) { u.name += " (edited)"; }));
  });
  k.emplace_back("unit removed", [](const Scenario& s) {
    return std::make_unique<SetUnit>(s.oob.units[s.oob.units.size() / 2].id.value, std::nullopt);
  });
  k.emplace_back("formation edited", [](const Scenario& s) {
    return std::make_unique<SetFormation>(
        s.oob.formations.front().id.value,
        changedCopy<Formation>(s.oob.formations.front(), [](Formation& f) { f.code = "9/9/X"; }));
  });
  k.emplace_back("side edited", [](const Scenario& s) {
    return std::make_unique<SetSide>(s.sides.front().id.value,
                                     changedCopy<Side>(s.sides.front(), [](Side& x) { x.name = "Renamed"; }));
  });
  k.emplace_back("route removed", [](const Scenario& s) {
    return std::make_unique<SetRoute>(s.map.routes.front().id.value, std::nullopt);
  });
  k.emplace_back("area edited", [](const Scenario& s) {
    return std::make_unique<SetArea>(
        s.map.areas.front().id.value,
        changedCopy<NamedArea>(s.map.areas.front(), [](NamedArea& a) { a.name = "Zone"; }));
  });
  k.emplace_back("label added", [](const Scenario&) {
    return std::make_unique<SetLabel>("new-label",
                                      MapLabel{LabelId{"new-label"}, "Owl Creek", {2.5, 1.5}, 30, "stream"});
  });
  k.emplace_back("background removed", [](const Scenario& s) {
    return std::make_unique<SetBackground>(s.map.backgrounds.front().file, std::nullopt);
  });
  k.emplace_back("vector layer added", [](const Scenario&) {
    VectorLayer layer{
        LayerId{"traced"},
        "Traced",
        true,
        {VectorFeature{FeatureId{"f1"}, "woods", GeometryKind::Polygon, {{0, 0}, {10, 0}, {10, 10}}, "", {}, {}}},
        ""};
    return std::make_unique<SetVectorLayer>("traced", layer);
  });
  k.emplace_back("placement edited", [](const Scenario& s) {
    return std::make_unique<SetPlacement>(s.setup.front().unit.value,
                                          changedCopy<Placement>(s.setup.front(), [](Placement& p) { p.facing = 5; }));
  });
  k.emplace_back("reinforcement removed", [](const Scenario& s) {
    return std::make_unique<SetReinforcement>(s.reinforcements.front().id.value, std::nullopt);
  });
  k.emplace_back("victory edited", [](const Scenario& s) {
    return std::make_unique<SetVictoryCondition>(
        s.victory.front().id.value,
        changedCopy<VictoryCondition>(s.victory.front(), [](VictoryCondition& v) { v.points = 42; }));
  });
  k.emplace_back("waiver added", [](const Scenario&) {
    return std::make_unique<SetWaiver>("setup.stacking.exceeded",
                                       Waiver{"setup.stacking.exceeded", "hex 0101", "historical overstack"});
  });
  k.emplace_back("title", [](const Scenario&) {
    return std::make_unique<SetField<std::string>>("Set Title", &fields::title, "Renamed", kChangeProperties);
  });
  k.emplace_back("notes", [](const Scenario&) {
    return std::make_unique<SetField<std::string>>("Set Notes", &fields::notes, "New notes", kChangeProperties);
  });
  k.emplace_back("turns", [](const Scenario& s) {
    return std::make_unique<SetField<TurnRecord>>(
        "Set Turns", &fields::turns, changedCopy<TurnRecord>(s.turns, [](TurnRecord& t) { t.lastTurn += 3; }),
        kChangeProperties);
  });
  k.emplace_back("optional rules", [](const Scenario&) {
    return std::make_unique<SetField<std::vector<std::string>>>(
        "Set Optional Rules", &fields::optionalRules, std::vector<std::string>{"cavalry-charge"}, kChangeProperties);
  });
  k.emplace_back("ground frame", [](const Scenario& s) {
    return std::make_unique<SetField<GroundFrame>>(
        "Set Ground", &fields::ground,
        changedCopy<GroundFrame>(s.map.ground, [](GroundFrame& g) { g.georeference.reset(); }), kChangeProperties);
  });
  k.emplace_back("whole map (an import)", [](const Scenario& s) {
    Map m = s.map;
    m.resetGrid(s.map.grid(), "clear");
    return std::make_unique<SetField<Map>>("Import Map", &fields::map, m, kChangeEverything);
  });
  k.emplace_back("whole oob (an import)", [](const Scenario& s) {
    OrderOfBattle oob = s.oob;
    oob.units.resize(1);
    return std::make_unique<SetField<OrderOfBattle>>("Import OOB", &fields::oob, oob, kChangeOob);
  });
  return k;
}

class EveryCommand : public ::testing::TestWithParam<std::size_t> {};

TEST_P(EveryCommand, UndoIsByteIdenticalAndRedoRepeatsTheApply) {
  const auto kinds = everyCommandKind();
  const auto& [name, make] = kinds.at(GetParam());
  Scenario s = samples::sampleHexScenario();
  const std::string before = serialized(s);
  History history;
  history.push(s, make(s));
  const std::string applied = serialized(s);
  EXPECT_NE(applied, before) << name << " changed nothing: the test would prove nothing";
  history.undo(s);
  EXPECT_EQ(serialized(s), before) << name;
  history.redo(s);
  EXPECT_EQ(serialized(s), applied) << name;
  history.undo(s);
  EXPECT_EQ(serialized(s), before) << name;
}

INSTANTIATE_TEST_SUITE_P(AllKinds, EveryCommand, ::testing::Range<std::size_t>(0, everyCommandKind().size()));

TEST(EveryCommandTogether, OneTransactionUndoesAsOneStep) {
  Scenario s = samples::sampleHexScenario();
  const std::string before = serialized(s);
  History history;
  {
    Transaction tx(history, s, "Everything at once");
    for (const auto& [name, make] : everyCommandKind()) tx.add(make(s));
    tx.commit();
  }
  const std::string applied = serialized(s);
  ASSERT_EQ(history.size(), 1u);
  history.undo(s);
  EXPECT_EQ(serialized(s), before);
  history.redo(s);
  EXPECT_EQ(serialized(s), applied);
}

}  // namespace
}  // namespace hexwright
