// One counter painter for paper and screen: the words `export counters` prints are the
// words the counter painter draws on its own (as the VASSAL images and the editor use
// it), names shortened with the ruleset's stated abbreviations in both, and a name too
// long for one line on two lines rather than shrunk under 4 pt.
#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "exporters/print/counter_manifest.h"
#include "exporters/print/counter_print.h"
#include "exporters/print/export_inputs.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/counter_painter.h"
#include "fixtures.h"
#include "model/io/counter_name_table.h"
#include "pdf_content.h"

namespace hexwright::exporters {
namespace {

// Draws through Cairo (so names are measured as on paper) and keeps every text drawn.
class TextTap final : public Canvas {
 public:
  TextTap()
      : m_surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)),
        m_cr(cairo_create(m_surface)),
        m_inner(m_cr) {}
  ~TextTap() override {
    cairo_destroy(m_cr);
    cairo_surface_destroy(m_surface);
  }
  void save() override { m_inner.save(); }
  void restore() override { m_inner.restore(); }
  void transform(const Affine2D& m) override { m_inner.transform(m); }
  void clip(const Path& p) override { m_inner.clip(p); }
  void fill(const Path& p, const Color& c) override { m_inner.fill(p, c); }
  void stroke(const Path& p, const Stroke& s) override { m_inner.stroke(p, s); }
  void text(Vec2 at, std::string_view t, const TextStyle& st) override {
    texts.emplace_back(t);
    sizes.push_back(st.font.sizeMm);
    wrapped.push_back(st.wrapWidth > 0);
    m_inner.text(at, t, st);
  }
  Vec2 measureText(std::string_view t, const Font& f, double wrap) override { return m_inner.measureText(t, f, wrap); }
  void image(const RasterImage& i, const Rect& d, double o) override { m_inner.image(i, d, o); }
  std::vector<std::string> texts;
  std::vector<double> sizes;
  std::vector<bool> wrapped;

 private:
  cairo_surface_t* m_surface;
  cairo_t* m_cr;
  CairoCanvas m_inner;
};

