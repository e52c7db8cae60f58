/* Helpers shared by the jolt subcommands: option parsing with one set of
 * rules and messages (commands.h), file and log-image input that refuses
 * what it cannot read (directories) instead of guessing a size, the exit
 * status of a recovery, names for printing, opening an engine, and the
 * benchmarks' clocks.
 *
 * Input is untrusted: nothing here sizes an allocation from anything but
 * bytes actually read or a superblock that passed its checks. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/env.h"
#include "jolt/fs.h"
#include "jolt/fs_items.h"
#include "jolt/log_format.h"

const char *const jolt_tool_engines[] = { "soft", "sim", NULL };

const char *const jolt_tool_envs[] = { "posix", "dpdk", NULL };
const char *const jolt_tool_backends[] = { "uring", "mem", "spdk", NULL };

int jolt_tool_usage(const struct jolt_tool_cmd *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "jolt %s: ", cmd->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (jolt %s --help)\n", cmd->name);
	return JOLT_EXIT_ERROR;
}

int jolt_tool_getopt(struct jolt_tool_cmd *cmd, int argc, char **argv, const char *shortopts,
		     const struct option *longopts)
{
	char spec[64];
	int c;

	/* a leading ':' makes getopt tell a missing value (':') from an
	 * unknown option ('?'), and opterr = 0 leaves the messages to us */
	snprintf(spec, sizeof(spec), ":%s", shortopts);
	opterr = 0;
	cmd->status = -1;
	c = getopt_long(argc, argv, spec, longopts, NULL);
	switch (c) {
	case -1:
		return -1;
	case 'h':
		cmd->help(stdout);
		cmd->status = JOLT_EXIT_OK;
		return -1;
	case ':':
		cmd->status = jolt_tool_usage(cmd, "%s needs a value", argv[optind - 1]);
		return -1;
	case '?':
		if (optopt)
			cmd->status = jolt_tool_usage(cmd, "unknown option '-%c'", optopt);
		else
			cmd->status = jolt_tool_usage(cmd, "unknown option '%s'", argv[optind - 1]);
		return -1;
	}
	return c;
}

int jolt_tool_operands(const struct jolt_tool_cmd *cmd, int argc, char **argv, int n,
		       const char *what)
{
	if (argc - optind == n)
		return 0;
	if (argc - optind > n)
		return jolt_tool_usage(cmd, "unexpected argument '%s' (expected %s)",
				       argv[optind + n], what);
	return jolt_tool_usage(cmd, "expected %s", what);
}

static int bad_value(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		     const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static int bad_value(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		     const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "jolt %s: %s: expected ", cmd->name, opt);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, ", got '%s'\n", arg ? arg : "");
	return -1;
}

int jolt_tool_num(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		  uint64_t lo, uint64_t hi, uint64_t *out)
{
	uint64_t v;

	if (jolt_parse_size(arg, &v) || v < lo || v > hi) {
		if (hi == UINT64_MAX && lo == 0)
			return bad_value(cmd, opt, arg, "a number");
		if (hi == UINT64_MAX)
			return bad_value(cmd, opt, arg, "a number >= %llu", (unsigned long long)lo);
		return bad_value(cmd, opt, arg, "a number in %llu..%llu", (unsigned long long)lo,
				 (unsigned long long)hi);
	}
	*out = v;
	return 0;
}

int jolt_tool_num32(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		    uint32_t lo, uint32_t hi, uint32_t *out)
{
	uint64_t v = 0;

	if (jolt_tool_num(cmd, opt, arg, lo, hi, &v))
		return -1;
	*out = (uint32_t)v;
	return 0;
}

int jolt_tool_pow2(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		   uint32_t lo, uint32_t hi, uint32_t *out)
{
	uint64_t v;

	if (jolt_parse_size(arg, &v) || v < lo || v > hi || (v & (v - 1)))
		return bad_value(cmd, opt, arg, "a power of two in %u..%u", lo, hi);
	*out = (uint32_t)v;
	return 0;
}

int jolt_tool_record_size(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
			  uint32_t *out)
{
	uint64_t v;

	if (jolt_parse_size(arg, &v) || v < JOLT_RECORD_SIZE_MIN || v > JOLT_RECORD_SIZE_MAX ||
	    v % JOLT_BLOCK_SIZE)
		return bad_value(cmd, opt, arg, "a multiple of 4K in 4K..256K");
	*out = (uint32_t)v;
	return 0;
}

int jolt_tool_fraction(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		       uint32_t *per_mille)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(arg, &end);
	if (errno || end == arg || *end || !(v >= 0 && v <= 1))
		return bad_value(cmd, opt, arg, "a fraction in [0, 1]");
	*per_mille = (uint32_t)(v * 1000 + 0.5);
	return 0;
}

