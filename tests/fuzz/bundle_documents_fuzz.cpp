// The bundle reader over arbitrary bytes: the input is scenario.xml, map.xml and oob.xml
// separated by \x01 (a byte XML never contains); a missing part is empty.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "model/io/bundle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view in(reinterpret_cast<const char*>(data), size);
  hexwright::io::BundleDocuments docs;
  for (std::string* part : {&docs.scenarioXml, &docs.mapXml, &docs.oobXml}) {
    const std::size_t cut = in.find('\x01');
    *part = std::string(in.substr(0, cut));
    in = cut == std::string_view::npos ? std::string_view() : in.substr(cut + 1);
  }
  hexwright::model::Diagnostics d;
  const auto s = hexwright::io::readDocuments(docs, "fuzz.hexw", d);
  // What loads must save and load again (the save's own read-back check).
  if (s) (void)hexwright::io::writeDocuments(*s);
  return 0;
}
