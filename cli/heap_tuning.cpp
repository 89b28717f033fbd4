#include "cli/heap_tuning.h"

#include <malloc.h>

namespace hexwright::cli {

// Printing over a scan allocates and frees a few buffers of several MB for every sheet
// (the window read, Cairo's copy, the JPEG). By default glibc serves each from fresh
// mmap'd pages and unmaps them at free, so every sheet paid for its page faults again:
// 111,000 faults and about half the CPU of a 37-sheet print over a 10,000-pixel scan
// (bench/gis_bench.cpp: 3.6 s -> 1.9 s CPU, 16,500 faults). Kept on the heap they are
// reused. Peak memory does not grow, because each sheet's buffers are freed before the
// next sheet's are made; freed memory goes back to the system only above 512 MB, and a
// command ends soon after its work.
void keepLargeBuffersOnTheHeap() {
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
}

}  // namespace hexwright::cli
