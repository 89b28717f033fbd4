#include "recognition/terrain_classifier.h"

#include <algorithm>
#include <map>
#include <opencv2/core.hpp>
#include <opencv2/ml.hpp>

namespace hexwright::recognition {
namespace {

constexpr int kTrees = 150;

cv::Ptr<cv::ml::RTrees> newForest(int classCount) {
  auto forest = cv::ml::RTrees::create();
  forest->setMaxDepth(16);
  forest->setMinSampleCount(1);  // a type may have only a few examples
  forest->setRegressionAccuracy(0);
  forest->setUseSurrogates(false);
  forest->setMaxCategories(std::max(2, classCount));
  forest->setCVFolds(0);
  forest->setCalculateVarImportance(false);
  forest->setActiveVarCount(0);  // sqrt(features) per split, the usual choice
  forest->setTermCriteria(cv::TermCriteria(cv::TermCriteria::MAX_ITER, kTrees, 0));
  return forest;
}

}  // namespace

void TrainingSet::add(const float* row, int label) {
  rows.insert(rows.end(), row, row + featureCount);
  labels.push_back(label);
  classCount = std::max(classCount, label + 1);
}

struct TerrainClassifier::Impl {
  cv::Ptr<cv::ml::RTrees> forest;
  int onlyLabel = -1;  // set when the examples hold one type only
};

TerrainClassifier::TerrainClassifier() : m(std::make_unique<Impl>()) {}
TerrainClassifier::~TerrainClassifier() = default;
TerrainClassifier::TerrainClassifier(TerrainClassifier&&) noexcept = default;
TerrainClassifier& TerrainClassifier::operator=(TerrainClassifier&&) noexcept = default;

bool TerrainClassifier::train(const TrainingSet& set) {
  m->forest.release();
  m->onlyLabel = -1;
  if (set.size() == 0) return false;
  const bool oneType = std::all_of(set.labels.begin(), set.labels.end(), [&](int l) { return l == set.labels[0]; });
  if (oneType) {
    m->onlyLabel = set.labels[0];
    return false;
  }
  cv::Mat samples(static_cast<int>(set.size()), static_cast<int>(set.featureCount), CV_32F,
                  const_cast<float*>(set.rows.data()));
  cv::Mat responses(static_cast<int>(set.size()), 1, CV_32S, const_cast<int*>(set.labels.data()));
  // The forest draws its bootstrap samples from OpenCV's global generator: seeded so the
  // same examples give the same suggestions every run.
  cv::theRNG().state = 0x4865787772696768ULL;
  m->forest = newForest(set.classCount);
  return m->forest->train(cv::ml::TrainData::create(samples, cv::ml::ROW_SAMPLE, responses));
}

std::vector<ClassVote> TerrainClassifier::predictAll(const float* rows, std::size_t count) const {
  std::vector<ClassVote> out(count);
  if (count == 0) return out;
  if (!m->forest) {
    for (auto& v : out) v = {m->onlyLabel, m->onlyLabel >= 0 ? 1.0 : 0.0};
    return out;
  }
  const int features = m->forest->getVarCount();
  cv::Mat samples(static_cast<int>(count), features, CV_32F, const_cast<float*>(rows));
  cv::Mat votes;
  m->forest->getVotes(samples, votes, 0);
  // Row 0 holds the class labels, row 1 + i the votes for sample i.
  for (std::size_t i = 0; i < count; ++i) {
    const int* row = votes.ptr<int>(static_cast<int>(i) + 1);
    int best = 0, total = 0;
    for (int c = 0; c < votes.cols; ++c) {
      total += row[c];
      if (row[c] > row[best]) best = c;
    }
    out[i] = {votes.at<int>(0, best), total > 0 ? static_cast<double>(row[best]) / total : 0.0};
  }
  return out;
}

ClassVote TerrainClassifier::predict(const float* row) const { return predictAll(row, 1)[0]; }

CrossValidation crossValidate(const TrainingSet& set, int maxFolds) {
  CrossValidation cv;
  cv.confusion.assign(static_cast<std::size_t>(set.classCount),
                      std::vector<int>(static_cast<std::size_t>(set.classCount), 0));
  std::map<int, std::vector<std::size_t>> byType;
  for (std::size_t i = 0; i < set.size(); ++i) byType[set.labels[i]].push_back(i);
  std::size_t smallest = set.size();
  for (const auto& [label, members] : byType)
    if (members.size() > 1) smallest = std::min(smallest, members.size());
  if (byType.size() < 2 || smallest < 2) return cv;
  cv.folds = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(std::max(2, maxFolds)), smallest));
  // Stratified: each type's examples dealt round the folds in file order.
  std::vector<int> foldOf(set.size(), -1);
  for (const auto& [label, members] : byType)
    if (members.size() > 1)
      for (std::size_t k = 0; k < members.size(); ++k) foldOf[members[k]] = static_cast<int>(k % cv.folds);
  for (int fold = 0; fold < cv.folds; ++fold) {
    TrainingSet train{set.featureCount, {}, {}, 0};
    std::vector<std::size_t> held;
    for (std::size_t i = 0; i < set.size(); ++i) {
      if (foldOf[i] == fold)
        held.push_back(i);
      else
        train.add(&set.rows[i * set.featureCount], set.labels[i]);
    }
    TerrainClassifier forest;
    forest.train(train);
    for (std::size_t i : held) {
      const int predicted = forest.predict(&set.rows[i * set.featureCount]).label;
      if (predicted < 0) continue;
      const auto truth = static_cast<std::size_t>(set.labels[i]);
      ++cv.confusion[truth][static_cast<std::size_t>(predicted)];
      ++cv.total;
      if (predicted == set.labels[i]) ++cv.correct;
    }
  }
  return cv;
}

}  // namespace hexwright::recognition
