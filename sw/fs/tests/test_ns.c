/* The namespace API (fs.h), call by call: what each does, and each error
 * case Linux defines for it, on the mem backend; fsck clean after each. */
#include "ns_test.h"

static void smoke(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = n_fresh(&dev, 64 << 20, 1);
	struct jolt_stat st;
	CHECK_EQ(jolt_stat(fs, "/", &st), 0);
	CHECK_EQ(st.ino, JOLT_ROOT_INO);
	CHECK_EQ(st.nlink, 2);
	CHECK_EQ(jolt_mkdir(fs, "/a", 0755), 0);
	n_put(fs, "/a/f", "hello", 5);
	size_t len;
	uint8_t *d = n_get(fs, "/a/f", &len);
	CHECK_EQ(len, 5);
	CHECK(!memcmp(d, "hello", 5));
	free(d);
	n_fsck(fs);
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	fs = n_mount(dev);
	d = n_get(fs, "/a/f", &len);
	CHECK_EQ(len, 5);
	free(d);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(smoke),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
