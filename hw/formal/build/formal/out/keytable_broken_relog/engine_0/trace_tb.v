`ifndef VERILATOR
module testbench;
  reg [4095:0] vcdfile;
  reg clock;
`else
module testbench(input clock, output reg genclock);
  initial genclock = 1;
`endif
  reg genclock = 1;
  reg [31:0] cycle = 0;
  wire [0:0] PI_clk = clock;
  keytable_props UUT (
    .clk(PI_clk)
  );
`ifndef VERILATOR
  initial begin
    if ($value$plusargs("vcd=%s", vcdfile)) begin
      $dumpfile(vcdfile);
      $dumpvars(0, testbench);
    end
    #5 clock = 0;
    while (genclock) begin
      #5 clock = 0;
      #5 clock = 1;
    end
  end
`endif
  initial begin
`ifndef VERILATOR
    #1;
`endif
    UUT.dut._zz_killMask = 1'b0;
    UUT.dut._zz_killMask_1 = 32'b00000000000000000000000000000000;
    UUT.dut._zz_liveMask = 1'b0;
    UUT.dut._zz_liveMask_1 = 32'b00000000000000000000000000000000;
    UUT.dut.advanced = 1'b0;
    UUT.dut.appendE = 1'b0;
    UUT.dut.clearR = 1'b0;
    UUT.dut.dead = 32'b00000000000000000000000000000000;
    UUT.dut.deadAhead = 32'b00000000000000000000000000000000;
    UUT.dut.entryE = 5'b00000;
    UUT.dut.epoch = 1'b0;
    UUT.dut.fifthOhC = 32'b00000000000000000000000000000000;
    UUT.dut.histEvictD = 1'b0;
    UUT.dut.histIdleD = 1'b0;
    UUT.dut.hist_0_data_cls = 2'b00;
    UUT.dut.hist_0_data_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.hist_0_entryOh = 32'b00000000000000000000000000000000;
    UUT.dut.hist_0_occ = 1'b0;
    UUT.dut.hist_0_slot = 4'b0000;
    UUT.dut.hist_0_valid = 1'b0;
    UUT.dut.hist_1_data_cls = 2'b00;
    UUT.dut.hist_1_data_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.hist_1_entryOh = 32'b00000000000000000000000000000000;
    UUT.dut.hist_1_occ = 1'b0;
    UUT.dut.hist_1_slot = 4'b0000;
    UUT.dut.hist_1_valid = 1'b0;
    UUT.dut.hist_2_data_cls = 2'b00;
    UUT.dut.hist_2_entryOh = 32'b00000000000000000000000000000000;
    UUT.dut.hist_2_occ = 1'b0;
    UUT.dut.hist_2_valid = 1'b0;
    UUT.dut.index._zz_1_spinal_port1 = 73'b0000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.index._zz_io_rData = 73'b0000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemA_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemA_itemType = 8'b00000000;
    UUT.dut.itemA_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemA_len = 21'b000000000000000000000;
    UUT.dut.itemB_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemB_itemType = 8'b00000000;
    UUT.dut.itemB_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemB_len = 21'b000000000000000000000;
    UUT.dut.itemC_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemC_itemType = 8'b00000000;
    UUT.dut.itemC_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemC_len = 21'b000000000000000000000;
    UUT.dut.itemD_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemD_itemType = 8'b00000000;
    UUT.dut.itemD_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemD_len = 21'b000000000000000000000;
    UUT.dut.itemE_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemE_itemType = 8'b00000000;
    UUT.dut.itemE_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemE_len = 21'b000000000000000000000;
    UUT.dut.itemS_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemS_itemType = 8'b00000000;
    UUT.dut.itemS_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.itemS_len = 21'b000000000000000000000;
    UUT.dut.keyChunksB_0 = 8'b00000000;
    UUT.dut.keyChunksB_1 = 8'b00000000;
    UUT.dut.keyChunksB_2 = 8'b00000000;
    UUT.dut.keyChunksB_3 = 8'b00000000;
    UUT.dut.keyChunksB_4 = 8'b00000000;
    UUT.dut.keyEqC_0 = 1'b0;
    UUT.dut.keyEqC_1 = 1'b0;
    UUT.dut.keyEqC_2 = 1'b0;
    UUT.dut.keyEqC_3 = 1'b0;
    UUT.dut.keyEqC_4 = 1'b0;
    UUT.dut.killClsC_0 = 1'b0;
    UUT.dut.killClsC_1 = 1'b0;
    UUT.dut.killClsC_2 = 1'b0;
    UUT.dut.killClsC_3 = 1'b0;
    UUT.dut.killClsC_4 = 1'b0;
    UUT.dut.killOhD = 32'b00000000000000000000000000000000;
    UUT.dut.killed_histD = 1'b0;
    UUT.dut.killed_olderD = 1'b0;
    UUT.dut.olderOccD = 1'b0;
    UUT.dut.prevEvictD = 1'b0;
    UUT.dut.ramChunksC = 8'b00000000;
    UUT.dut.ramKillClsC = 1'b0;
    UUT.dut.ramOccC = 1'b0;
    UUT.dut.ramOhC = 32'b00000000000000000000000000000000;
    UUT.dut.ramSameClsC = 1'b0;
    UUT.dut.ramWhiteClsC = 1'b0;
    UUT.dut.restarted_0 = 1'b0;
    UUT.dut.restarted_1 = 1'b0;
    UUT.dut.restarted_2 = 1'b0;
    UUT.dut.restarted_3 = 1'b0;
    UUT.dut.sameClsC_1 = 1'b0;
    UUT.dut.sameClsC_2 = 1'b0;
    UUT.dut.sameClsC_3 = 1'b0;
    UUT.dut.sameClsC_4 = 1'b0;
    UUT.dut.same_histD = 1'b0;
    UUT.dut.same_olderD = 1'b0;
    UUT.dut.selC_0 = 1'b0;
    UUT.dut.selC_1 = 1'b0;
    UUT.dut.selC_2 = 1'b0;
    UUT.dut.selC_3 = 1'b0;
    UUT.dut.slotA = 4'b0000;
    UUT.dut.slotB = 4'b0000;
    UUT.dut.slotC = 4'b0000;
    UUT.dut.slotD = 4'b1000;
    UUT.dut.slotDataE_cls = 2'b00;
    UUT.dut.slotDataE_entry = 5'b00000;
    UUT.dut.slotDataE_epoch = 1'b0;
    UUT.dut.slotDataE_key = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.slotDataE_live = 1'b0;
    UUT.dut.slotE = 4'b1000;
    UUT.dut.slotEqB_0 = 2'b00;
    UUT.dut.slotEqB_1 = 2'b00;
    UUT.dut.slotEqB_2 = 2'b00;
    UUT.dut.slotEqB_3 = 2'b00;
    UUT.dut.slotEqB_4 = 2'b00;
    UUT.dut.slotS = 4'b0000;
    UUT.dut.srcFifthC = 1'b0;
    UUT.dut.srcRamC = 1'b0;
    UUT.dut.sweepAt = 4'b0000;
    UUT.dut.sweeping = 1'b1;
    UUT.dut.table_1._zz_1_spinal_port1 = 157'b0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.table_1._zz_io_rData = 157'b0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.used = 6'b100000;
    UUT.dut.usedOh = 32'b00000000000000000000000000000000;
    UUT.dut.vA = 1'b0;
    UUT.dut.vB = 1'b0;
    UUT.dut.vC = 1'b0;
    UUT.dut.vD = 1'b0;
    UUT.dut.vE = 1'b0;
    UUT.dut.vS = 1'b0;
    UUT.dut.whiteClsC_0 = 1'b0;
    UUT.dut.whiteClsC_1 = 1'b0;
    UUT.dut.whiteClsC_2 = 1'b0;
    UUT.dut.whiteClsC_3 = 1'b0;
    UUT.dut.whiteClsC_4 = 1'b0;
    UUT.dut.white_histD = 1'b0;
    UUT.dut.white_olderD = 1'b0;
    UUT.dut.white_prevD = 1'b0;
    UUT.m_cls = 2'b00;
    UUT.m_entry = 5'b00000;
    UUT.m_key = 64'b0000010101000000000000101011111000000000110101100010000001100010;
    UUT.m_occ = 1'b0;
    UUT.n_items = 6'b000000;
    UUT.\p_cls[0]  = 2'b00;
    UUT.\p_cls[1]  = 2'b00;
    UUT.\p_cls[2]  = 2'b00;
    UUT.\p_cls[3]  = 2'b00;
    UUT.\p_cls[4]  = 2'b00;
    UUT.\p_key[0]  = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.\p_key[1]  = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.\p_key[2]  = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.\p_key[3]  = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.\p_key[4]  = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.p_v = 5'b00000;
    UUT.past_clear = 1'b0;
    UUT.past_used = 6'b000000;
    UUT.past_white = 1'b0;
    UUT.q_evicted = 32'b00000000000000000000000000000000;
    UUT.q_kc = 32'b00000000000000000000000000000000;
    UUT.q_newest = 5'b00000;
    UUT.q_whited = 32'b00000000000000000000000000000000;
    UUT.reset = 1'b1;
    UUT.t_evicted = 32'b00000000000000000000000000000000;
    UUT.t_kc = 32'b00000000000000000000000000000000;
    UUT.t_newest = 5'b00000;
    UUT.t_whited = 32'b00000000000000000000000000000000;
    UUT.C = 2'b10;
    UUT.K = 64'b0001000100111011110100110101100100000110110001011011101101001000;
    UUT.dut.index._zz_1[4'b0000] = 73'b0000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.index._zz_1[4'b0101] = 73'b0000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.index._zz_1[4'b1101] = 73'b0000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.index._zz_1[4'b0001] = 73'b0000000000000000000000000000000000000000000000000000000000000000000000000;
    UUT.dut.index._zz_1[4'b1001] = 73'b0000000000001000100111011110100110101100100000110110001011011101110000000;
    UUT.dut.table_1._zz_1[5'b00000] = 157'b0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000;

    // state 0
    UUT.clear = 1'b0;
    UUT.item_addr = 64'b0000000000000000000000000000000000000000000000000000000000000000;
    UUT.item_key = 64'b0001000100111011110100110101100100000110110001011011101100000000;
    UUT.item_len = 21'b000000000000000000000;
    UUT.item_type = 8'b00000000;
    UUT.item_valid = 1'b0;
    UUT.rd_addr = 5'b00000;
    UUT.rd_advance = 1'b0;
    UUT.rd_en = 1'b0;
    UUT.rd_restart = 1'b0;
  end
  always @(posedge clock) begin
    // state 1
    if (cycle == 0) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 2
    if (cycle == 1) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 3
    if (cycle == 2) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 4
    if (cycle == 3) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101110000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 5
    if (cycle == 4) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 6
    if (cycle == 5) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 7
    if (cycle == 6) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 8
    if (cycle == 7) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 9
    if (cycle == 8) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 10
    if (cycle == 9) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 11
    if (cycle == 10) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 12
    if (cycle == 11) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 13
    if (cycle == 12) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 14
    if (cycle == 13) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 15
    if (cycle == 14) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 16
    if (cycle == 15) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 17
    if (cycle == 16) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101101001000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b10000000;
      UUT.item_valid <= 1'b1;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 18
    if (cycle == 17) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101101001000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b10000000;
      UUT.item_valid <= 1'b1;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 19
    if (cycle == 18) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101101001000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b1;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 20
    if (cycle == 19) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 21
    if (cycle == 20) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 22
    if (cycle == 21) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 23
    if (cycle == 22) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 24
    if (cycle == 23) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    // state 25
    if (cycle == 24) begin
      UUT.clear <= 1'b0;
      UUT.item_addr <= 64'b0000000000000000000000000000000000000000000000000000000000000000;
      UUT.item_key <= 64'b0001000100111011110100110101100100000110110001011011101100000000;
      UUT.item_len <= 21'b000000000000000000000;
      UUT.item_type <= 8'b00000000;
      UUT.item_valid <= 1'b0;
      UUT.rd_addr <= 5'b00000;
      UUT.rd_advance <= 1'b0;
      UUT.rd_en <= 1'b0;
      UUT.rd_restart <= 1'b0;
    end

    genclock <= cycle < 25;
    cycle <= cycle + 1;
  end
endmodule
