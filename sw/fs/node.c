/* The node cache (btrfs's extent_io for tree blocks): nodes by bytenr in a
 * hash table, unreferenced ones on an LRU list, dirty ones on a dirty
 * list, all I/O through the jolt_blk queue.
 *
 * Invariants:
 *  - a node is in the hash table iff it is the current copy of its block,
 *    and iff it carries JOLT_NODE_HASHED (so a put need not search the
 *    table to know);
 *    a node dropped from it while referenced (its block freed or reused)
 *    is freed at its last put;
 *  - a node is on the LRU list iff it is hashed and unreferenced;
 *  - a node is on the dirty list iff JOLT_NODE_DIRTY;
 *  - a node with I/O in flight (READING, WRITING) is never freed; a
 *    READING node is not UPTODATE;
 *  - data of an UPTODATE node read from the device passed
 *    jolt_fs_node_verify for the level and generation of its first reader;
 *    later readers' expectations are checked against its header.
 * Reads that miss wait for their own completion; readahead and the
 * commit's writes keep up to the queue depth in flight. The memory bound
 * is enforced whenever a node enters the cache or is released: clean
 * unreferenced nodes go first (oldest first), then unreferenced dirty
 * nodes are written back in a batch (flagged WRITTEN, so the tree copies
 * them before changing them again) and dropped. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctree.h"
#include "node.h"

struct nc_slab {
	struct nc_slab *next;
	uint8_t *mem;                /* JOLT_NC_SLAB_NODES buffers */
};

struct nc_hits {
	_Alignas(64) uint64_t hits; /* a thread's lock-free hits (relaxed atomic adds) */
};

struct jolt_node_cache {
	struct jolt_mutex lock;      /* covers everything here and nodes' cache fields */
	const struct jolt_rwlock *tree;  /* its holder exclusive has the cache alone (NULL: none) */
	struct nc_hits shared_hits[JOLT_LOCK_SHARDS];
	struct jolt_blk *dev;
	uint32_t nodesize;
	uint32_t flags;              /* enum jolt_nc_flags */
	struct nc_slab *slabs;
	uint8_t *free_bufs;          /* free buffers, linked through their first bytes */
	uint8_t fsid[16];
	struct jolt_node **hash;
	size_t nbuckets;
	struct jolt_node *lru_head, *lru_tail;     /* head: least recently used */
	struct jolt_node *dirty_head;
	struct jolt_node_stats st;
	int write_err;
	uint32_t writes_inflight;
	char errmsg[256];
};

/* A node's flags are changed under the cache's lock (or by the tree
 * lock's exclusive holder) and read by the lock-free hits of readers
 * (jolt_nc_read): atomically, released after the data they vouch for. */
static void flag_set(struct jolt_node *n, uint32_t f)
{
	__atomic_fetch_or(&n->flags, f, __ATOMIC_RELEASE);
}

static void flag_clear(struct jolt_node *n, uint32_t f)
{
	__atomic_fetch_and(&n->flags, ~f, __ATOMIC_RELEASE);
}

/* The cached byte count, read without the lock by jolt_nc_over_bound. */
static void cached_add(struct jolt_node_cache *nc, int64_t nodes)
{
	__atomic_store_n(&nc->st.cached, nc->st.cached + (uint64_t)nodes, __ATOMIC_RELAXED);
	__atomic_store_n(&nc->st.cached_bytes, nc->st.cached_bytes + (uint64_t)(nodes * nc->nodesize),
			 __ATOMIC_RELAXED);
}

/* Whether the caller holds the tree lock shared: it then reads the cache
 * as a reader (no references, no eviction, no freeing: jolt_nc_read). */
static int nc_shared(const struct jolt_node_cache *nc)
{
	return nc->tree && jolt_rwlock_held_shared(nc->tree);
}

/* The cache's lock, unless the caller holds the tree lock exclusively:
 * then nobody else is in the cache (every user holds the tree lock), and
 * the lock would cost its atomics for nothing. 1: not taken. */
