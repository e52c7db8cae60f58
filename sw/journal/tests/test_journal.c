/* The journal on the mem device (and on io_uring and the co-simulated RTL
 * where they run): transactions built by their owners and committed whole,
 * round trips, wrap-around with tail movement, log full, faults, and crash
 * consistency in the manner of CrashMonkey: random workloads with several
 * forcing writers (in one polling thread, and in several threads at once),
 * cut at every flush point and at random points between, with random subsets
 * of in-flight writes and torn sectors. Recovery must return every
 * transaction forced before the cut (unless declared home), whole, in order,
 * and nothing partial or corrupt; and the head search must recover exactly
 * what reading the whole log recovers, at every cut. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "jolt/fs_items.h"
#include "jolt/journal.h"
#include "check.h"

#define MAXTX 8192

static uint64_t rnd(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* ---- the model ------------------------------------------------------------
 * Every transaction built gets a uid; its items are self-describing: key =
 * uid * 64 + index, payload bytes derived from (uid, index), the first 4
 * bytes its item count. A committed transaction gets its place in the log's
 * order, g = journal txid + the session's offset (ids restart at 1 in every
 * session); uid_at[g] maps back. A single polling thread builds in commit
 * order, so there uid == g. */
static uint8_t pbyte(uint64_t uid, uint32_t idx, uint32_t i)
{
	return (uint8_t)(uid * 31 + idx * 7 + i * 13 + (i >> 8));
}

struct model {
	pthread_mutex_t mu;              /* the model's own lock (threads) */
	uint64_t seed;
	uint64_t nuid;                   /* transactions built */
	uint32_t nitems[MAXTX + 1];      /* by uid */
	uint32_t len[MAXTX + 1][4];
	uint64_t g_of[MAXTX + 1];        /* by uid: its place in the log, 0: not committed */
	uint64_t uid_at[MAXTX + 1];      /* by place */
	uint64_t forced_at[MAXTX + 1];   /* by place: mem clock when its force was seen complete */
	uint64_t home_clock[MAXTX + 1];  /* by place: clock when it was declared home (0: not) */
	uint64_t ntx;                    /* places taken */
	uint64_t home_tx;                /* last place declared home */
	uint64_t last_clock;             /* clock seen in the driver's context */
	struct jolt_blk *dev;
	struct jolt_journal *j;
	int errors;
	int last_err;
	int home_proactive;
	int rare_forces;                 /* force 1 transaction in 16, not 3 in 4 */
	uint64_t txoff;                  /* place = journal txid + txoff */
};

static struct model *model_new(uint64_t seed)
{
	struct model *m = calloc(1, sizeof(*m));
	CHECK(m != NULL);
	pthread_mutex_init(&m->mu, NULL);
	m->seed = seed;
	return m;
}

static void model_free(struct model *m)
{
	pthread_mutex_destroy(&m->mu);
	free(m);
}

/* Builds a transaction of n items (n 0: random 1..3) in its own memory; *uid
 * names it. len 0: random lengths. rs: the random state to use. */
static struct jolt_jtx *build(struct model *m, uint64_t *rs, uint32_t n, uint32_t fixed_len,
			      uint64_t *uid_out)
{
	pthread_mutex_lock(&m->mu);
	uint64_t uid = ++m->nuid;
	pthread_mutex_unlock(&m->mu);
	CHECK(uid <= MAXTX);
	if (!n)
		n = 1 + (uint32_t)(rnd(rs) % 3);
	struct jolt_jtx *tx = jolt_journal_tx_begin(m->j);
	CHECK(tx != NULL);
	static __thread uint8_t buf[20016];
	for (uint32_t k = 0; k < n; k++) {
		uint32_t len = fixed_len ? fixed_len
			: 8 + (uint32_t)(rnd(rs) % 4 == 0 ? rnd(rs) % 20000 : rnd(rs) % 600);
		if (len > sizeof(buf))
			len = sizeof(buf);
		for (uint32_t b = 0; b < len; b++)
			buf[b] = pbyte(uid, k, b);
		memcpy(buf, &n, 4);
		m->len[uid][k] = len;
		CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, uid * 64 + k, buf, len), 0);
		memset(buf, 0xee, len);   /* the transaction holds its own copy */
	}
	m->nitems[uid] = n;
	CHECK_EQ(jolt_jtx_items(tx), n);
	*uid_out = uid;
	return tx;
}

/* Records that transaction uid was committed as journal txid id. */
static uint64_t committed(struct model *m, uint64_t uid, uint64_t id)
{
	pthread_mutex_lock(&m->mu);
	uint64_t g = id + m->txoff;
	CHECK(g <= MAXTX && !m->uid_at[g]);
	m->uid_at[g] = uid;
	m->g_of[uid] = g;
	if (g > m->ntx)
		m->ntx = g;
	pthread_mutex_unlock(&m->mu);
	return g;
}

/* Builds and commits one transaction; returns its journal txid. */
static uint64_t add_tx(struct model *m, uint32_t n, uint32_t len)
{
	uint64_t uid, id;
	struct jolt_jtx *tx = build(m, &m->seed, n, len, &uid);
	CHECK_EQ(jolt_journal_commit(m->j, tx, &id), 0);
	committed(m, uid, id);
	return id;
}

/* Checks a recovery against the model at cut time `at`: every transaction
 * whole, in log order, contiguous, every payload byte right, and every one
 * forced by the cut present unless declared home by then. Returns the
 * number of transactions recovered; *first_out its first place. */
static uint64_t verify(const struct model *m, const struct jolt_recovery *r, uint64_t at,
		       uint64_t *first_out)
{
	uint64_t expect_g = 0, first = 0, got = 0, uid = 0;
	uint32_t expect_idx = 0;
	for (uint64_t c = 0; c < r->ncheckpoints; c++) {
		const struct jolt_checkpoint *cp = &r->checkpoints[c];
		CHECK(expect_idx == 0);   /* checkpoints hold whole transactions */
		for (uint64_t i = 0; i < cp->nitems; i++) {
			const struct jolt_item *it = &cp->items[i];
			uint32_t idx = (uint32_t)(it->key % 64);
			CHECK_EQ(it->type, JOLT_ITEM_INODE);
			if (expect_idx == 0) {
				uid = it->key / 64;
				CHECK(uid >= 1 && uid <= m->nuid);
				uint64_t g = m->g_of[uid];
				CHECK(g >= 1);   /* only committed transactions reach the log */
				if (!first)
					first = g;
				else
					CHECK_EQ(g, expect_g);   /* contiguous, in commit order */
				expect_g = g;
			}
			CHECK_EQ(it->key / 64, uid);
			CHECK_EQ(idx, expect_idx);
			CHECK_EQ(it->len, m->len[uid][idx]);
			uint32_t n;
			memcpy(&n, it->payload, 4);
			CHECK_EQ(n, m->nitems[uid]);
			for (uint32_t b = 4; b < it->len; b++)
				if (it->payload[b] != pbyte(uid, idx, b)) {
					fprintf(stderr, "payload mismatch tx %llu item %u byte %u\n",
						(unsigned long long)uid, idx, b);
					exit(1);
				}
			if (++expect_idx == m->nitems[uid]) {
				expect_idx = 0;
				expect_g++;
				got++;
			}
		}
	}
	CHECK_EQ(expect_idx, 0);
	uint64_t last = first ? expect_g - 1 : 0;
	for (uint64_t g = 1; g <= m->ntx; g++) {
		if (!m->forced_at[g] || m->forced_at[g] > at)
			continue;
		if (m->home_clock[g] && m->home_clock[g] <= at)
			continue;
		if (!(first && g >= first && g <= last)) {
			fprintf(stderr, "cut %llu: forced tx %llu (at %llu) missing; recovered %llu..%llu (%s)\n",
				(unsigned long long)at, (unsigned long long)g,
				(unsigned long long)m->forced_at[g], (unsigned long long)first,
				(unsigned long long)last, r->reason);
			exit(1);
		}
	}
	if (first_out)
		*first_out = first;
	return got;
}

/* The search and the full scan agree on everything recovery returns. */
static void same_recovery(const struct jolt_recovery *a, const struct jolt_recovery *b)
{
	CHECK_EQ(a->end, b->end);
	CHECK_EQ(a->valid_beyond, b->valid_beyond);
	CHECK_EQ(a->head_lsn, b->head_lsn);
	CHECK_EQ(a->tail_lsn, b->tail_lsn);
	CHECK_EQ(a->end_lsn, b->end_lsn);
	CHECK_EQ(a->records_read, b->records_read);
	CHECK_EQ(a->dropped_records, b->dropped_records);
	CHECK(strcmp(a->reason, b->reason) == 0);
	CHECK_EQ(a->ncheckpoints, b->ncheckpoints);
	for (uint64_t c = 0; c < a->ncheckpoints; c++) {
		const struct jolt_checkpoint *x = &a->checkpoints[c], *y = &b->checkpoints[c];
		CHECK_EQ(x->seq, y->seq);
		CHECK_EQ(x->first_lsn, y->first_lsn);
		CHECK_EQ(x->commit_lsn, y->commit_lsn);
		CHECK_EQ(x->nitems, y->nitems);
		for (uint64_t i = 0; i < x->nitems; i++) {
			CHECK_EQ(x->items[i].key, y->items[i].key);
			CHECK_EQ(x->items[i].len, y->items[i].len);
			CHECK(!x->items[i].len ||
			      memcmp(x->items[i].payload, y->items[i].payload, x->items[i].len) == 0);
		}
	}
}

