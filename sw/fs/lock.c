/* The filesystem's locks with their counters (lock.h). */
#include <string.h>
#include <unistd.h>

#include "lock.h"

void jolt_mutex_init(struct jolt_mutex *l)
{
	memset(l, 0, sizeof(*l));
	pthread_mutex_init(&l->m, NULL);
}

void jolt_mutex_destroy(struct jolt_mutex *l)
{
	pthread_mutex_destroy(&l->m);
}

void jolt_mutex_cond_wait(struct jolt_mutex *l, pthread_cond_t *cv)
{
	int timed = l->since != 0;
	if (timed)
		l->t.hold += (jolt_lock_ticks() - l->since) * JOLT_LOCK_SAMPLE;
	pthread_cond_wait(cv, &l->m);
	l->since = timed ? jolt_lock_ticks() : 0;
}

void jolt_mutex_cond_timedwait(struct jolt_mutex *l, pthread_cond_t *cv,
			       const struct timespec *deadline)
{
	int timed = l->since != 0;
	if (timed)
		l->t.hold += (jolt_lock_ticks() - l->since) * JOLT_LOCK_SAMPLE;
	pthread_cond_timedwait(cv, &l->m, deadline);
	l->since = timed ? jolt_lock_ticks() : 0;
}

void jolt_mutex_tally(struct jolt_mutex *l, struct jolt_lock_tally *out)
{
	pthread_mutex_lock(&l->m);
	*out = l->t;
	pthread_mutex_unlock(&l->m);
}

void jolt_rwlock_init(struct jolt_rwlock *l)
{
	memset(l, 0, sizeof(*l));
	pthread_mutex_init(&l->writers, NULL);
	pthread_mutex_init(&l->drain_m, NULL);
	pthread_cond_init(&l->drain_cv, NULL);   /* (waited on without a deadline) */
}

void jolt_rwlock_destroy(struct jolt_rwlock *l)
{
	pthread_cond_destroy(&l->drain_cv);
	pthread_mutex_destroy(&l->drain_m);
	pthread_mutex_destroy(&l->writers);
}

static uint64_t readers(struct jolt_rwlock *l)
{
	uint64_t n = 0;
	for (int i = 0; i < JOLT_LOCK_SHARDS; i++)
		n += __atomic_load_n(&l->shared[i].readers, __ATOMIC_SEQ_CST);
	return n;
}

/* A reader left while a writer waits: wake it (under drain_m, so that a
 * writer between its count and its sleep cannot miss it). */
static void wake_writer(struct jolt_rwlock *l)
{
	pthread_mutex_lock(&l->drain_m);
	pthread_cond_broadcast(&l->drain_cv);
	pthread_mutex_unlock(&l->drain_m);
}

static uint64_t mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ __volatile__("yield");
#endif
}

/* Writers spin before they sleep, one at a time, while the holder and
 * the waiters fit the CPUs (the kernel mutex's optimistic spinning; why:
 * README "Locking", figures: docs/results.md "Threads"). SPIN_NS is a
 * few operations' holds. */
enum { SPIN_NS = 50000 };

static int cpus(void)
{
	static int cached;
	int n = __atomic_load_n(&cached, __ATOMIC_RELAXED);
	if (!n) {
		long c = sysconf(_SC_NPROCESSORS_ONLN);
		n = c > 0 ? (int)c : 1;
		__atomic_store_n(&cached, n, __ATOMIC_RELAXED);
	}
	return n;
}

static int spin_for_writers(struct jolt_rwlock *l)
{
	/* (the holder and the waiters more than the CPUs: the holder may be
	 * the one not running) */
	if (__atomic_load_n(&l->contenders, __ATOMIC_RELAXED) >= cpus() ||
	    __atomic_exchange_n(&l->spinner, 1, __ATOMIC_ACQUIRE))
		return 0;
	uint64_t start = mono_ns();
	int got = 0;
	for (unsigned i = 1;; i++) {
		/* a load first: trying the mutex writes its cache line, which
		 * the holder's unlock then has to fetch back */
		if (!__atomic_load_n(&l->held, __ATOMIC_RELAXED) && !pthread_mutex_trylock(&l->writers)) {
			got = 1;
			break;
		}
		cpu_relax();
		if (!(i % 64) && mono_ns() - start >= SPIN_NS)
			break;
	}
	__atomic_store_n(&l->spinner, 0, __ATOMIC_RELEASE);
	return got;
}

void jolt_rwlock_lock(struct jolt_rwlock *l)
{
	uint64_t t0 = 0;
	if (pthread_mutex_trylock(&l->writers)) {
		t0 = jolt_lock_ticks();
		__atomic_fetch_add(&l->contenders, 1, __ATOMIC_RELAXED);
		if (!spin_for_writers(l))
			pthread_mutex_lock(&l->writers);
		__atomic_fetch_sub(&l->contenders, 1, __ATOMIC_RELAXED);
	}
	/* Seq_cst store then seq_cst loads, against the reader's seq_cst add
	 * then load of `writer`: one of the two sees the other. */
	__atomic_store_n(&l->writer, 1, __ATOMIC_SEQ_CST);
	if (readers(l)) {
		if (!t0)
			t0 = jolt_lock_ticks();
		pthread_mutex_lock(&l->drain_m);
		while (readers(l))
			pthread_cond_wait(&l->drain_cv, &l->drain_m);
		pthread_mutex_unlock(&l->drain_m);
	}
	if (t0) {
		l->excl.contended++;
		l->excl.wait += jolt_lock_ticks() - t0;
	}
	l->excl.acquisitions++;
	l->since = jolt_lock_ticks();
	__atomic_store_n(&l->owner, pthread_self(), __ATOMIC_RELAXED);
	__atomic_store_n(&l->held, 1, __ATOMIC_RELAXED);
}

