// `import oob` end to end over arbitrary bytes: decoding, CSV or text parsing, --side and
// --army anchoring, and the builder that gives rows their ruleset meaning (levels, types,
// strengths, codes, ids against the existing order of battle), then the CSV `export oob`
// writes from the result. The sample bundles are loaded once; the input's first byte
// picks the bundle (so the ruleset and its conversion profile) and the options, the rest
// is the file's contents.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "importers/oob/oob_csv_writer.h"
#include "importers/oob/oob_import.h"
#include "model/io/bundle_with_ruleset.h"

namespace {

struct Sample {
  hexwright::model::Scenario scenario;
  hexwright::model::Ruleset ruleset;
};

std::vector<Sample>& samples() {
  static std::vector<Sample> loaded;
  return loaded;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  for (const char* name :
       {"bloody-april", "dress-on-the-colors", "hell-before-night", "huzzah", "unconditional-surrender"}) {
    hexwright::model::Diagnostics d;
    auto b = hexwright::io::loadBundleWithRuleset(std::string(HEXWRIGHT_FUZZ_SCENARIOS) + "/" + name + ".hexw", d);
    if (b && b->ruleset) samples().push_back({std::move(b->scenario), std::move(*b->ruleset)});
  }
  if (samples().empty()) std::abort();  // a fuzz run without a ruleset would test nothing
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace oob = hexwright::importers::oob;
  if (size == 0) return 0;
  const std::uint8_t options = data[0];
  const Sample& sample = samples()[options % samples().size()];
  oob::OobImportRequest request;
  // bits 3-4: the input format; 5: --replace; 6: --side; 7: --army.
  static const oob::OobFormat kFormats[] = {oob::OobFormat::Auto, oob::OobFormat::Csv, oob::OobFormat::Text,
                                            oob::OobFormat::Auto};
  request.format = kFormats[(options >> 3) & 3];
  request.file = request.format == oob::OobFormat::Auto && (options & 0x04) ? "fuzz.csv" : "fuzz.txt";
  request.replace = options & 0x20;
  if (options & 0x40 && !sample.ruleset.sides.empty()) request.side = sample.ruleset.sides.front().id.str();
  if (options & 0x80) request.army = "Army of the Fuzz";
  hexwright::model::Diagnostics d;
  const auto r = oob::importOobText(std::string(reinterpret_cast<const char*>(data) + 1, size - 1), sample.scenario,
                                    sample.ruleset, request, d);
  if (r.ok) (void)oob::writeOobCsv(r.oob);
  return 0;
}
