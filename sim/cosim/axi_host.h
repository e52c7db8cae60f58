/*
 * The host side of a Verilated jolt engine, cycle by cycle: an AXI4 slave
 * standing for host memory (reached through a translate callback, beat by
 * beat, so that a beat outside the memory the host registered is answered
 * with SLVERR and counted, never performed), optional random pauses on all five AXI
 * channels and a fixed read latency, one injected bus error at a time (a
 * descriptor's, a payload's read, a record's or a completion's write,
 * counted as docs/engine-interface.md 6 and jolt_engine_inject_fault
 * count them), and an AXI4-Lite master for the registers. One clock per tick(), so cycle counts are exact. Used by the
 * co-simulation library (sim/cosim/) and the C++ harness (sim/harness/).
 *
 * Top-level ports as jolt's SpinalHDL top names them (s_axil_*, m_axi_*,
 * clk, reset); the data bus is as wide as the Verilated top's m_axi_wdata
 * (64 bits in the default build; 128 and 256 through the engine's upsizer):
 * beat i of a burst is at its address aligned down to the bus width, plus
 * i bus widths; writes honour the strobes.
 */
#ifndef JOLT_SIM_AXI_HOST_H
#define JOLT_SIM_AXI_HOST_H
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <functional>
#include <random>

template <class Top> class AxiHost {
public:
	/* host pointer for [addr, addr + len), or nullptr */
	using Translate = std::function<uint8_t *(uint64_t addr, size_t len, bool write)>;

	std::mt19937_64 &random() { return rng; } /* the pauses' generator */

	AxiHost(Top *top, Translate translate, uint64_t seed = 1)
		: t(top), mem(std::move(translate)), rng(seed) {}

	double stall = 0;      /* probability of a pause per cycle and channel */
	unsigned latency = 0;  /* cycles from AR to the first R beat */
	uint64_t cycle = 0;
	uint64_t bus_errors = 0;
	uint64_t r_beats[2] = {0, 0}, w_beats = 0; /* beats taken, R by ID (descriptors 0, payload 1) */
	uint64_t both_busy = 0, both_idle = 0;     /* cycles with a beat on R and W, on neither */
	/* if set, a line "cycle channels" each time the set of channels moving
	 * changes: R's descriptor (D) or payload (P) beats, W's beats (W); and
	 * a line for each descriptor read asked (AR) */
	FILE *phases = nullptr;
	std::function<void(uint64_t)> on_tick; /* after each clock (waves) */

	void reset(unsigned cycles = 8)
	{
		t->reset = 1;
		for (unsigned i = 0; i < cycles; i++)
			tick();
		t->reset = 0;
		tick();
	}

	void tick()
	{
		drive();
		t->clk = 0;
		t->eval();
		sample();
		t->clk = 1;
		t->eval();
		cycle++;
		if (on_tick)
			on_tick(cycle);
	}

	/* Register accesses, queued and carried out in order while the model
	 * runs (a host that rings a doorbell goes on with its work); a read
	 * stores its value through `out` when it completes. */
	void post_write(uint32_t off, uint32_t v) { lite.push_back({false, off, v, nullptr}); }
	void post_read(uint32_t off, uint32_t *out) { lite.push_back({true, off, 0, out}); }
	bool lite_busy() const { return !lite.empty(); }
	void settle()
	{
		while (lite_busy())
			tick();
	}

	/* The same, waiting for the access to complete. */
	void write32(uint32_t off, uint32_t v)
	{
		post_write(off, v);
		settle();
	}

	uint32_t read32(uint32_t off)
	{
		uint32_t v = 0;

		post_read(off, &v);
		settle();
		return v;
	}

	uint64_t protocol_errors = 0; /* bursts whose WLAST was missing or early */

	/* The rings' places (set by the user, e.g. from the register writes
	 * it makes), for the faults that count descriptors, records and
	 * completions. */
	struct Rings {
		uint64_t sq_base = 0, cq_base = 0, lr_base = 0;
		uint32_t cq_size = 0, lr_slots = 0, record_size = 0;
	} rings;
	/* One bus error (kind as JOLT_COSIM_FAULT_*: 1 descriptor n's read, 2
	 * the first payload beat that holds bus address n, 3 the first burst
	 * of record n, 4 completion n's burst), answered with resp and not
	 * carried out; `fault_met` once it was. */
	int fault_kind = 0;
	unsigned fault_resp = 2;
	uint64_t fault_n = 0;
	bool fault_met = false;

private:
	int phase = -1;
	struct Burst {
		uint64_t addr;
		unsigned beats, id;
		uint64_t ready_at;
		bool error;
		unsigned resp; /* an injected error's (the burst is not carried out) */
	};
	uint64_t desc_bytes = 0;  /* descriptor bytes read (ID 0) */
	uint64_t cpl_bursts = 0, headers = 0; /* completion bursts, record headers written */
	bool r_injected = false;  /* the beat on R now is an injected error */

	bool armed(int kind) const { return fault_kind == kind && !fault_met; }
	/* the resp an R beat of burst b at beat_addr a gets from the fault */
	unsigned r_fault(const Burst &b, uint64_t a)
	{
		if (!(b.id & 1) && armed(1) && desc_bytes / 32 == fault_n)
			return fault_resp;
		if ((b.id & 1) && armed(2) && fault_n >= a && fault_n - a < BEAT)
			return fault_resp;
		return 0;
	}
	/* the same for a write burst at addr, counted as it is asked (AW) */
	unsigned w_fault(uint64_t addr)
	{
		const Rings &g = rings;
		if (g.cq_size && addr >= g.cq_base && addr - g.cq_base < 32ull * g.cq_size) {
			uint64_t k = cpl_bursts++;

			if (!armed(4) || k != fault_n)
				return 0;
			fault_met = true;
			return fault_resp;
		}
		if (g.record_size && addr >= g.lr_base && addr - g.lr_base < (uint64_t)g.lr_slots * g.record_size) {
			bool header = (addr - g.lr_base) % g.record_size == 0;
			uint64_t k = headers; /* the record: headers are written last */

			headers += header;
			if (!armed(3) || k != fault_n)
				return 0;
			fault_met = true;
			return fault_resp;
		}
		return 0;
	}
	static constexpr size_t BEAT = sizeof(((Top *)nullptr)->m_axi_wdata); /* bytes a beat */
	static uint64_t beat_addr(const Burst &b, unsigned i)
	{
		return (b.addr & ~(uint64_t)(BEAT - 1)) + (uint64_t)BEAT * i;
	}
	Top *t;
	Translate mem;
	std::mt19937_64 rng;
	std::deque<Burst> rq, wq;
	std::deque<std::pair<unsigned, unsigned>> bq; /* id, resp */
	unsigned rbeat = 0, wbeat = 0;
	bool arready = 0, rvalid = 0, awready = 0, wready = 0, bvalid = 0;
	bool r_held = 0, b_held = 0; /* VALID raised and not taken: it stays, with its payload */
	struct LiteOp {
		bool read;
		uint32_t addr, data;
		uint32_t *out;
	};
	std::deque<LiteOp> lite;
	bool lite_started = 0;
	bool lite_aw = 0, lite_w = 0, lite_b = 0, lite_ar = 0, lite_r = 0; /* still to happen */

	bool pause() { return stall > 0 && std::uniform_real_distribution<double>(0, 1)(rng) < stall; }

	/* inputs for this cycle */
	void drive()
	{
		arready = !pause();
		awready = !pause();
		/* a pause may delay a VALID, never take one back (AXI: once raised,
		 * VALID and its payload hold until READY) */
		rvalid = r_held || (!rq.empty() && rq.front().ready_at <= cycle && !pause());
		wready = !wq.empty() && !pause();
		bvalid = b_held || (!bq.empty() && !pause());
		if (!lite_started && !lite.empty()) {
			const LiteOp &op = lite.front();

			lite_started = true;
			lite_aw = lite_w = lite_b = !op.read;
			lite_ar = lite_r = op.read;
			t->s_axil_awaddr = op.addr;
			t->s_axil_araddr = op.addr;
			t->s_axil_wdata = op.data;
			t->s_axil_wstrb = 0xf;
			t->s_axil_awprot = 0;
			t->s_axil_arprot = 0;
		}
		t->s_axil_awvalid = lite_aw;
		t->s_axil_wvalid = lite_w;
		t->s_axil_bready = 1;
		t->s_axil_arvalid = lite_ar;
		t->s_axil_rready = 1;
		t->m_axi_arready = arready;
		t->m_axi_awready = awready;
		t->m_axi_rvalid = rvalid;
		t->m_axi_wready = wready;
		t->m_axi_bvalid = bvalid;
		if (rvalid) {
			Burst &b = rq.front();
			unsigned inj = r_fault(b, beat_addr(b, rbeat));
			uint8_t *p = inj ? nullptr : mem(beat_addr(b, rbeat), BEAT, false);

			r_injected = inj != 0;
			if (p)
				memcpy(&t->m_axi_rdata, p, BEAT);
			else {
				memset(&t->m_axi_rdata, 0x5a, BEAT); /* what a failed beat carries */
				if (!inj && !b.error)
					bus_errors++, b.error = true; /* counted once per burst */
			}
			t->m_axi_rid = b.id;
			t->m_axi_rlast = rbeat + 1 == b.beats;
			t->m_axi_rresp = inj ? inj : p ? 0 : 2;
		}
		if (bvalid) {
			t->m_axi_bid = bq.front().first;
			t->m_axi_bresp = bq.front().second;
		}
	}

	/* handshakes at this edge (outputs settled with clk low) */
	void sample()
	{
		if (lite_aw && t->s_axil_awready)
			lite_aw = false;
		if (lite_w && t->s_axil_wready)
			lite_w = false;
		if (lite_b && !lite_aw && !lite_w && t->s_axil_bvalid)
			lite_b = false;
		if (lite_ar && t->s_axil_arready) {
			lite_ar = false;
		} else if (lite_r && !lite_ar && t->s_axil_rvalid) {
			if (lite.front().out)
				*lite.front().out = t->s_axil_rdata;
			lite_r = false;
		}
		if (lite_started && !lite_aw && !lite_w && !lite_b && !lite_ar && !lite_r) {
			lite.pop_front();
			lite_started = false;
		}
		if (t->m_axi_arvalid && arready) {
			rq.push_back({t->m_axi_araddr, (unsigned)t->m_axi_arlen + 1u,
				      (unsigned)t->m_axi_arid, cycle + latency, false, 0});
			if (phases && !(t->m_axi_arid & 1))
				fprintf(phases, "%llu AR descriptors, %u beats\n", (unsigned long long)cycle,
					(unsigned)t->m_axi_arlen + 1u);
		}
		bool r_beat = rvalid && t->m_axi_rready, w_beat = wready && t->m_axi_wvalid;
		r_held = rvalid && !t->m_axi_rready;
		b_held = bvalid && !t->m_axi_bready;
		both_busy += r_beat && w_beat;
		both_idle += !r_beat && !w_beat;
		if (phases) {
			int cls = (r_beat ? ((rq.front().id & 1) ? 2 : 1) : 0) | (w_beat ? 4 : 0);
			static const char *const name[8] = {"-", "D", "P", "?", "W", "DW", "PW", "?"};
			if (cls != phase)
				fprintf(phases, "%llu %s\n", (unsigned long long)cycle, name[cls]);
			phase = cls;
		}
		if (rvalid && t->m_axi_rready) {
			r_beats[rq.front().id & 1]++;
			if (r_injected && (rq.front().id & 1))
				fault_met = true; /* a payload fault: its first beat */
			if (!(rq.front().id & 1)) {
				desc_bytes += BEAT;
				if (armed(1) && desc_bytes / 32 > fault_n)
					fault_met = true; /* every beat of the descriptor answered */
			}
			if (++rbeat == rq.front().beats) {
				rq.pop_front();
				rbeat = 0;
			}
		}
		if (t->m_axi_awvalid && awready) {
			wq.push_back({t->m_axi_awaddr, (unsigned)t->m_axi_awlen + 1u,
				      (unsigned)t->m_axi_awid, 0, false, w_fault(t->m_axi_awaddr)});
		}
		if (wready && t->m_axi_wvalid) {
			w_beats++;
			Burst &b = wq.front();
			uint8_t data[BEAT];
			memcpy(data, &t->m_axi_wdata, BEAT);
			uint64_t strb = t->m_axi_wstrb;
			uint8_t *p = b.resp ? nullptr : mem(beat_addr(b, wbeat), BEAT, true);

			if (!p && !b.resp && !b.error)
				bus_errors++, b.error = true;
			for (size_t i = 0; p && i < BEAT; i++)
				if (strb >> i & 1)
					p[i] = data[i];
			bool last = ++wbeat == b.beats;

			protocol_errors += last != (bool)t->m_axi_wlast;
			if (last || t->m_axi_wlast) {
				bq.emplace_back(b.id, b.resp ? b.resp : b.error ? 2u : 0u);
				wq.pop_front();
				wbeat = 0;
			}
		}
		if (bvalid && t->m_axi_bready)
			bq.pop_front();
	}
};
#endif
