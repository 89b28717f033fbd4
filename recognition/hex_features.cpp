#include "recognition/hex_features.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace hexwright::recognition {
namespace {

constexpr int kToneBins = 16;
constexpr int kHueSectors = 6;
constexpr int kOrientations = 4;
/// Pixels farther than this share of the across-flats width from a hex's centre are left
/// out: the printed grid, hexside lines and the neighbour's edge lie there.
constexpr double kInnerRadiusShare = 0.45;
/// a*b* chroma above which a pixel counts as coloured ink rather than grey paper or black.
constexpr double kInkChroma = 12;

struct Accumulator {
  int n = 0;
  std::array<double, 3> sum{};
  std::array<double, 3> squares{};
  double gradient = 0;
  std::array<double, kOrientations> orientation{};
  double laplacian = 0;
  int dark = 0;
  double chroma = 0;
  std::array<int, kToneBins> tone{};
  std::array<int, kHueSectors> hue{};
};

/// The scan's paper: the lightness most of the map is lighter than, so "dark" means ink
/// on this scan whatever its exposure or yellowing.
double paperLightness(const cv::Mat& lightness, const cv::Mat& valid) {
  std::array<long long, 256> histogram{};
  long long total = 0;
  for (int y = 0; y < lightness.rows; ++y) {
    const auto* l = lightness.ptr<std::uint8_t>(y);
    const auto* v = valid.ptr<std::uint8_t>(y);
    for (int x = 0; x < lightness.cols; ++x)
      if (v[x]) ++histogram[l[x]], ++total;
  }
  long long seen = 0;
  for (int i = 0; i < 256; ++i) {
    seen += histogram[static_cast<std::size_t>(i)];
    if (seen * 10 >= total * 9) return i;
  }
  return 255;
}

double percentile(const std::array<int, kToneBins>& bins, int n, double share) {
  int seen = 0;
  for (int i = 0; i < kToneBins; ++i) {
    seen += bins[static_cast<std::size_t>(i)];
    if (seen >= share * n) return (i + 0.5) * 100.0 / kToneBins;
  }
  return 100;
}

struct Planes {
  cv::Mat lab, lightness, dx, dy, laplacian, valid;
};

Planes planesOf(const ScanPixels& scan) {
  Planes p;
  cv::Mat rgb(scan.height, scan.width, CV_8UC3, const_cast<std::uint8_t*>(scan.rgb.data()));
  cv::cvtColor(rgb, p.lab, cv::COLOR_RGB2Lab);
  cv::extractChannel(p.lab, p.lightness, 0);
  cv::Sobel(p.lightness, p.dx, CV_32F, 1, 0);
  cv::Sobel(p.lightness, p.dy, CV_32F, 0, 1);
  cv::Laplacian(p.lightness, p.laplacian, CV_32F);
  p.valid = cv::Mat(scan.height, scan.width, CV_8U, const_cast<std::uint8_t*>(scan.valid.data()));
  return p;
}

void addPixel(Accumulator& a, const cv::Vec3b& lab, float dx, float dy, float laplacian, double darkBelow) {
  const double values[3] = {lab[0] * 100.0 / 255.0, lab[1] - 128.0, lab[2] - 128.0};
  ++a.n;
  for (std::size_t c = 0; c < 3; ++c) a.sum[c] += values[c], a.squares[c] += values[c] * values[c];
  const double magnitude = std::hypot(dx, dy);
  a.gradient += magnitude;
  if (magnitude > 0) {
    double angle = std::atan2(dy, dx);
    if (angle < 0) angle += std::numbers::pi;
    const auto bin = static_cast<std::size_t>(std::lround(angle / (std::numbers::pi / kOrientations))) % kOrientations;
    a.orientation[bin] += magnitude;
  }
  a.laplacian += std::abs(laplacian);
  if (lab[0] < darkBelow) ++a.dark;
  const double chroma = std::hypot(values[1], values[2]);
  a.chroma += chroma;
  a.tone[std::min<std::size_t>(kToneBins - 1, lab[0] * kToneBins / 256)]++;
  if (chroma > kInkChroma) {
    const double turn = (std::atan2(values[2], values[1]) + std::numbers::pi) / (2 * std::numbers::pi);
    a.hue[std::min<std::size_t>(kHueSectors - 1, static_cast<std::size_t>(turn * kHueSectors))]++;
  }
}

void writeRow(const Accumulator& a, float* out) {
  std::size_t f = 0;
  const double n = std::max(1, a.n);
  for (std::size_t c = 0; c < 3; ++c) out[f++] = static_cast<float>(a.sum[c] / n);
  for (std::size_t c = 0; c < 3; ++c) {
    const double mean = a.sum[c] / n;
    out[f++] = static_cast<float>(std::sqrt(std::max(0.0, a.squares[c] / n - mean * mean)));
  }
  out[f++] = static_cast<float>(a.gradient / n);
  double orientationTotal = 0;
  for (double o : a.orientation) orientationTotal += o;
  for (double o : a.orientation)
    out[f++] = static_cast<float>(orientationTotal > 0 ? o / orientationTotal : 1.0 / kOrientations);
  out[f++] = static_cast<float>(a.laplacian / n);
  out[f++] = static_cast<float>(a.dark / n);
  for (double share : {0.1, 0.5, 0.9}) out[f++] = static_cast<float>(percentile(a.tone, a.n, share));
  for (int h : a.hue) out[f++] = static_cast<float>(h / n);
  out[f++] = static_cast<float>(a.chroma / n);
}

const std::vector<std::string>& baseNames() {
  static const std::vector<std::string> names = {
      "lightness",   "a*",       "b*",         "lightness-spread", "a*-spread",  "b*-spread", "edges",    "hatch-0",
      "hatch-45",    "hatch-90", "hatch-135",  "stipple",          "dark-share", "tone-p10",  "tone-p50", "tone-p90",
      "ink-magenta", "ink-red",  "ink-yellow", "ink-green",        "ink-cyan",   "ink-blue",  "chroma"};
  return names;
}

/// Each hex's own look, then the mean look of its neighbours on the scan: a wood's edge,
/// a field among woods or a canyon floor in shadow reads better with its surroundings.
void addNeighbourMeans(HexFeatures& f, const model::HexGrid& grid, std::size_t own) {
  for (std::size_t h = 0; h < grid.size(); ++h) {
    if (!f.onScan(h)) continue;
    float* out = f.values.data() + h * f.featureCount + own;
    int count = 0;
    for (int d = 0; d < 6; ++d) {
      const model::HexCoord n = model::neighbor(grid.at(h), d);
      if (!grid.contains(n) || !f.onScan(grid.index(n))) continue;
      const float* in = f.row(grid.index(n));
      for (std::size_t i = 0; i < own; ++i) out[i] += in[i];
      ++count;
    }
    const float* self = f.row(h);
    for (std::size_t i = 0; i < own; ++i) out[i] = count ? out[i] / static_cast<float>(count) : self[i];
  }
}

}  // namespace

