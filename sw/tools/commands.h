/* Subcommands of the jolt CLI; each is `int cmd_x(int argc, char **argv)`
 * with argv[0] the subcommand's name, and prints its own --help. */
#ifndef JOLT_TOOLS_COMMANDS_H
#define JOLT_TOOLS_COMMANDS_H
int cmd_gen_trace(int argc, char **argv);
int cmd_pack(int argc, char **argv);
int cmd_logprint(int argc, char **argv);
int cmd_recover(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_bench_open(int argc, char **argv);   /* jolt bench open */
int cmd_mkfs(int argc, char **argv);
int cmd_bdevperf(int argc, char **argv);

/* Shared by the subcommands (tools/util.c). */
#ifndef JOLT_TOOLS_UTIL
#define JOLT_TOOLS_UTIL
#include <stddef.h>
#include <stdint.h>
#include "jolt/engine.h"

/* Parses an unsigned number with an optional K/M/G suffix (powers of 1024)
 * or a 0x prefix; on bad input prints "<cmd>: <opt>: ..." and returns -1. */
int jolt_tool_u64(const char *cmd, const char *opt, const char *arg, uint64_t *out);
/* Same, and checks lo <= value <= hi, into a uint32_t. */
int jolt_tool_u32(const char *cmd, const char *opt, const char *arg, uint32_t lo,
		  uint32_t hi, uint32_t *out);
/* Reads a whole file; 0 or -errno (message printed). */
int jolt_tool_read_file(const char *cmd, const char *path, uint8_t **data, size_t *size);
int jolt_tool_write_file(const char *cmd, const char *path, const void *data, size_t size);
const char *jolt_tool_type_name(uint8_t type);
void jolt_tool_print_counters(const struct jolt_counters *c);
/* Opens an engine for a tool, on an env of the given name for hardware
 * engines (NULL: posix); prints why it cannot (NULL). payload_bytes: the
 * arena the tool needs for its payloads. Close with jolt_tool_engine_close. */
struct jolt_tool_engine {
	struct jolt_engine *e;
	struct jolt_env *env;
};
int jolt_tool_engine_open(const char *cmd, const char *driver, const char *env,
			  struct jolt_engine_config *cfg, uint64_t payload_bytes,
			  struct jolt_tool_engine *out);
void jolt_tool_engine_close(struct jolt_tool_engine *t);
#endif
#endif
