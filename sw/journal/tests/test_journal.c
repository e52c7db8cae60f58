/* The journal on the mem device: round trips, wrap-around with tail
 * movement, log full, and crash consistency in the manner of CrashMonkey:
 * random workloads with several concurrent forcing writers, cut at every
 * flush point and at random points between, with random subsets of
 * in-flight writes and torn sectors; recovery must return every
 * transaction forced before the cut (unless declared home), whole, in
 * order, and nothing partial or corrupt. Faults (EIO, ENOSPC) must surface
 * as errors without losing what was forced. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "jolt/journal.h"
#include "check.h"

#define MAXTX 4096

static uint64_t rnd(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Items are self-describing: key = tx * 64 + index, payload bytes derived
 * from (tx, index), first 8 bytes = number of items in the transaction. */
static uint8_t pbyte(uint64_t tx, uint32_t idx, uint32_t i)
{
	return (uint8_t)(tx * 31 + idx * 7 + i * 13 + (i >> 8));
}

struct model {
	uint64_t seed;
	uint32_t nitems[MAXTX + 1];
	uint32_t len[MAXTX + 1][4];
	uint64_t forced_at[MAXTX + 1];   /* mem clock when its force completed, 0: not forced */
	uint64_t home_at[MAXTX + 1];     /* highest home txid declared by clock ... */
	uint64_t ntx;
	uint64_t home_tx;                /* last txid declared home */
	uint64_t home_clock[MAXTX + 1];  /* clock when home_tx became >= t */
	struct jolt_blk *dev;
	struct jolt_journal *j;
	int errors;
	int last_err;
	int home_proactive;
	uint64_t txoff;                  /* model tx = journal txid + txoff (ids restart per session) */
};

static void add_tx(struct model *m, uint64_t *txid)
{
	uint64_t tx = m->ntx + 1;
	uint32_t n = 1 + (uint32_t)(rnd(&m->seed) % 3);
	uint8_t buf[20016];
	for (uint32_t k = 0; k < n; k++) {
		uint32_t len = 8 + (uint32_t)(rnd(&m->seed) % 3 == 0 ? rnd(&m->seed) % 20000 : rnd(&m->seed) % 600);
		if (len > sizeof(buf))
			len = sizeof(buf);
		for (uint32_t i = 0; i < len; i++)
			buf[i] = pbyte(tx, k, i);
		memcpy(buf, &n, 4);
		m->len[tx][k] = len;
		CHECK_EQ(jolt_journal_item(m->j, JOLT_ITEM_INODE, tx * 64 + k, buf, len), 0);
	}
	m->nitems[tx] = n;
	CHECK_EQ(jolt_journal_tx_end(m->j, txid), 0);
	CHECK_EQ(*txid + m->txoff, tx);
	m->ntx = tx;
}

/* Checks a recovery against the model at cut time `at`: returns the number
 * of transactions recovered. */
