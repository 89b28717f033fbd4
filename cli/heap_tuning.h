#pragma once
// How the programs ask glibc's allocator to treat large buffers (heap_tuning.cpp says why).

namespace hexwright::cli {

/// Call once at start-up, before the first large allocation. Benchmarks call it too, so
/// they measure what the programs do.
void keepLargeBuffersOnTheHeap();

}  // namespace hexwright::cli
