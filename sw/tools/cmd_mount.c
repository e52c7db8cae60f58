/* jolt mount, jolt umount: a jolt image mounted through FUSE (the
 * requests are served by sw/fuse/fuse_ll.c); docs/mount.md.
 *
 * The daemon's life, and what each step guarantees:
 *  1. Without -f it forks first (nothing of io_uring or of the commit
 *     thread survives a fork) and the parent waits on a pipe: it exits 0
 *     once the mount is in place, or with the child's status after the
 *     child printed why it could not mount. So `jolt mount` returning 0
 *     means the mount is usable.
 *  2. The image is locked (flock, exclusive, on the image file or block
 *     device) before it is opened: a second mount of a mounted image is
 *     refused, and the lock is released only when the daemon has
 *     unmounted and committed, or died.
 *  3. SIGTERM, SIGINT and SIGHUP are blocked while the filesystem starts
 *     its commit thread, so they reach only libfuse's handlers in the
 *     request threads; each ends the request loop after the requests in
 *     flight finished. Then the kernel side is unmounted, jolt_unmount
 *     commits, the device is closed (a mem image written back), the lock
 *     released.
 *  4. jolt umount unmounts the kernel side and waits until the daemon
 *     released its mount lock (a lock file named by the mountpoint, held
 *     from before the device is opened until after it is closed): when it
 *     returns, the last commit is on the device, the device (an SPDK bdev
 *     and its reservation too) is released, and fsck or another mount may
 *     follow at once.
 * A kill -9 leaves the kernel mount dead ("Transport endpoint is not
 * connected") and the image at its last commit (plus what replay
 * recovers): jolt umount clears the dead mount, and the next mount
 * replays. */
#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/fs.h"
#include "jolt/subvol.h"
#ifdef JOLT_HAVE_FUSE
#include "fuse/jolt_fuse.h"
#endif

static void mount_help(FILE *to)
{
	fprintf(to,
		"usage: jolt mount [options] IMAGE MOUNTPOINT\n"
		"Mounts a jolt filesystem image through FUSE (libfuse3, multi-threaded). In the\n"
		"background by default: returns once the mount is usable. Unmount with\n"
		"`jolt umount MOUNTPOINT` (waits for the final commit), fusermount3 -u, or\n"
		"SIGTERM to the daemon. A mounted image is locked: a second mount is refused.\n\n"
		"  -f, --foreground         stay in the foreground (messages on stderr)\n"
		"  -o OPT[,OPT...]          mount options (repeatable):\n"
		"      backend=NAME         uring (default), mem (the image in RAM, written back at\n"
		"                           unmount; lost by a crash) or spdk (IMAGE is a bdev)\n"
		"      conf=FILE            SPDK JSON config (backend=spdk)\n"
		"      cache=MODE           direct (no page cache, nothing cached), auto (default:\n"
		"                           1 s attributes and names, page cache dropped at open),\n"
		"                           always (page cache kept, a day's attributes)\n"
		"      subvol=NAME          serve subvolume NAME (jolt subvolume, jolt snapshot; a\n"
		"                           read-only snapshot mounts read-only); default: \"/\"\n"
		"      ro                   read-only\n"
		"      commit=SEC           commit interval in seconds, or never (default 30)\n"
		"      cache_size=SIZE      node cache bound (default 64M)\n"
		"      max_inline=BYTES     largest file kept inline in its extent item\n"
		"      threads=N            request threads at most (default 10)\n"
		"      allow_other          let other users in (permissions checked by the kernel)\n"
		"      debug                libfuse's request trace (with -f)\n"
		"      engine=soft|sim      the journal's engine (default soft)\n"
		"      fsync=log|commit     fsync logs the inode through the journal (default)\n"
		"                           or commits the whole transaction\n"
		"      rename_log=oldname|full, relog=inplace|insert, pptr=shortform|intent,\n"
		"      whiteouts=on|off     the seeds' switches, default first (docs/journal.md 9)\n"
		"      --log FILE           the background daemon's messages (default: none)\n"
		"  -h, --help               this help\n");
}

