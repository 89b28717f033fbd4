#include "exporters/vassal/vassal_reference.h"

#include <cmath>
#include <regex>

namespace hexwright::vassal_test {

// ---- SequenceEncoder.Decoder.nextToken ----

std::string Decoder::nextToken() {
  if (!m_val) return "";  // Java throws NoSuchElementException; callers check first
  if (m_start == m_stop) {
    m_val.reset();  // the empty string is the token for "null"
    return "";
  }
  const std::string& val = *m_val;
  std::string buf;
  std::optional<std::string> tok;
  std::size_t i = m_start;
  for (; i < m_stop; ++i) {
    if (val[i] != m_delim) continue;
    if (i > 0 && val[i - 1] == '\\') {
      // escaped delimiter: keep what came before without the backslash
      buf.append(val, m_start, i - 1 - m_start);
      m_start = i;
    } else {
      if (buf.empty())
        tok = val.substr(m_start, i - m_start);
      else
        buf.append(val, m_start, i - m_start);
      m_start = i + 1;
      break;
    }
  }
  if (m_start < i) {
    // reached the end without a delimiter
    if (buf.empty())
      tok = val.substr(m_start);
    else
      buf.append(val, m_start, m_stop - m_start);
    m_val.reset();
  }
  std::string out = tok ? *tok : buf;
  if (out.size() > 1 && out.front() == '\'' && out.back() == '\'') out = out.substr(1, out.size() - 2);
  return out;
}

int Decoder::nextInt(int fallback) {
  if (!m_val) return fallback;
  const std::string t = nextToken();
  try {
    std::size_t used = 0;
    const int v = std::stoi(t, &used);
    return used == t.size() ? v : fallback;
  } catch (...) {
    return fallback;
  }
}

std::vector<std::string> stringToArray(const std::string& s) {
  std::vector<std::string> out;
  if (s.empty()) return out;
  Decoder d(s, ',');
  while (d.hasMoreTokens()) out.push_back(d.nextToken());
  return out;
}

// ---- HexGrid / HexGridNumbering / RegularGridNumbering ----

namespace {

long javaRound(double v) { return static_cast<long>(std::floor(v + 0.5)); }  // Math.round(double)
int javaRoundF(float v) { return static_cast<int>(std::floor(v + 0.5f)); }   // Math.round(float)

Point rotate(Point p, bool sideways) { return sideways ? Point{p.y, p.x} : p; }

// HexGrid.getSingleHexShape(x, y, reversed=false, sideways=false, dx, dy): the integer
// polygon used to decide which hex contains a point.
std::vector<Point> hexShape(int cx, int cy, double dx, double dy) {
  const float x = static_cast<float>(cx), y = static_cast<float>(cy);
  const float deltaX = static_cast<float>(dx), deltaY = static_cast<float>(dy);
  const float r = 2.F * deltaX / 3.F;
  return {{javaRoundF(x - r), javaRoundF(y)},
          {javaRoundF(x - 0.5F * r), javaRoundF(y - 0.5F * deltaY)},
          {javaRoundF(x + 0.5F * r) + 1, javaRoundF(y - 0.5F * deltaY)},
          {javaRoundF(x + r) + 1, javaRoundF(y)},
          {javaRoundF(x + 0.5F * r) + 1, javaRoundF(y + 0.5F * deltaY) + 1},
          {javaRoundF(x - 0.5F * r), javaRoundF(y + 0.5F * deltaY) + 1}};
}

bool contains(const std::vector<Point>& poly, double px, double py) {
  bool inside = false;
  for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const double xi = poly[i].x, yi = poly[i].y, xj = poly[j].x, yj = poly[j].y;
    if ((yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

std::string quoteRegex(const std::string& s) {
  static const std::string special = R"(\^$.|?*+()[]{}-)";
  std::string out;
  for (const char c : s) {
    if (special.find(c) != std::string::npos) out.push_back('\\');
    out.push_back(c);
  }
  return out;
}

std::string matchingPattern(char type, int leading) {
  if (type == 'A') return "-?(?:A+|B+|C+|D+|E+|F+|G+|H+|I+|J+|K+|L+|M+|N+|O+|P+|Q+|R+|S+|T+|U+|V+|W+|X+|Y+|Z+)";
  return "-?[0-9]{" + std::to_string(leading + 1) + ",}";
}

}  // namespace

Point Grid::rawCentre(int nx, int ny) const {
  // hexPointCenterFromRawIndex, in the (possibly rotated) frame
  const int xLoc = static_cast<int>(dx * nx + x0);
  const int yLoc =
      nx % 2 == 0 ? static_cast<int>(dy * ny + y0) : static_cast<int>(dy * ny + static_cast<int>(dy / 2) + y0);
  return rotate({xLoc, yLoc}, sideways);
}

int Grid::rawColumn(Point p) const {
  p = rotate(p, sideways);
  const int x = p.x - x0;
  return static_cast<int>(std::floor(x / dx + 0.5));
}

int Grid::rawRow(Point p) const {
  p = rotate(p, sideways);
  const int nx = static_cast<int>(javaRound((p.x - x0) / dx));
  if (nx % 2 == 0) return static_cast<int>(javaRound((p.y - y0) / dy));
  return static_cast<int>(javaRound((p.y - y0 - dy / 2) / dy));
}

int Grid::row(Point p) const {
  int ny = rawRow(p);
  if (stagger && rawColumn(p) % 2 != 0) ++ny;  // not descending
  return ny;
}

std::string gridName(int value, char type, int leading) {
  std::string val = value < 0 ? "-" : "";
  value = std::abs(value);
  if (type == 'A') {
    static const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    do {
      val += alphabet[static_cast<std::size_t>(value % 26)];
      value -= 26;
    } while (value >= 0);
    return val;
  }
  while (leading > 0 && value < std::pow(10.0, leading--)) val += "0";
  return val + std::to_string(value);
}

std::string Grid::name(int row, int column) const {
  const std::string rowName = gridName(row + vOff, vType, vLeading);
  const std::string colName = gridName(column + hOff, hType, hLeading);
  return first == 'H' ? colName + sep + rowName : rowName + sep + colName;
}

std::string Grid::locationName(Point p) const {
  std::string out = locationFormat;
  const std::string key = "$gridLocation$";
  const std::string value = name(row(p), column(p));
  for (std::size_t at = out.find(key); at != std::string::npos; at = out.find(key, at + value.size()))
    out.replace(at, key.size(), value);
  return out;
}

std::optional<Point> Grid::location(const std::string& text) const {
  Decoder se(locationFormat, '$');
  bool isProperty = true;
  std::string regex;
  int colGroup = 0, rowGroup = 0, groups = 0;
  while (se.hasMoreTokens()) {
    const std::string token = se.nextToken();
    isProperty = !isProperty;
    if (token.empty()) continue;
    if (!isProperty || !se.hasMoreTokens()) {
      regex += quoteRegex(token);
    } else if (token == "gridLocation") {
      if (first == 'H') {
        regex += "(" + matchingPattern(hType, hLeading) + ")";
        colGroup = ++groups;
        if (!sep.empty()) regex += quoteRegex(sep);
        regex += "(" + matchingPattern(vType, vLeading) + ")";
        rowGroup = ++groups;
      } else {
        regex += "(" + matchingPattern(vType, vLeading) + ")";
        rowGroup = ++groups;
        regex += quoteRegex(sep) + "(" + matchingPattern(hType, hLeading) + ")";
        colGroup = ++groups;
      }
    } else if (token == "row") {
      regex += "(" + matchingPattern(vType, vLeading) + ")";
      rowGroup = ++groups;
    } else if (token == "column") {
      regex += "(" + matchingPattern(hType, hLeading) + ")";
      colGroup = ++groups;
    }
  }
  if (regex.empty() || colGroup == 0 || rowGroup == 0) return std::nullopt;
  std::smatch m;
  if (!std::regex_match(text, m, std::regex(regex))) return std::nullopt;
  if (hType != 'N' || vType != 'N') return std::nullopt;  // the exporter writes numeric labels only
  int col = std::stoi(m[static_cast<std::size_t>(colGroup)].str()) - hOff;
  int row = std::stoi(m[static_cast<std::size_t>(rowGroup)].str()) - vOff;
  // HexGridNumbering.getCenterPoint (not descending)
  if (stagger && col % 2 != 0) --row;
  Point p;
  p.x = static_cast<int>(col * dx) + x0;
  p.y = col % 2 == 0 ? static_cast<int>(row * dy) : static_cast<int>(row * dy + dy / 2);
  p.y += y0;
  return rotate(p, sideways);
}

Point Grid::snap(Point p) const {
  p = rotate(p, sideways);
  // HexGrid.hexPoint
  const int nx = static_cast<int>(std::floor((p.x - x0 + dx / 2) / dx));
  const int ny = nx % 2 == 0 ? static_cast<int>(std::floor((p.y - y0 + dy / 2) / dy))
                             : static_cast<int>(std::floor((p.y - y0) / dy));
  auto centre = [&](int cx, int cy) {
    const int xLoc = static_cast<int>(dx * cx + x0);
    const int yLoc =
        cx % 2 == 0 ? static_cast<int>(dy * cy + y0) : static_cast<int>(dy * cy + static_cast<int>(dy / 2) + y0);
    return Point{xLoc, yLoc};
  };
  Point best = centre(nx, ny);
  if (!contains(hexShape(best.x, best.y, dx, dy), p.x, p.y)) {
    static const Point even[] = {{-1, -1}, {-1, 0}, {1, -1}, {1, 0}};
    static const Point odd[] = {{-1, 0}, {-1, 1}, {1, 0}, {1, 1}};
    const Point* offsets = nx % 2 == 0 ? even : odd;
    for (int k = 0; k < 4; ++k) {
      const Point c = centre(nx + offsets[k].x, ny + offsets[k].y);
      if (contains(hexShape(c.x, c.y, dx, dy), p.x, p.y)) {
        best = c;
        break;
      }
    }
  }
  return rotate(best, sideways);
}

// ---- The buildFile vocabulary, from getAttributeNames() (or getBuildElement/build where
//      a class writes its own) of each class at 3.7.26; paths under vassal-app/src/main/java/ ----

std::optional<std::set<std::string>> knownAttributes(const std::string& tag) {
  static const std::map<std::string, std::set<std::string>> known{
      // VASSAL/build/GameModule.java
      {"VASSAL.build.GameModule",
       {"name", "version", "description", "ModuleOther1", "ModuleOther2", "VassalVersion", "nextPieceSlotId"}},
      // VASSAL/build/module/BasicCommandEncoder.java (no attributes)
      {"VASSAL.build.module.BasicCommandEncoder", {}},
      // VASSAL/build/module/GlobalOptions.java
      {"VASSAL.build.module.GlobalOptions",
       {"description", "nonOwnerUnmaskable", "promptString", "autoReport", "playerIdFormat", "chatterHTMLSupport",
        "hotKeysOnClosedWindows", "inventoryForAll", "sendToLocationMoveTrails", "storeLeadingZeroIntegersAsStrings",
        "purgeBlankPropertyPrompts", "disablePieceIndexing", "minMaxHeap"}},
      // VASSAL/build/module/PlayerRoster.java (getAttributeNames; getBuildElement adds <entry> children)
      {"VASSAL.build.module.PlayerRoster",
       {"description", "sides", "buttonText", "buttonToolTip", "buttonIcon", "buttonKeyStroke"}},
      // VASSAL/build/module/Map.java
      {"VASSAL.build.module.Map",
       {"mapName",
        "description",
        "markMoved",
        "markUnmovedText",
        "markUnmovedTooltip",
        "markUnmovedIcon",
        "markUnmovedHotkey",
        "markUnmovedReport",
        "edgeWidth",
        "edgeHeight",
        "backgroundcolor",
        "allowMultiple",
        "color",
        "thickness",
        "launch",
        "buttonName",
        "tooltip",
        "icon",
        "hotkey",
        "showKey",
        "hideKey",
        "onlyReportChangedLocation",
        "moveWithinFormat",
        "moveToFormat",
        "createFormat",
        "changeFormat",
        "moveKey"}},
      // VASSAL/build/module/map/BoardPicker.java (getBuildElement and build(Element))
      {"VASSAL.build.module.map.BoardPicker",
       {"slotWidth", "slotHeight", "slotScale", "title", "addRowText", "addColumnText", "boardPrompt", "maxColumns"}},
      // VASSAL/build/module/map/boardPicker/Board.java
      {"VASSAL.build.module.map.boardPicker.Board", {"name", "image", "reversible", "width", "height", "color"}},
      // The next four: read from the 3.8.0-beta1 head (17fb917c5), the same attribute lists
      // as tag 3.7.0.
      // VASSAL/build/module/PredefinedSetup.java
      {"VASSAL.build.module.PredefinedSetup", {"name", "description", "isMenu", "useFile", "file"}},
      // VASSAL/build/module/map/boardPicker/board/ZonedGrid.java: getAttributeNames() is empty
      {"VASSAL.build.module.map.boardPicker.board.ZonedGrid", {}},
      // VASSAL/build/module/map/boardPicker/board/mapgrid/Zone.java
      {"VASSAL.build.module.map.boardPicker.board.mapgrid.Zone",
       {"name", "locationFormat", "path", "useParentGrid", "useHighlight", "highlightProperty"}},
      // VASSAL/build/module/map/boardPicker/board/mapgrid/ZonedGridHighlighter.java: no attributes
      {"VASSAL.build.module.map.boardPicker.board.mapgrid.ZonedGridHighlighter", {}},
      // VASSAL/build/module/map/boardPicker/board/HexGrid.java
      {"VASSAL.build.module.map.boardPicker.board.HexGrid",
       {"sideways", "x0", "y0", "dy", "dx", "snapTo", "edgesLegal", "cornersLegal", "visible", "dotsVisible", "color"}},
      // VASSAL/build/module/map/boardPicker/board/mapgrid/RegularGridNumbering.java + HexGridNumbering.java (stagger)
      {"VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering",
       {"first", "sep", "hType", "hLeading", "hOff", "hDescend", "vType", "vLeading", "vOff", "vDescend",
        "locationFormat", "visible", "fontSize", "color", "rotateText", "hDrawOff", "vDrawOff", "stagger"}},
      // VASSAL/build/module/map/StackMetrics.java
      {"VASSAL.build.module.map.StackMetrics",
       {"disabled", "exSepX", "exSepY", "unexSepX", "unexSepY", "color", "top", "bottom", "up", "down"}},
      // VASSAL/build/module/map/PieceMover.java
      {"VASSAL.build.module.map.PieceMover", {"icon"}},
      // VASSAL/build/module/map/{StackExpander,KeyBufferer,MenuDisplayer,ForwardToChatter}.java: Buildable, no
      // attributes
      {"VASSAL.build.module.map.StackExpander", {}},
      {"VASSAL.build.module.map.KeyBufferer", {}},
      {"VASSAL.build.module.map.MenuDisplayer", {}},
      {"VASSAL.build.module.map.ForwardToChatter", {}},
      // VASSAL/build/module/map/ForwardToKeyBuffer.java: Buildable, no attributes
      {"VASSAL.build.module.map.ForwardToKeyBuffer", {}},
      // VASSAL/build/module/map/Scroller.java: setAttribute reads USE_ARROWS ("useArrows":
      // always, never, prompt); its getAttributeNames() lists only "prompt"
      {"VASSAL.build.module.map.Scroller", {"useArrows"}},
      // VASSAL/build/module/map/ImageSaver.java over AbstractToolbarItem.getAttributeNames()
      // (no name key): buttonText, tooltip, icon, hotkey, canDisable, propertyGate,
      // hideWhenDisabled, disabledIcon
      {"VASSAL.build.module.map.ImageSaver",
       {"buttonText", "tooltip", "icon", "hotkey", "canDisable", "propertyGate", "hideWhenDisabled", "disabledIcon"}},
      // VASSAL/build/module/map/{MapCenterer,SelectionHighlighters}.java: getAttributeNames() is empty
      {"VASSAL.build.module.map.MapCenterer", {}},
      {"VASSAL.build.module.map.SelectionHighlighters", {}},
      // VASSAL/build/module/map/HighlightLastMoved.java
      {"VASSAL.build.module.map.HighlightLastMoved", {"enabled", "color", "thickness"}},
      // VASSAL/build/module/map/CounterDetailViewer.java
      {"VASSAL.build.module.map.CounterDetailViewer",
       {"version",
        "description",
        "delay",
        "hotkey",
        "bgColor",
        "fgColor",
        "borderColor",
        "minDisplayPieces",
        "zoomlevel",
        "centerAll",
        "borderThickness",
        "borderInnerThickness",
        "showgraph",
        "centerPiecesVertically",
        "graphicsZoom",
        "showgraphsingle",
        "borderWidth",
        "verticalOffset",
        "showtext",
        "enableHTML",
        "centerText",
        "stretchWidthSummary",
        "stretchWidthPieces",
        "combineCounterSummary",
        "onlyShowFirstSummary",
        "extraTextPadding",
        "verticalTopText",
        "verticalBottomText",
        "showtextsingle",
        "fontSize",
        "summaryReportFormat",
        "counterReportFormat",
        "emptyHexReportForma",
        "display",
        "layerList",
        "propertyFilter",
        "showTerrainBeneath",
        "showTerrainSnappy",
        "showTerrainWidth",
        "showTerrainHeight",
        "showTerrainZoom",
        "showTerrainText",
        "showOnlyTopOfStack",
        "showNoStack",
        "showMoveSelectde",
        "showNonMovable",
        "unrotatePieces",
        "showDeck",
        "showDeckMasked",
        "showDeckDepth",
        "showOverlap",
        "stopAfterShowing"}},
      // VASSAL/build/module/map/Zoomer.java
      {"VASSAL.build.module.map.Zoomer",
       {"zoomStart", "zoomLevels", "inTooltip", "inButtonText", "inIconName", "zoomInKey", "pickTooltip",
        "pickButtonText", "pickIconName", "zoomPickKey", "outTooltip", "outButtonText", "outIconName", "zoomOutKey"}},
      // VASSAL/build/module/map/LOS_Thread.java over AbstractToolbarItem (name key threadName,
      // label, tooltip, iconName, hotkey)
      {"VASSAL.build.module.map.LOS_Thread", {"threadName",   "label",       "tooltip",      "iconName",
                                              "hotkey",       "canDisable",  "propertyGate", "hideWhenDisabled",
                                              "disabledIcon", "report",      "persistence",  "persistentIconName",
                                              "global",       "snapStart",   "snapEnd",      "drawRange",
                                              "scale",        "round",       "hideCounters", "hideOpacity",
                                              "losThickness", "threadColor", "rangeFg",      "rangeBg"}},
      // VASSAL/build/module/DiceButton.java over AbstractToolbarItem's standard keys
      {"VASSAL.build.module.DiceButton",
       {"name",       "text",         "tooltip",          "icon",         "hotkey",
        "canDisable", "propertyGate", "hideWhenDisabled", "disabledIcon", "reportFormat",
        "prompt",     "nDice",        "lockDice",         "nSides",       "lockSides",
        "plus",       "lockPlus",     "addToTotal",       "lockAdd",      "reportTotal",
        "sortDice",   "keepDice",     "keepOption",       "keepCount"}},
      // VASSAL/build/module/map/SetupStack.java
      {"VASSAL.build.module.map.SetupStack", {"name", "owningBoard", "useGridLocation", "location", "x", "y"}},
      // VASSAL/build/module/PieceWindow.java
      {"VASSAL.build.module.PieceWindow",
       {"name", "description", "hidden", "text", "tooltip", "icon", "hotkey", "scale", "defaultWidth"}},
      // VASSAL/build/widget/TabWidget.java, ListWidget.java, PanelWidget.java
      {"VASSAL.build.widget.TabWidget", {"entryName", "description"}},
      {"VASSAL.build.widget.ListWidget", {"entryName", "description", "scale", "width", "height", "divider"}},
      {"VASSAL.build.widget.PanelWidget", {"entryName", "description", "fixed", "nColumns", "vert", "scale"}},
      // VASSAL/build/widget/PieceSlot.java (getBuildElement; the text is the AddPiece command)
      {"VASSAL.build.widget.PieceSlot", {"entryName", "gpid", "width", "height"}},
      // VASSAL/build/module/turn/TurnTracker.java
      {"VASSAL.build.module.turn.TurnTracker",
       {"name", "description", "buttonText", "icon", "hotkey", "nexthotkey", "prevhotkey", "turnFormat", "reportFormat",
        "tooltip", "lengthStyle", "length", "plusButtonSize", "turnButtonHeight", "fwdOnly"}},
      // VASSAL/build/module/turn/TurnLevel.java + ListTurnLevel.java
      {"VASSAL.build.module.turn.ListTurnLevel",
       {"name", "property", "turnFormat", "list", "configList", "configFirst", "prompt"}},
  };
  const auto it = known.find(tag);
  if (it == known.end()) return std::nullopt;
  return it->second;
}

std::optional<std::string> knownTextChild(const std::string& parentTag) {
  // BoardPicker.build reads <setup>; PlayerRoster.build reads every child element's text
  // (getBuildElement writes them as <entry>).
  if (parentTag == "VASSAL.build.module.map.BoardPicker") return "setup";
  if (parentTag == "VASSAL.build.module.PlayerRoster") return "entry";
  return std::nullopt;
}

ZonePolygon ZonePolygon::fromPath(const std::string& path) {
  ZonePolygon z;
  std::size_t start = 0;
  while (start < path.size()) {
    const std::size_t end = std::min(path.find(';', start), path.size());
    const std::string pair = path.substr(start, end - start);
    const std::size_t comma = pair.find(',');
    if (comma != std::string::npos)
      z.points.push_back({std::stoi(pair.substr(0, comma)), std::stoi(pair.substr(comma + 1))});
    start = end + 1;
  }
  return z;
}

// java.awt.Polygon.contains(double, double): its bounding box, then even-odd crossings
// of a ray towards -x, with its own rule for points on an edge.
bool ZonePolygon::contains(double x, double y) const {
  const std::size_t n = points.size();
  if (n <= 2) return false;
  int minX = points[0].x, maxX = minX, minY = points[0].y, maxY = minY;
  for (const Point p : points)
    minX = std::min(minX, p.x), maxX = std::max(maxX, p.x), minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
  if (!(x >= minX && y >= minY && x < maxX && y < maxY)) return false;
  int hits = 0;
  int lastx = points[n - 1].x, lasty = points[n - 1].y;
  for (std::size_t i = 0; i < n; lastx = points[i].x, lasty = points[i].y, ++i) {
    const int curx = points[i].x, cury = points[i].y;
    if (cury == lasty) continue;
    int leftx;
    if (curx < lastx) {
      if (x >= lastx) continue;
      leftx = curx;
    } else {
      if (x >= curx) continue;
      leftx = lastx;
    }
    double test1, test2;
    if (cury < lasty) {
      if (y < cury || y >= lasty) continue;
      if (x < leftx) {
        ++hits;
        continue;
      }
      test1 = x - curx;
      test2 = y - cury;
    } else {
      if (y < lasty || y >= cury) continue;
      if (x < leftx) {
        ++hits;
        continue;
      }
      test1 = x - lastx;
      test2 = y - lasty;
    }
    if (test1 < (test2 / (lasty - cury) * (lastx - curx))) ++hits;
  }
  return (hits & 1) != 0;
}

// DeobfuscatingInputStream: "!VCSK", the key as two hex digits, then each byte XOR the
// key as two hex digits (either case); text without the header is read as it is.
std::optional<std::string> deobfuscateSavedGame(const std::string& text) {
  if (text.rfind("!VCSK", 0) != 0) return text;
  auto hex = [&](std::size_t i) -> int {
    if (i + 1 >= text.size()) return -1;
    int v = 0;
    for (std::size_t k = i; k < i + 2; ++k) {
      const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[k])));
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) return -1;
      v = v * 16 + d;
    }
    return v;
  };
  const int key = hex(5);
  if (key < 0) return std::nullopt;
  std::string out;
  for (std::size_t i = 7; i < text.size(); i += 2) {
    const int b = hex(i);
    if (b < 0) return std::nullopt;
    out.push_back(static_cast<char>(b ^ key));
  }
  return out;
}

}  // namespace hexwright::vassal_test
