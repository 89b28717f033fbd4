#include "exporters/render/counter_painter.h"

#include <algorithm>
#include <cmath>

#include "exporters/render/nato_symbol.h"

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

}  // namespace

CounterPainter::CounterPainter(const model::Scenario& scenario, const model::Ruleset* ruleset)
    : m_scenario(scenario), m_ruleset(ruleset), m_style(ruleset) {}

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
  const auto it = u.attributes.find(f.source);
  const model::AttributeDef* def = type ? model::findAttribute(type->attributes, f.source) : nullptr;
  std::string format = f.format;
  if (format.empty() && def && def->print) format = def->print->format;
  if (it == u.attributes.end()) {
    // Unknown value: "?" (see the header). A stated default counts as known.
    if (def && def->defaultValue) return applyFormat(format, model::formatAttribute(*def->defaultValue));
    return "?";
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
    if (!text.empty()) out.texts[flip ? mirror(slot) : slot].push_back(text);
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
    for (const auto& n : numbers) joined += (joined.empty() ? "" : "-") + n;
    put(out.texts.count(CounterSlot::Bottom) ? CounterSlot::BottomRight : CounterSlot::Bottom, joined);
  }
  (void)backFace;
  return out;
}

// Name, symbol and formation only: for backs whose values the schema does not give.
CounterFaceContent CounterPainter::identity(const model::Unit& u) const {
  std::vector<model::CounterField> fields{{"@name", CounterSlot::Top, "", ""},
                                          {"@symbol", CounterSlot::Center, "", ""}};
  if (u.formation) fields.push_back({"@formation", CounterSlot::Bottom, "", ""});
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

void CounterPainter::paint(Canvas& cv, const CounterSpec& c, const CounterFaceContent& face, const Rect& cell,
                           double bleed) const {
  if (face.none) return;
  const Color bg = background(c);
  const Color fg = ink(c);
  cv.fillRect(cell.inflated(bleed), bg);
  if (face.blank) return;
  const double s = std::min(cell.w, cell.h);
  auto at = [&](Vec2 f) { return Vec2{cell.x + f.x * cell.w, cell.y + f.y * cell.h}; };

  if (face.stripe) cv.fillRect({cell.x, cell.y, cell.w, s * 0.06}, mix(bg, colors::kBlack, 0.55));
  if (face.large) {
    TextStyle t;
    t.font.sizeMm = s * 0.2;
    t.font.bold = true;
    t.color = fg;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    t.wrapWidth = s * 0.9;
    const auto& lines = face.texts.at(CounterSlot::Center);
    // Wrapped text is anchored by its box: centre the box vertically by measuring it.
    const Vec2 size = cv.measureText(lines.front(), t.font, t.wrapWidth);
    t.valign = VAlign::Top;
    const double k = size.y > s * 0.9 ? s * 0.9 / size.y : 1.0;
    t.font.sizeMm *= k;
    cv.text({cell.centre().x, cell.centre().y - size.y * k / 2}, lines.front(), t);
    return;
  }
  if (face.symbolSlot) {
    const Vec2 p = at(slotPoint(*face.symbolSlot));
    drawNatoSymbol(cv, face.symbol, {p.x - s * 0.22, p.y - s * 0.15, s * 0.44, s * 0.3}, fg);
  }
  for (const auto& [slot, texts] : face.texts) {
    std::string joined;
    const bool numeric =
        std::all_of(texts.begin(), texts.end(), [](const std::string& t) { return isNumber(t) || t == "?"; });
    for (const auto& t : texts) joined += (joined.empty() ? "" : numeric ? "-" : " ") + t;
    TextStyle t;
    t.color = fg;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    const bool bottom =
        slot == CounterSlot::BottomLeft || slot == CounterSlot::Bottom || slot == CounterSlot::BottomRight;
    const bool side = slot == CounterSlot::Left || slot == CounterSlot::Right;
    const bool centreText = slot == CounterSlot::Center && !face.symbolSlot;
    t.font.sizeMm = bottom ? s * 0.19 : side ? s * 0.12 : centreText ? s * 0.14 : s * 0.15;
    t.font.bold = bottom || slot == CounterSlot::Top;
    t.font.condensed = !bottom;
    const bool alone = slot == CounterSlot::Bottom && !face.texts.count(CounterSlot::BottomLeft) &&
                       !face.texts.count(CounterSlot::BottomRight);
    t.fitWidth = (slot == CounterSlot::Top || centreText || alone) ? s * 0.9 : side ? s * 0.22 : s * 0.3;
    if (slot == CounterSlot::Top && !face.texts.count(CounterSlot::TopLeft) && !face.texts.count(CounterSlot::TopRight))
      t.fitWidth = s * 0.92;
    cv.text(at(slotPoint(slot)), joined, t);
  }
  if (!face.banner.empty()) {
    // The state this face shows, small, between the symbol and the values.
    TextStyle t;
    t.font.sizeMm = s * 0.11;
    t.font.italic = true;
    t.color = fg;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    t.fitWidth = s * 0.9;
    cv.text(at({0.5, face.symbolSlot ? 0.67 : 0.62}), face.banner, t);
  }
}

}  // namespace hexwright::exporters
