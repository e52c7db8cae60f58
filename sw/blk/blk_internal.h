/* Inside the block layer: the backend vtable and the common device state.
 * Backends validate nothing the common layer (blk.c) already checked. */
#ifndef JOLT_BLK_INTERNAL_H
#define JOLT_BLK_INTERNAL_H
#include "jolt/blk.h"

struct jolt_blk_backend_ops {
	const char *name;
	int (*open)(struct jolt_blk *b, const char *target,
		    const struct jolt_blk_opts *o, char *why, size_t why_len);
	/* Queue one validated I/O; the common layer already counted it in
	 * inflight. Returns 0 or a negative errno (then cb is not called). */
	int (*submit)(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		      void *buf, uint64_t len, jolt_blk_cb cb, void *arg);
	int (*poll)(struct jolt_blk *b, unsigned min);
	void (*close)(struct jolt_blk *b);
	void *(*alloc)(struct jolt_blk *b, size_t len);
	void (*free)(struct jolt_blk *b, void *buf);
	/* jolt_blk_claim (NULL: the device is PRIVATE); b is never a view */
	int (*claim)(struct jolt_blk *b, uint32_t flags, char *why, size_t why_len);
};

struct jolt_blk {
	const struct jolt_blk_backend_ops *ops;
	uint32_t block_size;
	uint32_t queue_depth;
	uint32_t inflight;
	int rdonly;
	int fua_native;
	int volatile_media;      /* jolt_blk_volatile */
	uint64_t capacity;
	size_t align;
	struct jolt_blk_stats st;
	char desc[160];
	char target[96];         /* the target as opened (jolt_blk_target) */
	void *priv;
	void *part_group;        /* part.c: the lock its views share */
};

/* Backends call this for every finished I/O (from their poll). */
void jolt_blk_complete(struct jolt_blk *b, jolt_blk_cb cb, void *arg, int res);

/* Writes a message into why (may be NULL). */
void jolt_blk_why(char *why, size_t why_len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

extern const struct jolt_blk_backend_ops jolt_blk_mem_ops;
#ifdef JOLT_HAVE_URING
extern const struct jolt_blk_backend_ops jolt_blk_uring_ops;
#endif
#ifdef JOLT_HAVE_SPDK
extern const struct jolt_blk_backend_ops jolt_blk_spdk_ops;
#endif

#endif