static uint64_t verify(const struct model *m, const struct jolt_recovery *r, uint64_t at,
		       uint64_t *first_out)
{
	uint64_t expect_tx = 0, first = 0, got = 0;
	uint32_t expect_idx = 0;
	for (uint64_t c = 0; c < r->ncheckpoints; c++) {
		const struct jolt_checkpoint *cp = &r->checkpoints[c];
		CHECK(expect_idx == 0);   /* checkpoints hold whole transactions */
		for (uint64_t i = 0; i < cp->nitems; i++) {
			const struct jolt_item *it = &cp->items[i];
			uint64_t tx = it->key / 64;
			uint32_t idx = (uint32_t)(it->key % 64);
			CHECK_EQ(it->type, JOLT_ITEM_INODE);
			CHECK(tx >= 1 && tx <= m->ntx);
			if (expect_idx == 0) {
				if (!first)
					first = tx;
				else
					CHECK_EQ(tx, expect_tx);   /* contiguous transactions */
				expect_tx = tx;
			}
			CHECK_EQ(tx, expect_tx);
			CHECK_EQ(idx, expect_idx);
			CHECK_EQ(it->len, m->len[tx][idx]);
			uint32_t n;
			memcpy(&n, it->payload, 4);
			CHECK_EQ(n, m->nitems[tx]);
			for (uint32_t b = 4; b < it->len; b++)
				if (it->payload[b] != pbyte(tx, idx, b)) {
					fprintf(stderr, "payload mismatch tx %llu item %u byte %u\n",
						(unsigned long long)tx, idx, b);
					exit(1);
				}
			if (++expect_idx == m->nitems[tx]) {
				expect_idx = 0;
				expect_tx = tx + 1;
				got++;
			}
		}
	}
	CHECK_EQ(expect_idx, 0);
	/* every transaction forced by the cut is there, unless it was declared
	 * home (its metadata written elsewhere) by then */
	uint64_t last = first ? expect_tx - 1 : 0;
	for (uint64_t t = 1; t <= m->ntx; t++) {
		if (!m->forced_at[t] || m->forced_at[t] > at)
			continue;
		if (m->home_clock[t] && m->home_clock[t] <= at)
			continue;
		if (!(first && t >= first && t <= last)) {
			fprintf(stderr, "cut %llu: forced tx %llu (at %llu) missing; recovered %llu..%llu (%s)\n",
				(unsigned long long)at, (unsigned long long)t,
				(unsigned long long)m->forced_at[t], (unsigned long long)first,
				(unsigned long long)last, r->reason);
			exit(1);
		}
	}
	if (first_out)
		*first_out = first;
	return got;
}

/* Recovers the whole device after a clean close: every transaction must
 * come back, `expect` of them. */
static void recover_all(struct model *m, uint64_t expect)
{
	struct jolt_recovery r;

	CHECK_EQ(jolt_journal_recover(m->dev, &r), 0);
	for (uint64_t t = 1; t <= m->ntx; t++)
		m->forced_at[t] = 1;
	CHECK_EQ(verify(m, &r, UINT64_MAX, NULL), expect);
	jolt_recovery_free(&r);
}

struct writer {
	struct model *m;
	uint64_t tx;
	int busy;
};

static void forced(void *arg, int res)
{
	struct writer *w = arg;
	w->busy = 0;
	if (res == 0) {
		w->m->forced_at[w->tx] = jolt_blk_mem_now(w->m->dev);
	} else {
		w->m->errors++;
		w->m->last_err = res;
	}
}

static void need_space(void *ctx, struct jolt_journal *j, uint64_t want)
{
	struct model *m = ctx;
	(void)want;
	/* write "metadata home": every closed transaction */
	uint64_t upto = m->ntx;
	if (upto > m->home_tx) {
		/* journal txid 0: the checkpoints recovered at open */
		if (upto <= m->txoff)
			upto = m->txoff;
		CHECK_EQ(jolt_journal_home(j, upto - m->txoff), 0);
		for (uint64_t t = m->home_tx + 1; t <= upto; t++)
			m->home_clock[t] = jolt_blk_mem_now(m->dev);
		m->home_tx = upto;
	}
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
	return j;
}

