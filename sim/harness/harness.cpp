/*
 * jolt RTL harness: the Verilated engine (build/rtl/w64/JoltEngine.v) driven
 * from C++ for long randomized runs and throughput figures.
 *
 * A random trace is drawn with libjolt's generator (the same as `jolt
 * gen-trace`) or loaded from a file; the soft engine (libjolt) runs it first
 * and its completions and records are kept; then the same descriptors are fed
 * to the RTL through a host-memory model (an AXI4 slave with optional random
 * pauses on all five channels and a fixed read latency) and an AXI4-Lite
 * master for the registers. Every completion and every record byte must
 * match. Cycle counts are exact (one eval per clock edge).
 *
 *   jolt-harness [--seed N] [--transactions N] [--items LO:HI] [--payload LO:HI]
 *                [--stall P] [--latency N] [--trace FILE] [--bus-error] [--beats]
 *                [--phases FILE]
 *
 * --bus-error: one payload (an object item whose key is logged once) reads
 * back with SLVERR; the RTL must pack zeros for it (the soft engine is given
 * zeros there) and add one BUS_ERROR completion after that checkpoint's
 * CHECKPOINT completion (docs/engine-interface.md 5).
 *
 * --beats: a second line, the beats that crossed R (by ID) and W.
 *
 * --phases FILE: the cycle trace of the channels, a line each time the set
 * of channels moving changes (axi_host.h: D descriptor beats, P payload
 * beats, W write beats), to see where a run's cycles go.
 *
 * Prints one line of figures, with the bus bound: the bytes that must cross
 * the read channel (descriptors, packed payload) and the write channel
 * (records in whole blocks, completions), the larger over the bus width in
 * cycles, and the fraction of it reached; exits 1 on the first mismatch.
 */
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "VJoltEngine.h"
#include "axi_host.h"
#include "verilated.h"

extern "C" {
#include "jolt/engine.h"
#include "trace.h"
}

static const uint64_t SQ_BASE = 0x1000, CQ_BASE = 0x40000, LR_BASE = 0x100000,
		      PAYLOAD_BASE = 0x1000000;
static const uint32_t SQ_N = 1024, CQ_N = 256, LR_N = 8, RSIZE = 32768;

struct Soft {
	std::vector<std::vector<uint8_t>> cpls, recs;
};

static int on_cpl(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	Soft *s = (Soft *)ctx;
	s->cpls.emplace_back((const uint8_t *)c, (const uint8_t *)c + 32);
	if (rec)
		s->recs.emplace_back(rec, rec + (size_t)c->b * 4096);
	return 0;
}


/* does any record of the soft engine hold an op with this key and type? */
static void reg64(AxiHost<VJoltEngine> &h, uint32_t a, uint64_t v)
{
	h.post_write(a, (uint32_t)v);
	h.post_write(a + 4, (uint32_t)(v >> 32));
}

static bool packed(const Soft &s, uint64_t key, uint8_t type)
{
	for (auto &r : s.recs) {
		uint32_t len;
		memcpy(&len, &r[32], 4);
		for (uint32_t pos = 64; pos < 64 + len;) {
			uint32_t n;
			uint64_t k;
			memcpy(&n, &r[pos + 4], 4);
			memcpy(&k, &r[pos + 8], 8);
			if (k == key && r[pos] == type)
				return true;
			pos += 16 + ((n + 7) & ~7u);
		}
	}
	return false;
}

