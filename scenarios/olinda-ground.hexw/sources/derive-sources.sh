#!/usr/bin/env bash
# Re-derives this folder's two rasters from Debian's r-cran-stars package (0.6-0-4,
# bookworm), which ships them as example data under /usr/lib/R/site-library/stars/tif/.
# The package is downloaded and unpacked, not installed (no R needed). Needs gdal-bin and
# python3-numpy (gdal_calc.py), both Debian packages; run from this folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download r-cran-stars >/dev/null && dpkg-deb -x r-cran-stars_*.deb pkg)
tif="$work/pkg/usr/lib/R/site-library/stars/tif"

# The DEM as shipped: 111 x 111 pixels of 90 m, UTM zone 25 south, heights in metres.
gdal_translate -q -co COMPRESS=DEFLATE "$tif/olinda_dem_utm25s.tif" "$here/olinda_dem_utm25s.tif"

# Land cover classes from the Landsat 7 ETM+ scene (bands 1-5 and 7, 28.5 m pixels),
# band 3 red, band 4 near infrared. The thresholds are ours, chosen by eye against the
# scene, and documented in README.md: 1 water (near infrared below 25), 2 dense
# vegetation (NDVI above 0.25), 3 sparse vegetation (NDVI 0.05 to 0.25), 4 built-up or
# bare ground (the rest). Integer arithmetic would wrap around in Byte, hence 1.0*.
gdal_calc.py --quiet -A "$tif/L7_ETMs.tif" --A_band=3 -B "$tif/L7_ETMs.tif" --B_band=4 \
  --type=Byte --NoDataValue=0 --co COMPRESS=DEFLATE --overwrite --outfile="$here/landcover.tif" \
  --calc="where(B<25,1,where((1.0*B-A)>0.25*(1.0*B+A),2,where((1.0*B-A)>0.05*(1.0*B+A),3,4)))"
# Patches under 8 pixels (0.65 ha, a quarter of a hex) join their largest neighbour:
# single pixels of Landsat noise are not ground a map would draw.
gdal_sieve.py -q -st 8 -8 "$here/landcover.tif"
rm -f "$here"/*.aux.xml
