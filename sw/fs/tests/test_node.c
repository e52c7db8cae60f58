/* The node cache on its own: hits and misses, reads in flight together
 * (readahead), verification on read (-EUCLEAN with the block's location,
 * never cached as good), device errors (-EIO, retried on the next read),
 * the memory bound, and dirty nodes written together; node buffers from
 * slabs, reused, and one by one (JOLT_NC_NODE_MALLOC). */
#include <errno.h>
#include <stdlib.h>

#include "fs_test.h"

enum { NS = 1024 };
static const uint8_t fsid[16] = {7, 7, 7};

/* Writes a leaf with one item at bytenr. */
static void put_leaf(struct jolt_blk *dev, uint64_t bytenr, uint64_t gen)
{
	uint8_t *n = jolt_blk_alloc(dev, NS);
	struct jolt_fs_header *h = (void *)n;
	memcpy(h->fsid, fsid, 16);
	h->bytenr = bytenr;
	h->generation = gen;
	h->owner = 5;
	h->nritems = 1;
	struct jolt_fs_item *it = (void *)(n + JOLT_FS_HEADER_SIZE);
	it->key = jolt_key(bytenr, 1, 0);
	it->size = 8;
	it->offset = NS - 8;
	memcpy(n + NS - 8, &bytenr, 8);
	h->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, bytenr, n, NS), 0);
	jolt_blk_free(dev, n);
}

static struct jolt_node_cache *cache_flags(struct jolt_blk *dev, uint64_t bound, uint32_t flags)
{
	struct jolt_node_cache_opts o = { .bound_bytes = bound, .nodesize = NS, .flags = flags };
	struct jolt_node_cache *nc;
	memcpy(o.fsid, fsid, 16);
	CHECK_EQ(jolt_nc_create(dev, &o, &nc), 0);
	return nc;
}

static struct jolt_node_cache *cache(struct jolt_blk *dev, uint64_t bound)
{
	return cache_flags(dev, bound, 0);
}

static void hits_and_misses(void)
{
	struct jolt_blk *dev = t_dev("4M", 512, 8);
	for (uint64_t i = 0; i < 16; i++)
		put_leaf(dev, (1 << 20) + i * NS, 3);
	struct jolt_node_cache *nc = cache(dev, 0);
	struct jolt_node *n, *m;
	CHECK_EQ(jolt_nc_read(nc, 1 << 20, 0, 3, &n), 0);
	CHECK_EQ(jolt_nc_read(nc, 1 << 20, 0, 3, &m), 0);
	CHECK(n == m);
	CHECK_EQ(n->refs, 2);
	uint64_t v;
	memcpy(&v, jolt_node_item_data(n, 0), 8);
	CHECK_EQ(v, 1 << 20);
	struct jolt_node_stats st;
	jolt_nc_stats(nc, &st);
	CHECK_EQ(st.misses, 1);
	CHECK_EQ(st.hits, 1);
	CHECK_EQ(st.reads, 1);
	CHECK_EQ(st.cached, 1);
	/* the same block expected at another level or generation: refused */
	CHECK_EQ(jolt_nc_read(nc, 1 << 20, 1, 3, &m), -EUCLEAN);
	CHECK(strstr(jolt_nc_error(nc), "1048576"));
	CHECK_EQ(jolt_nc_read(nc, 1 << 20, 0, 4, &m), -EUCLEAN);
	jolt_nc_put(nc, n);
	jolt_nc_put(nc, n);
	/* outside the device */
	CHECK_EQ(jolt_nc_read(nc, 4 << 20, 0, 0, &m), -EUCLEAN);
	jolt_nc_destroy(nc);
	jolt_blk_close(dev);
}

