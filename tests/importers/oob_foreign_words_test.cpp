// Orders of battle copied from Wikipedia in other languages and its machine translations:
// their level, unit and arm words and their ordinals are read as the English ones. Every
// listing here is a published one in tests/importers/oob_corpus/published/, as copied.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "importers/oob/foreign_words.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kBulgarian =
    "whole_war_ewikibg_enwiki_bulgarian_machine_translation_union_spinola_brigade_ordinal_word_bullets_stored_text_"
    "cut.txt";

std::string asEnglish(std::string line) {
  std::vector<std::string> lines{std::move(line)};
  importers::oob::readForeignWordsAsEnglish(lines);
  return lines.front();
}

TEST(OobForeignWords, LevelUnitAndArmWordsAndOrdinalsReadAsTheEnglishOnes) {
  EXPECT_EQ(asEnglish("1.º Regimiento de Infantería de Texas"), "1st Regiment de Infantry de Texas");
  EXPECT_EQ(asEnglish("Ejército del Potomac"), "Army of the Potomac");
  EXPECT_EQ(asEnglish("118° Illinois, brigata di Osterhaus"), "118th Illinois, brigade di Osterhaus");
  EXPECT_EQ(asEnglish("1er régiment de cavalerie"), "1st regiment de cavalerie");
  EXPECT_EQ(asEnglish("158-ти Нюйоркски доброволчески пехотен полк"), "158th Нюйоркски volunteers infantry regiment");
  EXPECT_EQ(asEnglish("Бригада Спинола"), "Brigade Спинола");
  // A list's number alone keeps its ending ("1ª, comandata dal …"); English is untouched.
  EXPECT_EQ(asEnglish("- 1ª, comandata dal maggior generale"), "- 1ª, comandata dal maggior generale");
  EXPECT_EQ(asEnglish("Rota's battery, 1st Corps — the Corpus Christi garrison"),
            "Rota's battery, 1st Corps — the Corpus Christi garrison");
}

TEST(OobForeignWords, AMachineTranslationsRegimentsAreReadAndItsSentencesAreProse) {
  // "- Първо, 158-ти Нюйоркски доброволчески пехотен полк;" under a paragraph of Bulgarian.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kBulgarian, 20), kBulgarian, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "158th Нюйоркски volunteers infantry regiment"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "132nd Нюйоркски volunteers infantry regiment"), nullptr);
  EXPECT_EQ(r.unitsAdded, 4u) << allDiagnostics(d);  // (its sentences are no units)
}

}  // namespace
}  // namespace hexwright::testing