struct mem_image {
	const uint8_t *p;
	size_t size;
	uint64_t bytes_read;
};

static int image_read(void *ctx, uint64_t off, void *buf, size_t len)
{
	struct mem_image *im = ctx;
	if (off > im->size || len > im->size - off)
		return -ENODATA;
	memcpy(buf, im->p + off, len);
	im->bytes_read += len;
	return 0;
}

/* Recovers an image both ways, checks they agree, and returns the search's
 * result in *r (the caller frees it). */
static int recover_both(const uint8_t *img, size_t cap, struct jolt_recovery *r)
{
	struct mem_image a = {img, cap, 0}, b = {img, cap, 0};
	struct jolt_recovery full;
	int rc = jolt_journal_recover_read(image_read, &a, JOLT_RECOVERY_SEARCH, r);
	int rc2 = jolt_journal_recover_read(image_read, &b, JOLT_RECOVERY_FULL_SCAN, &full);
	CHECK_EQ(rc, rc2);
	if (!rc)
		same_recovery(r, &full);
	jolt_recovery_free(&full);
	return rc;
}

/* Recovers the device after a clean close: every transaction must come
 * back, `expect` of them. */
static void recover_all(struct model *m, uint64_t expect)
{
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_SEARCH, &r), 0);
	for (uint64_t g = 1; g <= m->ntx; g++)
		m->forced_at[g] = 1;
	CHECK_EQ(verify(m, &r, UINT64_MAX, NULL), expect);
	jolt_recovery_free(&r);
}

/* Declares every committed transaction home (the model's need_space). The
 * clock recorded is one seen before, in the driver's context: the device is
 * the driver's, and an earlier clock only exempts more cuts. */
static void home_upto(struct model *m, struct jolt_journal *j, uint64_t upto, uint64_t clock)
{
	if (upto <= m->home_tx)
		return;
	if (upto < m->txoff)
		upto = m->txoff;   /* journal txid 0: the checkpoints recovered at open */
	CHECK_EQ(jolt_journal_home(j, upto - m->txoff), 0);
	for (uint64_t g = m->home_tx + 1; g <= upto; g++)
		m->home_clock[g] = clock ? clock : 1;
	m->home_tx = upto;
}

static void need_space(void *ctx, struct jolt_journal *j, uint64_t want)
{
	struct model *m = ctx;
	struct jolt_journal_stats st;
	(void)want;
	/* everything committed so far: ids are 1.. in this session, and a
	 * thread may not have recorded its own yet (places are what count) */
	jolt_journal_stats(j, &st);
	pthread_mutex_lock(&m->mu);
	home_upto(m, j, m->txoff + st.transactions, m->last_clock);
	pthread_mutex_unlock(&m->mu);
}

static struct jolt_journal *open_j(struct model *m, struct jolt_journal_opts *o)
{
	char why[256];
	struct jolt_journal *j;
	int rc = jolt_journal_open(m->dev, o, &j, why, sizeof(why));
	if (rc)
		fprintf(stderr, "open: %s\n", why);
	CHECK_EQ(rc, 0);
	m->txoff = m->ntx;
	m->j = j;
	return j;
}

/* ---- one polling thread, many outstanding forces -------------------------- */

struct writer {
	struct model *m;
	uint64_t g;
	int busy;
};

static void forced(void *arg, int res)
{
	struct writer *w = arg;
	struct model *m = w->m;
	w->busy = 0;
	pthread_mutex_lock(&m->mu);
	if (res == 0) {
		/* the callback runs on the driving thread: the device is ours */
		m->last_clock = jolt_blk_mem_now(m->dev);
		m->forced_at[w->g] = m->last_clock;
	} else {
		m->errors++;
		m->last_err = res;
	}
	pthread_mutex_unlock(&m->mu);
}

/* Runs `ntx` transactions with `nw` writers in this thread; returns 0 or
 * the first error seen. */
static int run_inner(struct model *m, uint64_t ntx, int nw, struct writer *w)
{
	uint64_t started = 0;
	for (;;) {
		int idle = 0;
		for (int i = 0; i < nw; i++) {
			if (w[i].busy)
				continue;
			idle++;
			if (started < ntx && !m->errors) {
				w[i].m = m;
				int big = m->ntx == m->txoff;   /* first of a session: several records */
				uint64_t uid, id;
				struct jolt_jtx *tx = build(m, &m->seed, big ? 3 : 0, big ? 12000 : 0, &uid);
				int rc = jolt_journal_commit(m->j, tx, &id);
				if (rc < 0)
					return rc;
				uint64_t g = committed(m, uid, id);
				started++;
				/* most transactions are forced at once; some ride along */
				if (m->rare_forces ? rnd(&m->seed) % 16 == 0 : rnd(&m->seed) % 4 != 0) {
					w[i].g = g;
					w[i].busy = 1;
					if ((rc = jolt_journal_force(m->j, id, forced, &w[i])) < 0) {
						w[i].busy = 0;
						return rc;
					}
				}
			}
		}
		if (idle == nw && (started >= ntx || m->errors))
			break;
		/* now and then the caller writes some metadata home on its own:
		 * the tail moves to checkpoints that may not be durable yet */
		if (m->home_proactive && m->ntx > m->txoff + 2 && rnd(&m->seed) % 16 == 0)
			home_upto(m, m->j, m->ntx - 1 - rnd(&m->seed) % 2, jolt_blk_mem_now(m->dev));
		int rc = jolt_journal_poll(m->j, 1);
		if (rc < 0)
			return rc;
	}
	return m->errors ? m->last_err : 0;
}

static int run(struct model *m, uint64_t ntx, int nw)
{
	struct writer w[16];
	memset(w, 0, sizeof(w));
	int rc = run_inner(m, ntx, nw, w);
	for (int i = 0; i < nw; i++)
		while (w[i].busy)
			if (jolt_journal_poll(m->j, 1) < 0)
				CHECK(!w[i].busy);   /* a failed journal completes every force */
	return rc;
}

static struct jolt_blk *mem_dev(uint64_t size, uint64_t seed)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char target[64], why[128];
	jolt_blk_opts_default(&o);
	o.queue_depth = 16;
	snprintf(target, sizeof(target), "size=%llu,seed=%llu", (unsigned long long)size,
		 (unsigned long long)seed);
	CHECK_EQ(jolt_blk_open("mem", target, &o, &b, why, sizeof(why)), 0);
	return b;
}

/* A model over a fresh mem device holding a new journal. */
static struct model *mem_model(uint64_t seed, uint64_t dev_bytes, uint64_t dev_seed,
			       uint64_t log_blocks, uint32_t record_size)
{
	struct model *m = model_new(seed);
	m->dev = mem_dev(dev_bytes, dev_seed);
	CHECK_EQ(jolt_journal_mkfs(m->dev, log_blocks, record_size, NULL, 0), 0);
	return m;
}

static int count_cb(void *ctx, const struct jolt_checkpoint *c)
{
	(void)c;
	(*(uint64_t *)ctx)++;
	return 0;
}

