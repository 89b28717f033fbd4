#include "exporters/render/counter_painter.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>

#include "exporters/render/nato_symbol.h"
#include "model/io/counter_name_table.h"
#include "model/ruleset/counter_format.h"

namespace hexwright::exporters {

using model::BackKind;
using model::CounterSlot;

namespace {

bool isNumber(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char ch) {
    return (ch >= '0' && ch <= '9') || ch == '-' || ch == '+' || ch == '.';
  });
}

std::string applyFormat(const std::string& format, const std::string& value) {
  if (format.empty()) return value;
  const auto at = format.find("{}");
  if (at == std::string::npos) return format;
  return format.substr(0, at) + value + format.substr(at + 2);
}

// A hyphen-minus between two values ("2-5", "4-3-5", "?-2") is typeset as an en dash;
// a leading minus ("-1") and a hyphenated name ("Smith-Jones") stay.
std::string typesetDashes(std::string s) {
  auto value = [](char c) { return (c >= '0' && c <= '9') || c == '?'; };
  for (std::size_t i = 1; i + 1 < s.size(); ++i)
    if (s[i] == '-' && value(s[i - 1]) && value(s[i + 1])) {
      s.replace(i, 1, kValueDash);
      i += 2;
    }
  return s;
}

bool isBottom(CounterSlot s) {
  return s == CounterSlot::BottomLeft || s == CounterSlot::Bottom || s == CounterSlot::BottomRight;
}

// Drops the last UTF-8 character.
void popCharacter(std::string& s) {
  while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80) s.pop_back();
  if (!s.empty()) s.pop_back();
}

CounterSlot mirror(CounterSlot s) {
  switch (s) {
    case CounterSlot::TopLeft:
      return CounterSlot::TopRight;
    case CounterSlot::TopRight:
      return CounterSlot::TopLeft;
    case CounterSlot::Left:
      return CounterSlot::Right;
    case CounterSlot::Right:
      return CounterSlot::Left;
    case CounterSlot::BottomLeft:
      return CounterSlot::BottomRight;
    case CounterSlot::BottomRight:
      return CounterSlot::BottomLeft;
    default:
      return s;
  }
}

// Slot centres as fractions of the counter's edge.
Vec2 slotPoint(CounterSlot s) {
  switch (s) {
    case CounterSlot::TopLeft:
      return {0.17, 0.15};
    case CounterSlot::Top:
      return {0.5, 0.15};
    case CounterSlot::TopRight:
      return {0.83, 0.15};
    case CounterSlot::Left:
      return {0.13, 0.48};
    case CounterSlot::Center:
      return {0.5, 0.48};
    case CounterSlot::Right:
      return {0.87, 0.48};
    case CounterSlot::BottomLeft:
      return {0.2, 0.83};
    case CounterSlot::Bottom:
      return {0.5, 0.83};
    case CounterSlot::BottomRight:
      return {0.8, 0.83};
  }
  return {0.5, 0.5};
}

// The formation at `level` the unit belongs to, directly or through its parents.
const model::Formation* formationAt(const model::OrderOfBattle& oob, const model::Unit& u, const std::string& level) {
  const model::Formation* f = u.formation ? oob.findFormation(*u.formation) : nullptr;
  for (int depth = 0; f && f->level != level && depth < 64; ++depth)  // depth: a cycle is the validator's to report
    f = f->parent ? oob.findFormation(*f->parent) : nullptr;
  return f && f->level == level ? f : nullptr;
}

}  // namespace

const std::vector<Color>& formationBandPalette() {
  // Process-colour builds a press prints without shifting (C M Y K in %; the sRGB values
  // are close to how each prints on coated stock): red 0 100 100 0, yellow 0 15 100 0, green 80 0 100 10, black
  // 0 0 0 100, orange 0 60 100 0, white, purple 55 85 0 0, brown 30 60 90 25.
  static const std::vector<Color> palette{Color::rgb(204, 40, 40),  Color::rgb(245, 200, 20), Color::rgb(40, 140, 60),
                                          Color::rgb(35, 31, 32),   Color::rgb(235, 120, 30), Color::rgb(255, 255, 255),
                                          Color::rgb(120, 70, 150), Color::rgb(120, 80, 45)};
  return palette;
}

