// Printing speed: the 60 x 80-hex map and the 1,200 double-sided counters that
// bench/latex_side_by_side.sh also builds with the LaTeX wargame package, plus the
// editor's case (one 1920 x 1080 viewport of a 200 x 200-hex map).
//
//   hexwright_bench_render                      run the benchmarks
//   hexwright_bench_render --write-bundle DIR [COLUMNS ROWS UNITS]
//                                               write the side-by-side scenario bundle
//                                               (60 x 80 hexes, 1,200 units unless given:
//                                               bench/scaling.sh) and exit
//   hexwright_bench_render --write-latex DIR    write the same map and counters as
//                                               LaTeX wargame documents (map.tex, counters.tex)
//   hexwright_bench_render --write-tmx DIR      write the same map as a Tiled map (map.tmx,
//                                               terrain.png): hexes 64 px across flats
#include <benchmark/benchmark.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <numbers>
#include <sstream>

#include "bench/synthetic_scenario.h"
#include "exporters/print/counter_print.h"
#include "exporters/print/map_print.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/color.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"

namespace {

using namespace hexwright;

// The scenario both tools build: 60 x 80 hexes with streams, deep water and slopes,
// roads every ten rows, 1,200 units (Hell Before Night types and ids).
model::Scenario sideBySideScenario(int columns = 60, int rows = 80, int units = 1200) {
  auto s = bench::makeSyntheticScenario(bench::sharedBenchOptions(columns, rows, units));
  s.title = "Side by side: 60 x 80 hexes, 1,200 counters";
  return s;
}

const model::Scenario& scenario() {
  static const model::Scenario s = sideBySideScenario();
  return s;
}

const model::Ruleset* ruleset() {
  static const std::optional<model::Ruleset> r = [] {
    model::Diagnostics d;
    return io::loadRulesetById("hell-before-night", d);
  }();
  return r ? &*r : nullptr;
}

std::filesystem::path scratch(const char* name) { return std::filesystem::temp_directory_path() / name; }

void BM_MapPdfTiledLetter(benchmark::State& state) {
  exporters::MapPrintOptions o;
  o.hexSizeInches = 0.75;
  for (auto _ : state) {
    model::Diagnostics d;
    model::NullProgress p;
    auto r = exporters::exportMap(scenario(), ruleset(), o, scratch("hexwright-bench-map.pdf"), {}, d, p);
    if (!r) state.SkipWithError("export failed");
    state.counters["pages"] = r ? r->pages : 0;
  }
}
BENCHMARK(BM_MapPdfTiledLetter)->Unit(benchmark::kMillisecond);

void BM_MapPdfSingleSheet(benchmark::State& state) {
  exporters::MapPrintOptions o;
  o.hexSizeInches = 0.75;
  o.singleSheet = true;
  for (auto _ : state) {
    model::Diagnostics d;
    model::NullProgress p;
    if (!exporters::exportMap(scenario(), ruleset(), o, scratch("hexwright-bench-map1.pdf"), {}, d, p))
      state.SkipWithError("export failed");
  }
}
BENCHMARK(BM_MapPdfSingleSheet)->Unit(benchmark::kMillisecond);

void BM_Counters1200DoubleSided(benchmark::State& state) {
  exporters::CounterPrintOptions o;
  o.sizeInches = 0.5;
  for (auto _ : state) {
    model::Diagnostics d;
    model::NullProgress p;
    auto r = exporters::exportCounters(scenario(), ruleset(), o, scratch("hexwright-bench-counters.pdf"), d, p);
    if (!r) state.SkipWithError("export failed");
    state.counters["counters"] = r ? r->counters : 0;
  }
}
BENCHMARK(BM_Counters1200DoubleSided)->Unit(benchmark::kMillisecond);

// The map alone as PNG at 64 px a hex (0.64 in at 100 dpi), as bench/side_by_side.sh
// has Tiled's tmxrasterizer draw it: drawing plus PNG encoding.
void BM_MapPng64px(benchmark::State& state) {
  exporters::MapPrintOptions o;
  o.format = exporters::OutputFormat::Png;
  o.hexSizeInches = 0.64;
  o.dpi = 100;
  for (auto _ : state) {
    model::Diagnostics d;
    model::NullProgress p;
    const auto file = scratch("hexwright-bench-map.png");
    if (!exporters::exportMap(scenario(), ruleset(), o, file, {}, d, p)) state.SkipWithError("export failed");
    state.counters["bytes"] = static_cast<double>(std::filesystem::file_size(file));
  }
}
BENCHMARK(BM_MapPng64px)->Unit(benchmark::kMillisecond);

// The editor: one full-HD frame of a 40,000-hex map at three zooms.
void BM_EditorViewport(benchmark::State& state) {
  static const model::Scenario big = bench::makeSyntheticScenario({200, 200, 0, 7});
  const double pxPerMm = static_cast<double>(state.range(0)) / 10.0;
  exporters::MapPaintOptions screen;
  screen.screenLevelOfDetail = true;
  exporters::MapPainter painter(big, ruleset(), exporters::MapGeometry::forHexMap(big.map, 19.05), screen);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
  auto resources = std::make_shared<exporters::CairoResources>();
  const exporters::Rect world{300, 300, 1920 / pxPerMm, 1080 / pxPerMm};
  for (auto _ : state) {
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    exporters::CairoCanvas canvas(cr, resources);
    painter.paintView(canvas, world, pxPerMm);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
  }
  cairo_surface_destroy(surface);
}
BENCHMARK(BM_EditorViewport)->Arg(5)->Arg(20)->Arg(60)->Unit(benchmark::kMillisecond);

// ---- The same work for the LaTeX wargame package (v0.3.2, Debian texlive-games) ------

// wargame's hex coordinates: columns c, rows r growing upwards, so our row is -r.
std::string hexCs(model::HexCoord h, const char* extra = "") {
  const auto o = model::toOffset(h, model::Orientation::FlatTop, model::Shove::Odd);
  std::ostringstream s;
  s << "hex cs:c=" << o.col << ",r=" << -o.row << extra;
  return s.str();
}

void writeLatexMap(const model::Scenario& s, std::ostream& out) {
  // Our corner c of a flat-top hex, as wargame names its vertices.
  static const char* const kVertex[] = {"NE", "E", "SE", "SW", "W", "NW"};
  static const char* const kRidge[] = {"north", "north east", "south east", "south", "south west", "north west"};
  static const std::map<std::string, std::string> kTerrain{{"light-woods", "light woods"},
                                                           {"heavy-woods", "woods"},
                                                           {"thicket", "rough"},
                                                           {"morass", "swamp"},
                                                           {"stream", "swamp"}};
  std::map<model::HexCoord, std::vector<int>> ridges;
  for (const auto& [key, list] : s.map.hexsideFeatures)
    for (const auto& f : list)
      if (f.type.find("slope") != std::string::npos) ridges[key.hex].push_back(key.side);
  out << "\\documentclass{article}\n\\usepackage[paperwidth=100cm,paperheight=150cm,margin=1cm]{geometry}\n"
         "\\usepackage{wargame}\n\\pagestyle{empty}\n\\begin{document}\n"
         "\\begin{tikzpicture}[every hex/.append style={label=auto}]\n";
  for (const auto h : s.map.grid().hexes()) {
    std::string opts;
    const auto t = kTerrain.find(s.map.terrainAt(h));
    if (t != kTerrain.end()) opts += "terrain=" + t->second;
    const auto r = ridges.find(h);
    if (r != ridges.end()) {
      opts += std::string(opts.empty() ? "" : ",") + "ridges={";
      for (std::size_t i = 0; i < r->second.size(); ++i) opts += std::string(i ? "," : "") + kRidge[r->second[i]];
      opts += "}";
    }
    out << "\\hex" << (opts.empty() ? "" : "[" + opts + "]") << "(" << hexCs(h).substr(7) << ")\n";
  }
  // Water along hexsides: from corner side-1 to corner side of the owning hex.
  for (const auto& [key, list] : s.map.hexsideFeatures)
    for (const auto& f : list)
      if (f.type.find("slope") == std::string::npos)
        out << "\\river(" << hexCs(key.hex, (",v=" + std::string(kVertex[(key.side + 5) % 6])).c_str()) << ")--("
            << hexCs(key.hex, (",v=" + std::string(kVertex[key.side])).c_str()) << ");\n";
  for (const auto& route : s.map.routes) {
    out << "\\road";
    for (std::size_t i = 0; i < route.path.size(); ++i) out << (i ? "--" : "") << "(" << hexCs(route.path[i]) << ")";
    out << ";\n";
  }
  out << "\\end{tikzpicture}\n\\end{document}\n";
}

void writeLatexCounters(const model::Scenario& s, std::ostream& out) {
  static const std::map<std::string, std::string> kSymbol{
      {"infantry", "infantry"}, {"cavalry", "reconnaissance"}, {"artillery", "artillery"}};
  out << "\\documentclass{article}\n\\usepackage[a3paper,landscape,margin=1cm]{geometry}\n"
         "\\usepackage{wargame}\n\\pagestyle{empty}\n\\begin{document}\n";
  // One style per counter and its "flipped" back, as \\doublechits expects.
  for (std::size_t i = 0; i < s.oob.units.size(); ++i) {
    const auto& u = s.oob.units[i];
    const bool blue = u.side.value == "union";
    const std::string fill = blue ? "blue!25" : "gray!30", backFill = blue ? "blue!12" : "gray!15";
    const std::string symbol = kSymbol.count(u.type) ? kSymbol.at(u.type) : "infantry";
    const std::string strength = model::formatAttribute(u.attributes.at("strength"));
    const std::string morale = model::formatAttribute(u.attributes.at("morale"));
    const std::string parent = u.formation ? u.formation->value : "";
    out << "\\tikzset{u" << i << "/.style={chit={symbol={faction=friendly,command=land,main=" << symbol
        << ",echelon=regiment},unique={chit/identifier=" << u.designation << "},parent={chit/identifier=" << parent
        << "},factors={chit/2 factors={" << strength << "," << morale << "}}},fill=" << fill << "},u" << i
        << " flipped/.style={u" << i << ",/chit/factors={chit/1 factor={" << morale << "}},fill=" << backFill << "}}\n";
  }
  // Sheets of 200: ten columns of fronts, mirrored backs beside them.
  for (std::size_t first = 0; first < s.oob.units.size(); first += 200) {
    out << "\\begin{tikzpicture}\\doublechits{{";
    for (std::size_t i = first; i < std::min(first + 200, s.oob.units.size()); ++i)
      out << (i > first ? "," : "") << "u" << i;
    out << "}}{10}{1.24}\\end{tikzpicture}\n\\newpage\n";
  }
  out << "\\end{document}\n";
}

// ---- The same map for Tiled (tmxrasterizer, Debian package tiled) ----------------------

// Flat-top hexes in staggered columns (Tiled: staggeraxis x, odd columns down, as our
// odd shove), 64 px across flats; one tile a terrain type, hexsides and roads as polylines.
constexpr int kTmxHexHeight = 64, kTmxHexWidth = 74, kTmxSide = 37;

model::Vec2 tmxCentre(model::HexCoord h) {
  const auto o = model::toOffset(h, model::Orientation::FlatTop, model::Shove::Odd);
  return {o.col * (kTmxHexWidth + kTmxSide) / 2.0 + kTmxHexWidth / 2.0,
          o.row * kTmxHexHeight + kTmxHexHeight / 2.0 + (o.col % 2 ? kTmxHexHeight / 2.0 : 0)};
}

// Corner k of a flat-top hex, clockwise from north-east (y down).
model::Vec2 tmxCorner(model::HexCoord h, int k) {
  const double a = (-60.0 + 60.0 * k) * std::numbers::pi / 180;
  const model::Vec2 c = tmxCentre(h);
  return {c.x + kTmxHexWidth / 2.0 * std::cos(a), c.y + kTmxHexWidth / 2.0 * std::sin(a)};
}

void writeTmx(const model::Scenario& s, const std::filesystem::path& dir) {
  std::vector<std::string> terrains;
  for (const auto h : s.map.grid().hexes())
    if (std::find(terrains.begin(), terrains.end(), s.map.terrainAt(h)) == terrains.end())
      terrains.push_back(s.map.terrainAt(h));
  // The tileset: each terrain's hex filled in its schema colour and outlined.
  const int n = static_cast<int>(terrains.size());
  cairo_surface_t* tiles = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kTmxHexWidth * n, kTmxHexHeight);
  cairo_t* cr = cairo_create(tiles);
  for (int i = 0; i < n; ++i) {
    const auto* t = ruleset() ? ruleset()->findTerrain(terrains[static_cast<std::size_t>(i)]) : nullptr;
    const auto colour = exporters::parseColor(t ? t->color : "").value_or(exporters::Color{0.8, 0.8, 0.7, 1});
    cairo_new_path(cr);
    for (int k = 0; k < 6; ++k) {
      const double a = (-60.0 + 60.0 * k) * std::numbers::pi / 180;
      cairo_line_to(cr, i * kTmxHexWidth + kTmxHexWidth / 2.0 * (1 + std::cos(a)),
                    kTmxHexHeight / 2.0 + kTmxHexWidth / 2.0 * std::sin(a));
    }
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
  }
  cairo_destroy(cr);
  cairo_surface_write_to_png(tiles, (dir / "terrain.png").c_str());
  cairo_surface_destroy(tiles);

