#include "importers/vector/coverage_worker.h"

namespace hexwright::importers {
namespace {

// Batches keep the lock out of the per-polygon path; the queue's bound keeps a reader
// that outruns the clipping from holding a whole large source twice.
constexpr std::size_t kBatchPolygons = 64;
constexpr std::size_t kQueuedBatches = 256;

}  // namespace

CoverageWorker::CoverageWorker(CoverageGrid& grid) : m_grid(grid), m_thread([this] { run(); }) {}

CoverageWorker::~CoverageWorker() {
  {
    std::lock_guard lock(m_mutex);
    m_stop = true;
  }
  m_changed.notify_all();
  if (m_thread.joinable()) m_thread.join();
}

void CoverageWorker::add(PlanePolygon polygon, std::size_t slot) {
  m_filling.emplace_back(std::move(polygon), slot);
  if (m_filling.size() >= kBatchPolygons) send(false);
}

void CoverageWorker::finish() {
  if (!m_thread.joinable()) return;
  send(true);
  m_thread.join();
  if (m_failure) std::rethrow_exception(m_failure);
}

void CoverageWorker::send(bool last) {
  std::unique_lock lock(m_mutex);
  m_changed.wait(lock, [this] { return m_stop || m_queue.size() < kQueuedBatches; });
  if (!m_filling.empty() && !m_stop) m_queue.push_back(std::move(m_filling));
  m_filling.clear();
  m_last = last;
  lock.unlock();
  m_changed.notify_all();
}

void CoverageWorker::run() {
  for (;;) {
    Batch batch;
    {
      std::unique_lock lock(m_mutex);
      m_changed.wait(lock, [this] { return m_stop || m_last || !m_queue.empty(); });
      if (m_stop) return;
      if (m_queue.empty()) return;  // m_last: everything was taken
      batch = std::move(m_queue.front());
      m_queue.pop_front();
    }
    m_changed.notify_all();
    try {
      for (const auto& [polygon, slot] : batch) m_grid.add(polygon, slot);
    } catch (...) {
      // Out of memory, say: the caller's finish() throws it as it would have thrown in
      // place, and the reader is not left waiting for room in the queue.
      std::lock_guard lock(m_mutex);
      m_failure = std::current_exception();
      m_stop = true;
      m_queue.clear();
      m_changed.notify_all();
      return;
    }
  }
}

}  // namespace hexwright::importers
