#ifndef CPROCESS_H
#define CPROCESS_H

/* Settings of the running process that Swift cannot reach through Glibc's module. */

/* Has glibc's malloc serve even large blocks from the heap and keep freed memory there,
 * instead of mapping each block over 128 KiB on its own and unmapping it when freed. For a
 * process that renders once and exits: a buffer freed (a decoded picture) is reused by the
 * next one (the PNG rows) instead of being faulted in, zeroed page by page, all over again. */
void cprocess_keep_freed_memory(void);

#endif
