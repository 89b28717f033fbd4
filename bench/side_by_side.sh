#!/usr/bin/env bash
# Hexwright against the tools a user would otherwise run, on the same work, interleaved:
# every round runs each workload once with Hexwright and once with its peer, so load on
# a shared machine falls on both alike. Prints, one line a workload, the median wall
# seconds of each over the rounds and the ratio (peer / Hexwright: above 1 is faster),
# then each command's fixed cost (`hexwright COMMAND --help`: start-up of the program
# that runs it).
#
#   bench/side_by_side.sh [--runs N] [--install-peers] [--latex]
#
#   --runs N          rounds (default 3; medians need at least 3)
#   --install-peers   apt-get install the peers that are missing: tiled (tmxrasterizer),
#                     gdal-bin (gdalinfo, ogr2ogr); never part of ./test
#   --latex           also the two LaTeX `wargame` workloads (one lualatex/pdflatex run is
#                     about a minute), installing texlive-games and what it needs (several
#                     hundred MB) when missing
#
# Workloads (peer): start-up of `hexwright --help` and `hexwright rulesets` (gdalinfo
# --version; targets: under 30 ms, at most a third of gdalinfo); the 60 x 80-hex map at
# 64 px a hex to PNG (tmxrasterizer on the same map as a Tiled .tmx; target 2x, file at
# most 2x Tiled's); `import vector` of 5,000 woods polygons onto 20,000 hexes, whole
# process with bundle load and save (the same coverage through ogr2ogr -dialect SQLite,
# SpatiaLite; target 10x); the 60 x 80 map as tiled letter PDF and 1,200 double-sided
# counters (LaTeX wargame; targets 80x and 50x). A peer that is not installed is
# skipped ("-"). HEXWRIGHT_BUILD_DIR picks the build tree (default build/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${HEXWRIGHT_BUILD_DIR:-$root/build}"
runs=3 install=no latex=no
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --install-peers) install=yes; shift ;;
    --latex) latex=yes; shift ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done
[ "$runs" -ge 1 ] 2>/dev/null || { echo "--runs: a whole number, at least 1" >&2; exit 2; }

hexwright="$build/cli/hexwright"
render="$build/bench/hexwright_bench_render"
classify="$build/bench/hexwright_bench_classify"
for exe in "$hexwright" "$render" "$classify"; do
  [ -x "$exe" ] || { echo "missing $exe: build first (scripts/build, with the bench programs)" >&2; exit 2; }
done

apt_install() {
  command -v apt-get >/dev/null || return 1
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null && sudo -n true 2>/dev/null || return 1
    sudo=sudo
  fi
  echo "installing $*..." >&2
  $sudo apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >&2
}
if [ "$install" = yes ]; then
  command -v tmxrasterizer >/dev/null || apt_install tiled || echo "could not install tiled" >&2
  command -v ogr2ogr >/dev/null || apt_install gdal-bin || echo "could not install gdal-bin" >&2
fi
have_tex() { command -v pdflatex >/dev/null && command -v lualatex >/dev/null && kpsewhich wargame.sty >/dev/null; }
if [ "$latex" = yes ] && ! have_tex; then
  apt_install texlive-games texlive-pictures texlive-latex-recommended texlive-latex-extra texlive-luatex ||
    echo "could not install the LaTeX wargame package" >&2
