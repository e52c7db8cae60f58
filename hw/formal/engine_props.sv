// Properties of the engine's top (JoltEngine, at the formal parameters of
// Formal.scala), seen at its ports only (plus STATUS.IDLE, `f_idle`);
// checked by engine.sby.
//
// The environment: an AXI4-Lite master that holds VALID and its payload
// until READY, writes whole words and waits for each write's B; an AXI4
// memory that does the same on R and B, answers only what was asked (a B
// per write burst, an R beat per read beat) and is otherwise free (any
// data, any response, any READY, RLAST and IDs unchecked).
//
// (c) handshakes: every channel the engine drives (m_axi AR, AW, W;
//     s_axil B, R) holds VALID and its payload from the cycle VALID rises
//     until READY; outside reset.
// (c) windows: every AXI4 read and write burst lies in DMA window 0 or 1
//     as the host programmed them (the windows are tracked from the
//     engine's reset values, the booted top's configuration, and the
//     AXI4-Lite writes to WIN0/1_BASE/LIMIT, which the host makes before it
//     first sets CTRL.ENABLE): its first byte at or above the window's
//     base, its last byte below the limit.
// AXI4-Lite reads: the engine takes an AR only when no read waits for its
//     R, and answers R only for a read it took.
// AXI4-Lite writes (task lite_writes, define LITE_WRITES): the engine takes
//     no write before it has answered the last one with B (else a host
//     that pipelines its writes loses a B). Elsewhere the host waits for B.
// (d) idle (task `idle`, define IDLE): after the reset, and after each
//     write of CTRL.RESET, STATUS.IDLE is set within IDLE_CYCLES cycles and
//     stays set while the host only writes CTRL with ENABLE clear.
//     Of a running engine (task `idle_running`, define RUNNING, on the
//     booted top, which runs from reset): after each write of CTRL.RESET,
//     whenever it comes, with the memory answering at once (every READY
//     high, each R beat and B in the cycle after it is owed, any data and
//     any response: a bus error's FAULT included).
// AW witness (task `windows_aw`, define AW_WITNESS): an assertion that no
//     AW is ever sent, which must FAIL within the windows' depth, so that
//     their AW part is not vacuous (smtbmc's covers do not reach it: abc
//     bmc3 does).
`default_nettype none

module engine_props (input wire clk);
  parameter IDLE_CYCLES = 24;

  reg reset = 1'b1;
  always @(posedge clk) reset <= 1'b0;
  reg started = 1'b0; // a cycle past the reset
  always @(posedge clk) started <= !reset;

  (* anyseq *) reg        awvalid, wvalid, bready, arvalid, rready;
  (* anyseq *) reg [11:0] awaddr, araddr;
  (* anyseq *) reg [31:0] wdata;
  (* anyseq *) reg        m_awready, m_wready, m_arready, m_bvalid, m_rvalid, m_rlast;
  (* anyseq *) reg [0:0]  m_bid, m_rid;
  (* anyseq *) reg [1:0]  m_bresp, m_rresp;
  (* anyseq *) reg [63:0] m_rdata;

  wire awready, wready, bvalid, arready, rvalid;
  wire [1:0] bresp, rresp;
  wire [31:0] rdata;
  wire m_awvalid, m_wvalid, m_bready, m_arvalid, m_rready, m_wlast;
  wire [63:0] m_awaddr, m_araddr, m_wdata;
  wire [0:0] m_awid, m_arid;
  wire [7:0] m_awlen, m_arlen, m_wstrb;
  wire [2:0] m_awsize, m_arsize;
  wire [1:0] m_awburst, m_arburst;
  wire idle;
  wire rd_busy, rd_load, rd_loaded, rd_answering, wr_busy, wr_decode, wr_wrote, wr_bvalid;
  wire boot_enable; // CTRL.ENABLE as it is (f_enable)
  wire [63:0] boot_win0_base, boot_win0_limit, boot_win1_base, boot_win1_limit;

  JoltEngine dut (
    .s_axil_awvalid(awvalid), .s_axil_awready(awready), .s_axil_awaddr(awaddr), .s_axil_awprot(3'd0),
    .s_axil_wvalid(wvalid), .s_axil_wready(wready), .s_axil_wdata(wdata), .s_axil_wstrb(4'hf),
    .s_axil_bvalid(bvalid), .s_axil_bready(bready), .s_axil_bresp(bresp),
    .s_axil_arvalid(arvalid), .s_axil_arready(arready), .s_axil_araddr(araddr), .s_axil_arprot(3'd0),
    .s_axil_rvalid(rvalid), .s_axil_rready(rready), .s_axil_rdata(rdata), .s_axil_rresp(rresp),
    .m_axi_awvalid(m_awvalid), .m_axi_awready(m_awready), .m_axi_awaddr(m_awaddr), .m_axi_awid(m_awid),
    .m_axi_awlen(m_awlen), .m_axi_awsize(m_awsize), .m_axi_awburst(m_awburst),
    .m_axi_wvalid(m_wvalid), .m_axi_wready(m_wready), .m_axi_wdata(m_wdata), .m_axi_wstrb(m_wstrb),
    .m_axi_wlast(m_wlast), .m_axi_bvalid(m_bvalid), .m_axi_bready(m_bready), .m_axi_bid(m_bid),
    .m_axi_bresp(m_bresp), .m_axi_arvalid(m_arvalid), .m_axi_arready(m_arready), .m_axi_araddr(m_araddr),
    .m_axi_arid(m_arid), .m_axi_arlen(m_arlen), .m_axi_arsize(m_arsize), .m_axi_arburst(m_arburst),
    .m_axi_rvalid(m_rvalid), .m_axi_rready(m_rready), .m_axi_rdata(m_rdata), .m_axi_rid(m_rid),
    .m_axi_rresp(m_rresp), .m_axi_rlast(m_rlast), .reset(reset), .f_idle(idle),
    .f_rd_busy(rd_busy), .f_rd_load(rd_load), .f_rd_loaded(rd_loaded), .f_rd_answering(rd_answering),
    .f_wr_busy(wr_busy), .f_wr_decode(wr_decode), .f_wr_wrote(wr_wrote),
    .f_wr_bvalid(wr_bvalid), .f_enable(boot_enable), .f_win0_base(boot_win0_base),
    .f_win0_limit(boot_win0_limit), .f_win1_base(boot_win1_base), .f_win1_limit(boot_win1_limit), .clk(clk));

  // ---------------------------------------------------------------- environment
  // what a channel's source shows, and whether it was left waiting
  reg p_aw = 0, p_w = 0, p_ar = 0, p_mb = 0, p_mr = 0;
  reg [11:0] q_awaddr, q_araddr;
  reg [31:0] q_wdata;
  reg [0:0] q_bid, q_rid;
  reg [1:0] q_bresp, q_rresp;
  reg [63:0] q_rdata;
  reg q_rlast;
  always @(posedge clk) begin
    p_aw <= awvalid && !awready; q_awaddr <= awaddr;
    p_w <= wvalid && !wready; q_wdata <= wdata;
    p_ar <= arvalid && !arready; q_araddr <= araddr;
    p_mb <= m_bvalid && !m_bready; q_bid <= m_bid; q_bresp <= m_bresp;
    p_mr <= m_rvalid && !m_rready; q_rid <= m_rid; q_rresp <= m_rresp; q_rdata <= m_rdata; q_rlast <= m_rlast;
  end
  always @* begin
    if (reset) assume (!awvalid && !wvalid && !arvalid && !m_bvalid && !m_rvalid);
    if (p_aw) assume (awvalid && awaddr == q_awaddr);
    if (p_w) assume (wvalid && wdata == q_wdata);
    if (p_ar) assume (arvalid && araddr == q_araddr);
    if (p_mb) assume (m_bvalid && m_bid == q_bid && m_bresp == q_bresp);
    if (p_mr) assume (m_rvalid && m_rid == q_rid && m_rresp == q_rresp && m_rdata == q_rdata && m_rlast == q_rlast);
  end

  // the memory answers only what was asked: a B for a write burst sent, an
  // R beat for a read beat asked (ids and RLAST left free)
  reg [7:0] aw_out = 0;
  reg [11:0] r_out = 0;
  always @(posedge clk)
    if (reset) begin aw_out <= 0; r_out <= 0; end
    else begin
      aw_out <= aw_out + (m_awvalid && m_awready) - (m_bvalid && m_bready);
      r_out <= r_out + ((m_arvalid && m_arready) ? m_arlen + 12'd1 : 12'd0) - (m_rvalid && m_rready);
    end
  always @* begin
    if (aw_out == 0) assume (!m_bvalid);
    if (r_out == 0) assume (!m_rvalid);
  end

  // the host's register writes (the engine takes AW and W together)
  wire wr = awvalid && awready && wvalid && wready;
  wire [9:0] word = awaddr[11:2];
  reg enabled_once = 0;
  reg [63:0] win_base [0:1];
  reg [63:0] win_limit [0:1];
  initial begin win_base[0] = 0; win_base[1] = 0; win_limit[0] = 0; win_limit[1] = 0; end
  // the first cycle out of reset: ENABLE and the windows as the engine's
  // reset left them (zero, or the booted top's configuration)
  always @(posedge clk) begin
    if (!reset && !started) begin
      enabled_once <= boot_enable;
      win_base[0] <= boot_win0_base; win_limit[0] <= boot_win0_limit;
      win_base[1] <= boot_win1_base; win_limit[1] <= boot_win1_limit;
    end
    if (wr) begin
      if (word == 10'h002 && wdata[0]) enabled_once <= 1;
      case (word)
        10'h028: win_base[0][31:0] <= wdata;
        10'h029: win_base[0][63:32] <= wdata;
        10'h02a: win_limit[0][31:0] <= wdata;
        10'h02b: win_limit[0][63:32] <= wdata;
        10'h02c: win_base[1][31:0] <= wdata;
        10'h02d: win_base[1][63:32] <= wdata;
        10'h02e: win_limit[1][31:0] <= wdata;
        10'h02f: win_limit[1][63:32] <= wdata;
        default: ;
      endcase
    end
  end
  always @* if (wr && (enabled_once || !started && boot_enable)) assume (word < 10'h028 || word > 10'h02f);
`ifndef NOWIN
  // and the rest of the configuration (docs/engine-interface.md 4: every
  // RW register but CTRL and the doorbells SQ_TAIL, CQ_HEAD, LR_HEAD)
  // only while the engine is disabled and idle: a ring moved under a
  // running engine is read where it now is
  always @* if (wr && word >= 10'h004 && word <= 10'h027 && word != 10'h013 && word != 10'h01b && word != 10'h023)
    assume (!boot_enable && idle);
`endif
  // writes waiting for their B (the engine answers one at a time)
  reg [1:0] w_out = 0;
  always @(posedge clk)
    if (reset) w_out <= 0;
    else w_out <= w_out + (wr && w_out != 3) - (bvalid && bready && w_out != 0);
`ifdef LITE_WRITES
  // the engine takes no write before the last one's B: a host may send the
  // next at once, and each must get its own B
  always @* if (!reset) begin
    if (w_out != 0) assert (!(awvalid && awready)); // (w)
    // (one write at a time, and a B only for it)
    assert (w_out <= 1);
    if (bvalid) assert (w_out == 1);
  end
  always @* cover (!reset && w_out == 1 && awvalid && bvalid && bready);
`else
  // the host waits for each write's B before the next
  always @* if (w_out != 0) assume (!awvalid);
`endif
`ifdef IDLE
  always @* if (wr) assume (word == 10'h002 && !wdata[0]);
`endif
`ifdef RUNNING
  // the memory answers at once (what it answers is free)
  always @* begin
    assume (m_arready && m_awready && m_wready);
    if (!reset && aw_out != 0) assume (m_bvalid);
    if (!reset && r_out != 0) assume (m_rvalid);
  end
`endif
  // reads waiting for their R: the engine takes an AR exactly when none is
  // (one read at a time, the host free to send the next AR early), and R
  // only answers one
  reg [1:0] r_lite = 0;
  always @(posedge clk)
    if (reset) r_lite <= 0;
    else r_lite <= r_lite + (arvalid && arready && r_lite != 3) - (rvalid && rready && r_lite != 0);
  always @* if (!reset) begin
    assert (r_lite <= 1 && arready == (r_lite == 0)); // (r)
    if (rvalid) assert (r_lite == 1); // (r)
  end
  // invariants of the reader's and the writer's own state (RegRead,
  // RegWrite), which make the rules above inductive: a state the ports
  // cannot tell from a reachable one, but for these (a loaded chain or an
  // R without a read taken, a B without a write), is excluded. (Not in
  // the broken variants, RULES_ONLY, which must fail on the rules.)
`ifndef RULES_ONLY
  always @* if (!reset) begin
    assert (rd_busy == (r_lite == 1));
    if (rd_load || rd_loaded) assert (rd_busy);
    if (rd_answering) assert (rd_loaded);
    assert (rvalid == rd_answering);
    if (wr_decode || wr_wrote || wr_bvalid) assert (wr_busy);
    // (a write goes through decode, wrote and B one step at a time)
    assert (wr_decode + wr_wrote + wr_bvalid <= 1);
    assert (bvalid == wr_bvalid);
    assert (w_out == {1'b0, wr_busy});
  end
`endif

  // ---------------------------------------------------------------- (c) handshakes
  reg h_ar = 0, h_aw = 0, h_w = 0, h_b = 0, h_r = 0;
  reg [63:0] o_araddr, o_awaddr, o_wdata;
  reg [7:0] o_arlen, o_awlen, o_wstrb;
  reg [2:0] o_arsize, o_awsize;
  reg [1:0] o_arburst, o_awburst, o_bresp, o_rresp;
  reg [0:0] o_arid, o_awid;
  reg o_wlast;
  reg [31:0] o_rdata;
  always @(posedge clk) begin
    h_ar <= !reset && m_arvalid && !m_arready;
    h_aw <= !reset && m_awvalid && !m_awready;
    h_w <= !reset && m_wvalid && !m_wready;
    h_b <= !reset && bvalid && !bready;
    h_r <= !reset && rvalid && !rready;
    o_araddr <= m_araddr; o_arlen <= m_arlen; o_arsize <= m_arsize; o_arburst <= m_arburst; o_arid <= m_arid;
    o_awaddr <= m_awaddr; o_awlen <= m_awlen; o_awsize <= m_awsize; o_awburst <= m_awburst; o_awid <= m_awid;
    o_wdata <= m_wdata; o_wstrb <= m_wstrb; o_wlast <= m_wlast;
    o_bresp <= bresp; o_rresp <= rresp; o_rdata <= rdata;
  end
  always @* if (!reset) begin
`ifndef NOAR
    if (h_ar) assert (m_arvalid && m_araddr == o_araddr && m_arlen == o_arlen && m_arsize == o_arsize
                      && m_arburst == o_arburst && m_arid == o_arid);
`endif
    if (h_aw) assert (m_awvalid && m_awaddr == o_awaddr && m_awlen == o_awlen && m_awsize == o_awsize
                      && m_awburst == o_awburst && m_awid == o_awid);
    if (h_w) assert (m_wvalid && m_wdata == o_wdata && m_wstrb == o_wstrb && m_wlast == o_wlast);
    if (h_b) assert (bvalid && bresp == o_bresp);
    if (h_r) assert (rvalid && rresp == o_rresp && rdata == o_rdata);
  end

  // ---------------------------------------------------------------- (c) windows
  // a burst of len + 1 beats of 8 bytes from `a` (the first beat from `a`
  // up to its 8-byte boundary), within window w
  function inside(input [63:0] a, input [7:0] len, input integer w);
    reg [64:0] last;
    begin
      last = {1'b0, a[63:3], 3'b000} + {54'd0, len + 9'd1, 3'b000} - 65'd1;
      inside = a >= win_base[w] && last < {1'b0, win_limit[w]};
    end
  endfunction
`ifndef NOWIN
  always @* if (started) begin
    if (m_arvalid) assert (inside(m_araddr, m_arlen, 0) || inside(m_araddr, m_arlen, 1));
    if (m_awvalid) assert (inside(m_awaddr, m_awlen, 0) || inside(m_awaddr, m_awlen, 1));
  end
`endif

  // ---------------------------------------------------------------- (d) idle
`ifdef IDLE
  // cycles since the reset or the last CTRL.RESET write (RUNNING: checked
  // only once a RESET was written, since the booted top runs from reset)
  reg [7:0] since = 0;
  always @(posedge clk)
    if (reset || wr && wdata[1]) since <= 0; else if (since != 8'hff) since <= since + 1;
`ifdef RUNNING
  reg asked = 0;
  always @(posedge clk) if (!reset && wr && wdata[1]) asked <= 1;
`else
  wire asked = 1'b1;
`endif
  always @* if (!reset && asked && since >= IDLE_CYCLES) assert (idle);
  // cover: IDLE reached after a RESET write (a second one, whose clear
  // sweeps the index, lies beyond the depth the solver reaches here)
  reg [1:0] resets = 0;
  always @(posedge clk) if (!reset && wr && wdata[1] && resets != 3) resets <= resets + 1;
  always @* if (!reset) cover (resets == 1 && since == IDLE_CYCLES && idle);
`endif

  // ---------------------------------------------------------------- covers
  // each handshake held while its ready is low, and a read and a write of
  // the memory (so neither rule is vacuous)
`ifdef AW_WITNESS
  always @* if (!reset) assert (!m_awvalid); // (aw)
`endif
`ifndef IDLE
  always @* if (!reset) begin
    cover (h_b && bvalid);
    cover (h_r && rvalid);
`ifdef AR_COVER
    // (on the booted top, engine-windows-cover: the first descriptor read
    // comes after ENABLE's settling, at cycle 23; from a plain reset the
    // configuration writes come first, ~35 cycles. The first AW, a
    // completion's or a record's, was not reached by cycle 48.)
    cover (h_ar && m_arvalid);
    cover (m_arvalid && m_arready);
`endif
  end
`endif
endmodule
