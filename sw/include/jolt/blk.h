/* jolt block layer: one asynchronous block-device interface over several
 * backends ("mem", "uring", "spdk"). See sw/blk/README.md and
 * docs/journal.md for the durability contract.
 *
 * Model (the one NVMe and Linux's block layer give):
 *  - I/O is submitted with jolt_blk_submit() and completes later, in any
 *    order, when the caller runs jolt_blk_poll(); the completion callback
 *    runs inside jolt_blk_poll(), on the caller's thread.
 *  - A completed write is *visible* (a later read returns it) but only
 *    *durable* (survives power loss) when it was written with JOLT_BLK_FUA,
 *    or when a FLUSH submitted after the write completed has completed.
 *    A flush covers only writes that completed before it was submitted.
 *  - Writes in flight at a crash may be lost, applied, or torn at 512-byte
 *    sector granularity; concurrent I/O is not ordered.
 *  - Offsets and lengths are multiples of the block size; buffers must be
 *    aligned to jolt_blk_buf_align() (use jolt_blk_alloc()).
 * A jolt_blk is used by one thread at a time. Errors are negative errno. */
#ifndef JOLT_BLK_H
#define JOLT_BLK_H
#include <stddef.h>
#include <stdint.h>

enum jolt_blk_op {
	JOLT_BLK_READ = 1,
	JOLT_BLK_WRITE = 2,
	JOLT_BLK_FLUSH = 3,
};

enum jolt_blk_io_flags {
	JOLT_BLK_FUA = 1,        /* write: durable on completion */
};

/* res: 0 on success or a negative errno. */
typedef void (*jolt_blk_cb)(void *arg, int res);

struct jolt_blk_opts {
	uint32_t queue_depth;    /* I/Os in flight at most; 0: 32 */
	uint32_t block_size;     /* mem: logical block size (512 or 4096; 0: 4096) */
	uint64_t size;           /* mem: capacity in bytes; uring: size of a new file (0: file must exist) */
	const char *config;      /* spdk: JSON config file (bdev_*_create / attach) */
	uint32_t flags;          /* enum jolt_blk_open_flags */
	uint32_t reserved;
};

enum jolt_blk_open_flags {
	JOLT_BLK_OPEN_BUFFERED = 1,  /* uring: no O_DIRECT (tests on tmpfs) */
	JOLT_BLK_OPEN_RDONLY = 2,
};

struct jolt_blk;

void jolt_blk_opts_default(struct jolt_blk_opts *o);

/* Opens a device. backend: "mem", "uring" or "spdk"; target: mem, a size
 * ("64M", may be empty to use opts->size); uring, a file or block device
 * path; spdk, a bdev name from opts->config. 0, or -ENOENT (unknown or
 * absent backend / no such file), -EINVAL (bad options), -ENOTSUP (backend
 * not built), or the backend's error. *why (if not NULL) gets a message. */
int jolt_blk_open(const char *backend, const char *target,
		  const struct jolt_blk_opts *opts, struct jolt_blk **out,
		  char *why, size_t why_len);

/* Opens a view of bytes [off, off + len) of parent (whole blocks): its I/O
 * goes to the parent's queue at off + its offset, in flight together with
 * the parent's own; a flush through it flushes the parent. The parent and
 * its views count as one device for the one-thread rule; close the views
 * before the parent. jolt_blk_backend() says "part". 0 or -EINVAL, -ENOMEM. */
int jolt_blk_open_part(struct jolt_blk *parent, uint64_t off, uint64_t len,
		       struct jolt_blk **out, char *why, size_t why_len);

/* Waits for every I/O in flight (their callbacks run), then closes. */
void jolt_blk_close(struct jolt_blk *b);

/* Queues one I/O. READ/WRITE: off, len multiples of the block size, len > 0,
 * off + len <= capacity, buf aligned. FLUSH: off, len, buf ignored.
 * 0 (cb will be called exactly once from jolt_blk_poll), -EAGAIN (queue
 * full: poll and retry; cb not called), -EINVAL (bad arguments), -EBADF
 * (write on a read-only device). */
