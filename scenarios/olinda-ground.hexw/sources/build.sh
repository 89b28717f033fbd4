#!/usr/bin/env bash
# Rebuilds the bundle around this folder from the rasters here, with nothing but
# hexwright commands: `sources/build.sh [hexwright]` (default: hexwright on the PATH).
# tests/cli/olinda_sample_test.cpp runs the same steps and expects the same map.xml.
set -euo pipefail
hexwright=${1:-hexwright}
here=$(cd "$(dirname "$0")" && pwd)
bundle=$(dirname "$here")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
new="$work/olinda-ground.hexw"

"$hexwright" new "$new" --ruleset unconditional-surrender --cols 36 --rows 30 \
  --title "Olinda: ground from Landsat 7 and a DEM (natural-style sample)"
"$hexwright" grid "$new" --crs EPSG:31985 --origin 292400,9120450
"$hexwright" import landcover "$new" "$here/landcover.tif" --mapping "$here/landcover-mapping.xml" --method centre
"$hexwright" import dem "$new" "$here/olinda_dem_utm25s.tif" --interval 20

# The map and what was kept replace the bundle's; sources/ is left as it is.
rm -rf "$bundle/rasters"
for f in map.xml scenario.xml oob.xml; do cp "$new/$f" "$bundle/$f"; done
cp -r "$new/rasters" "$bundle/rasters"
echo "rebuilt $bundle"