int jolt_tool_range(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		    uint32_t lo, uint32_t hi, uint32_t *min, uint32_t *max)
{
	char buf[64];
	char *sep;
	uint64_t a, b;

	if (strlen(arg) >= sizeof(buf))
		return bad_value(cmd, opt, arg, "LO:HI");
	memcpy(buf, arg, strlen(arg) + 1);
	sep = strchr(buf, ':');
	if (!sep)
		sep = strchr(buf, '-');
	if (sep)
		*sep = '\0';
	if (jolt_parse_size(buf, &a) || jolt_parse_size(sep ? sep + 1 : buf, &b) || a > b ||
	    a < lo || b > hi)
		return bad_value(cmd, opt, arg, "LO:HI with %u <= LO <= HI <= %u", lo, hi);
	*min = (uint32_t)a;
	*max = (uint32_t)b;
	return 0;
}

int jolt_tool_choice(const struct jolt_tool_cmd *cmd, const char *opt, const char *arg,
		     const char *const *names, const char **out)
{
	char list[128] = "";

	for (size_t i = 0; names[i]; i++) {
		if (!strcmp(arg, names[i])) {
			*out = names[i];
			return 0;
		}
		snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s", i ? ", " : "",
			 names[i]);
	}
	return bad_value(cmd, opt, arg, "one of %s", list);
}

int jolt_tool_write_file(const struct jolt_tool_cmd *cmd, const char *path, const void *data,
			 size_t size)
{
	FILE *f = fopen(path, "wb");
	int err;

	if (f && fwrite(data, 1, size, f) == size && fclose(f) == 0)
		return 0;
	err = errno ? errno : EIO;
	if (f)
		fclose(f);
	fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, path, strerror(err));
	return -err;
}

/* Reads up to len bytes from a stream; the count, or -errno. */
static ssize_t read_full(int fd, uint8_t *buf, size_t len)
{
	size_t got = 0;

	while (got < len) {
		ssize_t n = read(fd, buf + got, len - got);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			break;
		got += (size_t)n;
	}
	return (ssize_t)got;
}

/* A stream, up to its superblock's region: its bytes into im->data. */
static int image_slurp(struct jolt_tool_image *im)
{
	struct jolt_log_geometry g;
	uint64_t limit = JOLT_BLOCK_SIZE, cap = JOLT_BLOCK_SIZE;
	ssize_t n;

	im->data = malloc(cap);
	if (!im->data)
		return -ENOMEM;
	n = read_full(im->fd, im->data, JOLT_BLOCK_SIZE);
	if (n < 0)
		return (int)n;
	im->size = (uint64_t)n;
	if (n == JOLT_BLOCK_SIZE && !jolt_log_super_read(im->data, (size_t)n, &g, NULL, 0))
		limit = (1 + g.log_blocks) * JOLT_BLOCK_SIZE;
	while (im->size < limit) {
		if (im->size == cap) {
			uint64_t next = cap * 2 < limit ? cap * 2 : limit;
			uint8_t *p = next <= SIZE_MAX ? realloc(im->data, (size_t)next) : NULL;

			if (!p)
				return -ENOMEM;
			im->data = p;
			cap = next;
		}
		n = read_full(im->fd, im->data + im->size, (size_t)(cap - im->size));
		if (n < 0)
			return (int)n;
		im->size += (uint64_t)n;
		if (im->size < cap)
			break; /* end of the stream */
	}
	return 0;
}

int jolt_tool_image_open(const struct jolt_tool_cmd *cmd, const char *path,
			 struct jolt_tool_image *im)
{
	struct stat st;
	int rc = 0;

	memset(im, 0, sizeof(*im));
	im->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (im->fd < 0 || fstat(im->fd, &st))
		rc = -errno;
	else if (S_ISDIR(st.st_mode))
		rc = -EISDIR;
	else if (S_ISREG(st.st_mode))
		im->size = (uint64_t)st.st_size;
	else if (S_ISBLK(st.st_mode)) {
		off_t end = lseek(im->fd, 0, SEEK_END);

		if (end < 0)
			rc = -errno;
		else
			im->size = (uint64_t)end;
	} else {
		rc = image_slurp(im);
	}
	if (rc) {
		fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, path, strerror(-rc));
		jolt_tool_image_close(im);
	}
	return rc;
}

int jolt_tool_image_read(void *ctx, uint64_t off, void *buf, size_t len)
{
	const struct jolt_tool_image *im = ctx;
	size_t got = 0;

	if (off > im->size || len > im->size - off)
		return -ENODATA;
	if (im->data) {
		memcpy(buf, im->data + off, len);
		return 0;
	}
	while (got < len) {
		ssize_t n = pread(im->fd, (uint8_t *)buf + got, len - got, (off_t)(off + got));

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			return -ENODATA; /* the file shrank under us */
		got += (size_t)n;
	}
	return 0;
}

void jolt_tool_image_close(struct jolt_tool_image *im)
{
	if (im->fd >= 0)
		close(im->fd);
	free(im->data);
	im->fd = -1;
	im->data = NULL;
}

