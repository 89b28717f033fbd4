#!/usr/bin/env bash
# Proves check_layering.sh catches each forbidden include: builds a throwaway tree with
# one violation at a time and expects the check to fail, then a clean tree to pass.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

expect() { # expected-status, file, include line
  rm -rf "$tmp/tree" && mkdir -p "$tmp/tree/model/io" "$tmp/tree/exporters" "$tmp/tree/importers" "$tmp/tree/cli" \
    "$tmp/tree/schemas/bloody-april" "$tmp/tree/schemas/conversions" && touch "$tmp/tree/schemas/bloody-april/ruleset.xml"
  if [ -n "$2" ]; then mkdir -p "$(dirname "$tmp/tree/$2")" && printf '%s\n' "$3" > "$tmp/tree/$2"; fi
  "$here/check_layering.sh" "$tmp/tree" >/dev/null 2>&1
  local status=$?
  if [ "$status" -ne "$1" ]; then
    echo "expected status $1 for '$3' in $2, got $status"
    fail=1
  fi
}

expect 0 "" ""
expect 1 model/map/x.h '#include <wx/wx.h>'
expect 1 model/x.cpp '#include <cairo.h>'
expect 1 model/hex/x.h '#include "gdal_priv.h"'
expect 1 model/x.cpp '#include <pugixml.hpp>'
expect 0 model/io/x.cpp '#include <pugixml.hpp>'
expect 1 model/io/x.cpp '#include <cairo.h>'
expect 1 exporters/render/x.cpp '#include <gdal.h>'
expect 1 exporters/x.cpp '#include <wx/dc.h>'
expect 0 exporters/x.cpp '#include <cairo.h>'
expect 0 recognition/x.cpp '#include <opencv2/imgproc.hpp>'
expect 1 recognition/x.cpp '#include <gdal_priv.h>'
expect 1 recognition/x.cpp '#include "exporters/render/map_painter.h"'
expect 1 cli/x.cpp '#include <opencv2/core.hpp>'
expect 1 model/x.h '#include <opencv2/core.hpp>'
expect 1 importers/x.cpp '#include "recognition/hex_features.h"'
expect 1 importers/x.cpp '#include <cairo-pdf.h>'
expect 1 importers/x.cpp '#  include <wx/image.h>'
expect 0 importers/x.cpp '#include "ogr_api.h"'
expect 1 importers/oob/x.cpp '  l.source = model::SourceLocation{file, 3, 0};'
expect 0 importers/common/input_location.cpp '  where.source = model::SourceLocation{file, line, column};'
expect 1 importers/dem/x.cpp '  std::ifstream in(path);'
expect 0 importers/common/input_file.cpp '  if (io::readWholeFile(file, text, error, cap)) return text;'
expect 1 importers/dem/x.cpp '#include "importers/landcover/landcover_import.h"'
expect 1 importers/convert/x.cpp '#include "importers/oob/oob_builder.h"'
expect 0 importers/dem/x.cpp '#include "importers/common/grid_raster.h"'
expect 0 importers/vector/x.cpp '#include "importers/mapping/mapping.h"'
expect 1 cli/x.cpp '#include <wx/app.h>'
expect 1 model/x.cpp '#include "exporters/render/canvas.h"'
expect 1 model/x.cpp '#include <pango/pangocairo.h>'
expect 1 model/x.cpp '#include <zip.h>'
expect 0 model/io/x.cpp '#include <zip.h>'
expect 1 model/io/x.cpp '#include <pango/pango.h>'
expect 1 importers/x.cpp '#include <pango/pango.h>'
expect 1 cli/x.cpp '#include "gdal_priv.h"'
expect 1 cli/commands/x.cpp '#include <ogr_spatialref.h>'
expect 0 cli/x.cpp '#include "importers/gdal/gdal_setup.h"'
expect 1 editor/core/x.cpp '#include <wx/string.h>'
expect 1 editor/core/tools/x.cpp '#include "cpl_error.h"'
expect 1 editor/render/x.cpp '#include <wx/dcclient.h>'
expect 1 editor/core/x.cpp '#include "editor/gui/main_frame.h"'
expect 1 editor/core/background_loader.cpp '#include "gdal_priv.h"'
expect 1 editor/gui/x.cpp '#include <ogr_geometry.h>'
expect 1 editor/main.cpp '#include "cpl_conv.h"'
expect 0 editor/gui/x.cpp '#include <wx/frame.h>'
expect 1 exporters/print/x.cpp 'if (s.rulesetId == "bloody-april") return layout();'
expect 0 exporters/print/x.cpp 'if (s.rulesetId == "bloody-april-2") return layout();'
expect 0 importers/x.cpp 'const auto dir = root / "conversions";'

[ $fail -eq 0 ] && echo "layering self-test: ok"
exit $fail
