#pragma once
// Learns what each terrain type looks like on one scan from a handful of examples and
// names the likeliest type of any other hex, with the share of the vote it won.
//
// A random forest (OpenCV's ml::RTrees, Debian libopencv-ml): it learns from five
// examples a type as well as from fifty, needs no scaling of features measured in
// different units (lightness, edge strength, shares), mixes colour and texture cues
// without hand-set weights, trains in milliseconds (so re-learning after a correction is
// immediate) and its votes are a confidence a designer can threshold. No OpenCV type
// appears here.
#include <cstddef>
#include <memory>
#include <vector>

namespace hexwright::recognition {

struct ClassVote {
  int label = -1;
  double confidence = 0;  // share of the trees that voted for `label`, 0..1
};

/// Rows of `featureCount` floats with one label (0..classCount-1) each.
struct TrainingSet {
  std::size_t featureCount = 0;
  std::vector<float> rows;
  std::vector<int> labels;
  int classCount = 0;
  std::size_t size() const { return labels.size(); }
  void add(const float* row, int label);
};

class TerrainClassifier {
 public:
  TerrainClassifier();
  ~TerrainClassifier();
  TerrainClassifier(TerrainClassifier&&) noexcept;
  TerrainClassifier& operator=(TerrainClassifier&&) noexcept;

  /// False when there is nothing to learn from (no rows, or one class only: then every
  /// prediction is that class with confidence 1).
  bool train(const TrainingSet& set);
  ClassVote predict(const float* row) const;
  /// Many rows at once (one call into the forest; the fast path for a whole map).
  std::vector<ClassVote> predictAll(const float* rows, std::size_t count) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> m;
};

/// How well the examples predict each other: each example is predicted by a forest that
/// did not see it (stratified k-fold, k at most `maxFolds` and at most the smallest
/// type's count, at least 2). confusion[truth][predicted] counts examples; a type with a
/// single example is never held out and so is not counted.
struct CrossValidation {
  int folds = 0;
  std::vector<std::vector<int>> confusion;
  int correct = 0;
  int total = 0;
  double agreement() const { return total ? static_cast<double>(correct) / total : 0.0; }
};

CrossValidation crossValidate(const TrainingSet& set, int maxFolds = 5);

}  // namespace hexwright::recognition