static int nc_lock(struct jolt_node_cache *nc)
{
	if (nc->tree && jolt_rwlock_held(nc->tree))
		return 1;
	jolt_mutex_lock(&nc->lock);
	return 0;
}

static void nc_unlock(struct jolt_node_cache *nc, int alone)
{
	if (!alone)
		jolt_mutex_unlock(&nc->lock);
}

void jolt_nc_set_tree_lock(struct jolt_node_cache *nc, const struct jolt_rwlock *tree)
{
	nc->tree = tree;
}

static size_t bucket(const struct jolt_node_cache *nc, uint64_t bytenr)
{
	uint64_t h = bytenr * 0x9e3779b97f4a7c15ull;
	return (size_t)(h >> 20) & (nc->nbuckets - 1);
}

static void set_err(struct jolt_node_cache *nc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void set_err(struct jolt_node_cache *nc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(nc->errmsg, sizeof(nc->errmsg), fmt, ap);
	va_end(ap);
}

int jolt_nc_create(struct jolt_blk *dev, const struct jolt_node_cache_opts *o,
		   struct jolt_node_cache **out)
{
	struct jolt_node_cache *nc = jolt_lock_zalloc(sizeof(*nc));
	if (!nc)
		return -ENOMEM;
	jolt_mutex_init(&nc->lock);
	nc->dev = dev;
	nc->nodesize = o->nodesize;
	nc->flags = o->flags;
	if (nc->nodesize < jolt_blk_buf_align(dev))
		nc->flags |= JOLT_NC_NODE_MALLOC;   /* slab buffers would not be aligned enough */
	memcpy(nc->fsid, o->fsid, 16);
	nc->st.bound_bytes = o->bound_bytes ? o->bound_bytes : 64ull << 20;
	nc->nbuckets = 1024;
	nc->hash = calloc(nc->nbuckets, sizeof(*nc->hash));
	if (!nc->hash) {
		free(nc);
		return -ENOMEM;
	}
	snprintf(nc->errmsg, sizeof(nc->errmsg), "no error");
	*out = nc;
	return 0;
}

static void lru_del(struct jolt_node_cache *nc, struct jolt_node *n)
{
	if (n->lru_prev)
		n->lru_prev->lru_next = n->lru_next;
	else if (nc->lru_head == n)
		nc->lru_head = n->lru_next;
	else
		return;         /* not on the list */
	if (n->lru_next)
		n->lru_next->lru_prev = n->lru_prev;
	else
		nc->lru_tail = n->lru_prev;
	n->lru_prev = n->lru_next = NULL;
}

static void lru_add_tail(struct jolt_node_cache *nc, struct jolt_node *n)
{
	n->lru_next = NULL;
	n->lru_prev = nc->lru_tail;
	if (nc->lru_tail)
		nc->lru_tail->lru_next = n;
	else
		nc->lru_head = n;
	nc->lru_tail = n;
}

static void dirty_del(struct jolt_node_cache *nc, struct jolt_node *n)
{
	if (!(n->flags & JOLT_NODE_DIRTY))
		return;
	if (n->dirty_prev)
		n->dirty_prev->dirty_next = n->dirty_next;
	else
		nc->dirty_head = n->dirty_next;
	if (n->dirty_next)
		n->dirty_next->dirty_prev = n->dirty_prev;
	n->dirty_prev = n->dirty_next = NULL;
	flag_clear(n, JOLT_NODE_DIRTY);
	nc->st.dirty--;
}

/* The hash chains are walked without the lock by readers' hits: a node
 * is published at its chain's head by a release store once its fields are
 * set, and unlinked or freed only where no reader can be walking (the
 * tree lock exclusive, or a cache with no tree lock). */
static struct jolt_node *lookup(const struct jolt_node_cache *nc, uint64_t bytenr)
{
	for (struct jolt_node *n = __atomic_load_n(&nc->hash[bucket(nc, bytenr)], __ATOMIC_ACQUIRE); n;
	     n = __atomic_load_n(&n->hnext, __ATOMIC_ACQUIRE))
		if (n->bytenr == bytenr)
			return n;
	return NULL;
}

static int hashed(const struct jolt_node *n)
{
	return !!(n->flags & JOLT_NODE_HASHED);
}

static void unhash(struct jolt_node_cache *nc, struct jolt_node *n)
{
	struct jolt_node **pp = &nc->hash[bucket(nc, n->bytenr)];
	while (*pp && *pp != n)
		pp = &(*pp)->hnext;
	if (*pp)
		__atomic_store_n(pp, n->hnext, __ATOMIC_RELEASE);
	n->hnext = NULL;
	flag_clear(n, JOLT_NODE_HASHED);
	lru_del(nc, n);
	cached_add(nc, -1);
}

/* A node buffer: from the free list, or a new slab; not zeroed. */
static uint8_t *buf_get(struct jolt_node_cache *nc)
{
	if (nc->flags & JOLT_NC_NODE_MALLOC)
		return jolt_blk_alloc(nc->dev, nc->nodesize);
	if (!nc->free_bufs) {
		struct nc_slab *s = malloc(sizeof(*s));
		uint8_t *mem = s ? jolt_blk_alloc(nc->dev, (size_t)nc->nodesize * JOLT_NC_SLAB_NODES)
				 : NULL;
		if (!mem) {
			free(s);
			return NULL;
		}
		s->mem = mem;
		s->next = nc->slabs;
		nc->slabs = s;
		for (int i = JOLT_NC_SLAB_NODES - 1; i >= 0; i--) {
			uint8_t *b = mem + (size_t)i * nc->nodesize;
			memcpy(b, &nc->free_bufs, sizeof(nc->free_bufs));
			nc->free_bufs = b;
		}
	}
	uint8_t *b = nc->free_bufs;
	memcpy(&nc->free_bufs, b, sizeof(nc->free_bufs));
	return b;
}

static void buf_put(struct jolt_node_cache *nc, uint8_t *b)
{
	if (nc->flags & JOLT_NC_NODE_MALLOC) {
		jolt_blk_free(nc->dev, b);
		return;
	}
	memcpy(b, &nc->free_bufs, sizeof(nc->free_bufs));
	nc->free_bufs = b;
}

static void node_free(struct jolt_node_cache *nc, struct jolt_node *n)
{
	buf_put(nc, n->data);
	free(n);
}

static void grow_hash(struct jolt_node_cache *nc)
{
	size_t nb = nc->nbuckets * 2;
	struct jolt_node **h = calloc(nb, sizeof(*h));
	if (!h)
		return;         /* longer chains, still correct */
	struct jolt_node **old = nc->hash;
	size_t onb = nc->nbuckets;
	nc->hash = h;
	nc->nbuckets = nb;
	for (size_t i = 0; i < onb; i++)
		for (struct jolt_node *n = old[i], *next; n; n = next) {
			next = n->hnext;
			size_t b = bucket(nc, n->bytenr);
			n->hnext = h[b];
			h[b] = n;
		}
	free(old);
}

static struct jolt_node *node_alloc(struct jolt_node_cache *nc, uint64_t bytenr)
{
	struct jolt_node *n = calloc(1, sizeof(*n));
	if (!n)
		return NULL;
	n->data = buf_get(nc);
	if (!n->data) {
		free(n);
		return NULL;
	}
	n->bytenr = bytenr;
	n->nc = nc;
	n->expect_level = -1;
	n->flags = JOLT_NODE_HASHED;
	if (nc->st.cached >= nc->nbuckets && !nc_shared(nc))
		grow_hash(nc);      /* (not under readers: they may be walking the old table) */
	size_t b = bucket(nc, bytenr);
	n->hnext = nc->hash[b];
	__atomic_store_n(&nc->hash[b], n, __ATOMIC_RELEASE);
	cached_add(nc, 1);
	return n;
}

static int poll_once(struct jolt_node_cache *nc)
{
	int rc = jolt_blk_poll(nc->dev, 1);
	return rc < 0 ? rc : 0;
}

static void read_done(void *arg, int res)
{
	struct jolt_node *n = arg;
	flag_clear(n, JOLT_NODE_READING);
	n->err = res < 0 ? -EIO : 0;
	if (res >= 0)
		flag_set(n, JOLT_NODE_UPTODATE);
}

static int submit_read(struct jolt_node_cache *nc, struct jolt_node *n)
{
	flag_set(n, JOLT_NODE_READING);
	int rc = jolt_blk_submit(nc->dev, JOLT_BLK_READ, 0, n->bytenr, n->data, nc->nodesize,
				 read_done, n);
	if (rc < 0)
		flag_clear(n, JOLT_NODE_READING);
	else
		nc->st.reads++;
	return rc;
}

/* Verifies a freshly read node; first-reader expectations (readahead ones
 * are in the node). */
static int verify(struct jolt_node_cache *nc, struct jolt_node *n, int level, uint64_t gen)
{
	int rc = jolt_fs_node_verify(n->data, nc->nodesize, n->bytenr, nc->fsid, level, gen,
				     nc->errmsg, sizeof(nc->errmsg));
	if (rc < 0) {
		n->err = rc;
		flag_clear(n, JOLT_NODE_UPTODATE);
		nc->st.read_errors++;
	}
	return rc;
}

static int check_expect(struct jolt_node_cache *nc, struct jolt_node *n, int level, uint64_t gen)
{
	const struct jolt_fs_header *h = jolt_node_header(n);
	if ((level >= 0 && h->level != level) || (gen && h->generation != gen)) {
		set_err(nc, "node %llu: level %u generation %llu, its parent expects level %d "
			"generation %llu", (unsigned long long)n->bytenr, h->level,
			(unsigned long long)h->generation, level, (unsigned long long)gen);
		nc->st.read_errors++;
		return -EUCLEAN;
	}
	return 0;
}

static void enforce_bound(struct jolt_node_cache *nc);
static void nc_put(struct jolt_node_cache *nc, struct jolt_node *n);

/* jolt_nc_read under the cache's lock (or alone). shared: the caller
 * reads under the tree lock shared, beside lock-free readers: the node is
 * not referenced (nothing is freed while any reader is in), a failed read
 * is retried in its node rather than freed, and nothing is evicted. */
static int nc_read(struct jolt_node_cache *nc, uint64_t bytenr, int level, uint64_t gen,
		   int shared, struct jolt_node **out)
{
	*out = NULL;
	if (bytenr % 512 || bytenr > jolt_blk_capacity(nc->dev) ||
	    nc->nodesize > jolt_blk_capacity(nc->dev) - bytenr) {
		set_err(nc, "node %llu: outside the device", (unsigned long long)bytenr);
		nc->st.read_errors++;
		return -EUCLEAN;
	}
	struct jolt_node *n = lookup(nc, bytenr);
	int fresh = 0;
	if (n && !(n->flags & (JOLT_NODE_READING | JOLT_NODE_UPTODATE))) {
		/* a failed read: forget it and read again (a reader reads
		 * into the same node: another may be looking at it) */
		if (shared) {
			n->err = 0;
			fresh = 1;
		} else {
			unhash(nc, n);
			if (!n->refs)
				node_free(nc, n);
			n = NULL;
		}
	}
	if (n && !fresh) {
		nc->st.hits++;
	} else {
		nc->st.misses++;
		if (!n) {
			n = node_alloc(nc, bytenr);
			if (!n)
				return -ENOMEM;
			if (shared)
				lru_add_tail(nc, n);    /* unreferenced from the start */
		}
		int rc;
		while ((rc = submit_read(nc, n)) == -EAGAIN)
			if ((rc = poll_once(nc)) < 0)
				break;
		if (rc < 0) {
			if (shared) {
				n->err = -EIO;  /* stays a failed read, retried by the next */
			} else {
				unhash(nc, n);
				node_free(nc, n);
			}
			set_err(nc, "node %llu: read failed (%s)", (unsigned long long)bytenr,
				strerror(-rc));
			nc->st.read_errors++;
			return -EIO;
		}
		n->expect_level = level;
		n->expect_gen = gen;
	}
	if (!shared) {
		lru_del(nc, n);
		n->refs++;
	}
	int rc = 0;
	while (n->flags & JOLT_NODE_READING)
		if ((rc = poll_once(nc)) < 0)
			break;
	if (rc == 0 && n->err == -EIO) {
		set_err(nc, "node %llu: read failed (I/O error)", (unsigned long long)bytenr);
		nc->st.read_errors++;
		rc = -EIO;
	}
	if (rc == 0 && !(n->flags & JOLT_NODE_VERIFIED)) {
		rc = verify(nc, n, n->expect_level, n->expect_gen);
		if (rc == 0)
			flag_set(n, JOLT_NODE_VERIFIED);
	}
	if (rc == 0)
		rc = check_expect(nc, n, level, gen);
	if (rc < 0) {
		if (!(n->flags & JOLT_NODE_VERIFIED))
			flag_clear(n, JOLT_NODE_UPTODATE);
		if (!shared)
			nc_put(nc, n);
		return rc;
	}
	*out = n;
	if (!shared)
		enforce_bound(nc);
	return 0;
}

static void nc_readahead(struct jolt_node_cache *nc, const uint64_t *bytenrs, const int *levels,
		       const uint64_t *gens, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (jolt_blk_inflight(nc->dev) >= jolt_blk_queue_depth(nc->dev))
			return;
		if (bytenrs[i] % 512 || bytenrs[i] > jolt_blk_capacity(nc->dev) ||
		    nc->nodesize > jolt_blk_capacity(nc->dev) - bytenrs[i] || lookup(nc, bytenrs[i]))
			continue;
		if (nc->st.cached_bytes + nc->nodesize > nc->st.bound_bytes)
			return;         /* readahead never evicts */
		struct jolt_node *nd = node_alloc(nc, bytenrs[i]);
		if (!nd)
			return;
		nd->expect_level = levels ? levels[i] : -1;
		nd->expect_gen = gens ? gens[i] : 0;
		lru_add_tail(nc, nd);
		if (submit_read(nc, nd) < 0) {
			if (nc_shared(nc)) {
				nd->err = -EIO; /* a failed read, retried by its reader */
			} else {
				unhash(nc, nd);
				node_free(nc, nd);
			}
			return;
		}
	}
}

