/* The allocator's in-memory half: the free space bitmap, pinned space,
 * reservations, and the delayed ref heads (the design is at the top of
 * alloc.h).
 *
 * Invariants:
 *  - a bitmap bit is set iff its unit is allocated, pinned, or handed to a
 *    node or extent of the running transaction; free_units counts the
 *    clear bits;
 *  - pinned ranges have their bits set and are listed; they clear only in
 *    jolt_space_unpin(), after the commit that freed them is durable;
 *  - reserved_units <= free_units: reservations are promises on free
 *    units, and an allocation under a handle's reservation always finds
 *    room;
 *  - one delayed ref head per bytenr; a head whose net change is zero and
 *    that is not new is dropped (nothing to do at commit).
 * Allocation is next fit from a cursor, one for nodes and one for data
 * (starting half-way), so metadata and data cluster apart. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"

struct pin {
	uint64_t bytenr, len;
};

struct jolt_alloc {
	uint64_t start, end;
	uint32_t unit, nodesize;
	uint64_t nunits;
	uint64_t *bits;
	uint64_t free_units;
	uint64_t reserved_units;
	uint64_t cursor_meta, cursor_data;
	struct pin *pins;
	size_t npins, cpins;
	uint64_t pinned_units;
	uint64_t allocs, frees;
	uint64_t extent_items, extent_tree_nodes;
	struct jolt_delayed_ref **heads;
	size_t nbuckets, nheads;
};

int jolt_alloc_create(uint64_t start, uint64_t end, uint32_t unit, uint32_t nodesize,
		      struct jolt_alloc **out)
{
	if (!unit || start % unit || end <= start || nodesize % unit)
		return -EINVAL;
	struct jolt_alloc *a = calloc(1, sizeof(*a));
	if (!a)
		return -ENOMEM;
	a->start = start;
	a->unit = unit;
	a->nodesize = nodesize;
	a->nunits = (end - start) / unit;
	a->end = start + a->nunits * unit;
	a->bits = calloc((a->nunits + 63) / 64, sizeof(uint64_t));
	a->nbuckets = 1024;
	a->heads = calloc(a->nbuckets, sizeof(*a->heads));
	if (!a->bits || !a->heads) {
		free(a->bits);
		free(a->heads);
		free(a);
		return -ENOMEM;
	}
	a->free_units = a->nunits;
	a->cursor_data = a->nunits / 2;
	*out = a;
	return 0;
}

void jolt_alloc_destroy(struct jolt_alloc *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->nbuckets; i++)
		for (struct jolt_delayed_ref *h = a->heads[i], *next; h; h = next) {
			next = h->hnext;
			free(h);
		}
	free(a->heads);
	free(a->pins);
	free(a->bits);
	free(a);
}

static int bit(const struct jolt_alloc *a, uint64_t u)
{
	return (a->bits[u / 64] >> (u % 64)) & 1;
}

static void set_bits(struct jolt_alloc *a, uint64_t u, uint64_t n, int on)
{
	for (uint64_t i = u; i < u + n; i++) {
		if (on)
			a->bits[i / 64] |= 1ull << (i % 64);
		else
			a->bits[i / 64] &= ~(1ull << (i % 64));
	}
	if (on)
		a->free_units -= n;
	else
		a->free_units += n;
}

/* Units of a byte range; -ERANGE when it is not a whole range of units
 * inside the space. */
static int range_units(const struct jolt_alloc *a, uint64_t bytenr, uint64_t len, uint64_t *u,
		       uint64_t *n)
{
	if (!len || bytenr < a->start || bytenr >= a->end || len > a->end - bytenr ||
	    (bytenr - a->start) % a->unit || len % a->unit)
		return -ERANGE;
	*u = (bytenr - a->start) / a->unit;
	*n = len / a->unit;
	return 0;
}

int jolt_space_mark_used(struct jolt_alloc *a, uint64_t bytenr, uint64_t len)
{
	uint64_t u, n;
	if (range_units(a, bytenr, len, &u, &n))
		return -ERANGE;
	for (uint64_t i = u; i < u + n; i++)
		if (bit(a, i))
			return -EEXIST;
	set_bits(a, u, n, 1);
	return 0;
}

/* First run of n clear bits at or after `from`, below `to`; UINT64_MAX if
 * none. Whole words of set bits are skipped. */
static uint64_t find_run(const struct jolt_alloc *a, uint64_t n, uint64_t from, uint64_t to)
{
	uint64_t run = 0, i = from;
	while (i < to) {
		if (i % 64 == 0 && a->bits[i / 64] == ~0ull) {
			run = 0;
			i += 64;
			continue;
		}
		if (bit(a, i)) {
			run = 0;
		} else if (++run == n) {
			return i + 1 - n;
		}
		i++;
	}
	return UINT64_MAX;
}

