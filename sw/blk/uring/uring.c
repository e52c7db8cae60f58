/* The "uring" backend: io_uring (liburing) on a file or block device opened
 * with O_DIRECT, so that a completed write has left the page cache and the
 * only volatile state is the device's (or the filesystem's) write cache.
 *
 * Durability, as the block-layer contract needs it:
 *   FLUSH     -> IORING_OP_FSYNC with IORING_FSYNC_DATASYNC (fdatasync: the
 *                file's data and the metadata needed to read it back, plus a
 *                cache flush of the device underneath);
 *   FUA write -> IORING_OP_WRITE with RWF_DSYNC (the kernel turns it into a
 *                REQ_FUA write on a block device, or write + datasync on a
 *                file).
 * io_uring does not order requests: the caller orders by waiting for
 * completions (the journal does), never with IOSQE_IO_DRAIN.
 *
 * The ring has queue_depth entries; submission is batched and sent to the
 * kernel by jolt_blk_poll(). A file is created (and preallocated) when the
 * options give a size; if the filesystem refuses O_DIRECT (tmpfs), the
 * file is used buffered and jolt_blk_describe() says so. */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <liburing.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "../blk_internal.h"

struct uring_req {
	jolt_blk_cb cb;
	void *arg;
	uint64_t len;
	int op;
	int next_free;
};

struct uring_dev {
	struct io_uring ring;
	int fd;
	int direct;
	int regular;             /* a regular file (else a block device) */
	unsigned unsubmitted;
	struct uring_req *reqs;
	int free_head;
};

/* Whether the block device's queue advertises FUA (sysfs queue/fua of the
 * disk; for a partition, of its parent). */
static int blockdev_fua(dev_t rdev)
{
	char path[128], buf[8] = {0};
	snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/queue/fua", major(rdev), minor(rdev));
	FILE *f = fopen(path, "r");
	if (!f) {
		snprintf(path, sizeof(path), "/sys/dev/block/%u:%u/../queue/fua", major(rdev), minor(rdev));
		f = fopen(path, "r");
	}
	if (!f)
		return 0;
	int ok = fgets(buf, sizeof(buf), f) != NULL && buf[0] == '1';
	fclose(f);
	return ok;
}

static int uring_open(struct jolt_blk *b, const char *target,
		      const struct jolt_blk_opts *o, char *why, size_t why_len)
{
	if (!*target) {
		jolt_blk_why(why, why_len, "uring needs a file or block device path");
		return -EINVAL;
	}
	int flags = (b->rdonly ? O_RDONLY : O_RDWR) | O_CLOEXEC;
	int direct = !(o->flags & JOLT_BLK_OPEN_BUFFERED);
	if (o->size && !b->rdonly)
		flags |= O_CREAT;
	int fd = open(target, flags | (direct ? O_DIRECT : 0), 0644);
	if (fd < 0 && errno == EINVAL && direct) {
		direct = 0;
		fd = open(target, flags, 0644);
	}
	if (fd < 0) {
		int e = errno;
		jolt_blk_why(why, why_len, "%s: %s", target, strerror(e));
		return -e;
	}
	struct stat st;
	if (fstat(fd, &st) < 0) {
		int e = errno;
		close(fd);
		return -e;
	}
	uint64_t cap;
	uint32_t bs = 4096;
	int fua_native = 0;
	if (S_ISBLK(st.st_mode)) {
		fua_native = blockdev_fua(st.st_rdev);
		int lbs = 0;
		if (ioctl(fd, BLKGETSIZE64, &cap) < 0 || ioctl(fd, BLKSSZGET, &lbs) < 0) {
			int e = errno;
			close(fd);
			jolt_blk_why(why, why_len, "%s: cannot read its size: %s", target, strerror(e));
			return -e;
		}
		/* Blocks of 4 KiB whatever the logical sector: the log is in 4 KiB
		 * blocks, and 4 KiB-aligned I/O is valid on 512-byte devices. */
		if (lbs > 4096) {
			close(fd);
			jolt_blk_why(why, why_len, "%s: logical block size %d > 4096", target, lbs);
			return -EINVAL;
		}
	} else if (S_ISREG(st.st_mode)) {
		cap = (uint64_t)st.st_size;
		if (o->size && cap < o->size) {
			int e = posix_fallocate(fd, 0, (off_t)o->size);
			if (e == EOPNOTSUPP || e == EINVAL)
				e = ftruncate(fd, (off_t)o->size) < 0 ? errno : 0;
			if (e) {
				close(fd);
				jolt_blk_why(why, why_len, "%s: cannot size to %llu bytes: %s", target,
					     (unsigned long long)o->size, strerror(e));
				return -e;
			}
			cap = o->size;
		}
	} else {
		close(fd);
		jolt_blk_why(why, why_len, "%s: not a regular file or block device", target);
		return -EINVAL;
	}
	cap -= cap % bs;
	if (!cap) {
		close(fd);
		jolt_blk_why(why, why_len, "%s: empty (give a size to create it)", target);
		return -EINVAL;
	}
	struct uring_dev *u = calloc(1, sizeof(*u));
	if (!u) {
		close(fd);
		return -ENOMEM;
	}
	u->reqs = calloc(b->queue_depth, sizeof(*u->reqs));
	int rc = u->reqs ? io_uring_queue_init(b->queue_depth, &u->ring, 0) : -ENOMEM;
	if (rc < 0) {
		free(u->reqs);
		free(u);
		close(fd);
		jolt_blk_why(why, why_len, "io_uring_queue_init(%u): %s", b->queue_depth, strerror(-rc));
		return rc;
	}
	for (uint32_t i = 0; i < b->queue_depth; i++)
		u->reqs[i].next_free = i + 1 < b->queue_depth ? (int)i + 1 : -1;
	u->free_head = 0;
	u->fd = fd;
	u->direct = direct;
	u->regular = S_ISREG(st.st_mode);
	b->priv = u;
	b->block_size = bs;
	b->capacity = cap;
	b->align = 4096;
	b->fua_native = fua_native;
	snprintf(b->desc, sizeof(b->desc), "io_uring %s%s qd %u, flush=fsync(DATASYNC) fua=RWF_DSYNC%s",
		 S_ISBLK(st.st_mode) ? "block device" : "file",
		 direct ? " O_DIRECT" : " buffered (O_DIRECT refused here)", b->queue_depth,
		 fua_native ? " (device FUA)" : " (emulated: write + sync)");
	return 0;
}

