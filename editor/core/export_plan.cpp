#include "editor/core/export_plan.h"

#include <cctype>
#include <cstdio>

#include "editor/core/background_loader.h"

namespace hexwright::editor {

namespace fs = std::filesystem;
namespace ex = hexwright::exporters;

fs::path defaultExportPath(const Document& doc, const std::string& suffix, const fs::path& fallbackDir) {
  if (const auto& p = doc.path()) {
    const fs::path bundle = p->filename().empty() ? p->parent_path() : *p;
    return bundle.parent_path() / (bundle.stem().string() + suffix);
  }
  // A file name from the title: letters and digits, the rest as single dashes.
  std::string name;
  for (const unsigned char c : doc.scenario().title) {
    if (std::isalnum(c))
      name += static_cast<char>(std::tolower(c));
    else if (!name.empty() && name.back() != '-')
      name += '-';
  }
  while (!name.empty() && name.back() == '-') name.pop_back();
  return fallbackDir / ((name.empty() ? std::string("untitled") : name) + suffix);
}

const std::vector<std::string>& paperChoices() {
  static const std::vector<std::string> papers{"letter", "legal", "tabloid", "a4", "a3", "22x34in", "24x36in"};
  return papers;
}

std::optional<ex::MapPrintOptions> mapPrintOptions(const MapExportChoices& c, const fs::path& target,
                                                   std::string& error) {
  const auto paper = ex::parsePaper(c.paper, error);
  if (!paper) return std::nullopt;
  ex::MapPrintOptions o;
  ex::setPaper(o, *paper, c.orientation);
  o.format = ex::formatFromExtension(target).value_or(ex::OutputFormat::Pdf);
  o.singleSheet = c.singleSheet;
  if (c.background) ex::printOverBackground(o);
  return o;
}

std::optional<ex::MapPrintResult> planMapExport(const Document& doc, const ex::MapPrintOptions& options) {
  model::Diagnostics ignored;  // the export reports them
  return ex::planMapPages(doc.scenario(), &doc.ruleset(), options, ignored);
}

std::string describeMapPages(const ex::MapPrintResult& plan) {
  char text[160];
  if (plan.wholeMap)
    std::snprintf(text, sizeof text, "1 page of %.0f x %.0f mm (the whole map)", plan.pageWidthMm, plan.pageHeightMm);
  else if (plan.pages <= 1)
    std::snprintf(text, sizeof text, "1 page, %s", plan.paper.c_str());
  else
    std::snprintf(text, sizeof text, "%d pages: %d x %d sheets of %s and the assembly index", plan.pages, plan.rows,
                  plan.cols, plan.paper.c_str());
  return text;
}

std::string backgroundUnavailable(const Document& doc) {
  if (!hasBackgroundPicture(doc.scenario()))
    return "The map has no background picture (Import Map with Control Points adds one).";
  return {};
}

std::optional<ex::MapPrintResult> exportDocumentMap(Document& doc, const ex::MapPrintOptions& options,
                                                    const fs::path& target, model::Diagnostics& diagnostics,
                                                    model::ProgressReporter& progress) {
  ex::MapPrintOptions o = options;
  if (o.layers.background) {
    const auto bundle = doc.path() ? doc.path() : doc.loadedFrom();
    // The staging folder is made on first use: asked for only when something is staged.
    const fs::path staging = doc.stagedFiles().empty() ? fs::path() : doc.stagingDir();
    o.backgroundSource = openPrintBackgrounds(doc.scenario(), bundle, diagnostics, doc.stagedFiles(), staging);
  }
  return ex::exportMap(doc.scenario(), &doc.ruleset(), o, target, {}, diagnostics, progress);
}

}  // namespace hexwright::editor
