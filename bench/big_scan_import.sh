#!/usr/bin/env bash
# `hexwright import map` of a large historical scan, side by side with GDAL's own tools
# doing the same work: gdalwarp into the same tiled, compressed GeoTIFF with the same
# options (resampling, alpha border, compression, threads) and then gdaladdo building the
# same overviews (AVERAGE, down to 256 px). Three scans of SIZE x 3/4 SIZE pixels, made
# here from a noise pattern: a library's strip JPEG TIFF, a tiled uncompressed TIFF, and
# the strip JPEG placed by four control points instead of a geotransform. Prints wall
# seconds and peak memory of each side, and the ratio (Hexwright / GDAL; under 1 is
# faster). The GDAL side runs with its default block cache (5% of RAM). Targets (issue 37): peak under 600 MB at any size, ratio at most 1.
# Usage: bench/big_scan_import.sh [SIZE (default 20000; 40000 is the designers' largest)] [path/to/hexwright]
set -euo pipefail
size="${1:-20000}"
hw="$(realpath "${2:-build/cli/hexwright}")"
rows=$((size * 3 / 4))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

python3 - <<'PY'
import math, random
W, H = 2000, 1500
random.seed(1)
b = bytearray()
for band in range(3):
    for y in range(H):
        for x in range(W):
            v = 128 + 60 * math.sin(x / 37.0 + band) + 40 * math.cos(y / 23.0) + random.randint(-20, 20)
            b.append(max(0, min(255, int(v))))
open("seed.raw", "wb").write(b)
open("seed.hdr", "w").write("ENVI\nsamples = 2000\nlines = 1500\nbands = 3\nheader offset = 0\n"
                            "file type = ENVI Standard\ndata type = 1\ninterleave = bsq\nbyte order = 0\n")
PY
place=(-a_srs EPSG:32616 -a_ullr 380000 3880000 400000 3865000)
gdal_translate -q -outsize "$size" "$rows" -r bilinear "${place[@]}" -co COMPRESS=JPEG -co PHOTOMETRIC=YCBCR \
  -co TILED=NO -co BLOCKYSIZE=16 -co BIGTIFF=YES seed.raw strip-jpeg.tif
gdal_translate -q -outsize "$size" "$rows" -r bilinear "${place[@]}" -co TILED=YES -co BIGTIFF=YES seed.raw \
  tiled-raw.tif
gdal_translate -q -outsize "$size" "$rows" -r bilinear -a_srs EPSG:32616 \
  -gcp 0 0 380000 3880000 -gcp "$size" 0 400000 3880000 -gcp 0 "$rows" 380000 3865000 \
  -gcp "$size" "$rows" 400000 3865000 -co COMPRESS=JPEG -co PHOTOMETRIC=YCBCR -co TILED=NO -co BLOCKYSIZE=16 \
  -co BIGTIFF=YES seed.raw gcps-jpeg.tif

measure() {  # prints "SECONDS KB" of the command
  /usr/bin/time -f "%e %M" -o t.txt "$@" >/dev/null 2>&1
  cat t.txt
}
levels() {  # the overview factors map_import.cpp builds: 2, 4, … while the largest side / f >= 256
  local f=2 out=""
  while ((size / f >= 256)); do out+="$f "; f=$((f * 2)); done
  echo "$out"
}

printf '%-12s %12s %10s %12s %10s %7s\n' scan hexwright_s peak_MB gdal_s peak_MB ratio
for scan in strip-jpeg tiled-raw gcps-jpeg; do
  rm -rf b.hexw w.tif
  "$hw" new b.hexw --ruleset hell-before-night --cols 30 --rows 20 >/dev/null
  read -r hs hk < <(measure "$hw" import map b.hexw "$scan.tif")
  order=()
  [[ $scan == gcps-* ]] && order=(-order 1)
  read -r ws wk < <(measure gdalwarp -overwrite -t_srs EPSG:32616 -r bilinear "${order[@]}" -dstalpha \
    -wo NUM_THREADS=ALL_CPUS -co TILED=YES -co COMPRESS=DEFLATE -co ZLEVEL=1 \
    -co PREDICTOR=2 -co NUM_THREADS=ALL_CPUS -co BIGTIFF=IF_SAFER "$scan.tif" w.tif)
  # shellcheck disable=SC2046
  read -r as ak < <(measure gdaladdo --config GDAL_NUM_THREADS ALL_CPUS -r average \
    w.tif $(levels))
  gs=$(echo "$ws + $as" | bc)
  gk=$((wk > ak ? wk : ak))
  printf '%-12s %12s %10d %12s %10d %7.2f\n' "$scan" "$hs" $((hk / 1024)) "$gs" $((gk / 1024)) \
    "$(echo "$hs / $gs" | bc -l)"
done