CounterPainter::CounterPainter(const model::Scenario& scenario, const model::Ruleset* ruleset)
    : m_scenario(scenario),
      m_ruleset(ruleset),
      m_style(ruleset),
      m_abbreviations(ruleset ? io::counterNameAbbreviations(ruleset->id) : model::NameAbbreviations{}) {}

bool CounterPainter::mirrored(const model::Unit& u) const {
  if (!m_ruleset) return false;
  const auto* layout = m_ruleset->counterLayoutFor(u.type);
  return layout &&
         std::find(layout->mirroredSides.begin(), layout->mirroredSides.end(), u.side) != layout->mirroredSides.end();
}

std::string CounterPainter::fieldText(const model::Unit& u, const model::CounterField& f,
                                      const model::UnitType* type) const {
  if (f.source == "@name") return applyFormat(f.format, u.designation.empty() ? u.name : u.designation);
  if (f.source == "@text") return f.text;
  if (f.source == "@formation") {
    if (!u.formation) return "";
    const auto* formation = m_scenario.oob.findFormation(*u.formation);
    if (!formation) return "";
    // Short forms first: counters print codes ("1/6/T") or the commander's name
    // ("Gibson"), rarely the formation's full name.
    std::string text = formation->code;
    if (text.empty() && formation->commander)
      if (const auto* c = m_scenario.oob.findUnit(*formation->commander))
        text = c->designation.empty() ? c->name : c->designation;
    if (text.empty()) text = formation->name;
    return applyFormat(f.format, text);
  }
  std::string text = attributeText(u, f.source, f.format, type);
  // "{weapon}{morale}" after the value: the other attributes this slot prints with it.
  for (const auto& name : model::formatReferences(f.format))
    if (const auto at = text.find("{" + name + "}"); at != std::string::npos)
      text.replace(at, name.size() + 2, attributeText(u, name, "", type));
  return typesetDashes(text);
}

std::string CounterPainter::attributeText(const model::Unit& u, const std::string& name, const std::string& fmt,
                                          const model::UnitType* type) const {
  const auto it = u.attributes.find(name);
  const model::AttributeDef* def = type ? model::findAttribute(type->attributes, name) : nullptr;
  std::string format = fmt;
  if (format.empty() && def && def->print) format = def->print->format;
  if (it == u.attributes.end()) {
    // Unknown value: "?" (see the header). A stated default counts as known.
    if (def && def->defaultValue) return applyFormat(format, model::formatAttribute(*def->defaultValue));
    return applyFormat(format, "?");
  }
  if (const bool* b = std::get_if<bool>(&it->second)) return *b ? applyFormat(format, "*") : "";
  return applyFormat(format, model::formatAttribute(it->second));
}

