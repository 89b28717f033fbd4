#pragma once
// Shared between the three bundle documents' readers and writers (not a public header).
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "model/io/bundle.h"
#include "model/io/xml_reader.h"
#include "model/io/xml_writer.h"
#include "model/scenario/scenario.h"

namespace hexwright::io::detail {

inline constexpr const char* kScenarioFile = "scenario.xml";
inline constexpr const char* kMapFile = "map.xml";
inline constexpr const char* kOobFile = "oob.xml";

// ---- enumerations as written ----
const char* gridKindName(model::GridKind k);  // "hex", "table"
std::optional<model::GridKind> parseGridKind(std::string_view s);
const char* orientationName(model::Orientation o);  // "flat", "pointy"
std::optional<model::Orientation> parseOrientation(std::string_view s);
const char* shoveName(model::Shove s);  // "odd", "even"
std::optional<model::Shove> parseShove(std::string_view s);
const char* geometryName(model::GeometryKind g);  // "point", "polyline", "polygon"
std::optional<model::GeometryKind> parseGeometry(std::string_view s);

/// Compass names of directions 0..5: flat-top N NE SE S SW NW; pointy-top NW NE E SE SW W.
const std::array<const char*, 6>& directionNames(model::Orientation o);
/// A direction name of the orientation or a digit 0..5.
std::optional<int> parseDirection(std::string_view s, model::Orientation o);
/// The name of d (0..5) or, out of range, the number itself (which then fails to read).
std::string directionText(int d, model::Orientation o);
/// "N, NE, SE, S, SW, NW" for messages.
std::string directionList(model::Orientation o);

// ---- writing helpers ----
void writeAttributes(XmlWriter& w, const model::Attributes& attributes);
void writeProvenance(XmlWriter& w, const model::Provenance& p);
/// Space-separated printed labels.
std::string hexListText(const std::vector<model::HexCoord>& hexes, const model::OffsetConvention& c);

std::string writeMapXml(const model::Map& map);
std::string writeOobXml(const model::OrderOfBattle& oob);
std::string writeScenarioXml(const model::Scenario& scenario);
/// scenario.xml <checks> (bundle_checks_xml.cpp).
void writeScenarioChecks(XmlWriter& w, const std::vector<model::CheckConfig>& checks);

// ---- reading ----

/// Kinds of ids that must be unique and may be referred to.
enum class IdKind { Side, Formation, Unit, Area, Route, Label, Layer, Reinforcement, Victory, Placement };
const char* idKindName(IdKind k);

/// State of one readDocuments call: the three documents, the reporter, the grid used to
/// read hex labels, every id seen and every reference to check once all are read.
struct ReadContext {
  ReadContext(XmlReader& r, const XmlDoc& map, const XmlDoc& oob, const XmlDoc& scen, model::Scenario& s)
      : reader(r), mapDoc(map), oobDoc(oob), scenarioDoc(scen), scenario(s) {}

  XmlReader& reader;
  const XmlDoc& mapDoc;
  const XmlDoc& oobDoc;
  const XmlDoc& scenarioDoc;
  model::Scenario& scenario;

  /// Records an id; reports bundle.id.duplicate (pointing at the first use) when taken.
  bool define(IdKind kind, const std::string& id, const XmlDoc& doc, pugi::xml_node n, const char* attribute = "id");
  /// Records a reference to resolve after all three documents are read.
  void expect(IdKind kind, const std::string& id, const XmlDoc& doc, pugi::xml_node n, const char* attribute,
              std::string what);
  /// Reports every reference to an id that was never defined.
  void resolveReferences();

  /// Reads a printed hex label; bundle.hex.invalid when it does not parse,
  /// bundle.hex.off-map when it is not on the map (unless allowOffMap).
  std::optional<model::HexCoord> hex(const XmlDoc& doc, pugi::xml_node n, const char* attribute, std::string_view text,
                                     bool allowOffMap = false);
  /// Optional hex attribute: absent -> true and `out` untouched.
  bool optionalHex(const XmlDoc& doc, pugi::xml_node n, const char* attribute, std::optional<model::HexCoord>& out);
  /// Space-separated labels.
  bool hexList(const XmlDoc& doc, pugi::xml_node n, const char* attribute, std::vector<model::HexCoord>& out);
  bool points(const XmlDoc& doc, pugi::xml_node n, const char* attribute, std::vector<model::Vec2>& out);
  /// The <attr name type value/> children of n (other children are left to the caller).
  bool attribute(const XmlDoc& doc, pugi::xml_node attr, model::Attributes& out);
  bool provenance(const XmlDoc& doc, pugi::xml_node source, model::Provenance& out);

  const model::OffsetConvention& convention() const { return scenario.map.grid().convention; }
  model::Orientation orientation() const { return convention().orientation; }

  std::vector<pugi::xml_node> formationNodes;  // parallel to scenario.oob.formations
  /// Formations in a parent cycle or too deep: a report-all load leaves them out.
  std::set<std::string> brokenFormations;

  /// Errors reported so far, taken before an element is read.
  int mark() const { return reader.errors(); }
  /// True when no error was reported since `mark`. An element with an error of its own
  /// is left out (a report-all load goes on with the rest), never kept half-read.
  bool clean(int mark) const { return reader.errors() == mark; }

 private:
  struct Seen {
    const XmlDoc* doc;
    pugi::xml_node node;
  };
  struct Reference {
    IdKind kind;
    std::string id;
    const XmlDoc* doc;
    pugi::xml_node node;
    const char* attribute;
    std::string what;
  };
  std::array<std::unordered_map<std::string, Seen>, 10> m_ids;
  std::vector<Reference> m_references;
};

/// Each returns false when it reported an error that makes the rest meaningless
/// (the grid of map.xml); other errors are counted by the reader.
bool readMapXml(ReadContext& ctx);
void readOobXml(ReadContext& ctx);
void readScenarioXml(ReadContext& ctx);
void readScenarioChecks(ReadContext& ctx, pugi::xml_node n);

/// For a report-all load with errors (bundle_leave_out.cpp): leaves out `brokenFormations`
/// and every element that refers to one that is not there (formations, units, areas by
/// side; placements, reinforcements and victory conditions by unit, area or side), until
/// nothing dangles; a commander that is not there is only forgotten. Returns how many
/// elements (and reinforcement unit entries) were left out.
std::size_t leaveOutDangling(model::Scenario& s, const std::set<std::string>& brokenFormations);

}  // namespace hexwright::io::detail