static void umount_help(FILE *to)
{
	fprintf(to,
		"usage: jolt umount [options] MOUNTPOINT\n"
		"Unmounts a jolt FUSE mount and waits until its daemon committed and released\n"
		"the image. A mount whose daemon died is cleared the same way.\n\n"
		"  -l, --lazy               detach now even if busy (MNT_DETACH)\n"
		"  -t, --timeout SEC        wait at most SEC seconds for the daemon (default 600)\n"
		"  -h, --help               this help\n");
}

#ifndef JOLT_HAVE_FUSE
int cmd_mount(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "mount", .help = mount_help };

	(void)argc;
	(void)argv;
	return jolt_tool_usage(&cmd, "this jolt was built without libfuse3 (libfuse3-dev)");
}
#else
struct mount_args {
	const char *backend, *log;
	char *conf;                  /* SPDK's JSON config (malloc'ed) */
	char *subvol;                /* serve this subvolume's view (NULL: the mount's own tree;
	                              * malloc'ed) */
	struct jolt_mount_opts mo;
	struct jolt_fuse_opts fo;
	int rdonly;
};

/* The fsync switches of struct jolt_mount_opts (docs/journal.md section 9):
 * each name's values in the order of its enum, the default (0) first. */
static const struct mount_switch {
	const char *name;
	size_t field;                /* offset of a uint32_t in jolt_mount_opts */
	const char *const values[3];
} mount_switches[] = {
	{ "fsync", offsetof(struct jolt_mount_opts, fsync_mode), { "log", "commit", NULL } },
	{ "rename_log", offsetof(struct jolt_mount_opts, rename_log), { "oldname", "full", NULL } },
	{ "relog", offsetof(struct jolt_mount_opts, relog), { "inplace", "insert", NULL } },
	{ "pptr", offsetof(struct jolt_mount_opts, pptr_log), { "shortform", "intent", NULL } },
	{ "whiteouts", offsetof(struct jolt_mount_opts, whiteouts), { "on", "off", NULL } },
};

static int parse_one(const struct jolt_tool_cmd *cmd, char *opt, struct mount_args *a)
{
	static const char *const caches[] = { "direct", "auto", "always", NULL };
	char *val = strchr(opt, '=');
	const char *choice;
	uint64_t v;
	uint32_t v32;

	if (val)
		*val++ = '\0';
#define NEEDS_VALUE() do { if (!val || !*val) \
		return jolt_tool_usage(cmd, "-o %s: needs a value (%s=...)", opt, opt), -1; } while (0)
#define NO_VALUE() do { if (val) \
		return jolt_tool_usage(cmd, "-o %s: takes no value, got '%s'", opt, val), -1; } while (0)
	if (!strcmp(opt, "backend")) {
		NEEDS_VALUE();
		return jolt_tool_choice(cmd, "-o backend", val, jolt_tool_backends, &a->backend);
	} else if (!strcmp(opt, "conf")) {
		NEEDS_VALUE();
		free(a->conf);
		a->conf = strdup(val);   /* the option list is a copy freed after parsing */
	} else if (!strcmp(opt, "cache")) {
		NEEDS_VALUE();
		if (jolt_tool_choice(cmd, "-o cache", val, caches, &choice))
			return -1;
		a->fo.cache = !strcmp(choice, "direct") ? JOLT_FUSE_CACHE_DIRECT :
			      !strcmp(choice, "auto") ? JOLT_FUSE_CACHE_AUTO : JOLT_FUSE_CACHE_ALWAYS;
	} else if (!strcmp(opt, "subvol")) {
		NEEDS_VALUE();
		free(a->subvol);
		a->subvol = strcmp(val, "/") ? strdup(val) : NULL;
	} else if (!strcmp(opt, "ro")) {
		NO_VALUE();
		a->rdonly = 1;
	} else if (!strcmp(opt, "rw")) {
		NO_VALUE();
		a->rdonly = 0;
	} else if (!strcmp(opt, "commit")) {
		NEEDS_VALUE();
		if (!strcmp(val, "never")) {
			a->mo.commit_interval_ms = JOLT_COMMIT_NEVER;
		} else {
			if (jolt_tool_num(cmd, "-o commit", val, 1, 86400, &v))
				return -1;
			a->mo.commit_interval_ms = (uint32_t)(v * 1000);
		}
	} else if (!strcmp(opt, "cache_size")) {
		NEEDS_VALUE();
		if (jolt_tool_num(cmd, "-o cache_size", val, 1 << 20, 1ull << 40, &v))
			return -1;
		a->mo.cache_bytes = v;
	} else if (!strcmp(opt, "max_inline")) {
		NEEDS_VALUE();
		if (jolt_tool_num32(cmd, "-o max_inline", val, 1, 65536, &v32))
			return -1;
		a->mo.max_inline = v32;
	} else if (!strcmp(opt, "threads")) {
		NEEDS_VALUE();
		if (jolt_tool_num32(cmd, "-o threads", val, 1, 256, &v32))
			return -1;
		a->fo.max_threads = v32;
	} else if (!strcmp(opt, "allow_other")) {
		NO_VALUE();
		a->fo.allow_other = 1;
	} else if (!strcmp(opt, "debug")) {
		NO_VALUE();
		a->fo.debug = 1;
	} else if (!strcmp(opt, "engine")) {
		NEEDS_VALUE();
		return jolt_tool_choice(cmd, "-o engine", val, jolt_tool_engines, &a->mo.engine);
	} else {
		for (size_t i = 0; i < sizeof(mount_switches) / sizeof(mount_switches[0]); i++) {
			const struct mount_switch *sw = &mount_switches[i];
			char name[32];
			if (strcmp(opt, sw->name))
				continue;
			NEEDS_VALUE();
			snprintf(name, sizeof(name), "-o %s", sw->name);
			if (jolt_tool_choice(cmd, name, val, sw->values, &choice))
				return -1;
			*(uint32_t *)((char *)&a->mo + sw->field) = (uint32_t)(choice == sw->values[0] ? 0 : 1);
			return 0;
		}
		return jolt_tool_usage(cmd, "-o %s: unknown mount option", opt), -1;
	}