fi
has() { command -v "$1" >/dev/null; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "preparing the inputs in $work..." >&2
"$render" --write-bundle "$work/map.hexw" >/dev/null
"$render" --write-tmx "$work/tmx" >/dev/null
"$render" --write-latex "$work/tex" >/dev/null
gpkg=$("$classify" --export "$work" --hexes 20000)
woods_bundle=$("$classify" --write-bundle "$work" --hexes 20000)
export QT_QPA_PLATFORM=offscreen  # tmxrasterizer needs no display

# timed VAR REPEAT COMMAND...: appends the mean wall seconds of REPEAT runs to $work/VAR.
# A failing command stops the script with its output: a time for failed work is no time.
timed() {
  local var=$1 repeat=$2
  shift 2
  local start end
  start=$(date +%s%N)
  for ((i = 0; i < repeat; i++)); do
    "$@" >"$work/last.log" 2>&1 || { echo "failed: $*" >&2; cat "$work/last.log" >&2; exit 1; }
  done
  end=$(date +%s%N)
  awk -v a="$start" -v b="$end" -v n="$repeat" 'BEGIN { printf "%.6f\n", (b - a) / n / 1e9 }' >>"$work/$var"
}
median() { [ -s "$work/$1" ] && sort -g "$work/$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }' || echo -; }

fresh_woods() { rm -rf "$work/woods.hexw" && cp -r "$woods_bundle" "$work/woods.hexw"; }
woods_sql="SELECT h.idx AS idx, SUM(ST_Area(ST_Intersection(h.geom, w.geom))) AS area
  FROM hexes h CROSS JOIN rtree_woods_geom r
    ON r.minx <= ST_MaxX(h.geom) AND r.maxx >= ST_MinX(h.geom) AND r.miny <= ST_MaxY(h.geom) AND r.maxy >= ST_MinY(h.geom)
  CROSS JOIN woods w ON w.fid = r.id WHERE ST_Intersects(h.geom, w.geom) GROUP BY h.idx"
ogr_woods() { rm -f "$work/cover.csv" && ogr2ogr -f CSV "$work/cover.csv" "$gpkg" -dialect SQLite -sql "$woods_sql"; }
in_tex() { (cd "$work/tex" && "$@"); }

# Commands, as `--help` lists them (the fixed cost of each).
mapfile -t commands < <("$hexwright" --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
leaves=()
for c in "${commands[@]}"; do
  subs=$("$hexwright" "$c" --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
  if [ -z "$subs" ]; then leaves+=("$c"); else for s in $subs; do leaves+=("$c $s"); done; fi
done

for round in $(seq "$runs"); do
  echo "round $round of $runs..." >&2
  timed help.hw 20 "$hexwright" --help
  timed rulesets.hw 20 "$hexwright" rulesets
  has gdalinfo && timed gdalinfo.peer 20 gdalinfo --version
  timed png.hw 1 "$hexwright" export map "$work/map.hexw" -o "$work/map.png" --hex-size 0.64 --dpi 100 \
    --no-legend --no-turn-track
  has tmxrasterizer && timed png.peer 1 tmxrasterizer "$work/tmx/map.tmx" "$work/tiled.png"
  fresh_woods
  timed import.hw 1 "$hexwright" import vector "$work/woods.hexw" "$gpkg" --mapping "$work/woods-mapping.xml"
  has ogr2ogr && timed import.peer 1 ogr_woods
  timed mappdf.hw 1 "$hexwright" export map "$work/map.hexw" -o "$work/map.pdf" --hex-size 0.75
  timed counters.hw 1 "$hexwright" export counters "$work/map.hexw" -o "$work/counters.pdf" --size 0.5
  if [ "$latex" = yes ] && have_tex; then
    timed mappdf.peer 1 in_tex lualatex -interaction=batchmode map.tex
    timed counters.peer 1 in_tex pdflatex -interaction=batchmode counters.tex
  fi
  for c in "${leaves[@]}"; do
    # shellcheck disable=SC2086  # "export map" is two words
    timed "fixed.${c// /-}" 5 "$hexwright" $c --help
  done
done

size() { [ -f "$1" ] && stat -c %s "$1" | awk '{ printf "%.2f MB", $1 / 1e6 }' || echo -; }
line() {  # workload, hexwright file, peer file, target, note
  local hw peer ratio
  hw=$(median "$2") peer=$(median "$3")
  ratio=$([ "$peer" = - ] && echo - || awk -v a="$peer" -v b="$hw" 'BEGIN { printf "%.1fx", a / b }')
  printf '%-52s %11s %11s %9s  %-14s %s\n' "$1" "$hw" "$peer" "$ratio" "$4" "$5"
}
echo
echo "Median wall seconds of $runs interleaved rounds (start-up: mean of 20 runs a round); ratio = peer / Hexwright."
printf '%-52s %11s %11s %9s  %-14s %s\n' workload hexwright peer ratio target note
line "hexwright --help (peer: gdalinfo --version)" help.hw gdalinfo.peer ">= 3x, < 30 ms"
line "hexwright rulesets (peer: gdalinfo --version)" rulesets.hw gdalinfo.peer ">= 3x, < 30 ms"
line "60x80 hexes to PNG, 64 px a hex (tmxrasterizer)" png.hw png.peer ">= 2x" \
  "PNG $(size "$work/map.png") vs $(size "$work/tiled.png") (target <= 2x)"
line "import vector 5,000 polygons / 20,000 hexes (ogr2ogr)" import.hw import.peer ">= 10x" "whole processes"
line "60x80 hexes, tiled letter PDF (LaTeX wargame)" mappdf.hw mappdf.peer ">= 80x" \
  "$([ "$latex" = yes ] || echo "LaTeX: --latex")"
line "1,200 double-sided counters PDF (LaTeX wargame)" counters.hw counters.peer ">= 50x" \
  "$([ "$latex" = yes ] || echo "LaTeX: --latex")"
echo
echo "Fixed cost of each command (hexwright COMMAND --help, mean of 5 runs a round, median of rounds):"
for c in "${leaves[@]}"; do
  printf '  %-20s %9.4f s\n' "$c" "$(median "fixed.${c// /-}")"
done