static int nc_new(struct jolt_node_cache *nc, uint64_t bytenr, struct jolt_node **out)
{
	struct jolt_node *old = lookup(nc, bytenr);
	if (old) {
		while (old->flags & (JOLT_NODE_READING | JOLT_NODE_WRITING))
			if (poll_once(nc) < 0)
				break;
		dirty_del(nc, old);
		unhash(nc, old);
		if (!old->refs)
			node_free(nc, old);
	}
	struct jolt_node *n = node_alloc(nc, bytenr);
	if (!n)
		return -ENOMEM;
	memset(n->data, 0, nc->nodesize);   /* the one zeroing: buffers come unzeroed */
	flag_set(n, JOLT_NODE_UPTODATE | JOLT_NODE_VERIFIED);
	n->refs = 1;
	*out = n;
	enforce_bound(nc);
	return 0;
}

struct jolt_node *jolt_nc_get(struct jolt_node *n)
{
	if (nc_shared(n->nc))
		return n;       /* readers hold no references (jolt_nc_read) */
	int alone = nc_lock(n->nc);
	n->refs++;
	nc_unlock(n->nc, alone);
	return n;
}

static void nc_put(struct jolt_node_cache *nc, struct jolt_node *n)
{
	if (!n)
		return;
	if (--n->refs)
		return;
	if (!hashed(n)) {
		dirty_del(nc, n);
		node_free(nc, n);
		return;
	}
	lru_add_tail(nc, n);
	if (nc->st.cached_bytes > nc->st.bound_bytes)
		enforce_bound(nc);
}

