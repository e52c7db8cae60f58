/* Partition views: a jolt_blk that is a byte range of another (a journal
 * region inside a filesystem image, docs/disk-format.md).
 *
 * A view has no queue of its own: its reads, writes and flushes go to the
 * parent's queue at offset + base, so they are in flight together with the
 * parent's own I/O, share its queue depth (-EAGAIN when the parent is
 * full) and its crash model (a mem parent records them). A flush through
 * a view flushes the whole parent device. Polling a view polls the parent
 * until enough of the view's own I/Os completed.
 *
 * Threads: the views of one parent may be used from different threads at
 * once (each view by one thread at a time): a filesystem's own I/O through
 * one view while its journal drives another. A mutex per parent (the
 * group) covers every submit to and poll of the parent; a completion found
 * by any view's poll is queued on the view that submitted it, and its
 * callback runs in that view's own poll, on that view's thread, outside the
 * mutex (so callbacks may submit). A poll that must wait blocks in the
 * parent's poll holding the mutex until some I/O completes, then lets the
 * others in. The parent itself must not be used directly while it has
 * views in use from other threads, and must outlive its views. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "blk_internal.h"

struct part_group {
	pthread_mutex_t m;
	int refs;
};

struct part_io {
	struct jolt_blk *view;
	jolt_blk_cb cb;
	void *arg;
	int res;
	struct part_io *next_free;   /* the free list, or the completed queue */
};

struct part {
	struct jolt_blk *parent;
	struct part_group *g;
	uint64_t base;
	struct part_io *ios, *free;
	struct part_io *done_head, *done_tail;   /* completed, callbacks not run (under g->m) */
	uint32_t submitted;      /* in the parent's queue, not completed (under g->m) */
};

/* Runs inside the parent's poll, under g->m: queues the completion on its view. */
static void part_done(void *arg, int res)
{
	struct part_io *io = arg;
	struct part *p = io->view->priv;

	io->res = res;
	io->next_free = NULL;
	if (p->done_tail)
		p->done_tail->next_free = io;
	else
		p->done_head = io;
	p->done_tail = io;
	p->submitted--;
}

static int part_submit(struct jolt_blk *v, int op, uint32_t flags, uint64_t off, void *buf,
		       uint64_t len, jolt_blk_cb cb, void *arg)
{
	struct part *p = v->priv;

	pthread_mutex_lock(&p->g->m);
	struct part_io *io = p->free;
	int rc = -EAGAIN;
	if (io) {
		io->view = v;
		io->cb = cb;
		io->arg = arg;
		rc = jolt_blk_submit(p->parent, op, flags, op == JOLT_BLK_FLUSH ? 0 : p->base + off,
				     buf, len, part_done, io);
		if (rc == 0) {
			p->free = io->next_free;
			p->submitted++;
		}
	}
	pthread_mutex_unlock(&p->g->m);
	return rc;
}

static int part_poll(struct jolt_blk *v, unsigned min)
{
	struct part *p = v->priv;
	unsigned got = 0;

	for (;;) {
		pthread_mutex_lock(&p->g->m);
		int rc = 0;
		if (!p->done_head) {
			/* wait only for an I/O of this view's that is in flight */
			rc = jolt_blk_poll(p->parent, got < min && p->submitted ? 1 : 0);
		}
		struct part_io *list = p->done_head;
		p->done_head = p->done_tail = NULL;
		pthread_mutex_unlock(&p->g->m);
		if (rc < 0 && !list)
			return rc;
		while (list) {
			struct part_io *io = list;
			list = io->next_free;
			jolt_blk_cb cb = io->cb;
			void *cb_arg = io->arg;
			int res = io->res;
			pthread_mutex_lock(&p->g->m);
			io->next_free = p->free;
			p->free = io;
			pthread_mutex_unlock(&p->g->m);
			got++;
			jolt_blk_complete(v, cb, cb_arg, res);
		}
		if (got >= min)
			return (int)got;
		pthread_mutex_lock(&p->g->m);
		int idle = !p->submitted && !p->done_head;
		pthread_mutex_unlock(&p->g->m);
		if (idle)
			return (int)got;
	}
}

static void part_close(struct jolt_blk *v)
{
	struct part *p = v->priv;
	struct jolt_blk *parent = p->parent;
	pthread_mutex_lock(&p->g->m);
	int last = --p->g->refs == 0;
	pthread_mutex_unlock(&p->g->m);
	if (last) {
		pthread_mutex_destroy(&p->g->m);
		free(p->g);
		parent->part_group = NULL;
	}
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
	if (!parent->part_group) {
		struct part_group *g = calloc(1, sizeof(*g));
		if (!g) {
			free(v);
			free(p);
			free(ios);
			return -ENOMEM;
		}
		pthread_mutex_init(&g->m, NULL);
		parent->part_group = g;
	}
	p->g = parent->part_group;
	p->g->refs++;
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
