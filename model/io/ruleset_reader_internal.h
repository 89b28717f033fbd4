#pragma once
// Internal to the ruleset reader: the Reader class whose section readers are split over
// ruleset_read_*.cpp. Not part of the public model/io interface.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/io/ruleset_xml.h"

namespace hexwright::io::schema {

namespace m = hexwright::model;

// Id namespaces for duplicate and reference checks.
// Id namespaces for duplicate and reference checks.
inline constexpr const char* kSide = "side";
inline constexpr const char* kMobility = "mobility class";
inline constexpr const char* kTerrain = "terrain";
inline constexpr const char* kHexside = "hexside";
inline constexpr const char* kRoute = "route";
inline constexpr const char* kFeature = "feature";
inline constexpr const char* kArea = "area kind";
inline constexpr const char* kUnitType = "unit type";
inline constexpr const char* kOobLevel = "OOB level";
inline constexpr const char* kLayout = "counter layout";
inline constexpr const char* kMarker = "marker";
inline constexpr const char* kOptional = "optional rule";
inline constexpr const char* kSheet = "map sheet";
inline constexpr const char* kTable = "table";
inline constexpr const char* kConstant = "constant";

/// The NATO symbols a schema may name, for messages (model::parseNatoSymbol reads them).
inline constexpr const char* kNatoSymbols =
    "infantry, cavalry, artillery, leader, headquarters, supply, naval, engineer or other";

/// Reads one document. Each read* function handles one element and its children; they
/// live in ruleset_read_<section>.cpp, one file per group of sections.
class Reader {
 public:
  explicit Reader(Context& ctx) : m_ctx(ctx) {}

  std::optional<m::Ruleset> read(const pugi::xml_document& doc);

 private:
  Context& m_ctx;
  m::Ruleset m_r;
  std::set<std::string> m_seen;  // singleton elements already read
  struct FieldUse {
    std::string layout;
    std::string source;
    m::SourceLocation where;
  };
  std::vector<FieldUse> m_fieldUses;  // counter fields naming attributes, checked in finish()

  bool once(const pugi::xml_node& node, const std::string& key);
  /// The generic list reader: `node` takes no attributes and only <child> elements, each
  /// handed to `read`; anything else is reported and skipped.
  template <class F>
  void eachChild(const pugi::xml_node& node, const char* child, F&& read) {
    Element(m_ctx, node, {});
    for (auto c : childElements(m_ctx, node)) {
      if (std::string(c.name()) != child) {
        unknownChild(m_ctx, c, node, {child});
        continue;
      }
      read(c);
    }
  }
  void readGame(const pugi::xml_node& node);
  void readScale(const pugi::xml_node& node);
  void readGrid(const pugi::xml_node& node);
  void readNumbering(const pugi::xml_node& node);
  void readPrint(const pugi::xml_node& node);
  void readTurns(const pugi::xml_node& node);
  void readSides(const pugi::xml_node& node);
  void readMobility(const pugi::xml_node& node);
  void readTerrain(const pugi::xml_node& node);
  void readHexsides(const pugi::xml_node& node);
  void readRoutes(const pugi::xml_node& node);
  void readFeatures(const pugi::xml_node& node);
  void readAreas(const pugi::xml_node& node);
  void readElevation(const pugi::xml_node& node);
  void readLos(const pugi::xml_node& node);
  void readLosChild(const pugi::xml_node& node);
  void readLosChoice(const pugi::xml_node& node);
  void readLosFootprints(const pugi::xml_node& node);
  void readRoster(const pugi::xml_node& node);
  m::RosterColumnSpec readRosterColumn(const pugi::xml_node& node);
  m::RosterCellRule readRosterCell(const pugi::xml_node& node);
  m::LosBlock readLosBlock(const pugi::xml_node& node);
  m::LosException readLosException(const pugi::xml_node& node);
  std::vector<m::LosBlock> readLosBlocks(const pugi::xml_node& node);
  void readUnits(const pugi::xml_node& node);
  void readOob(const pugi::xml_node& node);
  void readCounters(const pugi::xml_node& node);
  void readMarkers(const pugi::xml_node& node);
  void readOptionalRules(const pugi::xml_node& node);
  void readChecks(const pugi::xml_node& node);
  void readConstants(const pugi::xml_node& node);

  m::MovementEntry readMove(const pugi::xml_node& node, const std::string& owner, bool directional = false);
  m::AttributeDef readAttribute(const pugi::xml_node& node, std::set<std::string>& names);
  m::StatedValue readStated(const pugi::xml_node& node);
  std::vector<m::CounterField> readFields(const pugi::xml_node& node, const std::string& layout);
  void paintFrom(const Element& e, m::PaintStyle& paint);
  void referenceList(const Element& e, const char* attr, const char* kind, std::vector<m::TypeId>& out,
                     const std::string& context);
  void finish();
};

}  // namespace hexwright::io::schema