/* Runs `ntx` transactions with `nw` concurrent writers; returns 0 or the
 * first error seen (after every outstanding force has reported). */
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
				int rc;
				uint64_t tx = m->ntx + 1;
				uint32_t n = 1 + (uint32_t)(rnd(&m->seed) % 3);
				uint8_t buf[20016];
				int big = m->ntx == m->txoff;   /* first of a session: several records */
				if (big)
					n = 3;
				for (uint32_t k = 0; k < n; k++) {
					uint32_t len = 8 + (uint32_t)(rnd(&m->seed) % 4 == 0 ? rnd(&m->seed) % 20000
											: rnd(&m->seed) % 600);
					if (big)
						len = 12000;
					for (uint32_t b = 0; b < len; b++)
						buf[b] = pbyte(tx, k, b);
					memcpy(buf, &n, 4);
					m->len[tx][k] = len;
					rc = jolt_journal_item(m->j, JOLT_ITEM_INODE, tx * 64 + k, buf, len);
					if (rc)
						return rc;
				}
				m->nitems[tx] = n;
				uint64_t id;
				if ((rc = jolt_journal_tx_end(m->j, &id)) < 0)
					return rc;
				CHECK_EQ(id + m->txoff, tx);
				m->ntx = tx;
				started++;
				/* most transactions are forced at once; some ride along */
				if (rnd(&m->seed) % 4) {
					w[i].tx = tx;
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
		if (m->home_proactive && m->ntx > m->txoff + 2 && rnd(&m->seed) % 16 == 0) {
			uint64_t upto = m->ntx - 1 - rnd(&m->seed) % 2;
			if (upto > m->home_tx) {
				CHECK_EQ(jolt_journal_home(m->j, upto - m->txoff), 0);
				for (uint64_t t = m->home_tx + 1; t <= upto; t++)
					m->home_clock[t] = jolt_blk_mem_now(m->dev);
				m->home_tx = upto;
			}
		}
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
	struct model *m = calloc(1, sizeof(*m));

	CHECK(m != NULL);
	m->seed = seed;
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
	struct model *m = calloc(1, sizeof(*m));
	m->seed = 11;
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
	m->j = open_j(m, &o);
	CHECK_EQ(replayed, 0);
	/* bad items */
	CHECK_EQ(jolt_journal_item(m->j, 0, 1, "x", 1), -EINVAL);
	CHECK_EQ(jolt_journal_item(m->j, 0xc0, 1, "x", 1), -EINVAL);
	CHECK_EQ(jolt_journal_item(m->j, 1, 1, NULL, 5), -EINVAL);
	CHECK_EQ(jolt_journal_item(m->j, 1, 1, "x", JOLT_MAX_PAYLOAD + 1), -EINVAL);
	CHECK_EQ(jolt_journal_item(m->j, 0x41, UINT64_MAX, NULL, 0), -EINVAL);
	CHECK_EQ(jolt_journal_force(m->j, 99, forced, NULL), -EINVAL);

	uint64_t tx;
	for (int i = 0; i < 20; i++) {
		add_tx(m, &tx);
		if (i % 5 == 4)
			CHECK_EQ(jolt_journal_force_sync(m->j, tx), 0);
	}
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK_EQ(st.transactions, 20);
	CHECK(st.flushes + st.fua_writes >= 4);
	CHECK_EQ(jolt_journal_close(m->j), 0);

	/* reopen: 20 transactions come back, then add more, reopen again */
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(m->dev, &r), 0);
	for (uint64_t t = 1; t <= m->ntx; t++)
		m->forced_at[t] = 1;
	CHECK_EQ(verify(m, &r, UINT64_MAX, NULL), 20);
	uint64_t nck = r.ncheckpoints;
	jolt_recovery_free(&r);
	m->j = open_j(m, &o);
	CHECK_EQ(replayed, nck);
	for (int i = 0; i < 10; i++)
		add_tx(m, &tx);
	CHECK_EQ(jolt_journal_force_sync(m->j, tx), 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 30);
	jolt_blk_close(m->dev);
	free(m);
}

/* The payload arena: a transaction larger than it is refused; unforced
 * transactions that fill it make adding wait for packing, and nothing is
 * lost. */
static void arena(void)
{
	struct model *m = mem_model(21, 4 << 20, 3, 512, 16384);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	o.payload_arena = 16384;
	m->j = open_j(m, &o);
	static uint8_t big[20000];
	CHECK_EQ(jolt_journal_item(m->j, JOLT_ITEM_INODE, 7, big, 10000), 0);
	CHECK_EQ(jolt_journal_item(m->j, JOLT_ITEM_INODE, 8, big, 10000), -E2BIG);
	CHECK_EQ(jolt_journal_close(m->j), 0);   /* the open transaction is dropped */
	o.payload_arena = 65536;
	m->j = open_j(m, &o);
	uint64_t tx = 0;
	for (int i = 0; i < 20; i++)
		add_tx(m, &tx);
	CHECK_EQ(jolt_journal_force_sync(m->j, tx), 0);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.arena_waits > 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 20);
	jolt_blk_close(m->dev);
	free(m);
	printf("  payload arena: %llu waits\n", (unsigned long long)st.arena_waits);
}

