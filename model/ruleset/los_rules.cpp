#include "model/ruleset/los_rules.h"

#include <algorithm>

namespace hexwright::model {

const char* losAlongName(LosAlong a) {
  switch (a) {
    case LosAlong::Either:
      return "either";
    case LosAlong::Both:
      return "both";
    case LosAlong::Unknown:
      break;
  }
  return "unknown";
}

std::optional<LosAlong> parseLosAlong(const std::string& name) {
  if (name == "either") return LosAlong::Either;
  if (name == "both") return LosAlong::Both;
  if (name == "unknown") return LosAlong::Unknown;
  return std::nullopt;
}

const char* losHeightName(LosHeight h) {
  switch (h) {
    case LosHeight::AboveLower:
      return "above-lower";
    case LosHeight::NearerLower:
      return "nearer-lower";
    case LosHeight::None:
      break;
  }
  return "none";
}

std::optional<LosHeight> parseLosHeight(const std::string& name) {
  if (name == "none") return LosHeight::None;
  if (name == "above-lower") return LosHeight::AboveLower;
  if (name == "nearer-lower") return LosHeight::NearerLower;
  return std::nullopt;
}

const LosOption* LosChoice::findOption(const std::string& optionId) const {
  auto it = std::find_if(options.begin(), options.end(), [&](const LosOption& o) { return o.id == optionId; });
  return it == options.end() ? nullptr : &*it;
}

const LosChoice* LosRules::findChoice(const std::string& id) const {
  auto it = std::find_if(choices.begin(), choices.end(), [&](const LosChoice& c) { return c.id == id; });
  return it == choices.end() ? nullptr : &*it;
}

const LosCondition* LosRules::findCondition(const std::string& id) const {
  auto it = std::find_if(conditions.begin(), conditions.end(), [&](const LosCondition& c) { return c.id == id; });
  return it == conditions.end() ? nullptr : &*it;
}

const LosFootprint* LosRules::findFootprint(const std::string& state) const {
  auto it = std::find_if(footprints.begin(), footprints.end(), [&](const LosFootprint& f) { return f.state == state; });
  return it == footprints.end() ? nullptr : &*it;
}

}  // namespace hexwright::model
