#include "cprocess.h"

#include <limits.h>
#include <malloc.h>

void cprocess_keep_freed_memory(void) {
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
}
