#!/usr/bin/env bash
# Cost against size: each whole-process workload at x1/4, x1 and x4 of the side-by-side
# sizes (60 x 80 hexes and 1,200 units; 20,000 hexes and 5,000 woods polygons), with
# wall seconds and peak memory (/usr/bin/time -v). Linear growth shows as a time ratio
# near 4 from one size to the next (start-up makes the smallest size look dearer);
# the target is peak memory under 500 MB at x4.
#
#   bench/scaling.sh [RUNS]    (best of RUNS a size, default 3; HEXWRIGHT_BUILD_DIR: build tree)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${HEXWRIGHT_BUILD_DIR:-$root/build}"
runs="${1:-3}"
hexwright="$build/cli/hexwright"
render="$build/bench/hexwright_bench_render"
classify="$build/bench/hexwright_bench_classify"
for exe in "$hexwright" "$render" "$classify"; do
  [ -x "$exe" ] || { echo "missing $exe: build first (scripts/build, with the bench programs)" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (Debian package time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure COMMAND...: prints "wall_seconds peak_MB", the best wall time of RUNS runs and the largest peak.
measure() {
  local best="" peak=0 wall rss
  for _ in $(seq "$runs"); do
    /usr/bin/time -v -o "$work/time.txt" "$@" >/dev/null 2>"$work/err.txt" ||
      { echo "failed: $*" >&2; cat "$work/err.txt" >&2; exit 1; }
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/time.txt")
    if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$wall; fi
    [ "$rss" -gt "$peak" ] && peak=$rss
  done
  echo "$best $peak"
}

printf '%-34s %-28s %9s %9s %8s\n' workload size wall_s peak_MB "x time"
row() {  # workload, size label, previous wall (or -), command...
  local name=$1 label=$2 prev=$3
  shift 3
  read -r wall peak < <(measure "$@")
  local grow=-
  [ "$prev" != - ] && grow=$(awk -v a="$wall" -v b="$prev" 'BEGIN { printf "%.1f", a / b }')
  printf '%-34s %-28s %9.3f %9d %8s\n' "$name" "$label" "$wall" "$peak" "$grow"
  last=$wall
}

# Maps and units: 30 x 40 / 300, 60 x 80 / 1,200, 120 x 160 / 4,800.
sizes=("30 40 300" "60 80 1200" "120 160 4800")
for s in "${sizes[@]}"; do
  read -r c r u <<<"$s"
  "$render" --write-bundle "$work/map-$c.hexw" "$c" "$r" "$u" >/dev/null
done
for workload in validate pdf png counters; do
  last=-
  for s in "${sizes[@]}"; do
    read -r c r u <<<"$s"
    b="$work/map-$c.hexw"
    label="$((c * r)) hexes, $u units"
    case $workload in
      # Exit 1 is a finished validation that found errors (the generated scenarios have
      # some at every size): timed work all the same; only 2 is a failure.
      validate) row "validate" "$label" "$last" bash -c '"$1" validate "$2"; [ $? -le 1 ]' _ "$hexwright" "$b" ;;
      pdf) row "export map (tiled letter PDF)" "$label" "$last" "$hexwright" export map "$b" -o "$work/m.pdf" --hex-size 0.75 ;;
      png) row "export map (PNG, 64 px a hex)" "$label" "$last" "$hexwright" export map "$b" -o "$work/m.png" \
        --hex-size 0.64 --dpi 100 --no-legend --no-turn-track ;;
      counters) row "export counters (PDF)" "$label" "$last" "$hexwright" export counters "$b" -o "$work/c.pdf" --size 0.5 ;;
    esac
  done
done

# Polygons onto hexes, whole process with bundle load and save: 5,000 / 20,000 / 80,000 hexes
# (each run imports into a fresh copy of the bundle; the copy is in the time, a few ms).
last=-
for n in 5000 20000 80000; do
  gpkg=$("$classify" --export "$work" --hexes "$n")
  bundle=$("$classify" --write-bundle "$work" --hexes "$n")
  row "import vector (woods)" "$n hexes, $((n / 4)) polygons" "$last" \
    bash -c 'rm -rf "$1.copy" && cp -r "$1" "$1.copy" && exec "$2" import vector "$1.copy" "$3" --mapping "$4"' _ \
    "$bundle" "$hexwright" "$gpkg" "$work/woods-mapping.xml"
done
