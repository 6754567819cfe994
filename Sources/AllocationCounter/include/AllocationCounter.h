#ifndef OVERLAYHUD_ALLOCATION_COUNTER_H
#define OVERLAYHUD_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned) made by the process so far,
/// or -1 where counting is not supported (only glibc Linux is supported).
long long overlayhud_allocation_count(void);

#endif
