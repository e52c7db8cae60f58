/* jolt snapshot, jolt subvolume, jolt send, jolt receive: subvolumes and
 * btrfs send streams of a jolt image (jolt/subvol.h). Seed 004's benchmark
 * is jolt bench send (cmd_bench_send.c). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/subvol.h"

static const struct option common_opts[] = {
	{"backend", required_argument, 0, 256}, {"config", required_argument, 0, 'c'},
	{"help", no_argument, 0, 'h'}, {"file", required_argument, 0, 'f'},
	{"parent", required_argument, 0, 'p'}, {"utimes-cache", required_argument, 0, 257},
	{"readonly", no_argument, 0, 'r'}, {"progress", no_argument, 0, 258},
	{"no-progress", no_argument, 0, 259}, {"name-cache", required_argument, 0, 260},
	{0, 0, 0, 0},
};

struct opts {
	const char *backend, *config, *file, *parent;
	uint32_t cache, names;
	int rdonly, progress;
};

static int parse(struct jolt_tool_cmd *cmd, int argc, char **argv, struct opts *o)
{
	int c;

	memset(o, 0, sizeof(*o));
	o->backend = "uring";
	o->cache = 64;
	o->names = 256;
	o->progress = isatty(2);
	optind = 1;
	while ((c = jolt_tool_getopt(cmd, argc, argv, "c:hf:p:r", common_opts)) != -1) {
		int bad = 0;
		switch (c) {
		case 256: bad = jolt_tool_choice(cmd, "--backend", optarg, jolt_tool_backends, &o->backend); break;
		case 'c': o->config = optarg; break;
		case 'f': o->file = optarg; break;
		case 'p': o->parent = optarg; break;
		case 'r': o->rdonly = 1; break;
		case 258: o->progress = 1; break;
		case 259: o->progress = 0; break;
		case 257:
			if (!strcmp(optarg, "off"))
				o->cache = 0;
			else
				bad = jolt_tool_num32(cmd, "--utimes-cache", optarg, 1, 1 << 24, &o->cache);
			break;
		case 260:
			if (!strcmp(optarg, "off"))
				o->names = 0;
			else
				bad = jolt_tool_num32(cmd, "--name-cache", optarg, 1, 1 << 24, &o->names);
			break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	return cmd->status;
}

static int open_fs(struct jolt_tool_cmd *cmd, const struct opts *o, const char *image, int rdonly,
		   struct jolt_tool_dev *d, struct jolt_fs **fs)
{
	int rc = jolt_tool_dev_open(cmd, o->backend, o->config, image, 0,
				    rdonly ? JOLT_TOOL_DEV_RDONLY : 0, d);
	if (!rc && (rc = jolt_tool_mount(cmd, d, rdonly ? JOLT_MOUNT_RDONLY : 0, 0, fs)))
		jolt_tool_dev_close(cmd, d);
	return rc;
}

static int close_fs(struct jolt_tool_cmd *cmd, struct jolt_tool_dev *d, struct jolt_fs *fs)
{
	int rc = jolt_unmount(fs);
	if (rc)
		fprintf(stderr, "jolt %s: unmount: %s\n", cmd->name, strerror(-rc));
	int rc2 = jolt_tool_dev_close(cmd, d);
	return rc || rc2 ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}

static void snapshot_help(FILE *to)
{
	fprintf(to, "usage: jolt snapshot [-r] IMAGE SRC NAME\n"
		"Snapshots subvolume SRC (\"/\" for the image's own tree, or a subvolume's name)\n"
		"as NAME, sharing its nodes and data through reference counts.\n\n"
		"  -r, --readonly           a read-only snapshot (what send takes)\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

int cmd_snapshot(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "snapshot", .help = snapshot_help };
	struct opts o;
	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	int st = parse(&cmd, argc, argv, &o);

	if (st >= 0)
		return st;
	if (jolt_tool_operands(&cmd, argc, argv, 3, "IMAGE SRC NAME"))
		return JOLT_EXIT_ERROR;
	if (open_fs(&cmd, &o, argv[optind], 0, &d, &fs))
		return JOLT_EXIT_ERROR;
	uint64_t id;
	int rc = jolt_subvol_snapshot(fs, argv[optind + 1], argv[optind + 2],
				      o.rdonly ? JOLT_SUBVOL_RDONLY : 0, &id);
	if (rc)
		fprintf(stderr, "jolt snapshot: %s -> %s: %s\n", argv[optind + 1], argv[optind + 2],
			strerror(-rc));
	else
		printf("created %ssnapshot %s (id %" PRIu64 ") of %s\n", o.rdonly ? "read-only " : "",
		       argv[optind + 2], id, argv[optind + 1]);
	st = close_fs(&cmd, &d, fs);
	return rc ? JOLT_EXIT_ERROR : st;
}

static void subvolume_help(FILE *to)
{
	fprintf(to, "usage: jolt subvolume list IMAGE\n"
		"       jolt subvolume create IMAGE NAME\n"
		"       jolt subvolume delete IMAGE NAME\n"
		"Lists, creates (empty) or deletes subvolumes; deleting frees what the\n"
		"subvolume alone held.\n\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

static void uuid_str(const uint8_t *u, char *out)
{
	static const uint8_t zero[16];
	if (!memcmp(u, zero, 16)) {
		strcpy(out, "-");
		return;
	}
	for (int i = 0, k = 0; i < 16; i++) {
		k += sprintf(out + k, "%02x", u[i]);
		if (i == 3 || i == 5 || i == 7 || i == 9)
			out[k++] = '-', out[k] = 0;
	}
}

int cmd_subvolume(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "subvolume", .help = subvolume_help };
	struct opts o;
	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	int st = parse(&cmd, argc, argv, &o), rc = 0;

	if (st >= 0)
		return st;
	if (argc - optind < 2)
		return jolt_tool_usage(&cmd, "expected list, create or delete and an IMAGE");
	const char *verb = argv[optind];
	int list = !strcmp(verb, "list");
	if (!list && strcmp(verb, "create") && strcmp(verb, "delete"))
		return jolt_tool_usage(&cmd, "unknown action '%s' (list, create, delete)", verb);
	if (argc - optind != (list ? 2 : 3))
		return jolt_tool_usage(&cmd, list ? "list takes one IMAGE" : "%s takes IMAGE NAME", verb);
	if (open_fs(&cmd, &o, argv[optind + 1], list, &d, &fs))
		return JOLT_EXIT_ERROR;
	if (list) {
		int64_t n = jolt_subvol_list(fs, NULL, 0);
		struct jolt_subvol_info *v = n > 0 ? calloc((size_t)n, sizeof(*v)) : NULL;
		if (n > 0 && !v)
			n = -ENOMEM;
		if (n > 0)
			n = jolt_subvol_list(fs, v, (size_t)n);
		if (n < 0) {
			rc = (int)n;
			fprintf(stderr, "jolt subvolume: list: %s\n", strerror(-rc));
		}
		printf("%-6s %-4s %-8s %-36s %-36s %s\n", "id", "ro", "gen", "uuid", "parent_uuid", "name");
		for (int64_t i = 0; i < n; i++) {
			char u[40], p[40];
			uuid_str(v[i].uuid, u);
			uuid_str(v[i].parent_uuid, p);
			printf("%-6" PRIu64 " %-4s %-8" PRIu64 " %-36s %-36s %s\n", v[i].id,
			       v[i].flags & JOLT_SUBVOL_RDONLY ? "ro" : "rw", v[i].generation, u, p,
			       v[i].name);
		}
		free(v);
	} else if (!strcmp(verb, "create")) {
		rc = jolt_subvol_create(fs, argv[optind + 2], NULL);
	} else {
		rc = jolt_subvol_delete(fs, argv[optind + 2]);
	}
	if (rc && !list)
		fprintf(stderr, "jolt subvolume: %s %s: %s\n", verb, argv[optind + 2], strerror(-rc));
	st = close_fs(&cmd, &d, fs);
	return rc ? JOLT_EXIT_ERROR : st;
}

static void send_help(FILE *to)
{
	fprintf(to, "usage: jolt send [-p PARENT] [-f FILE] IMAGE SNAP\n"
		"Writes read-only snapshot SNAP as a btrfs send stream (version 1), in full or\n"
		"as the changes since PARENT, to FILE or stdout; `btrfs receive` and\n"
		"`jolt receive` apply it.\n\n"
		"  -p, --parent NAME        an incremental send from read-only snapshot NAME\n"
		"  -f, --file FILE          the stream goes there (default: stdout)\n"
		"      --utimes-cache off|N directory utimes through an LRU of N entries\n"
		"                           (default 64; off: after every entry change)\n"
		"      --name-cache off|N   names read from the parent snapshot kept in an LRU\n"
		"                           of N entries (default 256; off: a lookup each time)\n"
		"      --progress           a progress line on stderr (default when a terminal)\n"
		"      --no-progress\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

static void print_result(FILE *to, const struct jolt_send_result *r)
{
	fprintf(to, "send: %" PRIu64 " bytes, %" PRIu64 " commands, %" PRIu64 " utimes (%" PRIu64
		" for directories), %" PRIu64 " inodes, %" PRIu64 " nodes compared, %" PRIu64
		" shared subtrees skipped, %" PRIu64 " names read from the parent (%" PRIu64
		" from the name cache)\n", r->bytes, r->commands, r->utimes, r->dir_utimes,
		r->inodes, r->nodes_compared, r->nodes_shared, r->name_lookups, r->name_cache_hits);
}

int cmd_send(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "send", .help = send_help };
	struct opts o;
	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	int st = parse(&cmd, argc, argv, &o);

	if (st >= 0)
		return st;
	if (jolt_tool_operands(&cmd, argc, argv, 2, "IMAGE SNAP"))
		return JOLT_EXIT_ERROR;
	int fd = 1;
	if (o.file && (fd = open(o.file, O_WRONLY | O_CREAT | O_TRUNC, 0644)) < 0) {
		fprintf(stderr, "jolt send: %s: %s\n", o.file, strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	if (fd == 1 && isatty(1)) {
		fprintf(stderr, "jolt send: not writing a stream to a terminal (-f FILE or a pipe)\n");
		return JOLT_EXIT_ERROR;
	}
	if (open_fs(&cmd, &o, argv[optind], 1, &d, &fs)) {
		if (fd != 1)
			close(fd);
		return JOLT_EXIT_ERROR;
	}
	struct jolt_send_opts so = { .parent = o.parent, .fd = fd, .utimes_cache = o.cache,
				     .name_cache = o.names,
				     .progress = (uint32_t)o.progress };
	struct jolt_send_result res;
	char why[512];
	int rc = jolt_send(fs, argv[optind + 1], &so, &res, why, sizeof(why));
	if (rc)
		fprintf(stderr, "jolt send: %s\n", why[0] ? why : strerror(-rc));
	else if (o.progress || fd != 1)
		print_result(stderr, &res);
	if (fd != 1 && close(fd) && !rc) {
		fprintf(stderr, "jolt send: %s: %s\n", o.file, strerror(errno));
		rc = -EIO;
	}
	st = close_fs(&cmd, &d, fs);
	return rc ? JOLT_EXIT_ERROR : st;
}

static void receive_help(FILE *to)
{
	fprintf(to, "usage: jolt receive [-f FILE] IMAGE\n"
		"Applies btrfs send streams (from FILE or stdin) to IMAGE: each makes a\n"
		"read-only subvolume. The input is validated whole first; a stream that is\n"
		"refused or fails leaves no subvolume behind.\n\n"
		"  -f, --file FILE          read the stream(s) from FILE (default: stdin)\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

int cmd_receive(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "receive", .help = receive_help };
	struct opts o;
	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	int st = parse(&cmd, argc, argv, &o);

	if (st >= 0)
		return st;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "IMAGE"))
		return JOLT_EXIT_ERROR;
	int fd = 0;
	if (o.file && (fd = open(o.file, O_RDONLY)) < 0) {
		fprintf(stderr, "jolt receive: %s: %s\n", o.file, strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	size_t len = 0, cap = 1 << 20;
	uint8_t *buf = malloc(cap);
	for (;;) {
		if (!buf)
			break;
		if (len == cap) {
			uint8_t *nb = realloc(buf, cap * 2);
			if (!nb) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = nb;
			cap *= 2;
		}
		ssize_t n = read(fd, buf + len, cap - len);
		if (n < 0) {
			fprintf(stderr, "jolt receive: reading: %s\n", strerror(errno));
			free(buf);
			return JOLT_EXIT_ERROR;
		}
		if (!n)
			break;
		len += (size_t)n;
	}
	if (fd)
		close(fd);
	if (!buf) {
		fprintf(stderr, "jolt receive: out of memory\n");
		return JOLT_EXIT_ERROR;
	}
	if (open_fs(&cmd, &o, argv[optind], 0, &d, &fs)) {
		free(buf);
		return JOLT_EXIT_ERROR;
	}
	char why[512];
	int rc = jolt_receive(fs, buf, len, why, sizeof(why));
	if (rc)
		fprintf(stderr, "jolt receive: %s\n", why[0] ? why : strerror(-rc));
	free(buf);
	st = close_fs(&cmd, &d, fs);
	return rc ? JOLT_EXIT_ERROR : st;
}
