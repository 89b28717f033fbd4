// A file that sets out no order of battle but names its forces in sentences (a history's
// paragraph, a game replay, a scenario's set-up) is read for what it names, never refused
// whole; a text that names none is still refused. The texts are published listings in
// tests/importers/oob_corpus/published/, read from the file as they were copied.
#include <gtest/gtest.h>

#include <string>

#include "importers/oob/narrative_formations.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kReplay = "savage_station_magweb_operations_both_cwbs_replay_prose_strengths.txt";
constexpr const char* kHistory = "lookout_mountain_wikisource_cmh_confederate_walthall_brigade_bare_ordinal_prose.txt";
constexpr const char* kScenario = "salem_church_docslib_musket_saber_both_formation_counter_setup.txt";
constexpr const char* kPrisonersList =
    "seven_pines_civilwarrichmond_richmond_dispatch_union_captured_officers_ditto_do.txt";
constexpr const char* kNewspaperAccount =
    "new_bern_gsu_newspaper_1862_union_brigades_by_generals_state_first_regiment.txt";
constexpr const char* kOpposingForces =
    "brandy_station_liquisearch_wikipedia_opposing_forces_both_prose_wings_brigades_by_commander_only.txt";

TEST(OobNarrative, AReplaysNamedFormationsAreReadEachOnItsOwnAndFlagged) {
  // "the 10,700 soldiers of Magruder's Right Wing …", "Sumner's 2 Corps starts near Fair Oaks".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kReplay, 40), kReplay, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* wing = formationNamed(r.oob, "Magruder's Right Wing");
  ASSERT_NE(wing, nullptr) << allDiagnostics(d);
  ASSERT_NE(formationNamed(r.oob, "Sumner's 2 Corps"), nullptr);
  ASSERT_NE(formationNamed(r.oob, "Smith's division"), nullptr) << "'Smith's 10,400 man division'";
  EXPECT_NE(findRule(d, "import.oob.text.narrative"), nullptr);
}

TEST(OobNarrative, AFormationTakesTheSideItsParagraphSpeaksOf) {
  // "The Rebel army in this battle consists of … Magruder's Right Wing …" / "The Union army
  // has 42,500 available soldiers … Sumner's 2 Corps starts near Fair Oaks …".
  model::Diagnostics d;
  const auto read = readOpening(kReplay, 40, d);
  const auto* wing = rawFormationNamed(read, "Magruder's Right Wing");
  const auto* sumner = rawFormationNamed(read, "Sumner's 2 Corps");
  ASSERT_NE(wing, nullptr) << allDiagnostics(d);
  ASSERT_NE(sumner, nullptr);
  EXPECT_EQ(wing->side, "confederate");
  EXPECT_EQ(sumner->side, "union");
}

TEST(OobNarrative, RegimentsNamedByNumberAloneBelongToTheBrigadeNamedBeforeThem) {
  // "Walthall's Mississippi brigade … The Thirty-fourth was sent …, and the Thirtieth and
  // Twenty-ninth were posted …" (but "before November 24th" is a date).
  model::Diagnostics d;
  const auto read = readOpening(kHistory, 20, d);
  const auto* thirtyFourth = rawEntryNamed(read, "Thirty-fourth");
  ASSERT_NE(thirtyFourth, nullptr) << allDiagnostics(d);
  ASSERT_FALSE(thirtyFourth->path.empty());
  EXPECT_EQ(thirtyFourth->path.back().rfind("Walthall's", 0), 0u);
  EXPECT_NE(rawEntryNamed(read, "Twenty-ninth"), nullptr);
  EXPECT_EQ(rawEntryNamed(read, "24th"), nullptr);
}

TEST(OobNarrative, AScenariosCountersAreItsUnits) {
  // "Third/1, Guard/6, & Train (three counters): T4 at 2114", "Wilcox/M (one counter)".
  model::Diagnostics d;
  const auto read = readOpening(kScenario, 40, d);
  for (const char* counter : {"Third/1", "Guard/6", "Wilcox/M"})
    EXPECT_NE(rawEntryNamed(read, counter), nullptr) << counter;
  EXPECT_NE(rawFormationNamed(read, "6th Corps"), nullptr);
}

TEST(OobNarrative, ATextThatNamesNoForceIsStillRefused) {
  model::Diagnostics d;
  const auto r = importInto(
      "The weather was fine on the third day.\nEveryone went home by train, and the band played.\n", "note.txt", d);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(findRule(d, "import.oob.empty"), nullptr) << allDiagnostics(d);
}

TEST(OobNarrative, ADateIsNoRegimentAndAFormationsNumberIsNoRegiment) {
  const auto units = importers::oob::unitsNamedInNarrative(
      "Hood's brigade waited until the Twenty-fourth of November, when the Third Brigade came up; the Fifth held. "
      "Rob and I played it.");
  ASSERT_EQ(units.size(), 1u);
  EXPECT_EQ(units[0].name, "Fifth");
  EXPECT_EQ(units[0].formation, "Third Brigade") << "the brigade named last before it";
}

