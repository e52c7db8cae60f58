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
 *                [--stall P] [--latency N] [--trace FILE] [--bus-error KIND [--decerr]]
 *                [--beats] [--phases FILE]
 *
 * --bus-error KIND: one bus error (docs/engine-interface.md 6), nine tenths
 * into the run: KIND desc (a descriptor's read), payload (the read of the
 * first byte of an item packed then), record (a record's first write) or
 * cpl (a completion's write, which then never lands), answered SLVERR by
 * the memory model and given to the soft engine as the same fault
 * (jolt_engine_inject_fault). Every completion the host finds up to the
 * ERROR BUS_ERROR, and every record they report, must match; the RTL must
 * then stop with STATUS.FAULT, write nothing more, and come back to IDLE
 * after a RESET. Prints, instead of the figures, a line saying where the
 * error was met. --decerr: DECERR instead of SLVERR.
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
#include "jolt/regs.h"
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
	bool quiet = false, beats = false;
	int fault_kind = 0;
	unsigned fault_resp = 2;
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
		else if (a == "--decerr") fault_resp = 3;
		else if (a == "--bus-error") {
			std::string k = next();
			fault_kind = k == "desc" ? JOLT_FAULT_DESC_READ : k == "payload" ? JOLT_FAULT_PAYLOAD_READ
				   : k == "record" ? JOLT_FAULT_RECORD_WRITE : k == "cpl" ? JOLT_FAULT_CPL_WRITE : -1;
			if (fault_kind < 0) { fprintf(stderr, "--bus-error desc|payload|record|cpl\n"); return 2; }
		}
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

	/* the golden model: without the fault, then (--bus-error) with it */
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
	long bad = -1;            /* (payload) the item whose first byte fails */
	size_t plain_cpls = soft.cpls.size();
	struct jolt_engine_fault fault = {(uint32_t)fault_kind, fault_resp, 0};
	if (fault_kind) {
		size_t late = tr.ndescs * 9 / 10;
		if (fault_kind == JOLT_FAULT_DESC_READ)
			fault.n = late;
		else if (fault_kind == JOLT_FAULT_RECORD_WRITE)
			fault.n = soft.recs.size() * 9 / 10;
		else if (fault_kind == JOLT_FAULT_CPL_WRITE)
			fault.n = soft.cpls.size() * 9 / 10;
		else {
			/* an object item late in the run whose key is logged once in
			 * its checkpoint (so neither whited out nor relogged over):
			 * packed, so both engines read its payload */
			size_t begin = 0;
			for (size_t i = 0; i < tr.ndescs && bad < 0; i++) {
				const struct jolt_desc &x = tr.descs[i];
				if (x.opcode == JOLT_DESC_PUSH)
					begin = i + 1;
				if (i < late || x.opcode != JOLT_DESC_ITEM || !x.len || x.len > JOLT_MAX_PAYLOAD ||
				    (x.type >> JOLT_ITEM_CLASS_SHIFT) != JOLT_CLASS_OBJECT)
					continue;
				size_t uses = 0;
				for (size_t j = begin; j < tr.ndescs && tr.descs[j].opcode != JOLT_DESC_PUSH; j++)
					uses += tr.descs[j].opcode == JOLT_DESC_ITEM && tr.descs[j].key == x.key;
				if (uses == 1 && packed(soft, x.key, x.type))
					bad = (long)i;
			}
			if (bad < 0) { fprintf(stderr, "no item for --bus-error payload\n"); return 2; }
			fault.n = tr.descs[bad].addr;
		}
		soft = Soft();
		if ((rc = jolt_engine_open("soft", &cfg, &e))) { fprintf(stderr, "soft open %d\n", rc); return 1; }
		if ((rc = jolt_engine_inject_fault(e, &fault))) { fprintf(stderr, "inject %d\n", rc); return 1; }
		rc = jolt_engine_run(e, tr.descs, tr.ndescs, on_cpl, &soft);
		jolt_engine_close(e);
		if (rc != -EIO) { fprintf(stderr, "soft run with the fault: %d, not -EIO\n", rc); return 1; }
	}

	/* the RTL */
	Verilated::commandArgs(argc, argv);
	VJoltEngine top;
	std::vector<uint8_t> mem;
	AxiHost<VJoltEngine> s(&top, [&](uint64_t a, size_t len, bool) -> uint8_t * {
		if (a > mem.size() || len > mem.size() - a)
			return nullptr;
		return &mem[a];
	}, gp.seed * 7919 + 1);
	s.rings.sq_base = SQ_BASE; s.rings.cq_base = CQ_BASE; s.rings.cq_size = CQ_N;
	s.rings.lr_base = LR_BASE; s.rings.lr_slots = LR_N; s.rings.record_size = RSIZE;
	if (fault_kind) {
		s.fault_kind = fault_kind;
		s.fault_resp = fault_resp;
		s.fault_n = fault.n; /* (payload: the bus address, below) */
	}
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
			/* (the failing item 8-aligned: its first beat is its own) */
			uint64_t a = at + ((long)i == bad ? 0 : (s.random()() & 7));
			memcpy(&mem[a], (const void *)(uintptr_t)x.addr, x.len);
			if ((long)i == bad)
				s.fault_n = a;
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
	size_t sq_tail = 0, cq_head = 0, nrec = 0, lr_head = 0, si = 0;
	uint64_t last_progress = s.cycle;
	uint32_t status = 0;
	while (si < soft.cpls.size() || (fault_kind && !(status & JOLT_STATUS_FAULT_MASK))) {
		if (si == soft.cpls.size() && !s.lite_busy())
			s.post_read(JOLT_REG_STATUS, &status); /* (a fault: until the engine says it stopped) */
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
	uint64_t cycles = s.cycle - start;
	if (s.protocol_errors || s.bus_errors) {
		fprintf(stderr, "MISMATCH: %llu bursts with a wrong WLAST, %llu bursts outside memory\n",
			(unsigned long long)s.protocol_errors, (unsigned long long)s.bus_errors);
		return 1;
	}
	if (fault_kind) {
		/* stopped: a while later nothing more was written, the fault was
		 * met, and a RESET brings the engine back */
		for (int i = 0; i < 20000; i++)
			s.tick();
		const uint8_t *c = &mem[CQ_BASE + (cq_head % CQ_N) * 32];
		bool more = (c[31] & 1) == (((cq_head / CQ_N) & 1) ? 0 : 1);
		uint32_t tail = s.read32(JOLT_REG_CQ_TAIL);
		if (!s.fault_met || more || !(s.read32(JOLT_REG_STATUS) & JOLT_STATUS_FAULT_MASK)) {
			fprintf(stderr, "MISMATCH: after the fault: met %d, a completion after the last %d\n",
				(int)s.fault_met, (int)more);
			return 1;
		}
		/* the ERROR is the last entry written (unless the host saw the
		 * lost one's place stay empty: cpl), its seq its place */
		const uint8_t *last = &mem[CQ_BASE + ((tail - 1) % CQ_N) * 32];
		uint64_t seq;
		memcpy(&seq, last + 16, 8);
		if (last[0] != JOLT_CPL_ERROR || last[1] != JOLT_ERR_BUS_ERROR || seq != tail - 1u) {
			fprintf(stderr, "MISMATCH: the last completion (%u) is not the ERROR BUS_ERROR\n", tail - 1);
			return 1;
		}
		s.write32(JOLT_REG_CTRL, JOLT_CTRL_RESET_MASK);
		int waited = 0;
		while (!(s.read32(JOLT_REG_STATUS) & JOLT_STATUS_IDLE_MASK) && waited++ < 1000)
			for (int i = 0; i < 64; i++)
				s.tick();
		if (waited > 1000 || s.read32(JOLT_REG_CQ_TAIL) || (s.read32(JOLT_REG_STATUS) & JOLT_STATUS_FAULT_MASK)) {
			fprintf(stderr, "MISMATCH: RESET after the fault did not bring the engine back (STATUS %#x, CQ_TAIL %u)\n",
				s.read32(JOLT_REG_STATUS), s.read32(JOLT_REG_CQ_TAIL));
			return 1;
		}
		printf("bus error: %s %llu met at completion %u (of %zu without it), %zu completions and %zu records matched, "
		       "FAULT, RESET to IDLE\n",
		       fault_kind == JOLT_FAULT_DESC_READ ? "descriptor" : fault_kind == JOLT_FAULT_PAYLOAD_READ ? "payload of item"
		       : fault_kind == JOLT_FAULT_RECORD_WRITE ? "record" : "completion",
		       (unsigned long long)(fault_kind == JOLT_FAULT_PAYLOAD_READ ? (uint64_t)bad : fault.n),
		       tail - 1, plain_cpls, si, nrec);
		jolt_trace_free(&tr);
		return 0;
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
