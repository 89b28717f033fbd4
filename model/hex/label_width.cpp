#include "model/hex/label_width.h"

#include <algorithm>

namespace hexwright::model {

int labelDigitsNeeded(const HexGrid& grid) {
  const OffsetConvention& c = grid.convention;
  // Section labels count from each section's start, so the global numbers are the widest.
  const long long largest = std::max(static_cast<long long>(grid.columns) - 1 + c.columnOrigin,
                                     static_cast<long long>(grid.rows) - 1 + c.rowOrigin);
  int digits = 1;
  for (long long v = largest; v >= 10; v /= 10) ++digits;
  return std::max(digits, c.digits);
}

void widenLabels(HexGrid& grid) { grid.convention.digits = labelDigitsNeeded(grid); }

}  // namespace hexwright::model