static void nc_mark_dirty(struct jolt_node_cache *nc, struct jolt_node *n)
{
	if (n->flags & JOLT_NODE_DIRTY)
		return;
	flag_set(n, JOLT_NODE_DIRTY);
	n->dirty_prev = NULL;
	n->dirty_next = nc->dirty_head;
	if (nc->dirty_head)
		nc->dirty_head->dirty_prev = n;
	nc->dirty_head = n;
	nc->st.dirty++;
}

static void nc_discard(struct jolt_node_cache *nc, struct jolt_node *n)
{
	dirty_del(nc, n);
	if (hashed(n)) {
		unhash(nc, n);
		if (!n->refs)
			node_free(nc, n);
	}
}

void jolt_nc_csum(struct jolt_node_cache *nc, uint8_t *data)
{
	((struct jolt_fs_header *)data)->csum = jolt_fs_node_csum(data, nc->nodesize);
}

static void write_done(void *arg, int res)
{
	struct jolt_node *n = arg;
	struct jolt_node_cache *nc = n->nc;
	flag_clear(n, JOLT_NODE_WRITING);
	nc->writes_inflight--;
	if (res < 0 && !nc->write_err) {
		nc->write_err = -EIO;
		set_err(nc, "node %llu: write failed (%s)", (unsigned long long)n->bytenr,
			strerror(-res));
	}
}

