#include "exporters/render/map_furniture.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace hexwright::exporters {
namespace {

std::string number(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

TextStyle style(double size, bool bold = false, HAlign h = HAlign::Left, VAlign v = VAlign::Top) {
  TextStyle t;
  t.font.sizeMm = size;
  t.font.bold = bold;
  t.halign = h;
  t.valign = v;
  return t;
}

}  // namespace

GroundScale groundScale(const model::Scenario& s, const model::Ruleset* rs, const MapGeometry& g) {
  GroundScale out;
  if (!g.isTable()) {
    if (const auto& geo = s.map.ground.georeference) {
      // The grid direction whose CRS image is +Y (north in a projected CRS): solve
      // c1*x + c2*y = 0, c4*x + c5*y = 1. The page is y down like the grid plane.
      const auto& t = geo->gridToCrs;
      const double det = t.c1 * t.c5 - t.c2 * t.c4;
      if (std::abs(det) > 1e-12) {
        const Vec2 v{-t.c2 / det, t.c1 / det};
        if (const double n = length(v); n > 0) out.north = v * (1 / n);
      }
    }
    double yards = s.map.ground.yardsAcrossFlats;
    if (yards <= 0 && rs) yards = rs->hexYards;
    if (yards > 0) {
      out.mmPerYard = g.hexAcross() / yards;
      out.statement = "1 hex = " + model::formatAttribute(yards) + " yards";
    }
    return out;
  }
  // A scenario's own scale (the ground element, per table inch on tabletops) is one
  // number inside the ruleset's range; without it the ruleset's statement is drawn.
  if (const double perInch = s.map.ground.yardsAcrossFlats; perInch > 0) {
    out.mmPerYard = g.mmPerInch() / perInch;
    out.statement = "1 inch = " + model::formatAttribute(perInch) + " yards";
    return out;
  }
  if (!rs || !rs->yardsPerInch.known()) return out;
  const auto& r = rs->yardsPerInch;
  if (auto one = r.single()) {
    out.mmPerYard = g.mmPerInch() / *one;
    out.statement = "1 inch = " + model::formatAttribute(*one) + " yards";
  } else {
    // A stated range ("25-30 yards per inch"): the bar uses the low end, the text both.
    const double lo = r.min.value_or(*r.max), hi = r.max.value_or(*r.min);
    out.mmPerYard = g.mmPerInch() / lo;
    out.statement = "1 inch = " + model::formatAttribute(lo) + "-" + model::formatAttribute(hi) +
                    " yards (bar drawn at " + model::formatAttribute(lo) + ")";
  }
  return out;
}

void ScaleBarPainter::paint(Canvas& c, const Rect& box) const {
  if (m_scale.mmPerYard <= 0) {
    c.text({box.x, box.y}, "Ground scale not stated", style(2.8));
    return;
  }
  // The longest round length that fits.
  static constexpr double kLengths[] = {25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000};
  double yards = kLengths[0];
  const double arrowRoom = m_scale.north ? 14 : 0;
  for (const double l : kLengths)
    if (l * m_scale.mmPerYard <= box.w - 12 - arrowRoom) yards = l;
  if (m_scale.north) {
    // North arrow at the right end: a shaft, a filled head and "N" beyond it.
    const Vec2 n = *m_scale.north, centre{box.right() - 6, box.y + kHeight / 2};
    const Vec2 tip = centre + n * 4.5, tail = centre - n * 4.5, side = Vec2{-n.y, n.x} * 1.4;
    Stroke shaft;
    shaft.width = 0.35;
    c.line(tail, tip, shaft);
    c.fill(Path().moveTo(tip).lineTo(tip - n * 2.8 + side).lineTo(tip - n * 2.8 - side).close(), colors::kBlack);
    c.text(tip + n * 2.2, "N", style(2.6, true, HAlign::Center, VAlign::Middle));
  }
  const int parts = (yards == 250 || yards == 2500) ? 5 : 4;
  const double len = yards * m_scale.mmPerYard;
  const double y = box.y + 5.5, h = 2.2;
  Stroke outline;
  outline.width = 0.2;
  for (int i = 0; i < parts; ++i) {
    const Rect seg{box.x + len * i / parts, y, len / parts, h};
    if (i % 2 == 0) c.fillRect(seg, colors::kBlack);
    c.strokeRect(seg, outline);
  }
  for (int i = 0; i <= parts; ++i) {
    const double v = yards * i / parts;
    c.text({box.x + len * i / parts, y + h + 0.8}, model::formatAttribute(v), style(2.2, false, HAlign::Center));
  }
  c.text({box.x + len + 2, y + h / 2}, "yards", style(2.4, false, HAlign::Left, VAlign::Middle));
  c.text({box.x, box.y}, m_scale.statement, style(2.6, true));
}

TitleInfo titleInfo(const model::Scenario& s, const model::Ruleset* rs, const MapGeometry& g, bool trueScale) {
  TitleInfo info;
  info.title = s.title.empty() ? "Untitled scenario" : s.title;
  std::string game = rs ? (rs->game.empty() ? rs->name : rs->game) : s.rulesetId;
  if (rs && !rs->publisher.empty()) game += " (" + rs->publisher + ")";
  info.lines.push_back(game + " - ruleset " + s.rulesetId + (s.rulesetVersion.empty() ? "" : " v" + s.rulesetVersion));
  if (!s.date.empty()) info.lines.push_back("Battle date: " + s.date);
  if (g.isTable()) {
    info.lines.push_back("Table " + model::formatAttribute(s.map.table.widthInches) + " x " +
                         model::formatAttribute(s.map.table.depthInches) + " inches" +
                         (trueScale ? ", printed full size" : ", grid every 6 inches (not to scale)"));
  } else {
    const double inches = g.hexAcross() / kMmPerInch;
    info.lines.push_back("Hex " + number(inches, 3) + " in (" + number(g.hexAcross(), 2) + " mm) across flats" +
                         (trueScale ? ": print at 100% (actual size)" : " (reduced, not to scale)"));
  }
  return info;
}

void TitleBlockPainter::paint(Canvas& c, const Rect& box) const {
  TextStyle title = style(6.5, true);
  title.fitWidth = box.w;
  c.text({box.x, box.y}, m_info.title, title);
  TextStyle line = style(3.0);
  line.fitWidth = box.w;
  for (std::size_t i = 0; i < m_info.lines.size(); ++i)
    c.text({box.x, box.y + 9 + 4.2 * static_cast<double>(i)}, m_info.lines[i], line);
}

std::vector<TurnBox> turnBoxes(const model::Scenario& s, const model::Ruleset* rs) {
  std::vector<TurnBox> boxes;
  const auto& tr = s.turns;
  if (tr.lastTurn < tr.firstTurn) return boxes;
  std::map<int, int> arriving;
  for (const auto& r : s.reinforcements) ++arriving[r.turn];
  for (int n = tr.firstTurn; n <= tr.lastTurn; ++n) {
    TurnBox b;
    b.number = n;
    b.reinforcements = arriving.count(n) ? arriving[n] : 0;
    const auto it = std::find_if(tr.turns.begin(), tr.turns.end(), [n](const auto& t) { return t.number == n; });
    if (it != tr.turns.end()) {
      b.label = it->label;
      b.night = it->night;
    } else if (rs && !rs->turns.turns.empty()) {
      // The schema's turn boxes repeat each day: turn n of the game is box
      // (n-1) mod perDay of day (n-1) / perDay (game turns counted from 1).
      const int perDay = rs->turns.turnsPerDay.value_or(static_cast<int>(rs->turns.turns.size()));
      if (perDay > 0) {
        const int index = (n - 1) % perDay + 1;
        const int day = (n - 1) / perDay + 1;
        for (const auto& t : rs->turns.turns)
          if (t.index == index) {
            b.label = t.label;
            b.night = t.kind == model::TurnKind::Night;
          }
        if (index == 1)
          for (const auto& d : rs->turns.calendar)
            if (d.index == day) b.label = d.label + (b.label.empty() ? "" : ", " + b.label);
      }
    }
    boxes.push_back(b);
  }
  return boxes;
}

int TurnTrackPainter::perRow(double width) const { return std::max(1, static_cast<int>((width) / kBoxWidth)); }

double TurnTrackPainter::height(double width) const {
  if (m_boxes.empty()) return 0;
  const int n = static_cast<int>(m_boxes.size());
  return 7 + ((n + perRow(width) - 1) / perRow(width)) * (kBoxHeight + 1);
}

double TurnTrackPainter::usedWidth(double width) const {
  if (m_boxes.empty()) return 0;
  return std::min(
      width,
      std::max(45.0, std::min(static_cast<double>(m_boxes.size()), static_cast<double>(perRow(width))) * kBoxWidth));
}

void TurnTrackPainter::paint(Canvas& c, const Rect& box) const {
  if (m_boxes.empty()) return;
  c.text({box.x, box.y}, "Turn Record Track", style(3.6, true));
  const int per = perRow(box.w);
  Stroke border;
  border.width = 0.3;
  for (std::size_t i = 0; i < m_boxes.size(); ++i) {
    const TurnBox& b = m_boxes[i];
    const Rect r{box.x + (static_cast<double>(i % per)) * kBoxWidth,
                 box.y + 7 + static_cast<double>(i / per) * (kBoxHeight + 1), kBoxWidth - 1, kBoxHeight};
    const Color bg = b.night ? Color::rgb(60, 70, 100) : Color::rgb(250, 248, 235);
    const Color ink = b.night ? colors::kWhite : colors::kBlack;
    c.fillRect(r, bg);
    c.strokeRect(r, border);
    TextStyle num = style(5, true, HAlign::Center, VAlign::Top);
    num.color = ink;
    c.text({r.x + r.w / 2, r.y + 1}, std::to_string(b.number), num);
    TextStyle label = style(2.0, false, HAlign::Center, VAlign::Top);
    label.color = ink;
    label.wrapWidth = r.w - 1.5;
    if (!b.label.empty()) c.text({r.x + r.w / 2, r.y + 7.5}, b.label, label);
    if (b.reinforcements > 0) {
      TextStyle re = style(1.9, true, HAlign::Right, VAlign::Bottom);
      re.color = b.night ? Color::rgb(255, 220, 120) : Color::rgb(150, 40, 40);
      c.text({r.right() - 0.8, r.bottom() - 0.6}, "Reinf. x" + std::to_string(b.reinforcements), re);
    }
  }
}

}  // namespace hexwright::exporters
