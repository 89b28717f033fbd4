// Stamps on an SVG page: once the document is finished, the only reference left on each
// stamp's recording is the resources' own, so destroying the resources frees it. Cairo
// 1.16's SVG backend keeps one reference per use of a recording; without the release in
// the SVG document every export leaked all its stamp recordings but one (LeakSanitizer).
#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "exporters/print/page_document.h"
#include "support/temp_dir.h"

namespace hexwright::exporters {
namespace {

Stamp disc(const std::string& key, double radius) {
  return Stamp{key, Rect{-5, -5, 10, 10}, [radius](Canvas& c) {
                 Path p;
                 p.circle({0, 0}, radius);
                 c.fill(p, Color{0.1, 0.3, 0.1, 1});
               }};
}

unsigned referencesAfterFinishing(OutputFormat format, const std::string& file) {
  testing::TempDir dir;
  std::string error;
  auto doc = PageDocument::create(format, dir / file, 72, error);
  EXPECT_TRUE(doc) << error;
  if (!doc) return 0;
  const Stamp a = disc("a", 2), b = disc("b", 3), c = disc("c", 4);
  Canvas& canvas = doc->beginPage(100, 100);
  for (int i = 0; i < 9; ++i) canvas.stamp(i % 3 == 0 ? a : i % 3 == 1 ? b : c, {10.0 + 8 * i, 20});
  doc->endPage();
  EXPECT_TRUE(doc->finish(error)) << error;
  EXPECT_GT(std::filesystem::file_size(dir / file), 0u);
  // The cache hands back the recordings the page used.
  unsigned most = 0;
  for (const Stamp* s : {&a, &b, &c})
    most = std::max(most, cairo_surface_get_reference_count(doc->resources->surfaceFor(*s, doc->resources)));
  return most;
}

TEST(SvgStampReferences, OnlyTheResourcesHoldEachRecordingAfterAnSvgIsFinished) {
  EXPECT_EQ(referencesAfterFinishing(OutputFormat::Svg, "stamps.svg"), 1u);
}

TEST(SvgStampReferences, PdfLeavesTheSameSingleReference) {
  EXPECT_EQ(referencesAfterFinishing(OutputFormat::Pdf, "stamps.pdf"), 1u);
}

}  // namespace
}  // namespace hexwright::exporters
