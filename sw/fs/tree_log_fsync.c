/* The fsync policy of the tree log (tree_log.c): whether an fsync
 * commits, finds nothing to do, forces what an earlier group logged, or
 * logs a group of its own (tree_log_build.c) and forces it; a rename of a
 * logged inode logged at once. The wait for the force holds no lock. */
#include <errno.h>
#include <string.h>

#include "jolt/journal.h"
#include "tree_log_priv.h"

/* A force of a log transaction committed when `w` data writes had been
 * counted has completed: those writes are durable too. The flush that made
 * its records durable was submitted after they were written, so after
 * those data writes completed (the journal runs in commit mode flush: a
 * record is never made durable by FUA alone). So a force's flush doubles
 * as the data flush of fsyncs whose writes came before its log, as xfs's
 * log force with REQ_PREFLUSH makes data written before it durable. */
static void force_covers(struct ns_tlog *tl, uint64_t w)
{
	if (w > tl->data_writes_flushed)
		tl->data_writes_flushed = w;
}

static int has_pending(const struct tl_inode *r)
{
	return r->ichanged || r->dirty || r->ndkeys || r->nev || r->full_dir || r->nfrees ||
	       r->nxnames;
}

static int fall_back_commit(struct jolt_fs *fs)
{
	fs->fctr.full_commits++;
	return jolt_fs_commit(fs->info);
}

int ns_tl_fsync(struct jolt_fs *fs, uint64_t ino, int datasync)
{
	struct ns_tlog *tl = fs->tl;
	uint64_t txid = 0, w_log = 0;
	int rc;

	jolt_fs_lock(fs->info);
	fs->fctr.fsyncs++;
	if (fs->rdonly) {
		jolt_fs_unlock(fs->info);
		return 0;
	}
	if (fs->info->error) {
		jolt_fs_unlock(fs->info);
		return -EROFS;
	}
	if (!tl) {
		rc = jolt_fs_commit(fs->info);
		jolt_fs_unlock(fs->info);
		return rc;
	}
	tl_gen_check(fs, tl);
	if (!fs->info->running) {
		fs->fctr.fsyncs_in_commit++;
		jolt_fs_unlock(fs->info);
		return 0;             /* everything is in the last commit */
	}
	if (tl->must_commit) {
		rc = fall_back_commit(fs);
		jolt_fs_unlock(fs->info);
		return rc;
	}
	struct tl_inode *r = tl_find(tl, ino, 0);
	struct ns_ibuf ib;
	if (datasync && r && r->logged && r->ichanged && !r->dirty && !r->ndkeys && !r->nev &&
	    !r->full_dir && !ns_inode_read(fs, ino, &ib) && tl_ihash_no_times(&ib) == r->ihash) {
		/* only times changed since it was logged: fdatasync leaves them */
		fs->fctr.datasync_skips++;
		txid = r->last_txid;
	} else if (r && has_pending(r)) {
		rc = tl_log(fs, ino, &txid);
		if (rc == -E2BIG || rc == -ENOSPC || rc == -ENOMEM) {
			rc = fall_back_commit(fs);
			jolt_fs_unlock(fs->info);
			return rc;
		}
		if (rc) {
			jolt_fs_unlock(fs->info);
			return rc;
		}
		fs->fctr.logged_fsyncs++;
		w_log = fs->ctr.data_writes;
	} else if (r) {
		txid = r->last_txid;
	}
	if (!txid) {
		fs->fctr.fsyncs_in_commit++;   /* not changed since the last commit */
		jolt_fs_unlock(fs->info);
		return 0;
	}
	jolt_fs_unlock(fs->info);
	rc = jolt_journal_force_sync(tl->j, txid);
	if (rc) {
		/* the journal has stopped (a device or engine error): what was
		 * acknowledged before stays durable, nothing more can be; the
		 * next mount replays what was durable */
		if (rc == -EINVAL || rc == -EDEADLK || rc == -ENOMEM)
			return rc; /* a caller's mistake or a passing shortage: the journal goes on */
		jolt_fs_lock(fs->info);
		jolt_fs_set_error(fs->info, rc, "fsync: the journal failed (%s)", strerror(-rc));
		jolt_fs_unlock(fs->info);
		return rc;
	}
	if (w_log) {
		jolt_fs_lock(fs->info);
		force_covers(tl, w_log);
		jolt_fs_unlock(fs->info);
	}
	return 0;
}

void ns_tl_renamed(struct jolt_fs *fs, uint64_t ino, uint64_t olddir, uint64_t other)
{
	struct ns_tlog *tl = fs->tl;
	uint64_t txid;

	if (!tl || tl->must_commit)
		return;
	tl_gen_check(fs, tl);
	struct tl_inode *r = tl_find(tl, ino, 0), *d = tl_find(tl, olddir, 0);
	struct tl_inode *o = other ? tl_find(tl, other, 0) : NULL;
	if (!(r && r->logged) && !(d && d->logged) && !(o && o->logged))
		return;
	if (tl->rename_log == JOLT_RENAME_LOG_FULL && d)
		d->full_dir = 1;
	int rc = tl_log(fs, ino, &txid);
	if (rc)
		tl_overflow(tl);       /* the next fsync commits */
}
