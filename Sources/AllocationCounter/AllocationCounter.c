// Counts heap allocations for the demo app's benchmarks (never linked into the library).
// On glibc the executable's own malloc family takes precedence over libc's for every
// library in the process; each wrapper counts, then forwards to glibc's real allocator.
#include "AllocationCounter.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>
#include <errno.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic long long allocations = 0;

static inline void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { count(); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    count();
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

long long overlayhud_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
#else
long long overlayhud_allocation_count(void) { return -1; }
#endif
