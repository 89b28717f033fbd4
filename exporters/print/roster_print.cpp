#include "exporters/print/roster_print.h"

#include "exporters/print/page_document.h"
#include "exporters/print/roster_builder.h"
#include "exporters/render/roster_painter.h"

namespace hexwright::exporters {

std::optional<RosterPrintResult> exportRosters(const model::Scenario& s, const model::Ruleset* rs,
                                               const RosterPrintOptions& o, const std::filesystem::path& out,
                                               model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  const double margin = 12;
  const RosterDocument doc = buildRosters(s, rs, o.paper.widthMm, o.paper.heightMm, margin);
  if (doc.sheets.empty()) {
    diagnostics.add(model::Severity::Error, "export.rosters.empty", "the scenario has no units to put on a roster");
    return std::nullopt;
  }
  const PaperSize page = doc.landscape ? o.paper.portrait().landscape() : o.paper.portrait();
  std::string error;
  auto pdf = PageDocument::create(OutputFormat::Pdf, out, 72, error);
  if (!pdf) {
    diagnostics.add(model::Severity::Error, "export.write", error);
    return std::nullopt;
  }
  pdf->setTitle(doc.title);
  RosterPainter painter(page.widthMm, page.heightMm, margin);
  int done = 0;
  bool cancelled = false;
  const int pages = painter.paint(
      doc, [&]() -> Canvas& { return pdf->beginPage(page.widthMm, page.heightMm); },
      [&]() {
        pdf->endPage();
        progress.report(std::min(1.0, static_cast<double>(++done) / static_cast<double>(doc.sheets.size())), "rosters");
        cancelled = cancelled || progress.cancelled();
      });
  if (cancelled) {
    diagnostics.add(model::Severity::Error, "export.cancelled", "export cancelled; nothing was written");
    return std::nullopt;
  }
  if (!pdf->finish(error)) {
    diagnostics.add(model::Severity::Error, "export.write", error);
    return std::nullopt;
  }
  return RosterPrintResult{static_cast<int>(doc.sheets.size()), pages};
}

}  // namespace hexwright::exporters