int jolt_blk_submit(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		    void *buf, uint64_t len, jolt_blk_cb cb, void *arg);

/* Sends queued I/O to the device and reaps completions, running their
 * callbacks; waits until at least `min` completions were reaped (capped at
 * the I/Os in flight). Returns completions reaped, or a negative errno. */
int jolt_blk_poll(struct jolt_blk *b, unsigned min);

uint32_t jolt_blk_block_size(const struct jolt_blk *b);
uint64_t jolt_blk_capacity(const struct jolt_blk *b);     /* bytes */
uint32_t jolt_blk_queue_depth(const struct jolt_blk *b);
uint32_t jolt_blk_inflight(const struct jolt_blk *b);
size_t jolt_blk_buf_align(const struct jolt_blk *b);
const char *jolt_blk_backend(const struct jolt_blk *b);
/* 1 when a FUA write is a real write-through of the device (mem; a block
 * device whose queue advertises FUA; SPDK NVMe passthrough), 0 when it is
 * emulated (a write then a sync by a filesystem, or write + flush): then a
 * FUA write costs what a write and a flush cost, and callers may prefer
 * batching flushes. */
int jolt_blk_fua_native(const struct jolt_blk *b);
/* Durability of the backend, in words, for tools ("flush=fdatasync fua=RWF_DSYNC"). */
const char *jolt_blk_describe(const struct jolt_blk *b);

/* Who else may write the device: what jolt_blk_claim() found. A filesystem
 * claims its device before it writes anything (its multi-mount protection,
 * docs/disk-format.md section 11, waits only where the claim leaves the
 * device SHARED). */
enum jolt_blk_claim {
	JOLT_BLK_PRIVATE = 0,    /* nothing outside this process reaches it (mem, SPDK Malloc/Null) */
	JOLT_BLK_EXCLUSIVE = 1,  /* claimed: no other writer can get in until close (uring: an
	                          * OFD lock on a regular file; SPDK NVMe: a Write Exclusive
	                          * reservation on the namespace) */
	JOLT_BLK_SHARED = 2,     /* nothing stops a writer on another host (a block device, an
	                          * SPDK AIO bdev, a namespace without reservations) */
	JOLT_BLK_HELD = 3,       /* another host holds the namespace's reservation: only
	                          * JOLT_BLK_CLAIM_PREEMPT (once it is known dead) takes it */
};
enum jolt_blk_claim_flags {
	JOLT_BLK_CLAIM_PREEMPT = 1,  /* take a reservation over from its (dead) holder */
	JOLT_BLK_CLAIM_TEST = 2,     /* only look (fsck): take nothing */
};
/* Claims the device for one writer until it is closed (a read-only device,
 * or CLAIM_TEST: only tests for a holder). Returns an enum jolt_blk_claim,
 * or -EBUSY (another open of it on this machine holds the claim: a second
 * writer, refused) with why. Call it on the device itself, not a view,
 * before any view is opened. */
int jolt_blk_claim(struct jolt_blk *b, uint32_t flags, char *why, size_t why_len);
/* 1 when nothing written to the device outlives this process (mem, SPDK
 * Malloc and Null bdevs): tools warn that nothing will remain. */
int jolt_blk_volatile(const struct jolt_blk *b);
/* The target the device was opened with (a path, a bdev name). */
const char *jolt_blk_target(const struct jolt_blk *b);

/* Aligned, zeroed I/O buffers (DMA memory on spdk). */
void *jolt_blk_alloc(struct jolt_blk *b, size_t len);
void jolt_blk_free(struct jolt_blk *b, void *buf);

/* Synchronous helpers: submit one I/O and poll until it completes.
 * jolt_blk_pread accepts any offset/length/buffer (bounce buffer). */
int jolt_blk_io_sync(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		     void *buf, uint64_t len);
int jolt_blk_pread(struct jolt_blk *b, uint64_t off, void *buf, size_t len);

