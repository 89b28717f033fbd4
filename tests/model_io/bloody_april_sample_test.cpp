// The Bloody April sample (scenarios/bloody-april.hexw): scenario 29.1 as the rulebook
// text gives it. Each expectation cites the Bloody April rule it comes from.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "sample_bundles.h"

namespace hexwright::validate_testing {
namespace {

class BloodyAprilSample : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { s = new Scenario(loadSample("bloody-april")); }
  static void TearDownTestSuite() {
    delete s;
    s = nullptr;
  }
  static HexCoord hex(const std::string& label) {
    const auto h = parseLabel(label, s->map.grid().convention);
    EXPECT_TRUE(h && s->map.contains(*h)) << label;
    return h.value_or(HexCoord{});
  }
  static const Placement* at(const std::string& unit) {
    const Placement* p = s->placementOf(UnitId{unit});
    EXPECT_NE(p, nullptr) << unit;
    return p;
  }
  static const Reinforcement* reinforcement(const std::string& id) {
    for (const auto& r : s->reinforcements)
      if (r.id.value == id) return &r;
    ADD_FAILURE() << "no reinforcement " << id;
    return nullptr;
  }
  static bool hasFeature(const std::string& label, const std::string& type) {
    const auto* features = s->map.featuresAt(hex(label));
    return features &&
           std::any_of(features->begin(), features->end(), [&](const HexFeature& f) { return f.type == type; });
  }
  static Scenario* s;
};
Scenario* BloodyAprilSample::s = nullptr;

// Rulebook facing k (Scatter Diagram) is model direction k-1 on the sample's flat-top grid.
constexpr int facing(int rulebook) { return rulebook - 1; }

// 29.11: 0540 to the end of 1000, April 6, at 20 minutes a turn.
TEST_F(BloodyAprilSample, RunsFourteenTwentyMinuteTurnsFrom0540To1000) {
  EXPECT_EQ(s->turns.firstTurn, 1);
  EXPECT_EQ(s->turns.lastTurn, 14);
  ASSERT_EQ(s->turns.turns.size(), 14u);
  EXPECT_EQ(s->turns.turns.front().label, "0540, April 6");
  EXPECT_EQ(s->turns.turns[1].label, "0600, April 6");
  EXPECT_EQ(s->turns.turns.back().label, "1000, April 6");
  for (const auto& t : s->turns.turns) EXPECT_FALSE(t.night) << t.label;  // night starts at 1840 (23.1)
}

// 29.5 "A2023/6 | 25 Missouri; Col. Peabody": facing hexside 6, west.
TEST_F(BloodyAprilSample, TwentyFifthMissouriAndPeabodyAtA2023FacingWest) {
  const Placement* mo = at("u-union-25th-missouri");
  ASSERT_NE(mo, nullptr);
  EXPECT_EQ(mo->hex, hex("A2023"));
  EXPECT_EQ(mo->facing, facing(6));
  EXPECT_EQ(mo->state, "column");  // encamped infantry is in Column (6.41)
  const Placement* peabody = at("u-union-colonel-everett-peabody");
  ASSERT_NE(peabody, nullptr);
  EXPECT_EQ(peabody->hex, hex("A2023"));
}

// 29.5 "B0747/1 | 16 Iowa"; batteries In Park, cavalry dismounted.
TEST_F(BloodyAprilSample, SixteenthIowaAtB0747AndTheEncampedStates) {
  const Placement* iowa = at("u-union-16th-iowa");
  ASSERT_NE(iowa, nullptr);
  EXPECT_EQ(iowa->hex, hex("B0747"));
  EXPECT_EQ(iowa->facing, facing(1));
  const Placement* hickenlooper = at("u-union-hickenloopers-battery-5th-ohio-light-artillery");
  ASSERT_NE(hickenlooper, nullptr);
  EXPECT_EQ(hickenlooper->hex, hex("A1827"));
  EXPECT_EQ(hickenlooper->facing, facing(5));
  EXPECT_EQ(hickenlooper->state, "in-park");
  const Placement* cavalry = at("u-union-1st-and-2nd-battalions-11th-illinois-cavalry");
  ASSERT_NE(cavalry, nullptr);
  EXPECT_EQ(cavalry->hex, hex("A1929"));
  EXPECT_EQ(cavalry->state, "dismounted");
}

// 29.6 "A1309 | 3rd Miss (Wood)"; batteries Limbered, cavalry Mounted, no facing given.
TEST_F(BloodyAprilSample, ThirdMississippiAtA1309AndTheConfederateLine) {
  const Placement* miss = at("u-confederate-3rd-mississippi-battalion");
  ASSERT_NE(miss, nullptr);
  EXPECT_EQ(miss->hex, hex("A1309"));
  EXPECT_FALSE(miss->facing.has_value());  // "any facing they wish"
  const Placement* harper = at("u-confederate-harpers-jefferson-mississippi-battery");
  ASSERT_NE(harper, nullptr);
  EXPECT_EQ(harper->hex, hex("A1005"));
  EXPECT_EQ(harper->state, "limbered");
  const Placement* jenkins = at("u-confederate-jenkinss-alabama-battalion");
  ASSERT_NE(jenkins, nullptr);
  EXPECT_EQ(jenkins->state, "mounted");
  // The truncated rows are left unplaced, never guessed.
  EXPECT_EQ(s->placementOf(UnitId{"u-confederate-2nd-arkansas"}), nullptr);
  EXPECT_EQ(s->placementOf(UnitId{"u-union-13th-iowa"}), nullptr);
}

// 29.71: I Corps at 0600 through A0102/A0103, brigades Stewart, Russell, Johnson, Stephens;
// the Reserve Corps at 0700.
TEST_F(BloodyAprilSample, TheICorpsArrivesAt0600ThroughA0102AndA0103) {
  const char* order[] = {"r-0600-1-stewart", "r-0600-2-russell", "r-0600-3-johnson", "r-0600-4-stephens"};
  const char* officers[] = {"u-confederate-brig-gen-alexander-p-stewart", "u-confederate-colonel-robert-m-russell",
                            "u-confederate-brig-gen-bushrod-r-johnson", "u-confederate-colonel-william-h-stephens"};
  ASSERT_GE(s->reinforcements.size(), 4u);
  const NamedArea* entry = nullptr;
  for (const auto& a : s->map.areas)
    if (a.id.value == "csa-entry-a0102-a0103") entry = &a;
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->hexes.size(), 2u);
  for (const char* label : {"A0102", "A0103"})
    EXPECT_NE(std::find(entry->hexes.begin(), entry->hexes.end(), hex(label)), entry->hexes.end()) << label;
  for (int i = 0; i < 4; ++i) {
    const Reinforcement& r = s->reinforcements[static_cast<std::size_t>(i)];
    EXPECT_EQ(r.id.value, order[i]);
    EXPECT_EQ(r.turn, 2) << r.id.value;  // 0600
    EXPECT_EQ(r.entryHex, hex("A0102")) << r.id.value;
    ASSERT_TRUE(r.entryArea.has_value());
    EXPECT_EQ(r.entryArea->value, "csa-entry-a0102-a0103");
    EXPECT_NE(std::find(r.units.begin(), r.units.end(), UnitId{officers[i]}), r.units.end()) << r.id.value;
  }
  const Reinforcement* statham = reinforcement("r-0700-3-statham");
  ASSERT_NE(statham, nullptr);
  EXPECT_EQ(statham->turn, 5);  // 0700
  EXPECT_EQ(std::find(statham->units.begin(), statham->units.end(), UnitId{"u-confederate-19th-tennessee"}),
            statham->units.end());
  EXPECT_NE(statham->condition.find("two Fatigue Points"), std::string::npos);
}

