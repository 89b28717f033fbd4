#!/usr/bin/env bash
# Fails when a layer includes what docs/architecture.md ("Layers") forbids it. Run by ctest as "layering";
# tests/layering/layering_selftest.sh proves it catches a violation.
set -u
root=${1:?usage: check_layering.sh SOURCE_ROOT}
status=0

forbid() { # folder, regex, what, [excluded path prefix: a subfolder "x/" or a file]
  local dir="$root/$1" hits
  [ -d "$dir" ] || return 0
  hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($2)" "$dir" \
           --include='*.h' --include='*.hpp' --include='*.cpp' --include='*.cc' |
         { if [ -n "${4:-}" ]; then grep -v "^$root/$4"; else cat; fi; })
  if [ -n "$hits" ]; then
    echo "layering: $1 must not include $3:"
    echo "$hits"
    status=1
  fi
}

gdal='gdal|ogr_|cpl_|cpl/|gdal/'
forbid model "wx/|cairo|pango|$gdal|pugixml|zip\\.h" "wx, Cairo, Pango, GDAL, pugixml or libzip" model/io/
forbid model/io "wx/|cairo|pango|$gdal" "wx, Cairo, Pango or GDAL"
forbid importers 'wx/|cairo|pango' "wx, Cairo or Pango"
forbid exporters "wx/|$gdal" "wx or GDAL"
# OpenCV stays inside recognition/ (linked privately), as GDAL stays inside importers/.
forbid recognition "wx/|cairo|pango|pugixml|$gdal" "wx, Cairo, Pango, pugixml or GDAL"
forbid recognition '(exporters|editor|cli)/' "exporters, editor or cli"
forbid model 'opencv' "OpenCV"
forbid importers 'opencv|recognition/' "OpenCV or recognition"
forbid exporters 'opencv|recognition/' "OpenCV or recognition"
forbid cli 'opencv' "OpenCV (image analysis goes through recognition/)"
forbid editor 'opencv' "OpenCV (image analysis goes through recognition/)"
forbid cli "wx/|$gdal" "wx or GDAL (GDAL work goes through importers/)"
# The editor's core is tested without a display and draws through the exporters' painter;
# backgrounds are decoded by importers/raster, so no editor file sees GDAL.
forbid editor/core "wx/" "wx"
forbid editor/render "wx/" "wx"
forbid editor "$gdal" "GDAL (GDAL work goes through importers/)"
# The model must not reach up into the layers above it either.
forbid model '(importers|exporters|editor|cli)/' "importers, exporters, editor or cli" model/io/
forbid model/io '(importers|exporters|editor|cli)/' "importers, exporters, editor or cli"
forbid importers '(exporters|editor|cli)/' "exporters, editor or cli"
forbid exporters '(importers|editor|cli)/' "importers, editor or cli"
forbid editor/core '(editor/gui|cli)/' "editor/gui or cli"
# Each importer stands on the importers' base (common, gdal, ground, georef, mapping) and
# never on a sibling importer: what two importers share moves into the base.
importers_list='dem gis landcover oob convert raster vector'
for importer in $importers_list; do
  siblings=$(printf '%s\n' $importers_list | grep -vx "$importer" | paste -sd'|')
  forbid "importers/$importer" "importers/($siblings)/" "another importer's folder (shared pieces go in importers/common)"
done

# The importers' base owns how an input is read and how a place in it is named: every
# whole-file read goes through common/input_file.h (size cap, regular files only), every
# "file:line" through common/input_location.h. gdal/ sits below common/ and names its file
# itself.
uses() { # folder, regex, what, allowed file
  local hits
  [ -d "$root/$1" ] || return 0
  hits=$(grep -rnE "$2" "$root/$1" --include='*.h' --include='*.cpp' | grep -v "^$root/$4" | grep -v "^$root/importers/gdal/")
  if [ -n "$hits" ]; then
    echo "layering: $1 must use $3:"
    echo "$hits"
    status=1
  fi
}
uses importers 'SourceLocation[[:space:]]*\{' "atInput/atInputLine (importers/common/input_location.h)" importers/common/input_location.cpp
uses importers 'readWholeFile|std::ifstream|fopen[[:space:]]*\(' "readInputFile (importers/common/input_file.h)" importers/common/input_file.

# Rulesets are data: no production code names a shipped ruleset's id (a game's own
# behaviour belongs in its schema, as Bloody April's roster sheet does).
ids=$(find "$root/schemas" -mindepth 2 -maxdepth 2 -name ruleset.xml -printf '%h|' 2>/dev/null | sed "s#$root/schemas/##g")
if [ -n "$ids" ]; then
  hits=$(cd "$root" && grep -rnE "\"(${ids%|})\"" model importers exporters cli editor recognition \
           --include='*.h' --include='*.hpp' --include='*.cpp' --include='*.cc' 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "layering: production code must not name a ruleset id (put the behaviour in the schema):"
    echo "$hits"
    status=1
  fi
fi

[ $status -eq 0 ] && echo "layering: ok"
exit $status
