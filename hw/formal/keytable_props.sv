// Properties of the key table (hw/src/main/scala/jolt/KeyTable.scala) at
// the formal parameters (Formal.scala: 32 entries, 16 index slots, a sweep
// every second clear), checked by keytable.sby.
//
// The environment is the engine as it drives the table: an item only while
// `ready`, of class object, intent or done; at most `capacity` items between
// two clears; a clear only while the pipeline is empty, and no item in the
// cycle after it. The read port is left free (it changes no decision).
//
// The reference is docs/log-format.md 2.1-2.2 applied one item at a time, in
// submission order, for one slot: the slot of a key K and a class C chosen
// by the solver (anyconst), so the proof holds for every key and slot. The
// model sees each item when the RTL decides it (stage D, five cycles after
// the input) and keeps the slot's content {occupied, key, class, entry}, the
// entries appended by items of that slot (`t_mask`), which of them it
// killed (`t_dead`), and which were forgotten by the index (`t_evicted`).
// The RTL's dead bits land two cycles after D, so they are compared with
// the model's state one cycle older (`q_*`).
//
// Properties:
//   (a) whiteout: a done whose intent (same key) was accepted in this
//       checkpoint and is still indexed is whited out and gets no entry (so
//       it never leaves the engine), and the intent's entry is dead from
//       then until the checkpoint is pushed (so it is never written);
//   (b) relog: of the live entries with the same key and class, all but
//       the newest were forgotten by the index (evicted by another key or
//       class) before a newer came: the index never holds two of them;
//   and the table's decisions (whiteout, relog, eviction) and dead bits
//   equal the reference's for every item of the slot.
// Invariants (define INVARIANTS: asserted beside them in the tasks bmc and
// prove; what a k-induction needs):
//   the index RAM's words, the epoch, the sweep and `used` (the f_ ports
//   of Formal.scala's top) agree with the reference, and the reference's
//   own state is consistent (see "invariants" below).
`default_nettype none

module keytable_props (input wire clk);
  localparam CAP = 32;
  parameter KEYBITS = 64;
  localparam OBJECT = 2'd0, INTENT = 2'd1, DONE = 2'd2;

  reg reset = 1'b1;
  always @(posedge clk) reset <= 1'b0;

  (* anyseq *) reg        item_valid;
  (* anyseq *) reg [7:0]  item_type;
  (* anyseq *) reg [63:0] item_key;
  (* anyseq *) reg [20:0] item_len;
  (* anyseq *) reg [63:0] item_addr;
  (* anyseq *) reg        clear;
  (* anyseq *) reg        rd_en, rd_restart, rd_advance;
  (* anyseq *) reg [4:0]  rd_addr;
  (* anyconst *) reg [63:0] K;
  (* anyconst *) reg [1:0]  C;

  wire [5:0] used;
  wire busy, ready, relog, whiteout, eviction, accepted, rd_dead;
  wire [31:0] dead, used_oh;
  wire epoch;
  wire [3:0] sweep_at;
  wire [16*73-1:0] index; // the index RAM's words, slot 0 in the low bits
  wire [7:0] rd_type; wire [63:0] rd_key; wire [20:0] rd_len; wire [63:0] rd_addr_out;

  // docs/log-format.md 2.1, b = 4
  function [3:0] slot_of(input [63:0] key, input [1:0] cls);
    integer i;
    begin
      slot_of = {cls != OBJECT, 3'b000};
      for (i = 0; i < 16; i = i + 1) slot_of = slot_of ^ key[4 * i +: 4];
    end
  endfunction
  wire [3:0] S = slot_of(K, C); // the tracked slot

  KeyTable dut (
    .io_item_valid(item_valid), .io_item_payload_itemType(item_type), .io_item_payload_key(item_key),
    .io_item_payload_len(item_len), .io_item_payload_addr(item_addr), .io_clear(clear),
    .io_used(used), .io_busy(busy), .io_ready(ready), .io_relog(relog), .io_whiteout(whiteout),
    .io_eviction(eviction), .io_accepted(accepted), .io_rdEn(rd_en), .io_rdAddr(rd_addr),
    .io_rdData_itemType(rd_type), .io_rdData_key(rd_key), .io_rdData_len(rd_len), .io_rdData_addr(rd_addr_out),
    .io_rdRestart(rd_restart), .io_rdAdvance(rd_advance), .io_rdDead(rd_dead), .f_dead(dead),
    .f_usedOh(used_oh), .f_epoch(epoch), .f_sweepAt(sweep_at), .f_index(index),
    .clk(clk), .reset(reset));


  // ---------------------------------------------------------------- environment
  reg [5:0] n_items = 0; // items since the last clear
  reg past_clear = 0;
  always @(posedge clk) begin
    past_clear <= clear;
    if (clear) n_items <= 0; else if (item_valid) n_items <= n_items + 1;
  end
  always @* begin
    assume (C != 2'd3);
    if (reset) assume (!item_valid && !clear);
    if (item_valid) assume (ready && item_type[7:6] != 2'd3 && n_items < CAP && !past_clear && !clear);
    if (clear) assume (!busy);
    // (what no decision depends on is held still: the payload's length and
    // address, the type's low bits, the read port; the keys differ from K
    // in their low KEYBITS bits only, which reaches every slot and every
    // same-slot pair of keys)
    assume (item_len == 0 && item_addr == 0 && item_type[5:0] == 0);
    assume (!rd_en && !rd_restart && !rd_advance && rd_addr == 0);
    assume (((item_key ^ K) >> KEYBITS) == 0);
  end

  // ---------------------------------------------------------------- model
  // the items on their way to D (stage H is the input's cycle)
  reg [4:0] p_v = 0;
  reg [63:0] p_key [0:4];
  reg [1:0] p_cls [0:4];
  integer i;
  always @(posedge clk) begin
    p_v <= {p_v[3:0], item_valid && !reset};
    p_key[0] <= item_key; p_cls[0] <= item_type[7:6];
    for (i = 1; i < 5; i = i + 1) begin p_key[i] <= p_key[i - 1]; p_cls[i] <= p_cls[i - 1]; end
  end
  wire dv = p_v[4];
  wire [63:0] dkey = p_key[4];
  wire [1:0] dcls = p_cls[4];
  wire at_s = dv && slot_of(dkey, dcls) == S;

  // the tracked slot's content
  reg m_occ = 0;
  reg [63:0] m_key;
  reg [1:0] m_cls;
  reg [4:0] m_entry;
  reg [4:0] t_newest; // the newest entry of (K, C)
  reg [CAP-1:0] t_mask = 0, t_dead = 0, t_evicted = 0, t_kc = 0, t_whited = 0;
  wire hit_key = m_occ && m_key == dkey;
  wire e_white = at_s && hit_key && dcls == DONE && m_cls == INTENT;
  wire e_relog = at_s && hit_key && !e_white && m_cls == dcls;
  wire e_evict = at_s && m_occ && !e_white && !e_relog;
  wire [4:0] new_entry = used[4:0];
  always @(posedge clk) begin
    if (reset || clear) begin
      m_occ <= 0;
      t_mask <= 0; t_dead <= 0; t_evicted <= 0; t_kc <= 0; t_whited <= 0;
    end else if (at_s) begin
      if (e_white) begin
        m_occ <= 0;
        t_dead[m_entry] <= 1'b1;
        t_whited[m_entry] <= 1'b1;
      end else begin
        m_occ <= 1; m_key <= dkey; m_cls <= dcls; m_entry <= new_entry;
        t_mask[new_entry] <= 1'b1;
        t_dead[new_entry] <= 1'b0;
        t_kc[new_entry] <= dkey == K && dcls == C;
        if (dkey == K && dcls == C) t_newest <= new_entry;
        if (e_relog) t_dead[m_entry] <= 1'b1;
        if (e_evict) t_evicted[m_entry] <= 1'b1;
      end
    end
  end
  // one cycle older: what the RTL's dead bits and index RAM show now
  reg [CAP-1:0] q_mask = 0, q_dead = 0, q_evicted = 0, q_kc = 0, q_whited = 0;
  reg q_clear = 0;
  reg [4:0] q_newest;
  reg q_occ = 0;
  reg [63:0] q_key;
  reg [1:0] q_cls;
  reg [4:0] q_entry;
  always @(posedge clk) begin
    q_mask <= t_mask; q_dead <= t_dead; q_evicted <= t_evicted; q_kc <= t_kc; q_whited <= t_whited;
    q_clear <= clear; q_newest <= t_newest;
    q_occ <= m_occ; q_key <= m_key; q_cls <= m_cls; q_entry <= m_entry;
  end

  // ---------------------------------------------------------------- properties
  reg past_white = 0;
  reg [5:0] past_used = 0;
  always @(posedge clk) begin past_white <= e_white; past_used <= used; end
  integer a, b;
  always @* if (!reset) begin
`ifndef RULES_ONLY
    // the decisions, for every item of the slot (RULES_ONLY, for the broken
    // variants: only (a) and (b), so that they are what fails)
    assert (accepted == dv);
    if (at_s) begin
      assert (whiteout == e_white);
      assert (relog == e_relog);
      assert (eviction == e_evict);
    end
