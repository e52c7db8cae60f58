/* The benchmarks' workloads, shared by the bench commands that run them:
 * the seeds' (jolt bench seeds, jolt bench offload) and the metadata
 * phases of jolt bench fs (jolt bench fs, jolt bench offload). Each is
 * written once; what a command does with the figures is its own. */
#ifndef JOLT_TOOLS_BENCH_WORK_H
#define JOLT_TOOLS_BENCH_WORK_H
#include <stdint.h>
#include <stdio.h>

#include "jolt/fs.h"

/* ---- the seeds' workloads (sw/tools/bench_work.c) ---- */

struct bench_cfg {
	const char *backend, *image, *engine;
	const char *config;          /* spdk: the JSON config */
	const char *kimage;          /* where the kernel's loop files go, plus .btrfs etc.
	                              * (NULL: beside image) */
	/* spdk: the bdev, opened once and formatted anew for every run (SPDK
	 * starts once per process and stops at the last close) */
	struct jolt_blk *spdk_dev;
	uint64_t size;
	int time_engine;             /* mount with JOLT_MOUNT_TIME_ENGINE */
	uint32_t commit_interval_ms; /* jolt's mounts (0: 30000, as btrfs) */
	int read_journal;            /* each jolt run's journal read back before the unmount
	                              * (jolt_journal_summary, as jolt stat --journal) */
	const char *journal_image;   /* NULL, or where each jolt run writes its device as the
	                              * workload left it, before the unmount (sparse):
	                              * its journal for jolt stat --journal */
};

struct bench_res {
	double secs, cpu;
	uint64_t ops;
	int kernel;                  /* a kernel filesystem's row: no journal counters */
	struct jolt_fsync_counters c;   /* the timed part's (000, 003) or the run's */
	struct jolt_fsync_counters run;  /* from mount to the unmount: what the journal holds */
	struct jolt_fsync_counters journal;  /* read_journal: the journal read back */
	int err;
	char why[160];               /* a skipped row's reason */
};

struct bench_setting {
	const char *name;            /* "rename_log=full", "kernel btrfs (loop)" */
	const char *kernel;          /* a kernel filesystem's name, or NULL: jolt */
	int pptrs;                   /* mkfs parent pointers */
	struct jolt_mount_opts mo;
};

struct bench_scale {
	uint64_t files, w001, blocks001, c002, creates;
};

/* a -= b, every counter: what a run added. */
void jolt_bench_counters_sub(struct jolt_fsync_counters *a, const struct jolt_fsync_counters *b);
/* One run of a seed's workload ("000".."003") with a setting, on a fresh
 * image (mkfs) or a kernel filesystem: r[0] the seed's run, r[1] 003's
 * unlink phase. An error or a skipped run has r[i].err and r[i].why. */
void jolt_bench_run_one(const struct bench_cfg *g, const char *seed, const struct bench_setting *s,
			const struct bench_scale *sc, struct bench_res r[2]);

/* ---- jolt bench fs's metadata phases ---- */

enum { PH_CREATE, PH_STAT, PH_SETXATTR, PH_RENAME, PH_UNLINK, PH_COUNT };
extern const char *const jolt_bench_fs_phase_names[PH_COUNT];

struct bench_fs_target {
	struct jolt_fs *fs;          /* jolt, or NULL: posix under root */
	const char *root;
	int rootfd;
};

struct bench_fs_result {
	double rate[PH_COUNT], sync_s[PH_COUNT], cpu_s[PH_COUNT];
	/* jolt: the lock held longest in each phase, its share of the threads'
	 * time held, and every lock's waits as a share of it */
	int busiest[PH_COUNT];
	double held_pct[PH_COUNT], wait_pct[PH_COUNT];
	/* node cache per phase (jolt): misses, reads, writes, evictions */
	uint64_t misses[PH_COUNT], reads[PH_COUNT], writes[PH_COUNT], evictions[PH_COUNT];
	uint64_t dhits[PH_COUNT], dmisses[PH_COUNT];     /* directory-entry cache */
	uint64_t rss_base, rss_peak, cache_bound;
	uint64_t dcache_max, cached_max;  /* largest dcache and node cache after a phase */
};

/* The process's CPU time (user and system, every thread), seconds. */
double jolt_bench_cpu_s(void);
enum { JOLT_BENCH_MAX_THREADS = 64 };

/* Which files a thread takes and where renames go. */
struct bench_fs_layout {
	uint64_t files, dirs;
	unsigned threads;            /* of this run */
	int shared;                  /* every thread in every directory */
};

/* D directories, then each phase over N files (by l->threads threads at
 * once) and a sync timed apart, then the directories removed: 0 or a
 * negative errno (printed). */
int jolt_bench_fs_phases(const struct bench_fs_target *t, const struct bench_fs_layout *l,
			 struct bench_fs_result *r);
/* The phases on a fresh jolt image (bench_cfg's backend, engine and flags;
 * parent pointers on): r gets the phases' wall and CPU time (their syncs
 * left out), 5 x files operations and the run's journal counters. */
void jolt_bench_fs_run(const struct bench_cfg *g, uint64_t files, uint64_t dirs,
		       struct bench_fs_result *fr, struct bench_res *r);

#endif