static void round_trip(void)
{
	struct model *m = model_new(11);
	m->dev = mem_dev(4 << 20, 3);
	char why[256];
	CHECK_EQ(jolt_journal_mkfs(m->dev, 512, 16384, why, sizeof(why)), 0);
	/* bad geometry is refused with a reason */
	CHECK_EQ(jolt_journal_mkfs(m->dev, 3, 16384, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 5000, 16384, why, sizeof(why)), -ENOSPC);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 512, 5000, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 512, 16384, why, sizeof(why)), 0);

	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	uint64_t replayed = 0;
	o.replay = count_cb;
	o.replay_ctx = &replayed;
	open_j(m, &o);
	CHECK_EQ(replayed, 0);
	/* bad items are refused and leave the transaction usable */
	struct jolt_jtx *tx = jolt_journal_tx_begin(m->j);
	CHECK_EQ(jolt_jtx_item(tx, 0, 1, "x", 1), -EINVAL);
	CHECK_EQ(jolt_jtx_item(tx, 0xc0, 1, "x", 1), -EINVAL);
	CHECK_EQ(jolt_jtx_item(tx, 1, 1, NULL, 5), -EINVAL);
	CHECK_EQ(jolt_jtx_item(tx, 1, 1, "x", JOLT_MAX_PAYLOAD + 1), -EINVAL);
	CHECK_EQ(jolt_jtx_item(tx, 0x41, UINT64_MAX, NULL, 0), -EINVAL);
	CHECK_EQ(jolt_jtx_items(tx), 0);
	jolt_jtx_abort(tx);
	CHECK_EQ(jolt_jtx_item(NULL, 1, 1, "x", 1), -EINVAL);
	CHECK_EQ(jolt_journal_commit(m->j, NULL, NULL), -EINVAL);
	CHECK_EQ(jolt_journal_force(m->j, 99, forced, NULL), -EINVAL);
	CHECK_EQ(jolt_journal_force_sync(m->j, 99), -EINVAL);
	CHECK_EQ(jolt_journal_home(m->j, 99), -EINVAL);

	uint64_t id = 0;
	for (int i = 0; i < 20; i++) {
		id = add_tx(m, 0, 0);
		if (i % 5 == 4)
			CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);
	}
	CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);   /* durable already */
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK_EQ(st.transactions, 20);
	CHECK(st.flushes + st.fua_writes >= 4);
	CHECK_EQ(st.forces, st.forces_done);
	CHECK_EQ(jolt_journal_close(m->j), 0);

	/* reopen: 20 transactions come back, then add more, reopen again */
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_FULL_SCAN, &r), 0);
	for (uint64_t g = 1; g <= m->ntx; g++)
		m->forced_at[g] = 1;
	CHECK_EQ(verify(m, &r, UINT64_MAX, NULL), 20);
	uint64_t nck = r.ncheckpoints;
	jolt_recovery_free(&r);
	CHECK_EQ(jolt_journal_recover(m->dev, 7, &r), -EINVAL);
	jolt_recovery_free(&r);
	open_j(m, &o);
	CHECK_EQ(replayed, nck);
	for (int i = 0; i < 10; i++)
		id = add_tx(m, 0, 0);
	CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 30);
	jolt_blk_close(m->dev);
	model_free(m);
}

/* Transactions are their owners' until committed: several built at once,
 * committed in another order, get ids in commit order and reach the log
 * whole, each with its own copies of the payloads; an aborted one leaves no
 * trace, an empty one is a barrier. */
static void tx_api(void)
{
	struct model *m = mem_model(12, 4 << 20, 3, 512, 16384);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.max_tx_items = 4;
	open_j(m, &o);
	uint64_t u1, u2, u3, u4, id1, id2, id3, id;
	struct jolt_jtx *a = build(m, &m->seed, 3, 100, &u1);
	struct jolt_jtx *b = build(m, &m->seed, 2, 5000, &u2);
	struct jolt_jtx *c = build(m, &m->seed, 1, 8, &u3);
	struct jolt_jtx *d = build(m, &m->seed, 4, 10, &u4);
	CHECK_EQ(jolt_jtx_item(d, JOLT_ITEM_INODE, 1, "x", 1), -E2BIG);   /* max_tx_items */
	CHECK_EQ(jolt_journal_commit(m->j, c, &id3), 0);
	CHECK_EQ(jolt_journal_commit(m->j, a, &id1), 0);
	jolt_jtx_abort(d);
	CHECK_EQ(jolt_journal_commit(m->j, b, &id2), 0);
	CHECK(id3 < id1 && id1 < id2);
	committed(m, u3, id3);
	committed(m, u1, id1);
	committed(m, u2, id2);
	/* an empty transaction commits and forcing it makes the others durable */
	struct jolt_jtx *e = jolt_journal_tx_begin(m->j);
	CHECK_EQ(jolt_journal_commit(m->j, e, &id), 0);
	CHECK_EQ(id, id2 + 1);
	CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);
	for (uint64_t g = 1; g <= 3; g++)
		m->forced_at[g] = 1;
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_SEARCH, &r), 0);
	CHECK_EQ(verify(m, &r, 1, NULL), 3);
	jolt_recovery_free(&r);
	/* a transaction of another journal is refused (and freed) */
	struct model *m2 = mem_model(13, 4 << 20, 4, 512, 16384);
	struct jolt_journal_opts o2;
	jolt_journal_opts_default(&o2);
	open_j(m2, &o2);
	struct jolt_jtx *f = jolt_journal_tx_begin(m2->j);
	CHECK_EQ(jolt_journal_commit(m->j, f, &id), -EINVAL);
	CHECK_EQ(jolt_journal_close(m2->j), 0);
	jolt_blk_close(m2->dev);
	model_free(m2);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	model_free(m);
}

/* The payload arena: a transaction larger than it is refused when built;
 * unforced transactions that fill it make commits wait for packing, and
 * nothing is lost. */
static void arena(void)
{
	struct model *m = mem_model(21, 4 << 20, 3, 512, 16384);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.payload_arena = 16384;
	open_j(m, &o);
	static uint8_t big[20000];
	struct jolt_jtx *tx = jolt_journal_tx_begin(m->j);
	CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, 7, big, 10000), 0);
	CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, 8, big, 10000), -E2BIG);
	jolt_jtx_abort(tx);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	o.payload_arena = 65536;
	open_j(m, &o);
	uint64_t id = 0;
	for (int i = 0; i < 20; i++)   /* 36 KB each: the second waits for the first's packing */
		id = add_tx(m, 3, 12000);
	CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.arena_waits > 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 20);
	jolt_blk_close(m->dev);
	model_free(m);
	printf("  payload arena: %llu waits\n", (unsigned long long)st.arena_waits);
}

/* A small log wrapped many times: log full calls the hook, the tail moves,
 * recovery returns what is after the tail. */
static void wrap_and_full(void)
{
	struct model *m = mem_model(5, 1 << 20, 9, 64, 16384);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	open_j(m, &o);
	/* without a hook: log full is -ENOSPC, and nothing forced is lost */
	int rc = 0;
	while (rc == 0 && m->ntx < 200) {
		uint64_t uid, id;
		struct jolt_jtx *tx = build(m, &m->seed, 1, 3000, &uid);
		rc = jolt_journal_commit(m->j, tx, &id);
		if (rc == 0) {
			uint64_t g = committed(m, uid, id);
			CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);
			m->forced_at[g] = jolt_blk_mem_now(m->dev);
		}
	}
	CHECK_EQ(rc, -ENOSPC);
	CHECK(m->ntx > 5 && m->ntx < 64);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.log_full_waits >= 1);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_SEARCH, &r), 0);
	CHECK_EQ(verify(m, &r, UINT64_MAX, NULL), m->ntx);
	jolt_recovery_free(&r);

	/* with a hook: 600 transactions through a 64-block log; the failed
	 * transaction above took no place */
	m->nuid = m->ntx;
	o.need_space = need_space;
	o.need_space_ctx = m;
	open_j(m, &o);
	CHECK_EQ(run(m, 600, 4), 0);
	jolt_journal_stats(m->j, &st);
	CHECK(st.log_full_waits > 10);
	printf("  wrap: %llu tx, %llu checkpoints, %llu flushes, %llu FUA, %llu log-full waits, "
	       "%llu tail waits, %llu window waits\n",
	       (unsigned long long)m->ntx, (unsigned long long)st.checkpoints,
	       (unsigned long long)st.flushes, (unsigned long long)st.fua_writes,
	       (unsigned long long)st.log_full_waits, (unsigned long long)st.tail_waits,
	       (unsigned long long)st.window_waits);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_SEARCH, &r), 0);
	uint64_t first;
	uint64_t got = verify(m, &r, UINT64_MAX, &first);
	CHECK(got >= 1);
	CHECK_EQ(first + got - 1, m->ntx);   /* ends at the last transaction */
	jolt_recovery_free(&r);
	jolt_blk_close(m->dev);
	model_free(m);
}

struct crash_stats {
	uint64_t cuts, images, reopens, tx_recovered, tail_waits, window_waits, flushes, fua,
		arena_waits;
};

/* Chooser that applies nothing and notes every write not durable at the
 * cut. */
struct pending {
	uint64_t n, off[4096], len[4096];
};

static void note_pending(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	struct pending *p = ctx;
	if (p->n < 4096) {
		p->off[p->n] = w->off;
		p->len[p->n++] = w->len;
	}
	memset(mask, 0, w->sectors);
}

/* Rule 5 (window) seen from the media: every write not durable at the cut
 * lies in the W blocks after the durable end of the log. */
