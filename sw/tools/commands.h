/* Subcommands of the jolt CLI, each `int cmd_x(int argc, char **argv)` with
 * argv[0] the subcommand's name, and the helpers they share (tools/util.c).
 *
 * Every subcommand reads its options the same way, through these helpers:
 * `--help` prints to stdout and exits 0; an unknown option, a missing
 * value, a value that is not of the option's kind or out of its range, or
 * a wrong number of operands prints one line naming the option and the
 * value ("jolt pack: --capacity: expected a number in 16..65536, got
 * '5'") and exits 1 (JOLT_EXIT_ERROR). Exit 2 is never a usage error: it
 * is kept for a log with a hole (docs/log-format.md section 5). jolt fsck
 * alone exits as e2fsck does (0, 4, 8; 16 for a usage error). */
#ifndef JOLT_TOOLS_COMMANDS_H
#define JOLT_TOOLS_COMMANDS_H
#include <getopt.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "jolt/engine.h"
#include "jolt/log.h"

int cmd_gen_trace(int argc, char **argv);
int cmd_pack(int argc, char **argv);
int cmd_logprint(int argc, char **argv);
int cmd_recover(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_bench_open(int argc, char **argv);   /* jolt bench open (cmd_bench.c dispatches) */
int cmd_mklog(int argc, char **argv);
int cmd_bdevperf(int argc, char **argv);
int cmd_mkfs(int argc, char **argv);
int cmd_fsck(int argc, char **argv);
int cmd_dump_tree(int argc, char **argv);
int cmd_ls(int argc, char **argv);
int cmd_stat(int argc, char **argv);
int cmd_cp(int argc, char **argv);
int cmd_paths(int argc, char **argv);
int cmd_workload(int argc, char **argv);
int cmd_bench_fs(int argc, char **argv);   /* jolt bench fs (cmd_bench.c dispatches) */
int cmd_bench_seeds(int argc, char **argv);   /* jolt bench seeds (cmd_bench.c dispatches) */
int cmd_bench_offload(int argc, char **argv); /* jolt bench offload (cmd_bench.c dispatches) */
int cmd_snapshot(int argc, char **argv);   /* cmd_subvol.c: subvolumes, send, receive */
int cmd_subvolume(int argc, char **argv);
int cmd_send(int argc, char **argv);
int cmd_receive(int argc, char **argv);
int cmd_bench_send(int argc, char **argv);   /* jolt bench send (cmd_bench.c dispatches) */
int cmd_mount(int argc, char **argv);
int cmd_umount(int argc, char **argv);

enum jolt_tool_exit {
	JOLT_EXIT_OK = 0,
	JOLT_EXIT_ERROR = 1,  /* bad usage, bad input, a failure, a rejected log */
	JOLT_EXIT_HOLE = 2,   /* recover, logprint: valid records beyond damage */
	/* fsck, as e2fsck: */
	JOLT_EXIT_FSCK_ERRORS = 4,       /* problems found and left */
	JOLT_EXIT_FSCK_OPERATIONAL = 8,  /* could not check: unreadable, not jolt, newer */
	JOLT_EXIT_FSCK_USAGE = 16,       /* a usage error */
};

/* The subcommand being run: its name for messages, its help. */
struct jolt_tool_cmd {
	const char *name;
	void (*help)(FILE *to);
	int status;           /* exit status once option parsing stopped early */
};

/* getopt_long with the rules above: returns the next option, or -1 when
 * parsing is over; then `cmd->status` is -1 when the options ended
 * normally (operands start at optind), else the exit status to return
 * (0 after --help, which must be 'h'; 1 after an error, printed). */
int jolt_tool_getopt(struct jolt_tool_cmd *cmd, int argc, char **argv, const char *shortopts,
		     const struct option *longopts);
/* Prints "jolt NAME: <message> (jolt NAME --help)"; returns JOLT_EXIT_ERROR. */
int jolt_tool_usage(const struct jolt_tool_cmd *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Checks that exactly n operands follow the options; else a usage error
 * naming them (`what`, e.g. "one IMAGE"). 0 or JOLT_EXIT_ERROR. */
int jolt_tool_operands(const struct jolt_tool_cmd *cmd, int argc, char **argv, int n,
		       const char *what);

/* Option values. Each returns 0, or prints "jolt NAME: OPT: expected ...,
 * got 'ARG'" and returns -1. Numbers (sizes and counts alike) are decimal
 * or 0x hexadecimal, with an optional K, M, G or T suffix (powers of
 * 1024; KiB, B accepted), parsed by jolt_parse_size. */
int jolt_tool_num(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		  uint64_t lo, uint64_t hi, uint64_t *out);
int jolt_tool_num32(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		    uint32_t lo, uint32_t hi, uint32_t *out);
/* A power of two in lo..hi. */
int jolt_tool_pow2(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		   uint32_t lo, uint32_t hi, uint32_t *out);
/* A record size: a multiple of 4K in 4K..256K (docs/log-format.md 6). */
int jolt_tool_record_size(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
			  uint32_t *out);
/* A fraction in [0, 1], kept in thousandths. */
int jolt_tool_fraction(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		       uint32_t *per_mille);
/* LO:HI (or LO-HI, or one number N for N:N), lo <= LO <= HI <= hi. */
int jolt_tool_range(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		    uint32_t lo, uint32_t hi, uint32_t *min, uint32_t *max);
/* One of names (NULL-terminated); *out points at the name in the list. */
int jolt_tool_choice(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		     const char *const *names, const char **out);
/* The names the CLI offers: engine drivers, envs, block backends. Whether
 * one is built in this jolt is known only when it is opened. */
extern const char *const jolt_tool_engines[];
extern const char *const jolt_tool_envs[];
extern const char *const jolt_tool_backends[];

int jolt_tool_write_file(const struct jolt_tool_cmd *cmd, const char *path, const void *data,
			 size_t size);

/* A log image opened for reading (logprint, recover): a regular file or a
 * block device is read in place; a pipe, FIFO or character device is read
 * into memory, no further than the region its superblock declares (or its
 * first block, when that is no superblock). A directory is refused.
 * jolt_tool_image_read is a jolt_read_fn over it. */
struct jolt_tool_image {
	int fd;
	uint64_t size;        /* bytes readable */
	uint8_t *data;        /* a stream's bytes, else NULL */
};
int jolt_tool_image_open(const struct jolt_tool_cmd *cmd, const char *path,
			 struct jolt_tool_image *im);
int jolt_tool_image_read(void *ctx, uint64_t off, void *buf, size_t len);
void jolt_tool_image_close(struct jolt_tool_image *im);
/* The exit status of docs/log-format.md section 5 for a recovery: rc from
 * jolt_log_recover (non-zero: rejected, 1), a hole (2), else 0. */
int jolt_tool_recovery_status(int rc, const struct jolt_recovery *r);

const char *jolt_tool_type_name(uint8_t type);
void jolt_tool_print_counters(const struct jolt_counters *c);
/* Opens an engine for a tool, on an env of the given name for hardware
 * engines (NULL: posix); prints why it cannot. payload_bytes: the arena
 * the tool needs for its payloads. Close with jolt_tool_engine_close. */
struct jolt_tool_engine {
	struct jolt_engine *e;
	struct jolt_env *env;
};
int jolt_tool_engine_open(const char *cmd, const char *driver, const char *env,
			  struct jolt_engine_config *cfg, uint64_t payload_bytes,
			  struct jolt_tool_engine *out);
void jolt_tool_engine_close(struct jolt_tool_engine *t);

/* ---- filesystem images (tools/fs_util.c) ----
 * Every filesystem tool takes `--backend NAME` (uring, the default; mem;
 * spdk) and `-c, --config FILE` (SPDK's JSON config) and names its image
 * the same way: uring, a file or block device; spdk, a bdev name; mem, a
 * file read whole into a RAM device (and written back whole at close when
 * the tool changed it), or for mkfs a size (a RAM device that is lost). */
struct jolt_tool_dev {
	struct jolt_blk *dev;
	const char *backend;
	const char *target;
	int rdonly;
	int mem_file;                /* mem over a file: written back by close */
};
enum jolt_tool_dev_flags {
	JOLT_TOOL_DEV_RDONLY = 1,
	JOLT_TOOL_DEV_CREATE = 2,    /* size: create or extend a file (uring, mem) */
	JOLT_TOOL_DEV_EVENTS = 4,    /* mem: keep the event log (crash images) */
};
/* Opens target on backend (config: SPDK's). size: with CREATE, the size of
 * a new file or mem device. Prints why it cannot: 0 or -errno. */
int jolt_tool_dev_open(const struct jolt_tool_cmd *cmd, const char *backend, const char *config,
		       const char *target, uint64_t size, uint32_t flags, struct jolt_tool_dev *out);
/* Closes; a written mem device over a file goes back to the file (-errno,
 * printed, when that fails). */
int jolt_tool_dev_close(const struct jolt_tool_cmd *cmd, struct jolt_tool_dev *d);

/* Mounts a device for a tool (flags: JOLT_MOUNT_*; the commit thread is
 * never started). A refused mount prints "jolt NAME: TARGET: why" (and
 * says so when the image is a bare log of jolt mklog) and returns the
 * mount's -errno. */
struct jolt_fs;
int jolt_tool_mount(const struct jolt_tool_cmd *cmd, struct jolt_tool_dev *d, uint32_t flags,
		    uint64_t cache_bytes, struct jolt_fs **out);
/* 1 when dev holds a bare jolt log (not a filesystem). */
int jolt_tool_is_bare_log(struct jolt_blk *dev);

/* "IMAGE:/path" (or "IMAGE:", the root): splits at the first ':' that is
 * followed by '/' or ends the operand. 1 and a malloc'ed *image with
 * *path pointing into arg; 0 when arg has no such ':' (a host path). */
int jolt_tool_image_path(const char *arg, char **image, const char **path);
/* DIR/NAME, one '/' between them, malloc'ed (NULL when out of memory). */
char *jolt_tool_path_join(const char *dir, const char *name);

struct jolt_stat;
/* "drwxr-xr-x" from a mode (11 bytes with the NUL). */
void jolt_tool_mode_string(uint32_t mode, char out[11]);
/* "2026-11-24 17:01:16.123456789 +0000" */
void jolt_tool_time_string(int64_t sec, int64_t nsec, char *out, size_t len);
/* Human file type, as stat(1): "regular file", "directory", ... */
const char *jolt_tool_file_type(uint32_t mode);

/* Seconds on a clock, for the benchmarks: CLOCK_PROCESS_CPUTIME_ID (every
 * thread) or CLOCK_THREAD_CPUTIME_ID for CPU time; jolt_tool_now_s() is
 * wall time (CLOCK_MONOTONIC). */
double jolt_tool_clock_s(clockid_t id);
double jolt_tool_now_s(void);
/* The CPU's model name (/proc/cpuinfo), printed with a benchmark's
 * figures; "unknown CPU" where it cannot be read. */
void jolt_tool_cpu_model(char *out, size_t len);
/* The source tree this jolt was built in (TOP of TOP/build/sw/jolt), for
 * the scripts and build products a command uses: 0, or -1. */
int jolt_tool_source_top(char *top, size_t len);
#endif
