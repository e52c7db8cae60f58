/* The filesystem's locks with their counters (sw/fs/README.md, "Locking",
 * says what each lock covers and the order they are taken in).
 *
 * Two kinds:
 *  - struct jolt_mutex: a pthread mutex whose counters (acquisitions,
 *    contended acquisitions, time waited, time held) are kept beside it
 *    and changed while it is held, so counting costs no atomic operation.
 *  - struct jolt_rwlock: the tree lock, a writer-preferring reader-writer
 *    lock whose readers count themselves in per-thread slots (cache lines
 *    of their own: jolt_lock_shard_index), as Linux's percpu_rw_semaphore:
 *    a reader adds one to its slot and finds no writer, so readers write
 *    no shared cache line (a pthread rwlock's readers all change its one
 *    word, twice an operation); a writer takes the writers' mutex, raises
 *    `writer` so that new readers back off and queue on that mutex, and
 *    waits for the slots to drain. Held exclusively its counters are
 *    changed under it, as a mutex's; held shared they go to the reader's
 *    slot too, added up when read.
 *
 * Time is the CPU's time-stamp counter where there is one (x86: no system
 * call, though a read costs tens of nanoseconds in a virtual machine),
 * converted to nanoseconds when the counters are read, against the
 * monotonic clock over the time since the lock was made; elsewhere the
 * monotonic clock itself. A wait is timed whenever there is one (the
 * lock was contended). The time held by the mutexes and by the tree
 * lock's shared holders is sampled: one acquisition in JOLT_LOCK_SAMPLE
 * is timed and counts for that many, so that an uncontended lock costs
 * two clock reads in 16 acquisitions, not two in each (their holds are
 * short and alike). The tree lock's exclusive holds are all timed: they
 * run from one item change to a whole commit, and a sampled commit,
 * counted 16 times, put "held" above 100% of a phase. Two clock reads
 * are about 1% of a change.
 *
 * A thread never holds the tree lock shared twice (a writer waiting
 * between the two would deadlock it), and never asks for it exclusively
 * while holding it shared. */
#ifndef JOLT_FS_LOCK_H
#define JOLT_FS_LOCK_H
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

#include "jolt/fs.h"

static inline uint64_t jolt_lock_ticks(void)
{
#if defined(__x86_64__) || defined(__i386__)
	return __rdtsc();
#else
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
#endif
}

/* Counters in ticks (jolt_lock_read converts them). */
struct jolt_lock_tally {
	uint64_t acquisitions, contended, wait, hold;
};

enum { JOLT_LOCK_SAMPLE = 16 };

struct jolt_mutex {
	pthread_mutex_t m;
	uint64_t since;              /* ticks when the holder got it (0: not timed) */
	struct jolt_lock_tally t;
};

void jolt_mutex_init(struct jolt_mutex *l);
void jolt_mutex_destroy(struct jolt_mutex *l);

/* Whether the n-th acquisition is timed: one in JOLT_LOCK_SAMPLE, spread
 * by a hash so that no pattern of acquisitions (an operation that takes a
 * lock twice, for long and then briefly) always lands on the same kind. */
static inline int jolt_lock_sampled(uint64_t n)
{
	return (n * 0x9e3779b97f4a7c15ull) >> 60 == 0;
}

static inline void jolt_mutex_lock(struct jolt_mutex *l)
{
	if (pthread_mutex_trylock(&l->m)) {
		uint64_t t0 = jolt_lock_ticks();
		pthread_mutex_lock(&l->m);
		l->t.contended++;
		l->t.wait += jolt_lock_ticks() - t0;
	}
	l->since = jolt_lock_sampled(++l->t.acquisitions) ? jolt_lock_ticks() : 0;
}

static inline void jolt_mutex_unlock(struct jolt_mutex *l)
{
	if (l->since)
		l->t.hold += (jolt_lock_ticks() - l->since) * JOLT_LOCK_SAMPLE;
	pthread_mutex_unlock(&l->m);
}