static void check_window(const struct jolt_recovery *r, const struct pending *p)
{
	uint64_t L = r->geo.log_blocks, W = jolt_journal_window_blocks(&r->geo);
	uint64_t db = r->end == JOLT_END_EMPTY ? 0 : r->end_lsn & 0xffffffffu;
	for (uint64_t i = 0; i < p->n; i++) {
		uint64_t blk = p->off[i] / 4096 - 1;
		uint64_t end = (blk + L - db) % L + p->len[i] / 4096;
		if (end > W)
			fprintf(stderr, "write at block %llu (+%llu) ends %llu blocks past the durable end %llu (W %llu)\n",
				(unsigned long long)blk, (unsigned long long)(p->len[i] / 4096),
				(unsigned long long)end, (unsigned long long)db, (unsigned long long)W);
		CHECK(end <= W);
	}
}

/* Cuts the write stream of m's device everywhere (every flush and FUA
 * point, just before each, `random_cuts` random points, the end), rebuilds
 * each cut three ways (durable writes only; every write; a random subset
 * with torn sectors), recovers each image by search and by full scan, and
 * checks both against the model. Returns the cut points in *cuts_out. */
static size_t cut_everywhere(struct model *m, uint64_t cap, uint64_t seed, int random_cuts,
			     struct crash_stats *cs, uint64_t **cuts_out)
{
	uint64_t end = jolt_blk_mem_now(m->dev);
	size_t np = jolt_blk_mem_flush_points(m->dev, NULL, 0);
	uint64_t *pts = calloc(np + 1, sizeof(*pts));
	uint64_t *cuts = calloc(2 * np + (size_t)random_cuts + 1, sizeof(*cuts));
	CHECK(pts && cuts);
	jolt_blk_mem_flush_points(m->dev, pts, np);
	size_t nc = 0;
	for (size_t i = 0; i < np; i++) {
		cuts[nc++] = pts[i];
		if (pts[i] > 1)
			cuts[nc++] = pts[i] - 1;   /* just before each flush completes */
	}
	for (int i = 0; i < random_cuts; i++)
		cuts[nc++] = rnd(&m->seed) % (end + 1);
	cuts[nc++] = end;
	free(pts);
	uint8_t *img = malloc(cap);
	struct pending *pending = malloc(sizeof(*pending));
	struct jolt_blk_mem_random rr = {seed * 77 + 1, 40, 30};
	for (size_t i = 0; i < nc; i++) {
		for (int variant = 0; variant < 3; variant++) {
			jolt_blk_mem_chooser ch = variant == 0 ? note_pending : jolt_blk_mem_choose_random;
			struct jolt_blk_mem_random all = {rr.state, 100, 0};
			pending->n = 0;
			void *ctx = variant == 0 ? (void *)pending : variant == 1 ? (void *)&all : (void *)&rr;
			CHECK_EQ(jolt_blk_mem_crash_image(m->dev, cuts[i], ch, ctx, img, cap), 0);
			struct jolt_recovery r;
			int rc = recover_both(img, cap, &r);
			if (rc)
				fprintf(stderr, "seed %llu cut %llu variant %d: recovery rejected: %s\n",
					(unsigned long long)seed, (unsigned long long)cuts[i], variant, r.reason);
			CHECK_EQ(rc, 0);
			if (variant == 0)
				check_window(&r, pending);
			cs->tx_recovered += verify(m, &r, cuts[i], NULL);
			jolt_recovery_free(&r);
			cs->images++;
		}
		cs->cuts++;
	}
	free(img);
	free(pending);
	*cuts_out = cuts;
	return nc;
}

static void add_stats(struct model *m, struct crash_stats *cs)
{
	struct jolt_journal_stats js;
	jolt_journal_stats(m->j, &js);
	cs->tail_waits += js.tail_waits;
	cs->window_waits += js.window_waits;
	cs->flushes += js.flushes;
	cs->fua += js.fua_writes;
	cs->arena_waits += js.arena_waits;
}

/* Some cuts: reopen the crashed image, write more, recover again: the old
 * forced transactions and the new ones must all be there, and the reopen
 * must have cleared what the crash left beyond the recovered checkpoints.
 * (24 cuts a workload: with 4, a torn write under an older record's header,
 * which rule 7 once missed, failed one run in tens; with every cut, every
 * run.) */
static void reopen_rounds(struct model *m, uint64_t cap, uint64_t seed, const uint64_t *cuts,
			  size_t nc, const struct jolt_journal_opts *o, struct crash_stats *cs)
{
	uint8_t *img = malloc(cap), *img2 = malloc(cap);
	struct jolt_blk_mem_random rr = {seed * 91 + 7, 40, 30};
	struct model *m2 = malloc(sizeof(*m2));
	for (int k = 0; k < 24; k++) {
		uint64_t at = cuts[rnd(&m->seed) % nc];
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, at, jolt_blk_mem_choose_random, &rr, img, cap), 0);
		*m2 = *m;
		pthread_mutex_init(&m2->mu, NULL);
		m2->dev = mem_dev(cap, seed + 100 + (uint64_t)k);
		CHECK_EQ(jolt_blk_mem_load(m2->dev, img, cap), 0);
		for (uint64_t g = 1; g <= m2->ntx; g++)
			if (m2->forced_at[g] > at)
				m2->forced_at[g] = 0;
		struct jolt_recovery r;
		CHECK_EQ(recover_both(img, cap, &r), 0);
		uint64_t first = 0, got = verify(m2, &r, at, &first);
		uint64_t nck = r.ncheckpoints;
		jolt_recovery_free(&r);
		/* the transactions beyond the recovered ones are gone: the model
		 * forgets them (their uids are never seen again) */
		uint64_t keep = got ? first + got - 1 : 0, lo_keep = got ? first : 0;
		for (uint64_t g = 1; g <= m2->ntx; g++) {
			if (g < lo_keep || g > keep) {
				m2->forced_at[g] = 0;
				if (g > keep && m2->uid_at[g])
					m2->g_of[m2->uid_at[g]] = 0;
				if (g > keep) {
					m2->uid_at[g] = 0;
					m2->home_clock[g] = 0;
				}
			} else {
				m2->forced_at[g] = 1;
				m2->home_clock[g] = 0;
			}
		}
		m2->ntx = keep;
		m2->home_tx = lo_keep ? lo_keep - 1 : (m2->home_tx < keep ? m2->home_tx : keep);
		m2->errors = 0;
		struct jolt_journal_opts o2 = *o;
		o2.need_space_ctx = m2;
		o2.recovery = k % 2 ? JOLT_RECOVERY_FULL_SCAN : JOLT_RECOVERY_SEARCH;
		open_j(m2, &o2);
		struct jolt_journal_stats st;
		jolt_journal_stats(m2->j, &st);
		CHECK_EQ(st.recovered_checkpoints, nck);
		uint64_t before = m2->ntx;
		for (int t = 0; t < 5; t++) {
			uint64_t id = add_tx(m2, 1, 700);
			CHECK_EQ(jolt_journal_force_sync(m2->j, id), 0);
			m2->forced_at[m2->ntx] = 1;
		}
		CHECK_EQ(jolt_journal_close(m2->j), 0);
		CHECK_EQ(jolt_blk_mem_crash_image(m2->dev, jolt_blk_mem_now(m2->dev), NULL, NULL, img2, cap), 0);
		CHECK_EQ(recover_both(img2, cap, &r), 0);
		uint64_t first2 = 0, got2 = verify(m2, &r, UINT64_MAX, &first2);
		if (r.end == JOLT_END_DAMAGE)
			fprintf(stderr, "reopen round: damage: %s\n", r.reason);
		CHECK(r.end != JOLT_END_DAMAGE);
		CHECK(!r.valid_beyond);
		/* ends at the last transaction; holds every one not declared home */
		CHECK(got2 >= 1);
		CHECK_EQ(first2 + got2 - 1, before + 5);
		if (m2->home_tx < before)
			CHECK(got2 >= 5);
		jolt_recovery_free(&r);
		jolt_blk_close(m2->dev);
		pthread_mutex_destroy(&m2->mu);
		cs->reopens++;
	}
	free(m2);
	free(img);
	free(img2);
}

/* One random workload of one polling thread, cut everywhere. */
static void crash_one(uint64_t seed, uint64_t log_blocks, uint32_t rsize, int nw, uint64_t ntx,
		      uint32_t commit_mode, int rare_forces, struct crash_stats *cs)
{
	uint64_t cap = (log_blocks + 1) * 4096;
	struct model *m = mem_model(seed, cap, seed, log_blocks, rsize);
	CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);   /* the fresh image is the base */
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.need_space = need_space;
	o.need_space_ctx = m;
	o.commit_mode = commit_mode;
	o.lr_slots = 4;
	o.max_flushes = 1 + (uint32_t)(seed % 4);
	o.payload_arena = seed % 3 == 1 ? 64 << 10 : 0;   /* a small ring: wraps and waits */
	m->home_proactive = seed % 2 == 0;
	m->rare_forces = rare_forces;
	open_j(m, &o);
	CHECK_EQ(run(m, ntx, nw), 0);
	add_stats(m, cs);
	uint64_t *cuts;
	size_t nc = cut_everywhere(m, cap, seed, 60, cs, &cuts);
	reopen_rounds(m, cap, seed, cuts, nc, &o, cs);
	free(cuts);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	model_free(m);
}

