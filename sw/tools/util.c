/* Helpers shared by the jolt subcommands: strict number parsing, whole-file
 * I/O with clear messages, names for printing. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "jolt/env.h"
#include "jolt/fs_items.h"
#include "jolt/log_format.h"

int jolt_tool_u64(const char *cmd, const char *opt, const char *arg, uint64_t *out)
{
	char *end;
	unsigned long long v;
	int shift = 0;

	errno = 0;
	if (!arg || !*arg || *arg == '-')
		goto bad;
	v = strtoull(arg, &end, 0);
	if (errno || end == arg)
		goto bad;
	switch (*end) {
	case 'k': case 'K': shift = 10; end++; break;
	case 'm': case 'M': shift = 20; end++; break;
	case 'g': case 'G': shift = 30; end++; break;
	}
	if (*end || (shift && v > (~0ull >> shift)))
		goto bad;
	*out = (uint64_t)v << shift;
	return 0;
bad:
	fprintf(stderr, "jolt %s: %s: expected a number, got '%s'\n", cmd, opt, arg ? arg : "");
	return -1;
}

int jolt_tool_u32(const char *cmd, const char *opt, const char *arg, uint32_t lo,
		  uint32_t hi, uint32_t *out)
{
	uint64_t v;

	if (jolt_tool_u64(cmd, opt, arg, &v))
		return -1;
	if (v < lo || v > hi) {
		fprintf(stderr, "jolt %s: %s: %llu is out of range [%u, %u]\n", cmd, opt,
			(unsigned long long)v, lo, hi);
		return -1;
	}
	*out = (uint32_t)v;
	return 0;
}

int jolt_tool_read_file(const char *cmd, const char *path, uint8_t **data, size_t *size)
{
	FILE *f = fopen(path, "rb");
	long len;
	int rc = 0;

	*data = NULL;
	*size = 0;
	if (!f) {
		rc = -errno;
		fprintf(stderr, "jolt %s: %s: %s\n", cmd, path, strerror(errno));
		return rc;
	}
	if (fseek(f, 0, SEEK_END) || (len = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		rc = -errno;
		fprintf(stderr, "jolt %s: %s: cannot size the file: %s\n", cmd, path, strerror(errno));
		fclose(f);
		return rc;
	}
	*data = malloc(len ? (size_t)len : 1);
	if (!*data) {
		fclose(f);
		fprintf(stderr, "jolt %s: %s: out of memory\n", cmd, path);
		return -ENOMEM;
	}
	if (fread(*data, 1, (size_t)len, f) != (size_t)len) {
		fprintf(stderr, "jolt %s: %s: read error\n", cmd, path);
		free(*data);
		*data = NULL;
		rc = -EIO;
	}
	*size = (size_t)len;
	fclose(f);
	return rc;
}

int jolt_tool_write_file(const char *cmd, const char *path, const void *data, size_t size)
{
	FILE *f = fopen(path, "wb");

	if (!f || fwrite(data, 1, size, f) != size || fclose(f)) {
		int rc = -errno;

		fprintf(stderr, "jolt %s: %s: %s\n", cmd, path, strerror(errno ? errno : EIO));
		return rc ? rc : -EIO;
	}
	return 0;
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
	switch (type >> 6) {
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
				rc == -ENOENT ? "not built (posix, dpdk)" : strerror(-rc));
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
