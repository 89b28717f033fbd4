#include "exporters/render/recording_canvas.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace hexwright::exporters {
namespace {

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  if (s == "-0.00") s = "0.00";  // rounding must not make goldens depend on the sign of 0
  return s;
}

std::string pt(Vec2 p) { return num(p.x) + " " + num(p.y); }

const char* capName(LineCap c) { return c == LineCap::Round ? "round" : c == LineCap::Square ? "square" : "butt"; }
const char* joinName(LineJoin j) { return j == LineJoin::Round ? "round" : j == LineJoin::Bevel ? "bevel" : "miter"; }
const char* hName(HAlign a) { return a == HAlign::Center ? "center" : a == HAlign::Right ? "right" : "left"; }
const char* vName(VAlign a) {
  switch (a) {
    case VAlign::Top:
      return "top";
    case VAlign::Middle:
      return "middle";
    case VAlign::Bottom:
      return "bottom";
    default:
      return "baseline";
  }
}

std::string fontText(const Font& f) {
  std::string s = "\"" + f.family + "\" " + num(f.sizeMm);
  if (f.bold) s += " bold";
  if (f.italic) s += " italic";
  if (f.condensed) s += " condensed";
  return s;
}

}  // namespace

std::string describePath(const Path& path) {
  std::string s;
  path.forEach([&](Path::Op op, const Vec2* p) {
    if (!s.empty()) s += ' ';
    switch (op) {
      case Path::Op::Move:
        s += "M " + pt(p[0]);
        break;
      case Path::Op::Line:
        s += "L " + pt(p[0]);
        break;
      case Path::Op::Curve:
        s += "C " + pt(p[0]) + " " + pt(p[1]) + " " + pt(p[2]);
        break;
      case Path::Op::Close:
        s += "Z";
        break;
    }
  });
  return s;
}

std::string describePathBriefly(const Path& path) {
  const std::string full = describePath(path);
  // FNV-1a: stable across platforms and runs, unlike std::hash.
  std::uint64_t digest = 14695981039346656037ull;
  for (const unsigned char ch : full) digest = (digest ^ ch) * 1099511628211ull;
  std::size_t subpaths = 0;
  Vec2 lo{0, 0}, hi{0, 0};
  bool any = false;
  path.forEach([&](Path::Op op, const Vec2* p) {
    if (op == Path::Op::Move) ++subpaths;
    for (int i = 0; i < Path::pointsOf(op); ++i) {
      lo = any ? Vec2{std::min(lo.x, p[i].x), std::min(lo.y, p[i].y)} : p[i];
      hi = any ? Vec2{std::max(hi.x, p[i].x), std::max(hi.y, p[i].y)} : p[i];
      any = true;
    }
  });
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(digest));
  return "[" + std::to_string(path.size()) + " elements, " + std::to_string(subpaths) + " subpaths, bounds " + pt(lo) +
         " - " + pt(hi) + ", digest " + hex + "]";
}

std::string RecordingCanvas::pathText(const Path& p) const {
  if (m_pathDetailLimit > 0 && p.size() > m_pathDetailLimit) return describePathBriefly(p);
  return describePath(p);
}

void RecordingCanvas::save() { m_lines.push_back("save"); }
void RecordingCanvas::restore() { m_lines.push_back("restore"); }

void RecordingCanvas::transform(const Affine2D& m) {
  // Cairo's coefficient order (xx yx xy yy x0 y0), as the recordings have always been written.
  m_lines.push_back("transform " + num(m.c1) + " " + num(m.c4) + " " + num(m.c2) + " " + num(m.c5) + " " + num(m.c0) +
                    " " + num(m.c3));
}

void RecordingCanvas::clip(const Path& path) { m_lines.push_back("clip " + pathText(path)); }

void RecordingCanvas::fill(const Path& path, const Color& color) {
  m_lines.push_back("fill " + color.hex() + " " + pathText(path));
}

void RecordingCanvas::stroke(const Path& path, const Stroke& s) {
  std::string line = "stroke " + s.color.hex() + " w=" + num(s.width);
  if (!s.dash.empty()) {
    line += " dash=";
    for (std::size_t i = 0; i < s.dash.size(); ++i) line += (i ? "," : "") + num(s.dash[i]);
  }
  if (s.cap != LineCap::Butt) line += std::string(" cap=") + capName(s.cap);
  if (s.join != LineJoin::Miter) line += std::string(" join=") + joinName(s.join);
  m_lines.push_back(line + " " + pathText(path));
}

void RecordingCanvas::text(Vec2 at, std::string_view text, const TextStyle& st) {
  std::string line = "text \"" + std::string(text) + "\" at " + pt(at) + " font " + fontText(st.font) + " " +
                     st.color.hex() + " " + hName(st.halign) + "/" + vName(st.valign);
  if (st.fitWidth > 0) line += " fit=" + num(st.fitWidth);
  if (st.wrapWidth > 0) line += " wrap=" + num(st.wrapWidth);
  if (st.haloColor.a > 0 && st.haloWidth > 0) line += " halo=" + st.haloColor.hex() + "/" + num(st.haloWidth);
  m_lines.push_back(line);
}

Vec2 RecordingCanvas::measureText(std::string_view text, const Font& font, double wrapWidth) {
  double width = 0.6 * font.sizeMm * static_cast<double>(text.size());
  double lines = 1;
  if (wrapWidth > 0 && width > wrapWidth) {
    lines = static_cast<int>(width / wrapWidth) + 1;
    width = wrapWidth;
  }
  return {width, 1.2 * font.sizeMm * lines};
}

void RecordingCanvas::image(const RasterImage& img, const Rect& dest, double opacity) {
  m_lines.push_back("image " + std::to_string(img.width) + "x" + std::to_string(img.height) + " into " +
                    pt({dest.x, dest.y}) + " " + pt({dest.w, dest.h}) + " opacity " + num(opacity));
}

void RecordingCanvas::define(const Stamp& s) {
  if (std::find(m_stamps.begin(), m_stamps.end(), s.key) != m_stamps.end()) return;
  m_stamps.push_back(s.key);
  m_lines.push_back("define stamp " + s.key);
  s.draw(*this);
  m_lines.push_back("end stamp");
}

void RecordingCanvas::stamp(const Stamp& s, Vec2 at) {
  define(s);
  m_lines.push_back("stamp " + s.key + " at " + pt(at));
}

void RecordingCanvas::fillTiled(const Path& path, const Stamp& tile) {
  define(tile);
  m_lines.push_back("fill tiled " + tile.key + " every " + pt({tile.bounds.w, tile.bounds.h}) + " " + pathText(path));
}

std::string RecordingCanvas::log() const {
  std::string s;
  for (const auto& l : m_lines) s += l + '\n';
  return s;
}

}  // namespace hexwright::exporters