/* Nodes the commit may need (btrfs sizes its global reserve the same
 * way, from the extent tree): running the delayed refs copies extent tree
 * nodes, and each copy's own refs change items in other leaves, so in the
 * worst case every extent tree node is copied once (each copy and each
 * pending head then adds an item: the leaves they fill, at half full,
 * count twice for the splits), plus a copied path in the root tree and
 * the extent tree's growth. */
static uint64_t commit_need_nodes(const struct jolt_alloc *a)
{
	uint64_t half_leaf = (a->nodesize - JOLT_FS_HEADER_SIZE) /
			     (JOLT_FS_ITEM_SIZE + sizeof(struct jolt_fs_extent_item)) / 2;
	if (!half_leaf)
		half_leaf = 1;
	uint64_t e = a->extent_tree_nodes;
	return 4 * JOLT_FS_MAX_LEVEL + e + 2 * ((e + a->nheads) / half_leaf + 1);
}

static uint64_t commit_reserve_units(const struct jolt_alloc *a)
{
	return commit_need_nodes(a) * (a->nodesize / a->unit);
}

/* Units kept free beyond the commit reserve for ordinary allocations, so
 * that deletes (which may use it, and half the commit reserve, which is a
 * worst case: a transaction of a few deletes copies a few paths of the
 * extent tree) can always start. */
static uint64_t margin_units(const struct jolt_alloc *a)
{
	uint64_t m = 32ull * (a->nodesize / a->unit);
	return a->nunits / 64 > m ? a->nunits / 64 : m;
}

static int room_for(const struct jolt_alloc *a, uint64_t units, int space_class)
{
	uint64_t keep = 0;
	if (space_class == JOLT_SPACE_NORMAL)
		keep = commit_reserve_units(a) + margin_units(a);
	else if (space_class == JOLT_SPACE_RESERVE)
		keep = commit_reserve_units(a) / 2;
	return a->free_units >= a->reserved_units + keep + units;
}

int jolt_space_fits(const struct jolt_alloc *a, uint64_t len, int space_class)
{
	return room_for(a, (len + a->unit - 1) / a->unit, space_class);
}

void jolt_space_note_extents(struct jolt_alloc *a, int64_t items, int64_t extent_tree_nodes)
{
	a->extent_items = (uint64_t)((int64_t)a->extent_items + items);
	a->extent_tree_nodes = (uint64_t)((int64_t)a->extent_tree_nodes + extent_tree_nodes);
}

int jolt_space_alloc(struct jolt_alloc *a, uint64_t len, int space_class, uint64_t *bytenr)
{
	if (!len || len % a->unit)
		return -EINVAL;
	uint64_t n = len / a->unit;
	if (!room_for(a, n, space_class))
		return -ENOSPC;
	int meta = len == a->nodesize;
	uint64_t *cursor = meta ? &a->cursor_meta : &a->cursor_data;
	uint64_t u = find_run(a, n, *cursor, a->nunits);
	if (u == UINT64_MAX)
		u = find_run(a, n, 0, *cursor + n - 1 < a->nunits ? *cursor + n - 1 : a->nunits);
	if (u == UINT64_MAX)
		return -ENOSPC;         /* free, but not contiguous */
	set_bits(a, u, n, 1);
	*cursor = u + n < a->nunits ? u + n : 0;
	*bytenr = a->start + u * a->unit;
	a->allocs++;
	return 0;
}

void jolt_space_free(struct jolt_alloc *a, uint64_t bytenr, uint64_t len)
{
	uint64_t u, n;
	if (range_units(a, bytenr, len, &u, &n))
		return;
	set_bits(a, u, n, 0);
	a->frees++;
}

int jolt_space_pin(struct jolt_alloc *a, uint64_t bytenr, uint64_t len)
{
	uint64_t u, n;
	if (range_units(a, bytenr, len, &u, &n))
		return -ERANGE;
	if (a->npins == a->cpins) {
		size_t c = a->cpins ? a->cpins * 2 : 256;
		struct pin *p = realloc(a->pins, c * sizeof(*p));
		if (!p)
			return -ENOMEM;
		a->pins = p;
		a->cpins = c;
	}
	a->pins[a->npins++] = (struct pin){bytenr, len};
	a->pinned_units += n;
	return 0;
}

void jolt_space_unpin(struct jolt_alloc *a)
{
	for (size_t i = 0; i < a->npins; i++)
		jolt_space_free(a, a->pins[i].bytenr, a->pins[i].len);
	a->npins = 0;
	a->pinned_units = 0;
}

int jolt_space_range_free(const struct jolt_alloc *a, uint64_t bytenr, uint64_t len)
{
	uint64_t u, n, set = 0;
	if (range_units(a, bytenr, len, &u, &n))
		return -1;
	for (uint64_t i = u; i < u + n; i++)
		set += bit(a, i);
	return set == 0 ? 1 : set == n ? 0 : -1;
}