static void readahead_in_flight(void)
{
	struct jolt_blk *dev = t_dev("4M", 512, 8);
	uint64_t b[8];
	int lv[8];
	uint64_t g[8];
	for (int i = 0; i < 8; i++) {
		b[i] = (1 << 20) + (uint64_t)i * NS;
		lv[i] = 0;
		g[i] = 3;
		put_leaf(dev, b[i], 3);
	}
	struct jolt_node_cache *nc = cache(dev, 0);
	jolt_nc_readahead(nc, b, lv, g, 8);
	CHECK_EQ(jolt_blk_inflight(dev), 8);      /* all eight reads in flight together */
	struct jolt_node *n;
	for (int i = 7; i >= 0; i--) {
		CHECK_EQ(jolt_nc_read(nc, b[i], 0, 3, &n), 0);
		jolt_nc_put(nc, n);
	}
	struct jolt_node_stats st;
	jolt_nc_stats(nc, &st);
	CHECK_EQ(st.reads, 8);
	CHECK_EQ(st.hits, 8);
	CHECK_EQ(st.misses, 0);
	/* readahead of a corrupt node: the read that uses it reports it */
	uint8_t *z = jolt_blk_alloc(dev, NS);
	memset(z, 0x5a, NS);
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, 2 << 20, z, NS), 0);
	jolt_blk_free(dev, z);
	uint64_t bad = 2 << 20;
	jolt_nc_readahead(nc, &bad, lv, g, 1);
	CHECK_EQ(jolt_nc_read(nc, bad, 0, 3, &n), -EUCLEAN);
	CHECK(strstr(jolt_nc_error(nc), "2097152") && strstr(jolt_nc_error(nc), "checksum"));
	CHECK_EQ(jolt_nc_read(nc, bad, 0, 3, &n), -EUCLEAN);   /* read again, still bad */
	jolt_nc_stats(nc, &st);
	CHECK_EQ(st.read_errors, 2);
	jolt_nc_destroy(nc);
	jolt_blk_close(dev);
}

static void device_errors(void)
{
	struct jolt_blk *dev = t_dev("4M", 512, 8);
	put_leaf(dev, 1 << 20, 3);
	struct jolt_node_cache *nc = cache(dev, 0);
	struct jolt_blk_mem_fault f = { .nth = 1, .count = 1, .err = -EIO, .op_mask = 1u << JOLT_BLK_READ };
	CHECK_EQ(jolt_blk_mem_set_fault(dev, &f), 0);
	struct jolt_node *n;
	CHECK_EQ(jolt_nc_read(nc, 1 << 20, 0, 3, &n), -EIO);
	CHECK(strstr(jolt_nc_error(nc), "1048576"));
	/* not remembered as bad: the next read goes to the device again */
	CHECK_EQ(jolt_nc_read(nc, 1 << 20, 0, 3, &n), 0);
	jolt_nc_put(nc, n);
	/* a failed write */
	struct jolt_node *w;
	CHECK_EQ(jolt_nc_new(nc, 3 << 20, &w), 0);
	memcpy(jolt_node_header(w)->fsid, fsid, 16);
	jolt_node_header(w)->bytenr = 3 << 20;
	jolt_nc_mark_dirty(nc, w);
	f.op_mask = 1u << JOLT_BLK_WRITE;
	CHECK_EQ(jolt_blk_mem_set_fault(dev, &f), 0);
	CHECK_EQ(jolt_nc_write_dirty(nc), -EIO);
	CHECK(w->flags & JOLT_NODE_DIRTY);
	CHECK_EQ(jolt_nc_write_dirty(nc), 0);
	CHECK(!(w->flags & JOLT_NODE_DIRTY));
	jolt_nc_put(nc, w);
	jolt_nc_destroy(nc);
	jolt_blk_close(dev);
}

