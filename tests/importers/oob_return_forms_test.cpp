// Forms of the Official Records' reports and returns as transcription sites print them: a
// return whose row column is headed "Brigade." with rows named "First", "Second"; killed
// and wounded each split into officers, men and total; the table printed in two halves; a
// title that names the formations it reports; the letter's signature and addressee around
// it; and a general order that names its batteries and regiments by their owners. Every
// text here is a published listing in tests/importers/oob_corpus/published/, as copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kMineRun = "mine_run_or_casualties_union_carr_third_division.txt";
constexpr const char* kNewHope = "new_hope_church_or_casualties_union_cobham_third_brigade.txt";
constexpr const char* kTexas = "district_of_texas_1863_or_confederate_magruder_orders_divisions.txt";
constexpr const char* kRosecrans = "rich_mountain_perseus_rebellion_record_union_army_of_occupation_orders.txt";
constexpr const char* kKilpatrick = "gettysburg_campaign_or_special_orders_union_kilpatrick_third_cavalry_division.txt";

const importers::oob::RawFormation* formationEndingIn(const importers::oob::RawOob& oob,
                                                      const std::vector<std::string>& tail) {
  for (const auto& f : oob.formations)
    if (f.path.size() >= tail.size() && std::equal(tail.rbegin(), tail.rend(), f.path.rbegin())) return &f;
  return nullptr;
}

TEST(OobReturnForms, RowsUnderABrigadeColumnAreBrigadesUnderTheDivisionTheTitleReports) {
  // "Report of Casualties in the Third Division, Third Army Corps, during …" / "Killed.
  // Wounded. Missing." / "Brigade. Officer Enlis Total. Offic Enlis Total" / … / "First 1 31
  // 32 1 151 152".
  model::Diagnostics d;
  const auto read = readOpening(kMineRun, 60, d);
  const auto* first = formationEndingIn(read, {"Third Army Corps", "Third Division", "First Brigade"});
  ASSERT_NE(first, nullptr) << allDiagnostics(d);
  // Killed and wounded are each the row's total, not its officers and men added to it.
  EXPECT_NE(first->notes.find("killed 32"), std::string::npos) << first->notes;
  EXPECT_NE(first->notes.find("wounded 152"), std::string::npos) << first->notes;
  // The second half of the table ("Brigade. Officer Enlis Total. Aggre…") is the missing
  // and the aggregate.
  EXPECT_NE(first->notes.find("missing 2"), std::string::npos) << first->notes;
  EXPECT_NE(first->notes.find("aggregate 186"), std::string::npos) << first->notes;
  EXPECT_NE(formationEndingIn(read, {"Third Division", "Third Brigade"}), nullptr);
}

TEST(OobReturnForms, TheLettersAddresseeAndSignatureAreNoCommandersOrFormations) {
  // "Lieutenant Colonel O. H. HART," / "Assistant Adjutant-General."; "Colonel, Commanding
  // Brigade."; "Captain THOMAS H. ELLIOTT," / "Asst. Adjt. General, Second Div., …".
  for (const char* file : {kMineRun, kNewHope}) {
    model::Diagnostics d;
    const auto read = readOpening(file, 60, d);
    for (const auto& u : read.units) {
      EXPECT_EQ(u.name.find("HART"), std::string::npos) << file << ": " << u.name;
      EXPECT_EQ(u.name.find("ELLIOTT"), std::string::npos) << file << ": " << u.name;
    }
    for (const auto& f : read.formations) EXPECT_NE(f.path.back(), "Brigade") << file;
  }
  model::Diagnostics d;
  const auto read = readOpening(kNewHope, 60, d);
  EXPECT_NE(formationEndingIn(read, {"Twentieth Army Corps", "Second Division", "Third Brigade"}), nullptr);
}

TEST(OobReturnForms, AnOrderNamesItsBatteriesAndRegimentsByTheirOwners) {
  // "Hughes' and Jones' batteries will receive …", "Colonels Darden's and Richardson's
  // regiments", "Greer's rocket battery, and [H. H.] Christmas' light battery".
  model::Diagnostics d;
  const auto read = readOpening(kTexas, 40, d);
  for (const char* name : {"Hughes' battery", "Jones' battery", "Creuzbaur's battery", "Darden's regiment",
                           "Richardson's regiment", "Greer's rocket battery", "Christmas' light battery"})
    EXPECT_TRUE(std::any_of(read.units.begin(), read.units.end(), [&](const auto& u) { return u.name == name; }))
        << name << "\n"
        << allDiagnostics(d);
}

TEST(OobReturnForms, ACommanderNamedBeforeTheFormationHeCommandsLeadsIt) {
  // "… namely: Brigadier- General Morris, commanding First Brigade; Colonel Keifer,
  // commanding Second Brigade; Colonel Horn, Sixth Maryland Volunteers; …".
  model::Diagnostics d;
  const auto read = readOpening(kMineRun, 60, d);
  auto leads = [&](const std::string& who, const std::string& formation) {
    return std::any_of(read.units.begin(), read.units.end(), [&](const auto& u) {
      return u.name.find(who) != std::string::npos && !u.path.empty() && u.path.back() == formation;
    });
  };
  EXPECT_TRUE(leads("Morris", "First Brigade"));
  EXPECT_TRUE(leads("Keifer", "Second Brigade"));
}

TEST(OobReturnForms, AGeneralOrderNamingItsArmyGivesTheBrigadesItComposes) {
  // "2. The First Brigade of the Army of Occupation will, until further orders, consist of
  // the [402] Thirteenth, Fourteenth, and Fifteenth Indiana, and Third Ohio regiments, …".
  model::Diagnostics d;
  const auto read = readOpening(kRosecrans, 40, d);
  for (const char* name : {"Thirteenth Indiana", "Fourteenth Indiana", "Fifteenth Indiana"}) {
    const auto it = std::find_if(read.units.begin(), read.units.end(), [&](const auto& u) { return u.name == name; });
    ASSERT_NE(it, read.units.end()) << name << "\n" << allDiagnostics(d);
    ASSERT_FALSE(it->path.empty());
    EXPECT_EQ(it->path.back(), "First Brigade") << name;
  }
}

TEST(OobReturnForms, AnOrdersParagraphNamesItsUnitsBeforeTheBrigadeTheyCompose) {
  // "VII. The Third Division will be organized into two brigades, as follows: The First
  // Vermont, …, the Eighteenth Pennsylvania, and the Fifth New York Regiments will compose
  // the First Brigade, under command of Brigadier-General Farnsworth; …".
  model::Diagnostics d;
  const auto read = readOpening(kKilpatrick, 40, d);
  auto under = [&](const std::string& name, const std::string& formation) {
    return std::any_of(read.units.begin(), read.units.end(), [&](const auto& u) {
      return u.name.find(name) != std::string::npos && !u.path.empty() && u.path.back() == formation;
    });
  };
  EXPECT_TRUE(under("Eighteenth Pennsylvania", "First Brigade")) << allDiagnostics(d);
  EXPECT_TRUE(under("Farnsworth", "First Brigade"));
  EXPECT_TRUE(under("Custer", "Second Brigade"));
}

}  // namespace
}  // namespace hexwright::testing