`endif
    // (a) the done whited out gets no entry ...
    if (past_white) assert (used == past_used); // (a)
    for (a = 0; a < CAP; a = a + 1) begin
      // ... and its intent stays dead until the push (the clear)
      if (q_whited[a] && !q_clear) assert (dead[a]); // (a)
`ifndef RULES_ONLY
      // the dead bits of the slot's entries are the reference's
      if (q_mask[a] && !q_clear) assert (dead[a] == q_dead[a]);
`endif
    end
    // (b) of the live entries of key K and class C, all but the newest
    // were evicted (so never two in the index)
    for (a = 0; a < CAP; a = a + 1)
      if (!q_clear && q_kc[a] && !dead[a] && a != q_newest) assert (q_evicted[a]); // (b)
  end

  // ---------------------------------------------------------------- invariants
  // What makes the properties inductive (each one proved with them): the
  // table's state that outlives the pipeline (the index RAM's words, the
  // epoch, the sweep, `used` and its one-hot copy) agrees with the
  // reference, and the reference's own state is consistent. A word is
  // written a cycle after D (in E), so the tracked slot's word is the
  // reference one cycle older (q_*). A slot is occupied when live and of
  // the table's epoch; no word is of a later epoch than the table's (the
  // sweep writes every slot free before the epoch count wraps); a word of
  // another slot names an entry already appended, and none of the tracked
  // slot's (so no other item kills one of them).
  wire [63:0] w_key = index[73 * S +: 64];
  wire [1:0] w_cls = index[73 * S + 64 +: 2];
  wire [4:0] w_entry = index[73 * S + 66 +: 5];
  wire w_live = index[73 * S + 71], w_epoch = index[73 * S + 72];
  reg [5:0] in_flight; // the model's items on their way to D, and in D
  integer f;
  always @* begin
    in_flight = 0;
    for (f = 0; f < 5; f = f + 1) in_flight = in_flight + p_v[f];
  end
`ifdef INVARIANTS
  integer j;
  always @* if (!reset) begin
    for (j = 0; j < 16; j = j + 1) begin
      if (ready) begin
        if (index[73 * j + 71]) assert (index[73 * j + 72] <= epoch);
        if (j != S && index[73 * j + 71] && index[73 * j + 72] == epoch)
          assert (index[73 * j + 66 +: 5] < used && !q_mask[index[73 * j + 66 +: 5]]);
      end else if (sweep_at > j) assert (!index[73 * j + 71]);
    end
    if (ready) begin
      // (ready: not sweeping)
      assert ((w_live && w_epoch == epoch) == q_occ);
      if (q_occ) assert (w_key == q_key && w_cls == q_cls && w_entry == q_entry);
      assert (sweep_at == 0);
    end else
      assert (!m_occ);
    assert (used_oh == 32'd1 << used[4:0]);
    assert (n_items <= CAP);
    assert (used <= CAP);
    if (!past_clear) assert (used + in_flight <= n_items);
    if (past_clear) assert (p_v == 0);
    // the reference: the slot's content hashes to it and is a live entry
    // of this checkpoint; of the entries of (K, C), the live ones the index
    // did not forget are the slot's content
    if (m_occ) begin
      assert (slot_of(m_key, m_cls) == S && m_cls != 2'd3);
      assert (t_mask[m_entry] && !t_dead[m_entry] && !t_evicted[m_entry]);
      assert (t_kc[m_entry] == (m_key == K && m_cls == C));
      if (m_key == K && m_cls == C) assert (t_newest == m_entry);
    end
    for (a = 0; a < CAP; a = a + 1) begin
      if (t_mask[a]) assert (a < used);
      if (!t_mask[a]) assert (!t_dead[a] && !t_kc[a] && !t_evicted[a]);
      if (t_whited[a]) assert (t_dead[a]);
      if (t_kc[a] && !t_dead[a] && !t_evicted[a]) assert (m_occ && m_entry == a && m_key == K && m_cls == C);
    end
  end
`endif

  // ---------------------------------------------------------------- covers
  // the whiteout of an intent directly ahead (forwarded), and of one in the
  // RAM; a relog directly behind its first copy; two live copies of (K, C)
  // after an eviction; a whiteout in a checkpoint after a sweep
  reg white_near = 0, prev_at_s = 0;
  reg [63:0] prev_key;
  reg [2:0] n_clears = 0;
  always @(posedge clk) begin
    white_near <= at_s && !e_white && dcls == INTENT;
    prev_at_s <= at_s; prev_key <= dkey;
    if (clear && n_clears != 7) n_clears <= n_clears + 1;
  end
  reg [CAP-1:0] live_kc;
  integer c2;
  always @* begin
    live_kc = q_kc & ~dead;
    c2 = 0;
    for (a = 0; a < CAP; a = a + 1) c2 = c2 + live_kc[a];
  end
  always @* if (!reset) begin
    cover (e_white && white_near);
    cover (e_white && !white_near && dkey == K);
    cover (e_relog && prev_at_s && prev_key == dkey);
    cover (!q_clear && c2 >= 2);
    cover (e_white && n_clears >= 2);
  end
endmodule
