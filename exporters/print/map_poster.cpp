#include "exporters/print/map_poster.h"

#include <algorithm>

namespace hexwright::exporters {
namespace {

// The index page's thumbnail is a picture of where things are: at its scale the key's,
// title's and place names' words would be type far under 4 pt, so they are left out
// and the tile labels drawn over it are the page's only text.
class WordlessCanvas final : public Canvas {
 public:
  explicit WordlessCanvas(Canvas& target) : m_target(target) {}
  void save() override { m_target.save(); }
  void restore() override { m_target.restore(); }
  void transform(const Affine2D& m) override { m_target.transform(m); }
  void clip(const Path& path) override { m_target.clip(path); }
  void fill(const Path& path, const Color& color) override { m_target.fill(path, color); }
  void stroke(const Path& path, const Stroke& stroke) override { m_target.stroke(path, stroke); }
  void text(Vec2, std::string_view, const TextStyle&) override {}
  Vec2 measureText(std::string_view text, const Font& font, double wrapWidth) override {
    return m_target.measureText(text, font, wrapWidth);
  }
  void image(const RasterImage& image, const Rect& dest, double opacity) override {
    m_target.image(image, dest, opacity);
  }
  void stamp(const Stamp& stamp, Vec2 at) override { m_target.stamp(wordless(stamp), at); }
  void fillTiled(const Path& path, const Stamp& tile) override { m_target.fillTiled(path, wordless(tile)); }
  double deviceScale() const override { return m_target.deviceScale(); }

 private:
  static Stamp wordless(const Stamp& stamp) {
    Stamp w = stamp;
    w.key = stamp.key + "#wordless";
    w.draw = [draw = stamp.draw](Canvas& inner) {
      WordlessCanvas c(inner);
      draw(c);
    };
    return w;
  }