  const auto& grid = s.map.grid();
  std::ofstream out(dir / "map.tmx");
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.8\" orientation=\"hexagonal\" "
         "renderorder=\"right-down\" width=\""
      << grid.columns << "\" height=\"" << grid.rows << "\" tilewidth=\"" << kTmxHexWidth << "\" tileheight=\""
      << kTmxHexHeight << "\" infinite=\"0\" hexsidelength=\"" << kTmxSide
      << "\" staggeraxis=\"x\" staggerindex=\"odd\">\n <tileset firstgid=\"1\" name=\"terrain\" tilewidth=\""
      << kTmxHexWidth << "\" tileheight=\"" << kTmxHexHeight << "\" tilecount=\"" << n << "\" columns=\"" << n
      << "\">\n  <image source=\"terrain.png\" width=\"" << kTmxHexWidth * n << "\" height=\"" << kTmxHexHeight
      << "\"/>\n </tileset>\n <layer id=\"1\" name=\"terrain\" width=\"" << grid.columns << "\" height=\"" << grid.rows
      << "\">\n  <data encoding=\"csv\">\n";
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.columns; ++c) {
      const auto h = model::fromOffset({c, r}, model::Orientation::FlatTop, model::Shove::Odd);
      const auto t = std::find(terrains.begin(), terrains.end(), s.map.terrainAt(h)) - terrains.begin();
      out << t + 1 << (r + 1 == grid.rows && c + 1 == grid.columns ? "" : ",");
    }
    out << '\n';
  }
  out << "  </data>\n </layer>\n <objectgroup id=\"2\" name=\"lines\">\n";
  int id = 1;
  auto polyline = [&](const std::vector<model::Vec2>& points) {
    out << "  <object id=\"" << id++ << "\" x=\"" << points[0].x << "\" y=\"" << points[0].y
        << "\"><polyline points=\"";
    for (std::size_t i = 0; i < points.size(); ++i)
      out << (i ? " " : "") << points[i].x - points[0].x << ',' << points[i].y - points[0].y;
    out << "\"/></object>\n";
  };
  for (const auto& [key, list] : s.map.hexsideFeatures)
    if (!list.empty()) polyline({tmxCorner(key.hex, (key.side + 5) % 6), tmxCorner(key.hex, key.side)});
  for (const auto& route : s.map.routes) {
    std::vector<model::Vec2> points;
    for (const auto h : route.path) points.push_back(tmxCentre(h));
    if (!points.empty()) polyline(points);
  }
  out << " </objectgroup>\n</map>\n";
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--write-tmx") == 0) {
      const std::filesystem::path dir = argv[i + 1];
      std::filesystem::create_directories(dir);
      writeTmx(scenario(), dir);
      std::cout << "wrote " << (dir / "map.tmx").string() << '\n';
      return 0;
    }
  }
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--write-latex") == 0) {
      const std::filesystem::path dir = argv[i + 1];
      std::filesystem::create_directories(dir);
      std::ofstream map(dir / "map.tex"), counters(dir / "counters.tex");
      writeLatexMap(scenario(), map);
      writeLatexCounters(scenario(), counters);
      std::cout << "wrote " << (dir / "map.tex").string() << " and " << (dir / "counters.tex").string() << '\n';
      return 0;
    }
  }
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--write-bundle") == 0) {
      model::Diagnostics d;
      const model::Scenario s =
          i + 4 < argc ? sideBySideScenario(std::atoi(argv[i + 2]), std::atoi(argv[i + 3]), std::atoi(argv[i + 4]))
                       : scenario();
      if (!io::saveBundle(s, argv[i + 1], d)) {
        for (const auto& item : d.items()) std::cerr << model::formatDiagnostic(item) << '\n';
        return 1;
      }
      std::cout << "wrote " << argv[i + 1] << '\n';
      return 0;
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  if (!ruleset()) std::cerr << "warning: schema hell-before-night not found; drawing with default presentation\n";
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
