/* Helpers shared by the filesystem tools (mkfs, fsck, dump-tree, ls, stat,
 * cp, paths, workload, bench fs): one way to name and open an image on
 * every backend, one way to mount it for a tool and to say why a mount was
 * refused, the IMAGE:/path operand syntax, and stat(1)-style formatting.
 *
 * The mem backend over a file: the file is read whole into a RAM device
 * (its size rounded up to 4 KiB) and, when the tool opened it writable,
 * written back whole at close; the RAM device records nothing (log=0)
 * unless the tool asks for crash images (JOLT_TOOL_DEV_EVENTS). So every
 * tool runs on mem as on uring, without O_DIRECT or a kernel queue. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs.h"
#include "jolt/log_format.h"

/* The whole of a file into memory (size rounded up to a block). */
static int slurp_file(const char *path, uint64_t want, uint8_t **data, uint64_t *size)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		int e = S_ISDIR(st.st_mode) ? EISDIR : errno ? errno : EINVAL;
		close(fd);
		return -e;
	}
	uint64_t n = (uint64_t)st.st_size > want ? (uint64_t)st.st_size : want;
	n = (n + 4095) & ~4095ull;
	if (!n) {
		close(fd);
		return -EINVAL;
	}
	uint8_t *buf = n <= SIZE_MAX ? calloc(1, (size_t)n) : NULL;
	if (!buf) {
		close(fd);
		return -ENOMEM;
	}
	uint64_t got = 0;
	while (got < (uint64_t)st.st_size) {
		ssize_t r = pread(fd, buf + got, (size_t)((uint64_t)st.st_size - got), (off_t)got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (uint64_t)r;
	}
	close(fd);
	*data = buf;
	*size = n;
	return 0;
}

int jolt_tool_dev_open(const struct jolt_tool_cmd *cmd, const char *backend, const char *config,
		       const char *target, uint64_t size, uint32_t flags, struct jolt_tool_dev *out)
{
	struct jolt_blk_opts bo;
	char why[256], spec[128];
	const char *t = target;
	uint8_t *img = NULL;
	uint64_t img_size = 0;
	int rc;

	memset(out, 0, sizeof(*out));
	out->backend = backend;
	out->target = target;
	out->rdonly = !!(flags & JOLT_TOOL_DEV_RDONLY);
	jolt_blk_opts_default(&bo);
	bo.config = config;
	if (out->rdonly)
		bo.flags |= JOLT_BLK_OPEN_RDONLY;
	if (flags & JOLT_TOOL_DEV_CREATE)
		bo.size = size;
	if (!strcmp(backend, "mem")) {
		struct stat st;
		uint64_t v;
		int exists = stat(target, &st) == 0, err = exists ? 0 : errno;

		if (exists || jolt_parse_size(target, &v) < 0) {
			rc = -err;
			if (rc == -ENOENT && (flags & JOLT_TOOL_DEV_CREATE) && size) {
				int fd = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
				rc = fd < 0 ? -errno : 0;
				if (fd >= 0)
					close(fd);
			}
			if (!rc)
				rc = slurp_file(target, (flags & JOLT_TOOL_DEV_CREATE) ? size : 0, &img,
						&img_size);
			if (rc) {
				fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, target, strerror(-rc));
				return rc;
			}
			out->mem_file = 1;
		} else {
			img_size = v;
		}
		snprintf(spec, sizeof(spec), "size=%llu%s", (unsigned long long)img_size,
			 (flags & JOLT_TOOL_DEV_EVENTS) ? "" : ",log=0");
		t = spec;
		bo.flags &= ~(uint32_t)JOLT_BLK_OPEN_RDONLY;  /* the RAM copy; the file is not touched */
	} else if (!strcmp(backend, "uring") && !(flags & JOLT_TOOL_DEV_CREATE)) {
		struct stat st;
		/* a FIFO or character device would block or be refused later: say it now */
		if (stat(target, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISBLK(st.st_mode)) {
			fprintf(stderr, "jolt %s: %s: not a regular file or block device\n", cmd->name,
				target);
			return -EINVAL;
		}
	}
	rc = jolt_blk_open(backend, t, &bo, &out->dev, why, sizeof(why));
	if (rc < 0) {
		if (rc == -ENOTSUP || (rc == -ENOENT && !jolt_blk_backend_available(backend)))
			fprintf(stderr, "jolt %s: the %s backend is not built into this jolt\n",
				cmd->name, backend);
		else
			fprintf(stderr, "jolt %s: %s\n", cmd->name, why);
		free(img);
		return rc;
	}
	if (strcmp(backend, "mem") && jolt_blk_volatile(out->dev))
		fprintf(stderr, "jolt %s: warning: %s lives in this process's memory: nothing "
			"written to it remains when jolt exits (docs/spdk.md, \"Which bdevs "
			"persist\")\n", cmd->name, target);
	if (img) {
		rc = jolt_blk_mem_load(out->dev, img, (size_t)img_size);
		free(img);
		if (rc < 0) {
			fprintf(stderr, "jolt %s: %s: loading into RAM: %s\n", cmd->name, target,
				strerror(-rc));
			jolt_blk_close(out->dev);
			out->dev = NULL;
			return rc;
		}
	}
	return 0;
}