CounterFaceContent CounterPainter::fromFields(const model::Unit& u, const std::vector<model::CounterField>& fields,
                                              bool backFace) const {
  CounterFaceContent out;
  const model::UnitType* type = m_ruleset ? m_ruleset->findUnitType(u.type) : nullptr;
  if (type) out.symbol = type->symbol;
  const bool flip = mirrored(u);
  std::vector<std::pair<const model::CounterField*, std::string>> unplaced;
  auto put = [&](CounterSlot slot, const std::string& text) {
    if (text.empty()) return;
    // The same words twice on one face ("Grant" as name and as his formation's
    // commander) tell the player nothing more. Values are not words: three unknown
    // values are three "?", each in its own place.
    const bool words =
        std::count_if(text.begin(), text.end(), [](unsigned char ch) { return std::isalpha(ch) != 0; }) >= 2;
    for (const auto& [other, texts] : out.texts)
      if (words && std::find(texts.begin(), texts.end(), text) != texts.end()) return;
    out.texts[flip ? mirror(slot) : slot].push_back(text);
  };
  for (const model::CounterField& f : fields) {
    std::optional<CounterSlot> slot = f.slot;
    if (!slot && type)
      if (const auto* def = model::findAttribute(type->attributes, f.source); def && def->print)
        slot = def->print->slot;
    if (f.source == "@symbol") {
      out.symbolSlot = slot.value_or(CounterSlot::Center);
      continue;
    }
    if (f.source == "@band") {
      if (const model::Formation* band = formationAt(m_scenario.oob, u, f.text)) {
        std::size_t index = 0;
        for (const auto& other : m_scenario.oob.formations) {
          if (&other == band) break;
          if (other.side == band->side && other.level == band->level) ++index;
        }
        out.band = formationBandPalette()[index % formationBandPalette().size()];
      }
      continue;
    }
    const std::string text = fieldText(u, f, type);
    if (slot)
      put(*slot, text);
    else
      unplaced.emplace_back(&f, text);
  }
  // Fields the schema lists without a position: the name on top, the formation and
  // other words beside the symbol, numbers along the bottom ("4-3-5"), as ACW counters
  // usually print them.
  std::vector<std::string> numbers;
  for (const auto& [f, text] : unplaced) {
    if (text.empty()) continue;
    if (f->source == "@name" && !out.texts.count(CounterSlot::Top))
      put(CounterSlot::Top, text);
    else if (isNumber(text) || text == "?" || (text.front() == '(' && text.back() == ')'))
      numbers.push_back(text);
    else if (!out.texts.count(CounterSlot::Left) && out.symbolSlot)
      put(CounterSlot::Left, text);
    else if (!out.texts.count(CounterSlot::Right) && out.symbolSlot)
      put(CounterSlot::Right, text);
    else if (!out.symbolSlot && !out.texts.count(CounterSlot::Center))
      put(CounterSlot::Center, text);
    else
      put(CounterSlot::TopRight, text);
  }
  if (!numbers.empty()) {
    std::string joined;
    for (const auto& n : numbers) joined += (joined.empty() ? "" : kValueDash) + n;
    put(out.texts.count(CounterSlot::Bottom) ? CounterSlot::BottomRight : CounterSlot::Bottom, joined);
  }
  (void)backFace;
  out.nameForms = u.designation.empty()
                      ? model::counterNameForms(u.name, m_abbreviations, false, out.symbolSlot.has_value())
                      : model::counterNameForms(u.designation, m_abbreviations, true);
  return out;
}

// For backs whose values the schema does not give: what identifies the unit on its
// front (name, symbol, formation, words above the values), and nothing the front does
// not show: a back with a symbol its front lacks reads as a different counter.
CounterFaceContent CounterPainter::identity(const model::Unit& u) const {
  const auto* layout = m_ruleset ? m_ruleset->counterLayoutFor(u.type) : nullptr;
  std::vector<model::CounterField> fields;
  if (layout && !layout->front.empty()) {
    for (const auto& f : layout->front)
      if (f.source == "@name" || f.source == "@symbol" || f.source == "@formation" || f.source == "@band" ||
          (f.slot && !isBottom(*f.slot) && model::formatReferences(f.format).empty()))
        fields.push_back(f);
  } else {
    fields = {{"@name", CounterSlot::Top, "", ""}, {"@symbol", CounterSlot::Center, "", ""}};
    if (u.formation) fields.push_back({"@formation", CounterSlot::Bottom, "", ""});
  }
  return fromFields(u, fields, true);
}

CounterFaceContent CounterPainter::front(const CounterSpec& c) const {
  if (c.marker) {
    CounterFaceContent out;
    out.large = true;
    out.texts[CounterSlot::Center].push_back(c.marker->name.empty() ? c.marker->id : c.marker->name);
    return out;
  }
  const model::Unit& u = *c.unit;
  const auto* layout = m_ruleset ? m_ruleset->counterLayoutFor(u.type) : nullptr;
  if (layout && !layout->front.empty()) return fromFields(u, layout->front, false);
  // No layout in the schema: identity plus whatever attributes the schema says print.
  std::vector<model::CounterField> fields{{"@name", CounterSlot::Top, "", ""},
                                          {"@symbol", CounterSlot::Center, "", ""}};
  if (const auto* type = m_ruleset ? m_ruleset->findUnitType(u.type) : nullptr)
    for (const auto& def : type->attributes)
      if (def.print && def.print->face != model::CounterFace::Back)
        fields.push_back({def.name, def.print->slot, def.print->format, ""});
  return fromFields(u, fields, false);
}

