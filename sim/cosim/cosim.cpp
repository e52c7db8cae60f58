/*
 * libjolt_cosim.so: the Verilated jolt engine behind the C ABI of
 * sw/include/jolt/cosim.h, for the "sim" engine driver (sw/engine/sim/).
 * The model's AXI4 master reaches host memory only through the host's
 * translate callback (the env's registry of DMA memory); its AXI4-Lite port
 * is the driver's register access. Each instance has its own Verilator
 * context, so several engines can run in one process.
 */
#include <cerrno>
#include <memory>

#include "VJoltEngine.h"
#include "axi_host.h"
#include "verilated.h"
#include "verilated_fst_c.h"

extern "C" {
#include "jolt/cosim.h"
#include "jolt/regs.h"
}

struct jolt_cosim {
	std::unique_ptr<VerilatedContext> ctx;
	std::unique_ptr<VJoltEngine> top;
	std::unique_ptr<VerilatedFstC> wave;
	std::unique_ptr<AxiHost<VJoltEngine>> host;
	jolt_cosim_host cb;
};

extern "C" int jolt_cosim_abi_version(void)
{
	return JOLT_COSIM_ABI_VERSION;
}

extern "C" struct jolt_cosim *jolt_cosim_open(const struct jolt_cosim_host *cb, const char *wave)
{
	auto *c = new (std::nothrow) jolt_cosim;

	if (!c)
		return nullptr;
	c->cb = *cb;
	c->ctx = std::make_unique<VerilatedContext>();
	if (wave)
		c->ctx->traceEverOn(true);
	c->top = std::make_unique<VJoltEngine>(c->ctx.get(), "jolt");
	c->host = std::make_unique<AxiHost<VJoltEngine>>(
		c->top.get(), [c](uint64_t addr, size_t len, bool write) {
			return (uint8_t *)c->cb.translate(c->cb.ctx, addr, len, write);
		});
	if (wave) {
		c->wave = std::make_unique<VerilatedFstC>();
		c->top->trace(c->wave.get(), 99);
		c->wave->open(wave);
		c->host->on_tick = [c](uint64_t cycle) { c->wave->dump(cycle * 2); };
	}
	c->host->reset();
	return c;
}

extern "C" void jolt_cosim_params(struct jolt_cosim_params *out)
{
	static const jolt_cosim_host none = {
		nullptr, [](void *, uint64_t, size_t, int) -> void * { return nullptr; } };
	jolt_cosim *c = jolt_cosim_open(&none, nullptr);

	*out = {};
	out->data_width = 64;
	if (c) {
		out->capacity = c->host->read32(JOLT_REG_CAPACITY);
		out->index_slots = c->host->read32(JOLT_REG_INDEX_SLOTS);
		jolt_cosim_close(c);
	}
}

extern "C" uint32_t jolt_cosim_read32(struct jolt_cosim *c, uint32_t off)
{
	return c->host->read32(off);
}

extern "C" void jolt_cosim_write32(struct jolt_cosim *c, uint32_t off, uint32_t value)
{
	auto &g = c->host->rings; /* where the rings are, for the faults that count in them */
	auto lo = [&](uint64_t &x) { x = (x & ~0xffffffffull) | value; };
	auto hi = [&](uint64_t &x) { x = (x & 0xffffffffull) | (uint64_t)value << 32; };

	switch (off) {
	case JOLT_REG_SQ_BASE_LO: lo(g.sq_base); break;
	case JOLT_REG_SQ_BASE_HI: hi(g.sq_base); break;
	case JOLT_REG_CQ_BASE_LO: lo(g.cq_base); break;
	case JOLT_REG_CQ_BASE_HI: hi(g.cq_base); break;
	case JOLT_REG_CQ_SIZE: g.cq_size = value; break;
	case JOLT_REG_LR_BASE_LO: lo(g.lr_base); break;
	case JOLT_REG_LR_BASE_HI: hi(g.lr_base); break;
	case JOLT_REG_LR_SLOTS: g.lr_slots = value; break;
	case JOLT_REG_RECORD_SIZE: g.record_size = value; break;
	}
	c->host->write32(off, value);
}

extern "C" int jolt_cosim_fault(struct jolt_cosim *c, uint32_t kind, uint32_t resp, uint64_t n)
{
	if (kind < JOLT_COSIM_FAULT_DESC_READ || kind > JOLT_COSIM_FAULT_CPL_WRITE || (resp != 2 && resp != 3) ||
	    (c->host->fault_kind && !c->host->fault_met))
		return -EINVAL;
	c->host->fault_kind = (int)kind;
	c->host->fault_resp = resp;
	c->host->fault_n = n;
	c->host->fault_met = false;
	return 0;
}

extern "C" void jolt_cosim_run(struct jolt_cosim *c, uint64_t cycles)
{
	for (uint64_t i = 0; i < cycles; i++)
		c->host->tick();
}

extern "C" uint64_t jolt_cosim_cycles(const struct jolt_cosim *c)
{
	return c->host->cycle;
}

extern "C" uint64_t jolt_cosim_bus_errors(const struct jolt_cosim *c)
{
	return c->host->bus_errors;
}

extern "C" void jolt_cosim_close(struct jolt_cosim *c)
{
	if (!c)
		return;
	if (c->wave)
		c->wave->close();
	c->top->final();
	delete c;
}