int jolt_space_reserve(struct jolt_alloc *a, uint64_t blocks, int space_class)
{
	uint64_t units = blocks * (a->nodesize / a->unit);
	if (!room_for(a, units, space_class))
		return -ENOSPC;
	a->reserved_units += units;
	return 0;
}

void jolt_space_release(struct jolt_alloc *a, uint64_t blocks)
{
	uint64_t units = blocks * (a->nodesize / a->unit);
	a->reserved_units -= units < a->reserved_units ? units : a->reserved_units;
}

void jolt_space_use_reserved(struct jolt_alloc *a, uint64_t blocks)
{
	jolt_space_release(a, blocks);
}

void jolt_space_stats(const struct jolt_alloc *a, struct jolt_space_stats *out)
{
	out->total_bytes = a->nunits * a->unit;
	out->free_bytes = a->free_units * a->unit;
	out->pinned_bytes = a->pinned_units * a->unit;
	out->reserved_bytes = a->reserved_units * a->unit;
	out->commit_reserve_bytes = commit_reserve_units(a) * a->unit;
	out->allocs = a->allocs;
	out->frees = a->frees;
}

/* ---- delayed refs ---- */

static size_t head_bucket(const struct jolt_alloc *a, uint64_t bytenr)
{
	return (size_t)((bytenr * 0x9e3779b97f4a7c15ull) >> 24) & (a->nbuckets - 1);
}

struct jolt_delayed_ref *jolt_delayed_ref_find(const struct jolt_alloc *a, uint64_t bytenr)
{
	for (struct jolt_delayed_ref *h = a->heads[head_bucket(a, bytenr)]; h; h = h->hnext)
		if (h->bytenr == bytenr)
			return h;
	return NULL;
}

static void grow_heads(struct jolt_alloc *a)
{
	size_t nb = a->nbuckets * 2;
	struct jolt_delayed_ref **h = calloc(nb, sizeof(*h));
	if (!h)
		return;
	struct jolt_delayed_ref **old = a->heads;
	size_t onb = a->nbuckets;
	a->heads = h;
	a->nbuckets = nb;
	for (size_t i = 0; i < onb; i++)
		for (struct jolt_delayed_ref *r = old[i], *next; r; r = next) {
			next = r->hnext;
			size_t b = head_bucket(a, r->bytenr);
			r->hnext = h[b];
			h[b] = r;
		}
	free(old);
}

int jolt_delayed_ref_add(struct jolt_alloc *a, const struct jolt_delayed_ref *ref, int64_t mod)
{
	struct jolt_delayed_ref *h = jolt_delayed_ref_find(a, ref->bytenr);
	if (!h) {
		if (a->nheads >= a->nbuckets)
			grow_heads(a);
		h = malloc(sizeof(*h));
		if (!h)
			return -ENOMEM;
		*h = *ref;
		h->ref_mod = 0;
		size_t b = head_bucket(a, h->bytenr);
		h->hnext = a->heads[b];
		a->heads[b] = h;
		a->nheads++;
	}
	h->ref_mod += mod;
	if (h->ref_mod == 0 && !h->is_new)
		jolt_delayed_ref_drop(a, h->bytenr);
	return 0;
}

void jolt_delayed_ref_drop(struct jolt_alloc *a, uint64_t bytenr)
{
	struct jolt_delayed_ref **pp = &a->heads[head_bucket(a, bytenr)];
	while (*pp && (*pp)->bytenr != bytenr)
		pp = &(*pp)->hnext;
	if (!*pp)
		return;
	struct jolt_delayed_ref *h = *pp;
	*pp = h->hnext;
	free(h);
	a->nheads--;
}

size_t jolt_delayed_ref_count(const struct jolt_alloc *a)
{
	return a->nheads;
}

static int head_cmp(const void *x, const void *y)
{
	const struct jolt_delayed_ref *a = x, *b = y;
	return a->bytenr < b->bytenr ? -1 : a->bytenr > b->bytenr;
}

long jolt_delayed_ref_take(struct jolt_alloc *a, struct jolt_delayed_ref **out)
{
	*out = NULL;
	if (!a->nheads)
		return 0;
	struct jolt_delayed_ref *v = malloc(a->nheads * sizeof(*v));
	if (!v)
		return -ENOMEM;
	size_t k = 0;
	for (size_t i = 0; i < a->nbuckets; i++) {
		for (struct jolt_delayed_ref *h = a->heads[i], *next; h; h = next) {
			next = h->hnext;
			v[k] = *h;
			v[k++].hnext = NULL;
			free(h);
		}
		a->heads[i] = NULL;
	}
	a->nheads = 0;
	qsort(v, k, sizeof(*v), head_cmp);
	*out = v;
	return (long)k;
}

