/* Multi-mount protection (docs/disk-format.md section 11): one writer of a
 * filesystem, whatever the device. As ext4's MMP, with the block layer's
 * claim (jolt_blk_claim) as the fast path:
 *  - PRIVATE devices (mem, SPDK Malloc) have no other writer: nothing here.
 *  - EXCLUSIVE devices (an OFD lock on a regular file; an NVMe reservation)
 *    cannot be written by anyone else while claimed: the mount writes its
 *    sequence and the updater keeps it moving, without waiting first.
 *  - SHARED devices and reservations HELD by another host: the mount waits
 *    2 * interval + 1 seconds (at most interval + 60) when the block is not
 *    clean and refuses if it moved meanwhile (the holder is alive); then it
 *    writes a new random sequence, waits again and refuses if another mount
 *    overwrote it (two mounts that started together). A reservation HELD by
 *    a host whose block stood still is preempted.
 *  - The updater thread rereads the block every interval: if it is no
 *    longer ours another mount took the filesystem over (its holder was
 *    frozen longer than the wait), and the filesystem turns read-only at
 *    once; else it writes the next sequence.
 *  - Unmount (after the last commit) writes SEQ_CLEAN if the block is
 *    still ours.
 * The updater does its I/O through its own view of the device, so it never
 * takes a filesystem lock; its only shared state is mmp->mu (stop, and the
 * block it owns) and jolt_fs_set_error. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "ctree.h"
#include "jolt/log.h"
#include "mmp.h"
#include "trans.h"

struct jolt_mmp {
	struct jolt_fs_info *fs;         /* set once mounted: the updater's error goes there */
	struct jolt_blk *view;           /* the MMP block only */
	struct jolt_fs_mmp *buf;         /* an I/O buffer of the view */
	struct jolt_fs_mmp mine;         /* what this mount last wrote */
	uint32_t interval;               /* seconds */
	pthread_t thread;
	int running;
	pthread_mutex_t mu;              /* stop, with cv */
	pthread_cond_t cv;
	int stop;
};

static uint32_t mmp_csum(const struct jolt_fs_mmp *m)
{
	return jolt_crc32c(0, (const uint8_t *)m + 4, sizeof(*m) - 4);
}

static uint64_t random64(void)
{
	uint64_t v;
	if (getrandom(&v, sizeof(v), 0) != sizeof(v))
		v = (uint64_t)time(NULL) * 0x9e3779b97f4a7c15ull ^ (uint64_t)getpid() ^ jolt_fs_now_ns();
	return v;
}

/* Reads the block into *out: 1 valid (ours: magic, CRC, fsid), 0 not a valid
 * block (never written, or torn: treated as in use), negative errno. */
static int mmp_read(struct jolt_mmp *m, const uint8_t fsid[16], struct jolt_fs_mmp *out)
{
	int rc = jolt_blk_io_sync(m->view, JOLT_BLK_READ, 0, 0, m->buf, sizeof(*m->buf));
	if (rc < 0)
		return rc;
	*out = *m->buf;
	return !memcmp(out->magic, JOLT_FS_MMP_MAGIC, sizeof(out->magic)) && out->version == 1 &&
	       out->csum == mmp_csum(out) && !memcmp(out->fsid, fsid, 16);
}

static int mmp_write(struct jolt_mmp *m, const struct jolt_fs_mmp *blk, uint32_t flags)
{
	*m->buf = *blk;
	m->buf->csum = mmp_csum(m->buf);
	return jolt_blk_io_sync(m->view, JOLT_BLK_WRITE, flags, 0, m->buf, sizeof(*m->buf));
}

/* Whether a holder moved the block between two reads. */
static int moved(int v0, const struct jolt_fs_mmp *a, int v1, const struct jolt_fs_mmp *b)
{
	return v0 != v1 || (v1 && (a->seq != b->seq || a->mount_id != b->mount_id || a->time != b->time));
}