const std::vector<std::string>& featureNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all = baseNames();
    for (const auto& n : baseNames()) all.push_back("around-" + n);
    return all;
  }();
  return names;
}

std::size_t HexFeatures::hexesOnScan() const {
  return static_cast<std::size_t>(std::count_if(pixels.begin(), pixels.end(), [](int n) { return n >= kMinPixels; }));
}

double HexFeatures::meanPixelsPerHex() const {
  long long total = 0;
  std::size_t hexes = 0;
  for (int n : pixels)
    if (n >= kMinPixels) total += n, ++hexes;
  return hexes ? static_cast<double>(total) / static_cast<double>(hexes) : 0.0;
}

HexFeatures computeHexFeatures(const ScanPixels& scan, const model::HexGrid& grid, const model::HexLayout& layout,
                               model::ProgressReporter& progress) {
  HexFeatures out;
  out.featureCount = featureNames().size();
  out.pixels.assign(grid.size(), 0);
  out.values.assign(grid.size() * out.featureCount, 0.0f);
  if (scan.empty() || grid.size() == 0) return out;
  const Planes p = planesOf(scan);
  const double darkBelow = 0.6 * paperLightness(p.lightness, p.valid);
  const double inner = kInnerRadiusShare * layout.acrossFlats;
  std::vector<Accumulator> acc(grid.size());
  for (int y = 0; y < scan.height; ++y) {
    if (y % 64 == 0) {
      if (progress.cancelled()) return out;
      progress.report(0.9 * y / scan.height, "Reading the scan under each hex");
    }
    const auto* valid = p.valid.ptr<std::uint8_t>(y);
    const auto* lab = p.lab.ptr<cv::Vec3b>(y);
    const auto* dx = p.dx.ptr<float>(y);
    const auto* dy = p.dy.ptr<float>(y);
    const auto* lap = p.laplacian.ptr<float>(y);
    for (int x = 0; x < scan.width; ++x) {
      if (!valid[x]) continue;
      const model::Vec2 ground = scan.pixelToGround.apply({x + 0.5, y + 0.5});
      const model::HexCoord hex = layout.worldToHex(ground);
      if (!grid.contains(hex)) continue;
      const model::Vec2 centre = layout.hexToWorld(hex);
      if (std::hypot(ground.x - centre.x, ground.y - centre.y) > inner) continue;
      addPixel(acc[grid.index(hex)], lab[x], dx[x], dy[x], lap[x], darkBelow);
    }
  }
  for (std::size_t h = 0; h < acc.size(); ++h) {
    out.pixels[h] = acc[h].n;
    if (acc[h].n >= HexFeatures::kMinPixels) writeRow(acc[h], out.values.data() + h * out.featureCount);
  }
  addNeighbourMeans(out, grid, baseNames().size());
  progress.report(1.0, "Reading the scan under each hex");
  return out;
}

}  // namespace hexwright::recognition