// Words, with the ligatures the PDF's text layer keeps ("ﬁ" in "Garﬁeld") spelled out.
std::vector<std::string> words(const std::vector<std::string>& texts) {
  std::vector<std::string> out;
  for (std::string t : texts) {
    for (const auto& [lig, letters] : {std::pair<std::string, std::string>{"\uFB00", "ff"},
                                       {"\uFB01", "fi"},
                                       {"\uFB02", "fl"},
                                       {"\uFB03", "ffi"},
                                       {"\uFB04", "ffl"}})
      for (std::size_t at; (at = t.find(lig)) != std::string::npos;) t.replace(at, lig.size(), letters);
    std::istringstream in(t);
    for (std::string w; in >> w;) out.push_back(w);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The text drawn that contains `part`; a failure when none does.
std::string textWith(const std::vector<std::string>& texts, const std::string& part) {
  for (const auto& t : texts)
    if (t.find(part) != std::string::npos) return t;
  ADD_FAILURE() << "no text with " << part;
  return {};
}

const ExportInputs& bloodyApril() {
  static const ExportInputs in = [] {
    model::Diagnostics d;
    auto loaded = loadExportInputs(std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/bloody-april.hexw", d);
    EXPECT_TRUE(loaded && loaded->ruleset);
    return loaded ? std::move(*loaded) : ExportInputs{};
  }();
  return in;
}

const model::Unit* unitNamed(const model::Scenario& s, const std::string& name) {
  for (const auto& u : s.oob.units)
    if (u.name == name) return &u;
  ADD_FAILURE() << "no unit " << name;
  return nullptr;
}

TEST(CounterNames, ThePainterShortensWithTheRulesetsStatedAbbreviations) {
  const auto& in = bloodyApril();
  // Bloody April 2.37 and the 29.6 setup's "16 Ala", from the schema's OOB profile.
  const model::NameAbbreviations stated = io::counterNameAbbreviations("bloody-april");
  EXPECT_TRUE(stated.stripOrdinals);
  for (const auto& pair : {std::pair<std::string, std::string>{"Tennessee", "Tenn"}, {"Alabama", "Ala"}})
    EXPECT_NE(std::find(stated.words.begin(), stated.words.end(), pair), stated.words.end()) << pair.first;
  // No setNameAbbreviations: the painter reads them itself, for every caller.
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  const model::Unit* battery = unitNamed(in.scenario, "Bankhead's Tennessee Battery");
  ASSERT_NE(battery, nullptr);
  const auto forms = p.front({battery, nullptr, battery->side}).nameForms;
  EXPECT_NE(std::find(forms.begin(), forms.end(), "Bankhead's Tenn Btry"), forms.end());
  // A designation gets them too: "16 Alabama" prints "16 Ala" where it must be shorter.
  // (The sample's importer already wrote "16 Ala"; a designer may type the word out.)
  const model::Unit* sample = unitNamed(in.scenario, "16th Alabama");
  ASSERT_NE(sample, nullptr);
  model::Unit regiment = *sample;
  regiment.designation = "16 Alabama";
  const auto designations = p.front({&regiment, nullptr, regiment.side}).nameForms;
  EXPECT_NE(std::find(designations.begin(), designations.end(), "16 Ala"), designations.end());
}

TEST(CounterNames, ANameTooLongForOneLineTakesTwoAtFourPointsOrMore) {
  const auto& in = bloodyApril();
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  // No shorter form fits one line of a half-inch counter: not "Ketchum's Ala Btry" either.
  const model::Unit* u = unitNamed(in.scenario, "Ketchum's Alabama Battery");
  ASSERT_NE(u, nullptr);
  const CounterSpec c{u, nullptr, u->side};
  TextTap tap;
  std::vector<std::string> misfits;
  p.paint(tap, c, p.front(c), {0, 0, 12.7, 12.7}, 0, &misfits);
  EXPECT_TRUE(misfits.empty()) << misfits.front();
  for (const double size : tap.sizes) EXPECT_GE(size, kMinCounterTextMm - 1e-9);
  // Whatever form was chosen, it is whole (no "…") and does not fit one line at 4 pt.
  const std::string name = textWith(tap.texts, "Ketchum");
  EXPECT_EQ(name.find("\u2026"), std::string::npos) << name;
  const auto at = std::find(tap.texts.begin(), tap.texts.end(), name) - tap.texts.begin();
  EXPECT_TRUE(tap.wrapped[at]) << name << " on one line";
}

// The printed sheets' words are the painter's words for every counter of the sample.
TEST(CounterNames, PrintedSheetsPrintWhatThePainterDraws) {
  const auto& in = bloodyApril();
  const auto pdf = testing::tempDir("one-painter") / "ba-counters.pdf";
  int status = 0;
  const std::string log = testing::run(std::string("'") + HEXWRIGHT_CLI + "' export counters '" + HEXWRIGHT_SOURCE_DIR +
                                           "/scenarios/bloody-april.hexw' -o '" + pdf.string() + "' 2>&1",
                                       &status);
  ASSERT_EQ(status, 0) << log;
  // The painter alone, as VASSAL and the editor use it, at the size the sheets print.
  model::Diagnostics d;
  const double size = resolveCounterSizeMm({}, in.rulesetOrNull(), d);
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  TextTap tap;
  for (const auto& section : buildCounterManifest(in.scenario, in.rulesetOrNull(), false, d))
    for (const auto& c : section.counters) p.paint(tap, c, p.front(c), {0, 0, size, size}, 0);
  // The fronts are the odd pages; each page's first text is its sheet header.
  std::vector<std::string> printed;
  const auto pages = testing::readPdf(pdf);
  for (std::size_t i = 0; i < pages.size(); i += 2)
    for (const auto& t : pages[i].texts)
      if (t.text.find("counter sheet") == std::string::npos) printed.push_back(t.text);
  const auto want = words(tap.texts), got = words(printed);
  std::vector<std::string> missing, extra;
  std::set_difference(want.begin(), want.end(), got.begin(), got.end(), std::back_inserter(missing));
  std::set_difference(got.begin(), got.end(), want.begin(), want.end(), std::back_inserter(extra));
  auto some = [](const std::vector<std::string>& v) {
    std::string s;
    for (std::size_t i = 0; i < v.size() && i < 12; ++i) s += " \"" + v[i] + "\"";
    return s;
  };
  EXPECT_GT(want.size(), 500u);
  EXPECT_TRUE(missing.empty()) << missing.size() << " painted words not printed:" << some(missing);
  EXPECT_TRUE(extra.empty()) << extra.size() << " printed words not painted:" << some(extra);
  // And the stated abbreviation is what both print for the battery.
  const model::Unit* battery = unitNamed(in.scenario, "Bankhead's Tennessee Battery");
  ASSERT_NE(battery, nullptr);
  TextTap one;
  const CounterSpec c{battery, nullptr, battery->side};
  p.paint(one, c, p.front(c), {0, 0, size, size}, 0);
  const std::string name = textWith(one.texts, "Bankhead");
  EXPECT_NE(name.find("Tenn"), std::string::npos) << name;
  EXPECT_EQ(name.find("Tennessee"), std::string::npos) << name;
}

}  // namespace
}  // namespace hexwright::exporters