/* Writes the given dirty nodes (not on the LRU list while writing), all in
 * flight together up to the queue depth; waits for all. */
static int write_nodes(struct jolt_node_cache *nc, struct jolt_node **v, size_t cnt)
{
	int rc = 0;
	nc->write_err = 0;
	for (size_t i = 0; i < cnt; i++) {
		struct jolt_node *n = v[i];
		jolt_node_header(n)->flags |= JOLT_FS_HEADER_WRITTEN;
		jolt_nc_csum(nc, n->data);
		flag_set(n, JOLT_NODE_WRITING);
		for (;;) {
			rc = jolt_blk_submit(nc->dev, JOLT_BLK_WRITE, 0, n->bytenr, n->data,
					     nc->nodesize, write_done, n);
			if (rc != -EAGAIN)
				break;
			if ((rc = poll_once(nc)) < 0)
				break;
		}
		if (rc < 0) {
			flag_clear(n, JOLT_NODE_WRITING);
			set_err(nc, "node %llu: write failed (%s)", (unsigned long long)n->bytenr,
				strerror(-rc));
			break;
		}
		nc->writes_inflight++;
		nc->st.writes++;
	}
	while (nc->writes_inflight) {
		int prc = poll_once(nc);
		if (prc < 0) {
			rc = rc ? rc : prc;
			break;
		}
	}
	if (!rc)
		rc = nc->write_err;
	if (!rc)
		for (size_t i = 0; i < cnt; i++)
			dirty_del(nc, v[i]);
	return rc;
}