static void print_crash(const char *what, const struct crash_stats *cs)
{
	printf("  %s: %llu cuts, %llu images recovered (search = full scan) and checked, "
	       "%llu reopen rounds, %llu tx verified; %llu flushes, %llu FUA commits, "
	       "%llu tail waits, %llu window waits, %llu payload-memory waits\n", what,
	       (unsigned long long)cs->cuts, (unsigned long long)cs->images,
	       (unsigned long long)cs->reopens, (unsigned long long)cs->tx_recovered,
	       (unsigned long long)cs->flushes, (unsigned long long)cs->fua,
	       (unsigned long long)cs->tail_waits, (unsigned long long)cs->window_waits,
	       (unsigned long long)cs->arena_waits);
}

static void crash(void)
{
	struct crash_stats cs;
	memset(&cs, 0, sizeof(cs));
	for (uint64_t seed = 1; seed <= 6; seed++)
		crash_one(seed, 64 + seed * 16, seed % 2 ? 16384 : 8192, 1 + (int)(seed % 4), 150,
			  seed % 3 == 0 ? JOLT_COMMIT_FLUSH : JOLT_COMMIT_AUTO, 0, &cs);
	/* long runs of unforced records in flight: the window rule is what
	 * keeps the newest records near the durable end */
	for (uint64_t seed = 7; seed <= 8; seed++)
		crash_one(seed, 256, 8192, 1, 200, JOLT_COMMIT_AUTO, 1, &cs);
	print_crash("crash", &cs);
	CHECK(cs.window_waits > 0);   /* the window rule was exercised */
}

/* ---- several threads ----------------------------------------------------------- */

struct tw {                      /* one committing and forcing thread */
	struct model *m;
	uint64_t rs;                 /* its random state */
	int n;                       /* transactions to commit */
	int done;                    /* async force: completed */
	uint64_t g;
	int err;
};

/* A force callback: runs on the driving thread, which owns the device, so
 * the mem clock can be read: a clock at or after the force completed. */
static void stamp(void *arg, int res)
{
	struct tw *t = arg;
	struct model *m = t->m;
	pthread_mutex_lock(&m->mu);
	if (res == 0) {
		m->last_clock = jolt_blk_mem_now(m->dev);
		if (!m->forced_at[t->g])
			m->forced_at[t->g] = m->last_clock;
	} else {
		t->err = res;
	}
	t->done = 1;
	pthread_mutex_unlock(&m->mu);
}

static int tw_done(struct tw *t)
{
	pthread_mutex_lock(&t->m->mu);
	int d = t->done;
	pthread_mutex_unlock(&t->m->mu);
	return d;
}

static void *tw_main(void *arg)
{
	struct tw *t = arg;
	struct model *m = t->m;
	for (int i = 0; i < t->n && !t->err; i++) {
		uint64_t uid, id;
		struct jolt_jtx *tx = build(m, &t->rs, 0, 0, &uid);
		int rc = jolt_journal_commit(m->j, tx, &id);
		if (rc < 0) {
			t->err = rc;
			break;
		}
		t->g = committed(m, uid, id);
		switch (rnd(&t->rs) % 4) {
		case 0:   /* rides along */
			break;
		case 1:   /* force and sleep until durable, then a second force to
			   * stamp the time in the driver's context */
		case 2:
			if ((rc = jolt_journal_force_sync(m->j, id)) < 0) {
				t->err = rc;
				break;
			}
			/* fall through */
		default:  /* force with a callback, polled for */
			t->done = 0;
			if ((rc = jolt_journal_force(m->j, id, stamp, t)) < 0) {
				t->err = rc;
				break;
			}
			while (!tw_done(t))
				if ((rc = jolt_journal_poll(m->j, 1)) < 0) {
					t->err = rc;
					break;
				}
			break;
		}
		if (m->home_proactive && rnd(&t->rs) % 16 == 0) {
			pthread_mutex_lock(&m->mu);
			uint64_t upto = m->home_tx;
			while (upto + 2 < m->ntx && m->uid_at[upto + 1])
				upto++;
			home_upto(m, m->j, upto, m->last_clock);
			pthread_mutex_unlock(&m->mu);
		}
	}
	return NULL;
}

/* Several threads commit and force at once; the stream is cut everywhere. */
static void crash_threads_one(uint64_t seed, uint64_t log_blocks, uint32_t rsize, int nthreads,
			      int per_thread, uint32_t commit_mode, struct crash_stats *cs)
{
	uint64_t cap = (log_blocks + 1) * 4096;
	struct model *m = mem_model(seed, cap, seed, log_blocks, rsize);
	CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.need_space = need_space;
	o.need_space_ctx = m;
	o.commit_mode = commit_mode;
	o.lr_slots = 4;
	o.max_flushes = 1 + (uint32_t)(seed % 3);
	o.payload_arena = seed % 2 ? 96 << 10 : 0;
	m->home_proactive = 1;
	open_j(m, &o);
	pthread_t th[8];
	struct tw t[8];
	for (int i = 0; i < nthreads; i++) {
		t[i] = (struct tw){.m = m, .rs = seed * 1000 + (uint64_t)i, .n = per_thread};
		CHECK_EQ(pthread_create(&th[i], NULL, tw_main, &t[i]), 0);
	}
	for (int i = 0; i < nthreads; i++) {
		CHECK_EQ(pthread_join(th[i], NULL), 0);
		CHECK_EQ(t[i].err, 0);
	}
	CHECK_EQ(m->ntx, (uint64_t)(nthreads * per_thread));
	add_stats(m, cs);
	uint64_t *cuts;
	size_t nc = cut_everywhere(m, cap, seed, 100, cs, &cuts);
	reopen_rounds(m, cap, seed, cuts, nc, &o, cs);
	free(cuts);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	model_free(m);
}

static void crash_threads(void)
{
	struct crash_stats cs;
	memset(&cs, 0, sizeof(cs));
	for (uint64_t seed = 1; seed <= 4; seed++)
		crash_threads_one(seed, 96 + seed * 32, seed % 2 ? 16384 : 8192, 2 + (int)(seed % 3),
				  60, seed % 2 ? JOLT_COMMIT_FLUSH : JOLT_COMMIT_AUTO, &cs);
	print_crash("crash, threads", &cs);
}

struct gc {
	struct jolt_journal *j;
	int n;
	int err;
};

static void *gc_main(void *arg)
{
	struct gc *g = arg;
	uint8_t p[512];
	memset(p, 0x5a, sizeof(p));
	for (int i = 0; i < g->n && !g->err; i++) {
		struct jolt_jtx *tx = jolt_journal_tx_begin(g->j);
		uint64_t id;
		CHECK(tx != NULL);
		CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, (uint64_t)i, p, sizeof(p)), 0);
		int rc = jolt_journal_commit(g->j, tx, &id);
		if (!rc)
			rc = jolt_journal_force_sync(g->j, id);
		g->err = rc;
	}
	return NULL;
}

/* Group commit across threads: forces waiting together share flushes. */
static void group_commit_threads(void)
{
	if (!jolt_blk_backend_available("uring"))
		SKIP("uring backend not built");
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char path[512], why[256];
	snprintf(path, sizeof(path), "%s/jolt-test-gc-%d.img", tmp, (int)getpid());
	unlink(path);
	struct jolt_blk_opts bo;
	jolt_blk_opts_default(&bo);
	bo.size = 16 << 20;
	struct jolt_blk *dev;
	CHECK_EQ(jolt_blk_open("uring", path, &bo, &dev, why, sizeof(why)), 0);
	CHECK_EQ(jolt_journal_mkfs(dev, 0, 32768, why, sizeof(why)), 0);
	for (int nth = 1; nth <= 8; nth *= 8) {
		struct jolt_journal *j;
		struct jolt_journal_opts o;
		jolt_journal_opts_default(&o);
		CHECK_EQ(jolt_journal_open(dev, &o, &j, why, sizeof(why)), 0);
		pthread_t th[8];
		struct gc g[8];
		for (int i = 0; i < nth; i++) {
			g[i] = (struct gc){j, 40, 0};
			CHECK_EQ(pthread_create(&th[i], NULL, gc_main, &g[i]), 0);
		}
		for (int i = 0; i < nth; i++) {
			CHECK_EQ(pthread_join(th[i], NULL), 0);
			CHECK_EQ(g[i].err, 0);
		}
		struct jolt_journal_stats st;
		jolt_journal_stats(j, &st);
		double per = (double)(st.flushes + st.fua_writes) / (double)st.forces;
		printf("  group commit: %d thread(s), %llu forces, %llu flushes, %llu FUA: %.3f per force\n",
		       nth, (unsigned long long)st.forces, (unsigned long long)st.flushes,
		       (unsigned long long)st.fua_writes, per);
		CHECK_EQ(st.forces, (uint64_t)(40 * nth));
		CHECK_EQ(st.forces_done, st.forces);
		if (nth == 1)
			CHECK(per >= 0.99);   /* alone, every force needs its own flush */
		else
			CHECK(per < 1.0);     /* together, they share */
		CHECK_EQ(jolt_journal_close(j), 0);
	}
	jolt_blk_close(dev);
	unlink(path);
}

