/* Subvolumes and snapshots (jolt/subvol.h): snapshots share the source's
 * nodes and data through refcounts, each side then changes alone, and
 * deleting one frees exactly what it alone held: fsck (both levels) after
 * every step, and the space used back to what it was. */
#include "ns_test.h"
#include "jolt/subvol.h"

static uint64_t used(struct jolt_fs *fs)
{
	struct jolt_statfs s;
	CHECK_EQ(jolt_statfs(fs, &s), 0);
	return (s.blocks - s.bfree) * s.bsize;
}

static void fill(struct jolt_fs *fs, const char *dir, int n, uint64_t *seed)
{
	char p[128];
	uint8_t buf[20000];
	CHECK_EQ(jolt_mkdir(fs, dir, 0755), 0);
	for (int i = 0; i < n; i++) {
		size_t len = n_rand(seed) % sizeof(buf);
		for (size_t j = 0; j < len; j++)
			buf[j] = (uint8_t)(i + j);
		snprintf(p, sizeof(p), "%s/f%d", dir, i);
		n_put(fs, p, buf, len);
	}
}

static void snapshot_share_and_delete(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = n_fresh(&dev, 64 << 20, 1), *v;
	uint64_t seed = 1, id, id2;
	struct jolt_stat st;

	fill(fs, "/a", 200, &seed);
	CHECK_EQ(jolt_sync(fs), 0);
	uint64_t base = used(fs);
	CHECK_EQ(jolt_subvol_snapshot(fs, "/", "s1", JOLT_SUBVOL_RDONLY, &id), 0);
	CHECK(id >= 256);
	n_fsck(fs);
	/* a snapshot costs a node, not a copy */
	CHECK(used(fs) - base <= 4u * 16384);
	CHECK_EQ(jolt_subvol_snapshot(fs, "/", "s1", 0, NULL), -EEXIST);
	CHECK_EQ(jolt_subvol_snapshot(fs, "nope", "s2", 0, NULL), -ENOENT);
	CHECK_EQ(jolt_subvol_snapshot(fs, "/", "a/b", 0, NULL), -EINVAL);

	/* the source changes; the snapshot does not */
	CHECK_EQ(jolt_unlink(fs, "/a/f3"), 0);
	n_put(fs, "/a/f4", "new", 3);
	CHECK_EQ(jolt_rename(fs, "/a/f5", "/f5", 0), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_subvol_open(fs, "s1", &v), 0);
	CHECK_EQ(jolt_stat(v, "/a/f3", &st), 0);
	CHECK_EQ(jolt_stat(v, "/f5", &st), -ENOENT);
	CHECK_EQ(jolt_stat(v, "/a/f4", &st), 0);
	CHECK(st.size != 3);
	CHECK_EQ(jolt_unlink(v, "/a/f1"), -EROFS);
	CHECK_EQ(jolt_subvol_delete(fs, "s1"), -EBUSY);
	CHECK_EQ(jolt_subvol_close(v), 0);

	/* a writable snapshot of the snapshot, changed */
	CHECK_EQ(jolt_subvol_snapshot(fs, "s1", "w", 0, &id2), 0);
	CHECK_EQ(jolt_subvol_open(fs, "w", &v), 0);
	n_put(v, "/a/f7", "w", 1);
	CHECK_EQ(jolt_mkdir(v, "/wd", 0700), 0);
	CHECK_EQ(jolt_sync(v), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_subvol_close(v), 0);

	struct jolt_subvol_info info[8];
	CHECK_EQ(jolt_subvol_list(fs, info, 8), 3);
	CHECK_EQ(info[0].id, 5);
	CHECK(!strcmp(info[1].name, "s1") && info[1].flags == JOLT_SUBVOL_RDONLY);
	CHECK(!strcmp(info[2].name, "w") && info[2].flags == 0);
	CHECK(!memcmp(info[2].parent_uuid, info[1].uuid, 16));
	CHECK(!memcmp(info[1].parent_uuid, info[0].uuid, 16));

	/* remount: all there */
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	fs = n_mount(dev);
	CHECK_EQ(jolt_subvol_open(fs, "w", &v), 0);
	CHECK_EQ(jolt_stat(v, "/wd", &st), 0);
	/* the unmount closes views left open */
	CHECK_EQ(jolt_unmount(fs), 0);
	fs = n_mount(dev);

	/* deleting both gives back what they alone held */
	CHECK_EQ(jolt_subvol_delete(fs, "w"), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_subvol_delete(fs, "s1"), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_subvol_delete(fs, "s1"), -ENOENT);
	CHECK_EQ(jolt_subvol_delete(fs, "/"), -EINVAL);
	CHECK_EQ(jolt_subvol_list(fs, info, 8), 1);
	/* the source alone: its changes cost what they cost without snapshots */
	CHECK_EQ(jolt_rename(fs, "/f5", "/a/f5", 0), 0);
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK(used(fs) <= base + 8u * 16384);
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	jolt_blk_close(dev);
}

static void empty_subvolume(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = n_fresh(&dev, 32 << 20, 1), *v;
	uint64_t id;
	CHECK_EQ(jolt_subvol_create(fs, "sv", &id), 0);
	CHECK_EQ(jolt_subvol_open(fs, "sv", &v), 0);
	CHECK_EQ(jolt_mkdir(v, "/d", 0755), 0);
	n_put(v, "/d/x", "hello", 5);
	CHECK_EQ(jolt_subvol_close(v), 0);
	CHECK_EQ(jolt_subvol_create(fs, "sv", NULL), -EEXIST);
	CHECK_EQ(jolt_subvol_open(fs, "/", &v), -EINVAL);
	n_fsck(fs);
	CHECK_EQ(jolt_subvol_delete(fs, "sv"), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	jolt_blk_close(dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(snapshot_share_and_delete),
		TEST(empty_subvolume),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