int jolt_tool_dev_close(const struct jolt_tool_cmd *cmd, struct jolt_tool_dev *d)
{
	int rc = 0;

	if (!d->dev)
		return 0;
	if (d->mem_file && !d->rdonly) {
		const uint8_t *data = jolt_blk_mem_data(d->dev);
		uint64_t n = jolt_blk_capacity(d->dev);
		int fd = open(d->target, O_WRONLY | O_CLOEXEC);
		uint64_t put = 0;

		if (fd < 0)
			rc = -errno;
		while (!rc && put < n) {
			ssize_t w = pwrite(fd, data + put, (size_t)(n - put), (off_t)put);
			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0)
				rc = w < 0 ? -errno : -EIO;
			else
				put += (uint64_t)w;
		}
		if (fd >= 0 && !rc && fsync(fd) < 0)
			rc = -errno;
		if (fd >= 0)
			close(fd);
		if (rc)
			fprintf(stderr, "jolt %s: %s: writing the RAM image back: %s\n", cmd->name,
				d->target, strerror(-rc));
	}
	jolt_blk_close(d->dev);
	d->dev = NULL;
	return rc;
}

int jolt_tool_is_bare_log(struct jolt_blk *dev)
{
	uint8_t sb[JOLT_BLOCK_SIZE];
	struct jolt_log_geometry g;

	if (jolt_blk_capacity(dev) < sizeof(sb) || jolt_blk_pread(dev, 0, sb, sizeof(sb)) < 0)
		return 0;
	return jolt_log_super_read(sb, sizeof(sb), &g, NULL, 0) == 0;
}

int jolt_tool_mount(const struct jolt_tool_cmd *cmd, struct jolt_tool_dev *d, uint32_t flags,
		    uint64_t cache_bytes, struct jolt_fs **out)
{
	struct jolt_mount_opts mo;
	char why[320];
	int rc;

	jolt_mount_opts_default(&mo);
	mo.flags = flags | JOLT_MOUNT_NO_THREAD;
	mo.cache_bytes = cache_bytes;
	mo.commit_interval_ms = JOLT_COMMIT_NEVER;
	if (d->rdonly)
		mo.flags |= JOLT_MOUNT_RDONLY;
	why[0] = '\0';
	rc = jolt_mount(d->dev, &mo, out, why, sizeof(why));
	if (!rc)
		return 0;
	if (rc == -EINVAL && jolt_tool_is_bare_log(d->dev))
		fprintf(stderr, "jolt %s: %s: a bare jolt log (jolt mklog), not a filesystem\n",
			cmd->name, d->target);
	else
		fprintf(stderr, "jolt %s: %s: %s\n", cmd->name, d->target,
			why[0] ? why : strerror(-rc));
	return rc;
}

int jolt_tool_image_path(const char *arg, char **image, const char **path)
{
	for (const char *p = arg; *p; p++) {
		if (*p != ':' || p == arg || (p[1] && p[1] != '/'))
			continue;
		*image = strndup(arg, (size_t)(p - arg));
		*path = p[1] ? p + 1 : "/";
		return *image ? 1 : -ENOMEM;
	}
	return 0;
}

char *jolt_tool_path_join(const char *dir, const char *name)
{
	size_t a = strlen(dir), b = strlen(name);
	char *p = malloc(a + b + 2);

	if (!p)
		return NULL;
	memcpy(p, dir, a);
	if (!a || dir[a - 1] != '/')
		p[a++] = '/';
	memcpy(p + a, name, b + 1);
	return p;
}

void jolt_tool_mode_string(uint32_t mode, char out[11])
{
	static const char rwx[] = "rwxrwxrwx";
	char c;

	switch (mode & JOLT_S_IFMT) {
	case JOLT_S_IFDIR: c = 'd'; break;
	case JOLT_S_IFLNK: c = 'l'; break;
	case JOLT_S_IFCHR: c = 'c'; break;
	case JOLT_S_IFBLK: c = 'b'; break;
	case JOLT_S_IFIFO: c = 'p'; break;
	case JOLT_S_IFSOCK: c = 's'; break;
	case JOLT_S_IFREG: c = '-'; break;
	default: c = '?';
	}
	out[0] = c;
	for (int i = 0; i < 9; i++)
		out[1 + i] = (mode & (0400u >> i)) ? rwx[i] : '-';
	if (mode & 04000)
		out[3] = (mode & 0100) ? 's' : 'S';
	if (mode & 02000)
		out[6] = (mode & 010) ? 's' : 'S';
	if (mode & 01000)
		out[9] = (mode & 01) ? 't' : 'T';
	out[10] = '\0';
}

void jolt_tool_time_string(int64_t sec, int64_t nsec, char *out, size_t len)
{
	struct tm tm;
	time_t t = (time_t)sec;
	char d[40];

	if (!gmtime_r(&t, &tm) || !strftime(d, sizeof(d), "%Y-%m-%d %H:%M:%S", &tm))
		snprintf(d, sizeof(d), "@%lld", (long long)sec);
	snprintf(out, len, "%s.%09lld +0000", d, (long long)nsec);
}

const char *jolt_tool_file_type(uint32_t mode)
{
	switch (mode & JOLT_S_IFMT) {
	case JOLT_S_IFDIR: return "directory";
	case JOLT_S_IFLNK: return "symbolic link";
	case JOLT_S_IFCHR: return "character special file";
	case JOLT_S_IFBLK: return "block special file";
	case JOLT_S_IFIFO: return "fifo";
	case JOLT_S_IFSOCK: return "socket";
	case JOLT_S_IFREG: return "regular file";
	}
	return "unknown";
}
