// hexwright export gis BUNDLE -o FILE.gpkg|FILE.geojson [--output-format gpkg|geojson]
//   [--format text|json]
// The hex map as GIS layers in the map's CRS (importers/gis/gis_export.h).
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "importers/gis/gis_export.h"
#include "model/io/bundle.h"

namespace hexwright::cli {
namespace {

struct ExportGisOptions {
  std::string bundle;
  std::string output;
  std::string outputFormat;  // empty: from the extension
  std::string format = "text";
};

void runExportGis(const ExportGisOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  const bool json = o.format == "json";
  nlohmann::json j;
  std::optional<importers::GisFormat> format;
  if (o.outputFormat == "gpkg")
    format = importers::GisFormat::GeoPackage;
  else if (o.outputFormat == "geojson")
    format = importers::GisFormat::GeoJson;
  else
    format = importers::gisFormatFromExtension(o.output);
  if (!format) {
    d.add(model::Severity::Error, "export.gis.format",
          "cannot tell the format of " + o.output + ": name it .gpkg or .geojson, or give --output-format");
    return finishCommand(ctx, json, d, j, kExitBadInput);
  }
  const auto scenario = io::loadBundle(o.bundle, d);
  if (!scenario) return finishCommand(ctx, json, d, j, kExitBadInput);
  const auto r = importers::exportGis(*scenario, o.output, *format, d);
  if (!r) return finishCommand(ctx, json, d, j, kExitBadInput);
  j["output"] = o.output;
  j["layers"] = {
      {"hexes", r->hexes},     {"hexsides", r->hexsides}, {"routes", r->routes}, {"hex_features", r->hexFeatures},
      {"victory", r->victory}, {"areas", r->areas},       {"units", r->units}};
  if (!json)
    ctx.out << "Wrote " << o.output << ": " << r->hexes << " hexes, " << r->hexsides << " hexside features, "
            << r->routes << " routes, " << r->hexFeatures << " hex features, " << r->victory << " victory hexes, "
            << r->areas << " areas, " << r->units << " units\n";
  finishCommand(ctx, json, d, j, kExitOk);
}

}  // namespace

void addExportGisCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ExportGisOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("-o,--output", o->output, "File to write: name.gpkg or name.geojson")->required();
  cmd->add_option("--output-format", o->outputFormat, "Output file format (default: from the extension)")
      ->check(CLI::IsMember({"gpkg", "geojson"}));
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runExportGis(*o, ctx); });
}

}  // namespace hexwright::cli