#undef NEEDS_VALUE
#undef NO_VALUE
	return 0;
}

static int parse_opts(const struct jolt_tool_cmd *cmd, const char *list, struct mount_args *a)
{
	char *copy = strdup(list), *save = NULL;
	int rc = 0;

	if (!copy)
		return -1;
	for (char *o = strtok_r(copy, ",", &save); o && !rc; o = strtok_r(NULL, ",", &save))
		rc = parse_one(cmd, o, a);
	free(copy);
	return rc;
}

/* Locks the image for this mount: an fd holding an exclusive flock, or -1
 * with the reason printed. A bdev name (spdk) is not a file: SPDK claims
 * its bdevs within one process, so there is nothing to lock. */
static int lock_image(const struct jolt_tool_cmd *cmd, const char *backend, const char *image)
{
	int fd;

	if (!strcmp(backend, "spdk"))
		return INT_MAX;
	fd = open(image, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, image, strerror(errno));
		return -1;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		int e = errno;
		fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, image,
			e == EWOULDBLOCK ? "already mounted (another jolt mount holds its lock)"
					 : strerror(e));
		close(fd);
		return -1;
	}
	return fd;
}

/* The daemon's presence, for jolt umount to wait on whatever the backend
 * (an SPDK bdev is no file to lock): an flock held on a lock file named by
 * the mountpoint, from before the device is opened until after it is
 * closed, so after the last commit and after SPDK released the bdev (and
 * its reservation). The image's own lock (lock_image) refuses a second
 * mount of a file; this one tells when a mount is gone. The files live in
 * /run/jolt as root, else $XDG_RUNTIME_DIR/jolt or /tmp/jolt-UID. */
static int mount_lock_path(const char *mnt, char *out, size_t len)
{
	char dir[PATH_MAX];
	const char *xdg = getenv("XDG_RUNTIME_DIR");
	uint64_t h = 0xcbf29ce484222325ull;   /* FNV-1a of the mountpoint */
	for (const char *c = mnt; *c; c++)
		h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
	if (geteuid() == 0)
		snprintf(dir, sizeof(dir), "/run/jolt");
	else if (xdg && *xdg)
		snprintf(dir, sizeof(dir), "%s/jolt", xdg);
	else
		snprintf(dir, sizeof(dir), "/tmp/jolt-%u", (unsigned)geteuid());
	if (mkdir(dir, 0700) < 0 && errno != EEXIST)
		return -errno;
	snprintf(out, len, "%s/mount-%016llx.lock", dir, (unsigned long long)h);
	return 0;
}

