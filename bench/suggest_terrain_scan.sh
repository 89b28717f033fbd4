#!/usr/bin/env bash
# `hexwright suggest terrain` on the issue's case: a 60 x 80 hex map (Hell Before Night,
# 176 yards a hex) over a scan 20,000 pixels tall, with 40 examples. The scan is the
# Landsat crop of tests/recognition/data enlarged to that size (a JPEG TIFF, as a library
# scan comes) and placed by `import map`, which builds its overviews; only the suggestion
# is timed. Prints wall seconds and peak memory of three runs (target: under 10 s on 2
# cores). Usage: bench/suggest_terrain_scan.sh [path/to/hexwright]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
hw="$(realpath "${1:-$root/build/cli/hexwright}")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

# 60 columns of flat-topped 160.9 m hexes span about 8,500 m, 80 rows about 13,000 m.
gdal_translate -q -outsize 13100 20000 -r bilinear -a_srs EPSG:32612 -a_ullr 323000 4120000 331515 4107000 \
  -co COMPRESS=JPEG -co PHOTOMETRIC=YCBCR -co TILED=YES -co BIGTIFF=YES \
  "$root/tests/recognition/data/zion-landsat8-rgb.tif" scan.tif
"$hw" new b.hexw --ruleset hell-before-night --cols 60 --rows 80 >/dev/null
/usr/bin/time -f "import map: %e s, peak %M KB" "$hw" import map b.hexw scan.tif >/dev/null
types=(clear light-woods heavy-woods thicket)
for i in $(seq 0 39); do
  printf '%02d%02d %s\n' $((1 + (i * 7) % 60)) $((1 + (i * 13) % 79)) "${types[$((i % 4))]}"
done >examples.txt
for run in 1 2 3; do
  /usr/bin/time -f "suggest terrain, run $run: %e s, peak %M KB" \
    "$hw" suggest terrain b.hexw --examples examples.txt --format json >/dev/null
done
