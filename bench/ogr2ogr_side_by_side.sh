#!/usr/bin/env bash
# Hex coverage by woods polygons, side by side: Hexwright's vector import against the
# same computation in SQL through `ogr2ogr -dialect SQLite` (SpatiaLite ST_Intersection
# and ST_Area, candidate pairs from the GeoPackage R-tree). Both read the same
# GeoPackage written by hexwright_bench_classify; both compute the exact area of every
# woods polygon inside every hex; the totals are printed so you can see they agree.
#
# Usage: bench/ogr2ogr_side_by_side.sh [BUILD_DIR] [HEXES...]   (default: build 5000 10000 20000)
set -euo pipefail
build=${1:-build}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(5000 10000 20000)
bench="$build/bench/hexwright_bench_classify"
[ -x "$bench" ] || { echo "build $bench first (cmake --build $build --target hexwright_bench_classify)" >&2; exit 2; }
command -v ogr2ogr >/dev/null || { echo "ogr2ogr not found (apt install gdal-bin)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }

printf '%8s %9s %14s %14s %8s %18s %18s\n' hexes polygons hexwright_s ogr2ogr_s ratio hexwright_area_m2 sqlite_area_m2
for n in "${sizes[@]}"; do
  gpkg=$("$bench" --export "$work" --hexes "$n")
  # Hexwright: open the GeoPackage with OGR, read the woods, cover every hex, decide its terrain.
  out=$("$bench" --import "$gpkg" --hexes "$n")
  hw=$(awk '/hexwright_import_seconds/ {print $2}' <<<"$out")
  hw_area=$(awk '/covered_area/ {print $2}' <<<"$out")
  # SQL: the same areas, pair by pair, grouped per hex.
  # CROSS JOIN fixes SQLite's join order (hexes outside, the R-tree probed per hex):
  # with a plain JOIN the planner scans the R-tree and the cost grows quadratically.
  sql="SELECT h.idx AS idx, SUM(ST_Area(ST_Intersection(h.geom, w.geom))) AS area
       FROM hexes h CROSS JOIN rtree_woods_geom r
         ON r.minx <= ST_MaxX(h.geom) AND r.maxx >= ST_MinX(h.geom)
        AND r.miny <= ST_MaxY(h.geom) AND r.maxy >= ST_MinY(h.geom)
       CROSS JOIN woods w ON w.fid = r.id
       WHERE ST_Intersects(h.geom, w.geom)
       GROUP BY h.idx"
  t0=$(now)
  ogr2ogr -f CSV "$work/cover-$n.csv" "$gpkg" -dialect SQLite -sql "$sql" 2>"$work/ogr.log"
  t1=$(now)
  og=$(echo "$t1 - $t0" | bc -l)
  sql_area=$(awk -F, 'NR > 1 {s += $2} END {printf "%.3f", s}' "$work/cover-$n.csv")
  polygons=$((n / 4))
  printf '%8d %9d %14.3f %14.3f %7.1fx %18s %18s\n' "$n" "$polygons" "$hw" "$og" "$(echo "$og / $hw" | bc -l)" \
    "$hw_area" "$sql_area"
done
