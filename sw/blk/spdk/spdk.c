/* The "spdk" backend: SPDK's bdev layer, configured from an SPDK JSON
 * config (bdev_nvme_attach_controller, bdev_aio_create, bdev_malloc_create,
 * ...), so the same program runs on an NVMe drive (user-space driver), an
 * NVMe-oF namespace (TCP), a file (aio bdev) or RAM (malloc bdev). Built
 * when pkg-config finds SPDK; tested against SPDK 26.05 (docs/spdk.md).
 *
 * Target: "BDEV[,fua=auto|on|off][,no_huge][,mem=MB][,hugedir=PATH]".
 * no_huge, mem and hugedir set up SPDK's environment (ordinary memory
 * instead of hugepages; its size; where hugetlbfs is mounted) and count only
 * for the open that starts SPDK.
 *
 * Threading (SPDK's model: an spdk_thread per OS thread that does I/O, an
 * I/O channel per spdk_thread, messages between them):
 *  - The first open starts SPDK's runtime: a poller pthread that runs
 *    SPDK's environment init (DPDK EAL: the EAL's main lcore is this
 *    thread, unpinned afterwards so the caller's affinity is untouched),
 *    creates SPDK's app thread, loads the JSON config on it and then keeps
 *    polling it (admin queues, NVMe-oF keep-alive, hot remove), sleeping
 *    until its next timed poller when idle, as SPDK's fio plugin does.
 *  - Every open device (jolt_blk) has its own spdk_thread, bdev descriptor
 *    and I/O channel (so its own NVMe queue pair). It is polled from
 *    jolt_blk_poll() on whichever OS thread uses the device, one at a time
 *    (blk.h's rule): completions run there, nothing crosses threads on the
 *    I/O path. Several threads submit safely by each opening the bdev.
 *  - The last close finishes SPDK's subsystems on the app thread (NVMe-oF
 *    controllers are detached cleanly) and stops the environment. DPDK's
 *    EAL cannot start twice in a process, so a later open is refused.
 *  The runtime is the one piece of process-wide state of this backend: SPDK
 *  and DPDK keep theirs per process too.
 *
 * Durability. SPDK's generic bdev API has no FUA flag, and the NVMe bdev
 * completes SPDK_BDEV_IO_TYPE_FLUSH without sending anything to the drive
 * unless bdev_nvme_set_options {"enable_flush": true} was given
 * (module/bdev/nvme/bdev_nvme.c). So:
 *  - on a bdev that accepts NVMe I/O passthrough (SPDK_BDEV_IO_TYPE_NVME_IO,
 *    no separate metadata) this backend sends the NVMe commands itself:
 *    FLUSH -> NVMe Flush (opcode 0x00); a FUA write -> NVMe Write with cdw12
 *    bit 30 (FUA) set. Neither depends on enable_flush.
 *  - FUA writes are "native" (jolt_blk_fua_native: the journal commits with
 *    one FUA write) on a PCIe controller, or anywhere with fua=on. Over a
 *    fabric (fua=auto) a FUA write is a write then an NVMe Flush: SPDK's own
 *    nvmf target (26.05, lib/nvmf/ctrlr_bdev.c) drops the FUA bit on the
 *    way to its bdev, so a FUA write to a namespace on an AIO bdev is not on
 *    the target's disk when it completes; a Flush is (fdatasync there).
 *  - on other bdevs (aio, malloc, ...) FLUSH -> spdk_bdev_flush_blocks()
 *    over the whole device (the aio bdev runs fdatasync), and a FUA write is
 *    a write followed by that flush, completed when the flush completes.
 *  - a bdev with a volatile write cache that supports neither is refused. */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

/* SPDK's headers do not build clean under -Wextra -Werror */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "spdk/bdev.h"
#include "spdk/env.h"
#include "spdk/file.h"
#include "spdk/init.h"
#include "spdk/json.h"
#include "spdk/log.h"
#include "spdk/module/bdev/nvme.h"
#include "spdk/nvme.h"
#include "spdk/rpc.h"
#include "spdk/thread.h"
#pragma GCC diagnostic pop

#include "../blk_internal.h"

/* ---- the runtime: environment, app thread, poller ------------------------ */

enum { RT_OFF, RT_UP, RT_STOPPED };

struct jb_runtime {
	pthread_mutex_t open_mu;   /* serializes opens and closes */
	pthread_mutex_t mu;        /* the fields below, with cv */
	pthread_cond_t cv;
	int state;
	unsigned users;
	char config[PATH_MAX];
	bool no_huge, pci;
	int mem_mb;
	char hugedir[PATH_MAX];
	void *json;
	size_t json_size;
	pthread_t poller;
	struct spdk_thread *app;
	bool init_done, stop, stopped;
	int env_rc, init_rc;
};