/* ---- what callbacks may do -------------------------------------------------------- */

struct cbctx {
	struct jolt_journal *j;
	uint64_t id;
	int commit_rc, poll_rc, sync_rc, force_rc, home_rc, ran, inner;
};

static void inner_cb(void *arg, int res)
{
	struct cbctx *c = arg;
	c->inner = res == 0 ? 1 : -1;
}

static void rules_cb(void *arg, int res)
{
	struct cbctx *c = arg;
	CHECK_EQ(res, 0);
	struct jolt_jtx *tx = jolt_journal_tx_begin(c->j);
	CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, 1, "abc", 3), 0);   /* building is fine */
	c->commit_rc = jolt_journal_commit(c->j, tx, NULL);
	c->poll_rc = jolt_journal_poll(c->j, 0);
	c->sync_rc = jolt_journal_force_sync(c->j, c->id);
	c->force_rc = jolt_journal_force(c->j, c->id, inner_cb, c);
	c->home_rc = jolt_journal_home(c->j, c->id);
	c->ran = 1;
}

struct nsctx {
	struct model *m;
	int commit_rc, sync_rc, calls;
	uint64_t forced;
};

/* need_space as a filesystem writes it: the log is forced up to what is
 * written home (write-ahead), then home is declared. */
static void wal_need_space(void *ctx, struct jolt_journal *j, uint64_t want)
{
	struct nsctx *n = ctx;
	(void)want;
	n->calls++;
	struct jolt_jtx *tx = jolt_journal_tx_begin(j);
	n->commit_rc = jolt_journal_commit(j, tx, NULL);
	uint64_t last = n->m->ntx - n->m->txoff;
	n->sync_rc = jolt_journal_force_sync(j, last);
	CHECK_EQ(jolt_journal_home(j, last), 0);
	n->forced = last;
}

static void callback_rules(void)
{
	struct model *m = mem_model(31, 1 << 20, 5, 64, 16384);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	struct nsctx ns = {m, 0, 0, 0, 0};
	o.need_space = wal_need_space;
	o.need_space_ctx = &ns;
	open_j(m, &o);
	struct cbctx c = {m->j, 0, 0, 0, 0, 0, 0, 0, 0};
	c.id = add_tx(m, 1, 100);
	CHECK_EQ(jolt_journal_force(m->j, c.id, rules_cb, &c), 0);
	while (!c.ran || !c.inner)
		CHECK(jolt_journal_poll(m->j, 1) >= 0);
	CHECK_EQ(c.commit_rc, -EDEADLK);
	CHECK_EQ(c.poll_rc, -EDEADLK);
	CHECK_EQ(c.sync_rc, -EDEADLK);
	CHECK_EQ(c.force_rc, 0);
	CHECK_EQ(c.home_rc, 0);
	CHECK_EQ(c.inner, 1);
	/* fill the log: need_space forces what it writes home, cannot commit */
	for (int i = 0; i < 150; i++)
		add_tx(m, 1, 3000);
	CHECK(ns.calls > 0);
	CHECK_EQ(ns.commit_rc, -EDEADLK);
	CHECK_EQ(ns.sync_rc, 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	model_free(m);
}

/* ---- faults, the tail rule ----------------------------------------------------------- */

static void faults(void)
{
	for (int kind = 0; kind < 3; kind++) {
		uint64_t cap = 257 * 4096;
		struct model *m = mem_model(40 + (uint64_t)kind, cap, 2, 256, 16384);
		CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);
		struct jolt_journal_opts o;
		jolt_journal_opts_default(&o);
		o.need_space = need_space;
		o.need_space_ctx = m;
		open_j(m, &o);
		CHECK_EQ(run(m, 30, 3), 0);
		struct jolt_blk_mem_fault f = {3, 0, kind == 1 ? -ENOSPC : -EIO,
					       kind == 2 ? 1u << JOLT_BLK_FLUSH : 1u << JOLT_BLK_WRITE};
		CHECK_EQ(jolt_blk_mem_set_fault(m->dev, &f), 0);
		int rc = run(m, 100, 3);
		CHECK_EQ(rc, f.err);
		/* sticky: every later call fails the same way */
		struct jolt_jtx *tx = jolt_journal_tx_begin(m->j);
		CHECK_EQ(jolt_journal_commit(m->j, tx, NULL), f.err);
		CHECK_EQ(jolt_journal_force_sync(m->j, 1), f.err);
		CHECK_EQ(jolt_journal_close(m->j), f.err);
		/* nothing forced before the failure is lost */
		uint8_t *img = malloc(cap);
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, jolt_blk_mem_now(m->dev), NULL, NULL, img, cap), 0);
		struct jolt_recovery r;
		CHECK_EQ(recover_both(img, cap, &r), 0);
		uint64_t got = verify(m, &r, UINT64_MAX, NULL);
		CHECK(got >= 30);
		jolt_recovery_free(&r);
		free(img);
		jolt_blk_close(m->dev);
		model_free(m);
	}
	/* a short device: the superblock promises more than the media has */
	struct jolt_blk *b = mem_dev(257 * 4096, 1);
	CHECK_EQ(jolt_journal_mkfs(b, 256, 16384, NULL, 0), 0);
	jolt_blk_close(b);
	b = mem_dev(100 * 4096, 1);
	struct jolt_journal *j;
	char why[256];
	/* mkfs on a device too small, then a superblock pointing past the end */
	CHECK_EQ(jolt_journal_mkfs(b, 256, 16384, why, sizeof(why)), -ENOSPC);
	uint8_t sb[4096];
	struct jolt_log_geometry g = {256, 16384, 0, 1ull << 32};
	jolt_log_super_init(sb, &g);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 0, sb, 4096), 0);
	CHECK(jolt_journal_open(b, NULL, &j, why, sizeof(why)) < 0);
	CHECK(strstr(why, "rejected") != NULL);
	/* garbage superblock */
	memset(sb, 0xab, sizeof(sb));
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 0, sb, 4096), 0);
	CHECK(jolt_journal_open(b, NULL, &j, why, sizeof(why)) < 0);
	/* bad options */
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.recovery = 9;
	CHECK_EQ(jolt_journal_open(b, &o, &j, why, sizeof(why)), -EINVAL);
	jolt_blk_close(b);
}

/* A transaction larger than the engine's submission ring: committed in
 * parts of the ring, from one thread that is not driving (nothing else is
 * in flight), then forced and recovered whole. */
static void big_transaction(void)
{
	struct jolt_blk *b = mem_dev(8192 * 4096, 1);
	CHECK_EQ(jolt_journal_mkfs(b, 8000, 32768, NULL, 0), 0);
	struct jolt_journal_opts o;
	struct jolt_journal *j;
	char why[256];
	jolt_journal_opts_default(&o);
	o.capacity = 65536;
	o.index_slots = 131072;
	o.max_tx_items = 32768;
	CHECK_EQ(jolt_journal_open(b, &o, &j, why, sizeof(why)), 0);
	struct jolt_jtx *tx = jolt_journal_tx_begin(j);
	for (uint64_t i = 0; i < 20000; i++)
		CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, i + 1, &i, sizeof(i)), 0);
	uint64_t id;
	CHECK_EQ(jolt_journal_commit(j, tx, &id), 0);
	CHECK_EQ(jolt_journal_force_sync(j, id), 0);
	CHECK_EQ(jolt_journal_close(j), 0);
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(b, JOLT_RECOVERY_SEARCH, &r), 0);
	uint64_t n = 0;
	for (uint64_t c = 0; c < r.ncheckpoints; c++)
		n += r.checkpoints[c].nitems;
	CHECK_EQ(n, 20000);
	jolt_recovery_free(&r);
	jolt_blk_close(b);
}

/* Chooser: every write that is not durable reached the media whole (the
 * worst case for an ordering rule: nothing is lost but what must be). */
static void apply_every(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	(void)ctx;
	memset(mask, 1, w->sectors);
}

/* Preflush (docs/journal.md section 4, rule 3): transactions committed with
 * jolt_jtx_preflush after "data" was written (the clock c0) are recoverable
 * at no cut before a flush submitted after c0 has completed, even with
 * every write landed; without it, they are (the rule is what holds them).
 * Eight such transactions forced together cost two flushes: the preflush,
 * then the one after their commit record (one flush in flight). */
