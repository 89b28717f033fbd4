#pragma once
// Strong string ids: a UnitId cannot be passed where a FormationId is expected.
// Ids are the designer's own text ("u-8-ill"), stable across saves, never pointers.
#include <compare>
#include <functional>
#include <string>
#include <utility>

namespace hexwright::model {

template <class Tag>
struct StrongId {
  std::string value;

  StrongId() = default;
  explicit StrongId(std::string v) : value(std::move(v)) {}
  bool empty() const { return value.empty(); }
  const std::string& str() const { return value; }
  friend bool operator==(const StrongId&, const StrongId&) = default;
  friend auto operator<=>(const StrongId&, const StrongId&) = default;
};

using UnitId = StrongId<struct UnitTag>;
using FormationId = StrongId<struct FormationTag>;
using SideId = StrongId<struct SideTag>;
using AreaId = StrongId<struct AreaTag>;
using RouteId = StrongId<struct RouteTag>;
using LabelId = StrongId<struct LabelTag>;
using LayerId = StrongId<struct LayerTag>;
using FeatureId = StrongId<struct FeatureTag>;
using ReinforcementId = StrongId<struct ReinforcementTag>;
using VictoryId = StrongId<struct VictoryTag>;

/// Ids of things the ruleset schema defines (terrain "heavy-woods", unit type "infantry").
using TypeId = std::string;

}  // namespace hexwright::model

template <class Tag>
struct std::hash<hexwright::model::StrongId<Tag>> {
  std::size_t operator()(const hexwright::model::StrongId<Tag>& id) const noexcept {
    return std::hash<std::string>{}(id.value);
  }
};