void jolt_rwlock_unlock(struct jolt_rwlock *l)
{
	__atomic_store_n(&l->held, 0, __ATOMIC_RELAXED);
	l->excl.hold += jolt_lock_ticks() - l->since;
	__atomic_store_n(&l->writer, 0, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&l->writers);
}

/* When this thread took the tree lock shared (it holds it once at most;
 * 0: not timed), and its shared acquisitions (which to time). */
static _Thread_local uint64_t shared_since;
static _Thread_local uint64_t shared_count;

_Thread_local const struct jolt_rwlock *jolt_rwlock_mine_shared;

unsigned jolt_lock_shard_index(void)
{
	static unsigned next;
	static _Thread_local unsigned mine; /* index + 1; 0: none yet */
	if (!mine)
		mine = __atomic_fetch_add(&next, 1, __ATOMIC_RELAXED) % JOLT_LOCK_SHARDS + 1;
	return mine - 1;
}

static struct jolt_lock_shard *shard(struct jolt_rwlock *l)
{
	return &l->shared[jolt_lock_shard_index()];
}

static void add(uint64_t *c, uint64_t v)
{
	__atomic_fetch_add(c, v, __ATOMIC_RELAXED);
}

/* Into slot s, as a reader: count in, and if a writer holds or wants the
 * lock, count out and queue behind it on the writers' mutex. Returns the
 * ticks it waited (0: none). */
static uint64_t read_enter(struct jolt_rwlock *l, struct jolt_lock_shard *s)
{
	uint64_t t0 = 0;
	for (;;) {
		__atomic_fetch_add(&s->readers, 1, __ATOMIC_SEQ_CST);
		if (!__atomic_load_n(&l->writer, __ATOMIC_SEQ_CST))
			return t0 ? jolt_lock_ticks() - t0 + 1 : 0;
		if (!t0)
			t0 = jolt_lock_ticks();
		__atomic_fetch_sub(&s->readers, 1, __ATOMIC_SEQ_CST);
		wake_writer(l);
		pthread_mutex_lock(&l->writers);
		pthread_mutex_unlock(&l->writers);
	}
}

static void read_leave(struct jolt_rwlock *l, struct jolt_lock_shard *s)
{
	__atomic_fetch_sub(&s->readers, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&l->writer, __ATOMIC_SEQ_CST))
		wake_writer(l);
}

void jolt_rwlock_lock_shared(struct jolt_rwlock *l)
{
	struct jolt_lock_shard *s = shard(l);
	uint64_t waited = read_enter(l, s);

	if (waited) {
		add(&s->t.contended, 1);
		add(&s->t.wait, waited);
	}
	shared_since = jolt_lock_sampled(++shared_count) ? jolt_lock_ticks() : 0;
	add(&s->t.acquisitions, 1);
	jolt_rwlock_mine_shared = l;
}

void jolt_rwlock_unlock_shared(struct jolt_rwlock *l)
{
	struct jolt_lock_shard *s = shard(l);

	jolt_rwlock_mine_shared = NULL;
	if (shared_since)
		add(&s->t.hold, (jolt_lock_ticks() - shared_since) * JOLT_LOCK_SAMPLE);
	read_leave(l, s);
}

void jolt_rwlock_tally(struct jolt_rwlock *l, struct jolt_lock_tally *excl,
		       struct jolt_lock_tally *shared)
{
	struct jolt_lock_shard *s = shard(l);
	read_enter(l, s);
	*excl = l->excl;
	read_leave(l, s);
	memset(shared, 0, sizeof(*shared));
	for (int i = 0; i < JOLT_LOCK_SHARDS; i++) {
		const struct jolt_lock_tally *t = &l->shared[i].t;
		shared->acquisitions += __atomic_load_n(&t->acquisitions, __ATOMIC_RELAXED);
		shared->contended += __atomic_load_n(&t->contended, __ATOMIC_RELAXED);
		shared->wait += __atomic_load_n(&t->wait, __ATOMIC_RELAXED);
		shared->hold += __atomic_load_n(&t->hold, __ATOMIC_RELAXED);
	}
}

void jolt_lock_clock_init(struct jolt_lock_clock *c)
{
	c->ticks0 = jolt_lock_ticks();
	c->ns0 = mono_ns();
	c->ticks_per_ns = 0;
}

static double ticks_per_ns(struct jolt_lock_clock *c)
{
#if defined(__x86_64__) || defined(__i386__)
	double r;
	__atomic_load(&c->ticks_per_ns, &r, __ATOMIC_RELAXED);
	if (r > 0)
		return r;
	uint64_t dt = jolt_lock_ticks() - c->ticks0, dn = mono_ns() - c->ns0;
	if (!dn || !dt)
		return 1.0;
	r = (double)dt / (double)dn;
	if (dn >= 10000000)
		__atomic_store(&c->ticks_per_ns, &r, __ATOMIC_RELAXED);
	return r;
#else
	(void)c;
	return 1.0;              /* the ticks are the monotonic clock's nanoseconds */
#endif
}

void jolt_lock_tally_out(struct jolt_lock_clock *c, const struct jolt_lock_tally *t,
			 struct jolt_lock_stat *out)
{
	double per_ns = ticks_per_ns(c);
	out->acquisitions = t->acquisitions;
	out->contended = t->contended;
	out->wait_ns = (uint64_t)((double)t->wait / per_ns);
	out->hold_ns = (uint64_t)((double)t->hold / per_ns);
}
