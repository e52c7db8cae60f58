/* Partition views: a jolt_blk that is a byte range of another (a journal
 * region inside a filesystem image, docs/disk-format.md).
 *
 * A view has no queue of its own: its reads, writes and flushes go to the
 * parent's queue at offset + base, so they are in flight together with the
 * parent's own I/O, share its queue depth (-EAGAIN when the parent is
 * full) and its crash model (a mem parent records them). A flush through
 * a view flushes the whole parent device. Polling a view polls the parent
 * until enough of the view's own I/Os completed; completions of the
 * parent's other I/Os found on the way run their callbacks then, as they
 * would in the parent's own poll. The parent and its views are one device
 * for the rule that a jolt_blk is used by one thread at a time, and the
 * parent must outlive its views. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include "blk_internal.h"

struct part_io {
	struct jolt_blk *view;
	jolt_blk_cb cb;
	void *arg;
	struct part_io *next_free;
};

struct part {
	struct jolt_blk *parent;
	uint64_t base;
	uint64_t reaped;         /* view I/Os completed, for poll's count */
	struct part_io *ios, *free;
};

static void part_done(void *arg, int res)
{
	struct part_io *io = arg;
	struct jolt_blk *v = io->view;
	struct part *p = v->priv;
	jolt_blk_cb cb = io->cb;
	void *cb_arg = io->arg;

	io->next_free = p->free;
	p->free = io;
	p->reaped++;
	jolt_blk_complete(v, cb, cb_arg, res);
}

static int part_submit(struct jolt_blk *v, int op, uint32_t flags, uint64_t off, void *buf,
		       uint64_t len, jolt_blk_cb cb, void *arg)
{
	struct part *p = v->priv;
	struct part_io *io = p->free;

	if (!io)
		return -EAGAIN;
	io->view = v;
	io->cb = cb;
	io->arg = arg;
	int rc = jolt_blk_submit(p->parent, op, flags, op == JOLT_BLK_FLUSH ? 0 : p->base + off,
				 buf, len, part_done, io);
	if (rc == 0)
		p->free = io->next_free;
	return rc;
}

static int part_poll(struct jolt_blk *v, unsigned min)
{
	struct part *p = v->priv;
	uint64_t start = p->reaped;

	do {
		int rc = jolt_blk_poll(p->parent, p->reaped - start < min ? 1 : 0);
		if (rc < 0)
			return rc;
		if (rc == 0 && p->reaped - start >= min)
			break;
	} while (p->reaped - start < min);
	return (int)(p->reaped - start);
}

static void part_close(struct jolt_blk *v)
{
	struct part *p = v->priv;
	free(p->ios);
	free(p);
}

static void *part_alloc(struct jolt_blk *v, size_t len)
{
	return jolt_blk_alloc(((struct part *)v->priv)->parent, len);
}

static void part_free(struct jolt_blk *v, void *buf)
{
	jolt_blk_free(((struct part *)v->priv)->parent, buf);
}

static int part_open(struct jolt_blk *v, const char *target, const struct jolt_blk_opts *o,
		     char *why, size_t why_len)
{
	(void)v; (void)target; (void)o;
	jolt_blk_why(why, why_len, "a partition view is opened with jolt_blk_open_part");
	return -EINVAL;
}

static const struct jolt_blk_backend_ops part_ops = {
	.name = "part",
	.open = part_open,
	.submit = part_submit,
	.poll = part_poll,
	.close = part_close,
	.alloc = part_alloc,
	.free = part_free,
};

int jolt_blk_open_part(struct jolt_blk *parent, uint64_t off, uint64_t len,
		       struct jolt_blk **out, char *why, size_t why_len)
{
	jolt_blk_why(why, why_len, "ok");
	if (!out)
		return -EINVAL;
	*out = NULL;
	if (!parent)
		return -EINVAL;
	uint32_t bs = parent->block_size;
	if (!len || off % bs || len % bs || off > parent->capacity || len > parent->capacity - off) {
		jolt_blk_why(why, why_len, "partition [%llu, +%llu) is not inside the %llu-byte device "
			     "in whole %u-byte blocks", (unsigned long long)off,
			     (unsigned long long)len, (unsigned long long)parent->capacity, bs);
		return -EINVAL;
	}
	struct jolt_blk *v = calloc(1, sizeof(*v));
	struct part *p = calloc(1, sizeof(*p));
	struct part_io *ios = calloc(parent->queue_depth, sizeof(*ios));
	if (!v || !p || !ios) {
		free(v);
		free(p);
		free(ios);
		return -ENOMEM;
	}
	for (uint32_t i = 0; i < parent->queue_depth; i++) {
		ios[i].next_free = p->free;
		p->free = &ios[i];
	}
	p->parent = parent;
	p->base = off;
	p->ios = ios;
	v->ops = &part_ops;
	v->priv = p;
	v->block_size = bs;
	v->queue_depth = parent->queue_depth;
	v->rdonly = parent->rdonly;
	v->fua_native = parent->fua_native;
	v->capacity = len;
	v->align = parent->align;
	snprintf(v->desc, sizeof(v->desc), "[%llu, +%llu) of %s: %s", (unsigned long long)off,
		 (unsigned long long)len, parent->ops->name, parent->desc);
	*out = v;
	return 0;
}
