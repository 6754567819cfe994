#ifndef OVERLAYHUD_PREFETCH_H
#define OVERLAYHUD_PREFETCH_H

/// Asks the CPU to start loading the cache line at `address` for a read soon.
///
/// A hint only: it never faults (any address may be passed, also one since freed) and has no
/// effect on what the program computes. Swift has no prefetch of its own; this inlines to one
/// instruction (x86-64 `prefetcht0`, arm64 `prfm pldl1keep`).
static inline __attribute__((always_inline)) void overlayhud_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