static struct jb_runtime jb_rt = {
	.open_mu = PTHREAD_MUTEX_INITIALIZER,
	.mu = PTHREAD_MUTEX_INITIALIZER,
	.cv = PTHREAD_COND_INITIALIZER,
};

static void rt_lock(void) { pthread_mutex_lock(&jb_rt.mu); }
static void rt_unlock(void) { pthread_mutex_unlock(&jb_rt.mu); }
static void rt_wake(void) { pthread_cond_broadcast(&jb_rt.cv); }

static void init_done(int rc, void *arg)
{
	(void)arg;
	rt_lock();
	jb_rt.init_rc = rc;
	jb_rt.init_done = true;
	rt_wake();
	rt_unlock();
}

static void runtime_rpcs(int rc, void *arg)
{
	if (rc) {
		init_done(rc, arg);
		return;
	}
	spdk_rpc_set_state(SPDK_RPC_RUNTIME);
	spdk_subsystem_load_config(jb_rt.json, (ssize_t)jb_rt.json_size, init_done, arg, true);
}

static void startup_rpcs_done(int rc, void *arg)
{
	if (rc) {
		init_done(rc, arg);
		return;
	}
	spdk_subsystem_init(runtime_rpcs, arg);
}

/* STARTUP-state RPCs of the config first (bdev_set_options, ...), then the
 * subsystems, then the RUNTIME RPCs (bdev_*_create, attach_controller). */
static void init_start(void *arg)
{
	spdk_subsystem_load_config(jb_rt.json, (ssize_t)jb_rt.json_size, startup_rpcs_done, arg, true);
}

static void fini_done(void *arg)
{
	*(bool *)arg = true;
}

static void *rt_main(void *arg)
{
	(void)arg;
	struct spdk_env_opts eo;
	eo.opts_size = sizeof(eo);
	spdk_env_opts_init(&eo);
	eo.name = "jolt";
	eo.no_huge = jb_rt.no_huge;
	if (jb_rt.hugedir[0])
		eo.hugedir = jb_rt.hugedir;
	if (jb_rt.mem_mb)
		eo.mem_size = jb_rt.mem_mb;
	else if (jb_rt.no_huge)
		eo.mem_size = 1024;  /* SPDK's bdev_io and iobuf pools take ~300 MB, Malloc bdevs the rest */
	/* Without a PCIe controller in the config, DPDK's PCI bus stays off:
	 * Debian's DPDK loads every PMD as a plugin, and its virtio driver
	 * would probe the machine's own virtio devices. */
	eo.no_pci = !jb_rt.pci;
	if (spdk_env_init(&eo) < 0) {
		rt_lock();
		jb_rt.env_rc = -EIO;
		jb_rt.init_done = true;
		rt_wake();
		rt_unlock();
		return NULL;
	}
	spdk_unaffinitize_thread();
	spdk_thread_lib_init(NULL, 0);
	jb_rt.app = spdk_thread_create("jolt_app", NULL);
	spdk_set_thread(jb_rt.app);
	init_start(NULL);
	for (;;) {
		int busy = spdk_thread_poll(jb_rt.app, 0, 0);
		rt_lock();
		if (jb_rt.stop) {
			rt_unlock();
			break;
		}
		if (!busy && jb_rt.init_done && !spdk_thread_has_active_pollers(jb_rt.app)) {
			/* idle: sleep until the next timed poller, 1 ms at most, or
			 * until an opener sends a message and wakes us */
			uint64_t hz = spdk_get_ticks_hz(), now = spdk_get_ticks();
			uint64_t next = spdk_thread_next_poller_expiration(jb_rt.app);
			uint64_t ns = 1000000;
			if (next > now && next - now < hz / 1000)
				ns = (next - now) * 1000000000ull / hz;
			if (next == 0 || next > now) {
				struct timespec ts;
				clock_gettime(CLOCK_REALTIME, &ts);
				ts.tv_nsec += (long)ns;
				if (ts.tv_nsec >= 1000000000L) {
					ts.tv_sec++;
					ts.tv_nsec -= 1000000000L;
				}
				pthread_cond_timedwait(&jb_rt.cv, &jb_rt.mu, &ts);
			}
		}
		rt_unlock();
	}
	bool done = false;
	spdk_subsystem_fini(fini_done, &done);
	while (!done)
		spdk_thread_poll(jb_rt.app, 0, 0);
	spdk_rpc_finish();
	spdk_thread_exit(jb_rt.app);
	while (!spdk_thread_is_exited(jb_rt.app))
		spdk_thread_poll(jb_rt.app, 0, 0);
	spdk_set_thread(NULL);
	spdk_thread_destroy(jb_rt.app);
	jb_rt.app = NULL;
	spdk_thread_lib_fini();
	spdk_env_fini();
	return NULL;
}

/* Runs fn(arg) on the app thread and waits for it. */
struct rt_call {
	void (*fn)(void *);
	void *arg;
	bool done;
};