CounterFaceContent CounterPainter::back(const CounterSpec& c) const {
  if (c.marker) {
    CounterFaceContent out;
    if (c.marker->back.empty()) {
      out.blank = true;
    } else {
      out.large = true;
      out.texts[CounterSlot::Center].push_back(c.marker->back);
    }
    return out;
  }
  const model::Unit& u = *c.unit;
  const auto* layout = m_ruleset ? m_ruleset->counterLayoutFor(u.type) : nullptr;
  const BackKind kind = layout ? layout->backKind : BackKind::Unknown;
  CounterFaceContent out;
  switch (kind) {
    case BackKind::None:
      out.none = true;
      return out;
    case BackKind::Blank:
      out.blank = true;
      return out;
    case BackKind::Same:
      return front(c);
    default:
      break;
  }
  out = layout && !layout->back.empty() ? fromFields(u, layout->back, true) : identity(u);
  if (layout) out.banner = layout->backLabel;
  out.stripe = kind == BackKind::Reduced;
  return out;
}

Color CounterPainter::background(const CounterSpec& c) const {
  const auto* side = m_ruleset && !c.side.empty() ? m_ruleset->findSide(c.side) : nullptr;
  if (c.marker && c.side.empty()) return Color::rgb(242, 239, 228);
  Color bg = c.side.empty() ? Color::rgb(242, 239, 228) : m_style.sideColor(c.side.value);
  if (side && c.unit) {
    const auto* type = m_ruleset->findUnitType(c.unit->type);
    if (type && type->isLeader && !side->leaderColor.empty())
      bg = colorOr(side->leaderColor, bg);
    else if (type && type->isCombat == false && !side->noncombatColor.empty())
      bg = colorOr(side->noncombatColor, bg);
  }
  return bg;
}

Color CounterPainter::ink(const CounterSpec& c) const {
  const auto* side = m_ruleset && !c.side.empty() ? m_ruleset->findSide(c.side) : nullptr;
  const Color bg = background(c);
  // The stated text colour, unless a leader/noncombat background makes it unreadable.
  if (side && !side->textColor.empty()) {
    const Color t = colorOr(side->textColor, contrastingText(bg));
    if (std::abs(t.luminance() - bg.luminance()) > 0.35) return t;
  }
  return contrastingText(bg);
}

std::optional<CounterSlot> stateTabCorner(const std::vector<const CounterFaceContent*>& faces) {
  auto takenOn = [](const CounterFaceContent& f, CounterSlot corner) {
    if (f.texts.count(corner) || f.symbolSlot == corner) return true;
    // A value alone on the bottom row is set across the whole width (see paint).
    const bool bottomAlone = f.texts.count(CounterSlot::Bottom) && !f.texts.count(CounterSlot::BottomLeft) &&
                             !f.texts.count(CounterSlot::BottomRight);
    if (isBottom(corner) && bottomAlone) return true;
    // A marker's one large text and a centre text without a symbol fill the middle row.
    const bool wideCentre = f.large || (f.texts.count(CounterSlot::Center) && !f.symbolSlot);
    return (corner == CounterSlot::Left || corner == CounterSlot::Right) && wideCentre;
  };
  for (const CounterSlot corner : {CounterSlot::TopRight, CounterSlot::TopLeft, CounterSlot::BottomRight,
                                   CounterSlot::BottomLeft, CounterSlot::Right, CounterSlot::Left}) {
    bool free = true;
    for (const CounterFaceContent* f : faces) free = free && (!f || f->none || !takenOn(*f, corner));
    if (free) return corner;
  }
  return std::nullopt;
}

