/* The filesystem's locks with their counters (lock.h). */
#include <string.h>

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
	pthread_rwlockattr_t a;

	memset(l, 0, sizeof(*l));
	pthread_rwlockattr_init(&a);
#ifdef PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP
	/* a stream of readers must not starve the writers (nor the commit) */
	pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
#endif
	pthread_rwlock_init(&l->rw, &a);
	pthread_rwlockattr_destroy(&a);
}

void jolt_rwlock_destroy(struct jolt_rwlock *l)
{
	pthread_rwlock_destroy(&l->rw);
}

void jolt_rwlock_lock(struct jolt_rwlock *l)
{
	if (pthread_rwlock_trywrlock(&l->rw)) {
		uint64_t t0 = jolt_lock_ticks();
		pthread_rwlock_wrlock(&l->rw);
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
	pthread_rwlock_unlock(&l->rw);
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

static struct jolt_lock_tally *shard(struct jolt_rwlock *l)
{
	return &l->shared[jolt_lock_shard_index()].t;
}

static void add(uint64_t *c, uint64_t v)
{
	__atomic_fetch_add(c, v, __ATOMIC_RELAXED);
}

void jolt_rwlock_lock_shared(struct jolt_rwlock *l)
{
	struct jolt_lock_tally *t = shard(l);

	if (pthread_rwlock_tryrdlock(&l->rw)) {
		uint64_t t0 = jolt_lock_ticks();
		pthread_rwlock_rdlock(&l->rw);
		add(&t->contended, 1);
		add(&t->wait, jolt_lock_ticks() - t0);
	}
	shared_since = jolt_lock_sampled(++shared_count) ? jolt_lock_ticks() : 0;
	add(&t->acquisitions, 1);
	jolt_rwlock_mine_shared = l;
}

void jolt_rwlock_unlock_shared(struct jolt_rwlock *l)
{
	jolt_rwlock_mine_shared = NULL;
	if (shared_since)
		add(&shard(l)->hold, (jolt_lock_ticks() - shared_since) * JOLT_LOCK_SAMPLE);
	pthread_rwlock_unlock(&l->rw);
}

void jolt_rwlock_tally(struct jolt_rwlock *l, struct jolt_lock_tally *excl,
		       struct jolt_lock_tally *shared)
{
	pthread_rwlock_rdlock(&l->rw);
	*excl = l->excl;
	pthread_rwlock_unlock(&l->rw);
	memset(shared, 0, sizeof(*shared));
	for (int i = 0; i < JOLT_LOCK_SHARDS; i++) {
		const struct jolt_lock_tally *t = &l->shared[i].t;
		shared->acquisitions += __atomic_load_n(&t->acquisitions, __ATOMIC_RELAXED);
		shared->contended += __atomic_load_n(&t->contended, __ATOMIC_RELAXED);
		shared->wait += __atomic_load_n(&t->wait, __ATOMIC_RELAXED);
		shared->hold += __atomic_load_n(&t->hold, __ATOMIC_RELAXED);
	}
}

static uint64_t mono_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
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