static void rt_call_run(void *a)
{
	struct rt_call *c = a;
	c->fn(c->arg);
	rt_lock();
	c->done = true;
	rt_wake();
	rt_unlock();
}

static void rt_call(void (*fn)(void *), void *arg)
{
	struct rt_call c = {fn, arg, false};
	spdk_thread_send_msg(jb_rt.app, rt_call_run, &c);
	rt_lock();
	rt_wake();
	while (!c.done)
		pthread_cond_wait(&jb_rt.cv, &jb_rt.mu);
	rt_unlock();
}

static void rt_stop(void)
{
	rt_lock();
	jb_rt.stop = true;
	rt_wake();
	rt_unlock();
	pthread_join(jb_rt.poller, NULL);
	free(jb_rt.json);
	jb_rt.json = NULL;
	jb_rt.state = RT_STOPPED;
}

/* 2 MiB pages a jolt process's SPDK takes (364 MB measured: bdev_io and
 * iobuf pools, DMA buffers, a 128 MiB Malloc bdev not included) */
enum { RT_HUGE_PAGES_NEEDED = 190 };

static int hugepages_free(void)
{
	FILE *f = fopen("/proc/meminfo", "r");
	char line[128];
	int n = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "HugePages_Free: %d", &n) == 1)
			break;
	fclose(f);
	return n;
}

/* Checks the config before SPDK starts (a failed start cannot be retried
 * in this process): readable, JSON, an object with a "subsystems" array. */
static int load_config(const char *path, char *why, size_t why_len)
{
	size_t size;
	void *json = spdk_posix_file_load_from_name(path, &size);
	if (!json) {
		jolt_blk_why(why, why_len, "spdk: %s: cannot read the SPDK JSON config: %s", path,
			     strerror(errno ? errno : ENOENT));
		return -ENOENT;
	}
	int rc = 0;
	void *copy = malloc(size + 1), *end = NULL;
	jb_rt.pci = false;
	ssize_t n = copy ? (memcpy(copy, json, size),
			    spdk_json_parse(copy, size, NULL, 0, &end, SPDK_JSON_PARSE_FLAG_ALLOW_COMMENTS)) : -1;
	struct spdk_json_val *vals = NULL, *sub = NULL;
	if (!copy) {
		rc = -ENOMEM;
	} else if (n <= 0) {
		jolt_blk_why(why, why_len, "spdk: %s: not valid JSON (SPDK's parser rejects it)", path);
		rc = -EINVAL;
	} else if (!(vals = calloc((size_t)n, sizeof(*vals)))) {
		rc = -ENOMEM;
	} else {
		memcpy(copy, json, size);
		spdk_json_parse(copy, size, vals, (size_t)n, &end,
				SPDK_JSON_PARSE_FLAG_ALLOW_COMMENTS | SPDK_JSON_PARSE_FLAG_DECODE_IN_PLACE);
		if (spdk_json_find(vals, "subsystems", NULL, &sub, SPDK_JSON_VAL_ARRAY_BEGIN)) {
			jolt_blk_why(why, why_len, "%s: an SPDK JSON config is an object with a "
				     "\"subsystems\" array (spdk_tgt's save_config writes one)", path);
			rc = -EINVAL;
		}
		/* a PCIe NVMe controller anywhere ("trtype": "PCIe") needs the PCI bus */
		for (ssize_t i = 0; i + 1 < n && !rc; i++)
			if (vals[i].type == SPDK_JSON_VAL_NAME && spdk_json_strequal(&vals[i], "trtype") &&
			    vals[i + 1].type == SPDK_JSON_VAL_STRING && vals[i + 1].len == 4 &&
			    !strncasecmp(vals[i + 1].start, "pcie", 4))
				jb_rt.pci = true;
	}
	free(vals);
	free(copy);
	if (rc) {
		free(json);
		return rc;
	}
	jb_rt.json = json;
	jb_rt.json_size = size;
	return 0;
}