static void describe(int valid, const struct jolt_fs_mmp *b, char *out, size_t len)
{
	if (!valid) {
		snprintf(out, len, "its multi-mount protection block is not valid");
		return;
	}
	char when[32] = "?";
	time_t t = (time_t)b->time;
	struct tm tm;
	if (gmtime_r(&t, &tm))
		strftime(when, sizeof(when), "%Y-%m-%d %H:%M:%S UTC", &tm);
	snprintf(out, len, "host %.64s, pid %u, %.64s, last update %s", b->nodename, b->pid,
		 b->device, when);
}

static uint32_t wait_seconds(uint32_t interval, int valid, const struct jolt_fs_mmp *b)
{
	uint32_t i = interval;
	if (valid && b->interval > i && b->interval <= JOLT_FS_MMP_INTERVAL_MAX)
		i = b->interval;
	return 2 * i + 1 < i + 60 ? 2 * i + 1 : i + 60;
}

static void sleep_s(uint32_t s)
{
	struct timespec ts = { .tv_sec = s };
	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

static void mmp_free(struct jolt_mmp *m)
{
	if (!m)
		return;
	if (m->buf)
		jolt_blk_free(m->view, m->buf);
	jolt_blk_close(m->view);
	pthread_mutex_destroy(&m->mu);
	pthread_cond_destroy(&m->cv);
	free(m);
}

static int mmp_open(struct jolt_blk *dev, uint32_t interval, struct jolt_mmp **out, char *why,
		    size_t why_len)
{
	struct jolt_mmp *m = calloc(1, sizeof(*m));
	if (!m)
		return -ENOMEM;
	pthread_mutex_init(&m->mu, NULL);
	pthread_cond_init(&m->cv, NULL);
	m->interval = interval;
	int rc = jolt_blk_open_part(dev, JOLT_FS_MMP_OFFSET, sizeof(struct jolt_fs_mmp), &m->view,
				    why, why_len);
	if (!rc && !(m->buf = jolt_blk_alloc(m->view, sizeof(*m->buf))))
		rc = -ENOMEM;
	if (rc) {
		mmp_free(m);
		return rc;
	}
	*out = m;
	return 0;
}

/* A block that is not clean, on a device others may reach: in use, or left
 * by a crash, and only time tells which. 0: it stood still through the
 * wait (its holder is dead); -EBUSY with why: it moved; or an I/O error. */
static int watch(struct jolt_mmp *m, struct jolt_blk *dev, const struct jolt_fs_super *sb,
		 int v0, const struct jolt_fs_mmp *b0, char *why, size_t why_len)
{
	char what[256];
	struct jolt_fs_mmp b1;
	uint32_t s = wait_seconds(sb->mmp_interval, v0, b0);
	describe(v0, b0, what, sizeof(what));
	fprintf(stderr, "jolt: %s is marked in use (%s): watching it %u s to tell a live mount "
		"from a crashed one\n", jolt_blk_target(dev), what, s);
	sleep_s(s);
	int v1 = mmp_read(m, sb->fsid, &b1);
	if (v1 < 0)
		return v1;
	if (!moved(v0, b0, v1, &b1))
		return 0;
	describe(v1, &b1, what, sizeof(what));
	jolt_fs_why(why, why_len, "mounted elsewhere (%s): its multi-mount protection block moved "
		    "during a %u s wait", what, s);
	return -EBUSY;
}

static int io_error(int rc, char *why, size_t why_len)
{
	if (rc < 0 && rc != -EBUSY)
		jolt_fs_why(why, why_len, "the multi-mount protection block: %s", strerror(-rc));
	return rc;
}

int jolt_mmp_check(struct jolt_blk *dev, const struct jolt_fs_super *sb, char *why, size_t why_len)
{
	char what[256];
	int claim = jolt_blk_claim(dev, JOLT_BLK_CLAIM_TEST, what, sizeof(what));
	if (claim < 0) {
		jolt_fs_why(why, why_len, "%s", what);
		return claim;
	}
	if (!(sb->incompat_flags & JOLT_FS_INCOMPAT_MMP) || claim == JOLT_BLK_PRIVATE)
		return 0;
	struct jolt_mmp *m;
	int rc = mmp_open(dev, sb->mmp_interval, &m, why, why_len);
	if (rc)
		return rc;
	struct jolt_fs_mmp b0;
	int v0 = rc = mmp_read(m, sb->fsid, &b0);
	if (v0 >= 0 && !(v0 && b0.seq == JOLT_FS_MMP_SEQ_CLEAN) && claim != JOLT_BLK_EXCLUSIVE)
		rc = watch(m, dev, sb, v0, &b0, why, why_len);
	mmp_free(m);
	return rc < 0 ? io_error(rc, why, why_len) : 0;
}

static void mmp_fill(struct jolt_mmp *m, const struct jolt_fs_super *sb, struct jolt_blk *dev)
{
	struct jolt_fs_mmp *b = &m->mine;
	struct utsname u;
	memset(b, 0, sizeof(*b));
	b->version = 1;
	memcpy(b->magic, JOLT_FS_MMP_MAGIC, sizeof(b->magic));
	memcpy(b->fsid, sb->fsid, 16);
	b->seq = (uint32_t)(random64() % JOLT_FS_MMP_SEQ_MAX) + 1;
	b->interval = m->interval;
	b->time = (uint64_t)time(NULL);
	b->mount_id = random64();
	b->pid = (uint32_t)getpid();
	if (uname(&u) == 0)
		snprintf(b->nodename, sizeof(b->nodename), "%s", u.nodename);
	snprintf(b->device, sizeof(b->device), "%s", jolt_blk_target(dev));
}

int jolt_mmp_mount(struct jolt_blk *dev, const struct jolt_fs_super *sb, struct jolt_mmp **out,
		   char *why, size_t why_len)
{
	char what[256];
	*out = NULL;
	int claim = jolt_blk_claim(dev, 0, what, sizeof(what));
	if (claim < 0) {
		jolt_fs_why(why, why_len, "%s", what);
		return claim;
	}
	if (!(sb->incompat_flags & JOLT_FS_INCOMPAT_MMP)) {
		if (claim != JOLT_BLK_HELD)
			return 0;
		jolt_fs_why(why, why_len, "another host holds the namespace's reservation (and "
			    "this filesystem has no multi-mount protection block to tell whether it "
			    "is alive)");
		return -EBUSY;
	}
	if (claim == JOLT_BLK_PRIVATE)
		return 0;
	struct jolt_mmp *m;
	int rc = mmp_open(dev, sb->mmp_interval, &m, why, why_len);
	if (rc)
		return rc;
	struct jolt_fs_mmp b0, b1;
	int v0 = mmp_read(m, sb->fsid, &b0);
	uint32_t s = wait_seconds(sb->mmp_interval, v0 > 0, &b0);
	rc = v0 < 0 ? v0 : 0;
	if (!rc && claim != JOLT_BLK_EXCLUSIVE && !(v0 && b0.seq == JOLT_FS_MMP_SEQ_CLEAN))
		rc = watch(m, dev, sb, v0, &b0, why, why_len);
	if (!rc && claim == JOLT_BLK_HELD) {
		/* its holder left the block standing: dead; take the reservation over */
		claim = jolt_blk_claim(dev, JOLT_BLK_CLAIM_PREEMPT, what, sizeof(what));
		if (claim != JOLT_BLK_EXCLUSIVE) {
			jolt_fs_why(why, why_len, "taking the dead holder's reservation over "
				    "failed: %s", claim < 0 ? what : "still held");
			mmp_free(m);
			return claim < 0 ? claim : -EBUSY;
		}
	}
	if (rc) {
		mmp_free(m);
		return io_error(rc, why, why_len);
	}
	mmp_fill(m, sb, dev);
	rc = mmp_write(m, &m->mine, JOLT_BLK_FUA);
	if (!rc && claim == JOLT_BLK_SHARED) {
		/* a mount that read the same clean block at the same time wrote too */
		sleep_s(s);
		int v1 = rc = mmp_read(m, sb->fsid, &b1);
		if (v1 >= 0 && moved(1, &m->mine, v1, &b1)) {
			describe(v1, &b1, what, sizeof(what));
			jolt_fs_why(why, why_len, "another mount took it at the same time (%s)", what);
			rc = -EBUSY;
		}
	}
	if (rc < 0) {
		mmp_free(m);
		return io_error(rc, why, why_len);
	}
	*out = m;
	return 0;
}

static void *updater(void *arg)
{
	struct jolt_mmp *m = arg;
	pthread_mutex_lock(&m->mu);
	for (;;) {
		struct timespec ts;
		clock_gettime(CLOCK_MONOTONIC, &ts);
		ts.tv_sec += m->interval;
		while (!m->stop && pthread_cond_timedwait(&m->cv, &m->mu, &ts) != ETIMEDOUT)
			;
		if (m->stop)
			break;
		pthread_mutex_unlock(&m->mu);
		struct jolt_fs_mmp now;
		int v = mmp_read(m, m->mine.fsid, &now), rc = v;
		if (v >= 0 && moved(1, &m->mine, v, &now)) {
			char what[256];
			describe(v, &now, what, sizeof(what));
			jolt_fs_set_error(m->fs, -EROFS, "multi-mount protection: another mount has "
					  "taken this filesystem over (%s): read-only", what);
			pthread_mutex_lock(&m->mu);
			break;
		}
		if (v >= 0) {
			m->mine.seq = m->mine.seq >= JOLT_FS_MMP_SEQ_MAX ? 1 : m->mine.seq + 1;
			m->mine.time = (uint64_t)time(NULL);
			rc = mmp_write(m, &m->mine, 0);
		}
		pthread_mutex_lock(&m->mu);
		if (rc < 0) {
			/* a mount elsewhere cannot tell this one is alive any more */
			pthread_mutex_unlock(&m->mu);
			jolt_fs_set_error(m->fs, rc, "multi-mount protection: updating its block "
					  "failed: %s", strerror(-rc));
			pthread_mutex_lock(&m->mu);
			break;
		}
	}
	pthread_mutex_unlock(&m->mu);
	return NULL;
}

int jolt_mmp_start(struct jolt_mmp *m, struct jolt_fs_info *fs)
{
	if (!m)
		return 0;
	m->fs = fs;
	pthread_condattr_t ca;
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_destroy(&m->cv);
	pthread_cond_init(&m->cv, &ca);
	pthread_condattr_destroy(&ca);
	if (pthread_create(&m->thread, NULL, updater, m))
		return -EAGAIN;
	m->running = 1;
	return 0;
}

void jolt_mmp_release(struct jolt_mmp *m, int clean)
{
	if (!m)
		return;
	if (m->running) {
		pthread_mutex_lock(&m->mu);
		m->stop = 1;
		pthread_cond_signal(&m->cv);
		pthread_mutex_unlock(&m->mu);
		pthread_join(m->thread, NULL);
	}
	struct jolt_fs_mmp now;
	if (clean && mmp_read(m, m->mine.fsid, &now) > 0 && !moved(1, &m->mine, 1, &now)) {
		m->mine.seq = JOLT_FS_MMP_SEQ_CLEAN;
		m->mine.time = (uint64_t)time(NULL);
		mmp_write(m, &m->mine, JOLT_BLK_FUA);
	}
	mmp_free(m);
}

int jolt_mmp_format(struct jolt_blk *dev, const struct jolt_fs_super *sb)
{
	struct jolt_mmp *m;
	int rc = mmp_open(dev, sb->mmp_interval, &m, NULL, 0);
	if (rc)
		return rc;
	mmp_fill(m, sb, dev);
	m->mine.seq = JOLT_FS_MMP_SEQ_CLEAN;
	rc = mmp_write(m, &m->mine, 0);
	mmp_free(m);
	return rc < 0 ? rc : 0;
}