/* A small log wrapped many times: log full calls the hook, the tail moves,
 * recovery returns what is after the tail. */
static void wrap_and_full(void)
{
	struct model *m = mem_model(5, 1 << 20, 9, 64, 16384);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	m->j = open_j(m, &o);
	/* without a hook: log full is -ENOSPC, and nothing forced is lost */
	uint64_t tx = 0;
	int rc = 0;
	while (rc == 0 && m->ntx < 200) {
		uint64_t id = m->ntx + 1;
		uint8_t p[3000];
		memset(p, 0, sizeof(p));
		uint32_t n = 1;
		memcpy(p, &n, 4);
		for (uint32_t b = 4; b < sizeof(p); b++)
			p[b] = pbyte(id, 0, b);
		CHECK_EQ(jolt_journal_item(m->j, JOLT_ITEM_INODE, id * 64, p, sizeof(p)), 0);
		rc = jolt_journal_tx_end(m->j, &tx);
		if (rc == 0) {
			m->nitems[id] = 1;
			m->len[id][0] = sizeof(p);
			m->ntx = id;
			CHECK_EQ(jolt_journal_force_sync(m->j, tx), 0);
			m->forced_at[id] = jolt_blk_mem_now(m->dev);
		}
	}
	CHECK_EQ(rc, -ENOSPC);
	CHECK(m->ntx > 5 && m->ntx < 64);
	struct jolt_journal_stats st;
	jolt_journal_stats(m->j, &st);
	CHECK(st.log_full_waits >= 1);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	struct jolt_recovery r;
	CHECK_EQ(jolt_journal_recover(m->dev, &r), 0);
	CHECK_EQ(verify(m, &r, UINT64_MAX, NULL), m->ntx);
	jolt_recovery_free(&r);

	/* with a hook: 600 transactions through a 64-block log */
	o.need_space = need_space;
	o.need_space_ctx = m;
	m->j = open_j(m, &o);
	CHECK_EQ(run(m, 600, 4), 0);
	jolt_journal_stats(m->j, &st);
	CHECK(st.log_full_waits > 10);
	printf("  wrap: %llu tx, %llu checkpoints, %llu flushes, %llu FUA, %llu log-full waits, %llu tail waits\n",
	       (unsigned long long)m->ntx, (unsigned long long)st.checkpoints,
	       (unsigned long long)st.flushes, (unsigned long long)st.fua_writes,
	       (unsigned long long)st.log_full_waits, (unsigned long long)st.tail_waits);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	CHECK_EQ(jolt_journal_recover(m->dev, &r), 0);
	uint64_t first;
	uint64_t got = verify(m, &r, UINT64_MAX, &first);
	CHECK(got >= 1);
	CHECK_EQ(first + got - 1, m->ntx);   /* ends at the last transaction */
	jolt_recovery_free(&r);
	jolt_blk_close(m->dev);
	free(m);
}

struct crash_stats {
	uint64_t cuts, images, reopens, tx_recovered, tail_waits, flushes, fua, arena_waits;
};