static int hold_mount_lock(const struct jolt_tool_cmd *cmd, const char *mnt, char *path,
			   size_t len)
{
	int fd = -1, rc = mount_lock_path(mnt, path, len);
	if (!rc && (fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0)
		rc = -errno;
	if (!rc && flock(fd, LOCK_EX | LOCK_NB) < 0)
		rc = errno == EWOULDBLOCK ? -EBUSY : -errno;
	if (rc) {
		fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, mnt,
			rc == -EBUSY ? "another jolt mount is serving this mountpoint"
				     : strerror(-rc));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
}

static void drop_mount_lock(int fd, const char *path)
{
	if (fd < 0)
		return;
	unlink(path);   /* while held: a waiter has it open, or finds it gone */
	close(fd);
}

static void say_ready(int *pipe_fd, unsigned char status)
{
	if (*pipe_fd < 0)
		return;
	if (write(*pipe_fd, &status, 1) != 1) {
		/* the parent is gone; nothing to tell */
	}
	close(*pipe_fd);
	*pipe_fd = -1;
}

/* The daemon proper (the child, or the process itself with -f). */
static int serve(const struct jolt_tool_cmd *cmd, const char *image, const char *mnt,
		 struct mount_args *a, int ready_fd, int background)
{
	struct jolt_tool_dev d;
	struct jolt_fuse *jf = NULL;
	struct jolt_fs *fs = NULL, *view = NULL, *served;
	char why[320];
	sigset_t stop, old;
	char mount_lock[PATH_MAX];
	int lock_fd, mount_fd, rc;

	mount_fd = hold_mount_lock(cmd, mnt, mount_lock, sizeof(mount_lock));
	if (mount_fd < 0)
		return JOLT_EXIT_ERROR;
	lock_fd = lock_image(cmd, a->backend, image);
	if (lock_fd < 0) {
		drop_mount_lock(mount_fd, mount_lock);
		return JOLT_EXIT_ERROR;
	}
	sigemptyset(&stop);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &stop, &old);

	rc = jolt_tool_dev_open(cmd, a->backend, a->conf, image, 0,
				a->rdonly ? JOLT_TOOL_DEV_RDONLY : 0, &d);
	if (rc)
		goto out_unlock;
	if (a->rdonly)
		a->mo.flags |= JOLT_MOUNT_RDONLY;
	why[0] = '\0';
	rc = jolt_mount(d.dev, &a->mo, &fs, why, sizeof(why));
	if (rc) {
		if (rc == -EINVAL && jolt_tool_is_bare_log(d.dev))
			fprintf(stderr, "jolt %s: %s: a bare jolt log (jolt mklog), not a filesystem\n",
				cmd->name, image);
		else
			fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, image,
				why[0] ? why : strerror(-rc));
		goto out_close;
	}
	served = fs;
	if (a->subvol) {
		struct jolt_subvol_info si;
		rc = jolt_subvol_get(fs, a->subvol, &si);
		if (!rc)
			rc = jolt_subvol_open(fs, a->subvol, &view);
		if (rc) {
			fprintf(stderr, "jolt %s: %s: subvolume '%s': %s\n", cmd->name, image,
				a->subvol, strerror(-rc));
			goto out_unmount;
		}
		served = view;
		if (si.flags & JOLT_SUBVOL_RDONLY)
			a->rdonly = 1;   /* a read-only snapshot: the kernel side too */
	}
	a->fo.fsname = image;
	a->fo.rdonly = (uint32_t)a->rdonly;
	rc = jolt_fuse_mount(served, mnt, &a->fo, &jf);
	if (rc) {
		fprintf(stderr, "jolt %s: %s: the FUSE mount failed (see above)\n", cmd->name, mnt);
		goto out_unmount;
	}
	if (background) {
		int null = open("/dev/null", O_RDWR);
		int log = a->log ? open(a->log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644)
				 : -1;
		if (null >= 0) {
			dup2(null, 0);
			dup2(null, 1);
			dup2(log >= 0 ? log : null, 2);
			if (null > 2)
				close(null);
		}
		if (log > 2)
			close(log);
		if (chdir("/") < 0) {
			/* the daemon keeps its directory */
		}
	}
	say_ready(&ready_fd, 0);
	pthread_sigmask(SIG_SETMASK, &old, NULL);

	rc = jolt_fuse_loop(jf);
	if (rc)
		fprintf(stderr, "jolt %s: %s: the request loop failed: %s\n", cmd->name, mnt,
			strerror(-rc));
	jolt_fuse_destroy(jf);