static void preflush_case(int pre)
{
	uint64_t cap = 2048 * 4096;
	struct jolt_blk *b = mem_dev(cap, 7);
	CHECK_EQ(jolt_journal_mkfs(b, 2000, 8192, NULL, 0), 0);
	struct jolt_journal_opts o;
	struct jolt_journal *j;
	char why[256];
	jolt_journal_opts_default(&o);
	o.commit_mode = JOLT_COMMIT_FLUSH;
	o.max_flushes = 1;
	CHECK_EQ(jolt_journal_open(b, &o, &j, why, sizeof(why)), 0);
	CHECK_EQ(jolt_blk_mem_settle(b), 0);
	uint64_t c0 = jolt_blk_mem_now(b), id = 0;
	for (uint64_t t = 0; t < 8; t++) {
		struct jolt_jtx *tx = jolt_journal_tx_begin(j);
		CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, t + 1, &t, sizeof(t)), 0);
		if (pre)
			jolt_jtx_preflush(tx);
		CHECK_EQ(jolt_journal_commit(j, tx, &id), 0);
	}
	CHECK_EQ(jolt_journal_force_sync(j, id), 0);
	struct jolt_journal_stats st;
	jolt_journal_stats(j, &st);
	if (pre) {
		CHECK_EQ(st.preflushes, 1);
		CHECK_EQ(st.flushes, 2);
		CHECK(st.preflush_waits >= 1);
	} else {
		CHECK_EQ(st.preflushes, 0);
		CHECK_EQ(st.flushes, 1);
	}
	uint64_t end = jolt_blk_mem_now(b), pts[64], first = UINT64_MAX;
	size_t np = jolt_blk_mem_flush_points(b, pts, 64);
	for (size_t i = 0; i < np && i < 64; i++)
		if (pts[i] > c0 && pts[i] < first)
			first = pts[i];
	CHECK(first <= end);
	uint8_t *img = malloc(cap);
	int early = 0;                /* cuts before the first flush with the items back */
	for (uint64_t at = c0; at <= end; at++) {
		CHECK_EQ(jolt_blk_mem_crash_image(b, at, apply_every, NULL, img, cap), 0);
		struct jolt_recovery r;
		CHECK_EQ(recover_both(img, cap, &r), 0);
		uint64_t n = 0;
		for (uint64_t c = 0; c < r.ncheckpoints; c++)
			n += r.checkpoints[c].nitems;
		if (at < first && n)
			early++;
		if (at == end)
			CHECK_EQ(n, 8);
		jolt_recovery_free(&r);
	}
	if (pre)
		CHECK_EQ(early, 0);
	else
		CHECK(early > 0);
	free(img);
	CHECK_EQ(jolt_journal_close(j), 0);
	jolt_blk_close(b);
}

/* A ticket taken before a flush: that flush, completed before the commit,
 * is the preflush of a transaction committed with jolt_jtx_preflush_after
 * (one flush for it, after its commit record); with jolt_jtx_preflush only
 * a flush after the commit counts (two). */
static void preflush_ticket(int after)
{
	struct jolt_blk *b = mem_dev(2048 * 4096, 8);
	CHECK_EQ(jolt_journal_mkfs(b, 2000, 8192, NULL, 0), 0);
	struct jolt_journal_opts o;
	struct jolt_journal *j;
	char why[256];
	jolt_journal_opts_default(&o);
	o.commit_mode = JOLT_COMMIT_FLUSH;
	o.max_flushes = 1;
	CHECK_EQ(jolt_journal_open(b, &o, &j, why, sizeof(why)), 0);
	uint64_t ticket = jolt_journal_flush_ticket(j), id, v = 1;
	struct jolt_jtx *tx = jolt_journal_tx_begin(j);
	CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, 1, &v, sizeof(v)), 0);
	CHECK_EQ(jolt_journal_commit(j, tx, &id), 0);
	CHECK_EQ(jolt_journal_force_sync(j, id), 0);   /* a flush after the ticket */
	struct jolt_journal_stats s0, s1;
	jolt_journal_stats(j, &s0);
	CHECK_EQ(jolt_journal_flush_ticket(j), ticket + s0.flushes);
	tx = jolt_journal_tx_begin(j);
	CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, 2, &v, sizeof(v)), 0);
	if (after)
		jolt_jtx_preflush_after(tx, ticket);
	else
		jolt_jtx_preflush(tx);
	CHECK_EQ(jolt_journal_commit(j, tx, &id), 0);
	CHECK_EQ(jolt_journal_force_sync(j, id), 0);
	jolt_journal_stats(j, &s1);
	CHECK_EQ(s1.flushes - s0.flushes, after ? 1 : 2);
	CHECK_EQ(s1.preflushes - s0.preflushes, after ? 0 : 1);
	CHECK_EQ(jolt_journal_close(j), 0);
	jolt_blk_close(b);
}

static void preflush(void)
{
	preflush_case(1);
	preflush_case(0);
	preflush_ticket(1);
	preflush_ticket(0);
}

/* Chooser: every write applied except the one at device offset ctx. */
static void all_but(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	memset(mask, w->off != *(uint64_t *)ctx, w->sectors);
}

/* Rule 4 (tail) in isolation: the first checkpoint of a fresh log spans
 * several records; at every cut, with the first record lost and every other
 * write applied, recovery must not be left with a head whose tail is
 * missing. */
static void tail_rule(void)
{
	uint64_t cap = 129 * 4096;
	struct model *m = mem_model(3, cap, 4, 128, 8192);
	CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	open_j(m, &o);
	CHECK_EQ(run(m, 1, 1), 0);   /* the first transaction is big: 3 x 12000 bytes */
	CHECK_EQ(run(m, 20, 2), 0);
	uint64_t end = jolt_blk_mem_now(m->dev), first_rec = 4096;
	uint8_t *img = malloc(cap);
	for (uint64_t at = 0; at <= end; at++) {
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, at, all_but, &first_rec, img, cap), 0);
		struct jolt_recovery r;
		int rc = recover_both(img, cap, &r);
		if (rc)
			fprintf(stderr, "cut %llu: recovery rejected: %s\n", (unsigned long long)at, r.reason);
		CHECK_EQ(rc, 0);
		verify(m, &r, at, NULL);
		jolt_recovery_free(&r);
	}
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.tail_waits >= 1);
	free(img);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	model_free(m);
}

/* Chooser: drops the write at block ctx[0] of the region, keeps only the
 * first sector of the one at block ctx[1], drops everything else. */
/* The crash of reopen_torn: every write not yet durable is lost but one
 * record's, of which only the header sector lands, or every sector but the
 * header. */
struct tear {
	uint64_t block;
	int header;
};

static void tear_one(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	const struct tear *t = ctx;
	int mine = w->off == (1 + t->block) * 4096;
	memset(mask, mine && !t->header, w->sectors);
	mask[0] = mine && t->header;
}

/* Rule 7 (reopen) with a record torn beyond a lost one: recovery cannot see
 * it (its CRC fails, and the head is before the hole), but a walk that later
 * reaches its block finds it damaged. Either its header landed (the
 * expected LSN, a bad CRC), or, in a log that has wrapped, only its later
 * sectors did, under the header of the record of the cycle before (an
 * older LSN, a bad CRC). The reopen clears every block of the window after
 * the recovered end that could be one, so a new session that ends exactly
 * there ends cleanly. */