/* pthread_cond_wait on the mutex; the wait is not counted as held. */
void jolt_mutex_cond_wait(struct jolt_mutex *l, pthread_cond_t *cv);
/* The same with an absolute CLOCK_MONOTONIC deadline (the cv's clock). */
void jolt_mutex_cond_timedwait(struct jolt_mutex *l, pthread_cond_t *cv,
			       const struct timespec *deadline);

enum { JOLT_LOCK_SHARDS = 16 };
struct jolt_lock_shard {
	_Alignas(64) uint64_t readers;  /* readers in this slot now */
	struct jolt_lock_tally t;       /* relaxed atomic adds */
};

struct jolt_rwlock {
	pthread_mutex_t writers;     /* held by the exclusive holder; backed-off readers queue on it */
	int writer;                  /* a writer holds or wants it: readers back off */
	pthread_mutex_t drain_m;     /* with drain_cv: a writer waiting for the slots to empty */
	pthread_cond_t drain_cv;
	uint64_t since;              /* exclusive: ticks when the holder got it */
	pthread_t owner;             /* exclusive: the holder (jolt_rwlock_held) */
	int held;                    /* exclusive: held now */
	int spinner;                 /* a writer spins for `writers` (jolt_rwlock_lock) */
	int contenders;              /* writers waiting for `writers` (not its holder) */
	struct jolt_lock_tally excl;
	struct jolt_lock_shard shared[JOLT_LOCK_SHARDS];
};

void jolt_rwlock_init(struct jolt_rwlock *l);
void jolt_rwlock_destroy(struct jolt_rwlock *l);
void jolt_rwlock_lock(struct jolt_rwlock *l);          /* exclusive */
void jolt_rwlock_unlock(struct jolt_rwlock *l);
void jolt_rwlock_lock_shared(struct jolt_rwlock *l);
void jolt_rwlock_unlock_shared(struct jolt_rwlock *l);
/* 1 when the calling thread holds it exclusively (assertions). */
static inline int jolt_rwlock_held(const struct jolt_rwlock *l)
{
	return __atomic_load_n(&l->held, __ATOMIC_RELAXED) && pthread_equal(l->owner, pthread_self());
}
/* The rwlock the calling thread holds shared (NULL: none). The caches'
 * readers (node.c, dir.c) take their lock-free paths on it: under the
 * tree lock shared nothing they read is changed or freed but by another
 * reader's fill, which publishes before anyone can find it. */
extern _Thread_local const struct jolt_rwlock *jolt_rwlock_mine_shared;
static inline int jolt_rwlock_held_shared(const struct jolt_rwlock *l)
{
	return jolt_rwlock_mine_shared == l;
}

/* Zeroed memory for a struct holding shards (cache-line aligned, as
 * their _Alignas asks and calloc does not give); free() frees it. */
static inline void *jolt_lock_zalloc(size_t size)
{
	size = (size + 63) & ~(size_t)63;
	void *p = aligned_alloc(64, size);
	if (p)
		memset(p, 0, size);
	return p;
}

/* This thread's shard of per-thread counters, below JOLT_LOCK_SHARDS:
 * handed out in turn, so the first JOLT_LOCK_SHARDS threads have one each. */
unsigned jolt_lock_shard_index(void);

/* Ticks to nanoseconds: the clock pair taken when the filesystem was
 * made, and the conversion of a tally into the public counters. The ratio
 * is fixed at the first conversion at least 10 ms after that, so that the
 * differences of two readings are of one scale. */
struct jolt_lock_clock {
	uint64_t ticks0, ns0;
	double ticks_per_ns;         /* 0: not fixed yet (atomic) */
};
void jolt_lock_clock_init(struct jolt_lock_clock *c);
void jolt_lock_tally_out(struct jolt_lock_clock *c, const struct jolt_lock_tally *t,
			 struct jolt_lock_stat *out);
/* A mutex's tally, taken under it. */
void jolt_mutex_tally(struct jolt_mutex *l, struct jolt_lock_tally *out);
/* The rwlock's tallies, exclusive (taken under it, shared) and shared
 * (the shards added up). */
void jolt_rwlock_tally(struct jolt_rwlock *l, struct jolt_lock_tally *excl,
		       struct jolt_lock_tally *shared);

#endif