out_unmount:
	if (view)
		jolt_subvol_close(view);
	{
		int urc = jolt_unmount(fs);
		if (urc) {
			fprintf(stderr, "jolt %s: %s: the final commit failed: %s\n", cmd->name,
				image, strerror(-urc));
			rc = urc;
		}
	}
out_close:
	if (jolt_tool_dev_close(cmd, &d) && !rc)
		rc = -EIO;
out_unlock:
	if (lock_fd != INT_MAX)
		close(lock_fd);
	drop_mount_lock(mount_fd, mount_lock);
	return rc ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}

static int mount_main(int argc, char **argv, struct mount_args *a)
{
	enum { O_LOG = 256 };
	static const struct option opts[] = {
		{"foreground", no_argument, 0, 'f'}, {"options", required_argument, 0, 'o'},
		{"log", required_argument, 0, O_LOG}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "mount", .help = mount_help };
	char image[PATH_MAX], mnt[PATH_MAX];
	int foreground = 0, c, pfd[2];
	pid_t pid;

	a->backend = "uring";
	jolt_mount_opts_default(&a->mo);
	a->fo.cache = JOLT_FUSE_CACHE_AUTO;
	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "fo:h", opts)) != -1) {
		switch (c) {
		case 'f': foreground = 1; break;
		case 'o':
			if (parse_opts(&cmd, optarg, a))
				return JOLT_EXIT_ERROR;
			break;
		case O_LOG: a->log = optarg; break;
		}
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 2, "IMAGE and MOUNTPOINT"))
		return JOLT_EXIT_ERROR;
	if (!strcmp(a->backend, "spdk")) {
		snprintf(image, sizeof(image), "%s", argv[optind]);
	} else if (!realpath(argv[optind], image)) {
		fprintf(stderr, "jolt mount: %s: %s\n", argv[optind], strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	if (!realpath(argv[optind + 1], mnt)) {
		fprintf(stderr, "jolt mount: %s: %s\n", argv[optind + 1], strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	if (access("/dev/fuse", R_OK | W_OK) < 0) {
		fprintf(stderr, "jolt mount: /dev/fuse: %s (no FUSE here)\n", strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	if (foreground)
		return serve(&cmd, image, mnt, a, -1, 0);

	if (pipe2(pfd, O_CLOEXEC) < 0) {
		fprintf(stderr, "jolt mount: pipe: %s\n", strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		fprintf(stderr, "jolt mount: fork: %s\n", strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	if (pid == 0) {
		close(pfd[0]);
		setsid();
		_exit(serve(&cmd, image, mnt, a, pfd[1], 1));
	}
	close(pfd[1]);
	unsigned char status;
	ssize_t n;
	do
		n = read(pfd[0], &status, 1);
	while (n < 0 && errno == EINTR);
	close(pfd[0]);
	if (n == 1)
		return status;   /* mounted; the daemon goes on */
	int ws;
	while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
		;
	return WIFEXITED(ws) && WEXITSTATUS(ws) ? WEXITSTATUS(ws) : JOLT_EXIT_ERROR;
}

int cmd_mount(int argc, char **argv)
{
	struct mount_args a;
	int st;

	memset(&a, 0, sizeof(a));
	st = mount_main(argc, argv, &a);
	free(a.conf);
	free(a.subvol);
	return st;
}
#endif

/* mountinfo's octal escapes (\040 for a space, ...) undone in place. */
static void unescape(char *s)
{
	char *o = s;

	for (; *s; s++) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' && s[2] <= '7' &&
		    s[3] >= '0' && s[3] <= '7') {
			*o++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0'));
			s += 3;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
}

/* The source (fsname) of the jolt mount on mnt: 1 and *source, 0 when mnt
 * is no jolt mount. */
static int find_jolt_mount(const char *mnt, char *source, size_t len)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *line = NULL;
	size_t cap = 0;
	int found = 0;

	if (!f)
		return 0;
	while (getline(&line, &cap, f) > 0) {
		/* ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTS [TAGS...] - FSTYPE SOURCE SUPER */
		char *save = NULL, *tok[5], *fstype, *src;
		int i = 0;
		for (char *t = strtok_r(line, " \n", &save); t && i < 5; t = strtok_r(NULL, " \n", &save))
			tok[i++] = t;
		if (i < 5)
			continue;
		unescape(tok[4]);
		if (strcmp(tok[4], mnt))
			continue;
		for (char *t = strtok_r(NULL, " \n", &save); t; t = strtok_r(NULL, " \n", &save))
			if (!strcmp(t, "-"))
				break;
		fstype = strtok_r(NULL, " \n", &save);
		src = strtok_r(NULL, " \n", &save);
		if (!fstype || !src || strcmp(fstype, "fuse.jolt"))
			continue;   /* a later line for the same path may be ours (stacked mounts) */
		unescape(src);
		snprintf(source, len, "%s", src);
		found = 1;
	}
	free(line);
	fclose(f);
	return found;
}

int cmd_umount(int argc, char **argv)
{
	static const struct option opts[] = {
		{"lazy", no_argument, 0, 'l'}, {"timeout", required_argument, 0, 't'},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "umount", .help = umount_help };
	char mnt[PATH_MAX], image[PATH_MAX];
	uint64_t timeout = 600;
	int lazy = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "lt:h", opts)) != -1) {
		switch (c) {
		case 'l': lazy = 1; break;
		case 't':
			if (jolt_tool_num(&cmd, "--timeout", optarg, 0, 86400, &timeout))
				return JOLT_EXIT_ERROR;
			break;
		}
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one MOUNTPOINT"))
		return JOLT_EXIT_ERROR;
	/* a dead mount cannot be stat'ed: resolve the path without touching it */
	if (!realpath(argv[optind], mnt)) {
		char cwd[PATH_MAX / 2];
		if (argv[optind][0] != '/' && getcwd(cwd, sizeof(cwd)))
			snprintf(mnt, sizeof(mnt), "%s/%s", strcmp(cwd, "/") ? cwd : "", argv[optind]);
		else
			snprintf(mnt, sizeof(mnt), "%s", argv[optind]);
	}
	if (!find_jolt_mount(mnt, image, sizeof(image))) {
		fprintf(stderr, "jolt umount: %s: not a jolt mount\n", mnt);
		return JOLT_EXIT_ERROR;
	}
	/* a dead daemon's mount ("Transport endpoint is not connected") has
	 * nothing left to commit: detach it even while files are open on it */
	struct stat st;
	if (stat(mnt, &st) < 0 && errno == ENOTCONN)
		lazy = 1;
	if (geteuid() == 0) {
		if (umount2(mnt, lazy ? MNT_DETACH : 0) < 0) {
			fprintf(stderr, "jolt umount: %s: %s%s\n", mnt, strerror(errno),
				errno == EBUSY ? " (in use; -l detaches it now)" : "");
			return JOLT_EXIT_ERROR;
		}
	} else {
		pid_t pid = fork();
		int ws = 0;
		if (pid == 0) {
			execlp("fusermount3", "fusermount3", "-u", lazy ? "-z" : "-q", mnt,
			       (char *)NULL);
			_exit(127);
		}
		if (pid < 0 || waitpid(pid, &ws, 0) < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws)) {
			fprintf(stderr, "jolt umount: %s: fusermount3 -u failed\n", mnt);
			return JOLT_EXIT_ERROR;
		}
	}
	/* the daemon holds its mount lock until it has committed and closed
	 * the device; no lock file: it is gone already */
	char path[PATH_MAX];
	int fd = mount_lock_path(mnt, path, sizeof(path)) ? -1 : open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return JOLT_EXIT_OK;
	struct timespec start, now;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		if (flock(fd, LOCK_SH | LOCK_NB) == 0) {
			unlink(path);   /* a daemon killed with -9 left it */
			break;
		}
		clock_gettime(CLOCK_MONOTONIC, &now);
		if ((uint64_t)(now.tv_sec - start.tv_sec) >= timeout) {
			fprintf(stderr, "jolt umount: %s: the daemon of %s has not ended after %llu s\n",
				mnt, image, (unsigned long long)timeout);
			close(fd);
			return JOLT_EXIT_ERROR;
		}
		usleep(10000);
	}
	close(fd);
	return JOLT_EXIT_OK;
}
