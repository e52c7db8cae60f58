/* The "spdk" backend: SPDK's bdev layer, configured from an SPDK JSON
 * config (bdev_nvme_attach_controller, bdev_aio_create, bdev_malloc_create,
 * ...), so the same program runs on an NVMe drive (user-space driver), a
 * file (aio bdev) or RAM (malloc bdev).
 *
 * Written against SPDK's public headers (include/spdk/bdev.h, init.h,
 * thread.h, env.h of SPDK 24.x-26.x); built only when pkg-config finds
 * spdk_bdev, spdk_event and spdk_env_dpdk. It has NOT been compiled or run
 * on the project's reference machine, where SPDK is absent.
 *
 * Durability. SPDK's generic bdev API has no FUA flag, and the NVMe bdev
 * completes SPDK_BDEV_IO_TYPE_FLUSH without sending anything to the drive
 * unless bdev_nvme_set_options {"enable_flush": true} was given
 * (module/bdev/nvme/bdev_nvme.c: enable_flush defaults to false). So:
 *  - on a bdev that accepts NVMe I/O passthrough (SPDK_BDEV_IO_TYPE_NVME_IO,
 *    no separate metadata) this backend sends the NVMe commands itself:
 *    FLUSH -> NVMe Flush (opcode 0x00); a FUA write -> NVMe Write with
 *    cdw12 bit 30 (FUA) set. Neither depends on enable_flush.
 *  - on other bdevs (aio, malloc, ...) FLUSH -> spdk_bdev_flush_blocks()
 *    over the whole device (the aio bdev runs fdatasync), and a FUA write is
 *    a write followed by that flush, completed when the flush completes.
 *  - a bdev with a volatile write cache that supports neither is refused.
 *
 * Threading: SPDK needs an spdk_thread; this backend creates one and runs
 * it from jolt_blk_poll() on the caller's thread (as SPDK's fio plugin
 * does), so no reactor is started. SPDK's environment (DPDK EAL) is
 * process-wide: one spdk device per process, opened once. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* SPDK's headers do not build clean under -Wextra -Werror */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "spdk/bdev.h"
#include "spdk/env.h"
#include "spdk/init.h"
#include "spdk/file.h"
#include "spdk/json.h"
#include "spdk/nvme_spec.h"
#include "spdk/rpc.h"
#include "spdk/thread.h"
#include "spdk/util.h"
#pragma GCC diagnostic pop

#include "../blk_internal.h"

struct jb_req {
	struct jolt_blk *b;
	jolt_blk_cb cb;
	void *arg;
	int res;
	int then_flush;          /* FUA emulated: flush after the write */
	struct jb_req *next;   /* completed list */
};

struct jb_dev {
	struct spdk_thread *thread;
	struct spdk_bdev_desc *desc;
	struct spdk_io_channel *ch;
	struct spdk_bdev *bdev;
	uint64_t num_blocks;
	int passthru;            /* NVMe commands for flush and FUA */
	int can_flush;
	struct jb_req *done_head, *done_tail;
	void *json;
	size_t json_size;
};

/* SPDK's env (DPDK EAL, hugepage memory) can be set up once per process:
 * the one piece of process-wide state of this backend. */
static int jb_env_state;  /* 0 never, 1 up and in use, 2 up, session closed */

struct init_wait {
	struct jb_dev *s;
	int done;
	int rc;
};

static void init_done(int rc, void *arg)
{
	struct init_wait *w = arg;
	w->rc = rc;
	w->done = 1;
}

static void startup_done(int rc, void *arg)
{
	struct init_wait *w = arg;
	if (rc) {
		init_done(rc, arg);
		return;
	}
	spdk_rpc_set_state(SPDK_RPC_RUNTIME);
	spdk_subsystem_load_config(w->s->json, (ssize_t)w->s->json_size, init_done, w, true);
}

static void subsystems_up(int rc, void *arg)
{
	if (rc) {
		init_done(rc, arg);
		return;
	}
	startup_done(0, arg);
}

static void startup_rpcs_done(int rc, void *arg)
{
	if (rc) {
		init_done(rc, arg);
		return;
	}
	spdk_subsystem_init(subsystems_up, arg);
}

static void init_start(void *arg)
{
	struct init_wait *w = arg;
	/* STARTUP-state RPCs of the config first, then the subsystems, then
	 * the RUNTIME RPCs (bdev_*_create, attach_controller) */
	spdk_subsystem_load_config(w->s->json, (ssize_t)w->s->json_size, startup_rpcs_done, w, true);
}

static void fini_done(void *arg)
{
	*(int *)arg = 1;
}

static void fini_start(void *arg)
{
	spdk_subsystem_fini(fini_done, arg);
}

static void bdev_event(enum spdk_bdev_event_type type, struct spdk_bdev *bdev, void *ctx)
{
	(void)bdev;
	(void)ctx;
	if (type == SPDK_BDEV_EVENT_REMOVE)
		fprintf(stderr, "jolt: spdk bdev removed; I/O will fail\n");
}

