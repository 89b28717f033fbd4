#!/usr/bin/env bash
# Hexwright vs the LaTeX `wargame` package (v0.3.2, Debian texlive-games), side by side:
# the same 60 x 80-hex map with streams, deep water, slopes and roads, and the same
# 1,200 double-sided counters, built by both tools. Prints both times and the ratio.
# Targets from the issue: counters at least 50x faster, the map at least 80x (and a
# 60 x 80-hex map PDF in under one second).
#
#   bench/latex_side_by_side.sh [RUNS]      (RUNS: Hexwright repetitions, best kept; default 5)
#
# Needs a build with the bench programs (HEXWRIGHT_BUILD_DIR, default build/). Installs
# the TeX packages on demand (apt-get; not part of ./test), or skips the LaTeX side. Times are CPU seconds
# (user + sys) so that other load on a shared machine does not skew the ratio; wall
# times are printed too. LaTeX runs once (pdflatex for the counters, lualatex for the
# map: pdflatex runs out of main memory on 4,800 hexes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${HEXWRIGHT_BUILD_DIR:-$root/build}"
hexwright="$build/cli/hexwright"
bench="$build/bench/hexwright_bench_render"
runs="${1:-5}"
for exe in "$hexwright" "$bench"; do
  [ -x "$exe" ] || { echo "missing $exe: build first (./scripts/build, with HEXWRIGHT_BUILD_BENCH=ON)" >&2; exit 2; }
done

have_tex() { command -v pdflatex >/dev/null && command -v lualatex >/dev/null && kpsewhich wargame.sty >/dev/null &&
             kpsewhich alphalph.sty >/dev/null; }
# texlive-games and what it needs are a few hundred MB: installed on demand, never by
# scripts/install-deps. Without them (no apt, no network, no root) the LaTeX half is
# skipped and only Hexwright's times are printed.
install_tex() {
  echo "installing the LaTeX wargame package (texlive-games) and what it needs..." >&2
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null && sudo -n true 2>/dev/null || return 1
    sudo=sudo
  fi
  command -v apt-get >/dev/null || return 1
  $sudo apt-get update -qq >&2 &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      texlive-games texlive-pictures texlive-latex-recommended texlive-latex-extra texlive-luatex >&2
}
tex=yes
if ! have_tex; then
  install_tex || true
  have_tex || { tex=no; echo "LaTeX wargame package not available: skipping the LaTeX side" >&2; }
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bench" --write-bundle "$work/side-by-side.hexw" >/dev/null
"$bench" --write-latex "$work/tex" >/dev/null

# measure VAR COMMAND...: sets VAR_cpu and VAR_wall (seconds) for one run.
measure() {
  local var=$1; shift
  local t
  t=$( { TIMEFORMAT='%R %U %S'; time "$@" >/dev/null 2>&1; } 2>&1 | tail -1 )
  read -r wall user sys <<<"$t"
  printf -v "${var}_cpu" '%.3f' "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')"
  printf -v "${var}_wall" '%.3f' "$wall"
}

# best of RUNS for Hexwright (first runs warm the font cache).
best() {
  local var=$1; shift
  local bc="" bw=""
  for _ in $(seq "$runs"); do
    measure one "$@"
    if [ -z "$bc" ] || awk -v a="$one_cpu" -v b="$bc" 'BEGIN { exit !(a < b) }'; then bc=$one_cpu bw=$one_wall; fi
  done
  printf -v "${var}_cpu" '%s' "$bc"
  printf -v "${var}_wall" '%s' "$bw"
}

echo "Hexwright: $runs runs each, best kept..." >&2
best hw_counters "$hexwright" export counters "$work/side-by-side.hexw" -o "$work/counters.pdf" --size 0.5
best hw_map "$hexwright" export map "$work/side-by-side.hexw" -o "$work/map.pdf" --hex-size 0.75
best hw_map1 "$hexwright" export map "$work/side-by-side.hexw" -o "$work/map-single.pdf" --hex-size 0.75 --single-sheet

pages() { pdfinfo "$1" 2>/dev/null | awk '/^Pages:/ {print $2}'; }
if [ "$tex" = no ]; then
  echo
  printf '%-34s %18s\n' "CPU seconds (wall)" "Hexwright"
  printf '%-34s %9s (%6s)\n' "1,200 double-sided counters" "$hw_counters_cpu" "$hw_counters_wall"
  printf '%-34s %9s (%6s)\n' "60x80-hex map, tiled letter PDF" "$hw_map_cpu" "$hw_map_wall"
  printf '%-34s %9s (%6s)\n' "60x80-hex map, one sheet" "$hw_map1_cpu" "$hw_map1_wall"
  echo "LaTeX side skipped (texlive-games not installed)."
  exit 0
fi

echo "LaTeX wargame: one run each (minutes)..." >&2
cd "$work/tex"
measure tex_counters pdflatex -interaction=batchmode counters.tex
[ -s counters.pdf ] || { echo "pdflatex failed on counters.tex (see $work/tex/counters.log)" >&2; trap - EXIT; exit 1; }
measure tex_map lualatex -interaction=batchmode map.tex
[ -s map.pdf ] || { echo "lualatex failed on map.tex (see $work/tex/map.log)" >&2; trap - EXIT; exit 1; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", a / b }'; }
echo
printf '%-34s %18s %18s %9s %7s\n' "CPU seconds (wall)" "Hexwright" "LaTeX wargame" "ratio" "target"
printf '%-34s %9s (%6s) %9s (%6s) %8sx %6sx\n' "1,200 double-sided counters" "$hw_counters_cpu" "$hw_counters_wall" \
  "$tex_counters_cpu" "$tex_counters_wall" "$(ratio "$tex_counters_cpu" "$hw_counters_cpu")" 50
printf '%-34s %9s (%6s) %9s (%6s) %8sx %6sx\n' "60x80-hex map, tiled letter PDF" "$hw_map_cpu" "$hw_map_wall" \
  "$tex_map_cpu" "$tex_map_wall" "$(ratio "$tex_map_cpu" "$hw_map_cpu")" 80
printf '%-34s %9s (%6s) %9s (%6s) %8sx %6sx\n' "60x80-hex map, one sheet" "$hw_map1_cpu" "$hw_map1_wall" \
  "$tex_map_cpu" "$tex_map_wall" "$(ratio "$tex_map_cpu" "$hw_map1_cpu")" 80
echo
echo "Pages: Hexwright counters $(pages "$work/counters.pdf"), map $(pages "$work/map.pdf") (index + sheets);" \
     "LaTeX counters $(pages counters.pdf), map $(pages map.pdf)."