// 29.8 rows 0740-0920 at the Landing; every arrival inside the scenario's turns (29.12).
TEST_F(BloodyAprilSample, UnionArrivalsAtTheLandingUntil0920) {
  const Reinforcement* mo = reinforcement("r-0740-23rd-missouri");
  ASSERT_NE(mo, nullptr);
  EXPECT_EQ(mo->turn, 7);
  EXPECT_EQ(mo->units, (std::vector<UnitId>{UnitId{"u-union-23rd-missouri"}}));
  const Reinforcement* grant = reinforcement("r-0920-grant");
  ASSERT_NE(grant, nullptr);
  EXPECT_EQ(grant->turn, 12);
  for (const auto& r : s->reinforcements) {
    EXPECT_GE(r.turn, s->turns.firstTurn) << r.id.value;
    EXPECT_LE(r.turn, 13) << r.id.value;  // 0940 at the latest (29.12)
  }
}

// 22.11, 11.42, 5.36, 9.65 under the sample's grid.
TEST_F(BloodyAprilSample, NamedHexesAndTheirAdjacencies) {
  EXPECT_TRUE(hasFeature("B0448", "landing"));
  EXPECT_TRUE(hasFeature("B0848", "landing"));
  EXPECT_TRUE(hasFeature("B0645", "supply-dump"));
  EXPECT_TRUE(hasFeature("B2226", "bridge-hex"));
  for (const char* label : {"A0102", "A0103", "A0135", "A0144", "A3801", "B0754", "B2625", "B3554", "B2554"})
    EXPECT_TRUE(hasFeature(label, "entry")) << label;
  const int east = directionTo(hex("B2226"), hex("B2326"));
  const int west = directionTo(hex("B2226"), hex("B2127"));
  ASSERT_GE(east, 0);
  ASSERT_GE(west, 0);
  EXPECT_EQ(west, opposite(east));                                // the bridge runs straight through its hex
  EXPECT_EQ(directionTo(hex("A2017"), hex("A2016")), facing(1));  // scatter "1" (9.65)
  EXPECT_EQ(hex("A3822").q + 1, hex("B0122").q);                  // Map B right of Map A
}

// 31.5: "Replacement Officers ... may not be used in any way until they replace an officer".
TEST_F(BloodyAprilSample, NoReplacementOfficerStartsOnTheMap) {
  for (const auto& u : s->oob.units) {
    const auto it = u.attributes.find("replacement");
    if (it == u.attributes.end() || !std::get<bool>(it->second)) continue;
    EXPECT_EQ(s->placementOf(u.id), nullptr) << u.id.value;
    for (const auto& r : s->reinforcements)
      EXPECT_EQ(std::find(r.units.begin(), r.units.end(), u.id), r.units.end()) << u.id.value;
  }
}

}  // namespace
}  // namespace hexwright::validate_testing