/* ---- allocation with a handle ---- */

static int handle_class(const struct jolt_trans *t)
{
	if (t->flags & JOLT_TRANS_COMMIT)
		return JOLT_SPACE_COMMIT;
	return t->flags & JOLT_TRANS_USE_RESERVE ? JOLT_SPACE_RESERVE : JOLT_SPACE_NORMAL;
}

int jolt_alloc_tree_block(struct jolt_trans *t, uint64_t owner, int level, uint64_t *bytenr)
{
	struct jolt_alloc *a = t->fs->alloc;
	int rc;
	if (t->reserved) {
		jolt_space_use_reserved(a, 1);
		t->reserved--;
		rc = jolt_space_alloc(a, a->nodesize, JOLT_SPACE_COMMIT, bytenr);
	} else {
		rc = jolt_space_alloc(a, a->nodesize, handle_class(t), bytenr);
	}
	if (rc)
		return rc;
	struct jolt_delayed_ref r = {
		.bytenr = *bytenr, .num_bytes = a->nodesize, .flags = JOLT_FS_EXTENT_TREE_BLOCK,
		.is_new = 1, .level = level, .generation = t->transid, .owner_root = owner,
		.owner_objectid = (uint64_t)level,
	};
	rc = jolt_delayed_ref_add(a, &r, 1);
	if (rc)
		jolt_space_free(a, *bytenr, a->nodesize);
	return rc;
}

int jolt_free_tree_block(struct jolt_trans *t, uint64_t bytenr, int level)
{
	struct jolt_alloc *a = t->fs->alloc;
	struct jolt_delayed_ref *h = jolt_delayed_ref_find(a, bytenr);
	if (h && h->is_new && h->ref_mod == 1) {
		jolt_delayed_ref_drop(a, bytenr);
		jolt_space_free(a, bytenr, a->nodesize);
		return 1;
	}
	struct jolt_delayed_ref r = {
		.bytenr = bytenr, .num_bytes = a->nodesize, .flags = JOLT_FS_EXTENT_TREE_BLOCK,
		.level = level,
	};
	int rc = jolt_delayed_ref_add(a, &r, -1);
	return rc < 0 ? rc : 0;
}

int jolt_alloc_data_ref(struct jolt_trans *t, uint64_t bytenr, uint64_t len, uint64_t root,
			uint64_t ino, uint64_t file_offset)
{
	struct jolt_delayed_ref r = {
		.bytenr = bytenr, .num_bytes = len, .flags = JOLT_FS_EXTENT_DATA, .is_new = 1,
		.generation = t->transid, .owner_root = root, .owner_objectid = ino,
		.owner_offset = file_offset,
	};
	return jolt_delayed_ref_add(t->fs->alloc, &r, 1);
}

int jolt_alloc_data_extent(struct jolt_trans *t, uint64_t len, uint64_t root, uint64_t ino,
			   uint64_t file_offset, uint64_t *bytenr)
{
	struct jolt_alloc *a = t->fs->alloc;
	if (!len || len % a->unit)
		return -EINVAL;
	int rc = jolt_space_alloc(a, len, handle_class(t), bytenr);
	if (rc)
		return rc;
	rc = jolt_alloc_data_ref(t, *bytenr, len, root, ino, file_offset);
	if (rc)
		jolt_space_free(a, *bytenr, len);
	return rc;
}

int jolt_alloc_data_extent_undo(struct jolt_trans *t, uint64_t bytenr, uint64_t len)
{
	struct jolt_alloc *a = t->fs->alloc;
	struct jolt_delayed_ref *h = jolt_delayed_ref_find(a, bytenr);
	if (!h || !h->is_new || h->ref_mod != 1 || h->num_bytes != len ||
	    !(h->flags & JOLT_FS_EXTENT_DATA))
		return -EINVAL;
	jolt_delayed_ref_drop(a, bytenr);
	jolt_space_free(a, bytenr, len);
	return 0;
}

static int extent_mod(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, int is_data,
		      int64_t mod)
{
	struct jolt_alloc *a = t->fs->alloc;
	uint64_t u, n;
	if (range_units(a, bytenr, num_bytes, &u, &n))
		return -ERANGE;
	struct jolt_delayed_ref r = {
		.bytenr = bytenr, .num_bytes = num_bytes,
		.flags = is_data ? JOLT_FS_EXTENT_DATA : JOLT_FS_EXTENT_TREE_BLOCK,
		.level = -1,
	};
	return jolt_delayed_ref_add(a, &r, mod);
}

int jolt_extent_inc_ref(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, int is_data)
{
	return extent_mod(t, bytenr, num_bytes, is_data, 1);
}

int jolt_extent_dec_ref(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, int is_data)
{
	return extent_mod(t, bytenr, num_bytes, is_data, -1);
}