int main(int argc, char **argv)
{
	struct jolt_gen_params gp;
	jolt_gen_params_default(&gp);
	double stall = 0;
	unsigned latency = 4;
	const char *trace_path = nullptr, *phases_path = nullptr;
	bool quiet = false, bus_error = false, beats = false;
	for (int i = 1; i < argc; i++) {
		std::string a = argv[i];
		auto next = [&]() { return i + 1 < argc ? argv[++i] : (fprintf(stderr, "%s: value?\n", a.c_str()), exit(2), ""); };
		if (a == "--seed") gp.seed = strtoull(next(), 0, 0);
		else if (a == "--transactions") gp.transactions = strtoull(next(), 0, 0);
		else if (a == "--items") sscanf(next(), "%u:%u", &gp.items_min, &gp.items_max);
		else if (a == "--payload") sscanf(next(), "%u:%u", &gp.payload_min, &gp.payload_max);
		else if (a == "--push-every") gp.push_every = atoi(next());
		else if (a == "--stall") stall = atof(next());
		else if (a == "--latency") latency = atoi(next());
		else if (a == "--trace") trace_path = next();
		else if (a == "--quiet") quiet = true;
		else if (a == "--beats") beats = true;
		else if (a == "--phases") phases_path = next();
		else if (a == "--bus-error") bus_error = true;
		else { fprintf(stderr, "unknown option %s\n", a.c_str()); return 2; }
	}
	struct jolt_trace tr;
	char why[256];
	int rc;
	if (trace_path) {
		rc = jolt_trace_load(trace_path, &tr, why, sizeof(why));
	} else {
		uint8_t *buf; size_t size;
		if ((rc = jolt_trace_generate(&gp, &buf, &size))) { fprintf(stderr, "generate: %d\n", rc); return 1; }
		rc = jolt_trace_parse(buf, size, &tr, why, sizeof(why));
		free(buf);
	}
	if (rc) { fprintf(stderr, "trace: %s\n", why); return 1; }

	/* the bus-error item: zeros for the soft engine */
	long bad = -1;
	if (bus_error) {
		for (size_t i = 0; i < tr.ndescs && bad < 0; i++) {
			const struct jolt_desc &x = tr.descs[i];
			if (x.opcode != JOLT_DESC_ITEM || !x.len || x.len > JOLT_MAX_PAYLOAD || (x.type >> JOLT_ITEM_CLASS_SHIFT) != JOLT_CLASS_OBJECT)
				continue;
			size_t uses = 0;
			for (size_t j = 0; j < tr.ndescs; j++)
				uses += tr.descs[j].opcode == JOLT_DESC_ITEM && tr.descs[j].key == x.key;
			if (uses == 1)
				bad = (long)i;
		}
		if (bad < 0) { fprintf(stderr, "no item for --bus-error\n"); return 2; }
	}
	std::vector<uint8_t> bad_bytes;
	if (bad >= 0) {
		const struct jolt_desc &x = tr.descs[bad];
		bad_bytes.assign((const uint8_t *)(uintptr_t)x.addr, (const uint8_t *)(uintptr_t)x.addr + x.len);
		memset((void *)(uintptr_t)x.addr, 0, x.len);
	}

	/* the golden model */
	struct jolt_engine_config cfg;
	jolt_engine_config_default(&cfg);
	cfg.record_size = RSIZE; cfg.sq_entries = SQ_N; cfg.cq_entries = CQ_N; cfg.lr_slots = LR_N;
	cfg.log_blocks = 4096;
	struct jolt_engine *e;
	if ((rc = jolt_engine_open("soft", &cfg, &e))) { fprintf(stderr, "soft open %d\n", rc); return 1; }
	Soft soft;
	if ((rc = jolt_engine_run(e, tr.descs, tr.ndescs, on_cpl, &soft))) { fprintf(stderr, "soft run %d\n", rc); return 1; }
	struct jolt_counters ctr;
	jolt_engine_counters(e, &ctr);
	jolt_engine_close(e);

	/* the RTL */
	Verilated::commandArgs(argc, argv);
	VJoltEngine top;
	std::vector<uint8_t> mem;
	uint64_t err_lo = 0, err_hi = 0; /* payload reads overlapping [lo, hi) answer SLVERR */
	AxiHost<VJoltEngine> s(&top, [&](uint64_t a, size_t len, bool write) -> uint8_t * {
		if (a > mem.size() || len > mem.size() - a)
			return nullptr;
		if (!write && a < err_hi && a + len > err_lo)
			return nullptr;
		return &mem[a];
	}, gp.seed * 7919 + 1);
	s.stall = stall;
	if (phases_path && !(s.phases = fopen(phases_path, "w"))) {
		fprintf(stderr, "%s: %s\n", phases_path, strerror(errno));
		return 2;
	}
	s.latency = latency;
	uint64_t payload = 0;
	for (size_t i = 0; i < tr.ndescs; i++)
		if (tr.descs[i].opcode == JOLT_DESC_ITEM && tr.descs[i].len <= (1u << 20))
			payload += tr.descs[i].len + 16;
	mem.assign(PAYLOAD_BASE + payload + 4096, 0);
	std::vector<struct jolt_desc> d(tr.descs, tr.descs + tr.ndescs);
	uint64_t at = PAYLOAD_BASE;
	for (size_t i = 0; i < d.size(); i++) {
		struct jolt_desc &x = d[i];
		if (x.opcode == JOLT_DESC_ITEM && x.len && x.len <= (1u << 20)) {
			uint64_t a = at + (s.random()() & 7);
			memcpy(&mem[a], (const void *)(uintptr_t)x.addr, x.len);
			if ((long)i == bad) {
				memcpy(&mem[a], bad_bytes.data(), x.len); /* real bytes, read as errors */
				err_lo = a;
				err_hi = a + x.len;
			}
			x.addr = a;
			at = (a + x.len + 7) & ~7ull;
		} else if (x.opcode == JOLT_DESC_ITEM && x.len) {
			x.addr = PAYLOAD_BASE;
		}
	}
	top.reset = 1;
	for (int i = 0; i < 5; i++) s.tick();
	top.reset = 0;
	s.post_write(0x010, RSIZE); s.post_write(0x018, cfg.max_tx_items); reg64(s, 0x020, cfg.log_blocks);
	reg64(s, 0x028, cfg.first_lsn); reg64(s, 0x030, cfg.first_seq);
	reg64(s, 0x040, SQ_BASE); s.post_write(0x048, SQ_N); reg64(s, 0x060, CQ_BASE); s.post_write(0x068, CQ_N);
	reg64(s, 0x080, LR_BASE); s.post_write(0x088, LR_N); reg64(s, 0x0a0, 0x1000); reg64(s, 0x0a8, mem.size());
	s.post_write(0x008, 1);
	s.settle();
	uint32_t sq_head = 0; /* last SQ_HEAD read back */
	uint64_t start = s.cycle;
	size_t sq_tail = 0, cq_head = 0, nrec = 0, lr_head = 0, si = 0, bus_errors = 0;
	uint64_t last_progress = s.cycle, tail_cycles = 0;
	while (si < soft.cpls.size() || tail_cycles < 5000) {
		if (si == soft.cpls.size())
			tail_cycles++; /* a BUS_ERROR may follow the last checkpoint */
		/* the host: descriptors as the ring allows (SQ_HEAD read back over
		 * AXI-Lite, the SQ_TAIL doorbell rung every 64 descriptors or at the end) */
		if (!s.lite_busy() && sq_tail < d.size()) {
			size_t room = SQ_N - (sq_tail - (size_t)sq_head);
			size_t n = std::min(room, d.size() - sq_tail);
			if (n >= 64 || (n && sq_tail + n == d.size())) {
				for (size_t i = sq_tail; i < sq_tail + n; i++)
					memcpy(&mem[SQ_BASE + (i % SQ_N) * 32], &d[i], 32);
				sq_tail += n;
				s.post_write(0x04c, (uint32_t)sq_tail);
				if (s.phases)
					fprintf(s.phases, "%llu SQ_TAIL %zu\n", (unsigned long long)s.cycle, sq_tail);
			}
			s.post_read(0x050, &sq_head);
		}
		bool got = false;
		for (;;) {
			const uint8_t *c = &mem[CQ_BASE + (cq_head % CQ_N) * 32];
			if ((c[31] & 1) != (((cq_head / CQ_N) & 1) ? 0 : 1))
				break;
			if (c[0] == JOLT_CPL_ERROR && c[1] == JOLT_ERR_BUS_ERROR && si > 0 &&
			    soft.cpls[si - 1][0] == JOLT_CPL_CHECKPOINT &&
			    !memcmp(c + 4, &soft.cpls[si - 1][4], 4)) {
				bus_errors++;
				cq_head++;
				got = true;
				continue;
			}
			if (si >= soft.cpls.size() || memcmp(c, soft.cpls[si].data(), 32)) {
				fprintf(stderr, "MISMATCH completion %zu\n rtl ", cq_head);
				for (int b = 0; b < 32; b++)
					fprintf(stderr, "%02x", c[b]);
				fprintf(stderr, "\n soft ");
				for (int b = 0; si < soft.cpls.size() && b < 32; b++)
					fprintf(stderr, "%02x", soft.cpls[si][b]);
				fprintf(stderr, "\n");
				return 1;
			}
			si++;
			if (c[0] == JOLT_CPL_RECORD) {
				uint32_t slot, blocks = 0;
				memcpy(&slot, c + 24, 4);
				memcpy(&blocks, c + 28, 2);
				const std::vector<uint8_t> &want = soft.recs[nrec];
				if (want.size() != blocks * 4096ull ||
				    memcmp(&mem[LR_BASE + (uint64_t)slot * RSIZE], want.data(), want.size())) {
					fprintf(stderr, "MISMATCH record %zu\n", nrec);
					return 1;
				}
				nrec++;
				lr_head++;
			}
			cq_head++;
			got = true;
		}
		if (got) {
			s.post_write(0x06c, (uint32_t)cq_head);
			s.post_write(0x08c, (uint32_t)lr_head);
			last_progress = s.cycle;
		}
		s.tick();
		if (Verilated::gotFinish()) {
			fprintf(stderr, "MISMATCH: an RTL assertion failed (above)\n");
			return 1;
		}
		if (s.cycle - last_progress > 2000000) {
			fprintf(stderr, "STUCK at completion %zu of %zu\n", cq_head, soft.cpls.size());
			return 1;
		}
	}
	uint64_t cycles = s.cycle - start - tail_cycles;
	if (s.protocol_errors || (bad < 0 && s.bus_errors)) {
		fprintf(stderr, "MISMATCH: %llu bursts with a wrong WLAST, %llu bursts outside memory\n",
			(unsigned long long)s.protocol_errors, (unsigned long long)s.bus_errors);
		return 1;
	}
	if (bad >= 0) {
		bool want = packed(soft, tr.descs[bad].key, tr.descs[bad].type);
		if (bus_errors != (want ? 1u : 0u)) {
			fprintf(stderr, "MISMATCH: %zu BUS_ERROR completions, expected %d\n", bus_errors, want);
			return 1;
		}
		printf("bus error: item %ld (%u bytes) %s, %zu BUS_ERROR completion\n", bad,
		       tr.descs[bad].len, want ? "packed as zeros" : "not packed (dead)", bus_errors);
	} else if (bus_errors) {
		fprintf(stderr, "MISMATCH: unexpected BUS_ERROR\n");
		return 1;
	}
	uint64_t items = ctr.v[JOLT_CTR_ITEMS_IN], bytes = ctr.v[JOLT_CTR_BYTES_PACKED];
	uint64_t rbytes = 0;
	for (auto &r : soft.recs) rbytes += r.size();
	/* the bus bound: the bytes that must cross the read channel (every
	 * descriptor, every packed payload byte) and the write channel (every
	 * record as written, whole blocks, and every completion), each over the
	 * bus width; the channels run side by side, so the larger one bounds */
	const uint64_t bus_bytes = sizeof(top.m_axi_wdata);
	uint64_t rd = 32ull * d.size() + bytes, wr = rbytes + 32ull * soft.cpls.size();
	uint64_t bound = (std::max(rd, wr) + bus_bytes - 1) / bus_bytes;
	printf("items %llu descriptors %zu records %zu payload_bytes %llu record_bytes %llu cycles %llu "
	       "items/cycle %.4f payload_bytes/cycle %.3f record_bytes/cycle %.3f stall %.2f "
	       "bus_bits %llu read_bytes %llu write_bytes %llu bound_cycles %llu of_bound %.3f mismatches 0\n",
	       (unsigned long long)items, d.size(), nrec, (unsigned long long)bytes,
	       (unsigned long long)rbytes, (unsigned long long)cycles, (double)items / cycles,
	       (double)bytes / cycles, (double)rbytes / cycles, stall, (unsigned long long)bus_bytes * 8,
	       (unsigned long long)rd, (unsigned long long)wr, (unsigned long long)bound, (double)bound / cycles);
	(void)quiet;
	if (beats)
		printf("beats: R descriptors %llu payload %llu, W %llu; cycles %llu, R and W both %llu, neither %llu\n",
		       (unsigned long long)s.r_beats[0], (unsigned long long)s.r_beats[1],
		       (unsigned long long)s.w_beats, (unsigned long long)cycles,
		       (unsigned long long)s.both_busy, (unsigned long long)s.both_idle);
	jolt_trace_free(&tr);
	return 0;
}