static void reopen_torn_one(int wrap)
{
	/* 1-block records; 8 KiB ones need room for two at a block, so a cycle
	 * holds L - 1 of them */
	uint64_t L = wrap ? 64 : 256, cap = (L + 1) * 4096;
	uint64_t cycle_records = wrap ? L - 1 : 0;
	struct model *m = mem_model(71, cap, 7, L, 8192);
	CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.commit_mode = JOLT_COMMIT_FLUSH;
	o.need_space = need_space;
	o.need_space_ctx = m;
	open_j(m, &o);
	uint64_t id = 0;
	for (uint64_t i = 0; i < cycle_records + 10; i++) {   /* up to about block 10 of the cycle */
		id = add_tx(m, 1, 100);
		CHECK_EQ(jolt_journal_force_sync(m->j, id), 0);
	}
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	uint64_t end = st.next_lsn;      /* the recovered end: lost */
	CHECK_EQ(end >> 32, wrap ? 2 : 1);
	for (int i = 0; i < 2; i++) {    /* written, not flushed */
		id = add_tx(m, 1, 3000);     /* more than a sector: tearing shows */
		CHECK_EQ(jolt_journal_push(m->j), 0);
		while (jolt_journal_poll(m->j, 1) > 0)
			;
	}
	jolt_journal_stats(m->j, &st);
	CHECK_EQ(st.next_lsn, end + 2);  /* a block each: the torn one is at end + 1 */
	uint8_t *img = malloc(cap);
	struct tear t = {(end & 0xffffffffu) + 1, !wrap};
	CHECK_EQ(jolt_blk_mem_crash_image(m->dev, jolt_blk_mem_now(m->dev), tear_one, &t, img, cap), 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	for (int mode = 0; mode < 2; mode++) {
		struct jolt_recovery r;
		m->dev = mem_dev(cap, 8);
		CHECK_EQ(jolt_blk_mem_load(m->dev, img, cap), 0);
		CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_SEARCH, &r), 0);
		if (r.end != JOLT_END_CLEAN)
			fprintf(stderr, "crash image: %s\n", r.reason);
		CHECK_EQ(r.end, JOLT_END_CLEAN);
		CHECK_EQ(r.end_lsn, end);   /* the torn record is not seen */
		jolt_recovery_free(&r);
		o.recovery = (uint32_t)mode;
		struct jolt_journal *j;
		CHECK_EQ(jolt_journal_open(m->dev, &o, &j, NULL, 0), 0);
		struct jolt_jtx *tx = jolt_journal_tx_begin(j);
		CHECK_EQ(jolt_jtx_item(tx, JOLT_ITEM_INODE, 1, "x", 1), 0);
		CHECK_EQ(jolt_journal_commit(j, tx, &id), 0);
		CHECK_EQ(jolt_journal_force_sync(j, id), 0);   /* ends where the torn one starts */
		CHECK_EQ(jolt_journal_close(j), 0);
		CHECK_EQ(jolt_journal_recover(m->dev, JOLT_RECOVERY_FULL_SCAN, &r), 0);
		if (r.end != JOLT_END_CLEAN)
			fprintf(stderr, "after reopen: %s\n", r.reason);
		CHECK_EQ(r.end, JOLT_END_CLEAN);
		CHECK_EQ(r.end_lsn, end + 1);
		jolt_recovery_free(&r);
		jolt_blk_close(m->dev);
	}
	free(img);
	model_free(m);
}

static void reopen_torn(void)
{
	reopen_torn_one(0);
	reopen_torn_one(1);
}

/* ---- the head search ------------------------------------------------------------------ */

/* A log of 4096 blocks wrapped several times, crashed at a sample of points
 * (every wrap among them): the search agrees with the full scan everywhere
 * and reads a small part of the region. */
static void head_search(void)
{
	uint64_t L = 4096, cap = (L + 1) * 4096;
	struct model *m = mem_model(61, cap, 6, L, 8192);
	CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.need_space = need_space;
	o.need_space_ctx = m;
	m->home_proactive = 1;   /* the tail follows the head: the walk is short */
	open_j(m, &o);
	/* two wraps and more, forced by 3 writers */
	CHECK_EQ(run(m, 6000, 3), 0);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.record_blocks > 2 * L);
	uint64_t end = jolt_blk_mem_now(m->dev);
	uint8_t *img = malloc(cap);
	struct jolt_blk_mem_random rr = {5, 40, 30};
	uint64_t searched = 0, scanned = 0, images = 0;
	for (uint64_t k = 0; k <= 200; k++) {
		uint64_t at = k == 200 ? end : rnd(&m->seed) % (end + 1);
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, at, jolt_blk_mem_choose_random, &rr, img, cap), 0);
		struct mem_image a = {img, cap, 0}, b = {img, cap, 0};
		struct jolt_recovery r, f;
		CHECK_EQ(jolt_journal_recover_read(image_read, &a, JOLT_RECOVERY_SEARCH, &r), 0);
		CHECK_EQ(jolt_journal_recover_read(image_read, &b, JOLT_RECOVERY_FULL_SCAN, &f), 0);
		same_recovery(&r, &f);
		verify(m, &r, at, NULL);
		searched += a.bytes_read;
		scanned += b.bytes_read;
		images++;
		jolt_recovery_free(&r);
		jolt_recovery_free(&f);
	}
	printf("  head search: %llu images of a %llu-block log, %.1f%% of the full scan's bytes read\n",
	       (unsigned long long)images, (unsigned long long)L, 100.0 * (double)searched / (double)scanned);
	CHECK(searched * 4 < scanned);
	/* an empty log, and an image whose first LSN is not at block 0 (read
	 * whole): both ways agree */
	struct jolt_blk *e = mem_dev(cap, 1);
	CHECK_EQ(jolt_journal_mkfs(e, L, 8192, NULL, 0), 0);
	memcpy(img, jolt_blk_mem_data(e), cap);
	struct jolt_recovery r;
	CHECK_EQ(recover_both(img, cap, &r), 0);
	CHECK_EQ(r.end, JOLT_END_EMPTY);
	jolt_recovery_free(&r);
	jolt_blk_close(e);
	free(img);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	model_free(m);
}

/* ---- other backends and engines --------------------------------------------------------- */

/* The same journal on io_uring with a real file: concurrent forcing
 * writers, a clean close, a reopen that recovers everything. */
static void on_uring(void)
{
	if (!jolt_blk_backend_available("uring"))
		SKIP("uring backend not built");
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char path[512], why[256];
	snprintf(path, sizeof(path), "%s/jolt-test-journal-%d.img", tmp, (int)getpid());
	unlink(path);
	struct jolt_blk_opts bo;
	jolt_blk_opts_default(&bo);
	bo.size = 8 << 20;
	bo.queue_depth = 16;
	struct model *m = model_new(99);
	CHECK_EQ(jolt_blk_open("uring", path, &bo, &m->dev, why, sizeof(why)), 0);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 0, 32768, why, sizeof(why)), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	open_j(m, &o);
	CHECK_EQ(run(m, 200, 4), 0);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.flushes >= 1);
	CHECK_EQ(st.fua_writes, 0);   /* a file: FUA is not native, write + flush */
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	bo.size = 0;
	CHECK_EQ(jolt_blk_open("uring", path, &bo, &m->dev, why, sizeof(why)), 0);
	recover_all(m, 200);
	jolt_blk_close(m->dev);
	unlink(path);
	model_free(m);
	printf("  uring: 200 transactions, %llu flushes, recovered\n", (unsigned long long)st.flushes);
}

/* The same on the spdk backend, on the bdev make test-spdk names
 * (JOLT_SPDK_CONFIG, JOLT_SPDK_BDEV: Malloc, AIO, NVMe/TCP). SPDK starts
 * once per process, so the device stays open from writing to recovery. */
static void on_spdk(void)
{
	const char *cfg = getenv("JOLT_SPDK_CONFIG"), *bdev = getenv("JOLT_SPDK_BDEV");
	if (!jolt_blk_backend_available("spdk") || !cfg || !bdev)
		SKIP(jolt_blk_backend_available("spdk") ?
		     "JOLT_SPDK_CONFIG/JOLT_SPDK_BDEV unset: make test-spdk sets them" :
		     JOLT_TEST_NO_SPDK);
	char why[256];
	struct jolt_blk_opts bo;
	jolt_blk_opts_default(&bo);
	bo.queue_depth = 16;
	bo.config = cfg;
	struct model *m = model_new(98);
	int rc = jolt_blk_open("spdk", bdev, &bo, &m->dev, why, sizeof(why));
	if (rc)
		fprintf(stderr, "spdk open: %s\n", why);
	CHECK_EQ(rc, 0);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 2048, 32768, why, sizeof(why)), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	open_j(m, &o);
	CHECK_EQ(run(m, 200, 4), 0);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.flushes + st.fua_writes >= 1);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 200);
	printf("  spdk %s (%s): 200 transactions, %llu flushes, %llu FUA writes, recovered\n", bdev,
	       jolt_blk_describe(m->dev), (unsigned long long)st.flushes,
	       (unsigned long long)st.fua_writes);
	jolt_blk_close(m->dev);
	model_free(m);
}

/* Every engine: the journal on the co-simulated RTL, where it is built. */
static void on_sim(void)
{
	struct model *m = mem_model(77, 4 << 20, 5, 512, 32768);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.engine = "sim";
	char why[256];
	int rc = jolt_journal_open(m->dev, &o, &m->j, why, sizeof(why));
	if (rc == -ENOENT) {
		jolt_blk_close(m->dev);
		model_free(m);
		SKIP("sim engine: %s", why);
	}
	CHECK_EQ(rc, 0);
	m->txoff = 0;
	CHECK_EQ(run(m, 40, 3), 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 40);
	jolt_blk_close(m->dev);
	model_free(m);
	printf("  sim engine: 40 transactions forced and recovered\n");
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(round_trip), TEST(tx_api), TEST(big_transaction), TEST(arena), TEST(wrap_and_full),
		TEST(callback_rules), TEST(faults), TEST(tail_rule), TEST(preflush), TEST(reopen_torn), TEST(head_search),
		TEST(crash), TEST(crash_threads), TEST(group_commit_threads),
		TEST(on_uring), TEST(on_spdk), TEST(on_sim),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