/* An open file description lock (F_OFD_SETLK) on the whole file: it is
 * held by this open, so a second open of the same file, in this process or
 * another, is refused; it does not conflict with flock(2), which jolt
 * mount takes on the image for jolt umount to wait on. It covers this
 * machine only: a regular file is EXCLUSIVE (no other host writes a local
 * file), a block device SHARED (another host may reach the same disk). */
static int uring_claim(struct jolt_blk *b, uint32_t flags, char *why, size_t why_len)
{
	struct uring_dev *u = b->priv;
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	int test = b->rdonly || (flags & JOLT_BLK_CLAIM_TEST), busy = 0;
	if (fcntl(u->fd, test ? F_OFD_GETLK : F_OFD_SETLK, &fl) < 0) {
		int e = errno;
		if (test || (e != EAGAIN && e != EACCES)) {
			jolt_blk_why(why, why_len, "cannot lock it: %s", strerror(e));
			return -e;
		}
		busy = 1;
	} else if (test && fl.l_type != F_UNLCK) {
		busy = 1;
	}
	if (busy) {
		jolt_blk_why(why, why_len, "in use: another jolt on this machine has it open for "
			     "writing (mounted?)");
		return -EBUSY;
	}
	return u->regular ? JOLT_BLK_EXCLUSIVE : JOLT_BLK_SHARED;
}

static void uring_close(struct jolt_blk *b)
{
	struct uring_dev *u = b->priv;
	io_uring_queue_exit(&u->ring);
	close(u->fd);
	free(u->reqs);
	free(u);
}

static int uring_submit(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
			void *buf, uint64_t len, jolt_blk_cb cb, void *arg)
{
	struct uring_dev *u = b->priv;
	if (len > (1u << 30))
		return -EINVAL;
	if (u->free_head < 0)
		return -EAGAIN;
	struct io_uring_sqe *sqe = io_uring_get_sqe(&u->ring);
	if (!sqe) {
		/* the SQ is full of unsubmitted entries: push them to the kernel */
		int rc = io_uring_submit(&u->ring);
		if (rc < 0)
			return rc;
		u->unsubmitted = 0;
		sqe = io_uring_get_sqe(&u->ring);
		if (!sqe)
			return -EAGAIN;
	}
	int i = u->free_head;
	struct uring_req *r = &u->reqs[i];
	u->free_head = r->next_free;
	r->cb = cb;
	r->arg = arg;
	r->len = len;
	r->op = op;
	switch (op) {
	case JOLT_BLK_READ:
		io_uring_prep_read(sqe, u->fd, buf, (unsigned)len, off);
		break;
	case JOLT_BLK_WRITE:
		io_uring_prep_write(sqe, u->fd, buf, (unsigned)len, off);
		if (flags & JOLT_BLK_FUA)
			sqe->rw_flags = RWF_DSYNC;
		break;
	default:
		io_uring_prep_fsync(sqe, u->fd, IORING_FSYNC_DATASYNC);
	}
	io_uring_sqe_set_data64(sqe, (uint64_t)i);
	u->unsubmitted++;
	return 0;
}

static int uring_poll(struct jolt_blk *b, unsigned min)
{
	struct uring_dev *u = b->priv;
	int rc;
	if (u->unsubmitted || min) {
		do
			rc = io_uring_submit_and_wait(&u->ring, min);
		while (rc == -EINTR);
		if (rc < 0)
			return rc;
		u->unsubmitted = 0;
	}
	int done = 0;
	struct io_uring_cqe *cqe;
	while (io_uring_peek_cqe(&u->ring, &cqe) == 0) {
		int i = (int)io_uring_cqe_get_data64(cqe);
		int res = cqe->res;
		io_uring_cqe_seen(&u->ring, cqe);
		struct uring_req *r = &u->reqs[i];
		jolt_blk_cb cb = r->cb;
		void *arg = r->arg;
		if (res >= 0 && r->op != JOLT_BLK_FLUSH && (uint64_t)res != r->len)
			res = r->op == JOLT_BLK_WRITE ? -ENOSPC : -EIO;  /* short transfer */
		else if (res > 0)
			res = 0;
		r->next_free = u->free_head;
		u->free_head = i;
		jolt_blk_complete(b, cb, arg, res);
		done++;
	}
	return done;
}

const struct jolt_blk_backend_ops jolt_blk_uring_ops = {
	.name = "uring",
	.open = uring_open,
	.submit = uring_submit,
	.poll = uring_poll,
	.close = uring_close,
	.claim = uring_claim,
};