/* One random workload, cut everywhere. */
static void crash_one(uint64_t seed, uint64_t log_blocks, uint32_t rsize, int nw, uint64_t ntx,
		      uint32_t commit_mode, struct crash_stats *cs)
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
	m->j = open_j(m, &o);
	CHECK_EQ(run(m, ntx, nw), 0);
	uint64_t end = jolt_blk_mem_now(m->dev);
	struct jolt_journal_stats js;
	jolt_journal_stats(m->j, &js);
	cs->tail_waits += js.tail_waits;
	cs->flushes += js.flushes;
	cs->fua += js.fua_writes;
	cs->arena_waits += js.arena_waits;

	uint64_t pts[4096];
	size_t np = jolt_blk_mem_flush_points(m->dev, pts, 4096);
	if (np > 4096)
		np = 4096;
	uint8_t *img = malloc(cap);
	struct jolt_blk_mem_random rr = {seed * 77 + 1, 40, 30};
	uint64_t cuts[8192];
	size_t nc = 0;
	for (size_t i = 0; i < np; i++) {
		cuts[nc++] = pts[i];
		if (pts[i] > 1)
			cuts[nc++] = pts[i] - 1;   /* just before each flush completes */
	}
	for (int i = 0; i < 60; i++)
		cuts[nc++] = rnd(&m->seed) % (end + 1);
	cuts[nc++] = end;
	for (size_t i = 0; i < nc; i++) {
		for (int variant = 0; variant < 3; variant++) {
			jolt_blk_mem_chooser ch = variant == 0 ? NULL : jolt_blk_mem_choose_random;
			struct jolt_blk_mem_random all = {rr.state, 100, 0};
			void *ctx = variant == 1 ? (void *)&all : (void *)&rr;
			CHECK_EQ(jolt_blk_mem_crash_image(m->dev, cuts[i], ch, ctx, img, cap), 0);
			struct jolt_recovery r;
			int rc = jolt_log_recover_mem(img, cap, &r);
			if (rc)
				fprintf(stderr, "seed %llu cut %llu variant %d: recovery rejected: %s\n",
					(unsigned long long)seed, (unsigned long long)cuts[i], variant, r.reason);
			CHECK_EQ(rc, 0);
			cs->tx_recovered += verify(m, &r, cuts[i], NULL);
			jolt_recovery_free(&r);
			cs->images++;
		}
		cs->cuts++;
	}
	/* some cuts: reopen the crashed image, write more, recover again: the
	 * old forced transactions and the new ones must all be there */
	struct model *m2 = calloc(1, sizeof(*m2));
	for (int k = 0; k < 4; k++) {
		uint64_t at = cuts[rnd(&m->seed) % nc];
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, at, jolt_blk_mem_choose_random, &rr, img, cap), 0);
		*m2 = *m;
		m2->dev = mem_dev(cap, seed + 100 + (uint64_t)k);
		CHECK_EQ(jolt_blk_mem_load(m2->dev, img, cap), 0);
		for (uint64_t t = 1; t <= m2->ntx; t++)
			if (m2->forced_at[t] > at)
				m2->forced_at[t] = 0;
		/* what was recovered counts as forced-before for the next round */
		struct jolt_recovery r;
		CHECK_EQ(jolt_log_recover_mem(img, cap, &r), 0);
		uint64_t first = 0, got = verify(m2, &r, at, &first);
		uint64_t nck = r.ncheckpoints;
		jolt_recovery_free(&r);
		/* the transactions beyond the recovered ones are gone: renumber */
		uint64_t keep = got ? first + got - 1 : 0;
		uint64_t lo_keep = got ? first : 0;
		for (uint64_t t = 1; t <= m2->ntx; t++) {
			if (t < lo_keep || t > keep) {
				m2->forced_at[t] = 0;
			} else {
				m2->forced_at[t] = 1;
				m2->home_clock[t] = 0;
			}
		}
		m2->ntx = keep;
		m2->home_tx = lo_keep ? lo_keep - 1 : m2->home_tx;
		m2->errors = 0;
		/* journal transaction ids restart at 1 in a new session: keep
		 * the model's numbering by offsetting keys: simpler to check
		 * that the new session's checkpoints follow the recovered ones */
		struct jolt_journal_opts o2 = o;
		o2.need_space_ctx = m2;
		m2->j = open_j(m2, &o2);
		struct jolt_journal_stats st;
		jolt_journal_stats(m2->j, &st);
		CHECK_EQ(st.recovered_checkpoints, nck);
		uint64_t before = m2->ntx;
		/* new transactions use keys after the old ones; journal txids
		 * start again at 1, so force the journal's own ids */
		for (int t = 0; t < 5; t++) {
			uint64_t tx = m2->ntx + 1, id;
			uint8_t p[700];
			uint32_t n = 1;
			memcpy(p, &n, 4);
			for (uint32_t b = 4; b < sizeof(p); b++)
				p[b] = pbyte(tx, 0, b);
			int rc = jolt_journal_item(m2->j, JOLT_ITEM_INODE, tx * 64, p, sizeof(p));
			if (rc == 0)
				rc = jolt_journal_tx_end(m2->j, &id);
			CHECK_EQ(rc, 0);
			m2->nitems[tx] = 1;
			m2->len[tx][0] = sizeof(p);
			m2->ntx = tx;
			CHECK_EQ(jolt_journal_force_sync(m2->j, id), 0);
			m2->forced_at[tx] = 1;
		}
		CHECK_EQ(jolt_journal_close(m2->j), 0);
		uint8_t *img2 = malloc(cap);
		CHECK_EQ(jolt_blk_mem_crash_image(m2->dev, jolt_blk_mem_now(m2->dev), NULL, NULL, img2, cap), 0);
		CHECK_EQ(jolt_log_recover_mem(img2, cap, &r), 0);
		uint64_t first2 = 0, got2 = verify(m2, &r, UINT64_MAX, &first2);
		/* a clean close after a reopen leaves a clean end: what the crash
		 * left beyond the recovered checkpoints was cleared */
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
		free(img2);
		jolt_blk_close(m2->dev);
		cs->reopens++;
	}
	free(m2);
	free(img);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	jolt_blk_close(m->dev);
	free(m);
}