/* I/O counters of a device since open. */
struct jolt_blk_stats {
	uint64_t reads, writes, flushes, fua_writes;
	uint64_t bytes_read, bytes_written;
	uint64_t errors;
};
void jolt_blk_stats(const struct jolt_blk *b, struct jolt_blk_stats *out);

/* Whether a backend was built in ("mem", "uring", "spdk"). */
int jolt_blk_backend_available(const char *backend);

/* ---- mem backend only: crash images and fault injection ----------------
 * The mem device keeps a log of events: every submission and completion of
 * a write or flush advances its clock by one. jolt_blk_mem_now() is the
 * clock; a crash "at time t" keeps what had happened at clock value t. */

uint64_t jolt_blk_mem_now(const struct jolt_blk *b);

/* Clock values right after each completed flush (and FUA write), in order:
 * the natural cut points. Returns the count (may exceed max). */
size_t jolt_blk_mem_flush_points(const struct jolt_blk *b, uint64_t *out, size_t max);

/* A write that is not durable at the cut, offered to the chooser. */
struct jolt_blk_mem_write {
	uint64_t off;
	uint64_t len;
	uint64_t submit_time;
	uint64_t complete_time;  /* 0: still in flight at the cut */
	uint32_t sectors;        /* len / 512 */
};

/* Chooser: sets mask[i] (one byte per 512-byte sector, i < w->sectors) to 1
 * for the sectors of the write that reached the media. */
typedef void (*jolt_blk_mem_chooser)(void *ctx, const struct jolt_blk_mem_write *w,
				     uint8_t *mask);

/* Builds the device image after a crash at time `at` into img (capacity
 * bytes): the initial contents, every write durable at `at` (FUA writes
 * completed by `at`; writes completed before the submission of a flush that
 * completed by `at`), plus, for every other write submitted by `at`, the
 * sectors the chooser picks (NULL chooser: none). Writes are applied in
 * completion order, in-flight ones after in submission order. */
int jolt_blk_mem_crash_image(const struct jolt_blk *b, uint64_t at,
			     jolt_blk_mem_chooser choose, void *ctx,
			     uint8_t *img, size_t size);

/* Random chooser: each non-durable write is dropped, applied whole, or torn
 * (a random subset of its sectors) with the given percentages. */
struct jolt_blk_mem_random {
	uint64_t state;          /* seed; advanced on every use */
	unsigned apply_pct;      /* whole write applied */
	unsigned torn_pct;       /* random sectors applied */
};
void jolt_blk_mem_choose_random(void *ctx, const struct jolt_blk_mem_write *w,
				uint8_t *mask);

/* Fault injection. After it is set, the I/O numbered `nth` (1 = the next
 * I/O submitted whose op is in op_mask, bit (1 << op)) and the following
 * `count - 1` such I/Os (count 0: every one after) complete with `err`
 * (negative errno, e.g. -EIO or -ENOSPC) without touching the media. */
struct jolt_blk_mem_fault {
	uint64_t nth;
	uint64_t count;
	int err;
	uint32_t op_mask;
};
int jolt_blk_mem_set_fault(struct jolt_blk *b, const struct jolt_blk_mem_fault *f);
/* A short device: reports its capacity but fails I/O beyond `bytes` (writes
 * with -ENOSPC, reads with -EIO). 0 turns it off. */
int jolt_blk_mem_set_short(struct jolt_blk *b, uint64_t bytes);
/* Loads an initial image (before any event), e.g. a crash image to recover. */
int jolt_blk_mem_load(struct jolt_blk *b, const uint8_t *img, size_t size);
/* The current (visible) contents. */
const uint8_t *jolt_blk_mem_data(const struct jolt_blk *b);
/* Frees the event log up to now: the current contents become the initial
 * image and everything so far counts as durable (long benchmark runs). */
int jolt_blk_mem_settle(struct jolt_blk *b);

/* Parses "4096", "0x1000", "64K", "16M", "2G", "1T" (powers of 1024; "KiB"
 * and "B" accepted) into bytes; decimal unless 0x, never octal. 0 or -EINVAL. */
int jolt_parse_size(const char *s, uint64_t *out);

#endif