Rect stateTabRect(CounterSlot slot) {
  // Beside the top slot's narrowed text (0.26-0.74), under the reduced stripe (to 0.04)
  // and above the formation band (from 0.925): a tab covers neither.
  constexpr double kW = 0.24, kH = 0.2;
  const Vec2 p = slotPoint(slot);
  const double x = p.x < 0.5 ? 0 : 1 - kW;
  const double y = p.y < 0.3 ? 0.05 : p.y > 0.7 ? 0.92 - kH : 0.5 - kH / 2;
  return {x, y, kW, kH};
}

void paintStateTab(Canvas& canvas, const std::string& mark, const Rect& tab, double minTextSize) {
  canvas.fillRect(tab, Color::rgb(20, 20, 20, 0.85));
  TextStyle t;
  t.font.sizeMm = std::max(minTextSize, tab.h * 0.8);
  t.font.bold = true;
  t.font.condensed = true;
  t.color = colors::kWhite;
  t.halign = HAlign::Center;
  t.valign = VAlign::Middle;
  t.fitWidth = tab.w * 0.92;
  canvas.text(tab.centre(), mark, t);
}

std::string CounterPainter::label(const CounterSpec& c) {
  if (c.marker) return c.marker->name.empty() ? c.marker->id : c.marker->name;
  if (!c.unit) return "";
  return c.unit->designation.empty() ? c.unit->name : c.unit->designation;
}

namespace {

// Draws `text` centred at `at` within `width`, trying in turn: the first of its forms
// (the name, then shorter forms: model::counterNameForms) that fits one line at the
// design size; the first that wraps between words into `height` at the design size,
// centred on `wrapCentreY`; the first that fits one line at a smaller size, never under
// kMinCounterTextMm; the first that wraps at such a size. What still does not fit is
// shortened with "…" and reported in `misfits`: type under 4 pt is never printed.
// Returns the top edge of what it drew (`at.y` when it drew nothing).
double fitText(Canvas& cv, Vec2 at, std::string text, TextStyle t, double width, double height,
               std::vector<std::string>* misfits, const std::string& what,
               const std::vector<std::string>* forms = nullptr, std::optional<double> wrapCentreY = std::nullopt,
               bool draw = true) {
  t.fitWidth = 0;
  t.wrapWidth = 0;
  const double design = t.font.sizeMm;
  const std::string written = text;
  std::vector<std::string> candidates{text};
  if (forms && forms->size() > 1 && text == forms->front()) candidates = *forms;
  auto oneLine = [&](const std::string& s, double size) {
    Font f = t.font;
    f.sizeMm = size;
    return cv.measureText(s, f).x <= width + 1e-6;
  };
  // Wrapping only between words: Pango would otherwise break a long word anywhere.
  auto wraps = [&](const std::string& s, double size) {
    if (s.find(' ') == std::string::npos) return false;
    Font f = t.font;
    f.sizeMm = size;
    for (std::size_t from = 0; from < s.size();) {
      const std::size_t to = std::min(s.find(' ', from), s.size());
      if (cv.measureText(s.substr(from, to - from), f).x > width) return false;
      from = to + 1;
    }
    const Vec2 wrapped = cv.measureText(s, f, width);
    return wrapped.x <= width + 1e-6 && wrapped.y <= height;
  };
  auto drawLine = [&](const std::string& s, double size) {
    t.font.sizeMm = size;
    if (draw) cv.text(at, s, t);
    return at.y - cv.measureText(s, t.font).y / 2;
  };
  auto drawWrapped = [&](const std::string& s, double size) {
    t.font.sizeMm = size;
    const Vec2 wrapped = cv.measureText(s, t.font, width);
    t.wrapWidth = width;
    t.valign = VAlign::Top;
    const double top = wrapCentreY.value_or(at.y) - wrapped.y / 2;
    if (draw) cv.text({at.x, top}, s, t);
    return top;
  };
  // The largest size from the design size down to 4 pt at which `fits` holds.
  auto largest = [&](const std::string& s, auto fits) -> std::optional<double> {
    if (!fits(s, kMinCounterTextMm)) return std::nullopt;
    double size = design;
    // Shaped widths are not exactly proportional to the size (kerning, rounding to
    // Pango units): step down until the text fits.
    while (size > kMinCounterTextMm && !fits(s, size)) size = std::max(kMinCounterTextMm, size * 0.97);
    return size;
  };
  for (const auto& s : candidates)
    if (oneLine(s, design)) return drawLine(s, design);
  for (const auto& s : candidates)
    if (wraps(s, design)) return drawWrapped(s, design);
  for (const auto& s : candidates)
    if (const auto size = largest(s, oneLine)) return drawLine(s, *size);
  for (const auto& s : candidates)
    if (const auto size = largest(s, wraps)) return drawWrapped(s, *size);
  text = candidates.back();
  t.font.sizeMm = kMinCounterTextMm;
  while (!text.empty() && cv.measureText(text + "\u2026", t.font).x > width) popCharacter(text);
  // "14th …" reads as a gap; the ellipsis goes against the last letter kept.
  while (!text.empty() && (text.back() == ' ' || text.back() == '-' || text.back() == ',')) text.pop_back();
  // A stub ("Ar…" for "Army of the Mississippi") identifies nothing and reads as a
  // misprint: then the slot stays empty and the warning says so.
  const bool stub = std::count_if(text.begin(), text.end(), [](unsigned char ch) { return std::isalnum(ch) != 0; }) < 3;
  if (misfits && draw)
    misfits->push_back(what + ": \"" + written + "\" does not fit at 4 pt; " +
                       (stub ? std::string("left out") : "printed as \"" + text + "\u2026\""));
  if (!stub && draw) cv.text(at, text + "\u2026", t);
  return stub ? at.y : at.y - cv.measureText(text + "\u2026", t.font).y / 2;
}

}  // namespace