TEST(OobNarrative, AnArticlesOpposingForcesAreReadThoughAStrayLineReadAsAnEntry) {
  // "Further information: Confederates order of battle, Union order of battle" reads as a
  // chance entry naming nothing an order of battle would; the paragraphs after it tell "five
  // cavalry brigades, commanded by Brig. Gens. Wade Hampton, …", "two "wings," under Brig.
  // Gens. John Buford and David McMurtrie Gregg", "his own 1st Cavalry Division, a Reserve
  // Brigade led by Major Charles J. Whiting", "the V Corps".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kOpposingForces, 20), kOpposingForces, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(formationNamed(r.oob, "1st Cavalry Division"), nullptr) << allDiagnostics(d);
  EXPECT_NE(formationNamed(r.oob, "Hampton's Brigade"), nullptr) << allDiagnostics(d);
  model::Diagnostics rd;
  const auto read = readOpening(kOpposingForces, 20, rd);
  // (A wing is no level a listing's heading opens: its commander keeps it in his notes.)
  const auto buford =
      std::find_if(read.units.begin(), read.units.end(), [](const auto& u) { return u.name.ends_with("John Buford"); });
  ASSERT_NE(buford, read.units.end()) << allDiagnostics(rd);
  EXPECT_NE(buford->role, importers::oob::LeaderRole::None);
  EXPECT_NE(buford->notes.find("Buford's Wing"), std::string::npos) << buford->notes;
  // What the sentences name only in passing is the narrative's: "a Reserve Brigade led by …".
  const std::string text = publishedOpening(kOpposingForces, 20);
  const auto named = importers::oob::formationsNamedInNarrative(text);
  EXPECT_TRUE(std::any_of(named.begin(), named.end(), [](const auto& n) { return n.name == "Reserve Brigade"; }));
}

TEST(OobNarrative, ANewspapersRegimentsNamedInItsSentencesAreReadWhereItNamesNoFormation) {
  // "… George C. Speer, Lieut. Col. 61st Penn., George F. Smith, Major of do.; … Thomas Y. Baker,
  // Capt. Co. C, 87th N. Y.; …", "The Massachusetts 21st was in the advance.", "the six-battery
  // Stuart Horse Artillery": units named in prose, read when nothing else is.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kPrisonersList, 10), kPrisonersList, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "61st Penn"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "87th N. Y."), nullptr);
  EXPECT_NE(findRule(d, "import.oob.text.narrative"), nullptr);
  model::Diagnostics nd;
  const auto account = importInto(publishedOpening(kNewspaperAccount, 10), kNewspaperAccount, nd);
  ASSERT_TRUE(account.ok) << allDiagnostics(nd);
  EXPECT_NE(unitNamed(account.oob, "Massachusetts 21st"), nullptr) << allDiagnostics(nd);
  const auto units = importers::oob::unitsNamedInNarrative(publishedOpening(kOpposingForces, 20));
  EXPECT_TRUE(
      std::any_of(units.begin(), units.end(), [](const auto& u) { return u.name == "Stuart Horse Artillery"; }));
}

TEST(OobNarrative, ABoardGamesSetUpLinesGiveItsPiecesEachAtItsHex) {
  // A Usenet post's Battle Cry set-up: "104 CINF, CGEN (Polk)", "202 CART", "609 Hill, UART".
  model::Diagnostics d;
  const char* file =
      "perryville_grognard_usenet_battle_cry_both_hex_setup_lines_unnamed_arm_tokens_generals_in_"
      "parentheses_terrain_mixed_in.txt";
  const auto r = importInto(publishedOpening(file, 70), file, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "Confederate infantry (CINF) at 104"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "Confederate artillery (CART) at 202"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "Union artillery (UART) at 609"), nullptr);
  // ("109 Town of Perryville", "311 Hill": the map's terrain, no piece.)
  EXPECT_FALSE(anyNameHas(r.oob, "Perryville at"));
  EXPECT_FALSE(anyNameHas(r.oob, "Hill at"));
}

TEST(OobNarrative, UnitsANarrativeNamesByTheirOwnersAndCommandersAreReadWhenNothingElseIs) {
  // Confederate Military History's Texas appendix: "… reinforced by a battalion under Scurry
  // and Teel's battery …, sending three companies under McNeill to drive the enemy".
  model::Diagnostics d;
  const char* file =
      "valverde_perseus_cmh_texas_appendix_confederate_prose_units_by_commanders_lancer_companies_by_"
      "captains_page_numbers_inline.txt";
  const auto r = importInto(publishedOpening(file, 10), file, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "Teel's battery"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "a battalion under Scurry"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "three companies under McNeill"), nullptr);
  EXPECT_NE(findRule(d, "import.oob.text.narrative"), nullptr);
}

}  // namespace
}  // namespace hexwright::testing
