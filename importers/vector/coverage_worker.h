#pragma once
// Terrain polygons meet the hex grid on a second thread while the importer goes on
// reading: OGR's read and the kept-ground copy run on one core, the clipping of each
// polygon to its hexes (CoverageGrid::add, the larger half of the work) on the other.
// Polygons are taken in the order given, so the result is the one a single thread gets.
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "importers/vector/polygon_coverage.h"

namespace hexwright::importers {

class CoverageWorker {
 public:
  explicit CoverageWorker(CoverageGrid& grid);
  /// Stops without adding what is still queued (the import was cancelled or failed).
  ~CoverageWorker();
  CoverageWorker(const CoverageWorker&) = delete;
  CoverageWorker& operator=(const CoverageWorker&) = delete;

  void add(PlanePolygon polygon, std::size_t slot);
  /// Returns once every polygon given has been added to the grid; the grid is then the
  /// caller's again. Throws what adding threw on the other thread.
  void finish();

 private:
  using Batch = std::vector<std::pair<PlanePolygon, std::size_t>>;
  void send(bool last);
  void run();

  CoverageGrid& m_grid;
  Batch m_filling;
  std::mutex m_mutex;
  std::condition_variable m_changed;
  std::deque<Batch> m_queue;
  bool m_last = false;
  bool m_stop = false;
  std::exception_ptr m_failure;
  std::thread m_thread;
};

}  // namespace hexwright::importers