static void crash_tests(void)
{
	struct crash_stats cs;
	memset(&cs, 0, sizeof(cs));
	for (uint64_t seed = 1; seed <= 6; seed++) {
		crash_one(seed, 48 + seed * 16, seed % 2 ? 16384 : 8192, 1 + (int)(seed % 4), 150,
			  seed % 3 == 0 ? JOLT_COMMIT_FLUSH : JOLT_COMMIT_AUTO, &cs);
	}
	printf("  crash: %llu cuts, %llu images recovered and checked, %llu reopen rounds, %llu tx verified;"
	       " %llu flushes, %llu FUA commits, %llu tail waits, %llu payload-memory waits\n",
	       (unsigned long long)cs.cuts, (unsigned long long)cs.images,
	       (unsigned long long)cs.reopens, (unsigned long long)cs.tx_recovered,
	       (unsigned long long)cs.flushes, (unsigned long long)cs.fua,
	       (unsigned long long)cs.tail_waits, (unsigned long long)cs.arena_waits);

}

/* Chooser: every write applied except the one at device offset ctx. */
static void all_but(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	memset(mask, w->off != *(uint64_t *)ctx, w->sectors);
}

/* Rule 3 in isolation: the first checkpoint of a fresh log spans several
 * records; at every cut, with the first record lost and every other write
 * applied, recovery must not be left with a head whose tail is missing. */
static void tail_rule(void)
{
	uint64_t cap = 129 * 4096;
	struct model *m = mem_model(3, cap, 4, 128, 8192);
	CHECK_EQ(jolt_blk_mem_settle(m->dev), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	m->j = open_j(m, &o);
	CHECK_EQ(run(m, 1, 1), 0);   /* the first transaction is big: 3 x 12000 bytes */
	CHECK_EQ(run(m, 20, 2), 0);
	uint64_t end = jolt_blk_mem_now(m->dev), first_rec = 4096;
	uint8_t *img = malloc(cap);
	for (uint64_t at = 0; at <= end; at++) {
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, at, all_but, &first_rec, img, cap), 0);
		struct jolt_recovery r;
		int rc = jolt_log_recover_mem(img, cap, &r);
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
	free(m);
}

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
		m->j = open_j(m, &o);
		CHECK_EQ(run(m, 30, 3), 0);
		struct jolt_blk_mem_fault f = {3, 0, kind == 1 ? -ENOSPC : -EIO,
					       kind == 2 ? 1u << JOLT_BLK_FLUSH : 1u << JOLT_BLK_WRITE};
		CHECK_EQ(jolt_blk_mem_set_fault(m->dev, &f), 0);
		int rc = run(m, 100, 3);
		CHECK_EQ(rc, f.err);
		/* sticky: every later call fails the same way */
		uint64_t tx;
		CHECK_EQ(jolt_journal_tx_end(m->j, &tx), f.err);
		CHECK_EQ(jolt_journal_close(m->j), f.err);
		/* nothing forced before the failure is lost */
		uint8_t *img = malloc(cap);
		CHECK_EQ(jolt_blk_mem_crash_image(m->dev, jolt_blk_mem_now(m->dev), NULL, NULL, img, cap), 0);
		struct jolt_recovery r;
		CHECK_EQ(jolt_log_recover_mem(img, cap, &r), 0);
		uint64_t got = verify(m, &r, UINT64_MAX, NULL);
		CHECK(got >= 30);
		jolt_recovery_free(&r);
		free(img);
		jolt_blk_close(m->dev);
		free(m);
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
	jolt_blk_close(b);
}

