#pragma once
// Every change to a scenario is a Command: apply (first time and redo), revert (undo),
// a label for the undo menu, and mergeWith so a drag-paint stroke is one undo step.
#include <memory>
#include <string>
#include <vector>

#include "model/hex/hex_coord.h"

namespace hexwright::model {

struct Scenario;

/// What a command touched, so views refresh only that.
enum ChangeKind : unsigned {
  kChangeTerrain = 1u << 0,
  kChangeElevation = 1u << 1,
  kChangeHexFeatures = 1u << 2,
  kChangeHexsides = 1u << 3,
  kChangeRoutes = 1u << 4,
  kChangeAreas = 1u << 5,
  kChangeLabels = 1u << 6,
  kChangeBackgrounds = 1u << 7,
  kChangeVectors = 1u << 8,
  kChangeOob = 1u << 9,
  kChangeSetup = 1u << 10,
  kChangeReinforcements = 1u << 11,
  kChangeVictory = 1u << 12,
  kChangeProperties = 1u << 13,
  kChangeGrid = 1u << 14,
  kChangeEverything = ~0u,
};

struct ChangeSet {
  unsigned kinds = 0;
  std::vector<HexCoord> hexes;  // empty with a map kind: the whole map
};

class Command {
 public:
  virtual ~Command() = default;
  void apply(Scenario& s) { onApply(s); }
  void revert(Scenario& s) { onRevert(s); }
  std::string label() const { return onLabel(); }
  /// Absorb `next` (already applied) into this command; true when absorbed.
  virtual bool mergeWith(const Command& next) {
    (void)next;
    return false;
  }
  virtual ChangeSet changes() const = 0;

 protected:
  virtual void onApply(Scenario& s) = 0;
  virtual void onRevert(Scenario& s) = 0;
  virtual std::string onLabel() const = 0;
};

using CommandPtr = std::unique_ptr<Command>;

}  // namespace hexwright::model
