#include "recognition/terrain_classifier.h"

#include <gtest/gtest.h>

#include <random>

namespace hexwright::recognition {
namespace {

/// `perClass` rows around a centre per class in 3 features, spread `noise`.
TrainingSet clusters(int classes, int perClass, double noise, unsigned seed) {
  std::mt19937 random(seed);
  std::normal_distribution<float> jitter(0, static_cast<float>(noise));
  TrainingSet set{3, {}, {}, 0};
  for (int c = 0; c < classes; ++c)
    for (int i = 0; i < perClass; ++i) {
      const float row[3] = {10.0f * static_cast<float>(c) + jitter(random), 5.0f + jitter(random),
                            static_cast<float>(c % 2) + jitter(random)};
      set.add(row, c);
    }
  return set;
}

TEST(TerrainClassifier, SeparatesDistinctLooksFromFiveExamplesEach) {
  const auto set = clusters(4, 5, 1.0, 1);
  TerrainClassifier forest;
  ASSERT_TRUE(forest.train(set));
  const auto unseen = clusters(4, 20, 1.0, 2);
  const auto votes = forest.predictAll(unseen.rows.data(), unseen.size());
  double confidence = 0;
  for (std::size_t i = 0; i < votes.size(); ++i) {
    EXPECT_EQ(votes[i].label, unseen.labels[i]) << i;
    EXPECT_GT(votes[i].confidence, 0.3) << i;  // chance: 0.25
    confidence += votes[i].confidence;
  }
  EXPECT_GT(confidence / static_cast<double>(votes.size()), 0.6);
}

TEST(TerrainClassifier, ConfidenceIsLowWhereTwoTypesLookAlike) {
  TrainingSet set{3, {}, {}, 0};
  for (int i = 0; i < 10; ++i) {
    const float same[3] = {1, 2, 3};
    set.add(same, i % 2);  // the same look named two ways
  }
  TerrainClassifier forest;
  forest.train(set);
  const float row[3] = {1, 2, 3};
  EXPECT_LT(forest.predict(row).confidence, 0.8);
}

TEST(TerrainClassifier, TheSameExamplesGiveTheSameSuggestionsEveryRun) {
  const auto set = clusters(3, 6, 6.0, 3);  // overlapping: the forest's randomness shows
  const auto unseen = clusters(3, 30, 6.0, 4);
  TerrainClassifier a, b;
  a.train(set);
  b.train(set);
  const auto va = a.predictAll(unseen.rows.data(), unseen.size());
  const auto vb = b.predictAll(unseen.rows.data(), unseen.size());
  for (std::size_t i = 0; i < va.size(); ++i) {
    EXPECT_EQ(va[i].label, vb[i].label);
    EXPECT_DOUBLE_EQ(va[i].confidence, vb[i].confidence);
  }
}

TEST(TerrainClassifier, OneTypeTeachesNothing) {
  TrainingSet set{3, {}, {}, 0};
  const float row[3] = {1, 2, 3};
  set.add(row, 0);
  set.add(row, 0);
  TerrainClassifier forest;
  EXPECT_FALSE(forest.train(set));
  EXPECT_EQ(forest.predict(row).label, 0);
}

TEST(CrossValidation, HoldsEachExampleOutOnceAndCountsTheConfusion) {
  const auto set = clusters(3, 6, 1.0, 5);
  const auto cv = crossValidate(set, 5);
  EXPECT_EQ(cv.folds, 5);
  EXPECT_EQ(cv.total, 18);
  EXPECT_EQ(cv.correct, 18);
  EXPECT_EQ(cv.confusion[1][1], 6);
  // Two examples of the smallest type: two folds.
  auto small = clusters(2, 2, 1.0, 6);
  EXPECT_EQ(crossValidate(small, 5).folds, 2);
}

}  // namespace
}  // namespace hexwright::recognition