static int nc_write_dirty(struct jolt_node_cache *nc)
{
	size_t cnt = nc->st.dirty;
	if (!cnt)
		return 0;
	struct jolt_node **v = malloc(cnt * sizeof(*v));
	if (!v)
		return -ENOMEM;
	size_t i = 0;
	for (struct jolt_node *n = nc->dirty_head; n && i < cnt; n = n->dirty_next) {
		lru_del(nc, n);         /* off the LRU while writing: nothing evicts it */
		v[i++] = n;
	}
	int rc = write_nodes(nc, v, i);
	for (size_t k = 0; k < i; k++)
		if (!v[k]->refs && hashed(v[k]))
			lru_add_tail(nc, v[k]);
	free(v);
	return rc;
}

/* The clean idle node to evict: the least recently released, unless a
 * reader used it since the last pass (readers' hits do not move nodes on
 * the list): then it goes to the tail once (CLOCK's second chance). */
static struct jolt_node *victim(struct jolt_node_cache *nc)
{
	const uint32_t busy = JOLT_NODE_DIRTY | JOLT_NODE_READING | JOLT_NODE_WRITING;
	for (int pass = 0; pass < 2; pass++)
		for (struct jolt_node *n = nc->lru_head, *next, *last = nc->lru_tail; n; n = next) {
			next = n->lru_next;
			if (!(n->flags & busy)) {
				if (!__atomic_load_n(&n->used, __ATOMIC_RELAXED))
					return n;
				__atomic_store_n(&n->used, 0, __ATOMIC_RELAXED);
				lru_del(nc, n);
				lru_add_tail(nc, n);
			}
			if (n == last)
				break;
		}
	return NULL;
}