static void jb_teardown(struct jb_dev *s)
{
	if (s->ch)
		spdk_put_io_channel(s->ch);
	if (s->desc)
		spdk_bdev_close(s->desc);
	int done = 0;
	spdk_thread_send_msg(s->thread, fini_start, &done);
	while (!done)
		spdk_thread_poll(s->thread, 0, 0);
	spdk_rpc_finish();
	spdk_thread_exit(s->thread);
	while (!spdk_thread_is_exited(s->thread))
		spdk_thread_poll(s->thread, 0, 0);
	spdk_set_thread(NULL);
	spdk_thread_destroy(s->thread);
	spdk_thread_lib_fini();
	free(s->json);
	free(s);
}

static int jb_open(struct jolt_blk *b, const char *target,
		     const struct jolt_blk_opts *o, char *why, size_t why_len)
{
	if (!*target || !o->config) {
		jolt_blk_why(why, why_len, "spdk needs a bdev name and a JSON config (-c)");
		return -EINVAL;
	}
	if (jb_env_state == 1) {
		jolt_blk_why(why, why_len, "an spdk device is already open in this process");
		return -EBUSY;
	}
	if (jb_env_state == 2) {
		jolt_blk_why(why, why_len, "SPDK was already started and stopped in this process; "
			     "it cannot be started again");
		return -EBUSY;
	}
	struct jb_dev *s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	s->json = spdk_posix_file_load_from_name(o->config, &s->json_size);
	if (!s->json) {
		free(s);
		jolt_blk_why(why, why_len, "%s: cannot read the SPDK JSON config", o->config);
		return -ENOENT;
	}
	struct spdk_env_opts eo;
	eo.opts_size = sizeof(eo);
	spdk_env_opts_init(&eo);
	eo.name = "jolt";
	if (spdk_env_init(&eo) < 0) {
		free(s->json);
		free(s);
		jolt_blk_why(why, why_len, "spdk_env_init failed (hugepages? permissions?)");
		return -EIO;
	}
	jb_env_state = 1;
	spdk_thread_lib_init(NULL, 0);
	s->thread = spdk_thread_create("jolt", NULL);
	if (!s->thread) {
		spdk_thread_lib_fini();
		free(s->json);
		free(s);
		jb_env_state = 2;
		return -ENOMEM;
	}
	spdk_set_thread(s->thread);
	struct init_wait w = {s, 0, 0};
	spdk_thread_send_msg(s->thread, init_start, &w);
	while (!w.done)
		spdk_thread_poll(s->thread, 0, 0);
	while (spdk_thread_poll(s->thread, 0, 0) > 0)
		;
	int rc = w.rc;
	if (rc) {
		jolt_blk_why(why, why_len, "%s: SPDK subsystem init / config failed (%d)", o->config, rc);
		goto fail;
	}
	rc = spdk_bdev_open_ext(target, !b->rdonly, bdev_event, NULL, &s->desc);
	if (rc) {
		jolt_blk_why(why, why_len, "spdk_bdev_open_ext(%s): %s", target, strerror(-rc));
		goto fail;
	}
	s->bdev = spdk_bdev_desc_get_bdev(s->desc);
	s->ch = spdk_bdev_get_io_channel(s->desc);
	if (!s->ch) {
		rc = -ENOMEM;
		jolt_blk_why(why, why_len, "%s: no I/O channel", target);
		goto fail;
	}
	uint32_t bs = spdk_bdev_get_block_size(s->bdev);
	if (bs < 512 || bs > 4096 || 4096 % bs) {
		rc = -EINVAL;
		jolt_blk_why(why, why_len, "%s: block size %u not a divisor of 4096", target, bs);
		goto fail;
	}
	s->num_blocks = spdk_bdev_get_num_blocks(s->bdev);
	s->passthru = spdk_bdev_io_type_supported(s->bdev, SPDK_BDEV_IO_TYPE_NVME_IO) &&
		      spdk_bdev_get_md_size(s->bdev) == 0;
	s->can_flush = spdk_bdev_io_type_supported(s->bdev, SPDK_BDEV_IO_TYPE_FLUSH);
	int wcache = spdk_bdev_has_write_cache(s->bdev);
	if (wcache && !s->passthru && !s->can_flush) {
		rc = -EOPNOTSUPP;
		jolt_blk_why(why, why_len, "%s: volatile write cache and no way to flush it", target);
		goto fail;
	}
	b->priv = s;
	b->block_size = 4096;
	b->capacity = s->num_blocks * bs / 4096 * 4096;
	b->fua_native = s->passthru;
	b->align = spdk_bdev_get_buf_align(s->bdev);
	if (b->align < 8)
		b->align = 8;
	snprintf(b->desc, sizeof(b->desc), "spdk bdev %s (%s), write cache %s, flush=%s fua=%s",
		 target, spdk_bdev_get_product_name(s->bdev), wcache ? "on" : "off",
		 s->passthru ? "NVMe Flush (passthru)" : s->can_flush ? "bdev flush" : "none needed",
		 s->passthru ? "NVMe Write FUA (passthru)" : "write+flush");
	return 0;
fail:
	jb_teardown(s);
	jb_env_state = 2;
	return rc < 0 ? rc : -EIO;
}

