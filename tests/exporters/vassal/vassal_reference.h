#pragma once
// VASSAL's own arithmetic and decoding, re-implemented for the tests from the sources of
// VASSAL release 3.7.26 (github.com/vassalengine/vassal, tag 3.7.26, commit
// b16ccbfaa49763e9d3c523c52b253d7802d85e70), file by file as cited below, so that the
// module is checked against what VASSAL does rather than against the exporter's idea of it.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hexwright::vassal_test {

// ---- vassal-app/src/main/java/VASSAL/tools/SequenceEncoder.java (Decoder) ----

class Decoder {
 public:
  Decoder(std::optional<std::string> value, char delimiter) : m_val(std::move(value)), m_delim(delimiter) {
    m_stop = m_val ? m_val->size() : 0;
  }
  bool hasMoreTokens() const { return m_val.has_value(); }
  /// Decoder.nextToken: a delimiter preceded by a backslash is part of the token; a
  /// token wrapped in single quotes is unquoted; "" ends the sequence.
  std::string nextToken();
  std::string nextToken(const std::string& fallback) { return hasMoreTokens() ? nextToken() : fallback; }
  int nextInt(int fallback);
  bool nextBoolean(bool fallback) { return hasMoreTokens() ? nextToken() == "true" : fallback; }
  std::string remaining() const { return m_val ? m_val->substr(m_start, m_stop - m_start) : ""; }

 private:
  std::optional<std::string> m_val;
  char m_delim;
  std::size_t m_start = 0, m_stop = 0;
};

/// StringArrayConfigurer.stringToArray (configure/StringArrayConfigurer.java).
std::vector<std::string> stringToArray(const std::string& s);

// ---- build/module/map/boardPicker/board/HexGrid.java and
//      build/module/map/boardPicker/board/mapgrid/{HexGridNumbering,RegularGridNumbering}.java ----

struct Point {
  int x = 0, y = 0;
  friend bool operator==(Point, Point) = default;
};

/// A HexGrid with its HexGridNumbering, built from the buildFile attributes.
struct Grid {
  // HexGrid
  int x0 = 0, y0 = 32;
  double dx = 0, dy = 64;
  bool sideways = false;
  // RegularGridNumbering / HexGridNumbering
  char first = 'H';
  std::string sep;
  char hType = 'N', vType = 'N';
  int hLeading = 1, vLeading = 1, hOff = 1, vOff = 1;
  bool hDescend = false, vDescend = false;
  bool stagger = true;
  std::string locationFormat = "$gridLocation$";

  /// HexGrid.hexPointCenterFromRawIndex (the centre of raw hex nx, ny), rotated back
  /// when sideways.
  Point rawCentre(int nx, int ny) const;
  /// HexGrid.getRawColumn / getRawRow of a board point.
  int rawColumn(Point p) const;
  int rawRow(Point p) const;
  /// HexGridNumbering.getColumn / getRow (no descending numbering).
  int column(Point p) const { return rawColumn(p); }
  int row(Point p) const;
  /// RegularGridNumbering.locationName with $gridLocation$ substituted into the format.
  std::string locationName(Point p) const;
  /// RegularGridNumbering.getLocation: the regex parse of a location name, then
  /// HexGridNumbering.getCenterPoint. nullopt where VASSAL throws BadCoords.
  std::optional<Point> location(const std::string& name) const;
  /// HexGrid.snapToHex's centre for a point inside a hex (the rectangle candidate, then
  /// its four neighbours by polygon containment), rotated as VASSAL does.
  Point snap(Point p) const;

 private:
  std::string name(int row, int column) const;
};

std::string gridName(int value, char type, int leading);  // RegularGridNumbering.getName

// ---- tools/io/DeobfuscatingInputStream.java ----

/// A saved game's `savedGame` entry as VASSAL reads it; nullopt when it is not hex.
std::optional<std::string> deobfuscateSavedGame(const std::string& text);

// ---- build/module/map/boardPicker/board/mapgrid/Zone.java over java.awt.Polygon ----

/// A Zone's polygon: its "path" attribute ("x,y;x,y;...", PolygonEditor.stringToPolygon)
/// and java.awt.Polygon.contains, which ZonedGrid.findZone asks before it snaps or names.
struct ZonePolygon {
  std::vector<Point> points;
  static ZonePolygon fromPath(const std::string& path);
  bool contains(double x, double y) const;
};

// ---- buildFile vocabulary: element class -> attribute names (see vassal_reference.cpp) ----

/// For each element tag the exporter may write, the attribute names VASSAL 3.7.26 reads
/// for that class; nullopt for an unknown tag.
std::optional<std::set<std::string>> knownAttributes(const std::string& tag);
/// Non-component child elements a class reads by name (BoardPicker's <setup>,
/// PlayerRoster's <entry>), keyed by the parent's tag.
std::optional<std::string> knownTextChild(const std::string& parentTag);

}  // namespace hexwright::vassal_test