/* The same journal on io_uring with a real file: concurrent forcing
 * writers, a clean close, a reopen that recovers everything. */
static void on_uring(void)
{
	if (!jolt_blk_backend_available("uring"))
		SKIP("the uring backend is not built (liburing not found)");
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char path[512], why[256];
	snprintf(path, sizeof(path), "%s/jolt-test-journal-%d.img", tmp, (int)getpid());
	unlink(path);
	struct jolt_blk_opts bo;
	jolt_blk_opts_default(&bo);
	bo.size = 8 << 20;
	bo.queue_depth = 16;
	struct model *m = calloc(1, sizeof(*m));
	m->seed = 99;
	CHECK_EQ(jolt_blk_open("uring", path, &bo, &m->dev, why, sizeof(why)), 0);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 0, 32768, why, sizeof(why)), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	m->j = open_j(m, &o);
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
	free(m);
	printf("  uring: 200 transactions, %llu flushes, recovered\n", (unsigned long long)st.flushes);
}

/* The same on the spdk backend, on the bdev make test-spdk names
 * (JOLT_SPDK_CONFIG, JOLT_SPDK_BDEV: Malloc, AIO, NVMe/TCP). SPDK starts
 * once per process, so the device stays open from writing to recovery. */
static void on_spdk(void)
{
	const char *cfg = getenv("JOLT_SPDK_CONFIG"), *bdev = getenv("JOLT_SPDK_BDEV");
	if (!jolt_blk_backend_available("spdk") || !cfg || !bdev) {
		SKIP(jolt_blk_backend_available("spdk") ?
		     "JOLT_SPDK_CONFIG/JOLT_SPDK_BDEV unset: make test-spdk sets them" :
		     "spdk backend not built (make SPDK_DIR=...)");
	}
	char why[256];
	struct jolt_blk_opts bo;
	jolt_blk_opts_default(&bo);
	bo.queue_depth = 16;
	bo.config = cfg;
	struct model *m = calloc(1, sizeof(*m));
	m->seed = 98;
	int rc = jolt_blk_open("spdk", bdev, &bo, &m->dev, why, sizeof(why));
	if (rc)
		fprintf(stderr, "spdk open: %s\n", why);
	CHECK_EQ(rc, 0);
	CHECK_EQ(jolt_journal_mkfs(m->dev, 2048, 32768, why, sizeof(why)), 0);
	struct jolt_journal_opts o;
	jolt_journal_opts_default(&o);
	m->j = open_j(m, &o);
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
	free(m);
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
		free(m);
		SKIP("the sim engine is not built (make cosim): %s", why);
	}
	CHECK_EQ(rc, 0);
	m->txoff = 0;
	CHECK_EQ(run(m, 40, 3), 0);
	CHECK_EQ(jolt_journal_close(m->j), 0);
	recover_all(m, 40);
	jolt_blk_close(m->dev);
	free(m);
	printf("  sim engine: 40 transactions forced and recovered\n");
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(on_uring),
		TEST(on_spdk),
		TEST(on_sim),
		TEST(round_trip),
		TEST(arena),
		TEST(wrap_and_full),
		TEST(faults),
		TEST(tail_rule),
		TEST(crash_tests),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
