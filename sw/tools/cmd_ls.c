/* jolt ls: lists a directory of a jolt filesystem image (ls(1)'s -l, -R,
 * -a, -i), read-only, through the path API of jolt/fs.h. Entries come in
 * readdir order (the order names were added: DIR_INDEX sequence). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>
#include <time.h>

#include "commands.h"
#include "jolt/fs.h"

static void ls_help(FILE *to)
{
	fprintf(to,
		"usage: jolt ls [options] IMAGE[:/path]\n"
		"Lists a directory (or names one file) of a jolt filesystem image, read-only.\n\n"
		"  -l                       long format: mode, links, owner, group, size, mtime\n"
		"                           (UTC), name, and a symlink's target\n"
		"  -R                       every directory below too\n"
		"  -a                       . and .. as well\n"
		"  -i                       inode numbers\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

struct ls {
	struct jolt_fs *fs;
	int lng, rec, all, ino;
	int errors;
};

static void print_entry(struct ls *l, const char *path, const char *name)
{
	struct jolt_stat st;
	int rc = jolt_lstat(l->fs, path, &st);

	if (rc) {
		fprintf(stderr, "jolt ls: %s: %s\n", path, strerror(-rc));
		l->errors++;
		return;
	}
	if (l->ino)
		printf("%8" PRIu64 " ", st.ino);
	if (!l->lng) {
		printf("%s\n", name);
		return;
	}
	char mode[11], when[24];
	struct tm tm;
	time_t t = (time_t)st.mtime.sec;
	jolt_tool_mode_string(st.mode, mode);
	if (!gmtime_r(&t, &tm) || !strftime(when, sizeof(when), "%Y-%m-%d %H:%M", &tm))
		snprintf(when, sizeof(when), "@%lld", (long long)st.mtime.sec);
	if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFCHR || (st.mode & JOLT_S_IFMT) == JOLT_S_IFBLK)
		printf("%s %3u %5u %5u %4u, %4u %s %s", mode, st.nlink, st.uid, st.gid,
		       major((dev_t)st.rdev), minor((dev_t)st.rdev), when, name);
	else
		printf("%s %3u %5u %5u %10" PRIu64 " %s %s", mode, st.nlink, st.uid, st.gid, st.size,
		       when, name);
	if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFLNK) {
		char target[JOLT_PATH_MAX];
		int64_t n = jolt_readlink(l->fs, path, target, sizeof(target) - 1);
		if (n >= 0) {
			target[n] = '\0';
			printf(" -> %s", target);
		}
	}
	printf("\n");
}

static int list_dir(struct ls *l, const char *dir, int header)
{
	enum { BATCH = 64 };
	struct jolt_dirent *ents = malloc(BATCH * sizeof(*ents));
	char **subdirs = NULL;
	size_t nsub = 0, capsub = 0;
	uint64_t cookie = 0;
	int64_t n;

	if (!ents)
		return -ENOMEM;
	if (header)
		printf("%s:\n", dir);
	while ((n = jolt_readdir(l->fs, dir, cookie, ents, BATCH)) > 0) {
		for (int64_t i = 0; i < n; i++) {
			const struct jolt_dirent *e = &ents[i];
			int dot = !strcmp(e->name, ".") || !strcmp(e->name, "..");

			cookie = e->next;
			if (dot && !l->all)
				continue;
			char *p = jolt_tool_path_join(dir, e->name);
			if (!p) {
				n = -ENOMEM;
				goto out;
			}
			print_entry(l, p, e->name);
			if (l->rec && !dot && e->type == JOLT_DT_DIR) {
				if (nsub == capsub) {
					size_t nc = capsub ? capsub * 2 : 16;
					char **q = realloc(subdirs, nc * sizeof(*q));
					if (!q) {
						free(p);
						n = -ENOMEM;
						goto out;
					}
					subdirs = q;
					capsub = nc;
				}
				subdirs[nsub++] = p;
			} else {
				free(p);
			}
		}
	}
	if (n < 0) {
		fprintf(stderr, "jolt ls: %s: %s\n", dir, strerror((int)-n));
		l->errors++;
		n = 0;
	}
	for (size_t i = 0; i < nsub; i++) {
		printf("\n");
		list_dir(l, subdirs[i], 1);
	}
out:
	for (size_t i = 0; i < nsub; i++)
		free(subdirs[i]);
	free(subdirs);
	free(ents);
	return (int)n;
}

int cmd_ls(int argc, char **argv)
{
	enum { O_BACKEND = 256 };
	static const struct option opts[] = {
		{"backend", required_argument, 0, O_BACKEND}, {"config", required_argument, 0, 'c'},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "ls", .help = ls_help };
	const char *backend = "uring", *config = NULL;
	struct ls l = {0};
	int c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "lRaic:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'l': l.lng = 1; break;
		case 'R': l.rec = 1; break;
		case 'a': l.all = 1; break;
		case 'i': l.ino = 1; break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one IMAGE[:/path]"))
		return JOLT_EXIT_ERROR;

	char *image = NULL;
	const char *path = "/";
	int has = jolt_tool_image_path(argv[optind], &image, &path);
	if (has < 0)
		return JOLT_EXIT_ERROR;
	struct jolt_tool_dev d;
	int rc = jolt_tool_dev_open(&cmd, backend, config, has ? image : argv[optind], 0,
				    JOLT_TOOL_DEV_RDONLY, &d);
	if (!rc)
		rc = jolt_tool_mount(&cmd, &d, JOLT_MOUNT_RDONLY, 0, &l.fs);
	if (rc) {
		jolt_tool_dev_close(&cmd, &d);
		free(image);
		return JOLT_EXIT_ERROR;
	}
	struct jolt_stat st;
	rc = jolt_stat(l.fs, path, &st);
	if (rc) {
		fprintf(stderr, "jolt ls: %s: %s\n", path, strerror(-rc));
		l.errors++;
	} else if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFDIR) {
		if (list_dir(&l, path, l.rec) < 0)
			l.errors++;
	} else {
		print_entry(&l, path, path);
	}
	fflush(stdout);
	jolt_unmount(l.fs);
	jolt_tool_dev_close(&cmd, &d);
	free(image);
	return l.errors ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