void CounterPainter::paint(Canvas& cv, const CounterSpec& c, const CounterFaceContent& face, const Rect& cell,
                           double bleed, std::vector<std::string>* misfits) const {
  if (face.none) return;
  const Color bg = background(c);
  const Color fg = ink(c);
  cv.fillRect(cell.inflated(bleed), bg);
  if (face.blank) return;
  const double s = std::min(cell.w, cell.h);
  auto at = [&](Vec2 f) { return Vec2{cell.x + f.x * cell.w, cell.y + f.y * cell.h}; };
  const std::string who = label(c);

  // The reduced stripe: 0.5 mm on a half-inch counter, thin enough to leave a long name
  // its two lines under it.
  if (face.stripe) cv.fillRect({cell.x, cell.y, cell.w, s * 0.04}, mix(bg, colors::kBlack, 0.55));
  if (face.band) {
    // Below the values (which end at 0.90), into the bleed so a cut off by a hair
    // still shows it; a white band gets a hairline so it reads as a band, not a gap.
    const Rect band{cell.x - bleed, cell.y + s * 0.925, cell.w + 2 * bleed, cell.bottom() + bleed - cell.y - s * 0.925};
    cv.fillRect(band, *face.band);
    if (face.band->luminance() > 0.9) {
      Stroke hair;
      hair.color = mix(bg, colors::kBlack, 0.5);
      hair.width = 0.1;
      cv.line({cell.x, band.y}, {cell.right(), band.y}, hair);
    }
  }
  if (face.large) {
    TextStyle t;
    t.font.sizeMm = std::max(kMinCounterTextMm, s * 0.2);
    t.font.bold = true;
    t.color = fg;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    fitText(cv, cell.centre(), face.texts.at(CounterSlot::Center).front(), t, s * 0.9, s * 0.9, misfits, who);
    return;
  }
  // Rows, top to bottom: name (0.08–0.22), symbol, the state banner when there is one,
  // values (0.76–0.90). With a banner the symbol moves up and shrinks so the two never
  // touch; the banner keeps the whole gap between symbol and values.
  const bool banner = !face.banner.empty();
  if (face.symbolSlot) {
    Vec2 p = at(slotPoint(*face.symbolSlot));
    double w = s * 0.44, h = s * 0.3;
    if (banner && *face.symbolSlot == CounterSlot::Center) p.y -= s * 0.05, w = s * 0.36, h = s * 0.22;
    drawNatoSymbol(cv, face.symbol, {p.x - w / 2, p.y - h / 2, w, h}, fg);
  }
  // A long name in the top slot may take a second line, down to just above what is
  // below it: the symbol and side texts, else the centre text (measured first), else the
  // banner and values.
  double topEnd =
      face.symbolSlot || face.texts.count(CounterSlot::Left) || face.texts.count(CounterSlot::Right) ? 0.31 : 0.45;
  auto slotText = [&](CounterSlot slot, const std::vector<std::string>& texts, bool draw) {
    std::string joined;
    const bool numeric =
        std::all_of(texts.begin(), texts.end(), [](const std::string& t) { return isNumber(t) || t == "?"; });
    for (const auto& t : texts) joined += (joined.empty() ? "" : numeric ? kValueDash : " ") + t;
    TextStyle t;
    t.color = fg;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    const bool bottom = isBottom(slot);
    const bool side = slot == CounterSlot::Left || slot == CounterSlot::Right;
    const bool centreText = slot == CounterSlot::Center && !face.symbolSlot;
    t.font.sizeMm = std::max(kMinCounterTextMm, bottom ? s * 0.19 : side ? s * 0.12 : centreText ? s * 0.14 : s * 0.15);
    t.font.bold = bottom || slot == CounterSlot::Top;
    t.font.condensed = !bottom;
    const bool alone = slot == CounterSlot::Bottom && !face.texts.count(CounterSlot::BottomLeft) &&
                       !face.texts.count(CounterSlot::BottomRight);
    double width = (slot == CounterSlot::Top || centreText || alone) ? s * 0.9 : side ? s * 0.22 : s * 0.3;
    // A centre text without a symbol has room for more lines; so has a top slot alone on
    // its row (two lines of a long name), from under the reduced stripe to `topEnd`.
    double height = centreText ? s * (banner ? 0.3 : 0.4) : s * 0.16;
    std::optional<double> wrapCentre;
    if (slot == CounterSlot::Top && !face.texts.count(CounterSlot::TopLeft) &&
        !face.texts.count(CounterSlot::TopRight)) {
      width = s * (face.stateTab && !isBottom(*face.stateTab) ? 0.5 : 0.92);
      const double topStart = face.stripe ? 0.05 : 0.02;
      height = s * (topEnd - topStart);
      wrapCentre = cell.y + s * (topStart + topEnd) / 2;
    }
    Vec2 p = at(slotPoint(slot));
    if (centreText && banner) p.y -= s * 0.05;
    return fitText(cv, p, joined, t, width, height, misfits, who + " (" + model::counterSlotName(slot) + ")",
                   &face.nameForms, wrapCentre, draw);
  };
  if (const auto centre = face.texts.find(CounterSlot::Center); centre != face.texts.end())
    topEnd = std::min(topEnd, (slotText(CounterSlot::Center, centre->second, false) - cell.y) / s - 0.03);
  for (const auto& [slot, texts] : face.texts) slotText(slot, texts, true);
  if (banner) {
    // The state this face shows ("Disrupted"), between the symbol and the values.
    TextStyle t;
    t.font.sizeMm = std::max(kMinCounterTextMm, s * 0.11);
    t.font.italic = true;
    t.color = fg;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    // "Reduced Strength" reads "Reduced" where it does not fit: the rules say a crew "is
    // Reduced" (Bloody April 2.4, Gun Strength); the face's stripe marks it too.
    const std::vector<std::string> forms{face.banner, face.banner.substr(0, face.banner.find(' '))};
    fitText(cv, at({0.5, 0.665}), face.banner, t, s * 0.9, s * 0.1, misfits, who + " (state)", &forms);
  }
}

}  // namespace hexwright::exporters
