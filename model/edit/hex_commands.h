#pragma once
// Commands on per-hex and per-hexside map layers.
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "model/edit/command.h"
#include "model/map/map_layers.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

/// Sets one value per hex (terrain or elevation). A stroke of the same value merges
/// into one step; each hex keeps the value it had before the stroke began.
template <class Traits>
class SetHexValues final : public Command {
 public:
  using Value = typename Traits::Value;
  /// `label`, when given, is the undo step's ("Paint Terrain: Woods", the schema's name
  /// where the value is a type id); otherwise the traits' label of the value.
  SetHexValues(std::vector<HexCoord> hexes, Value value, std::string label = {})
      : m_value(std::move(value)), m_label(std::move(label)) {
    for (HexCoord h : hexes) add(h);
  }

  bool mergeWith(const Command& next) override {
    const auto* other = dynamic_cast<const SetHexValues*>(&next);
    if (!other || other->m_value != m_value) return false;
    for (const auto& [h, before] : other->m_before) {
      if (!covers(h)) m_before.emplace_back(h, before);
    }
    return true;
  }
  ChangeSet changes() const override {
    ChangeSet c{Traits::kChange, {}};
    for (const auto& entry : m_before) c.hexes.push_back(entry.first);
    return c;
  }

 protected:
  void onApply(Scenario& s) override {
    for (auto& [h, before] : m_before) {
      if (!m_captured) before = Traits::get(s.map, h);
      Traits::set(s.map, h, m_value);
    }
    m_captured = true;
  }
  void onRevert(Scenario& s) override {
    for (auto it = m_before.rbegin(); it != m_before.rend(); ++it) Traits::set(s.map, it->first, it->second);
  }
  std::string onLabel() const override { return m_label.empty() ? Traits::label(m_value) : m_label; }

 private:
  bool covers(HexCoord h) const {
    for (const auto& entry : m_before)
      if (entry.first == h) return true;
    return false;
  }
  void add(HexCoord h) {
    if (!covers(h)) m_before.emplace_back(h, Value{});
  }

  Value m_value;
  std::string m_label;
  std::vector<std::pair<HexCoord, Value>> m_before;
  bool m_captured = false;
};

struct TerrainTraits {
  using Value = TypeId;
  static constexpr unsigned kChange = kChangeTerrain;
  static Value get(const Map& m, HexCoord h) { return m.terrainAt(h); }
  static void set(Map& m, HexCoord h, const Value& v) { m.setTerrain(h, v); }
  static std::string label(const Value& v) { return "Paint Terrain: " + v; }
};

struct ElevationTraits {
  using Value = int;
  static constexpr unsigned kChange = kChangeElevation;
  static Value get(const Map& m, HexCoord h) { return m.elevationAt(h); }
  static void set(Map& m, HexCoord h, const Value& v) { m.setElevation(h, v); }
  static std::string label(const Value& v) { return "Set Elevation: " + std::to_string(v); }
};

using SetTerrain = SetHexValues<TerrainTraits>;
using SetElevation = SetHexValues<ElevationTraits>;

/// Replaces the whole feature set of one key (a hex or a hexside); an empty set removes
/// the key, so files never list empty entries.
template <class Key, class Feature, unsigned kChangeKind>
class SetFeatureSet final : public Command {
 public:
  SetFeatureSet(Key key, std::vector<Feature> features, std::string label)
      : m_key(key), m_after(std::move(features)), m_label(std::move(label)) {}
  ChangeSet changes() const override { return {kChangeKind, hexesTouched()}; }

 protected:
  void onApply(Scenario& s) override {
    auto& layer = Layer::of(s.map);
    if (!m_captured) {
      auto it = layer.find(m_key);
      m_before = it == layer.end() ? std::vector<Feature>{} : it->second;
      m_captured = true;
    }
    put(layer, m_after);
  }
  void onRevert(Scenario& s) override { put(Layer::of(s.map), m_before); }
  std::string onLabel() const override { return m_label; }

 private:
  struct Layer {
    static auto& of(Map& m) {
      if constexpr (std::is_same_v<Key, HexCoord>)
        return m.hexFeatures;
      else
        return m.hexsideFeatures;
    }
  };
  template <class L>
  void put(L& layer, const std::vector<Feature>& v) {
    if (v.empty())
      layer.erase(m_key);
    else
      layer[m_key] = v;
  }
  std::vector<HexCoord> hexesTouched() const {
    if constexpr (std::is_same_v<Key, HexCoord>)
      return {m_key};
    else {
      auto both = hexesOf(m_key);
      return {both[0], both[1]};
    }
  }

  Key m_key;
  std::vector<Feature> m_after;
  std::vector<Feature> m_before;
  std::string m_label;
  bool m_captured = false;
};

using SetHexFeatures = SetFeatureSet<HexCoord, HexFeature, kChangeHexFeatures>;
using SetHexsideFeatures = SetFeatureSet<HexsideKey, HexsideFeature, kChangeHexsides>;

}  // namespace hexwright::model