  Canvas& m_target;
};

}  // namespace

MapPoster::MapPoster(const MapPainter& painter, const model::Scenario& s, const model::Ruleset* rs, bool trueScale,
                     PosterParts parts)
    : m_painter(painter),
      m_title(titleInfo(s, rs, painter.geometry(), trueScale)),
      m_legend(parts.legend ? buildLegend(s, rs, painter.style()) : std::vector<LegendEntry>{}, painter.style()),
      m_scale(groundScale(s, rs, painter.geometry())),
      m_track(parts.turnTrack ? turnBoxes(s, rs) : std::vector<TurnBox>{}),
      m_parts(parts) {
  const Rect map = painter.geometry().bounds();
  if (parts.frame.x > 0 && parts.frame.y > 0) {
    layOutFitted(map);
    return;
  }
  // Beside: a key column as wide as half a portrait sheet's content.
  const double column = parts.beside && (!m_legend.empty() || !m_track.empty()) ? 95.0 : 0.0;
  // At least as wide as a portrait letter/A4 sheet's content, so the key gets columns.
  const double inner = column > 0 ? map.w + 8 + column : std::max(map.w, 180.0);
  // Top band: the title block, with the scale bar at its right.
  const double scaleWidth = parts.scaleBar ? 95 : 0;
  double y = kMargin;
  if (parts.title || parts.scaleBar) {
    const double titleWidth = inner - (scaleWidth > 0 ? scaleWidth + 6 : 0);
    if (parts.title) m_titleBox = {kMargin, y, titleWidth, m_title.height()};
    if (parts.scaleBar) m_scaleBox = {kMargin + inner - scaleWidth, y + 2, scaleWidth, ScaleBarPainter::kHeight};
    y += std::max(parts.title ? m_title.height() : 0.0, parts.scaleBar ? ScaleBarPainter::kHeight + 2 : 0.0) + 4;
  }
  if (column > 0) {
    m_map = {kMargin, y, map.w, map.h};
    double side = y;
    if (!m_legend.empty()) {
      m_legendBox = {m_map.right() + 8, side, column, m_legend.height(column)};
      side = m_legendBox.bottom() + 5;
    }
    if (!m_track.empty()) {
      m_trackBox = {m_map.right() + 8, side, column, m_track.height(column)};
      side = m_trackBox.bottom();
    }
    m_size = {0, 0, inner + 2 * kMargin, std::max(m_map.bottom(), side) + kMargin};
    return;
  }
  m_map = {kMargin + (inner - map.w) / 2, y, map.w, map.h};
  y = m_map.bottom();
  if (!m_legend.empty()) {
    m_legendBox = {kMargin, y + 6, inner, m_legend.height(inner)};
    y = m_legendBox.bottom();
  }
  if (!m_track.empty()) {
    m_trackBox = {kMargin, y + 5, inner, m_track.height(inner)};
    y = m_trackBox.bottom();
  }
  m_size = {0, 0, inner + 2 * kMargin, y + kMargin};
}

void MapPoster::layOutFitted(const Rect& map) {
  const Vec2 frame = m_parts.frame;
  m_map = {kMargin, kMargin, map.w, map.h};
  const bool head = m_parts.title || m_parts.scaleBar;
  const double headGap = 6, titleMin = 80, gap = 6;
  // The title and scale bar side by side where the strip is wide enough, else stacked.
  auto sideBySide = [&](double w) { return m_parts.title && m_parts.scaleBar && w >= titleMin + headGap + 95; };
  auto headHeight = [&](double w) {
    const double t = m_parts.title ? m_title.height() : 0, b = m_parts.scaleBar ? ScaleBarPainter::kHeight + 2 : 0;
    return sideBySide(w) ? std::max(t, b) : t + (t > 0 && b > 0 ? 4 : 0) + b;
  };
  auto placeHead = [&](double x, double y, double w) {
    const double scaleWidth = std::min(95.0, w);
    if (m_parts.title) m_titleBox = {x, y, sideBySide(w) ? w - scaleWidth - headGap : w, m_title.height()};
    if (m_parts.scaleBar) {
      const double sy = sideBySide(w) || !m_parts.title ? y + 2 : y + m_title.height() + 4;
      m_scaleBox = {sideBySide(w) ? x + w - scaleWidth : x, sy, scaleWidth, ScaleBarPainter::kHeight};
    }
  };
  struct Block {
    unsigned bit;
    double height;
  };
  auto blocks = [&](bool right, double w) {
    std::vector<Block> out;
    const auto take = [&](unsigned bit) { return ((m_parts.rightBlocks & bit) != 0) == right; };
    if (head && take(PosterParts::kHead)) out.push_back({PosterParts::kHead, headHeight(w)});
    if (!m_legend.empty() && take(PosterParts::kLegend)) out.push_back({PosterParts::kLegend, m_legend.height(w)});
    if (!m_track.empty() && take(PosterParts::kTrack)) out.push_back({PosterParts::kTrack, m_track.height(w)});
    return out;
  };
  auto place = [&](const Block& b, double x, double y, double w) {
    if (b.bit == PosterParts::kHead) placeHead(x, y, w);
    if (b.bit == PosterParts::kLegend) m_legendBox = {x, y, m_legend.usedWidth(w), b.height};
    if (b.bit == PosterParts::kTrack) m_trackBox = {x, y, m_track.usedWidth(w), b.height};
  };
  const double rx = m_map.right() + 8, room = frame.x - kMargin - rx, bottom = frame.y - kMargin;
  // The column at the right is only as wide as its blocks need (a title reads at 110 mm),
  // so the sheets of the last column keep as much map as they can.
  double rw = 0;
  if (head && (m_parts.rightBlocks & PosterParts::kHead)) rw = std::max(rw, std::min(room, 110.0));
  if (!m_legend.empty() && (m_parts.rightBlocks & PosterParts::kLegend)) rw = std::max(rw, m_legend.usedWidth(room));
  if (!m_track.empty() && (m_parts.rightBlocks & PosterParts::kTrack)) rw = std::max(rw, m_track.usedWidth(room));
  const std::vector<Block> right = blocks(true, rw);
  // Under the map: stacked, as wide as the map (and wide enough for a few key columns
  // when nothing is at the right).
  const double bw = right.empty() ? std::min(std::max(m_map.w, 180.0), frame.x - 2 * kMargin) : m_map.w;
  double y = m_map.bottom() + gap, used = m_map.bottom();
  for (const Block& b : blocks(false, bw)) {
    if (y + b.height > bottom + 1e-6) {
      m_fits = false;
      return;
    }
    place(b, kMargin, y, bw);
    used = y + b.height;
    y += b.height + gap;
  }
  double usedRight = m_map.right();
  if (!right.empty()) {
    // A column beside map and key, first block at the top, last at the bottom and any
    // between spread evenly, so each sheet of the last column gets a share.
    double total = gap * static_cast<double>(right.size() - 1);
    for (const Block& b : right) total += b.height;
    const double top = kMargin, end = std::max(used, top + total);
    if (rw < LegendPainter::kColumnWidth || room < rw || end > bottom + 1e-6) {
      m_fits = false;
      return;
    }
    const double between = right.size() > 1 ? gap + (end - top - total) / static_cast<double>(right.size() - 1) : 0;
    double ry = top;
    for (const Block& b : right) {
      place(b, rx, ry, rw);
      ry += b.height + between;
    }
    used = end;
    usedRight = rx + rw;
  }
  m_size = {0, 0, (right.empty() ? kMargin + bw : usedRight) + kMargin, used + kMargin};
}

void MapPoster::paintWith(const MapPainter& painter, Canvas& c, const Rect& visible) const {
  if (m_parts.title && visible.intersects(m_titleBox)) m_title.paint(c, m_titleBox);
  if (visible.intersects(m_map)) {
    CanvasState keep(c);
    c.translate(m_map.x, m_map.y);
    painter.paint(c, {visible.x - m_map.x, visible.y - m_map.y, visible.w, visible.h});
  }
  if (!m_legend.empty() && visible.intersects(m_legendBox)) m_legend.paint(c, m_legendBox);
  if (m_parts.scaleBar && visible.intersects(m_scaleBox)) m_scale.paint(c, m_scaleBox);
  if (!m_track.empty() && visible.intersects(m_trackBox)) m_track.paint(c, m_trackBox);
}

void MapPoster::paint(Canvas& c, const Rect& visible) const { paintWith(m_painter, c, visible); }

bool MapPoster::showsAnything(const Rect& area) const {
  for (const Rect* r : {&m_titleBox, &m_map, &m_legendBox, &m_scaleBox, &m_trackBox})
    if (!r->empty() && area.intersects(*r)) return true;
  return false;
}

double MapPoster::coveredArea(const Rect& area) const {
  double covered = 0;  // the boxes never overlap one another
  for (const Rect* r : {&m_titleBox, &m_map, &m_legendBox, &m_scaleBox, &m_trackBox})
    if (!r->empty()) {
      const Rect i = area.intersected(*r);
      if (!i.empty()) covered += i.w * i.h;
    }
  return covered;
}

void MapPoster::paintThumbnail(Canvas& c) const {
  MapPainter quick = m_painter;
  MapPaintOptions o = quick.options();
  o.layers.patterns = false;
  o.layers.hexNumbers = false;
  // At index scale a hex is a few millimetres and its grid a grey wash; leaving the
  // grid out makes the index page about 30% smaller (and the tiled export faster).
  o.layers.grid = false;
  o.thumbnail = true;
  quick.setOptions(o);
  WordlessCanvas pictures(c);
  paintWith(quick, pictures, m_size);
}

}  // namespace hexwright::exporters
