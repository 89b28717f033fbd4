#pragma once
// A bundle on disk with mistakes inside well-formed documents, as a designer's hand edit
// leaves them: a unit in a formation that does not exist, and a placement whose facing
// is not a direction (u-lost and its placement, and u-turned's placement, are left out).
// A strict load refuses it; the editor opens it in part.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor_fixture.h"
#include "support/files.h"

namespace hexwright::editor::testing {

struct PartialBundle {
  std::filesystem::path path;
  std::string goodUnit;  // kept by the partial load, placed at goodHex
  model::HexCoord goodHex;
};

inline void insertBefore(std::string& text, const std::string& anchor, const std::string& what) {
  const auto at = text.find(anchor);
  ASSERT_NE(at, std::string::npos) << anchor;
  text.insert(at, what);
}

inline PartialBundle writePartialBundle(const std::filesystem::path& path) {
  PartialBundle out{path, {}, {}};
  auto doc = testDocument();
  const std::string formation = addFormation(*doc, "union", "", "1st Brigade");
  out.goodUnit = addUnit(*doc, "union", formation, "infantry", "2nd Iowa");
  out.goodHex = hexAtOffset(*doc, 4, 4);
  doc->execute(placeUnitCommand(doc->scenario(), out.goodUnit, out.goodHex));
  model::Diagnostics d;
  EXPECT_TRUE(doc->saveAs(path, d)) << (d.empty() ? "" : formatDiagnostic(d.items().front()));
  std::string oob = hexwright::testing::readFile(path / "oob.xml");
  insertBefore(oob, "</units>",
               "<unit id=\"u-lost\" type=\"infantry\" side=\"union\" formation=\"f-nowhere\"/>\n"
               "<unit id=\"u-turned\" type=\"infantry\" side=\"union\" formation=\"" +
                   formation + "\"/>\n");
  hexwright::testing::writeFile(path / "oob.xml", oob);
  std::string scenario = hexwright::testing::readFile(path / "scenario.xml");
  insertBefore(scenario, "</setup>",
               "<placement unit=\"u-lost\" hex=\"" + hexLabel(doc->scenario(), hexAtOffset(*doc, 2, 2)) + "\"/>\n" +
                   "<placement unit=\"u-turned\" hex=\"" + hexLabel(doc->scenario(), hexAtOffset(*doc, 6, 2)) +
                   "\" facing=\"Q\"/>\n");
  hexwright::testing::writeFile(path / "scenario.xml", scenario);
  return out;
}

}  // namespace hexwright::editor::testing