static int rt_start(const char *config, bool no_huge, int mem_mb, const char *hugedir,
		    char *why, size_t why_len)
{
	if (!realpath(config, jb_rt.config)) {
		jolt_blk_why(why, why_len, "spdk: %s: cannot read the SPDK JSON config: %s", config,
			     strerror(errno));
		return -ENOENT;
	}
	int rc = load_config(config, why, why_len);
	if (rc)
		return rc;
	if (!no_huge && !hugedir[0] && hugepages_free() == 0) {
		jolt_blk_why(why, why_len, "SPDK needs hugepages and none are free: reserve them as "
			     "root (echo 1024 > /proc/sys/vm/nr_hugepages; mkdir -p /dev/hugepages; "
			     "mount -t hugetlbfs nodev /dev/hugepages), or run without: BDEV,no_huge");
		free(jb_rt.json);
		jb_rt.json = NULL;
		return -ENOMEM;
	}
	int free_pages = no_huge ? -1 : hugepages_free();
	jb_rt.no_huge = no_huge;
	jb_rt.mem_mb = mem_mb;
	snprintf(jb_rt.hugedir, sizeof(jb_rt.hugedir), "%s", hugedir);
	jb_rt.init_done = jb_rt.stop = false;
	jb_rt.env_rc = jb_rt.init_rc = 0;
	if (pthread_create(&jb_rt.poller, NULL, rt_main, NULL)) {
		free(jb_rt.json);
		jb_rt.json = NULL;
		return -EAGAIN;
	}
	rt_lock();
	while (!jb_rt.init_done)
		pthread_cond_wait(&jb_rt.cv, &jb_rt.mu);
	rt_unlock();
	if (jb_rt.env_rc) {
		pthread_join(jb_rt.poller, NULL);
		free(jb_rt.json);
		jb_rt.json = NULL;
		jb_rt.state = RT_STOPPED;
		jolt_blk_why(why, why_len, "SPDK's environment (DPDK EAL) did not start: see its "
			     "messages above; without hugepages, run with BDEV,no_huge");
		return -EIO;
	}
	if (jb_rt.init_rc) {
		rt_stop();
		/* SPDK's bdev layer alone takes ~300 MB of them (its bdev_io and
		 * buffer pools): a failed start with less free is that */
		if (free_pages >= 0 && free_pages < RT_HUGE_PAGES_NEEDED)
			jolt_blk_why(why, why_len, "SPDK ran out of hugepages: %d 2 MiB pages were "
				     "free, a jolt process takes about %d (see SPDK's messages above): "
				     "reserve more (echo 2048 > /proc/sys/vm/nr_hugepages), or run "
				     "without: BDEV,no_huge", free_pages, RT_HUGE_PAGES_NEEDED);
		else
			jolt_blk_why(why, why_len, "%s: SPDK could not apply this config: see its "
				     "messages above", config);
		return free_pages >= 0 && free_pages < RT_HUGE_PAGES_NEEDED ? -ENOMEM : -EINVAL;
	}
	jb_rt.state = RT_UP;
	return 0;
}

/* ---- a device: its spdk_thread, descriptor and I/O channel --------------- */

struct jb_req {
	struct jolt_blk *b;
	jolt_blk_cb cb;
	void *arg;
	int res;
	int then_flush;          /* FUA emulated: flush after the write */
	struct jb_req *next;     /* completed list, or free list */
};

struct jb_dev {
	struct spdk_thread *thread;
	struct spdk_bdev_desc *desc;
	struct spdk_io_channel *ch;
	struct spdk_bdev *bdev;
	uint32_t lba;
	uint64_t num_blocks;
	int passthru;            /* NVMe commands for flush and FUA */
	int can_flush;
	uint64_t fua_max;        /* bytes a passthrough FUA write may carry (MDTS) */
	bool resv;               /* an NVMe namespace with Write Exclusive reservations */
	bool reserved;           /* this open holds the reservation (jb_claim) */
	uint64_t resv_key;       /* its registration key */
	struct jb_req *done_head, *done_tail, *free_reqs;
	struct jb_req *reqs;     /* queue_depth of them */
};

static void bdev_event(enum spdk_bdev_event_type type, struct spdk_bdev *bdev, void *ctx)
{
	(void)ctx;
	if (type == SPDK_BDEV_EVENT_REMOVE)
		fprintf(stderr, "jolt: spdk bdev %s removed; I/O will fail\n", spdk_bdev_get_name(bdev));
}

/* What the NVMe bdev sits on, found on the app thread. */
struct nvme_info {
	const char *bdev;
	char trtype[32];
	uint32_t max_xfer;
	bool found, resv;
};

static void find_nvme_ctrlr(void *arg)
{
	struct nvme_info *ni = arg;
	for (struct spdk_bdev_nvme_ctrlr *nc = spdk_bdev_nvme_first_bdev_ctrlr(); nc;
	     nc = spdk_bdev_nvme_next_bdev_ctrlr(nc)) {
		const char *name = spdk_bdev_nvme_ctrlr_get_name(nc);
		size_t l = strlen(name);
		/* bdev_nvme names namespaces <controller>n<nsid> */
		if (strncmp(ni->bdev, name, l) || ni->bdev[l] != 'n')
			continue;
		struct spdk_nvme_ctrlr *c = spdk_bdev_nvme_ctrlr_first_ctrlr(nc);
		if (!c)
			continue;
		const struct spdk_nvme_transport_id *trid = spdk_nvme_ctrlr_get_transport_id(c);
		snprintf(ni->trtype, sizeof(ni->trtype), "%s", spdk_nvme_transport_id_trtype_str(trid->trtype));
		ni->max_xfer = spdk_nvme_ctrlr_get_max_xfer_size(c);
		ni->found = true;
		/* Write Exclusive reservations: the controller's ONCS and the namespace's RESCAP */
		struct spdk_nvme_ns *ns = spdk_nvme_ctrlr_get_ns(c, (uint32_t)strtoul(ni->bdev + l + 1, NULL, 10));
		ni->resv = ns && spdk_nvme_ctrlr_get_data(c)->oncs.reservs &&
			   spdk_nvme_ns_get_data(ns)->nsrescap.rescap.wes;
		return;
	}
}