int jolt_tool_recovery_status(int rc, const struct jolt_recovery *r)
{
	if (rc)
		return JOLT_EXIT_ERROR;
	return r->end == JOLT_END_DAMAGE && r->valid_beyond ? JOLT_EXIT_HOLE : JOLT_EXIT_OK;
}

const char *jolt_tool_type_name(uint8_t type)
{
	switch (type) {
	case JOLT_ITEM_INODE: return "INODE";
	case JOLT_ITEM_DIR_ADD: return "DIR_ADD";
	case JOLT_ITEM_DIR_DEL: return "DIR_DEL";
	case JOLT_ITEM_DIR_DEL_RANGE: return "DIR_DEL_RANGE";
	case JOLT_ITEM_XATTR: return "XATTR";
	case JOLT_ITEM_EXTENT: return "EXTENT";
	case JOLT_ITEM_EXTENT_FREE_INTENT: return "EXTENT_FREE_INTENT";
	case JOLT_ITEM_ATTR_INTENT: return "ATTR_INTENT";
	case JOLT_ITEM_EXTENT_FREE_DONE: return "EXTENT_FREE_DONE";
	case JOLT_ITEM_ATTR_DONE: return "ATTR_DONE";
	case JOLT_ITEM_COMMIT: return "COMMIT";
	}
	switch (type >> JOLT_ITEM_CLASS_SHIFT) {
	case JOLT_CLASS_OBJECT: return "object";
	case JOLT_CLASS_INTENT: return "intent";
	case JOLT_CLASS_DONE: return "done";
	}
	return "control";
}

void jolt_tool_print_counters(const struct jolt_counters *c)
{
	printf("engine counters:\n");
	for (int i = 0; i < JOLT_CTR_COUNT; i++)
		printf("  %-14s %llu\n", jolt_counter_name(i), (unsigned long long)c->v[i]);
}

int jolt_tool_engine_open(const char *cmd, const char *driver, const char *env,
			  struct jolt_engine_config *cfg, uint64_t payload_bytes,
			  struct jolt_tool_engine *out)
{
	int rc;

	out->e = NULL;
	out->env = NULL;
	if (payload_bytes + 4096 > cfg->payload_arena)
		cfg->payload_arena = payload_bytes + 4096;
	if (strcmp(driver, "soft")) {
		rc = jolt_env_open(env ? env : "posix", NULL, &out->env);
		if (rc) {
			fprintf(stderr, "jolt %s: cannot open the %s env: %s\n", cmd, env ? env : "posix",
				rc == -ENOENT ? "not built into this jolt" : strerror(-rc));
			return -1;
		}
	}
	rc = jolt_engine_open_env(driver, cfg, out->env, &out->e);
	if (!rc)
		return 0;
	if (rc == -ENOENT && !strcmp(driver, "sim"))
		fprintf(stderr, "jolt %s: the sim engine's library is not built "
			"(make cosim, or set JOLT_COSIM_LIB)\n", cmd);
	else if (rc == -ENOENT)
		fprintf(stderr, "jolt %s: no engine driver '%s' (soft, sim)\n", cmd, driver);
	else if (rc == -EINVAL)
		fprintf(stderr, "jolt %s: engine '%s' cannot take this configuration "
			"(limits in docs/log-format.md; a hardware engine's capacity and index "
			"slots are build parameters)\n", cmd, driver);
	else
		fprintf(stderr, "jolt %s: cannot open engine '%s': %s\n", cmd, driver, strerror(-rc));
	jolt_tool_engine_close(out);
	return -1;
}

void jolt_tool_engine_close(struct jolt_tool_engine *t)
{
	jolt_engine_close(t->e);
	jolt_env_close(t->env);
	t->e = NULL;
	t->env = NULL;
}

double jolt_tool_clock_s(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double jolt_tool_now_s(void)
{
	return jolt_tool_clock_s(CLOCK_MONOTONIC);
}

void jolt_tool_cpu_model(char *out, size_t len)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[256];

	snprintf(out, len, "unknown CPU");
	while (f && fgets(line, sizeof(line), f)) {
		char *v = strchr(line, ':');

		if (strncmp(line, "model name", 10) || !v)
			continue;
		v += 1 + strspn(v + 1, " \t");
		v[strcspn(v, "\n")] = 0;
		snprintf(out, len, "%s", v);
		break;
	}
	if (f)
		fclose(f);
}

int jolt_tool_source_top(char *top, size_t len)
{
	ssize_t n = readlink("/proc/self/exe", top, len - 1);
	if (n <= 0)
		return -1;
	top[n] = '\0';
	for (int up = 0; up < 3; up++) {         /* TOP/build/sw/jolt -> TOP */
		char *sl = strrchr(top, '/');
		if (sl)
			*sl = '\0';
	}
	return 0;
}