static void bound_and_writeback_flags(uint32_t flags)
{
	struct jolt_blk *dev = t_dev("8M", 512, 8);
	for (uint64_t i = 0; i < 64; i++)
		put_leaf(dev, (1 << 20) + i * NS, 3);
	struct jolt_node_cache *nc = cache_flags(dev, 16 * NS, flags);
	struct jolt_node *n;
	for (uint64_t i = 0; i < 64; i++) {
		CHECK_EQ(jolt_nc_read(nc, (1 << 20) + i * NS, 0, 3, &n), 0);
		jolt_nc_put(nc, n);
	}
	struct jolt_node_stats st;
	jolt_nc_stats(nc, &st);
	CHECK(st.cached_bytes <= 16 * NS);
	CHECK_EQ(st.evictions, 64 - st.cached);
	/* dirty nodes beyond the bound are written back, then dropped */
	for (uint64_t i = 0; i < 40; i++) {
		uint64_t b = (4 << 20) + i * NS;
		CHECK_EQ(jolt_nc_new(nc, b, &n), 0);
		struct jolt_fs_header *h = jolt_node_header(n);
		memcpy(h->fsid, fsid, 16);
		h->bytenr = b;
		h->generation = 9;
		jolt_nc_mark_dirty(nc, n);
		jolt_nc_put(nc, n);
	}
	jolt_nc_stats(nc, &st);
	CHECK(st.writebacks > 0);
	CHECK(st.cached_bytes <= 16 * NS);
	/* written back nodes read back verified, flagged WRITTEN */
	CHECK_EQ(jolt_nc_read(nc, 4 << 20, 0, 9, &n), 0);
	CHECK(jolt_node_header(n)->flags & JOLT_FS_HEADER_WRITTEN);
	jolt_nc_put(nc, n);
	CHECK_EQ(jolt_nc_write_dirty(nc), 0);
	jolt_nc_stats(nc, &st);
	CHECK_EQ(st.dirty, 0);
	CHECK_EQ(st.writes, 40);
	jolt_nc_drop_clean(nc);
	jolt_nc_stats(nc, &st);
	CHECK_EQ(st.cached, 0);
	jolt_nc_destroy(nc);
	jolt_blk_close(dev);
}

static void bound_and_writeback(void)
{
	bound_and_writeback_flags(0);
}

static void bound_and_writeback_node_malloc(void)
{
	bound_and_writeback_flags(JOLT_NC_NODE_MALLOC);
}

/* Evicted nodes' buffers are reused (from the slab's free list): a new
 * node still comes zeroed, and reads into reused buffers verify. */
static void buffers_reused(void)
{
	struct jolt_blk *dev = t_dev("8M", 512, 8);
	for (uint64_t i = 0; i < 200; i++)
		put_leaf(dev, (1 << 20) + i * NS, 3);
	struct jolt_node_cache *nc = cache(dev, 8 * NS);
	struct jolt_node *n;
	for (int round = 0; round < 2; round++)
		for (uint64_t i = 0; i < 200; i++) {
			CHECK_EQ(jolt_nc_read(nc, (1 << 20) + i * NS, 0, 3, &n), 0);
			uint64_t v;
			memcpy(&v, jolt_node_item_data(n, 0), 8);
			CHECK_EQ(v, (1 << 20) + i * NS);
			jolt_nc_put(nc, n);
		}
	for (uint64_t i = 0; i < 20; i++) {
		CHECK_EQ(jolt_nc_new(nc, (4 << 20) + i * NS, &n), 0);
		for (uint32_t k = 0; k < NS; k++)
			CHECK_EQ(n->data[k], 0);
		jolt_nc_discard(nc, n);
		jolt_nc_put(nc, n);
	}
	struct jolt_node_stats st;
	jolt_nc_stats(nc, &st);
	CHECK(st.cached_bytes <= 8 * NS);
	CHECK_EQ(st.evictions, 400 - st.cached);
	jolt_nc_destroy(nc);
	jolt_blk_close(dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(hits_and_misses), TEST(readahead_in_flight), TEST(device_errors),
		TEST(bound_and_writeback), TEST(bound_and_writeback_node_malloc),
		TEST(buffers_reused),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