static void list_bdevs(char *out, size_t len)
{
	size_t used = 0;
	out[0] = 0;
	for (struct spdk_bdev *bd = spdk_bdev_first(); bd && used + 1 < len; bd = spdk_bdev_next(bd)) {
		int n = snprintf(out + used, len - used, "%s%s", used ? ", " : "", spdk_bdev_get_name(bd));
		if (n < 0)
			break;
		used += (size_t)n;
	}
	if (!out[0])
		snprintf(out, len, "none");
}

static void dev_free(struct jb_dev *s)
{
	if (s->thread) {
		struct spdk_thread *prev = spdk_get_thread();
		spdk_set_thread(s->thread);
		if (s->ch)
			spdk_put_io_channel(s->ch);
		if (s->desc)
			spdk_bdev_close(s->desc);
		spdk_thread_exit(s->thread);
		while (!spdk_thread_is_exited(s->thread))
			spdk_thread_poll(s->thread, 0, 0);
		spdk_set_thread(prev);
		spdk_thread_destroy(s->thread);
	}
	free(s->reqs);
	free(s);
}

/* A device's part of close; the last one stops the runtime. */
static void dev_release(struct jb_dev *s)
{
	dev_free(s);
	if (--jb_rt.users == 0)
		rt_stop();
}

static int parse_target(const char *target, char *name, size_t name_len, int *fua,
			bool *no_huge, int *mem_mb, char *hugedir, size_t hugedir_len,
			char *why, size_t why_len)
{
	char buf[256];
	snprintf(buf, sizeof(buf), "%s", target);
	char *save = NULL, *tok = strtok_r(buf, ",", &save);
	if (!tok || !*tok) {
		jolt_blk_why(why, why_len, "spdk needs a bdev name (from the JSON config given with -c)");
		return -EINVAL;
	}
	snprintf(name, name_len, "%s", tok);
	while ((tok = strtok_r(NULL, ",", &save))) {
		uint64_t v;
		if (!strcmp(tok, "fua=auto"))
			*fua = -1;
		else if (!strcmp(tok, "fua=on"))
			*fua = 1;
		else if (!strcmp(tok, "fua=off"))
			*fua = 0;
		else if (!strcmp(tok, "no_huge"))
			*no_huge = true;
		else if (!strncmp(tok, "mem=", 4) && jolt_parse_size(tok + 4, &v) == 0 && v >= 64 && v <= 65536)
			*mem_mb = (int)v;
		else if (!strncmp(tok, "hugedir=", 8) && tok[8])
			snprintf(hugedir, hugedir_len, "%s", tok + 8);
		else {
			jolt_blk_why(why, why_len, "bad spdk target option '%s' (fua=auto|on|off, "
				     "no_huge, mem=MB in 64..65536, hugedir=PATH)", tok);
			return -EINVAL;
		}
	}
	return 0;
}