static void jb_close(struct jolt_blk *b)
{
	jb_teardown(b->priv);
	jb_env_state = 2;
}

static void req_finish(struct jb_req *r, int res)
{
	struct jb_dev *s = r->b->priv;
	r->res = res;
	r->next = NULL;
	if (s->done_tail)
		s->done_tail->next = r;
	else
		s->done_head = r;
	s->done_tail = r;
}

static void io_done(struct spdk_bdev_io *bio, bool success, void *arg);

static int submit_flush(struct jb_dev *s, struct jb_req *r)
{
	if (s->passthru) {
		struct spdk_nvme_cmd cmd;
		memset(&cmd, 0, sizeof(cmd));
		cmd.opc = SPDK_NVME_OPC_FLUSH;
		return spdk_bdev_nvme_io_passthru(s->desc, s->ch, &cmd, NULL, 0, io_done, r);
	}
	if (s->can_flush)
		return spdk_bdev_flush_blocks(s->desc, s->ch, 0, s->num_blocks, io_done, r);
	req_finish(r, 0);  /* no volatile cache: nothing to flush */
	return 0;
}

static void io_done(struct spdk_bdev_io *bio, bool success, void *arg)
{
	struct jb_req *r = arg;
	struct jb_dev *s = r->b->priv;
	spdk_bdev_free_io(bio);
	if (success && r->then_flush) {
		r->then_flush = 0;
		int rc = submit_flush(s, r);
		if (rc)
			req_finish(r, rc);
		return;
	}
	req_finish(r, success ? 0 : -EIO);
}

static int jb_submit(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		       void *buf, uint64_t len, jolt_blk_cb cb, void *arg)
{
	struct jb_dev *s = b->priv;
	uint32_t bs = spdk_bdev_get_block_size(s->bdev);
	struct jb_req *r = calloc(1, sizeof(*r));
	if (!r)
		return -ENOMEM;
	r->b = b;
	r->cb = cb;
	r->arg = arg;
	uint64_t lba = off / bs, nlb = len / bs;
	int rc;
	switch (op) {
	case JOLT_BLK_READ:
		rc = spdk_bdev_read_blocks(s->desc, s->ch, buf, lba, nlb, io_done, r);
		break;
	case JOLT_BLK_WRITE:
		if ((flags & JOLT_BLK_FUA) && s->passthru && nlb <= 65536) {
			struct spdk_nvme_cmd cmd;
			memset(&cmd, 0, sizeof(cmd));
			cmd.opc = SPDK_NVME_OPC_WRITE;
			cmd.cdw10 = (uint32_t)lba;
			cmd.cdw11 = (uint32_t)(lba >> 32);
			cmd.cdw12 = (uint32_t)(nlb - 1) | (1u << 30);  /* NLB (0-based), FUA */
			rc = spdk_bdev_nvme_io_passthru(s->desc, s->ch, &cmd, buf, len, io_done, r);
		} else {
			r->then_flush = !!(flags & JOLT_BLK_FUA);
			rc = spdk_bdev_write_blocks(s->desc, s->ch, buf, lba, nlb, io_done, r);
		}
		break;
	default:
		rc = submit_flush(s, r);
	}
	if (rc) {
		free(r);
		return rc == -ENOMEM ? -EAGAIN : rc;
	}
	return 0;
}

static int jb_poll(struct jolt_blk *b, unsigned min)
{
	struct jb_dev *s = b->priv;
	int done = 0;
	do {
		spdk_thread_poll(s->thread, 0, 0);
		while (s->done_head) {
			struct jb_req *r = s->done_head;
			s->done_head = r->next;
			if (!s->done_head)
				s->done_tail = NULL;
			jolt_blk_cb cb = r->cb;
			void *arg = r->arg;
			int res = r->res;
			free(r);
			jolt_blk_complete(b, cb, arg, res);
			done++;
		}
	} while ((unsigned)done < min);
	return done;
}

static void *jb_alloc(struct jolt_blk *b, size_t len)
{
	size_t a = b->align < 4096 ? 4096 : b->align;
	return spdk_dma_zmalloc(len, a, NULL);
}

static void jb_free(struct jolt_blk *b, void *buf)
{
	(void)b;
	spdk_dma_free(buf);
}

const struct jolt_blk_backend_ops jolt_blk_spdk_ops = {
	.name = "spdk",
	.open = jb_open,
	.submit = jb_submit,
	.poll = jb_poll,
	.close = jb_close,
	.alloc = jb_alloc,
	.free = jb_free,
};