static void enforce_bound(struct jolt_node_cache *nc)
{
	while (nc->st.cached_bytes > nc->st.bound_bytes) {
		struct jolt_node *n = victim(nc);
		if (n) {
			unhash(nc, n);
			node_free(nc, n);
			nc->st.evictions++;
			continue;
		}
		/* only dirty (or busy) nodes are unreferenced: write a batch back */
		struct jolt_node *batch[64];
		size_t cnt = 0;
		for (n = nc->lru_head; n && cnt < 64; n = n->lru_next)
			if ((n->flags & JOLT_NODE_DIRTY) && !(n->flags & (JOLT_NODE_READING | JOLT_NODE_WRITING)))
				batch[cnt++] = n;
		if (!cnt)
			return;         /* everything is referenced: over the bound for now */
		for (size_t i = 0; i < cnt; i++)
			lru_del(nc, batch[i]);
		int rc = write_nodes(nc, batch, cnt);
		for (size_t i = 0; i < cnt; i++) {
			if (rc == 0) {
				unhash(nc, batch[i]);
				node_free(nc, batch[i]);
				nc->st.evictions++;
				nc->st.writebacks++;
			} else {
				lru_add_tail(nc, batch[i]);
			}
		}
		if (rc)
			return;         /* the commit will report the device error */
	}
}

static void nc_drop_clean(struct jolt_node_cache *nc)
{
	for (struct jolt_node *n = nc->lru_head, *next; n; n = next) {
		next = n->lru_next;
		if (!(n->flags & (JOLT_NODE_DIRTY | JOLT_NODE_READING | JOLT_NODE_WRITING))) {
			unhash(nc, n);
			node_free(nc, n);
		}
	}
}

void jolt_nc_destroy(struct jolt_node_cache *nc)
{
	if (!nc)
		return;
	while (jolt_blk_inflight(nc->dev))
		if (jolt_blk_poll(nc->dev, 1) < 0)
			break;
	for (size_t i = 0; i < nc->nbuckets; i++)
		for (struct jolt_node *n = nc->hash[i], *next; n; n = next) {
			next = n->hnext;
			node_free(nc, n);
		}
	for (struct nc_slab *s = nc->slabs, *next; s; s = next) {
		next = s->next;
		jolt_blk_free(nc->dev, s->mem);
		free(s);
	}
	free(nc->hash);
	jolt_mutex_destroy(&nc->lock);
	free(nc);
}

void jolt_nc_stats(struct jolt_node_cache *nc, struct jolt_node_stats *out)
{
	jolt_mutex_lock(&nc->lock);
	*out = nc->st;
	jolt_mutex_unlock(&nc->lock);
	for (int i = 0; i < JOLT_LOCK_SHARDS; i++)
		out->hits += __atomic_load_n(&nc->shared_hits[i].hits, __ATOMIC_RELAXED);
}

int jolt_nc_over_bound(const struct jolt_node_cache *nc)
{
	uint64_t bound = __atomic_load_n(&nc->st.bound_bytes, __ATOMIC_RELAXED);
	return __atomic_load_n(&nc->st.cached_bytes, __ATOMIC_RELAXED) > bound + bound / 16;
}

void jolt_nc_trim(struct jolt_node_cache *nc)
{
	int alone = nc_lock(nc);
	enforce_bound(nc);
	nc_unlock(nc, alone);
}

void jolt_nc_lock_tally(struct jolt_node_cache *nc, struct jolt_lock_tally *out)
{
	jolt_mutex_tally(&nc->lock, out);
}

static void nc_set_bound(struct jolt_node_cache *nc, uint64_t bound_bytes)
{
	__atomic_store_n(&nc->st.bound_bytes, bound_bytes ? bound_bytes : 64ull << 20, __ATOMIC_RELAXED);
	enforce_bound(nc);
}