static int jb_open_locked(struct jolt_blk *b, const char *target,
			  const struct jolt_blk_opts *o, char *why, size_t why_len)
{
	char name[128], hugedir[PATH_MAX] = "";
	int fua = -1, mem_mb = 0;
	bool no_huge = false;
	int rc = parse_target(target, name, sizeof(name), &fua, &no_huge, &mem_mb, hugedir,
			      sizeof(hugedir), why, why_len);
	if (rc)
		return rc;
	if (jb_rt.state == RT_STOPPED) {
		jolt_blk_why(why, why_len, "SPDK was started and stopped in this process; DPDK's "
			     "environment cannot start again (open devices before closing the last)");
		return -EBUSY;
	}
	if (jb_rt.state == RT_OFF) {
		if (!o->config) {
			jolt_blk_why(why, why_len, "spdk needs an SPDK JSON config (-c) naming bdev %s", name);
			return -EINVAL;
		}
		if ((rc = rt_start(o->config, no_huge, mem_mb, hugedir, why, why_len)))
			return rc;
	} else if (o->config) {
		char real[PATH_MAX];
		if (!realpath(o->config, real) || strcmp(real, jb_rt.config)) {
			jolt_blk_why(why, why_len, "SPDK is running with config %s in this process; "
				     "open with that config or none", jb_rt.config);
			return -EBUSY;
		}
	}
	jb_rt.users++;

	struct jb_dev *s = calloc(1, sizeof(*s));
	if (!s || !(s->reqs = calloc(b->queue_depth, sizeof(*s->reqs)))) {
		free(s);
		s = NULL;
		rc = -ENOMEM;
		goto fail;
	}
	for (uint32_t i = 0; i < b->queue_depth; i++) {
		s->reqs[i].next = s->free_reqs;
		s->free_reqs = &s->reqs[i];
	}
	s->thread = spdk_thread_create("jolt_io", NULL);
	if (!s->thread) {
		rc = -ENOMEM;
		goto fail;
	}
	struct spdk_thread *prev = spdk_get_thread();
	spdk_set_thread(s->thread);
	rc = spdk_bdev_open_ext(name, !b->rdonly, bdev_event, NULL, &s->desc);
	if (rc == 0 && !(s->ch = spdk_bdev_get_io_channel(s->desc)))
		rc = -ENOMEM;
	spdk_set_thread(prev);
	if (rc == -ENODEV) {
		char names[160];
		list_bdevs(names, sizeof(names));
		jolt_blk_why(why, why_len, "no bdev named '%s' in %s (bdevs: %s)", name, jb_rt.config, names);
		goto fail;
	}
	if (rc) {
		jolt_blk_why(why, why_len, "spdk bdev %s: %s", name, strerror(-rc));
		goto fail;
	}
	s->bdev = spdk_bdev_desc_get_bdev(s->desc);
	s->lba = spdk_bdev_get_block_size(s->bdev);
	if (s->lba < 512 || s->lba > 4096 || 4096 % s->lba) {
		rc = -EINVAL;
		jolt_blk_why(why, why_len, "%s: block size %u not a divisor of 4096", name, s->lba);
		goto fail;
	}
	s->num_blocks = spdk_bdev_get_num_blocks(s->bdev);
	if (s->num_blocks * s->lba < 4096) {
		rc = -EINVAL;
		jolt_blk_why(why, why_len, "%s: smaller than one 4 KiB block", name);
		goto fail;
	}
	s->passthru = spdk_bdev_io_type_supported(s->bdev, SPDK_BDEV_IO_TYPE_NVME_IO) &&
		      spdk_bdev_get_md_size(s->bdev) == 0;
	s->can_flush = spdk_bdev_io_type_supported(s->bdev, SPDK_BDEV_IO_TYPE_FLUSH);
	int wcache = spdk_bdev_has_write_cache(s->bdev);
	if (wcache && !s->passthru && !s->can_flush) {
		rc = -EOPNOTSUPP;
		jolt_blk_why(why, why_len, "%s: volatile write cache and no way to flush it (neither "
			     "NVMe passthrough nor flush): refused, writes would never be durable", name);
		goto fail;
	}
	struct nvme_info ni = {.bdev = name};
	if (s->passthru && !strcmp(spdk_bdev_get_module_name(s->bdev), "nvme"))
		rt_call(find_nvme_ctrlr, &ni);
	s->fua_max = s->passthru ? 65536ull * s->lba : 0;
	if (ni.found && ni.max_xfer < s->fua_max)
		s->fua_max = ni.max_xfer;
	b->fua_native = s->passthru && (fua == 1 || (fua == -1 && ni.found && !strcmp(ni.trtype, "PCIe")));
	s->resv = ni.found && ni.resv;
	{
		const char *mod = spdk_bdev_get_module_name(s->bdev);
		b->volatile_media = !strcmp(mod, "malloc") || !strcmp(mod, "null");
	}
	if (fua == 0)
		s->fua_max = 0;
	b->priv = s;
	b->block_size = 4096;
	b->capacity = s->num_blocks * s->lba / 4096 * 4096;
	b->align = spdk_bdev_get_buf_align(s->bdev);
	if (b->align < 8)
		b->align = 8;
	snprintf(b->desc, sizeof(b->desc), "spdk bdev %s (%s%s%s), write cache %s, flush=%s fua=%s",
		 name, spdk_bdev_get_product_name(s->bdev), ni.found ? " over " : "",
		 ni.found ? ni.trtype : "", wcache ? "on" : "off",
		 s->passthru ? "NVMe Flush" : s->can_flush ? "bdev flush" : "none needed",
		 b->fua_native ? "NVMe Write FUA" : s->passthru || s->can_flush ? "write+flush" : "write");
	return 0;
fail:
	if (s)
		dev_release(s);
	else if (--jb_rt.users == 0)
		rt_stop();
	return rc < 0 ? rc : -EIO;
}

static int jb_open(struct jolt_blk *b, const char *target,
		   const struct jolt_blk_opts *o, char *why, size_t why_len)
{
	pthread_mutex_lock(&jb_rt.open_mu);
	int rc = jb_open_locked(b, target, o, why, why_len);
	pthread_mutex_unlock(&jb_rt.open_mu);
	return rc;
}

static void resv_release(struct jb_dev *s);

