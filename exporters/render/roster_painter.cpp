#include "exporters/render/roster_painter.h"

#include <algorithm>

namespace hexwright::exporters {
namespace {

// Room a shared-page sheet needs below the previous one: title, header, a few rows.
constexpr double kSharedSheetMinMm = 60;
// No type under 4 pt on a printed sheet.
constexpr double kMinTextMm = 4.0 * 25.4 / 72.0;

TextStyle style(double size, bool bold = false, VAlign v = VAlign::Top) {
  TextStyle t;
  t.font.sizeMm = size;
  t.font.bold = bold;
  t.valign = v;
  return t;
}

Stroke line(double w = 0.2, Color c = colors::kBlack) {
  Stroke s;
  s.width = w;
  s.color = c;
  return s;
}

void drawBoxes(Canvas& c, Vec2 at, const RosterCell& cell) {
  const double b = RosterPainter::kBox;
  for (int i = 0; i < cell.boxes; ++i) {
    // Groups of five, a little apart, so boxes can be counted at a glance.
    const Rect r{at.x + i * b + (i / 5) * 0.8, at.y, b, b};
    const bool crossed = cell.usable >= 0 && i >= cell.usable;
    if (crossed) {
      c.fillRect(r, Color::rgb(215, 215, 215));
      c.line({r.x, r.y}, {r.right(), r.bottom()}, line(0.15));
      c.line({r.right(), r.y}, {r.x, r.bottom()}, line(0.15));
    }
    c.strokeRect(r, line(0.2));
  }
}

}  // namespace

double boxesWidth(int n) { return n * RosterPainter::kBox + (n > 0 ? (n - 1) / 5 : 0) * 0.8 + 3; }

int RosterPainter::paint(const RosterDocument& doc, const BeginPage& begin, const EndPage& end) const {
  int pages = 0;
  const double left = m_margin, right = m_w - m_margin, bottom = m_h - m_margin;
  Canvas* c = nullptr;
  double y = 0;
  for (const RosterSheet& sheet : doc.sheets) {
    auto newPage = [&](bool continued) {
      if (c) end();
      c = &begin();
      ++pages;
      y = m_margin;
      TextStyle title = style(5.5, true);
      title.fitWidth = right - left;
      c->text({left, y}, sheet.title + (continued ? " (continued)" : ""), title);
      y += 7.5;
      if (!sheet.subtitle.empty()) {
        TextStyle sub = style(3.0);
        sub.fitWidth = right - left;
        c->text({left, y}, sheet.subtitle, sub);
        y += 5;
      }
      TextStyle foot = style(2.2);
      foot.halign = HAlign::Right;
      foot.valign = VAlign::Bottom;
      c->text({right, m_h - m_margin * 0.4}, doc.title + " - page " + std::to_string(pages), foot);
    };
    // A sheet that may share a page starts under the previous one when a caption,
    // its header and a few rows still fit; every other sheet starts a page.
    if (sheet.sharePage && c && y + kSharedSheetMinMm < bottom) {
      y += 3;
      c->line({left, y}, {right, y}, line(0.3));
      y += 2.5;
      TextStyle title = style(4.2, true);
      title.fitWidth = right - left;
      c->text({left, y}, sheet.title, title);
      y += 6;
      if (!sheet.subtitle.empty()) {
        TextStyle sub = style(3.0);
        sub.fitWidth = right - left;
        c->text({left, y}, sheet.subtitle, sub);
        y += 5;
      }
    } else {
      newPage(false);
    }

    // Header fields, two per line.
    const double half = (right - left) / 2;
    for (std::size_t i = 0; i < sheet.header.size(); ++i) {
      const RosterField& f = sheet.header[i];
      const double x = left + (i % 2) * half;
      c->text({x, y}, f.label + ":", style(3.0, true));
      const double lw = c->measureText(f.label + ":", style(3.0, true).font).x + 2;
      if (f.value.empty())
        c->line({x + lw, y + 3.4}, {x + half - 6, y + 3.4}, line(0.15));
      else {
        TextStyle v = style(3.0);
        v.fitWidth = half - lw - 6;
        c->text({x + lw, y}, f.value, v);
      }
      if (i % 2 == 1 || i + 1 == sheet.header.size()) y += 5.5;
    }
    y += 2;

    for (const RosterTable& table : sheet.tables) {
      // Keep at least the caption, the column titles and one row together.
      auto headerBlock = [&]() {
        if (!table.caption.empty()) {
          c->text({left, y}, table.caption, style(3.4, true));
          y += 5.5;
        }
        double x = left;
        c->fillRect({left, y, right - left, 5.2}, Color::rgb(225, 225, 225));
        for (const RosterColumn& col : table.columns) {
          // Shrunk to fit down to 4 pt, never below; a title still too wide wraps
          // onto a second line between words ("Command Value / (incapacitated side)").
          TextStyle t = style(2.4, true, VAlign::Middle);
          const double room = col.widthMm - 1.5;
          const double wide = c->measureText(col.title, t.font).x;
          if (wide > room) t.font.sizeMm = std::max(kMinTextMm, t.font.sizeMm * room / wide * 0.99);
          const Vec2 wrapped = c->measureText(col.title, t.font, room);
          if (c->measureText(col.title, t.font).x > room && wrapped.y <= 5.2) {
            t.wrapWidth = room;
            t.valign = VAlign::Top;
            c->text({x + 0.8, y + (5.2 - wrapped.y) / 2}, col.title, t);
          } else {
            c->text({x + 0.8, y + 2.6}, col.title, t);
          }
          x += col.widthMm;
        }
        y += 5.2;
      };
      if (y + 20 > bottom) newPage(true);
      headerBlock();
      for (const auto& row : table.rows) {
        // Row height: the tallest wrapped text, at least a box and its padding.
        double h = kBox + 2.6;
        for (std::size_t i = 0; i < row.size() && i < table.columns.size(); ++i)
          if (!row[i].text.empty())
            h = std::max(h, c->measureText(row[i].text, style(kTextSize, row[i].bold).font,
                                           (row[i].boxes > 0 ? table.columns[i].widthMm - boxesWidth(row[i].boxes)
                                                             : table.columns[i].widthMm) -
                                               1.6)
                                    .y +
                                2);
        if (y + h > bottom) {
          newPage(true);
          headerBlock();
        }
        double x = left;
        for (std::size_t i = 0; i < row.size() && i < table.columns.size(); ++i) {
          const RosterCell& cell = row[i];
          const double w = table.columns[i].widthMm;
          if (cell.boxes > 0) drawBoxes(*c, {x + 0.8, y + (h - kBox) / 2}, cell);
          if (!cell.text.empty()) {
            TextStyle t = style(kTextSize, cell.bold);
            t.wrapWidth = (cell.boxes > 0 ? w - boxesWidth(cell.boxes) : w) - 1.6;
            const double tx = x + 0.8 + (cell.boxes > 0 ? boxesWidth(cell.boxes) : 0);
            c->text({tx, y + 1}, cell.text, t);
          }
          x += w;
        }
        c->line({left, y + h}, {right, y + h}, line(0.12, Color::rgb(150, 150, 150)));
        y += h;
      }
      y += 4;
    }

    for (const RosterTrack& track : sheet.tracks) {
      const int perLine = std::max(1, static_cast<int>((right - left) / (kBox * 1.6)));
      const int lines = (track.boxes + perLine - 1) / perLine;
      if (y + 8 + lines * kBox * 1.6 > bottom) newPage(true);
      c->text({left, y}, track.label, style(3.2, true));
      y += 5;
      for (int i = 0; i < track.boxes; ++i)
        c->strokeRect({left + (i % perLine) * kBox * 1.6, y + (i / perLine) * kBox * 1.6, kBox * 1.3, kBox * 1.3},
                      line(0.2));
      y += lines * kBox * 1.6 + 1;
      if (!track.note.empty()) {
        TextStyle n = style(2.3);
        n.font.italic = true;
        n.wrapWidth = right - left;
        c->text({left, y}, track.note, n);
        y += c->measureText(track.note, n.font, n.wrapWidth).y + 2;
      }
      y += 2;
    }

    for (const RosterField& f : sheet.footer) {
      if (y + 8 > bottom) newPage(true);
      c->text({left, y}, f.label + ":", style(3.0, true));
      const double lw = c->measureText(f.label + ":", style(3.0, true).font).x + 2;
      if (!f.value.empty()) c->text({left + lw, y}, f.value, style(3.0));
      c->line({left + lw, y + 3.6}, {right, y + 3.6}, line(0.15));
      y += 7;
    }

    for (const std::string& note : sheet.notes) {
      TextStyle n = style(2.2);
      n.font.italic = true;
      n.wrapWidth = right - left;
      const double h = c->measureText(note, n.font, n.wrapWidth).y;
      if (y + h > bottom) newPage(true);
      c->text({left, y}, note, n);
      y += h + 1;
    }
  }
  if (c) end();
  return pages;
}

}  // namespace hexwright::exporters