const char *jolt_nc_error(const struct jolt_node_cache *nc)
{
	return nc->errmsg;
}

uint32_t jolt_nc_nodesize(const struct jolt_node_cache *nc)
{
	return nc->nodesize;
}

/* ---- the public calls: each under the cache's lock (nc_lock) ---- */

/* Under the tree lock shared, a node found up to date and verified, as
 * its parent expects it, is taken without the lock and without a
 * reference: no node is freed while a reader holds the tree lock (readers
 * do not evict: jolt_nc_trim does it under the tree lock exclusive), and
 * no node's data changes. Its use is marked for the eviction's second
 * chance, and the hit counted in the thread's own shard. */
int jolt_nc_read(struct jolt_node_cache *nc, uint64_t bytenr, int level, uint64_t gen,
		 struct jolt_node **out)
{
	int shared = nc_shared(nc);
	if (shared) {
		struct jolt_node *n = lookup(nc, bytenr);
		const uint32_t want = JOLT_NODE_UPTODATE | JOLT_NODE_VERIFIED;
		if (n && (__atomic_load_n(&n->flags, __ATOMIC_ACQUIRE) & (want | JOLT_NODE_READING)) == want &&
		    (level < 0 || jolt_node_level(n) == level) && (!gen || jolt_node_gen(n) == gen)) {
			if (!__atomic_load_n(&n->used, __ATOMIC_RELAXED))
				__atomic_store_n(&n->used, 1, __ATOMIC_RELAXED);
			__atomic_fetch_add(&nc->shared_hits[jolt_lock_shard_index()].hits, 1, __ATOMIC_RELAXED);
			*out = n;
			return 0;
		}
		jolt_mutex_lock(&nc->lock);
		int rc = nc_read(nc, bytenr, level, gen, 1, out);
		jolt_mutex_unlock(&nc->lock);
		return rc;
	}
	int alone = nc_lock(nc);
	int rc = nc_read(nc, bytenr, level, gen, 0, out);
	nc_unlock(nc, alone);
	return rc;
}

void jolt_nc_readahead(struct jolt_node_cache *nc, const uint64_t *bytenrs, const int *levels,
		       const uint64_t *gens, size_t n)
{
	int alone = nc_lock(nc);
	nc_readahead(nc, bytenrs, levels, gens, n);
	nc_unlock(nc, alone);
}

int jolt_nc_new(struct jolt_node_cache *nc, uint64_t bytenr, struct jolt_node **out)
{
	int alone = nc_lock(nc);
	int rc = nc_new(nc, bytenr, out);
	nc_unlock(nc, alone);
	return rc;
}

void jolt_nc_put(struct jolt_node_cache *nc, struct jolt_node *n)
{
	if (!n || nc_shared(nc))
		return;         /* readers hold no references (jolt_nc_read) */
	int alone = nc_lock(nc);
	nc_put(nc, n);
	nc_unlock(nc, alone);
}

void jolt_nc_mark_dirty(struct jolt_node_cache *nc, struct jolt_node *n)
{
	int alone = nc_lock(nc);
	nc_mark_dirty(nc, n);
	nc_unlock(nc, alone);
}

void jolt_nc_discard(struct jolt_node_cache *nc, struct jolt_node *n)
{
	int alone = nc_lock(nc);
	nc_discard(nc, n);
	nc_unlock(nc, alone);
}

int jolt_nc_write_dirty(struct jolt_node_cache *nc)
{
	int alone = nc_lock(nc);
	int rc = nc_write_dirty(nc);
	nc_unlock(nc, alone);
	return rc;
}

void jolt_nc_drop_clean(struct jolt_node_cache *nc)
{
	int alone = nc_lock(nc);
	nc_drop_clean(nc);
	nc_unlock(nc, alone);
}

void jolt_nc_set_bound(struct jolt_node_cache *nc, uint64_t bound_bytes)
{
	int alone = nc_lock(nc);
	nc_set_bound(nc, bound_bytes);
	nc_unlock(nc, alone);
}