static void jb_close(struct jolt_blk *b)
{
	resv_release(b->priv);
	pthread_mutex_lock(&jb_rt.open_mu);
	dev_release(b->priv);
	pthread_mutex_unlock(&jb_rt.open_mu);
}

/* ---- I/O ------------------------------------------------------------------ */

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
	struct jb_req *r = s->free_reqs;   /* blk.c keeps inflight <= queue depth */
	s->free_reqs = r->next;
	r->b = b;
	r->cb = cb;
	r->arg = arg;
	r->then_flush = 0;
	uint64_t lba = off / s->lba, nlb = len / s->lba;
	struct spdk_thread *prev = spdk_get_thread();
	spdk_set_thread(s->thread);
	int rc;
	switch (op) {
	case JOLT_BLK_READ:
		rc = spdk_bdev_read_blocks(s->desc, s->ch, buf, lba, nlb, io_done, r);
		break;
	case JOLT_BLK_WRITE:
		if ((flags & JOLT_BLK_FUA) && b->fua_native && len <= s->fua_max) {
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
	spdk_set_thread(prev);
	if (rc) {
		r->next = s->free_reqs;
		s->free_reqs = r;
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
			r->next = s->free_reqs;
			s->free_reqs = r;
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

/* ---- one writer: NVMe reservations (jolt_blk_claim) ----------------------
 * On a namespace that supports them (its controller's ONCS, its RESCAP:
 * SPDK's nvmf_tgt does), a read-write claim registers a random key and
 * acquires a Write Exclusive reservation: no other host can write the
 * namespace until this open releases it (close) or another host preempts
 * it (CLAIM_PREEMPT, which the filesystem asks only once its multi-mount
 * protection showed the holder dead). The commands go through the bdev's
 * NVMe passthrough on this device's thread, synchronously, before any
 * other I/O of the filesystem. Other bdevs are SHARED (an AIO file,
 * another host's namespace without reservations) or PRIVATE (Malloc,
 * Null: this process's memory). */

struct resv_io {
	bool done, ok;
	int sct, sc;
};

static void resv_done(struct spdk_bdev_io *bio, bool success, void *arg)
{
	struct resv_io *r = arg;
	uint32_t cdw0;
	spdk_bdev_io_get_nvme_status(bio, &cdw0, &r->sct, &r->sc);
	r->ok = success;
	r->done = true;
	spdk_bdev_free_io(bio);
}

/* One reservation command; 0, -EBUSY (Reservation Conflict) or -EIO. */
static int resv_cmd(struct jb_dev *s, uint8_t opc, uint32_t cdw10, uint32_t cdw11, void *buf,
		    size_t len)
{
	struct resv_io r = {0};
	struct spdk_nvme_cmd cmd;
	memset(&cmd, 0, sizeof(cmd));
	cmd.opc = opc;
	cmd.cdw10 = cdw10;
	cmd.cdw11 = cdw11;
	struct spdk_thread *prev = spdk_get_thread();
	spdk_set_thread(s->thread);
	int rc = spdk_bdev_nvme_io_passthru(s->desc, s->ch, &cmd, buf, len, resv_done, &r);
	while (!rc && !r.done)
		spdk_thread_poll(s->thread, 0, 0);
	spdk_set_thread(prev);
	if (rc)
		return rc;
	if (r.ok)
		return 0;
	return r.sct == SPDK_NVME_SCT_GENERIC && r.sc == SPDK_NVME_SC_RESERVATION_CONFLICT ? -EBUSY : -EIO;
}

enum { RTYPE_WE = SPDK_NVME_RESERVE_WRITE_EXCLUSIVE, RESV_BUF = 4096 };

/* The holder's key, from a Reservation Report (extended: 128-bit host
 * ids, as nvmf_tgt requires): 1 held by another registrant, 0 not held. */
static int resv_holder(struct jb_dev *s, uint8_t *buf, uint64_t *key)
{
	memset(buf, 0, RESV_BUF);
	int rc = resv_cmd(s, SPDK_NVME_OPC_RESERVATION_REPORT, RESV_BUF / 4 - 1, 1, buf, RESV_BUF);
	if (rc)
		return rc;
	const struct spdk_nvme_reservation_status_extended_data *st = (const void *)buf;
	const struct spdk_nvme_registered_ctrlr_extended_data *reg = (const void *)(st + 1);
	unsigned n = st->data.regctl, max = (RESV_BUF - sizeof(*st)) / sizeof(*reg);
	if (!st->data.rtype)
		return 0;
	for (unsigned i = 0; i < n && i < max; i++)
		if (reg[i].rcsts.status) {
			*key = reg[i].rkey;
			return *key != s->resv_key;
		}
	return 0;
}

static int jb_claim(struct jolt_blk *b, uint32_t flags, char *why, size_t why_len)
{
	struct jb_dev *s = b->priv;
	if (b->volatile_media)
		return JOLT_BLK_PRIVATE;
	if (!s->resv)
		return JOLT_BLK_SHARED;
	if (s->reserved)
		return JOLT_BLK_EXCLUSIVE;
	uint8_t *buf = spdk_dma_zmalloc(RESV_BUF, 4096, NULL);
	if (!buf)
		return -ENOMEM;
	uint64_t holder = 0;
	int rc;
	if (b->rdonly) {
		/* SPDK refuses NVMe passthrough on a read-only descriptor: the
		 * multi-mount protection alone tells a live holder */
		spdk_dma_free(buf);
		return JOLT_BLK_SHARED;
	}
	if (flags & JOLT_BLK_CLAIM_TEST) {
		rc = resv_holder(s, buf, &holder);
		spdk_dma_free(buf);
		if (rc < 0) {
			jolt_blk_why(why, why_len, "NVMe Reservation Report failed: %s", strerror(-rc));
			return rc;
		}
		return rc ? JOLT_BLK_HELD : JOLT_BLK_SHARED;
	}
	if (!s->resv_key) {
		while (!s->resv_key)
			if (getrandom(&s->resv_key, sizeof(s->resv_key), 0) != sizeof(s->resv_key))
				s->resv_key = spdk_get_ticks() ^ ((uint64_t)getpid() << 40);
		/* Register (RREGA 0), ignoring a key this host may have left (IEKEY) */
		struct spdk_nvme_reservation_register_data *reg = (void *)buf;
		memset(buf, 0, RESV_BUF);
		reg->nrkey = s->resv_key;
		rc = resv_cmd(s, SPDK_NVME_OPC_RESERVATION_REGISTER, 1u << 3, 0, buf, sizeof(*reg));
		if (rc == -EBUSY) {
			/* registered already: Replace (RREGA 2) with IEKEY */
			rc = resv_cmd(s, SPDK_NVME_OPC_RESERVATION_REGISTER, 2u | (1u << 3), 0, buf,
				      sizeof(*reg));
		}
		if (rc) {
			s->resv_key = 0;
			spdk_dma_free(buf);
			jolt_blk_why(why, why_len, "NVMe Reservation Register failed: %s", strerror(-rc));
			return rc == -EBUSY ? -EIO : rc;
		}
	}
	struct spdk_nvme_reservation_acquire_data *acq = (void *)buf;
	memset(buf, 0, RESV_BUF);
	acq->crkey = s->resv_key;
	uint32_t racqa = 0;     /* Acquire */
	if (flags & JOLT_BLK_CLAIM_PREEMPT) {
		rc = resv_holder(s, buf, &holder);
		if (rc < 0) {
			spdk_dma_free(buf);
			jolt_blk_why(why, why_len, "NVMe Reservation Report failed: %s", strerror(-rc));
			return rc;
		}
		memset(buf, 0, RESV_BUF);
		acq->crkey = s->resv_key;
		if (rc) {
			acq->prkey = holder;
			racqa = 1;      /* Preempt: the holder loses its registration too */
		}
	}
	rc = resv_cmd(s, SPDK_NVME_OPC_RESERVATION_ACQUIRE, racqa | ((uint32_t)RTYPE_WE << 8), 0, buf,
		      sizeof(*acq));
	spdk_dma_free(buf);
	if (rc == -EBUSY)
		return JOLT_BLK_HELD;
	if (rc) {
		jolt_blk_why(why, why_len, "NVMe Reservation Acquire failed: %s", strerror(-rc));
		return rc;
	}
	s->reserved = true;
	return JOLT_BLK_EXCLUSIVE;
}

/* Release (RRELA 0) and unregister (RREGA 1): another host may mount. */
static void resv_release(struct jb_dev *s)
{
	if (!s->resv_key)
		return;
	uint8_t *buf = spdk_dma_zmalloc(RESV_BUF, 4096, NULL);
	if (!buf)
		return;
	struct spdk_nvme_reservation_key_data *k = (void *)buf;
	k->crkey = s->resv_key;
	if (s->reserved)
		resv_cmd(s, SPDK_NVME_OPC_RESERVATION_RELEASE, (uint32_t)RTYPE_WE << 8, 0, buf, sizeof(*k));
	struct spdk_nvme_reservation_register_data *reg = (void *)buf;
	memset(buf, 0, RESV_BUF);
	reg->crkey = s->resv_key;
	resv_cmd(s, SPDK_NVME_OPC_RESERVATION_REGISTER, 1, 0, buf, sizeof(*reg));
	spdk_dma_free(buf);
	s->reserved = false;
	s->resv_key = 0;
}

const struct jolt_blk_backend_ops jolt_blk_spdk_ops = {
	.name = "spdk",
	.open = jb_open,
	.submit = jb_submit,
	.poll = jb_poll,
	.close = jb_close,
	.alloc = jb_alloc,
	.free = jb_free,
	.claim = jb_claim,
};
