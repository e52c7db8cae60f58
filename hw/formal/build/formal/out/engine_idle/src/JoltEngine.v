// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : JoltEngine
// Git hash  : b8f6630c408cca9aa634690ec7fadd70d3c4d347

`timescale 1ns/1ps

module JoltEngine (
  input  wire          s_axil_awvalid,
  output wire          s_axil_awready,
  input  wire [11:0]   s_axil_awaddr,
  input  wire [2:0]    s_axil_awprot,
  input  wire          s_axil_wvalid,
  output wire          s_axil_wready,
  input  wire [31:0]   s_axil_wdata,
  input  wire [3:0]    s_axil_wstrb,
  output wire          s_axil_bvalid,
  input  wire          s_axil_bready,
  output wire [1:0]    s_axil_bresp,
  input  wire          s_axil_arvalid,
  output wire          s_axil_arready,
  input  wire [11:0]   s_axil_araddr,
  input  wire [2:0]    s_axil_arprot,
  output wire          s_axil_rvalid,
  input  wire          s_axil_rready,
  output wire [31:0]   s_axil_rdata,
  output wire [1:0]    s_axil_rresp,
  output wire          m_axi_awvalid,
  input  wire          m_axi_awready,
  output wire [63:0]   m_axi_awaddr,
  output wire [0:0]    m_axi_awid,
  output wire [7:0]    m_axi_awlen,
  output wire [2:0]    m_axi_awsize,
  output wire [1:0]    m_axi_awburst,
  output wire          m_axi_wvalid,
  input  wire          m_axi_wready,
  output wire [63:0]   m_axi_wdata,
  output wire [7:0]    m_axi_wstrb,
  output wire          m_axi_wlast,
  input  wire          m_axi_bvalid,
  output wire          m_axi_bready,
  input  wire [0:0]    m_axi_bid,
  input  wire [1:0]    m_axi_bresp,
  output wire          m_axi_arvalid,
  input  wire          m_axi_arready,
  output wire [63:0]   m_axi_araddr,
  output wire [0:0]    m_axi_arid,
  output wire [7:0]    m_axi_arlen,
  output wire [2:0]    m_axi_arsize,
  output wire [1:0]    m_axi_arburst,
  input  wire          m_axi_rvalid,
  output wire          m_axi_rready,
  input  wire [63:0]   m_axi_rdata,
  input  wire [0:0]    m_axi_rid,
  input  wire [1:0]    m_axi_rresp,
  input  wire          m_axi_rlast,
  input  wire          reset,
  output wire          f_idle,
  input  wire          clk
);

  wire                core_io_ctrl_aw_ready;
  wire                core_io_ctrl_w_ready;
  wire                core_io_ctrl_b_valid;
  wire       [1:0]    core_io_ctrl_b_payload_resp;
  wire                core_io_ctrl_ar_ready;
  wire                core_io_ctrl_r_valid;
  wire       [31:0]   core_io_ctrl_r_payload_data;
  wire       [1:0]    core_io_ctrl_r_payload_resp;
  wire                core_io_mem_ar_valid;
  wire       [63:0]   core_io_mem_ar_payload_addr;
  wire       [0:0]    core_io_mem_ar_payload_id;
  wire       [7:0]    core_io_mem_ar_payload_len;
  wire       [2:0]    core_io_mem_ar_payload_size;
  wire       [1:0]    core_io_mem_ar_payload_burst;
  wire                core_io_mem_aw_valid;
  wire       [63:0]   core_io_mem_aw_payload_addr;
  wire       [0:0]    core_io_mem_aw_payload_id;
  wire       [7:0]    core_io_mem_aw_payload_len;
  wire       [2:0]    core_io_mem_aw_payload_size;
  wire       [1:0]    core_io_mem_aw_payload_burst;
  wire                core_io_mem_w_valid;
  wire       [63:0]   core_io_mem_w_payload_data;
  wire       [7:0]    core_io_mem_w_payload_strb;
  wire                core_io_mem_w_payload_last;
  wire                core_io_mem_r_ready;
  wire                core_io_mem_b_ready;
  wire                core__zz_f_idle;
  reg                 _zz_1;
  reg        [11:0]   io_s_axil_ar_payload_regNext_addr;
  reg        [2:0]    io_s_axil_ar_payload_regNext_prot;
  reg                 _zz_2;
  reg                 _zz_3;
  reg                 _zz_4;
  reg                 _zz_5;
  reg                 _zz_6;
  reg        [31:0]   io_s_axil_r_payload_regNext_data;
  reg        [1:0]    io_s_axil_r_payload_regNext_resp;
  reg                 _zz_7;
  reg                 _zz_8;
  reg                 _zz_9;
  reg                 _zz_10;
  reg                 _zz_11;
  reg        [11:0]   io_s_axil_aw_payload_regNext_addr;
  reg        [2:0]    io_s_axil_aw_payload_regNext_prot;
  reg                 _zz_12;
  reg                 _zz_13;
  reg                 _zz_14;
  reg                 _zz_15;
  reg                 _zz_16;
  reg        [31:0]   io_s_axil_w_payload_regNext_data;
  reg        [3:0]    io_s_axil_w_payload_regNext_strb;
  reg                 _zz_17;
  reg                 _zz_18;
  reg                 _zz_19;
  reg                 _zz_20;
  reg                 _zz_21;
  reg        [1:0]    io_s_axil_b_payload_regNext_resp;
  reg                 _zz_22;
  reg                 _zz_23;
  reg                 _zz_24;
  reg                 _zz_25;
  reg                 _zz_26;
  reg        [63:0]   io_m_axi_ar_payload_regNext_addr;
  reg        [0:0]    io_m_axi_ar_payload_regNext_id;
  reg        [7:0]    io_m_axi_ar_payload_regNext_len;
  reg        [2:0]    io_m_axi_ar_payload_regNext_size;
  reg        [1:0]    io_m_axi_ar_payload_regNext_burst;
  reg                 _zz_27;
  reg                 _zz_28;
  reg                 _zz_29;
  reg                 _zz_30;
  reg                 _zz_31;
  reg        [63:0]   io_m_axi_r_payload_regNext_data;
  reg        [0:0]    io_m_axi_r_payload_regNext_id;
  reg        [1:0]    io_m_axi_r_payload_regNext_resp;
  reg                 io_m_axi_r_payload_regNext_last;
  reg                 _zz_32;
  reg                 _zz_33;
  reg                 _zz_34;
  reg                 _zz_35;
  reg                 _zz_36;
  reg        [63:0]   io_m_axi_aw_payload_regNext_addr;
  reg        [0:0]    io_m_axi_aw_payload_regNext_id;
  reg        [7:0]    io_m_axi_aw_payload_regNext_len;
  reg        [2:0]    io_m_axi_aw_payload_regNext_size;
  reg        [1:0]    io_m_axi_aw_payload_regNext_burst;
  reg                 _zz_37;
  reg                 _zz_38;
  reg                 _zz_39;
  reg                 _zz_40;
  reg                 _zz_41;
  reg        [63:0]   io_m_axi_w_payload_regNext_data;
  reg        [7:0]    io_m_axi_w_payload_regNext_strb;
  reg                 io_m_axi_w_payload_regNext_last;
  reg                 _zz_42;
  reg                 _zz_43;
  reg                 _zz_44;
  reg                 _zz_45;
  reg                 _zz_46;
  reg        [0:0]    io_m_axi_b_payload_regNext_id;
  reg        [1:0]    io_m_axi_b_payload_regNext_resp;
  reg                 _zz_47;
  reg                 _zz_48;
  reg                 _zz_49;
  reg                 _zz_50;

  JoltCore core (
    .io_ctrl_aw_valid        (s_axil_awvalid                   ), //i
    .io_ctrl_aw_ready        (core_io_ctrl_aw_ready            ), //o
    .io_ctrl_aw_payload_addr (s_axil_awaddr[11:0]              ), //i
    .io_ctrl_aw_payload_prot (s_axil_awprot[2:0]               ), //i
    .io_ctrl_w_valid         (s_axil_wvalid                    ), //i
    .io_ctrl_w_ready         (core_io_ctrl_w_ready             ), //o
    .io_ctrl_w_payload_data  (s_axil_wdata[31:0]               ), //i
    .io_ctrl_w_payload_strb  (s_axil_wstrb[3:0]                ), //i
    .io_ctrl_b_valid         (core_io_ctrl_b_valid             ), //o
    .io_ctrl_b_ready         (s_axil_bready                    ), //i
    .io_ctrl_b_payload_resp  (core_io_ctrl_b_payload_resp[1:0] ), //o
    .io_ctrl_ar_valid        (s_axil_arvalid                   ), //i
    .io_ctrl_ar_ready        (core_io_ctrl_ar_ready            ), //o
    .io_ctrl_ar_payload_addr (s_axil_araddr[11:0]              ), //i
    .io_ctrl_ar_payload_prot (s_axil_arprot[2:0]               ), //i
    .io_ctrl_r_valid         (core_io_ctrl_r_valid             ), //o
    .io_ctrl_r_ready         (s_axil_rready                    ), //i
    .io_ctrl_r_payload_data  (core_io_ctrl_r_payload_data[31:0]), //o
    .io_ctrl_r_payload_resp  (core_io_ctrl_r_payload_resp[1:0] ), //o
    .io_mem_aw_valid         (core_io_mem_aw_valid             ), //o
    .io_mem_aw_ready         (m_axi_awready                    ), //i
    .io_mem_aw_payload_addr  (core_io_mem_aw_payload_addr[63:0]), //o
    .io_mem_aw_payload_id    (core_io_mem_aw_payload_id        ), //o
    .io_mem_aw_payload_len   (core_io_mem_aw_payload_len[7:0]  ), //o
    .io_mem_aw_payload_size  (core_io_mem_aw_payload_size[2:0] ), //o
    .io_mem_aw_payload_burst (core_io_mem_aw_payload_burst[1:0]), //o
    .io_mem_w_valid          (core_io_mem_w_valid              ), //o
    .io_mem_w_ready          (m_axi_wready                     ), //i
    .io_mem_w_payload_data   (core_io_mem_w_payload_data[63:0] ), //o
    .io_mem_w_payload_strb   (core_io_mem_w_payload_strb[7:0]  ), //o
    .io_mem_w_payload_last   (core_io_mem_w_payload_last       ), //o
    .io_mem_b_valid          (m_axi_bvalid                     ), //i
    .io_mem_b_ready          (core_io_mem_b_ready              ), //o
    .io_mem_b_payload_id     (m_axi_bid                        ), //i
    .io_mem_b_payload_resp   (m_axi_bresp[1:0]                 ), //i
    .io_mem_ar_valid         (core_io_mem_ar_valid             ), //o
    .io_mem_ar_ready         (m_axi_arready                    ), //i
    .io_mem_ar_payload_addr  (core_io_mem_ar_payload_addr[63:0]), //o
    .io_mem_ar_payload_id    (core_io_mem_ar_payload_id        ), //o
    .io_mem_ar_payload_len   (core_io_mem_ar_payload_len[7:0]  ), //o
    .io_mem_ar_payload_size  (core_io_mem_ar_payload_size[2:0] ), //o
    .io_mem_ar_payload_burst (core_io_mem_ar_payload_burst[1:0]), //o
    .io_mem_r_valid          (m_axi_rvalid                     ), //i
    .io_mem_r_ready          (core_io_mem_r_ready              ), //o
    .io_mem_r_payload_data   (m_axi_rdata[63:0]                ), //i
    .io_mem_r_payload_id     (m_axi_rid                        ), //i
    .io_mem_r_payload_resp   (m_axi_rresp[1:0]                 ), //i
    .io_mem_r_payload_last   (m_axi_rlast                      ), //i
    .inReset                 (reset                            ), //i
    ._zz_f_idle              (core__zz_f_idle                  ), //o
    .clk                     (clk                              )  //i
  );
  assign s_axil_awready = core_io_ctrl_aw_ready;
  assign s_axil_wready = core_io_ctrl_w_ready;
  assign s_axil_bvalid = core_io_ctrl_b_valid;
  assign s_axil_bresp = core_io_ctrl_b_payload_resp;
  assign s_axil_arready = core_io_ctrl_ar_ready;
  assign s_axil_rvalid = core_io_ctrl_r_valid;
  assign s_axil_rdata = core_io_ctrl_r_payload_data;
  assign s_axil_rresp = core_io_ctrl_r_payload_resp;
  assign m_axi_awvalid = core_io_mem_aw_valid;
  assign m_axi_awaddr = core_io_mem_aw_payload_addr;
  assign m_axi_awid = core_io_mem_aw_payload_id;
  assign m_axi_awlen = core_io_mem_aw_payload_len;
  assign m_axi_awsize = core_io_mem_aw_payload_size;
  assign m_axi_awburst = core_io_mem_aw_payload_burst;
  assign m_axi_wvalid = core_io_mem_w_valid;
  assign m_axi_wdata = core_io_mem_w_payload_data;
  assign m_axi_wstrb = core_io_mem_w_payload_strb;
  assign m_axi_wlast = core_io_mem_w_payload_last;
  assign m_axi_bready = core_io_mem_b_ready;
  assign m_axi_arvalid = core_io_mem_ar_valid;
  assign m_axi_araddr = core_io_mem_ar_payload_addr;
  assign m_axi_arid = core_io_mem_ar_payload_id;
  assign m_axi_arlen = core_io_mem_ar_payload_len;
  assign m_axi_arsize = core_io_mem_ar_payload_size;
  assign m_axi_arburst = core_io_mem_ar_payload_burst;
  assign m_axi_rready = core_io_mem_r_ready;
  assign f_idle = core__zz_f_idle;
  always @(posedge clk) begin
    if(reset) begin
      _zz_1 <= 1'b0;
      _zz_2 <= 1'b0;
      _zz_3 <= 1'b0;
      _zz_4 <= 1'b0;
      _zz_5 <= 1'b0;
      _zz_6 <= 1'b0;
      _zz_7 <= 1'b0;
      _zz_8 <= 1'b0;
      _zz_9 <= 1'b0;
      _zz_10 <= 1'b0;
      _zz_11 <= 1'b0;
      _zz_12 <= 1'b0;
      _zz_13 <= 1'b0;
      _zz_14 <= 1'b0;
      _zz_15 <= 1'b0;
      _zz_16 <= 1'b0;
      _zz_17 <= 1'b0;
      _zz_18 <= 1'b0;
      _zz_19 <= 1'b0;
      _zz_20 <= 1'b0;
      _zz_21 <= 1'b0;
      _zz_22 <= 1'b0;
      _zz_23 <= 1'b0;
      _zz_24 <= 1'b0;
      _zz_25 <= 1'b0;
      _zz_26 <= 1'b0;
      _zz_27 <= 1'b0;
      _zz_28 <= 1'b0;
      _zz_29 <= 1'b0;
      _zz_30 <= 1'b0;
      _zz_31 <= 1'b0;
      _zz_32 <= 1'b0;
      _zz_33 <= 1'b0;
      _zz_34 <= 1'b0;
      _zz_35 <= 1'b0;
      _zz_36 <= 1'b0;
      _zz_37 <= 1'b0;
      _zz_38 <= 1'b0;
      _zz_39 <= 1'b0;
      _zz_40 <= 1'b0;
      _zz_41 <= 1'b0;
      _zz_42 <= 1'b0;
      _zz_43 <= 1'b0;
      _zz_44 <= 1'b0;
      _zz_45 <= 1'b0;
      _zz_46 <= 1'b0;
      _zz_47 <= 1'b0;
      _zz_48 <= 1'b0;
      _zz_49 <= 1'b0;
      _zz_50 <= 1'b0;
    end else begin
      _zz_1 <= (s_axil_arvalid && (! s_axil_arready));
      _zz_2 <= 1'b1;
      _zz_3 <= _zz_2;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_1) || s_axil_arvalid) || (! _zz_3))); // Fsm.scala:L78
        `else
          if(!(((! _zz_1) || s_axil_arvalid) || (! _zz_3))) begin
            $display("FAILURE s_axil AR: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_4 <= 1'b1;
      _zz_5 <= _zz_4;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_1) || ({s_axil_arprot,s_axil_araddr} == {io_s_axil_ar_payload_regNext_prot,io_s_axil_ar_payload_regNext_addr})) || (! _zz_5))); // Fsm.scala:L78
        `else
          if(!(((! _zz_1) || ({s_axil_arprot,s_axil_araddr} == {io_s_axil_ar_payload_regNext_prot,io_s_axil_ar_payload_regNext_addr})) || (! _zz_5))) begin
            $display("FAILURE s_axil AR: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_6 <= (s_axil_rvalid && (! s_axil_rready));
      _zz_7 <= 1'b1;
      _zz_8 <= _zz_7;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_6) || s_axil_rvalid) || (! _zz_8))); // Fsm.scala:L78
        `else
          if(!(((! _zz_6) || s_axil_rvalid) || (! _zz_8))) begin
            $display("FAILURE s_axil R: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_9 <= 1'b1;
      _zz_10 <= _zz_9;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_6) || ({s_axil_rresp,s_axil_rdata} == {io_s_axil_r_payload_regNext_resp,io_s_axil_r_payload_regNext_data})) || (! _zz_10))); // Fsm.scala:L78
        `else
          if(!(((! _zz_6) || ({s_axil_rresp,s_axil_rdata} == {io_s_axil_r_payload_regNext_resp,io_s_axil_r_payload_regNext_data})) || (! _zz_10))) begin
            $display("FAILURE s_axil R: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_11 <= (s_axil_awvalid && (! s_axil_awready));
      _zz_12 <= 1'b1;
      _zz_13 <= _zz_12;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_11) || s_axil_awvalid) || (! _zz_13))); // Fsm.scala:L78
        `else
          if(!(((! _zz_11) || s_axil_awvalid) || (! _zz_13))) begin
            $display("FAILURE s_axil AW: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_14 <= 1'b1;
      _zz_15 <= _zz_14;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_11) || ({s_axil_awprot,s_axil_awaddr} == {io_s_axil_aw_payload_regNext_prot,io_s_axil_aw_payload_regNext_addr})) || (! _zz_15))); // Fsm.scala:L78
        `else
          if(!(((! _zz_11) || ({s_axil_awprot,s_axil_awaddr} == {io_s_axil_aw_payload_regNext_prot,io_s_axil_aw_payload_regNext_addr})) || (! _zz_15))) begin
            $display("FAILURE s_axil AW: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_16 <= (s_axil_wvalid && (! s_axil_wready));
      _zz_17 <= 1'b1;
      _zz_18 <= _zz_17;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_16) || s_axil_wvalid) || (! _zz_18))); // Fsm.scala:L78
        `else
          if(!(((! _zz_16) || s_axil_wvalid) || (! _zz_18))) begin
            $display("FAILURE s_axil W: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_19 <= 1'b1;
      _zz_20 <= _zz_19;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_16) || ({s_axil_wstrb,s_axil_wdata} == {io_s_axil_w_payload_regNext_strb,io_s_axil_w_payload_regNext_data})) || (! _zz_20))); // Fsm.scala:L78
        `else
          if(!(((! _zz_16) || ({s_axil_wstrb,s_axil_wdata} == {io_s_axil_w_payload_regNext_strb,io_s_axil_w_payload_regNext_data})) || (! _zz_20))) begin
            $display("FAILURE s_axil W: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_21 <= (s_axil_bvalid && (! s_axil_bready));
      _zz_22 <= 1'b1;
      _zz_23 <= _zz_22;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_21) || s_axil_bvalid) || (! _zz_23))); // Fsm.scala:L78
        `else
          if(!(((! _zz_21) || s_axil_bvalid) || (! _zz_23))) begin
            $display("FAILURE s_axil B: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_24 <= 1'b1;
      _zz_25 <= _zz_24;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_21) || (s_axil_bresp == io_s_axil_b_payload_regNext_resp)) || (! _zz_25))); // Fsm.scala:L78
        `else
          if(!(((! _zz_21) || (s_axil_bresp == io_s_axil_b_payload_regNext_resp)) || (! _zz_25))) begin
            $display("FAILURE s_axil B: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_26 <= (m_axi_arvalid && (! m_axi_arready));
      _zz_27 <= 1'b1;
      _zz_28 <= _zz_27;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_26) || m_axi_arvalid) || (! _zz_28))); // Fsm.scala:L78
        `else
          if(!(((! _zz_26) || m_axi_arvalid) || (! _zz_28))) begin
            $display("FAILURE m_axi AR: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_29 <= 1'b1;
      _zz_30 <= _zz_29;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_26) || ({m_axi_arburst,{m_axi_arsize,{m_axi_arlen,{m_axi_arid,m_axi_araddr}}}} == {io_m_axi_ar_payload_regNext_burst,{io_m_axi_ar_payload_regNext_size,{io_m_axi_ar_payload_regNext_len,{io_m_axi_ar_payload_regNext_id,io_m_axi_ar_payload_regNext_addr}}}})) || (! _zz_30))); // Fsm.scala:L78
        `else
          if(!(((! _zz_26) || ({m_axi_arburst,{m_axi_arsize,{m_axi_arlen,{m_axi_arid,m_axi_araddr}}}} == {io_m_axi_ar_payload_regNext_burst,{io_m_axi_ar_payload_regNext_size,{io_m_axi_ar_payload_regNext_len,{io_m_axi_ar_payload_regNext_id,io_m_axi_ar_payload_regNext_addr}}}})) || (! _zz_30))) begin
            $display("FAILURE m_axi AR: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_31 <= (m_axi_rvalid && (! m_axi_rready));
      _zz_32 <= 1'b1;
      _zz_33 <= _zz_32;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_31) || m_axi_rvalid) || (! _zz_33))); // Fsm.scala:L78
        `else
          if(!(((! _zz_31) || m_axi_rvalid) || (! _zz_33))) begin
            $display("FAILURE m_axi R: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_34 <= 1'b1;
      _zz_35 <= _zz_34;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_31) || ({m_axi_rlast,{m_axi_rresp,{m_axi_rid,m_axi_rdata}}} == {io_m_axi_r_payload_regNext_last,{io_m_axi_r_payload_regNext_resp,{io_m_axi_r_payload_regNext_id,io_m_axi_r_payload_regNext_data}}})) || (! _zz_35))); // Fsm.scala:L78
        `else
          if(!(((! _zz_31) || ({m_axi_rlast,{m_axi_rresp,{m_axi_rid,m_axi_rdata}}} == {io_m_axi_r_payload_regNext_last,{io_m_axi_r_payload_regNext_resp,{io_m_axi_r_payload_regNext_id,io_m_axi_r_payload_regNext_data}}})) || (! _zz_35))) begin
            $display("FAILURE m_axi R: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_36 <= (m_axi_awvalid && (! m_axi_awready));
      _zz_37 <= 1'b1;
      _zz_38 <= _zz_37;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_36) || m_axi_awvalid) || (! _zz_38))); // Fsm.scala:L78
        `else
          if(!(((! _zz_36) || m_axi_awvalid) || (! _zz_38))) begin
            $display("FAILURE m_axi AW: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_39 <= 1'b1;
      _zz_40 <= _zz_39;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_36) || ({m_axi_awburst,{m_axi_awsize,{m_axi_awlen,{m_axi_awid,m_axi_awaddr}}}} == {io_m_axi_aw_payload_regNext_burst,{io_m_axi_aw_payload_regNext_size,{io_m_axi_aw_payload_regNext_len,{io_m_axi_aw_payload_regNext_id,io_m_axi_aw_payload_regNext_addr}}}})) || (! _zz_40))); // Fsm.scala:L78
        `else
          if(!(((! _zz_36) || ({m_axi_awburst,{m_axi_awsize,{m_axi_awlen,{m_axi_awid,m_axi_awaddr}}}} == {io_m_axi_aw_payload_regNext_burst,{io_m_axi_aw_payload_regNext_size,{io_m_axi_aw_payload_regNext_len,{io_m_axi_aw_payload_regNext_id,io_m_axi_aw_payload_regNext_addr}}}})) || (! _zz_40))) begin
            $display("FAILURE m_axi AW: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_41 <= (m_axi_wvalid && (! m_axi_wready));
      _zz_42 <= 1'b1;
      _zz_43 <= _zz_42;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_41) || m_axi_wvalid) || (! _zz_43))); // Fsm.scala:L78
        `else
          if(!(((! _zz_41) || m_axi_wvalid) || (! _zz_43))) begin
            $display("FAILURE m_axi W: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_44 <= 1'b1;
      _zz_45 <= _zz_44;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_41) || ({m_axi_wlast,{m_axi_wstrb,m_axi_wdata}} == {io_m_axi_w_payload_regNext_last,{io_m_axi_w_payload_regNext_strb,io_m_axi_w_payload_regNext_data}})) || (! _zz_45))); // Fsm.scala:L78
        `else
          if(!(((! _zz_41) || ({m_axi_wlast,{m_axi_wstrb,m_axi_wdata}} == {io_m_axi_w_payload_regNext_last,{io_m_axi_w_payload_regNext_strb,io_m_axi_w_payload_regNext_data}})) || (! _zz_45))) begin
            $display("FAILURE m_axi W: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_46 <= (m_axi_bvalid && (! m_axi_bready));
      _zz_47 <= 1'b1;
      _zz_48 <= _zz_47;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_46) || m_axi_bvalid) || (! _zz_48))); // Fsm.scala:L78
        `else
          if(!(((! _zz_46) || m_axi_bvalid) || (! _zz_48))) begin
            $display("FAILURE m_axi B: VALID fell before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_49 <= 1'b1;
      _zz_50 <= _zz_49;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! _zz_46) || ({m_axi_bresp,m_axi_bid} == {io_m_axi_b_payload_regNext_resp,io_m_axi_b_payload_regNext_id})) || (! _zz_50))); // Fsm.scala:L78
        `else
          if(!(((! _zz_46) || ({m_axi_bresp,m_axi_bid} == {io_m_axi_b_payload_regNext_resp,io_m_axi_b_payload_regNext_id})) || (! _zz_50))) begin
            $display("FAILURE m_axi B: payload changed before READY"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
    end
  end

  always @(posedge clk) begin
    io_s_axil_ar_payload_regNext_addr <= s_axil_araddr;
    io_s_axil_ar_payload_regNext_prot <= s_axil_arprot;
    io_s_axil_r_payload_regNext_data <= s_axil_rdata;
    io_s_axil_r_payload_regNext_resp <= s_axil_rresp;
    io_s_axil_aw_payload_regNext_addr <= s_axil_awaddr;
    io_s_axil_aw_payload_regNext_prot <= s_axil_awprot;
    io_s_axil_w_payload_regNext_data <= s_axil_wdata;
    io_s_axil_w_payload_regNext_strb <= s_axil_wstrb;
    io_s_axil_b_payload_regNext_resp <= s_axil_bresp;
    io_m_axi_ar_payload_regNext_addr <= m_axi_araddr;
    io_m_axi_ar_payload_regNext_id <= m_axi_arid;
    io_m_axi_ar_payload_regNext_len <= m_axi_arlen;
    io_m_axi_ar_payload_regNext_size <= m_axi_arsize;
    io_m_axi_ar_payload_regNext_burst <= m_axi_arburst;
    io_m_axi_r_payload_regNext_data <= m_axi_rdata;
    io_m_axi_r_payload_regNext_id <= m_axi_rid;
    io_m_axi_r_payload_regNext_resp <= m_axi_rresp;
    io_m_axi_r_payload_regNext_last <= m_axi_rlast;
    io_m_axi_aw_payload_regNext_addr <= m_axi_awaddr;
    io_m_axi_aw_payload_regNext_id <= m_axi_awid;
    io_m_axi_aw_payload_regNext_len <= m_axi_awlen;
    io_m_axi_aw_payload_regNext_size <= m_axi_awsize;
    io_m_axi_aw_payload_regNext_burst <= m_axi_awburst;
    io_m_axi_w_payload_regNext_data <= m_axi_wdata;
    io_m_axi_w_payload_regNext_strb <= m_axi_wstrb;
    io_m_axi_w_payload_regNext_last <= m_axi_wlast;
    io_m_axi_b_payload_regNext_id <= m_axi_bid;
    io_m_axi_b_payload_regNext_resp <= m_axi_bresp;
  end


endmodule

module JoltCore (
  input  wire          io_ctrl_aw_valid,
  output wire          io_ctrl_aw_ready,
  input  wire [11:0]   io_ctrl_aw_payload_addr,
  input  wire [2:0]    io_ctrl_aw_payload_prot,
  input  wire          io_ctrl_w_valid,
  output wire          io_ctrl_w_ready,
  input  wire [31:0]   io_ctrl_w_payload_data,
  input  wire [3:0]    io_ctrl_w_payload_strb,
  output wire          io_ctrl_b_valid,
  input  wire          io_ctrl_b_ready,
  output wire [1:0]    io_ctrl_b_payload_resp,
  input  wire          io_ctrl_ar_valid,
  output wire          io_ctrl_ar_ready,
  input  wire [11:0]   io_ctrl_ar_payload_addr,
  input  wire [2:0]    io_ctrl_ar_payload_prot,
  output wire          io_ctrl_r_valid,
  input  wire          io_ctrl_r_ready,
  output wire [31:0]   io_ctrl_r_payload_data,
  output wire [1:0]    io_ctrl_r_payload_resp,
  output wire          io_mem_aw_valid,
  input  wire          io_mem_aw_ready,
  output wire [63:0]   io_mem_aw_payload_addr,
  output wire [0:0]    io_mem_aw_payload_id,
  output wire [7:0]    io_mem_aw_payload_len,
  output wire [2:0]    io_mem_aw_payload_size,
  output wire [1:0]    io_mem_aw_payload_burst,
  output wire          io_mem_w_valid,
  input  wire          io_mem_w_ready,
  output wire [63:0]   io_mem_w_payload_data,
  output wire [7:0]    io_mem_w_payload_strb,
  output wire          io_mem_w_payload_last,
  input  wire          io_mem_b_valid,
  output wire          io_mem_b_ready,
  input  wire [0:0]    io_mem_b_payload_id,
  input  wire [1:0]    io_mem_b_payload_resp,
  output wire          io_mem_ar_valid,
  input  wire          io_mem_ar_ready,
  output wire [63:0]   io_mem_ar_payload_addr,
  output wire [0:0]    io_mem_ar_payload_id,
  output wire [7:0]    io_mem_ar_payload_len,
  output wire [2:0]    io_mem_ar_payload_size,
  output wire [1:0]    io_mem_ar_payload_burst,
  input  wire          io_mem_r_valid,
  output wire          io_mem_r_ready,
  input  wire [63:0]   io_mem_r_payload_data,
  input  wire [0:0]    io_mem_r_payload_id,
  input  wire [1:0]    io_mem_r_payload_resp,
  input  wire          io_mem_r_payload_last,
  input  wire          inReset,
  output wire          _zz_f_idle,
  input  wire          clk
);

  reg                 keyTable_1_io_item_valid;
  wire       [20:0]   keyTable_1_io_item_payload_len;
  reg                 keyTable_1_io_clear;
  wire                keyTable_1_io_rdEn;
  wire       [4:0]    keyTable_1_io_rdAddr;
  reg                 keyTable_1_io_rdRestart;
  reg                 keyTable_1_io_rdAdvance;
  wire                fetcher_io_desc_ready;
  reg                 reader_io_out_ready;
  wire                writer_io_in_valid;
  reg                 crc_io_clear;
  wire                crc_io_input_valid;
  wire                arChoice_1_io_out_ready;
  wire       [5:0]    keyTable_1_io_used;
  wire                keyTable_1_io_busy;
  wire                keyTable_1_io_ready;
  wire                keyTable_1_io_relog;
  wire                keyTable_1_io_whiteout;
  wire                keyTable_1_io_eviction;
  wire                keyTable_1_io_accepted;
  wire       [7:0]    keyTable_1_io_rdData_itemType;
  wire       [63:0]   keyTable_1_io_rdData_key;
  wire       [20:0]   keyTable_1_io_rdData_len;
  wire       [63:0]   keyTable_1_io_rdData_addr;
  wire                keyTable_1_io_rdDead;
  wire                fetcher_io_ar_valid;
  wire       [63:0]   fetcher_io_ar_payload_addr;
  wire       [0:0]    fetcher_io_ar_payload_id;
  wire       [7:0]    fetcher_io_ar_payload_len;
  wire       [2:0]    fetcher_io_ar_payload_size;
  wire       [1:0]    fetcher_io_ar_payload_burst;
  wire                fetcher_io_r_ready;
  wire                fetcher_io_desc_valid;
  wire       [7:0]    fetcher_io_desc_payload_d_opcode;
  wire       [7:0]    fetcher_io_desc_payload_d_itemType;
  wire       [15:0]   fetcher_io_desc_payload_d_flags;
  wire       [31:0]   fetcher_io_desc_payload_d_len;
  wire       [63:0]   fetcher_io_desc_payload_d_key;
  wire       [63:0]   fetcher_io_desc_payload_d_addr;
  wire       [31:0]   fetcher_io_desc_payload_d_tag;
  wire       [31:0]   fetcher_io_desc_payload_d_reserved;
  wire                fetcher_io_desc_payload_f_lenZero;
  wire                fetcher_io_desc_payload_f_tooBig;
  wire                fetcher_io_desc_payload_f_badType;
  wire                fetcher_io_desc_payload_f_resItem;
  wire                fetcher_io_desc_payload_f_resPush;
  wire                fetcher_io_desc_payload_f_keyNonZero;
  wire                fetcher_io_desc_payload_f_inWindow;
  wire                fetcher_io_desc_payload_f_isItem;
  wire                fetcher_io_desc_payload_f_isTxEnd;
  wire                fetcher_io_desc_payload_f_isPush;
  wire       [7:0]    fetcher_io_desc_payload_f_hits;
  wire                fetcher_io_desc_payload_f_others;
  wire                fetcher_io_idle;
  wire                reader_io_cmd_ready;
  wire                reader_io_ar_valid;
  wire       [63:0]   reader_io_ar_payload_addr;
  wire       [0:0]    reader_io_ar_payload_id;
  wire       [7:0]    reader_io_ar_payload_len;
  wire       [2:0]    reader_io_ar_payload_size;
  wire       [1:0]    reader_io_ar_payload_burst;
  wire                reader_io_r_ready;
  wire                reader_io_out_valid;
  wire                reader_io_out_payload_last;
  wire       [63:0]   reader_io_out_payload_fragment;
  wire                reader_io_busError;
  wire                payloadFifo_io_push_ready;
  wire                payloadFifo_io_pop_valid;
  wire       [64:0]   payloadFifo_io_pop_payload;
  wire       [6:0]    payloadFifo_io_occupancy;
  wire                writer_io_in_ready;
  wire                writer_io_aw_valid;
  wire       [63:0]   writer_io_aw_payload_addr;
  wire       [0:0]    writer_io_aw_payload_id;
  wire       [7:0]    writer_io_aw_payload_len;
  wire       [2:0]    writer_io_aw_payload_size;
  wire       [1:0]    writer_io_aw_payload_burst;
  wire                writer_io_w_valid;
  wire       [63:0]   writer_io_w_payload_data;
  wire       [7:0]    writer_io_w_payload_strb;
  wire                writer_io_w_payload_last;
  wire                writer_io_b_ready;
  wire                writer_io_idle;
  wire       [31:0]   crc_io_crc;
  wire                crc_io_busy;
  wire                arChoice_1_io_in_0_ready;
  wire                arChoice_1_io_in_1_ready;
  wire                arChoice_1_io_out_valid;
  wire       [63:0]   arChoice_1_io_out_payload_addr;
  wire       [0:0]    arChoice_1_io_out_payload_id;
  wire       [7:0]    arChoice_1_io_out_payload_len;
  wire       [2:0]    arChoice_1_io_out_payload_size;
  wire       [1:0]    arChoice_1_io_out_payload_burst;
  wire                streamDemux_1_io_input_ready;
  wire                streamDemux_1_io_outputs_0_valid;
  wire       [63:0]   streamDemux_1_io_outputs_0_payload_data;
  wire       [0:0]    streamDemux_1_io_outputs_0_payload_id;
  wire       [1:0]    streamDemux_1_io_outputs_0_payload_resp;
  wire                streamDemux_1_io_outputs_0_payload_last;
  wire                streamDemux_1_io_outputs_1_valid;
  wire       [63:0]   streamDemux_1_io_outputs_1_payload_data;
  wire       [0:0]    streamDemux_1_io_outputs_1_payload_id;
  wire       [1:0]    streamDemux_1_io_outputs_1_payload_resp;
  wire                streamDemux_1_io_outputs_1_payload_last;
  wire                planFifo_io_push_ready;
  wire                planFifo_io_pop_valid;
  wire                planFifo_io_pop_payload_close;
  wire                planFifo_io_pop_payload_commit;
  wire       [7:0]    planFifo_io_pop_payload_itemType;
  wire       [63:0]   planFifo_io_pop_payload_key;
  wire       [20:0]   planFifo_io_pop_payload_len;
  wire       [7:0]    planFifo_io_pop_payload_flags;
  wire                planFifo_io_pop_payload_whole;
  wire                planFifo_io_pop_payload_empty;
  wire       [3:0]    planFifo_io_occupancy;
  wire       [3:0]    planFifo_io_availability;
  wire       [0:0]    _zz_regs_enable_2;
  wire       [32:0]   _zz_regs_ctrLo_0;
  wire       [31:0]   _zz_regs_ctrLo_0_1;
  wire       [32:0]   _zz_regs_ctrLo_0_2;
  wire       [31:0]   _zz_regs_ctrHi_0;
  wire       [0:0]    _zz_regs_ctrHi_0_1;
  wire       [32:0]   _zz_regs_ctrLo_1;
  wire       [31:0]   _zz_regs_ctrLo_1_1;
  wire       [32:0]   _zz_regs_ctrLo_1_2;
  wire       [31:0]   _zz_regs_ctrHi_1;
  wire       [0:0]    _zz_regs_ctrHi_1_1;
  wire       [32:0]   _zz_regs_ctrLo_2;
  wire       [31:0]   _zz_regs_ctrLo_2_1;
  wire       [32:0]   _zz_regs_ctrLo_2_2;
  wire       [31:0]   _zz_regs_ctrHi_2;
  wire       [0:0]    _zz_regs_ctrHi_2_1;
  wire       [32:0]   _zz_regs_ctrLo_3;
  wire       [31:0]   _zz_regs_ctrLo_3_1;
  wire       [32:0]   _zz_regs_ctrLo_3_2;
  wire       [31:0]   _zz_regs_ctrHi_3;
  wire       [0:0]    _zz_regs_ctrHi_3_1;
  wire       [32:0]   _zz_regs_ctrLo_4;
  wire       [31:0]   _zz_regs_ctrLo_4_1;
  wire       [32:0]   _zz_regs_ctrLo_4_2;
  wire       [31:0]   _zz_regs_ctrHi_4;
  wire       [0:0]    _zz_regs_ctrHi_4_1;
  wire       [32:0]   _zz_regs_ctrLo_5;
  wire       [31:0]   _zz_regs_ctrLo_5_1;
  wire       [32:0]   _zz_regs_ctrLo_5_2;
  wire       [31:0]   _zz_regs_ctrHi_5;
  wire       [0:0]    _zz_regs_ctrHi_5_1;
  wire       [32:0]   _zz_regs_ctrLo_6;
  wire       [31:0]   _zz_regs_ctrLo_6_1;
  wire       [32:0]   _zz_regs_ctrLo_6_2;
  wire       [31:0]   _zz_regs_ctrHi_6;
  wire       [0:0]    _zz_regs_ctrHi_6_1;
  wire       [32:0]   _zz_regs_ctrLo_7;
  wire       [31:0]   _zz_regs_ctrLo_7_1;
  wire       [32:0]   _zz_regs_ctrLo_7_2;
  wire       [31:0]   _zz_regs_ctrHi_7;
  wire       [0:0]    _zz_regs_ctrHi_7_1;
  wire       [32:0]   _zz_regs_ctrLo_8;
  wire       [31:0]   _zz_regs_ctrLo_8_1;
  wire       [32:0]   _zz_regs_ctrLo_8_2;
  wire       [31:0]   _zz_regs_ctrHi_8;
  wire       [0:0]    _zz_regs_ctrHi_8_1;
  wire       [32:0]   _zz_regs_ctrLo_9;
  wire       [31:0]   _zz_regs_ctrLo_9_1;
  wire       [32:0]   _zz_regs_ctrLo_9_2;
  wire       [31:0]   _zz_regs_ctrHi_9;
  wire       [0:0]    _zz_regs_ctrHi_9_1;
  wire       [32:0]   _zz_regs_ctrLo_10;
  wire       [31:0]   _zz_regs_ctrLo_10_1;
  wire       [32:0]   _zz_regs_ctrLo_10_2;
  wire       [31:0]   _zz_regs_ctrHi_10;
  wire       [0:0]    _zz_regs_ctrHi_10_1;
  wire       [32:0]   _zz_regs_ctrLo_11;
  wire       [31:0]   _zz_regs_ctrLo_11_1;
  wire       [32:0]   _zz_regs_ctrLo_11_2;
  wire       [31:0]   _zz_regs_ctrHi_11;
  wire       [0:0]    _zz_regs_ctrHi_11_1;
  wire       [32:0]   _zz_regs_ctrLo_12;
  wire       [31:0]   _zz_regs_ctrLo_12_1;
  wire       [32:0]   _zz_regs_ctrLo_12_2;
  wire       [31:0]   _zz_regs_ctrHi_12;
  wire       [0:0]    _zz_regs_ctrHi_12_1;
  wire       [62:0]   _zz_regs_lrTerms_0;
  wire       [50:0]   _zz_regs_lrTerms_0_1;
  wire       [62:0]   _zz_regs_lrTerms_0_2;
  wire       [50:0]   _zz_regs_lrTerms_0_3;
  wire       [63:0]   _zz_regs_lrTerms_1;
  wire       [50:0]   _zz_regs_lrTerms_1_1;
  wire       [63:0]   _zz_regs_lrTerms_1_2;
  wire       [50:0]   _zz_regs_lrTerms_1_3;
  wire       [64:0]   _zz_regs_lrTerms_2;
  wire       [50:0]   _zz_regs_lrTerms_2_1;
  wire       [64:0]   _zz_regs_lrTerms_2_2;
  wire       [50:0]   _zz_regs_lrTerms_2_3;
  wire       [65:0]   _zz_regs_lrTerms_3;
  wire       [50:0]   _zz_regs_lrTerms_3_1;
  wire       [65:0]   _zz_regs_lrTerms_3_2;
  wire       [50:0]   _zz_regs_lrTerms_3_3;
  wire       [66:0]   _zz_regs_lrTerms_4;
  wire       [50:0]   _zz_regs_lrTerms_4_1;
  wire       [66:0]   _zz_regs_lrTerms_4_2;
  wire       [50:0]   _zz_regs_lrTerms_4_3;
  wire       [67:0]   _zz_regs_lrTerms_5;
  wire       [50:0]   _zz_regs_lrTerms_5_1;
  wire       [67:0]   _zz_regs_lrTerms_5_2;
  wire       [50:0]   _zz_regs_lrTerms_5_3;
  wire       [68:0]   _zz_regs_lrTerms_6;
  wire       [50:0]   _zz_regs_lrTerms_6_1;
  wire       [68:0]   _zz_regs_lrTerms_6_2;
  wire       [50:0]   _zz_regs_lrTerms_6_3;
  wire       [63:0]   _zz_regs_lrPairs_0;
  wire       [65:0]   _zz_regs_lrPairs_1;
  wire       [67:0]   _zz_regs_lrPairs_2;
  wire       [65:0]   _zz__zz_regs_lrBytes;
  wire       [68:0]   _zz__zz_regs_lrBytes_1;
  wire       [68:0]   _zz_regs_lrBytes_2;
  wire       [39:0]   _zz__zz_regs_ringsOk_2;
  wire       [36:0]   _zz__zz_regs_ringsOk_2_1;
  wire       [32:0]   _zz__zz_regs_ringsOk_5;
  wire       [0:0]    _zz__zz_regs_ringsOk_5_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_11;
  wire       [16:0]   _zz__zz_regs_ringsOk_11_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_11_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_11_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_12;
  wire       [16:0]   _zz__zz_regs_ringsOk_12_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_12_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_12_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_15;
  wire       [16:0]   _zz__zz_regs_ringsOk_15_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_15_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_15_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_16;
  wire       [16:0]   _zz__zz_regs_ringsOk_16_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_16_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_16_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_19;
  wire       [16:0]   _zz__zz_regs_ringsOk_19_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_19_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_19_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_20;
  wire       [16:0]   _zz__zz_regs_ringsOk_20_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_20_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_20_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_23;
  wire       [16:0]   _zz__zz_regs_ringsOk_23_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_23_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_23_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_24;
  wire       [16:0]   _zz__zz_regs_ringsOk_24_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_24_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_24_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_28;
  wire       [16:0]   _zz__zz_regs_ringsOk_28_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_28_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_28_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_29;
  wire       [16:0]   _zz__zz_regs_ringsOk_29_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_29_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_29_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_32;
  wire       [16:0]   _zz__zz_regs_ringsOk_32_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_32_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_32_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_33;
  wire       [16:0]   _zz__zz_regs_ringsOk_33_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_33_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_33_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_36;
  wire       [16:0]   _zz__zz_regs_ringsOk_36_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_36_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_36_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_37;
  wire       [16:0]   _zz__zz_regs_ringsOk_37_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_37_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_37_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_40;
  wire       [16:0]   _zz__zz_regs_ringsOk_40_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_40_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_40_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_41;
  wire       [16:0]   _zz__zz_regs_ringsOk_41_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_41_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_41_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_47;
  wire       [16:0]   _zz__zz_regs_ringsOk_47_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_47_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_47_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_48;
  wire       [16:0]   _zz__zz_regs_ringsOk_48_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_48_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_48_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_51;
  wire       [16:0]   _zz__zz_regs_ringsOk_51_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_51_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_51_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_52;
  wire       [16:0]   _zz__zz_regs_ringsOk_52_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_52_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_52_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_55;
  wire       [16:0]   _zz__zz_regs_ringsOk_55_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_55_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_55_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_56;
  wire       [16:0]   _zz__zz_regs_ringsOk_56_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_56_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_56_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_59;
  wire       [17:0]   _zz__zz_regs_ringsOk_59_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_59_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_59_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_60;
  wire       [17:0]   _zz__zz_regs_ringsOk_60_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_60_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_60_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_64;
  wire       [16:0]   _zz__zz_regs_ringsOk_64_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_64_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_64_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_65;
  wire       [16:0]   _zz__zz_regs_ringsOk_65_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_65_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_65_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_68;
  wire       [16:0]   _zz__zz_regs_ringsOk_68_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_68_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_68_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_69;
  wire       [16:0]   _zz__zz_regs_ringsOk_69_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_69_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_69_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_72;
  wire       [16:0]   _zz__zz_regs_ringsOk_72_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_72_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_72_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_73;
  wire       [16:0]   _zz__zz_regs_ringsOk_73_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_73_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_73_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_76;
  wire       [17:0]   _zz__zz_regs_ringsOk_76_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_76_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_76_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_77;
  wire       [17:0]   _zz__zz_regs_ringsOk_77_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_77_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_77_3;
  wire       [39:0]   _zz__zz_regs_ringsOk_87;
  wire       [36:0]   _zz__zz_regs_ringsOk_87_1;
  wire       [32:0]   _zz__zz_regs_ringsOk_90;
  wire       [0:0]    _zz__zz_regs_ringsOk_90_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_96;
  wire       [16:0]   _zz__zz_regs_ringsOk_96_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_96_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_96_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_97;
  wire       [16:0]   _zz__zz_regs_ringsOk_97_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_97_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_97_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_100;
  wire       [16:0]   _zz__zz_regs_ringsOk_100_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_100_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_100_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_101;
  wire       [16:0]   _zz__zz_regs_ringsOk_101_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_101_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_101_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_104;
  wire       [16:0]   _zz__zz_regs_ringsOk_104_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_104_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_104_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_105;
  wire       [16:0]   _zz__zz_regs_ringsOk_105_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_105_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_105_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_108;
  wire       [16:0]   _zz__zz_regs_ringsOk_108_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_108_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_108_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_109;
  wire       [16:0]   _zz__zz_regs_ringsOk_109_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_109_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_109_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_113;
  wire       [16:0]   _zz__zz_regs_ringsOk_113_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_113_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_113_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_114;
  wire       [16:0]   _zz__zz_regs_ringsOk_114_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_114_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_114_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_117;
  wire       [16:0]   _zz__zz_regs_ringsOk_117_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_117_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_117_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_118;
  wire       [16:0]   _zz__zz_regs_ringsOk_118_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_118_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_118_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_121;
  wire       [16:0]   _zz__zz_regs_ringsOk_121_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_121_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_121_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_122;
  wire       [16:0]   _zz__zz_regs_ringsOk_122_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_122_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_122_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_125;
  wire       [16:0]   _zz__zz_regs_ringsOk_125_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_125_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_125_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_126;
  wire       [16:0]   _zz__zz_regs_ringsOk_126_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_126_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_126_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_132;
  wire       [16:0]   _zz__zz_regs_ringsOk_132_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_132_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_132_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_133;
  wire       [16:0]   _zz__zz_regs_ringsOk_133_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_133_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_133_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_136;
  wire       [16:0]   _zz__zz_regs_ringsOk_136_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_136_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_136_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_137;
  wire       [16:0]   _zz__zz_regs_ringsOk_137_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_137_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_137_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_140;
  wire       [16:0]   _zz__zz_regs_ringsOk_140_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_140_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_140_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_141;
  wire       [16:0]   _zz__zz_regs_ringsOk_141_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_141_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_141_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_144;
  wire       [17:0]   _zz__zz_regs_ringsOk_144_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_144_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_144_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_145;
  wire       [17:0]   _zz__zz_regs_ringsOk_145_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_145_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_145_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_149;
  wire       [16:0]   _zz__zz_regs_ringsOk_149_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_149_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_149_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_150;
  wire       [16:0]   _zz__zz_regs_ringsOk_150_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_150_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_150_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_153;
  wire       [16:0]   _zz__zz_regs_ringsOk_153_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_153_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_153_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_154;
  wire       [16:0]   _zz__zz_regs_ringsOk_154_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_154_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_154_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_157;
  wire       [16:0]   _zz__zz_regs_ringsOk_157_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_157_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_157_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_158;
  wire       [16:0]   _zz__zz_regs_ringsOk_158_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_158_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_158_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_161;
  wire       [17:0]   _zz__zz_regs_ringsOk_161_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_161_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_161_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_162;
  wire       [17:0]   _zz__zz_regs_ringsOk_162_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_162_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_162_3;
  wire       [51:0]   _zz__zz_regs_ringsOk_172;
  wire       [32:0]   _zz__zz_regs_ringsOk_175;
  wire       [0:0]    _zz__zz_regs_ringsOk_175_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_181;
  wire       [16:0]   _zz__zz_regs_ringsOk_181_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_181_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_181_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_182;
  wire       [16:0]   _zz__zz_regs_ringsOk_182_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_182_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_182_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_185;
  wire       [16:0]   _zz__zz_regs_ringsOk_185_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_185_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_185_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_186;
  wire       [16:0]   _zz__zz_regs_ringsOk_186_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_186_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_186_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_189;
  wire       [16:0]   _zz__zz_regs_ringsOk_189_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_189_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_189_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_190;
  wire       [16:0]   _zz__zz_regs_ringsOk_190_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_190_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_190_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_193;
  wire       [16:0]   _zz__zz_regs_ringsOk_193_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_193_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_193_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_194;
  wire       [16:0]   _zz__zz_regs_ringsOk_194_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_194_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_194_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_198;
  wire       [16:0]   _zz__zz_regs_ringsOk_198_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_198_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_198_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_199;
  wire       [16:0]   _zz__zz_regs_ringsOk_199_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_199_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_199_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_202;
  wire       [16:0]   _zz__zz_regs_ringsOk_202_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_202_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_202_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_203;
  wire       [16:0]   _zz__zz_regs_ringsOk_203_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_203_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_203_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_206;
  wire       [16:0]   _zz__zz_regs_ringsOk_206_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_206_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_206_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_207;
  wire       [16:0]   _zz__zz_regs_ringsOk_207_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_207_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_207_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_210;
  wire       [16:0]   _zz__zz_regs_ringsOk_210_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_210_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_210_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_211;
  wire       [16:0]   _zz__zz_regs_ringsOk_211_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_211_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_211_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_217;
  wire       [16:0]   _zz__zz_regs_ringsOk_217_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_217_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_217_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_218;
  wire       [16:0]   _zz__zz_regs_ringsOk_218_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_218_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_218_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_221;
  wire       [16:0]   _zz__zz_regs_ringsOk_221_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_221_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_221_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_222;
  wire       [16:0]   _zz__zz_regs_ringsOk_222_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_222_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_222_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_225;
  wire       [16:0]   _zz__zz_regs_ringsOk_225_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_225_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_225_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_226;
  wire       [16:0]   _zz__zz_regs_ringsOk_226_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_226_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_226_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_229;
  wire       [17:0]   _zz__zz_regs_ringsOk_229_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_229_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_229_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_230;
  wire       [17:0]   _zz__zz_regs_ringsOk_230_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_230_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_230_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_234;
  wire       [16:0]   _zz__zz_regs_ringsOk_234_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_234_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_234_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_235;
  wire       [16:0]   _zz__zz_regs_ringsOk_235_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_235_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_235_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_238;
  wire       [16:0]   _zz__zz_regs_ringsOk_238_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_238_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_238_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_239;
  wire       [16:0]   _zz__zz_regs_ringsOk_239_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_239_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_239_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_242;
  wire       [16:0]   _zz__zz_regs_ringsOk_242_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_242_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_242_3;
  wire       [16:0]   _zz__zz_regs_ringsOk_243;
  wire       [16:0]   _zz__zz_regs_ringsOk_243_1;
  wire       [16:0]   _zz__zz_regs_ringsOk_243_2;
  wire       [15:0]   _zz__zz_regs_ringsOk_243_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_246;
  wire       [17:0]   _zz__zz_regs_ringsOk_246_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_246_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_246_3;
  wire       [17:0]   _zz__zz_regs_ringsOk_247;
  wire       [17:0]   _zz__zz_regs_ringsOk_247_1;
  wire       [17:0]   _zz__zz_regs_ringsOk_247_2;
  wire       [16:0]   _zz__zz_regs_ringsOk_247_3;
  wire       [20:0]   _zz__zz_regs_cfgTests_10_1;
  wire       [20:0]   _zz__zz_regs_cfgTests_10_2;
  wire       [21:0]   _zz__zz_regs_cfgTests_10_3;
  wire       [21:0]   _zz__zz_regs_cfgTests_10_3_1;
  wire       [21:0]   _zz__zz_regs_cfgTests_10_3_2;
  wire       [20:0]   _zz__zz_regs_cfgTests_10_3_3;
  wire       [21:0]   _zz__zz_regs_cfgTests_10_4;
  wire       [21:0]   _zz__zz_regs_cfgTests_10_4_1;
  wire       [21:0]   _zz__zz_regs_cfgTests_10_4_2;
  wire       [20:0]   _zz__zz_regs_cfgTests_10_4_3;
  wire       [32:0]   _zz__zz_regs_cfgTests_12;
  wire       [31:0]   _zz__zz_regs_cfgTests_12_1;
  wire       [32:0]   _zz__zz_regs_cfgTests_12_2;
  wire       [6:0]    _zz__zz_regs_cfgTests_12_3;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_5;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_5_1;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_5_2;
  wire       [15:0]   _zz__zz_regs_cfgTests_12_5_3;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_6;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_6_1;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_6_2;
  wire       [15:0]   _zz__zz_regs_cfgTests_12_6_3;
  wire       [17:0]   _zz__zz_regs_cfgTests_12_9;
  wire       [17:0]   _zz__zz_regs_cfgTests_12_9_1;
  wire       [17:0]   _zz__zz_regs_cfgTests_12_9_2;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_9_3;
  wire       [17:0]   _zz__zz_regs_cfgTests_12_10;
  wire       [17:0]   _zz__zz_regs_cfgTests_12_10_1;
  wire       [17:0]   _zz__zz_regs_cfgTests_12_10_2;
  wire       [16:0]   _zz__zz_regs_cfgTests_12_10_3;
  wire       [0:0]    _zz_regs_enable_3;
  wire       [0:0]    _zz_regs_resetPulse;
  wire       [0:0]    _zz_regs_ctrInc_0;
  wire       [0:0]    _zz_regs_ctrInc_1;
  wire       [0:0]    _zz_regs_ctrInc_2;
  wire       [0:0]    _zz_regs_ctrInc_3;
  wire       [0:0]    _zz_cpl_phase;
  wire       [5:0]    _zz__zz_cqAddrNext_1;
  wire       [32:0]   _zz__zz_cqAddrNext_4;
  wire       [0:0]    _zz__zz_cqAddrNext_4_1;
  wire       [63:0]   _zz_cqAddrNext_6;
  wire       [64:0]   _zz_cqAddrNext_7;
  wire       [31:0]   _zz_roomForTx;
  wire       [6:0]    _zz_usedBound;
  wire       [6:0]    _zz__zz_txEndSafe;
  wire       [5:0]    _zz_io_rdAddr;
  wire       [6:0]    _zz_blocks;
  wire       [18:0]   _zz_header_len;
  wire       [19:0]   _zz_header_sizeBlocks;
  wire       [47:0]   _zz__zz_hdr_0;
  wire       [63:0]   _zz__zz_hdr_0_1;
  wire       [191:0]  _zz__zz_hdr_0_2;
  reg        [63:0]   _zz_wHead;
  reg        [63:0]   _zz_wHead_1;
  reg        [63:0]   _zz_wHead_2;
  reg        [63:0]   _zz_wHead_3;
  wire       [19:0]   _zz_rsizeBlocks;
  wire       [32:0]   _zz_nextBlock;
  wire       [31:0]   _zz_nextBlock_1;
  wire       [32:0]   _zz_nextBlock_2;
  wire       [31:0]   _zz_lsnNext;
  wire       [32:0]   _zz__zz_slotNextBase_4;
  wire       [0:0]    _zz__zz_slotNextBase_4_1;
  wire       [64:0]   _zz_slotNextBase_6;
  wire       [31:0]   _zz_slotIdxAfter;
  wire       [6:0]    _zz__zz_bodyBase_1;
  wire       [32:0]   _zz__zz_bodyBase_4;
  wire       [0:0]    _zz__zz_bodyBase_4_1;
  wire       [64:0]   _zz_bodyBase_6;
  wire       [21:0]   _zz_needBias;
  wire       [21:0]   _zz_need;
  wire       [21:0]   _zz_need_1;
  wire       [21:0]   _zz_fits;
  wire       [32:0]   _zz_cmdLo;
  wire       [21:0]   _zz_cmdLo_1;
  wire       [31:0]   _zz_cmdHi;
  wire       [0:0]    _zz_cmdHi_1;
  wire       [18:0]   _zz_pLen;
  wire       [3:0]    _zz_172;
  wire       [3:0]    _zz_173;
  reg        [3:0]    _zz_174;
  wire       [2:0]    _zz_175;
  reg        [3:0]    _zz_176;
  wire       [2:0]    _zz_177;
  reg        [3:0]    _zz_178;
  wire       [2:0]    _zz_179;
  wire       [0:0]    _zz_regs_ctrInc_10;
  wire       [0:0]    _zz_regs_ctrInc_11;
  wire       [0:0]    _zz_regs_ctrInc_12_3;
  wire                _zz_codeR_1;
  wire       [7:0]    _zz_codeR_2;
  wire       [7:0]    _zz_codeR_3;
  wire       [511:0]  _zz_words_7;
  wire       [47:0]   _zz_words_7_1;
  wire       [63:0]   _zz_words_7_2;
  wire       [191:0]  _zz_words_7_3;
  wire       [0:0]    _zz_regs_ctrInc_8;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64;
  wire                _zz__zz_io_ctrl_r_payload_data_64_1;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_2;
  wire       [54:0]   _zz__zz_io_ctrl_r_payload_data_64_3;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64_4;
  wire                _zz__zz_io_ctrl_r_payload_data_64_5;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_6;
  wire       [46:0]   _zz__zz_io_ctrl_r_payload_data_64_7;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64_8;
  wire                _zz__zz_io_ctrl_r_payload_data_64_9;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_10;
  wire       [38:0]   _zz__zz_io_ctrl_r_payload_data_64_11;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64_12;
  wire                _zz__zz_io_ctrl_r_payload_data_64_13;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_14;
  wire       [30:0]   _zz__zz_io_ctrl_r_payload_data_64_15;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64_16;
  wire                _zz__zz_io_ctrl_r_payload_data_64_17;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_18;
  wire       [22:0]   _zz__zz_io_ctrl_r_payload_data_64_19;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64_20;
  wire                _zz__zz_io_ctrl_r_payload_data_64_21;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_22;
  wire       [14:0]   _zz__zz_io_ctrl_r_payload_data_64_23;
  wire       [9:0]    _zz__zz_io_ctrl_r_payload_data_64_24;
  wire                _zz__zz_io_ctrl_r_payload_data_64_25;
  wire       [0:0]    _zz__zz_io_ctrl_r_payload_data_64_26;
  wire       [6:0]    _zz__zz_io_ctrl_r_payload_data_64_27;
  wire                _zz__zz_149;
  wire                _zz__zz_150;
  wire                _zz__zz_151;
  wire                _zz__zz_152;
  wire                _zz__zz_153;
  wire                _zz__zz_154;
  wire       [4:0]    _zz_180;
  wire       [4:0]    _zz_181;
  wire       [4:0]    _zz_182;
  reg        [4:0]    _zz_183;
  wire       [2:0]    _zz_184;
  reg        [4:0]    _zz_185;
  wire       [2:0]    _zz_186;
  wire       [4:0]    _zz_187;
  reg        [4:0]    _zz_188;
  wire       [2:0]    _zz_189;
  reg        [4:0]    _zz_190;
  wire       [2:0]    _zz_191;
  wire       [4:0]    _zz_192;
  wire       [4:0]    _zz_193;
  reg        [4:0]    _zz_194;
  wire       [2:0]    _zz_195;
  reg        [4:0]    _zz_196;
  wire       [2:0]    _zz_197;
  wire       [4:0]    _zz_198;
  reg        [4:0]    _zz_199;
  wire       [2:0]    _zz_200;
  reg        [4:0]    _zz_201;
  wire       [2:0]    _zz_202;
  wire                regs_ctrl_aw_valid;
  reg                 regs_ctrl_aw_ready;
  wire       [11:0]   regs_ctrl_aw_payload_addr;
  wire       [2:0]    regs_ctrl_aw_payload_prot;
  wire                regs_ctrl_w_valid;
  reg                 regs_ctrl_w_ready;
  wire       [31:0]   regs_ctrl_w_payload_data;
  wire       [3:0]    regs_ctrl_w_payload_strb;
  wire                regs_ctrl_b_valid;
  wire                regs_ctrl_b_ready;
  wire       [1:0]    regs_ctrl_b_payload_resp;
  wire                regs_ctrl_ar_valid;
  reg                 regs_ctrl_ar_ready;
  wire       [11:0]   regs_ctrl_ar_payload_addr;
  wire       [2:0]    regs_ctrl_ar_payload_prot;
  wire                regs_ctrl_r_valid;
  wire                regs_ctrl_r_ready;
  wire       [31:0]   regs_ctrl_r_payload_data;
  wire       [1:0]    regs_ctrl_r_payload_resp;
  wire       [31:0]   regs_busif_bus_rdata;
  reg                 regs_busif_reg_rderr;
  reg        [31:0]   regs_busif_reg_rdata;
  wire       [3:0]    regs_busif_wstrb;
  reg        [31:0]   regs_busif_wmask;
  reg        [31:0]   regs_busif_wmaskn;
  wire                regs_busif_axiAr_valid;
  wire                regs_busif_axiAr_ready;
  wire       [11:0]   regs_busif_axiAr_payload_addr;
  wire       [2:0]    regs_busif_axiAr_payload_prot;
  reg                 regs_ctrl_ar_rValid;
  reg        [11:0]   regs_ctrl_ar_rData_addr;
  reg        [2:0]    regs_ctrl_ar_rData_prot;
  wire                when_Stream_l477;
  wire                regs_busif_axiR_valid;
  wire                regs_busif_axiR_ready;
  wire       [31:0]   regs_busif_axiR_payload_data;
  reg        [1:0]    regs_busif_axiR_payload_resp;
  reg                 regs_busif_axiRValid;
  wire                regs_busif_axiAw_valid;
  wire                regs_busif_axiAw_ready;
  wire       [11:0]   regs_busif_axiAw_payload_addr;
  wire       [2:0]    regs_busif_axiAw_payload_prot;
  reg                 regs_ctrl_aw_rValid;
  reg        [11:0]   regs_ctrl_aw_rData_addr;
  reg        [2:0]    regs_ctrl_aw_rData_prot;
  wire                when_Stream_l477_1;
  wire                regs_busif_axiW_valid;
  wire                regs_busif_axiW_ready;
  wire       [31:0]   regs_busif_axiW_payload_data;
  wire       [3:0]    regs_busif_axiW_payload_strb;
  reg                 regs_ctrl_w_rValid;
  reg        [31:0]   regs_ctrl_w_rData_data;
  reg        [3:0]    regs_ctrl_w_rData_strb;
  wire                when_Stream_l477_2;
  wire                regs_busif_axiB_valid;
  wire                regs_busif_axiB_ready;
  wire       [1:0]    regs_busif_axiB_payload_resp;
  reg                 regs_busif_axiBValid;
  wire                regs_busif_askWrite;
  wire                regs_busif_askRead;
  wire                regs_busif_doWrite;
  wire                regs_busif_doRead;
  wire                read_hit_0x0000;
  wire                write_hit_0x0000;
  wire       [31:0]   id;
  wire                read_hit_0x0004;
  wire                write_hit_0x0004;
  wire       [31:0]   version;
  wire                read_hit_0x0008;
  wire                write_hit_0x0008;
  reg                 regs_enable;
  reg                 regs_resetPulse;
  wire                when_RegBase_l327;
  reg                 regs_resetR;
  wire                read_hit_0x000c;
  wire                write_hit_0x000c;
  wire                regs_stBusy;
  wire                regs_stIdle;
  wire                read_hit_0x0010;
  wire                write_hit_0x0010;
  reg        [31:0]   regs_rsize;
  wire                read_hit_0x0014;
  wire                write_hit_0x0014;
  wire       [31:0]   capacity;
  wire                read_hit_0x0018;
  wire                write_hit_0x0018;
  reg        [31:0]   regs_maxTx;
  wire                read_hit_0x001c;
  wire                write_hit_0x001c;
  wire       [31:0]   index_slots;
  wire                read_hit_0x0024;
  wire                write_hit_0x0024;
  reg        [31:0]   log_blocks_hi;
  wire                read_hit_0x0020;
  wire                write_hit_0x0020;
  reg        [31:0]   log_blocks_lo;
  wire       [63:0]   regs_logBlocks;
  wire                read_hit_0x002c;
  wire                write_hit_0x002c;
  reg        [31:0]   first_lsn_hi;
  wire                read_hit_0x0028;
  wire                write_hit_0x0028;
  reg        [31:0]   first_lsn_lo;
  wire       [63:0]   regs_firstLsn;
  wire                read_hit_0x0034;
  wire                write_hit_0x0034;
  reg        [31:0]   first_seq_hi;
  wire                read_hit_0x0030;
  wire                write_hit_0x0030;
  reg        [31:0]   first_seq_lo;
  wire       [63:0]   regs_firstSeq;
  wire                read_hit_0x0044;
  wire                write_hit_0x0044;
  reg        [31:0]   sq_base_hi;
  wire                read_hit_0x0040;
  wire                write_hit_0x0040;
  reg        [31:0]   sq_base_lo;
  wire       [63:0]   regs_sqBase;
  wire                read_hit_0x0048;
  wire                write_hit_0x0048;
  reg        [31:0]   regs_sqSize;
  wire                read_hit_0x004c;
  wire                write_hit_0x004c;
  reg        [31:0]   regs_sqTail;
  wire                read_hit_0x0050;
  wire                write_hit_0x0050;
  wire       [31:0]   regs_sqHeadR;
  wire                read_hit_0x0064;
  wire                write_hit_0x0064;
  reg        [31:0]   cq_base_hi;
  wire                read_hit_0x0060;
  wire                write_hit_0x0060;
  reg        [31:0]   cq_base_lo;
  wire       [63:0]   regs_cqBase;
  wire                read_hit_0x0068;
  wire                write_hit_0x0068;
  reg        [31:0]   regs_cqSize;
  wire                read_hit_0x006c;
  wire                write_hit_0x006c;
  reg        [31:0]   regs_cqHead;
  wire                read_hit_0x0070;
  wire                write_hit_0x0070;
  wire       [31:0]   regs_cqTailR;
  wire                read_hit_0x0084;
  wire                write_hit_0x0084;
  reg        [31:0]   lr_base_hi;
  wire                read_hit_0x0080;
  wire                write_hit_0x0080;
  reg        [31:0]   lr_base_lo;
  wire       [63:0]   regs_lrBase;
  wire                read_hit_0x0088;
  wire                write_hit_0x0088;
  reg        [31:0]   regs_lrSlots;
  wire                read_hit_0x008c;
  wire                write_hit_0x008c;
  reg        [31:0]   regs_lrHead;
  wire                read_hit_0x0090;
  wire                write_hit_0x0090;
  wire       [31:0]   regs_lrTailR;
  wire                read_hit_0x00a4;
  wire                write_hit_0x00a4;
  reg        [31:0]   win0_base_hi;
  wire                read_hit_0x00a0;
  wire                write_hit_0x00a0;
  reg        [31:0]   win0_base_lo;
  wire       [63:0]   regs_winBase_0;
  wire                read_hit_0x00b4;
  wire                write_hit_0x00b4;
  reg        [31:0]   win1_base_hi;
  wire                read_hit_0x00b0;
  wire                write_hit_0x00b0;
  reg        [31:0]   win1_base_lo;
  wire       [63:0]   regs_winBase_1;
  wire                read_hit_0x00ac;
  wire                write_hit_0x00ac;
  reg        [31:0]   win0_limit_hi;
  wire                read_hit_0x00a8;
  wire                write_hit_0x00a8;
  reg        [31:0]   win0_limit_lo;
  wire       [63:0]   regs_winLimit_0;
  wire                read_hit_0x00bc;
  wire                write_hit_0x00bc;
  reg        [31:0]   win1_limit_hi;
  wire                read_hit_0x00b8;
  wire                write_hit_0x00b8;
  reg        [31:0]   win1_limit_lo;
  wire       [63:0]   regs_winLimit_1;
  reg        [32:0]   regs_ctrLo_0;
  reg        [32:0]   regs_ctrLo_1;
  reg        [32:0]   regs_ctrLo_2;
  reg        [32:0]   regs_ctrLo_3;
  reg        [32:0]   regs_ctrLo_4;
  reg        [32:0]   regs_ctrLo_5;
  reg        [32:0]   regs_ctrLo_6;
  reg        [32:0]   regs_ctrLo_7;
  reg        [32:0]   regs_ctrLo_8;
  reg        [32:0]   regs_ctrLo_9;
  reg        [32:0]   regs_ctrLo_10;
  reg        [32:0]   regs_ctrLo_11;
  reg        [32:0]   regs_ctrLo_12;
  reg        [31:0]   regs_ctrHi_0;
  reg        [31:0]   regs_ctrHi_1;
  reg        [31:0]   regs_ctrHi_2;
  reg        [31:0]   regs_ctrHi_3;
  reg        [31:0]   regs_ctrHi_4;
  reg        [31:0]   regs_ctrHi_5;
  reg        [31:0]   regs_ctrHi_6;
  reg        [31:0]   regs_ctrHi_7;
  reg        [31:0]   regs_ctrHi_8;
  reg        [31:0]   regs_ctrHi_9;
  reg        [31:0]   regs_ctrHi_10;
  reg        [31:0]   regs_ctrHi_11;
  reg        [31:0]   regs_ctrHi_12;
  wire                read_hit_0x0100;
  wire                write_hit_0x0100;
  wire       [31:0]   ctr_items_in_lo;
  wire                read_hit_0x0104;
  wire                write_hit_0x0104;
  wire       [31:0]   ctr_items_in_hi;
  wire                read_hit_0x0108;
  wire                write_hit_0x0108;
  wire       [31:0]   ctr_relogs_lo;
  wire                read_hit_0x010c;
  wire                write_hit_0x010c;
  wire       [31:0]   ctr_relogs_hi;
  wire                read_hit_0x0110;
  wire                write_hit_0x0110;
  wire       [31:0]   ctr_whiteouts_lo;
  wire                read_hit_0x0114;
  wire                write_hit_0x0114;
  wire       [31:0]   ctr_whiteouts_hi;
  wire                read_hit_0x0118;
  wire                write_hit_0x0118;
  wire       [31:0]   ctr_evictions_lo;
  wire                read_hit_0x011c;
  wire                write_hit_0x011c;
  wire       [31:0]   ctr_evictions_hi;
  wire                read_hit_0x0120;
  wire                write_hit_0x0120;
  wire       [31:0]   ctr_items_out_lo;
  wire                read_hit_0x0124;
  wire                write_hit_0x0124;
  wire       [31:0]   ctr_items_out_hi;
  wire                read_hit_0x0128;
  wire                write_hit_0x0128;
  wire       [31:0]   ctr_bytes_packed_lo;
  wire                read_hit_0x012c;
  wire                write_hit_0x012c;
  wire       [31:0]   ctr_bytes_packed_hi;
  wire                read_hit_0x0130;
  wire                write_hit_0x0130;
  wire       [31:0]   ctr_records_lo;
  wire                read_hit_0x0134;
  wire                write_hit_0x0134;
  wire       [31:0]   ctr_records_hi;
  wire                read_hit_0x0138;
  wire                write_hit_0x0138;
  wire       [31:0]   ctr_checkpoints_lo;
  wire                read_hit_0x013c;
  wire                write_hit_0x013c;
  wire       [31:0]   ctr_checkpoints_hi;
  wire                read_hit_0x0140;
  wire                write_hit_0x0140;
  wire       [31:0]   ctr_auto_pushes_lo;
  wire                read_hit_0x0144;
  wire                write_hit_0x0144;
  wire       [31:0]   ctr_auto_pushes_hi;
  wire                read_hit_0x0148;
  wire                write_hit_0x0148;
  wire       [31:0]   ctr_errors_lo;
  wire                read_hit_0x014c;
  wire                write_hit_0x014c;
  wire       [31:0]   ctr_errors_hi;
  wire                read_hit_0x0150;
  wire                write_hit_0x0150;
  wire       [31:0]   ctr_stall_lr_lo;
  wire                read_hit_0x0154;
  wire                write_hit_0x0154;
  wire       [31:0]   ctr_stall_lr_hi;
  wire                read_hit_0x0158;
  wire                write_hit_0x0158;
  wire       [31:0]   ctr_stall_cq_lo;
  wire                read_hit_0x015c;
  wire                write_hit_0x015c;
  wire       [31:0]   ctr_stall_cq_hi;
  wire                read_hit_0x0160;
  wire                write_hit_0x0160;
  wire       [31:0]   ctr_stall_bus_lo;
  wire                read_hit_0x0164;
  wire                write_hit_0x0164;
  wire       [31:0]   ctr_stall_bus_hi;
  wire       [31:0]   regs_ctrInc_0;
  wire       [31:0]   regs_ctrInc_1;
  wire       [31:0]   regs_ctrInc_2;
  wire       [31:0]   regs_ctrInc_3;
  reg        [31:0]   regs_ctrInc_4;
  reg        [31:0]   regs_ctrInc_5;
  reg        [31:0]   regs_ctrInc_6;
  reg        [31:0]   regs_ctrInc_7;
  reg        [31:0]   regs_ctrInc_8;
  reg        [31:0]   regs_ctrInc_9;
  wire       [31:0]   regs_ctrInc_10;
  wire       [31:0]   regs_ctrInc_11;
  wire       [31:0]   regs_ctrInc_12;
  reg        [31:0]   regs_ctrInc_0_regNext;
  reg        [31:0]   regs_ctrInc_0_regNext_regNext;
  reg        [31:0]   regs_ctrInc_1_regNext;
  reg        [31:0]   regs_ctrInc_1_regNext_regNext;
  reg        [31:0]   regs_ctrInc_2_regNext;
  reg        [31:0]   regs_ctrInc_2_regNext_regNext;
  reg        [31:0]   regs_ctrInc_3_regNext;
  reg        [31:0]   regs_ctrInc_3_regNext_regNext;
  reg        [31:0]   regs_ctrInc_4_regNext;
  reg        [31:0]   regs_ctrInc_4_regNext_regNext;
  reg        [31:0]   regs_ctrInc_5_regNext;
  reg        [31:0]   regs_ctrInc_5_regNext_regNext;
  reg        [31:0]   regs_ctrInc_6_regNext;
  reg        [31:0]   regs_ctrInc_6_regNext_regNext;
  reg        [31:0]   regs_ctrInc_7_regNext;
  reg        [31:0]   regs_ctrInc_7_regNext_regNext;
  reg        [31:0]   regs_ctrInc_8_regNext;
  reg        [31:0]   regs_ctrInc_8_regNext_regNext;
  reg        [31:0]   regs_ctrInc_9_regNext;
  reg        [31:0]   regs_ctrInc_9_regNext_regNext;
  reg        [31:0]   regs_ctrInc_10_regNext;
  reg        [31:0]   regs_ctrInc_10_regNext_regNext;
  reg        [31:0]   regs_ctrInc_11_regNext;
  reg        [31:0]   regs_ctrInc_11_regNext_regNext;
  reg        [31:0]   regs_ctrInc_12_regNext;
  reg        [31:0]   regs_ctrInc_12_regNext_regNext;
  reg        [62:0]   regs_lrTerms_0;
  reg        [63:0]   regs_lrTerms_1;
  reg        [64:0]   regs_lrTerms_2;
  reg        [65:0]   regs_lrTerms_3;
  reg        [66:0]   regs_lrTerms_4;
  reg        [67:0]   regs_lrTerms_5;
  reg        [68:0]   regs_lrTerms_6;
  reg        [63:0]   regs_lrPairs_0;
  reg        [65:0]   regs_lrPairs_1;
  reg        [67:0]   regs_lrPairs_2;
  reg        [68:0]   regs_lrPairs_3;
  reg        [65:0]   _zz_regs_lrBytes;
  reg        [68:0]   _zz_regs_lrBytes_1;
  reg        [68:0]   regs_lrBytes;
  wire       [63:0]   _zz_regs_ringsOk;
  wire       [63:0]   _zz_regs_ringsOk_1;
  wire       [63:0]   _zz_regs_ringsOk_2;
  reg        [32:0]   _zz_regs_ringsOk_3;
  reg        [32:0]   _zz_regs_ringsOk_4;
  reg        [32:0]   _zz_regs_ringsOk_5;
  reg        [31:0]   _zz_regs_ringsOk_6;
  wire       [64:0]   _zz_regs_ringsOk_7;
  wire       [63:0]   _zz_regs_ringsOk_8;
  wire       [15:0]   _zz_regs_ringsOk_9;
  wire       [15:0]   _zz_regs_ringsOk_10;
  reg                 _zz_regs_ringsOk_11;
  reg                 _zz_regs_ringsOk_12;
  wire       [15:0]   _zz_regs_ringsOk_13;
  wire       [15:0]   _zz_regs_ringsOk_14;
  reg                 _zz_regs_ringsOk_15;
  reg                 _zz_regs_ringsOk_16;
  wire       [15:0]   _zz_regs_ringsOk_17;
  wire       [15:0]   _zz_regs_ringsOk_18;
  reg                 _zz_regs_ringsOk_19;
  reg                 _zz_regs_ringsOk_20;
  wire       [15:0]   _zz_regs_ringsOk_21;
  wire       [15:0]   _zz_regs_ringsOk_22;
  reg                 _zz_regs_ringsOk_23;
  reg                 _zz_regs_ringsOk_24;
  wire       [63:0]   _zz_regs_ringsOk_25;
  wire       [15:0]   _zz_regs_ringsOk_26;
  wire       [15:0]   _zz_regs_ringsOk_27;
  reg                 _zz_regs_ringsOk_28;
  reg                 _zz_regs_ringsOk_29;
  wire       [15:0]   _zz_regs_ringsOk_30;
  wire       [15:0]   _zz_regs_ringsOk_31;
  reg                 _zz_regs_ringsOk_32;
  reg                 _zz_regs_ringsOk_33;
  wire       [15:0]   _zz_regs_ringsOk_34;
  wire       [15:0]   _zz_regs_ringsOk_35;
  reg                 _zz_regs_ringsOk_36;
  reg                 _zz_regs_ringsOk_37;
  wire       [15:0]   _zz_regs_ringsOk_38;
  wire       [15:0]   _zz_regs_ringsOk_39;
  reg                 _zz_regs_ringsOk_40;
  reg                 _zz_regs_ringsOk_41;
  reg                 _zz_regs_ringsOk_42;
  reg                 _zz_regs_ringsOk_43;
  wire       [64:0]   _zz_regs_ringsOk_44;
  wire       [15:0]   _zz_regs_ringsOk_45;
  wire       [15:0]   _zz_regs_ringsOk_46;
  reg                 _zz_regs_ringsOk_47;
  reg                 _zz_regs_ringsOk_48;
  wire       [15:0]   _zz_regs_ringsOk_49;
  wire       [15:0]   _zz_regs_ringsOk_50;
  reg                 _zz_regs_ringsOk_51;
  reg                 _zz_regs_ringsOk_52;
  wire       [15:0]   _zz_regs_ringsOk_53;
  wire       [15:0]   _zz_regs_ringsOk_54;
  reg                 _zz_regs_ringsOk_55;
  reg                 _zz_regs_ringsOk_56;
  wire       [16:0]   _zz_regs_ringsOk_57;
  wire       [16:0]   _zz_regs_ringsOk_58;
  reg                 _zz_regs_ringsOk_59;
  reg                 _zz_regs_ringsOk_60;
  wire       [64:0]   _zz_regs_ringsOk_61;
  wire       [15:0]   _zz_regs_ringsOk_62;
  wire       [15:0]   _zz_regs_ringsOk_63;
  reg                 _zz_regs_ringsOk_64;
  reg                 _zz_regs_ringsOk_65;
  wire       [15:0]   _zz_regs_ringsOk_66;
  wire       [15:0]   _zz_regs_ringsOk_67;
  reg                 _zz_regs_ringsOk_68;
  reg                 _zz_regs_ringsOk_69;
  wire       [15:0]   _zz_regs_ringsOk_70;
  wire       [15:0]   _zz_regs_ringsOk_71;
  reg                 _zz_regs_ringsOk_72;
  reg                 _zz_regs_ringsOk_73;
  wire       [16:0]   _zz_regs_ringsOk_74;
  wire       [16:0]   _zz_regs_ringsOk_75;
  reg                 _zz_regs_ringsOk_76;
  reg                 _zz_regs_ringsOk_77;
  reg                 _zz_regs_ringsOk_78;
  reg                 _zz_regs_ringsOk_79;
  reg                 _zz_regs_ringsOk_80;
  reg                 _zz_regs_ringsOk_81;
  reg                 _zz_regs_ringsOk_82;
  reg                 _zz_regs_ringsOk_83;
  reg                 _zz_regs_ringsOk_84;
  wire       [63:0]   _zz_regs_ringsOk_85;
  wire       [63:0]   _zz_regs_ringsOk_86;
  wire       [63:0]   _zz_regs_ringsOk_87;
  reg        [32:0]   _zz_regs_ringsOk_88;
  reg        [32:0]   _zz_regs_ringsOk_89;
  reg        [32:0]   _zz_regs_ringsOk_90;
  reg        [31:0]   _zz_regs_ringsOk_91;
  wire       [64:0]   _zz_regs_ringsOk_92;
  wire       [63:0]   _zz_regs_ringsOk_93;
  wire       [15:0]   _zz_regs_ringsOk_94;
  wire       [15:0]   _zz_regs_ringsOk_95;
  reg                 _zz_regs_ringsOk_96;
  reg                 _zz_regs_ringsOk_97;
  wire       [15:0]   _zz_regs_ringsOk_98;
  wire       [15:0]   _zz_regs_ringsOk_99;
  reg                 _zz_regs_ringsOk_100;
  reg                 _zz_regs_ringsOk_101;
  wire       [15:0]   _zz_regs_ringsOk_102;
  wire       [15:0]   _zz_regs_ringsOk_103;
  reg                 _zz_regs_ringsOk_104;
  reg                 _zz_regs_ringsOk_105;
  wire       [15:0]   _zz_regs_ringsOk_106;
  wire       [15:0]   _zz_regs_ringsOk_107;
  reg                 _zz_regs_ringsOk_108;
  reg                 _zz_regs_ringsOk_109;
  wire       [63:0]   _zz_regs_ringsOk_110;
  wire       [15:0]   _zz_regs_ringsOk_111;
  wire       [15:0]   _zz_regs_ringsOk_112;
  reg                 _zz_regs_ringsOk_113;
  reg                 _zz_regs_ringsOk_114;
  wire       [15:0]   _zz_regs_ringsOk_115;
  wire       [15:0]   _zz_regs_ringsOk_116;
  reg                 _zz_regs_ringsOk_117;
  reg                 _zz_regs_ringsOk_118;
  wire       [15:0]   _zz_regs_ringsOk_119;
  wire       [15:0]   _zz_regs_ringsOk_120;
  reg                 _zz_regs_ringsOk_121;
  reg                 _zz_regs_ringsOk_122;
  wire       [15:0]   _zz_regs_ringsOk_123;
  wire       [15:0]   _zz_regs_ringsOk_124;
  reg                 _zz_regs_ringsOk_125;
  reg                 _zz_regs_ringsOk_126;
  reg                 _zz_regs_ringsOk_127;
  reg                 _zz_regs_ringsOk_128;
  wire       [64:0]   _zz_regs_ringsOk_129;
  wire       [15:0]   _zz_regs_ringsOk_130;
  wire       [15:0]   _zz_regs_ringsOk_131;
  reg                 _zz_regs_ringsOk_132;
  reg                 _zz_regs_ringsOk_133;
  wire       [15:0]   _zz_regs_ringsOk_134;
  wire       [15:0]   _zz_regs_ringsOk_135;
  reg                 _zz_regs_ringsOk_136;
  reg                 _zz_regs_ringsOk_137;
  wire       [15:0]   _zz_regs_ringsOk_138;
  wire       [15:0]   _zz_regs_ringsOk_139;
  reg                 _zz_regs_ringsOk_140;
  reg                 _zz_regs_ringsOk_141;
  wire       [16:0]   _zz_regs_ringsOk_142;
  wire       [16:0]   _zz_regs_ringsOk_143;
  reg                 _zz_regs_ringsOk_144;
  reg                 _zz_regs_ringsOk_145;
  wire       [64:0]   _zz_regs_ringsOk_146;
  wire       [15:0]   _zz_regs_ringsOk_147;
  wire       [15:0]   _zz_regs_ringsOk_148;
  reg                 _zz_regs_ringsOk_149;
  reg                 _zz_regs_ringsOk_150;
  wire       [15:0]   _zz_regs_ringsOk_151;
  wire       [15:0]   _zz_regs_ringsOk_152;
  reg                 _zz_regs_ringsOk_153;
  reg                 _zz_regs_ringsOk_154;
  wire       [15:0]   _zz_regs_ringsOk_155;
  wire       [15:0]   _zz_regs_ringsOk_156;
  reg                 _zz_regs_ringsOk_157;
  reg                 _zz_regs_ringsOk_158;
  wire       [16:0]   _zz_regs_ringsOk_159;
  wire       [16:0]   _zz_regs_ringsOk_160;
  reg                 _zz_regs_ringsOk_161;
  reg                 _zz_regs_ringsOk_162;
  reg                 _zz_regs_ringsOk_163;
  reg                 _zz_regs_ringsOk_164;
  reg                 _zz_regs_ringsOk_165;
  reg                 _zz_regs_ringsOk_166;
  reg                 _zz_regs_ringsOk_167;
  reg                 _zz_regs_ringsOk_168;
  reg                 _zz_regs_ringsOk_169;
  wire       [63:0]   _zz_regs_ringsOk_170;
  wire       [63:0]   _zz_regs_ringsOk_171;
  wire       [63:0]   _zz_regs_ringsOk_172;
  reg        [32:0]   _zz_regs_ringsOk_173;
  reg        [32:0]   _zz_regs_ringsOk_174;
  reg        [32:0]   _zz_regs_ringsOk_175;
  reg        [31:0]   _zz_regs_ringsOk_176;
  wire       [64:0]   _zz_regs_ringsOk_177;
  wire       [63:0]   _zz_regs_ringsOk_178;
  wire       [15:0]   _zz_regs_ringsOk_179;
  wire       [15:0]   _zz_regs_ringsOk_180;
  reg                 _zz_regs_ringsOk_181;
  reg                 _zz_regs_ringsOk_182;
  wire       [15:0]   _zz_regs_ringsOk_183;
  wire       [15:0]   _zz_regs_ringsOk_184;
  reg                 _zz_regs_ringsOk_185;
  reg                 _zz_regs_ringsOk_186;
  wire       [15:0]   _zz_regs_ringsOk_187;
  wire       [15:0]   _zz_regs_ringsOk_188;
  reg                 _zz_regs_ringsOk_189;
  reg                 _zz_regs_ringsOk_190;
  wire       [15:0]   _zz_regs_ringsOk_191;
  wire       [15:0]   _zz_regs_ringsOk_192;
  reg                 _zz_regs_ringsOk_193;
  reg                 _zz_regs_ringsOk_194;
  wire       [63:0]   _zz_regs_ringsOk_195;
  wire       [15:0]   _zz_regs_ringsOk_196;
  wire       [15:0]   _zz_regs_ringsOk_197;
  reg                 _zz_regs_ringsOk_198;
  reg                 _zz_regs_ringsOk_199;
  wire       [15:0]   _zz_regs_ringsOk_200;
  wire       [15:0]   _zz_regs_ringsOk_201;
  reg                 _zz_regs_ringsOk_202;
  reg                 _zz_regs_ringsOk_203;
  wire       [15:0]   _zz_regs_ringsOk_204;
  wire       [15:0]   _zz_regs_ringsOk_205;
  reg                 _zz_regs_ringsOk_206;
  reg                 _zz_regs_ringsOk_207;
  wire       [15:0]   _zz_regs_ringsOk_208;
  wire       [15:0]   _zz_regs_ringsOk_209;
  reg                 _zz_regs_ringsOk_210;
  reg                 _zz_regs_ringsOk_211;
  reg                 _zz_regs_ringsOk_212;
  reg                 _zz_regs_ringsOk_213;
  wire       [64:0]   _zz_regs_ringsOk_214;
  wire       [15:0]   _zz_regs_ringsOk_215;
  wire       [15:0]   _zz_regs_ringsOk_216;
  reg                 _zz_regs_ringsOk_217;
  reg                 _zz_regs_ringsOk_218;
  wire       [15:0]   _zz_regs_ringsOk_219;
  wire       [15:0]   _zz_regs_ringsOk_220;
  reg                 _zz_regs_ringsOk_221;
  reg                 _zz_regs_ringsOk_222;
  wire       [15:0]   _zz_regs_ringsOk_223;
  wire       [15:0]   _zz_regs_ringsOk_224;
  reg                 _zz_regs_ringsOk_225;
  reg                 _zz_regs_ringsOk_226;
  wire       [16:0]   _zz_regs_ringsOk_227;
  wire       [16:0]   _zz_regs_ringsOk_228;
  reg                 _zz_regs_ringsOk_229;
  reg                 _zz_regs_ringsOk_230;
  wire       [64:0]   _zz_regs_ringsOk_231;
  wire       [15:0]   _zz_regs_ringsOk_232;
  wire       [15:0]   _zz_regs_ringsOk_233;
  reg                 _zz_regs_ringsOk_234;
  reg                 _zz_regs_ringsOk_235;
  wire       [15:0]   _zz_regs_ringsOk_236;
  wire       [15:0]   _zz_regs_ringsOk_237;
  reg                 _zz_regs_ringsOk_238;
  reg                 _zz_regs_ringsOk_239;
  wire       [15:0]   _zz_regs_ringsOk_240;
  wire       [15:0]   _zz_regs_ringsOk_241;
  reg                 _zz_regs_ringsOk_242;
  reg                 _zz_regs_ringsOk_243;
  wire       [16:0]   _zz_regs_ringsOk_244;
  wire       [16:0]   _zz_regs_ringsOk_245;
  reg                 _zz_regs_ringsOk_246;
  reg                 _zz_regs_ringsOk_247;
  reg                 _zz_regs_ringsOk_248;
  reg                 _zz_regs_ringsOk_249;
  reg                 _zz_regs_ringsOk_250;
  reg                 _zz_regs_ringsOk_251;
  reg                 _zz_regs_ringsOk_252;
  reg                 _zz_regs_ringsOk_253;
  reg                 _zz_regs_ringsOk_254;
  wire                regs_ringsOk;
  reg                 regs_cfgTests_0;
  reg                 regs_cfgTests_1;
  reg                 regs_cfgTests_2;
  reg                 regs_cfgTests_3;
  reg                 regs_cfgTests_4;
  reg                 regs_cfgTests_5;
  reg                 regs_cfgTests_6;
  reg                 regs_cfgTests_7;
  reg        [31:0]   regs_sqSize_regNext;
  reg        [31:0]   _zz_regs_cfgTests_8;
  reg                 regs_cfgTests_8;
  reg        [31:0]   regs_cqSize_regNext;
  reg        [31:0]   _zz_regs_cfgTests_9;
  reg                 regs_cfgTests_9;
  reg                 _zz_regs_cfgTests_10;
  wire       [20:0]   _zz_regs_cfgTests_10_1;
  wire       [20:0]   _zz_regs_cfgTests_10_2;
  reg                 _zz_regs_cfgTests_10_3;
  reg                 _zz_regs_cfgTests_10_4;
  reg                 _zz_regs_cfgTests_10_5;
  wire                regs_cfgTests_10;
  reg                 regs_cfgTests_11;
  reg        [32:0]   _zz_regs_cfgTests_12;
  wire       [32:0]   _zz_regs_cfgTests_12_1;
  wire       [32:0]   _zz_regs_cfgTests_12_2;
  wire       [15:0]   _zz_regs_cfgTests_12_3;
  wire       [15:0]   _zz_regs_cfgTests_12_4;
  reg                 _zz_regs_cfgTests_12_5;
  reg                 _zz_regs_cfgTests_12_6;
  wire       [16:0]   _zz_regs_cfgTests_12_7;
  wire       [16:0]   _zz_regs_cfgTests_12_8;
  reg                 _zz_regs_cfgTests_12_9;
  reg                 _zz_regs_cfgTests_12_10;
  reg                 regs_cfgTests_12;
  reg                 _zz_regs_cfgOk;
  reg                 _zz_regs_cfgOk_1;
  reg                 _zz_regs_cfgOk_2;
  reg                 regs_cfgTests_12_regNext;
  reg                 _zz_regs_cfgOk_3;
  reg                 regs_cfgOk;
  reg                 _zz_io_ctrl_aw_ready;
  wire                _zz_io_ctrl_aw_ready_1;
  reg        [31:0]   _zz_1;
  reg        [31:0]   _zz_2;
  reg        [31:0]   _zz_regs_enable;
  reg        [31:0]   _zz_regs_enable_1;
  reg                 _zz_regs_settled;
  reg                 _zz_regs_settled_1;
  reg                 _zz_3;
  reg                 _zz_4;
  reg                 _zz_5;
  reg                 _zz_6;
  reg                 _zz_7;
  reg                 _zz_8;
  reg                 _zz_9;
  reg                 _zz_10;
  reg                 _zz_11;
  reg                 _zz_12;
  reg                 _zz_13;
  reg                 _zz_14;
  reg                 _zz_15;
  reg                 _zz_16;
  reg                 _zz_17;
  reg                 _zz_18;
  reg                 _zz_19;
  reg                 _zz_20;
  reg                 _zz_21;
  reg                 _zz_22;
  reg                 _zz_23;
  reg                 _zz_24;
  reg                 _zz_25;
  reg                 _zz_26;
  reg                 _zz_27;
  reg                 _zz_28;
  reg                 _zz_29;
  reg                 _zz_30;
  reg                 _zz_31;
  reg                 _zz_io_ctrl_b_valid;
  wire                io_ctrl_b_fire;
  reg        [3:0]    regs_settle;
  wire                when_Registers_l134;
  reg                 regs_settled;
  wire                when_Registers_l136;
  wire                payloadIn_valid;
  wire                payloadIn_ready;
  wire                payloadIn_payload_last;
  wire       [63:0]   payloadIn_payload_fragment;
  reg                 reader_io_out_rValid;
  reg                 reader_io_out_rData_last;
  reg        [63:0]   reader_io_out_rData_fragment;
  wire                when_Stream_l477_3;
  wire                payloadIn_translated_valid;
  wire                payloadIn_translated_ready;
  wire       [64:0]   payloadIn_translated_payload;
  wire       [64:0]   _zz_payloadFifo_io_pop_translated_payload_last;
  wire                payloadFifo_io_pop_translated_valid;
  reg                 payloadFifo_io_pop_translated_ready;
  wire                payloadFifo_io_pop_translated_payload_last;
  wire       [63:0]   payloadFifo_io_pop_translated_payload_fragment;
  wire                payload_valid;
  wire                payload_ready;
  wire                payload_payload_last;
  wire       [63:0]   payload_payload_fragment;
  reg                 payloadFifo_io_pop_translated_rValid;
  reg                 payloadFifo_io_pop_translated_rData_last;
  reg        [63:0]   payloadFifo_io_pop_translated_rData_fragment;
  wire                when_Stream_l477_4;
  wire                payload_fire;
  wire                reader_io_ar_s2mPipe_valid;
  reg                 reader_io_ar_s2mPipe_ready;
  wire       [63:0]   reader_io_ar_s2mPipe_payload_addr;
  wire       [0:0]    reader_io_ar_s2mPipe_payload_id;
  wire       [7:0]    reader_io_ar_s2mPipe_payload_len;
  wire       [2:0]    reader_io_ar_s2mPipe_payload_size;
  wire       [1:0]    reader_io_ar_s2mPipe_payload_burst;
  reg                 reader_io_ar_rValidN;
  reg        [63:0]   reader_io_ar_rData_addr;
  reg        [0:0]    reader_io_ar_rData_id;
  reg        [7:0]    reader_io_ar_rData_len;
  reg        [2:0]    reader_io_ar_rData_size;
  reg        [1:0]    reader_io_ar_rData_burst;
  wire                reader_io_ar_s2mPipe_m2sPipe_valid;
  wire                reader_io_ar_s2mPipe_m2sPipe_ready;
  wire       [63:0]   reader_io_ar_s2mPipe_m2sPipe_payload_addr;
  wire       [0:0]    reader_io_ar_s2mPipe_m2sPipe_payload_id;
  wire       [7:0]    reader_io_ar_s2mPipe_m2sPipe_payload_len;
  wire       [2:0]    reader_io_ar_s2mPipe_m2sPipe_payload_size;
  wire       [1:0]    reader_io_ar_s2mPipe_m2sPipe_payload_burst;
  reg                 reader_io_ar_s2mPipe_rValid;
  reg        [63:0]   reader_io_ar_s2mPipe_rData_addr;
  reg        [0:0]    reader_io_ar_s2mPipe_rData_id;
  reg        [7:0]    reader_io_ar_s2mPipe_rData_len;
  reg        [2:0]    reader_io_ar_s2mPipe_rData_size;
  reg        [1:0]    reader_io_ar_s2mPipe_rData_burst;
  wire                when_Stream_l477_5;
  wire                fetcher_io_ar_s2mPipe_valid;
  reg                 fetcher_io_ar_s2mPipe_ready;
  wire       [63:0]   fetcher_io_ar_s2mPipe_payload_addr;
  wire       [0:0]    fetcher_io_ar_s2mPipe_payload_id;
  wire       [7:0]    fetcher_io_ar_s2mPipe_payload_len;
  wire       [2:0]    fetcher_io_ar_s2mPipe_payload_size;
  wire       [1:0]    fetcher_io_ar_s2mPipe_payload_burst;
  reg                 fetcher_io_ar_rValidN;
  reg        [63:0]   fetcher_io_ar_rData_addr;
  reg        [0:0]    fetcher_io_ar_rData_id;
  reg        [7:0]    fetcher_io_ar_rData_len;
  reg        [2:0]    fetcher_io_ar_rData_size;
  reg        [1:0]    fetcher_io_ar_rData_burst;
  wire                fetcher_io_ar_s2mPipe_m2sPipe_valid;
  wire                fetcher_io_ar_s2mPipe_m2sPipe_ready;
  wire       [63:0]   fetcher_io_ar_s2mPipe_m2sPipe_payload_addr;
  wire       [0:0]    fetcher_io_ar_s2mPipe_m2sPipe_payload_id;
  wire       [7:0]    fetcher_io_ar_s2mPipe_m2sPipe_payload_len;
  wire       [2:0]    fetcher_io_ar_s2mPipe_m2sPipe_payload_size;
  wire       [1:0]    fetcher_io_ar_s2mPipe_m2sPipe_payload_burst;
  reg                 fetcher_io_ar_s2mPipe_rValid;
  reg        [63:0]   fetcher_io_ar_s2mPipe_rData_addr;
  reg        [0:0]    fetcher_io_ar_s2mPipe_rData_id;
  reg        [7:0]    fetcher_io_ar_s2mPipe_rData_len;
  reg        [2:0]    fetcher_io_ar_s2mPipe_rData_size;
  reg        [1:0]    fetcher_io_ar_s2mPipe_rData_burst;
  wire                when_Stream_l477_6;
  wire                fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_valid;
  reg                 fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_ready;
  wire       [63:0]   fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_addr;
  wire       [0:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_id;
  wire       [7:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_len;
  wire       [2:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_size;
  wire       [1:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_burst;
  reg                 fetcher_io_ar_s2mPipe_m2sPipe_rValidN;
  reg        [63:0]   fetcher_io_ar_s2mPipe_m2sPipe_rData_addr;
  reg        [0:0]    fetcher_io_ar_s2mPipe_m2sPipe_rData_id;
  reg        [7:0]    fetcher_io_ar_s2mPipe_m2sPipe_rData_len;
  reg        [2:0]    fetcher_io_ar_s2mPipe_m2sPipe_rData_size;
  reg        [1:0]    fetcher_io_ar_s2mPipe_m2sPipe_rData_burst;
  wire                fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_valid;
  wire                fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_ready;
  wire       [63:0]   fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_addr;
  wire       [0:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_id;
  wire       [7:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_len;
  wire       [2:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_size;
  wire       [1:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_burst;
  reg                 fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rValid;
  reg        [63:0]   fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_addr;
  reg        [0:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_id;
  reg        [7:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_len;
  reg        [2:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_size;
  reg        [1:0]    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_burst;
  wire                when_Stream_l477_7;
  wire                _zz_arChoice_io_out_continueWhen_valid;
  wire                arChoice_1_io_out_continueWhen_valid;
  wire                arChoice_1_io_out_continueWhen_ready;
  wire       [63:0]   arChoice_1_io_out_continueWhen_payload_addr;
  wire       [0:0]    arChoice_1_io_out_continueWhen_payload_id;
  wire       [7:0]    arChoice_1_io_out_continueWhen_payload_len;
  wire       [2:0]    arChoice_1_io_out_continueWhen_payload_size;
  wire       [1:0]    arChoice_1_io_out_continueWhen_payload_burst;
  wire       [1:0]    _zz_when_Engine_l167;
  reg                 _zz_io_outputs_0_ready;
  reg        [63:0]   _zz_rTo_0_payload_data;
  reg        [0:0]    _zz_rTo_0_payload_id;
  reg        [1:0]    _zz_when_Engine_l167_1;
  reg                 _zz_rTo_0_payload_last;
  wire       [1:0]    _zz_when_Engine_l167_2;
  reg                 _zz_io_outputs_1_ready;
  reg        [63:0]   _zz_rTo_1_payload_data;
  reg        [0:0]    _zz_rTo_1_payload_id;
  reg        [1:0]    _zz_when_Engine_l167_3;
  reg                 _zz_rTo_1_payload_last;
  reg        [63:0]   _zz_rTo_0_payload_data_1;
  wire                when_Engine_l167;
  reg                 _zz_32;
  wire                rTo_0_valid;
  wire                rTo_0_ready;
  wire       [63:0]   rTo_0_payload_data;
  wire       [0:0]    rTo_0_payload_id;
  wire       [1:0]    rTo_0_payload_resp;
  wire                rTo_0_payload_last;
  reg                 _zz_rTo_0_valid;
  reg        [63:0]   _zz_rTo_0_payload_data_2;
  reg        [0:0]    _zz_rTo_0_payload_id_1;
  reg        [1:0]    _zz_rTo_0_payload_resp;
  reg                 _zz_rTo_0_payload_last_1;
  wire                when_Stream_l477_8;
  reg        [63:0]   _zz_rTo_1_payload_data_1;
  wire                when_Engine_l167_1;
  reg                 _zz_33;
  wire                rTo_1_valid;
  wire                rTo_1_ready;
  wire       [63:0]   rTo_1_payload_data;
  wire       [0:0]    rTo_1_payload_id;
  wire       [1:0]    rTo_1_payload_resp;
  wire                rTo_1_payload_last;
  reg                 _zz_rTo_1_valid;
  reg        [63:0]   _zz_rTo_1_payload_data_2;
  reg        [0:0]    _zz_rTo_1_payload_id_1;
  reg        [1:0]    _zz_rTo_1_payload_resp;
  reg                 _zz_rTo_1_payload_last_1;
  wire                when_Stream_l477_9;
  wire                writer_io_aw_s2mPipe_valid;
  reg                 writer_io_aw_s2mPipe_ready;
  wire       [63:0]   writer_io_aw_s2mPipe_payload_addr;
  wire       [0:0]    writer_io_aw_s2mPipe_payload_id;
  wire       [7:0]    writer_io_aw_s2mPipe_payload_len;
  wire       [2:0]    writer_io_aw_s2mPipe_payload_size;
  wire       [1:0]    writer_io_aw_s2mPipe_payload_burst;
  reg                 writer_io_aw_rValidN;
  reg        [63:0]   writer_io_aw_rData_addr;
  reg        [0:0]    writer_io_aw_rData_id;
  reg        [7:0]    writer_io_aw_rData_len;
  reg        [2:0]    writer_io_aw_rData_size;
  reg        [1:0]    writer_io_aw_rData_burst;
  wire                writer_io_aw_s2mPipe_m2sPipe_valid;
  wire                writer_io_aw_s2mPipe_m2sPipe_ready;
  wire       [63:0]   writer_io_aw_s2mPipe_m2sPipe_payload_addr;
  wire       [0:0]    writer_io_aw_s2mPipe_m2sPipe_payload_id;
  wire       [7:0]    writer_io_aw_s2mPipe_m2sPipe_payload_len;
  wire       [2:0]    writer_io_aw_s2mPipe_m2sPipe_payload_size;
  wire       [1:0]    writer_io_aw_s2mPipe_m2sPipe_payload_burst;
  reg                 writer_io_aw_s2mPipe_rValid;
  reg        [63:0]   writer_io_aw_s2mPipe_rData_addr;
  reg        [0:0]    writer_io_aw_s2mPipe_rData_id;
  reg        [7:0]    writer_io_aw_s2mPipe_rData_len;
  reg        [2:0]    writer_io_aw_s2mPipe_rData_size;
  reg        [1:0]    writer_io_aw_s2mPipe_rData_burst;
  wire                when_Stream_l477_10;
  wire                _zz_writer_io_aw_s2mPipe_m2sPipe_ready;
  wire                writer_io_aw_s2mPipe_m2sPipe_continueWhen_valid;
  wire                writer_io_aw_s2mPipe_m2sPipe_continueWhen_ready;
  wire       [63:0]   writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_addr;
  wire       [0:0]    writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_id;
  wire       [7:0]    writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_len;
  wire       [2:0]    writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_size;
  wire       [1:0]    writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_burst;
  wire                writer_io_w_s2mPipe_valid;
  reg                 writer_io_w_s2mPipe_ready;
  wire       [63:0]   writer_io_w_s2mPipe_payload_data;
  wire       [7:0]    writer_io_w_s2mPipe_payload_strb;
  wire                writer_io_w_s2mPipe_payload_last;
  reg                 writer_io_w_rValidN;
  reg        [63:0]   writer_io_w_rData_data;
  reg        [7:0]    writer_io_w_rData_strb;
  reg                 writer_io_w_rData_last;
  wire                writer_io_w_s2mPipe_m2sPipe_valid;
  wire                writer_io_w_s2mPipe_m2sPipe_ready;
  wire       [63:0]   writer_io_w_s2mPipe_m2sPipe_payload_data;
  wire       [7:0]    writer_io_w_s2mPipe_m2sPipe_payload_strb;
  wire                writer_io_w_s2mPipe_m2sPipe_payload_last;
  reg                 writer_io_w_s2mPipe_rValid;
  reg        [63:0]   writer_io_w_s2mPipe_rData_data;
  reg        [7:0]    writer_io_w_s2mPipe_rData_strb;
  reg                 writer_io_w_s2mPipe_rData_last;
  wire                when_Stream_l477_11;
  wire                _zz_writer_io_w_s2mPipe_m2sPipe_ready;
  wire                writer_io_w_s2mPipe_m2sPipe_continueWhen_valid;
  wire                writer_io_w_s2mPipe_m2sPipe_continueWhen_ready;
  wire       [63:0]   writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_data;
  wire       [7:0]    writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_strb;
  wire                writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_last;
  reg        [23:0]   fsm_state;
  reg        [23:0]   fsm_enter;
  reg        [23:0]   fsm_leave;
  reg                 started;
  reg        [31:0]   sqHead;
  reg        [31:0]   cqTail;
  reg                 cqPhase;
  reg        [31:0]   lrTail;
  reg        [63:0]   descIndex;
  reg        [5:0]    txItems;
  reg        [63:0]   lsn;
  reg        [63:0]   seq;
  reg        [63:0]   tailLsn;
  reg        [31:0]   slotIdx;
  reg        [63:0]   slotBase;
  reg        [63:0]   cqAddr;
  reg                 run;
  reg                 _zz_34;
  reg        [31:0]   _zz_io_sqMask;
  reg        [7:0]    dc_d_opcode;
  reg        [7:0]    dc_d_itemType;
  reg        [15:0]   dc_d_flags;
  reg        [31:0]   dc_d_len;
  reg        [63:0]   dc_d_key;
  reg        [63:0]   dc_d_addr;
  reg        [31:0]   dc_d_tag;
  reg        [31:0]   dc_d_reserved;
  reg                 dc_f_lenZero;
  reg                 dc_f_tooBig;
  reg                 dc_f_badType;
  reg                 dc_f_resItem;
  reg                 dc_f_resPush;
  reg                 dc_f_keyNonZero;
  reg                 dc_f_inWindow;
  reg                 dc_f_isItem;
  reg                 dc_f_isTxEnd;
  reg                 dc_f_isPush;
  reg        [7:0]    dc_f_hits;
  reg                 dc_f_others;
  reg                 maxTxSmall;
  reg        [5:0]    maxTxLow;
  reg        [5:0]    maxTxLowM1;
  reg                 maxTxLowZero;
  reg        [7:0]    codeR;
  reg                 codeBad;
  reg        [7:0]    cplKind;
  reg        [7:0]    cplCode;
  reg        [15:0]   cplFlags;
  reg        [31:0]   cplTag;
  reg        [63:0]   cplLsn;
  reg        [63:0]   cplSeq;
  reg        [31:0]   cplA;
  reg        [15:0]   cplB;
  wire       [7:0]    cpl_kind;
  wire       [7:0]    cpl_code;
  wire       [15:0]   cpl_flags;
  wire       [31:0]   cpl_tag;
  wire       [63:0]   cpl_lsn;
  wire       [63:0]   cpl_seq;
  wire       [31:0]   cpl_a;
  wire       [15:0]   cpl_b;
  wire       [7:0]    cpl_c;
  wire       [7:0]    cpl_phase;
  wire       [255:0]  _zz_cplWords_0;
  wire       [63:0]   cplWords_0;
  wire       [63:0]   cplWords_1;
  wire       [63:0]   cplWords_2;
  wire       [63:0]   cplWords_3;
  reg        [23:0]   cplNext;
  reg                 cqMoved;
  reg                 cqMoved1;
  reg        [31:0]   cqUsed;
  reg        [31:0]   cqMask;
  reg                 cqAtEnd;
  wire       [63:0]   _zz_cqAddrNext;
  wire       [63:0]   _zz_cqAddrNext_1;
  reg        [32:0]   _zz_cqAddrNext_2;
  reg        [32:0]   _zz_cqAddrNext_3;
  reg        [32:0]   _zz_cqAddrNext_4;
  reg        [31:0]   _zz_cqAddrNext_5;
  reg        [63:0]   cqAddrNext;
  reg                 cqMoved1_regNext;
  reg                 cqMoved1_regNext_1;
  reg                 cqMoved1_regNext_1_regNext;
  wire                cqFresh;
  reg        [31:0]   lrUsed;
  reg                 lrFull;
  reg                 cqTight;
  reg                 cqRoom;
  reg                 pushAuto;
  reg        [31:0]   pushTag;
  reg        [63:0]   pushIndex;
  reg                 busError;
  reg                 reader_io_busError_regNext;
  reg                 _zz_35;
  reg        [5:0]    entry;
  reg        [20:0]   offset;
  reg                 atEnd;
  reg                 tableIdle;
  reg                 tableReady;
  reg        [5:0]    usedR;
  reg        [5:0]    roomForTx;
  reg                 tableTooFull;
  reg        [6:0]    usedBound;
  reg                 _zz_txEndSafe;
  wire                txEndSafe;
  reg                 tableEmpty;
  reg        [5:0]    lastEntry;
  reg                 entryIsLast;
  reg                 rdDeadR;
  reg        [5:0]    entryNext;
  wire                readNext;
  reg        [31:0]   records;
  reg        [5:0]    items;
  reg        [63:0]   pushFirstLsn;
  reg        [18:0]   pos;
  reg        [31:0]   ops;
  reg        [15:0]   recFlags;
  reg                 commit;
  reg        [18:0]   recLen;
  reg                 planIn_valid;
  wire                planIn_ready;
  reg                 planIn_payload_close;
  reg                 planIn_payload_commit;
  wire       [7:0]    planIn_payload_itemType;
  wire       [63:0]   planIn_payload_key;
  wire       [20:0]   planIn_payload_len;
  wire       [7:0]    planIn_payload_flags;
  wire                planIn_payload_whole;
  wire                planIn_payload_empty;
  wire                planIn_s2mPipe_valid;
  reg                 planIn_s2mPipe_ready;
  wire                planIn_s2mPipe_payload_close;
  wire                planIn_s2mPipe_payload_commit;
  wire       [7:0]    planIn_s2mPipe_payload_itemType;
  wire       [63:0]   planIn_s2mPipe_payload_key;
  wire       [20:0]   planIn_s2mPipe_payload_len;
  wire       [7:0]    planIn_s2mPipe_payload_flags;
  wire                planIn_s2mPipe_payload_whole;
  wire                planIn_s2mPipe_payload_empty;
  reg                 planIn_rValidN;
  reg                 planIn_rData_close;
  reg                 planIn_rData_commit;
  reg        [7:0]    planIn_rData_itemType;
  reg        [63:0]   planIn_rData_key;
  reg        [20:0]   planIn_rData_len;
  reg        [7:0]    planIn_rData_flags;
  reg                 planIn_rData_whole;
  reg                 planIn_rData_empty;
  wire                planIn_s2mPipe_m2sPipe_valid;
  wire                planIn_s2mPipe_m2sPipe_ready;
  wire                planIn_s2mPipe_m2sPipe_payload_close;
  wire                planIn_s2mPipe_m2sPipe_payload_commit;
  wire       [7:0]    planIn_s2mPipe_m2sPipe_payload_itemType;
  wire       [63:0]   planIn_s2mPipe_m2sPipe_payload_key;
  wire       [20:0]   planIn_s2mPipe_m2sPipe_payload_len;
  wire       [7:0]    planIn_s2mPipe_m2sPipe_payload_flags;
  wire                planIn_s2mPipe_m2sPipe_payload_whole;
  wire                planIn_s2mPipe_m2sPipe_payload_empty;
  reg                 planIn_s2mPipe_rValid;
  reg                 planIn_s2mPipe_rData_close;
  reg                 planIn_s2mPipe_rData_commit;
  reg        [7:0]    planIn_s2mPipe_rData_itemType;
  reg        [63:0]   planIn_s2mPipe_rData_key;
  reg        [20:0]   planIn_s2mPipe_rData_len;
  reg        [7:0]    planIn_s2mPipe_rData_flags;
  reg                 planIn_s2mPipe_rData_whole;
  reg                 planIn_s2mPipe_rData_empty;
  wire                when_Stream_l477_12;
  wire                planS_valid;
  reg                 planS_ready;
  wire                planS_payload_close;
  wire                planS_payload_commit;
  wire       [7:0]    planS_payload_itemType;
  wire       [63:0]   planS_payload_key;
  wire       [20:0]   planS_payload_len;
  wire       [7:0]    planS_payload_flags;
  wire                planS_payload_whole;
  wire                planS_payload_empty;
  reg                 planFifo_io_pop_rValidN;
  reg                 planFifo_io_pop_rData_close;
  reg                 planFifo_io_pop_rData_commit;
  reg        [7:0]    planFifo_io_pop_rData_itemType;
  reg        [63:0]   planFifo_io_pop_rData_key;
  reg        [20:0]   planFifo_io_pop_rData_len;
  reg        [7:0]    planFifo_io_pop_rData_flags;
  reg                 planFifo_io_pop_rData_whole;
  reg                 planFifo_io_pop_rData_empty;
  wire                planQ_valid;
  wire                planQ_ready;
  wire                planQ_payload_close;
  wire                planQ_payload_commit;
  wire       [7:0]    planQ_payload_itemType;
  wire       [63:0]   planQ_payload_key;
  wire       [20:0]   planQ_payload_len;
  wire       [7:0]    planQ_payload_flags;
  wire                planQ_payload_whole;
  wire                planQ_payload_empty;
  reg                 planS_rValid;
  reg                 planS_rData_close;
  reg                 planS_rData_commit;
  reg        [7:0]    planS_rData_itemType;
  reg        [63:0]   planS_rData_key;
  reg        [20:0]   planS_rData_len;
  reg        [7:0]    planS_rData_flags;
  reg                 planS_rData_whole;
  reg                 planS_rData_empty;
  wire                when_Stream_l477_13;
  wire                planCloseNext;
  wire                mayPlan;
  reg        [20:0]   opLen;
  reg                 opWhole;
  reg                 opEmpty;
  reg        [7:0]    eType;
  reg        [63:0]   eKey;
  reg        [63:0]   eAddr;
  reg        [20:0]   pLen;
  reg        [7:0]    pFlags;
  reg                 pWhole;
  reg                 pEmpty;
  reg                 restZero;
  reg        [18:0]   pNeed;
  reg                 consumed;
  reg                 consumed_regNext;
  reg                 emit_valid;
  wire                emit_ready;
  wire       [63:0]   emit_payload_w_data;
  wire       [63:0]   emit_payload_w_addr;
  reg        [3:0]    emit_payload_w_beats;
  reg                 emit_payload_w_first;
  reg                 emit_payload_w_last;
  reg                 emit_payload_toWriter;
  reg                 emit_payload_toCrc;
  reg        [63:0]   wAddr;
  reg        [18:0]   room;
  reg        [18:0]   roomFirst;
  reg                 _zz_emit_payload_w_addr;
  reg                 _zz_36;
  reg                 _zz_37;
  reg                 _zz_emit_payload_w_addr_1;
  reg                 _zz_38;
  reg                 _zz_39;
  reg                 emitHeld;
  reg        [63:0]   emitBuf_w_data;
  reg        [63:0]   emitBuf_w_addr;
  reg        [3:0]    emitBuf_w_beats;
  reg                 emitBuf_w_first;
  reg                 emitBuf_w_last;
  reg                 emitBuf_toWriter;
  reg                 emitBuf_toCrc;
  wire                emitS_valid;
  reg                 emitS_ready;
  wire       [63:0]   emitS_payload_w_data;
  wire       [63:0]   emitS_payload_w_addr;
  wire       [3:0]    emitS_payload_w_beats;
  wire                emitS_payload_w_first;
  wire                emitS_payload_w_last;
  wire                emitS_payload_toWriter;
  wire                emitS_payload_toCrc;
  wire                heldNext;
  reg                 emitFree;
  reg                 _zz_40;
  reg                 _zz_41;
  wire                ep_valid;
  wire                ep_ready;
  wire       [63:0]   ep_payload_w_data;
  wire       [63:0]   ep_payload_w_addr;
  wire       [3:0]    ep_payload_w_beats;
  wire                ep_payload_w_first;
  wire                ep_payload_w_last;
  wire                ep_payload_toWriter;
  wire                ep_payload_toCrc;
  reg                 emitS_rValid;
  reg        [63:0]   emitS_rData_w_data;
  reg        [63:0]   emitS_rData_w_addr;
  reg        [3:0]    emitS_rData_w_beats;
  reg                 emitS_rData_w_first;
  reg                 emitS_rData_w_last;
  reg                 emitS_rData_toWriter;
  reg                 emitS_rData_toCrc;
  wire                when_Stream_l477_14;
  wire                outEmpty;
  wire                ep_fire;
  reg                 aligned;
  wire       [18:0]   bodyLen;
  reg                 padSeen;
  wire                when_Engine_l423;
  reg                 roomSmall;
  reg                 advancing;
  reg        [20:0]   rest;
  reg        [21:0]   need;
  reg        [21:0]   needBias;
  reg                 fits;
  reg                 roomForPart;
  reg        [32:0]   cmdLo;
  reg        [31:0]   cmdHi;
  wire       [63:0]   cmdAddr;
  wire       [15:0]   blocks;
  wire       [31:0]   header_magic;
  wire       [15:0]   header_version;
  wire       [15:0]   header_flags;
  wire       [63:0]   header_seq;
  wire       [63:0]   header_lsn;
  wire       [63:0]   header_tailLsn;
  wire       [31:0]   header_len;
  wire       [31:0]   header_ops;
  wire       [31:0]   header_index;
  wire       [15:0]   header_blocks;
  wire       [15:0]   header_sizeBlocks;
  wire       [7:0]    header_reserved_0;
  wire       [7:0]    header_reserved_1;
  wire       [7:0]    header_reserved_2;
  wire       [7:0]    header_reserved_3;
  wire       [7:0]    header_reserved_4;
  wire       [7:0]    header_reserved_5;
  wire       [7:0]    header_reserved_6;
  wire       [7:0]    header_reserved_7;
  wire       [7:0]    header_reserved_8;
  wire       [7:0]    header_reserved_9;
  wire       [7:0]    header_reserved_10;
  wire       [7:0]    header_reserved_11;
  wire       [31:0]   header_crc;
  wire       [511:0]  _zz_hdr_0;
  wire       [63:0]   hdr_0;
  wire       [63:0]   hdr_1;
  wire       [63:0]   hdr_2;
  wire       [63:0]   hdr_3;
  wire       [63:0]   hdr_4;
  wire       [63:0]   hdr_5;
  wire       [63:0]   hdr_6;
  wire       [63:0]   hdr_7;
  wire       [31:0]   withCrc_magic;
  wire       [15:0]   withCrc_version;
  wire       [15:0]   withCrc_flags;
  wire       [63:0]   withCrc_seq;
  wire       [63:0]   withCrc_lsn;
  wire       [63:0]   withCrc_tailLsn;
  wire       [31:0]   withCrc_len;
  wire       [31:0]   withCrc_ops;
  wire       [31:0]   withCrc_index;
  wire       [15:0]   withCrc_blocks;
  wire       [15:0]   withCrc_sizeBlocks;
  wire       [7:0]    withCrc_reserved_0;
  wire       [7:0]    withCrc_reserved_1;
  wire       [7:0]    withCrc_reserved_2;
  wire       [7:0]    withCrc_reserved_3;
  wire       [7:0]    withCrc_reserved_4;
  wire       [7:0]    withCrc_reserved_5;
  wire       [7:0]    withCrc_reserved_6;
  wire       [7:0]    withCrc_reserved_7;
  wire       [7:0]    withCrc_reserved_8;
  wire       [7:0]    withCrc_reserved_9;
  wire       [7:0]    withCrc_reserved_10;
  wire       [7:0]    withCrc_reserved_11;
  reg        [31:0]   withCrc_crc;
  reg        [63:0]   words_0;
  reg        [63:0]   words_1;
  reg        [63:0]   words_2;
  reg        [63:0]   words_3;
  reg        [63:0]   words_4;
  reg        [63:0]   words_5;
  reg        [63:0]   words_6;
  reg        [63:0]   words_7;
  reg        [2:0]    wLastIdx;
  reg        [2:0]    wNext_0;
  reg        [2:0]    wNext_1;
  reg        [2:0]    wNext_2;
  reg        [2:0]    wNext_3;
  reg                 wFirst;
  reg                 wLast;
  reg        [63:0]   wHead;
  wire       [7:0]    commitOp_itemType;
  wire       [7:0]    commitOp_flags;
  wire       [15:0]   commitOp_reserved;
  wire       [31:0]   commitOp_len;
  wire       [63:0]   commitOp_key;
  wire       [63:0]   commitPayload_items;
  wire       [31:0]   commitPayload_records;
  wire       [31:0]   commitPayload_reserved;
  wire       [127:0]  _zz_words_0;
  wire       [127:0]  _zz_words_2;
  wire       [7:0]    opHeader_itemType;
  wire       [7:0]    opHeader_flags;
  wire       [15:0]   opHeader_reserved;
  wire       [31:0]   opHeader_len;
  wire       [63:0]   opHeader_key;
  wire       [127:0]  _zz_opWords_0;
  wire       [63:0]   opWords_0;
  wire       [63:0]   opWords_1;
  reg                 load_cpl;
  reg                 _zz_42;
  reg                 _zz_43;
  reg                 _zz_planQ_ready;
  reg                 _zz_44;
  reg                 _zz_45;
  reg                 _zz_emit_payload_w_data;
  reg                 _zz_46;
  reg                 _zz_47;
  reg                 load_hdrs;
  reg                 _zz_48;
  reg                 _zz_49;
  reg                 _zz_when_Engine_l509;
  reg                 _zz_50;
  reg                 _zz_51;
  (* keep *) wire                when_Engine_l509;
  reg                 _zz_load_cplHi;
  reg                 _zz_52;
  reg                 _zz_53;
  wire                load_cplHi;
  reg                 load_op;
  reg                 _zz_54;
  reg                 _zz_55;
  reg                 load_commit;
  reg                 _zz_56;
  reg                 _zz_57;
  reg                 load_counts;
  reg                 _zz_58;
  reg                 _zz_59;
  reg                 _zz_load_hdrsHi;
  reg                 _zz_60;
  reg                 _zz_61;
  wire                load_hdrsHi;
  (* keep *) wire                when_Engine_l544;
  (* keep *) wire                when_Engine_l544_1;
  (* keep *) wire                when_Engine_l544_2;
  (* keep *) wire                when_Engine_l544_3;
  (* keep *) wire                when_Engine_l544_4;
  (* keep *) wire                when_Engine_l544_5;
  (* keep *) wire                when_Engine_l544_6;
  (* keep *) wire                when_Engine_l544_7;
  wire       [63:0]   wOut;
  reg        [32:0]   rsizeBlocks;
  reg        [32:0]   nextBlock;
  reg        [32:0]   nextEnd;
  reg        [32:0]   _zz_lsnWraps;
  reg                 lsnWraps;
  reg        [63:0]   lsnNext;
  reg        [31:0]   lastSlot;
  reg                 _zz_slotLast;
  reg                 _zz_slotLast_1;
  reg                 slotLast;
  wire       [63:0]   _zz_slotNextBase;
  wire       [63:0]   _zz_slotNextBase_1;
  reg        [32:0]   _zz_slotNextBase_2;
  reg        [32:0]   _zz_slotNextBase_3;
  reg        [32:0]   _zz_slotNextBase_4;
  reg        [31:0]   _zz_slotNextBase_5;
  wire       [63:0]   slotNextBase;
  reg        [31:0]   slotIdxAfter;
  reg        [63:0]   slotBaseAfter;
  wire       [63:0]   _zz_bodyBase;
  wire       [63:0]   _zz_bodyBase_1;
  reg        [32:0]   _zz_bodyBase_2;
  reg        [32:0]   _zz_bodyBase_3;
  reg        [32:0]   _zz_bodyBase_4;
  reg        [31:0]   _zz_bodyBase_5;
  wire       [63:0]   bodyBase;
  reg                 readCmd_valid;
  wire                readCmd_ready;
  wire       [63:0]   readCmd_payload_addr;
  wire       [20:0]   readCmd_payload_len;
  wire                readCmd_s2mPipe_valid;
  wire                readCmd_s2mPipe_ready;
  wire       [63:0]   readCmd_s2mPipe_payload_addr;
  wire       [20:0]   readCmd_s2mPipe_payload_len;
  reg                 readCmd_rValidN;
  reg        [63:0]   readCmd_rData_addr;
  reg        [20:0]   readCmd_rData_len;
  reg                 _zz_payload_ready;
  reg                 _zz_62;
  reg                 _zz_63;
  reg        [8:0]    planner_state;
  reg        [8:0]    planner_enter;
  reg        [8:0]    planner_leave;
  wire                when_Fsm_l25;
  wire                when_Engine_l591;
  wire                when_Fsm_l25_1;
  wire                when_Fsm_l25_2;
  wire                when_Fsm_l25_3;
  wire                when_Fsm_l25_4;
  wire                when_Fsm_l25_5;
  wire       [7:0]    _zz_pFlags;
  wire                when_Fsm_l25_6;
  wire                when_Engine_l628;
  wire                when_Engine_l633;
  wire                when_Fsm_l25_7;
  wire                when_Fsm_l25_8;
  wire       [3:0]    _zz_64;
  wire       [3:0]    _zz_65;
  wire       [3:0]    _zz_66;
  wire       [3:0]    _zz_67;
  wire       [3:0]    _zz_68;
  wire       [3:0]    _zz_69;
  wire       [3:0]    _zz_70;
  wire       [3:0]    _zz_71;
  reg                 _zz_72;
  reg                 _zz_73;
  reg                 _zz_io_hold;
  reg                 _zz_readNext;
  reg                 _zz_74;
  reg                 _zz_75;
  reg                 regs_resetPulse_regNext;
  reg                 opDoneNow;
  reg                 opDoneR;
  reg                 commitTaken;
  reg                 _zz_76;
  reg                 _zz_77;
  wire                when_Engine_l673;
  reg                 chainNow;
  reg                 chained;
  reg                 _zz_78;
  reg                 _zz_79;
  reg                 stallLr;
  reg                 stallCq;
  reg                 _zz_regs_ctrInc_12;
  reg                 _zz_regs_ctrInc_12_1;
  reg                 _zz_regs_ctrInc_12_2;
  reg                 hwaitDone;
  wire                drainDone;
  reg                 _zz_drainDone;
  reg                 itemOk;
  wire                offerNext;
  reg                 offer;
  reg                 offerLoad;
  reg                 _zz_80;
  reg                 _zz_81;
  wire                offers;
  reg                 _zz_82;
  reg                 _zz_83;
  reg                 _zz_84;
  reg                 _zz_85;
  reg                 _zz_86;
  reg                 _zz_io_readyCopy;
  reg                 _zz_87;
  reg                 _zz_88;
  wire                when_Fsm_l25_9;
  wire                fetcher_io_desc_fire;
  wire                txFullNext;
  reg                 _zz_txFullCheck;
  reg                 _zz_89;
  reg                 _zz_90;
  reg                 txFullCheck;
  wire                when_Fsm_l25_10;
  wire       [7:0]    _zz_codeR;
  wire                when_Fsm_l25_11;
  wire                when_Fsm_l25_12;
  wire                when_Engine_l760;
  wire                when_Engine_l763;
  wire                when_Fsm_l25_13;
  reg                 _zz_91;
  wire                when_Fsm_l25_14;
  wire                when_Fsm_l25_15;
  wire                when_Fsm_l29;
  wire                when_Fsm_l29_1;
  wire                when_Fsm_l29_2;
  wire                when_Fsm_l29_3;
  wire                when_Fsm_l25_16;
  wire                when_Fsm_l25_17;
  wire                when_Fsm_l25_18;
  wire                when_Fsm_l25_19;
  wire                when_Engine_l805;
  wire                when_Fsm_l25_20;
  wire                when_Fsm_l25_21;
  wire                when_Engine_l821;
  wire                when_Fsm_l25_22;
  wire                when_Fsm_l25_23;
  wire                when_Fsm_l25_24;
  wire                when_Engine_l834;
  wire                when_Engine_l838;
  wire                when_Fsm_l25_25;
  wire                when_Fsm_l25_26;
  wire                when_Fsm_l25_27;
  wire                when_Fsm_l25_28;
  wire                when_Fsm_l25_29;
  wire                when_Fsm_l25_30;
  wire                when_Fsm_l25_31;
  wire                when_Engine_l884;
  reg                 _zz_92;
  wire                when_Engine_l903;
  wire                _zz_cplFlags;
  wire                when_Fsm_l25_32;
  reg        [31:0]   _zz_io_ctrl_r_payload_data;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_1;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_2;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_3;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_4;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_5;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_6;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_7;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_8;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_9;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_10;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_11;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_12;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_13;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_14;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_15;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_16;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_17;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_18;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_19;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_20;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_21;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_22;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_23;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_24;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_25;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_26;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_27;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_28;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_29;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_30;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_31;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_32;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_33;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_34;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_35;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_36;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_37;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_38;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_39;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_40;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_41;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_42;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_43;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_44;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_45;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_46;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_47;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_48;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_49;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_50;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_51;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_52;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_53;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_54;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_55;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_56;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_57;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_58;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_59;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_60;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_61;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_62;
  reg                 _zz_io_ctrl_ar_ready;
  reg        [9:0]    _zz_io_ctrl_r_payload_data_63;
  wire                io_ctrl_ar_fire;
  reg        [62:0]   _zz_io_ctrl_r_payload_data_64;
  wire                _zz_93;
  wire                _zz_94;
  wire                _zz_95;
  wire                _zz_96;
  wire                _zz_97;
  wire                _zz_98;
  wire                _zz_99;
  wire                _zz_100;
  wire                _zz_101;
  wire                _zz_102;
  wire                _zz_103;
  wire                _zz_104;
  wire                _zz_105;
  wire                _zz_106;
  wire                _zz_107;
  wire                _zz_108;
  wire                _zz_109;
  wire                _zz_110;
  wire                _zz_111;
  wire                _zz_112;
  wire                _zz_113;
  wire                _zz_114;
  wire                _zz_115;
  wire                _zz_116;
  wire                _zz_117;
  wire                _zz_118;
  wire                _zz_119;
  wire                _zz_120;
  wire                _zz_121;
  wire                _zz_122;
  wire                _zz_123;
  wire                _zz_124;
  wire                _zz_125;
  wire                _zz_126;
  wire                _zz_127;
  wire                _zz_128;
  wire                _zz_129;
  wire                _zz_130;
  wire                _zz_131;
  wire                _zz_132;
  wire                _zz_133;
  wire                _zz_134;
  wire                _zz_135;
  wire                _zz_136;
  wire                _zz_137;
  wire                _zz_138;
  wire                _zz_139;
  wire                _zz_140;
  wire                _zz_141;
  wire                _zz_142;
  wire                _zz_143;
  wire                _zz_144;
  wire                _zz_145;
  wire                _zz_146;
  wire                _zz_147;
  wire                _zz_148;
  wire                _zz_149;
  wire                _zz_150;
  wire                _zz_151;
  wire                _zz_152;
  wire                _zz_153;
  wire                _zz_154;
  reg        [5:0]    _zz_155;
  reg                 _zz_io_ctrl_r_payload_data_65;
  reg                 _zz_156;
  reg                 io_ctrl_ar_fire_regNext;
  reg                 io_ctrl_ar_fire_regNext_regNext;
  reg                 _zz_157;
  reg                 _zz_when_Registers_l233;
  wire                _zz_158;
  reg        [5:0]    _zz_159;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_66;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_67;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_68;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_69;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_70;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_71;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_72;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_73;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_74;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_75;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_76;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_77;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_78;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_79;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_80;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_81;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_82;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_83;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_84;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_85;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_86;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_87;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_88;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_89;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_90;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_91;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_92;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_93;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_94;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_95;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_96;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_97;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_98;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_99;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_100;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_101;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_102;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_103;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_104;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_105;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_106;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_107;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_108;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_109;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_110;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_111;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_112;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_113;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_114;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_115;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_116;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_117;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_118;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_119;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_120;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_121;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_122;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_123;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_124;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_125;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_126;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_127;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_128;
  reg                 _zz_160;
  reg                 _zz_when_Registers_l233_1;
  reg                 _zz_161;
  reg                 _zz_io_ctrl_r_valid;
  reg        [31:0]   _zz_io_ctrl_r_payload_data_129;
  wire                when_Registers_l233;
  wire                io_ctrl_r_fire;
  reg                 idleR;
  reg                 tableBusyR;
  reg                 writerIdleR;
  reg                 fetcherIdleR;
  reg                 sqEmpty;
  reg                 _zz_regs_stBusy;
  reg                 _zz_regs_stIdle;
  wire       [4:0]    _zz_162;
  wire       [4:0]    _zz_163;
  wire       [4:0]    _zz_164;
  wire       [4:0]    _zz_165;
  wire       [4:0]    _zz_166;
  wire       [4:0]    _zz_167;
  wire       [4:0]    _zz_168;
  wire       [4:0]    _zz_169;
  reg                 _zz_170;
  reg                 _zz_171;
  reg                 fsmReset;
  reg                 regs_resetR_regNext;
  reg                 regs_resetR_regNext_regNext;
  wire       [11:0]   switch_BusIf_l288;

  assign _zz_regs_enable_2 = ((regs_enable & regs_busif_wmaskn[0 : 0]) | (regs_busif_axiW_payload_data[0 : 0] & regs_busif_wmask[0 : 0]));
  assign _zz_regs_ctrLo_0_1 = regs_ctrLo_0[31 : 0];
  assign _zz_regs_ctrLo_0 = {1'd0, _zz_regs_ctrLo_0_1};
  assign _zz_regs_ctrLo_0_2 = {1'd0, regs_ctrInc_0_regNext_regNext};
  assign _zz_regs_ctrHi_0_1 = regs_ctrLo_0[32];
  assign _zz_regs_ctrHi_0 = {31'd0, _zz_regs_ctrHi_0_1};
  assign _zz_regs_ctrLo_1_1 = regs_ctrLo_1[31 : 0];
  assign _zz_regs_ctrLo_1 = {1'd0, _zz_regs_ctrLo_1_1};
  assign _zz_regs_ctrLo_1_2 = {1'd0, regs_ctrInc_1_regNext_regNext};
  assign _zz_regs_ctrHi_1_1 = regs_ctrLo_1[32];
  assign _zz_regs_ctrHi_1 = {31'd0, _zz_regs_ctrHi_1_1};
  assign _zz_regs_ctrLo_2_1 = regs_ctrLo_2[31 : 0];
  assign _zz_regs_ctrLo_2 = {1'd0, _zz_regs_ctrLo_2_1};
  assign _zz_regs_ctrLo_2_2 = {1'd0, regs_ctrInc_2_regNext_regNext};
  assign _zz_regs_ctrHi_2_1 = regs_ctrLo_2[32];
  assign _zz_regs_ctrHi_2 = {31'd0, _zz_regs_ctrHi_2_1};
  assign _zz_regs_ctrLo_3_1 = regs_ctrLo_3[31 : 0];
  assign _zz_regs_ctrLo_3 = {1'd0, _zz_regs_ctrLo_3_1};
  assign _zz_regs_ctrLo_3_2 = {1'd0, regs_ctrInc_3_regNext_regNext};
  assign _zz_regs_ctrHi_3_1 = regs_ctrLo_3[32];
  assign _zz_regs_ctrHi_3 = {31'd0, _zz_regs_ctrHi_3_1};
  assign _zz_regs_ctrLo_4_1 = regs_ctrLo_4[31 : 0];
  assign _zz_regs_ctrLo_4 = {1'd0, _zz_regs_ctrLo_4_1};
  assign _zz_regs_ctrLo_4_2 = {1'd0, regs_ctrInc_4_regNext_regNext};
  assign _zz_regs_ctrHi_4_1 = regs_ctrLo_4[32];
  assign _zz_regs_ctrHi_4 = {31'd0, _zz_regs_ctrHi_4_1};
  assign _zz_regs_ctrLo_5_1 = regs_ctrLo_5[31 : 0];
  assign _zz_regs_ctrLo_5 = {1'd0, _zz_regs_ctrLo_5_1};
  assign _zz_regs_ctrLo_5_2 = {1'd0, regs_ctrInc_5_regNext_regNext};
  assign _zz_regs_ctrHi_5_1 = regs_ctrLo_5[32];
  assign _zz_regs_ctrHi_5 = {31'd0, _zz_regs_ctrHi_5_1};
  assign _zz_regs_ctrLo_6_1 = regs_ctrLo_6[31 : 0];
  assign _zz_regs_ctrLo_6 = {1'd0, _zz_regs_ctrLo_6_1};
  assign _zz_regs_ctrLo_6_2 = {1'd0, regs_ctrInc_6_regNext_regNext};
  assign _zz_regs_ctrHi_6_1 = regs_ctrLo_6[32];
  assign _zz_regs_ctrHi_6 = {31'd0, _zz_regs_ctrHi_6_1};
  assign _zz_regs_ctrLo_7_1 = regs_ctrLo_7[31 : 0];
  assign _zz_regs_ctrLo_7 = {1'd0, _zz_regs_ctrLo_7_1};
  assign _zz_regs_ctrLo_7_2 = {1'd0, regs_ctrInc_7_regNext_regNext};
  assign _zz_regs_ctrHi_7_1 = regs_ctrLo_7[32];
  assign _zz_regs_ctrHi_7 = {31'd0, _zz_regs_ctrHi_7_1};
  assign _zz_regs_ctrLo_8_1 = regs_ctrLo_8[31 : 0];
  assign _zz_regs_ctrLo_8 = {1'd0, _zz_regs_ctrLo_8_1};
  assign _zz_regs_ctrLo_8_2 = {1'd0, regs_ctrInc_8_regNext_regNext};
  assign _zz_regs_ctrHi_8_1 = regs_ctrLo_8[32];
  assign _zz_regs_ctrHi_8 = {31'd0, _zz_regs_ctrHi_8_1};
  assign _zz_regs_ctrLo_9_1 = regs_ctrLo_9[31 : 0];
  assign _zz_regs_ctrLo_9 = {1'd0, _zz_regs_ctrLo_9_1};
  assign _zz_regs_ctrLo_9_2 = {1'd0, regs_ctrInc_9_regNext_regNext};
  assign _zz_regs_ctrHi_9_1 = regs_ctrLo_9[32];
  assign _zz_regs_ctrHi_9 = {31'd0, _zz_regs_ctrHi_9_1};
  assign _zz_regs_ctrLo_10_1 = regs_ctrLo_10[31 : 0];
  assign _zz_regs_ctrLo_10 = {1'd0, _zz_regs_ctrLo_10_1};
  assign _zz_regs_ctrLo_10_2 = {1'd0, regs_ctrInc_10_regNext_regNext};
  assign _zz_regs_ctrHi_10_1 = regs_ctrLo_10[32];
  assign _zz_regs_ctrHi_10 = {31'd0, _zz_regs_ctrHi_10_1};
  assign _zz_regs_ctrLo_11_1 = regs_ctrLo_11[31 : 0];
  assign _zz_regs_ctrLo_11 = {1'd0, _zz_regs_ctrLo_11_1};
  assign _zz_regs_ctrLo_11_2 = {1'd0, regs_ctrInc_11_regNext_regNext};
  assign _zz_regs_ctrHi_11_1 = regs_ctrLo_11[32];
  assign _zz_regs_ctrHi_11 = {31'd0, _zz_regs_ctrHi_11_1};
  assign _zz_regs_ctrLo_12_1 = regs_ctrLo_12[31 : 0];
  assign _zz_regs_ctrLo_12 = {1'd0, _zz_regs_ctrLo_12_1};
  assign _zz_regs_ctrLo_12_2 = {1'd0, regs_ctrInc_12_regNext_regNext};
  assign _zz_regs_ctrHi_12_1 = regs_ctrLo_12[32];
  assign _zz_regs_ctrHi_12 = {31'd0, _zz_regs_ctrHi_12_1};
  assign _zz_regs_lrTerms_0 = ({12'd0,_zz_regs_lrTerms_0_1} <<< 4'd12);
  assign _zz_regs_lrTerms_0_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_0_3 = 51'h0;
  assign _zz_regs_lrTerms_0_2 = {12'd0, _zz_regs_lrTerms_0_3};
  assign _zz_regs_lrTerms_1 = ({13'd0,_zz_regs_lrTerms_1_1} <<< 4'd13);
  assign _zz_regs_lrTerms_1_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_1_3 = 51'h0;
  assign _zz_regs_lrTerms_1_2 = {13'd0, _zz_regs_lrTerms_1_3};
  assign _zz_regs_lrTerms_2 = ({14'd0,_zz_regs_lrTerms_2_1} <<< 4'd14);
  assign _zz_regs_lrTerms_2_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_2_3 = 51'h0;
  assign _zz_regs_lrTerms_2_2 = {14'd0, _zz_regs_lrTerms_2_3};
  assign _zz_regs_lrTerms_3 = ({15'd0,_zz_regs_lrTerms_3_1} <<< 4'd15);
  assign _zz_regs_lrTerms_3_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_3_3 = 51'h0;
  assign _zz_regs_lrTerms_3_2 = {15'd0, _zz_regs_lrTerms_3_3};
  assign _zz_regs_lrTerms_4 = ({16'd0,_zz_regs_lrTerms_4_1} <<< 5'd16);
  assign _zz_regs_lrTerms_4_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_4_3 = 51'h0;
  assign _zz_regs_lrTerms_4_2 = {16'd0, _zz_regs_lrTerms_4_3};
  assign _zz_regs_lrTerms_5 = ({17'd0,_zz_regs_lrTerms_5_1} <<< 5'd17);
  assign _zz_regs_lrTerms_5_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_5_3 = 51'h0;
  assign _zz_regs_lrTerms_5_2 = {17'd0, _zz_regs_lrTerms_5_3};
  assign _zz_regs_lrTerms_6 = ({18'd0,_zz_regs_lrTerms_6_1} <<< 5'd18);
  assign _zz_regs_lrTerms_6_1 = {19'd0, regs_lrSlots};
  assign _zz_regs_lrTerms_6_3 = 51'h0;
  assign _zz_regs_lrTerms_6_2 = {18'd0, _zz_regs_lrTerms_6_3};
  assign _zz_regs_lrPairs_0 = {1'd0, regs_lrTerms_0};
  assign _zz_regs_lrPairs_1 = {1'd0, regs_lrTerms_2};
  assign _zz_regs_lrPairs_2 = {1'd0, regs_lrTerms_4};
  assign _zz__zz_regs_lrBytes = {2'd0, regs_lrPairs_0};
  assign _zz__zz_regs_lrBytes_1 = {1'd0, regs_lrPairs_2};
  assign _zz_regs_lrBytes_2 = {3'd0, _zz_regs_lrBytes};
  assign _zz__zz_regs_ringsOk_2 = {3'd0, _zz__zz_regs_ringsOk_2_1};
  assign _zz__zz_regs_ringsOk_2_1 = ({5'd0,regs_sqSize} <<< 3'd5);
  assign _zz__zz_regs_ringsOk_5_1 = _zz_regs_ringsOk_3[32];
  assign _zz__zz_regs_ringsOk_5 = {32'd0, _zz__zz_regs_ringsOk_5_1};
  assign _zz__zz_regs_ringsOk_11 = (_zz__zz_regs_ringsOk_11_1 + _zz__zz_regs_ringsOk_11_2);
  assign _zz__zz_regs_ringsOk_11_1 = {1'd0, _zz_regs_ringsOk_10};
  assign _zz__zz_regs_ringsOk_11_3 = (~ _zz_regs_ringsOk_9);
  assign _zz__zz_regs_ringsOk_11_2 = {1'd0, _zz__zz_regs_ringsOk_11_3};
  assign _zz__zz_regs_ringsOk_12 = (_zz__zz_regs_ringsOk_12_1 + _zz__zz_regs_ringsOk_12_2);
  assign _zz__zz_regs_ringsOk_12_1 = {1'd0, _zz_regs_ringsOk_9};
  assign _zz__zz_regs_ringsOk_12_3 = (~ _zz_regs_ringsOk_10);
  assign _zz__zz_regs_ringsOk_12_2 = {1'd0, _zz__zz_regs_ringsOk_12_3};
  assign _zz__zz_regs_ringsOk_15 = (_zz__zz_regs_ringsOk_15_1 + _zz__zz_regs_ringsOk_15_2);
  assign _zz__zz_regs_ringsOk_15_1 = {1'd0, _zz_regs_ringsOk_14};
  assign _zz__zz_regs_ringsOk_15_3 = (~ _zz_regs_ringsOk_13);
  assign _zz__zz_regs_ringsOk_15_2 = {1'd0, _zz__zz_regs_ringsOk_15_3};
  assign _zz__zz_regs_ringsOk_16 = (_zz__zz_regs_ringsOk_16_1 + _zz__zz_regs_ringsOk_16_2);
  assign _zz__zz_regs_ringsOk_16_1 = {1'd0, _zz_regs_ringsOk_13};
  assign _zz__zz_regs_ringsOk_16_3 = (~ _zz_regs_ringsOk_14);
  assign _zz__zz_regs_ringsOk_16_2 = {1'd0, _zz__zz_regs_ringsOk_16_3};
  assign _zz__zz_regs_ringsOk_19 = (_zz__zz_regs_ringsOk_19_1 + _zz__zz_regs_ringsOk_19_2);
  assign _zz__zz_regs_ringsOk_19_1 = {1'd0, _zz_regs_ringsOk_18};
  assign _zz__zz_regs_ringsOk_19_3 = (~ _zz_regs_ringsOk_17);
  assign _zz__zz_regs_ringsOk_19_2 = {1'd0, _zz__zz_regs_ringsOk_19_3};
  assign _zz__zz_regs_ringsOk_20 = (_zz__zz_regs_ringsOk_20_1 + _zz__zz_regs_ringsOk_20_2);
  assign _zz__zz_regs_ringsOk_20_1 = {1'd0, _zz_regs_ringsOk_17};
  assign _zz__zz_regs_ringsOk_20_3 = (~ _zz_regs_ringsOk_18);
  assign _zz__zz_regs_ringsOk_20_2 = {1'd0, _zz__zz_regs_ringsOk_20_3};
  assign _zz__zz_regs_ringsOk_23 = (_zz__zz_regs_ringsOk_23_1 + _zz__zz_regs_ringsOk_23_2);
  assign _zz__zz_regs_ringsOk_23_1 = {1'd0, _zz_regs_ringsOk_22};
  assign _zz__zz_regs_ringsOk_23_3 = (~ _zz_regs_ringsOk_21);
  assign _zz__zz_regs_ringsOk_23_2 = {1'd0, _zz__zz_regs_ringsOk_23_3};
  assign _zz__zz_regs_ringsOk_24 = (_zz__zz_regs_ringsOk_24_1 + _zz__zz_regs_ringsOk_24_2);
  assign _zz__zz_regs_ringsOk_24_1 = {1'd0, _zz_regs_ringsOk_21};
  assign _zz__zz_regs_ringsOk_24_3 = (~ _zz_regs_ringsOk_22);
  assign _zz__zz_regs_ringsOk_24_2 = {1'd0, _zz__zz_regs_ringsOk_24_3};
  assign _zz__zz_regs_ringsOk_28 = (_zz__zz_regs_ringsOk_28_1 + _zz__zz_regs_ringsOk_28_2);
  assign _zz__zz_regs_ringsOk_28_1 = {1'd0, _zz_regs_ringsOk_27};
  assign _zz__zz_regs_ringsOk_28_3 = (~ _zz_regs_ringsOk_26);
  assign _zz__zz_regs_ringsOk_28_2 = {1'd0, _zz__zz_regs_ringsOk_28_3};
  assign _zz__zz_regs_ringsOk_29 = (_zz__zz_regs_ringsOk_29_1 + _zz__zz_regs_ringsOk_29_2);
  assign _zz__zz_regs_ringsOk_29_1 = {1'd0, _zz_regs_ringsOk_26};
  assign _zz__zz_regs_ringsOk_29_3 = (~ _zz_regs_ringsOk_27);
  assign _zz__zz_regs_ringsOk_29_2 = {1'd0, _zz__zz_regs_ringsOk_29_3};
  assign _zz__zz_regs_ringsOk_32 = (_zz__zz_regs_ringsOk_32_1 + _zz__zz_regs_ringsOk_32_2);
  assign _zz__zz_regs_ringsOk_32_1 = {1'd0, _zz_regs_ringsOk_31};
  assign _zz__zz_regs_ringsOk_32_3 = (~ _zz_regs_ringsOk_30);
  assign _zz__zz_regs_ringsOk_32_2 = {1'd0, _zz__zz_regs_ringsOk_32_3};
  assign _zz__zz_regs_ringsOk_33 = (_zz__zz_regs_ringsOk_33_1 + _zz__zz_regs_ringsOk_33_2);
  assign _zz__zz_regs_ringsOk_33_1 = {1'd0, _zz_regs_ringsOk_30};
  assign _zz__zz_regs_ringsOk_33_3 = (~ _zz_regs_ringsOk_31);
  assign _zz__zz_regs_ringsOk_33_2 = {1'd0, _zz__zz_regs_ringsOk_33_3};
  assign _zz__zz_regs_ringsOk_36 = (_zz__zz_regs_ringsOk_36_1 + _zz__zz_regs_ringsOk_36_2);
  assign _zz__zz_regs_ringsOk_36_1 = {1'd0, _zz_regs_ringsOk_35};
  assign _zz__zz_regs_ringsOk_36_3 = (~ _zz_regs_ringsOk_34);
  assign _zz__zz_regs_ringsOk_36_2 = {1'd0, _zz__zz_regs_ringsOk_36_3};
  assign _zz__zz_regs_ringsOk_37 = (_zz__zz_regs_ringsOk_37_1 + _zz__zz_regs_ringsOk_37_2);
  assign _zz__zz_regs_ringsOk_37_1 = {1'd0, _zz_regs_ringsOk_34};
  assign _zz__zz_regs_ringsOk_37_3 = (~ _zz_regs_ringsOk_35);
  assign _zz__zz_regs_ringsOk_37_2 = {1'd0, _zz__zz_regs_ringsOk_37_3};
  assign _zz__zz_regs_ringsOk_40 = (_zz__zz_regs_ringsOk_40_1 + _zz__zz_regs_ringsOk_40_2);
  assign _zz__zz_regs_ringsOk_40_1 = {1'd0, _zz_regs_ringsOk_39};
  assign _zz__zz_regs_ringsOk_40_3 = (~ _zz_regs_ringsOk_38);
  assign _zz__zz_regs_ringsOk_40_2 = {1'd0, _zz__zz_regs_ringsOk_40_3};
  assign _zz__zz_regs_ringsOk_41 = (_zz__zz_regs_ringsOk_41_1 + _zz__zz_regs_ringsOk_41_2);
  assign _zz__zz_regs_ringsOk_41_1 = {1'd0, _zz_regs_ringsOk_38};
  assign _zz__zz_regs_ringsOk_41_3 = (~ _zz_regs_ringsOk_39);
  assign _zz__zz_regs_ringsOk_41_2 = {1'd0, _zz__zz_regs_ringsOk_41_3};
  assign _zz__zz_regs_ringsOk_47 = (_zz__zz_regs_ringsOk_47_1 + _zz__zz_regs_ringsOk_47_2);
  assign _zz__zz_regs_ringsOk_47_1 = {1'd0, _zz_regs_ringsOk_46};
  assign _zz__zz_regs_ringsOk_47_3 = (~ _zz_regs_ringsOk_45);
  assign _zz__zz_regs_ringsOk_47_2 = {1'd0, _zz__zz_regs_ringsOk_47_3};
  assign _zz__zz_regs_ringsOk_48 = (_zz__zz_regs_ringsOk_48_1 + _zz__zz_regs_ringsOk_48_2);
  assign _zz__zz_regs_ringsOk_48_1 = {1'd0, _zz_regs_ringsOk_45};
  assign _zz__zz_regs_ringsOk_48_3 = (~ _zz_regs_ringsOk_46);
  assign _zz__zz_regs_ringsOk_48_2 = {1'd0, _zz__zz_regs_ringsOk_48_3};
  assign _zz__zz_regs_ringsOk_51 = (_zz__zz_regs_ringsOk_51_1 + _zz__zz_regs_ringsOk_51_2);
  assign _zz__zz_regs_ringsOk_51_1 = {1'd0, _zz_regs_ringsOk_50};
  assign _zz__zz_regs_ringsOk_51_3 = (~ _zz_regs_ringsOk_49);
  assign _zz__zz_regs_ringsOk_51_2 = {1'd0, _zz__zz_regs_ringsOk_51_3};
  assign _zz__zz_regs_ringsOk_52 = (_zz__zz_regs_ringsOk_52_1 + _zz__zz_regs_ringsOk_52_2);
  assign _zz__zz_regs_ringsOk_52_1 = {1'd0, _zz_regs_ringsOk_49};
  assign _zz__zz_regs_ringsOk_52_3 = (~ _zz_regs_ringsOk_50);
  assign _zz__zz_regs_ringsOk_52_2 = {1'd0, _zz__zz_regs_ringsOk_52_3};
  assign _zz__zz_regs_ringsOk_55 = (_zz__zz_regs_ringsOk_55_1 + _zz__zz_regs_ringsOk_55_2);
  assign _zz__zz_regs_ringsOk_55_1 = {1'd0, _zz_regs_ringsOk_54};
  assign _zz__zz_regs_ringsOk_55_3 = (~ _zz_regs_ringsOk_53);
  assign _zz__zz_regs_ringsOk_55_2 = {1'd0, _zz__zz_regs_ringsOk_55_3};
  assign _zz__zz_regs_ringsOk_56 = (_zz__zz_regs_ringsOk_56_1 + _zz__zz_regs_ringsOk_56_2);
  assign _zz__zz_regs_ringsOk_56_1 = {1'd0, _zz_regs_ringsOk_53};
  assign _zz__zz_regs_ringsOk_56_3 = (~ _zz_regs_ringsOk_54);
  assign _zz__zz_regs_ringsOk_56_2 = {1'd0, _zz__zz_regs_ringsOk_56_3};
  assign _zz__zz_regs_ringsOk_59 = (_zz__zz_regs_ringsOk_59_1 + _zz__zz_regs_ringsOk_59_2);
  assign _zz__zz_regs_ringsOk_59_1 = {1'd0, _zz_regs_ringsOk_58};
  assign _zz__zz_regs_ringsOk_59_3 = (~ _zz_regs_ringsOk_57);
  assign _zz__zz_regs_ringsOk_59_2 = {1'd0, _zz__zz_regs_ringsOk_59_3};
  assign _zz__zz_regs_ringsOk_60 = (_zz__zz_regs_ringsOk_60_1 + _zz__zz_regs_ringsOk_60_2);
  assign _zz__zz_regs_ringsOk_60_1 = {1'd0, _zz_regs_ringsOk_57};
  assign _zz__zz_regs_ringsOk_60_3 = (~ _zz_regs_ringsOk_58);
  assign _zz__zz_regs_ringsOk_60_2 = {1'd0, _zz__zz_regs_ringsOk_60_3};
  assign _zz__zz_regs_ringsOk_64 = (_zz__zz_regs_ringsOk_64_1 + _zz__zz_regs_ringsOk_64_2);
  assign _zz__zz_regs_ringsOk_64_1 = {1'd0, _zz_regs_ringsOk_63};
  assign _zz__zz_regs_ringsOk_64_3 = (~ _zz_regs_ringsOk_62);
  assign _zz__zz_regs_ringsOk_64_2 = {1'd0, _zz__zz_regs_ringsOk_64_3};
  assign _zz__zz_regs_ringsOk_65 = (_zz__zz_regs_ringsOk_65_1 + _zz__zz_regs_ringsOk_65_2);
  assign _zz__zz_regs_ringsOk_65_1 = {1'd0, _zz_regs_ringsOk_62};
  assign _zz__zz_regs_ringsOk_65_3 = (~ _zz_regs_ringsOk_63);
  assign _zz__zz_regs_ringsOk_65_2 = {1'd0, _zz__zz_regs_ringsOk_65_3};
  assign _zz__zz_regs_ringsOk_68 = (_zz__zz_regs_ringsOk_68_1 + _zz__zz_regs_ringsOk_68_2);
  assign _zz__zz_regs_ringsOk_68_1 = {1'd0, _zz_regs_ringsOk_67};
  assign _zz__zz_regs_ringsOk_68_3 = (~ _zz_regs_ringsOk_66);
  assign _zz__zz_regs_ringsOk_68_2 = {1'd0, _zz__zz_regs_ringsOk_68_3};
  assign _zz__zz_regs_ringsOk_69 = (_zz__zz_regs_ringsOk_69_1 + _zz__zz_regs_ringsOk_69_2);
  assign _zz__zz_regs_ringsOk_69_1 = {1'd0, _zz_regs_ringsOk_66};
  assign _zz__zz_regs_ringsOk_69_3 = (~ _zz_regs_ringsOk_67);
  assign _zz__zz_regs_ringsOk_69_2 = {1'd0, _zz__zz_regs_ringsOk_69_3};
  assign _zz__zz_regs_ringsOk_72 = (_zz__zz_regs_ringsOk_72_1 + _zz__zz_regs_ringsOk_72_2);
  assign _zz__zz_regs_ringsOk_72_1 = {1'd0, _zz_regs_ringsOk_71};
  assign _zz__zz_regs_ringsOk_72_3 = (~ _zz_regs_ringsOk_70);
  assign _zz__zz_regs_ringsOk_72_2 = {1'd0, _zz__zz_regs_ringsOk_72_3};
  assign _zz__zz_regs_ringsOk_73 = (_zz__zz_regs_ringsOk_73_1 + _zz__zz_regs_ringsOk_73_2);
  assign _zz__zz_regs_ringsOk_73_1 = {1'd0, _zz_regs_ringsOk_70};
  assign _zz__zz_regs_ringsOk_73_3 = (~ _zz_regs_ringsOk_71);
  assign _zz__zz_regs_ringsOk_73_2 = {1'd0, _zz__zz_regs_ringsOk_73_3};
  assign _zz__zz_regs_ringsOk_76 = (_zz__zz_regs_ringsOk_76_1 + _zz__zz_regs_ringsOk_76_2);
  assign _zz__zz_regs_ringsOk_76_1 = {1'd0, _zz_regs_ringsOk_75};
  assign _zz__zz_regs_ringsOk_76_3 = (~ _zz_regs_ringsOk_74);
  assign _zz__zz_regs_ringsOk_76_2 = {1'd0, _zz__zz_regs_ringsOk_76_3};
  assign _zz__zz_regs_ringsOk_77 = (_zz__zz_regs_ringsOk_77_1 + _zz__zz_regs_ringsOk_77_2);
  assign _zz__zz_regs_ringsOk_77_1 = {1'd0, _zz_regs_ringsOk_74};
  assign _zz__zz_regs_ringsOk_77_3 = (~ _zz_regs_ringsOk_75);
  assign _zz__zz_regs_ringsOk_77_2 = {1'd0, _zz__zz_regs_ringsOk_77_3};
  assign _zz__zz_regs_ringsOk_87 = {3'd0, _zz__zz_regs_ringsOk_87_1};
  assign _zz__zz_regs_ringsOk_87_1 = ({5'd0,regs_cqSize} <<< 3'd5);
  assign _zz__zz_regs_ringsOk_90_1 = _zz_regs_ringsOk_88[32];
  assign _zz__zz_regs_ringsOk_90 = {32'd0, _zz__zz_regs_ringsOk_90_1};
  assign _zz__zz_regs_ringsOk_96 = (_zz__zz_regs_ringsOk_96_1 + _zz__zz_regs_ringsOk_96_2);
  assign _zz__zz_regs_ringsOk_96_1 = {1'd0, _zz_regs_ringsOk_95};
  assign _zz__zz_regs_ringsOk_96_3 = (~ _zz_regs_ringsOk_94);
  assign _zz__zz_regs_ringsOk_96_2 = {1'd0, _zz__zz_regs_ringsOk_96_3};
  assign _zz__zz_regs_ringsOk_97 = (_zz__zz_regs_ringsOk_97_1 + _zz__zz_regs_ringsOk_97_2);
  assign _zz__zz_regs_ringsOk_97_1 = {1'd0, _zz_regs_ringsOk_94};
  assign _zz__zz_regs_ringsOk_97_3 = (~ _zz_regs_ringsOk_95);
  assign _zz__zz_regs_ringsOk_97_2 = {1'd0, _zz__zz_regs_ringsOk_97_3};
  assign _zz__zz_regs_ringsOk_100 = (_zz__zz_regs_ringsOk_100_1 + _zz__zz_regs_ringsOk_100_2);
  assign _zz__zz_regs_ringsOk_100_1 = {1'd0, _zz_regs_ringsOk_99};
  assign _zz__zz_regs_ringsOk_100_3 = (~ _zz_regs_ringsOk_98);
  assign _zz__zz_regs_ringsOk_100_2 = {1'd0, _zz__zz_regs_ringsOk_100_3};
  assign _zz__zz_regs_ringsOk_101 = (_zz__zz_regs_ringsOk_101_1 + _zz__zz_regs_ringsOk_101_2);
  assign _zz__zz_regs_ringsOk_101_1 = {1'd0, _zz_regs_ringsOk_98};
  assign _zz__zz_regs_ringsOk_101_3 = (~ _zz_regs_ringsOk_99);
  assign _zz__zz_regs_ringsOk_101_2 = {1'd0, _zz__zz_regs_ringsOk_101_3};
  assign _zz__zz_regs_ringsOk_104 = (_zz__zz_regs_ringsOk_104_1 + _zz__zz_regs_ringsOk_104_2);
  assign _zz__zz_regs_ringsOk_104_1 = {1'd0, _zz_regs_ringsOk_103};
  assign _zz__zz_regs_ringsOk_104_3 = (~ _zz_regs_ringsOk_102);
  assign _zz__zz_regs_ringsOk_104_2 = {1'd0, _zz__zz_regs_ringsOk_104_3};
  assign _zz__zz_regs_ringsOk_105 = (_zz__zz_regs_ringsOk_105_1 + _zz__zz_regs_ringsOk_105_2);
  assign _zz__zz_regs_ringsOk_105_1 = {1'd0, _zz_regs_ringsOk_102};
  assign _zz__zz_regs_ringsOk_105_3 = (~ _zz_regs_ringsOk_103);
  assign _zz__zz_regs_ringsOk_105_2 = {1'd0, _zz__zz_regs_ringsOk_105_3};
  assign _zz__zz_regs_ringsOk_108 = (_zz__zz_regs_ringsOk_108_1 + _zz__zz_regs_ringsOk_108_2);
  assign _zz__zz_regs_ringsOk_108_1 = {1'd0, _zz_regs_ringsOk_107};
  assign _zz__zz_regs_ringsOk_108_3 = (~ _zz_regs_ringsOk_106);
  assign _zz__zz_regs_ringsOk_108_2 = {1'd0, _zz__zz_regs_ringsOk_108_3};
  assign _zz__zz_regs_ringsOk_109 = (_zz__zz_regs_ringsOk_109_1 + _zz__zz_regs_ringsOk_109_2);
  assign _zz__zz_regs_ringsOk_109_1 = {1'd0, _zz_regs_ringsOk_106};
  assign _zz__zz_regs_ringsOk_109_3 = (~ _zz_regs_ringsOk_107);
  assign _zz__zz_regs_ringsOk_109_2 = {1'd0, _zz__zz_regs_ringsOk_109_3};
  assign _zz__zz_regs_ringsOk_113 = (_zz__zz_regs_ringsOk_113_1 + _zz__zz_regs_ringsOk_113_2);
  assign _zz__zz_regs_ringsOk_113_1 = {1'd0, _zz_regs_ringsOk_112};
  assign _zz__zz_regs_ringsOk_113_3 = (~ _zz_regs_ringsOk_111);
  assign _zz__zz_regs_ringsOk_113_2 = {1'd0, _zz__zz_regs_ringsOk_113_3};
  assign _zz__zz_regs_ringsOk_114 = (_zz__zz_regs_ringsOk_114_1 + _zz__zz_regs_ringsOk_114_2);
  assign _zz__zz_regs_ringsOk_114_1 = {1'd0, _zz_regs_ringsOk_111};
  assign _zz__zz_regs_ringsOk_114_3 = (~ _zz_regs_ringsOk_112);
  assign _zz__zz_regs_ringsOk_114_2 = {1'd0, _zz__zz_regs_ringsOk_114_3};
  assign _zz__zz_regs_ringsOk_117 = (_zz__zz_regs_ringsOk_117_1 + _zz__zz_regs_ringsOk_117_2);
  assign _zz__zz_regs_ringsOk_117_1 = {1'd0, _zz_regs_ringsOk_116};
  assign _zz__zz_regs_ringsOk_117_3 = (~ _zz_regs_ringsOk_115);
  assign _zz__zz_regs_ringsOk_117_2 = {1'd0, _zz__zz_regs_ringsOk_117_3};
  assign _zz__zz_regs_ringsOk_118 = (_zz__zz_regs_ringsOk_118_1 + _zz__zz_regs_ringsOk_118_2);
  assign _zz__zz_regs_ringsOk_118_1 = {1'd0, _zz_regs_ringsOk_115};
  assign _zz__zz_regs_ringsOk_118_3 = (~ _zz_regs_ringsOk_116);
  assign _zz__zz_regs_ringsOk_118_2 = {1'd0, _zz__zz_regs_ringsOk_118_3};
  assign _zz__zz_regs_ringsOk_121 = (_zz__zz_regs_ringsOk_121_1 + _zz__zz_regs_ringsOk_121_2);
  assign _zz__zz_regs_ringsOk_121_1 = {1'd0, _zz_regs_ringsOk_120};
  assign _zz__zz_regs_ringsOk_121_3 = (~ _zz_regs_ringsOk_119);
  assign _zz__zz_regs_ringsOk_121_2 = {1'd0, _zz__zz_regs_ringsOk_121_3};
  assign _zz__zz_regs_ringsOk_122 = (_zz__zz_regs_ringsOk_122_1 + _zz__zz_regs_ringsOk_122_2);
  assign _zz__zz_regs_ringsOk_122_1 = {1'd0, _zz_regs_ringsOk_119};
  assign _zz__zz_regs_ringsOk_122_3 = (~ _zz_regs_ringsOk_120);
  assign _zz__zz_regs_ringsOk_122_2 = {1'd0, _zz__zz_regs_ringsOk_122_3};
  assign _zz__zz_regs_ringsOk_125 = (_zz__zz_regs_ringsOk_125_1 + _zz__zz_regs_ringsOk_125_2);
  assign _zz__zz_regs_ringsOk_125_1 = {1'd0, _zz_regs_ringsOk_124};
  assign _zz__zz_regs_ringsOk_125_3 = (~ _zz_regs_ringsOk_123);
  assign _zz__zz_regs_ringsOk_125_2 = {1'd0, _zz__zz_regs_ringsOk_125_3};
  assign _zz__zz_regs_ringsOk_126 = (_zz__zz_regs_ringsOk_126_1 + _zz__zz_regs_ringsOk_126_2);
  assign _zz__zz_regs_ringsOk_126_1 = {1'd0, _zz_regs_ringsOk_123};
  assign _zz__zz_regs_ringsOk_126_3 = (~ _zz_regs_ringsOk_124);
  assign _zz__zz_regs_ringsOk_126_2 = {1'd0, _zz__zz_regs_ringsOk_126_3};
  assign _zz__zz_regs_ringsOk_132 = (_zz__zz_regs_ringsOk_132_1 + _zz__zz_regs_ringsOk_132_2);
  assign _zz__zz_regs_ringsOk_132_1 = {1'd0, _zz_regs_ringsOk_131};
  assign _zz__zz_regs_ringsOk_132_3 = (~ _zz_regs_ringsOk_130);
  assign _zz__zz_regs_ringsOk_132_2 = {1'd0, _zz__zz_regs_ringsOk_132_3};
  assign _zz__zz_regs_ringsOk_133 = (_zz__zz_regs_ringsOk_133_1 + _zz__zz_regs_ringsOk_133_2);
  assign _zz__zz_regs_ringsOk_133_1 = {1'd0, _zz_regs_ringsOk_130};
  assign _zz__zz_regs_ringsOk_133_3 = (~ _zz_regs_ringsOk_131);
  assign _zz__zz_regs_ringsOk_133_2 = {1'd0, _zz__zz_regs_ringsOk_133_3};
  assign _zz__zz_regs_ringsOk_136 = (_zz__zz_regs_ringsOk_136_1 + _zz__zz_regs_ringsOk_136_2);
  assign _zz__zz_regs_ringsOk_136_1 = {1'd0, _zz_regs_ringsOk_135};
  assign _zz__zz_regs_ringsOk_136_3 = (~ _zz_regs_ringsOk_134);
  assign _zz__zz_regs_ringsOk_136_2 = {1'd0, _zz__zz_regs_ringsOk_136_3};
  assign _zz__zz_regs_ringsOk_137 = (_zz__zz_regs_ringsOk_137_1 + _zz__zz_regs_ringsOk_137_2);
  assign _zz__zz_regs_ringsOk_137_1 = {1'd0, _zz_regs_ringsOk_134};
  assign _zz__zz_regs_ringsOk_137_3 = (~ _zz_regs_ringsOk_135);
  assign _zz__zz_regs_ringsOk_137_2 = {1'd0, _zz__zz_regs_ringsOk_137_3};
  assign _zz__zz_regs_ringsOk_140 = (_zz__zz_regs_ringsOk_140_1 + _zz__zz_regs_ringsOk_140_2);
  assign _zz__zz_regs_ringsOk_140_1 = {1'd0, _zz_regs_ringsOk_139};
  assign _zz__zz_regs_ringsOk_140_3 = (~ _zz_regs_ringsOk_138);
  assign _zz__zz_regs_ringsOk_140_2 = {1'd0, _zz__zz_regs_ringsOk_140_3};
  assign _zz__zz_regs_ringsOk_141 = (_zz__zz_regs_ringsOk_141_1 + _zz__zz_regs_ringsOk_141_2);
  assign _zz__zz_regs_ringsOk_141_1 = {1'd0, _zz_regs_ringsOk_138};
  assign _zz__zz_regs_ringsOk_141_3 = (~ _zz_regs_ringsOk_139);
  assign _zz__zz_regs_ringsOk_141_2 = {1'd0, _zz__zz_regs_ringsOk_141_3};
  assign _zz__zz_regs_ringsOk_144 = (_zz__zz_regs_ringsOk_144_1 + _zz__zz_regs_ringsOk_144_2);
  assign _zz__zz_regs_ringsOk_144_1 = {1'd0, _zz_regs_ringsOk_143};
  assign _zz__zz_regs_ringsOk_144_3 = (~ _zz_regs_ringsOk_142);
  assign _zz__zz_regs_ringsOk_144_2 = {1'd0, _zz__zz_regs_ringsOk_144_3};
  assign _zz__zz_regs_ringsOk_145 = (_zz__zz_regs_ringsOk_145_1 + _zz__zz_regs_ringsOk_145_2);
  assign _zz__zz_regs_ringsOk_145_1 = {1'd0, _zz_regs_ringsOk_142};
  assign _zz__zz_regs_ringsOk_145_3 = (~ _zz_regs_ringsOk_143);
  assign _zz__zz_regs_ringsOk_145_2 = {1'd0, _zz__zz_regs_ringsOk_145_3};
  assign _zz__zz_regs_ringsOk_149 = (_zz__zz_regs_ringsOk_149_1 + _zz__zz_regs_ringsOk_149_2);
  assign _zz__zz_regs_ringsOk_149_1 = {1'd0, _zz_regs_ringsOk_148};
  assign _zz__zz_regs_ringsOk_149_3 = (~ _zz_regs_ringsOk_147);
  assign _zz__zz_regs_ringsOk_149_2 = {1'd0, _zz__zz_regs_ringsOk_149_3};
  assign _zz__zz_regs_ringsOk_150 = (_zz__zz_regs_ringsOk_150_1 + _zz__zz_regs_ringsOk_150_2);
  assign _zz__zz_regs_ringsOk_150_1 = {1'd0, _zz_regs_ringsOk_147};
  assign _zz__zz_regs_ringsOk_150_3 = (~ _zz_regs_ringsOk_148);
  assign _zz__zz_regs_ringsOk_150_2 = {1'd0, _zz__zz_regs_ringsOk_150_3};
  assign _zz__zz_regs_ringsOk_153 = (_zz__zz_regs_ringsOk_153_1 + _zz__zz_regs_ringsOk_153_2);
  assign _zz__zz_regs_ringsOk_153_1 = {1'd0, _zz_regs_ringsOk_152};
  assign _zz__zz_regs_ringsOk_153_3 = (~ _zz_regs_ringsOk_151);
  assign _zz__zz_regs_ringsOk_153_2 = {1'd0, _zz__zz_regs_ringsOk_153_3};
  assign _zz__zz_regs_ringsOk_154 = (_zz__zz_regs_ringsOk_154_1 + _zz__zz_regs_ringsOk_154_2);
  assign _zz__zz_regs_ringsOk_154_1 = {1'd0, _zz_regs_ringsOk_151};
  assign _zz__zz_regs_ringsOk_154_3 = (~ _zz_regs_ringsOk_152);
  assign _zz__zz_regs_ringsOk_154_2 = {1'd0, _zz__zz_regs_ringsOk_154_3};
  assign _zz__zz_regs_ringsOk_157 = (_zz__zz_regs_ringsOk_157_1 + _zz__zz_regs_ringsOk_157_2);
  assign _zz__zz_regs_ringsOk_157_1 = {1'd0, _zz_regs_ringsOk_156};
  assign _zz__zz_regs_ringsOk_157_3 = (~ _zz_regs_ringsOk_155);
  assign _zz__zz_regs_ringsOk_157_2 = {1'd0, _zz__zz_regs_ringsOk_157_3};
  assign _zz__zz_regs_ringsOk_158 = (_zz__zz_regs_ringsOk_158_1 + _zz__zz_regs_ringsOk_158_2);
  assign _zz__zz_regs_ringsOk_158_1 = {1'd0, _zz_regs_ringsOk_155};
  assign _zz__zz_regs_ringsOk_158_3 = (~ _zz_regs_ringsOk_156);
  assign _zz__zz_regs_ringsOk_158_2 = {1'd0, _zz__zz_regs_ringsOk_158_3};
  assign _zz__zz_regs_ringsOk_161 = (_zz__zz_regs_ringsOk_161_1 + _zz__zz_regs_ringsOk_161_2);
  assign _zz__zz_regs_ringsOk_161_1 = {1'd0, _zz_regs_ringsOk_160};
  assign _zz__zz_regs_ringsOk_161_3 = (~ _zz_regs_ringsOk_159);
  assign _zz__zz_regs_ringsOk_161_2 = {1'd0, _zz__zz_regs_ringsOk_161_3};
  assign _zz__zz_regs_ringsOk_162 = (_zz__zz_regs_ringsOk_162_1 + _zz__zz_regs_ringsOk_162_2);
  assign _zz__zz_regs_ringsOk_162_1 = {1'd0, _zz_regs_ringsOk_159};
  assign _zz__zz_regs_ringsOk_162_3 = (~ _zz_regs_ringsOk_160);
  assign _zz__zz_regs_ringsOk_162_2 = {1'd0, _zz__zz_regs_ringsOk_162_3};
  assign _zz__zz_regs_ringsOk_172 = regs_lrBytes[51:0];
  assign _zz__zz_regs_ringsOk_175_1 = _zz_regs_ringsOk_173[32];
  assign _zz__zz_regs_ringsOk_175 = {32'd0, _zz__zz_regs_ringsOk_175_1};
  assign _zz__zz_regs_ringsOk_181 = (_zz__zz_regs_ringsOk_181_1 + _zz__zz_regs_ringsOk_181_2);
  assign _zz__zz_regs_ringsOk_181_1 = {1'd0, _zz_regs_ringsOk_180};
  assign _zz__zz_regs_ringsOk_181_3 = (~ _zz_regs_ringsOk_179);
  assign _zz__zz_regs_ringsOk_181_2 = {1'd0, _zz__zz_regs_ringsOk_181_3};
  assign _zz__zz_regs_ringsOk_182 = (_zz__zz_regs_ringsOk_182_1 + _zz__zz_regs_ringsOk_182_2);
  assign _zz__zz_regs_ringsOk_182_1 = {1'd0, _zz_regs_ringsOk_179};
  assign _zz__zz_regs_ringsOk_182_3 = (~ _zz_regs_ringsOk_180);
  assign _zz__zz_regs_ringsOk_182_2 = {1'd0, _zz__zz_regs_ringsOk_182_3};
  assign _zz__zz_regs_ringsOk_185 = (_zz__zz_regs_ringsOk_185_1 + _zz__zz_regs_ringsOk_185_2);
  assign _zz__zz_regs_ringsOk_185_1 = {1'd0, _zz_regs_ringsOk_184};
  assign _zz__zz_regs_ringsOk_185_3 = (~ _zz_regs_ringsOk_183);
  assign _zz__zz_regs_ringsOk_185_2 = {1'd0, _zz__zz_regs_ringsOk_185_3};
  assign _zz__zz_regs_ringsOk_186 = (_zz__zz_regs_ringsOk_186_1 + _zz__zz_regs_ringsOk_186_2);
  assign _zz__zz_regs_ringsOk_186_1 = {1'd0, _zz_regs_ringsOk_183};
  assign _zz__zz_regs_ringsOk_186_3 = (~ _zz_regs_ringsOk_184);
  assign _zz__zz_regs_ringsOk_186_2 = {1'd0, _zz__zz_regs_ringsOk_186_3};
  assign _zz__zz_regs_ringsOk_189 = (_zz__zz_regs_ringsOk_189_1 + _zz__zz_regs_ringsOk_189_2);
  assign _zz__zz_regs_ringsOk_189_1 = {1'd0, _zz_regs_ringsOk_188};
  assign _zz__zz_regs_ringsOk_189_3 = (~ _zz_regs_ringsOk_187);
  assign _zz__zz_regs_ringsOk_189_2 = {1'd0, _zz__zz_regs_ringsOk_189_3};
  assign _zz__zz_regs_ringsOk_190 = (_zz__zz_regs_ringsOk_190_1 + _zz__zz_regs_ringsOk_190_2);
  assign _zz__zz_regs_ringsOk_190_1 = {1'd0, _zz_regs_ringsOk_187};
  assign _zz__zz_regs_ringsOk_190_3 = (~ _zz_regs_ringsOk_188);
  assign _zz__zz_regs_ringsOk_190_2 = {1'd0, _zz__zz_regs_ringsOk_190_3};
  assign _zz__zz_regs_ringsOk_193 = (_zz__zz_regs_ringsOk_193_1 + _zz__zz_regs_ringsOk_193_2);
  assign _zz__zz_regs_ringsOk_193_1 = {1'd0, _zz_regs_ringsOk_192};
  assign _zz__zz_regs_ringsOk_193_3 = (~ _zz_regs_ringsOk_191);
  assign _zz__zz_regs_ringsOk_193_2 = {1'd0, _zz__zz_regs_ringsOk_193_3};
  assign _zz__zz_regs_ringsOk_194 = (_zz__zz_regs_ringsOk_194_1 + _zz__zz_regs_ringsOk_194_2);
  assign _zz__zz_regs_ringsOk_194_1 = {1'd0, _zz_regs_ringsOk_191};
  assign _zz__zz_regs_ringsOk_194_3 = (~ _zz_regs_ringsOk_192);
  assign _zz__zz_regs_ringsOk_194_2 = {1'd0, _zz__zz_regs_ringsOk_194_3};
  assign _zz__zz_regs_ringsOk_198 = (_zz__zz_regs_ringsOk_198_1 + _zz__zz_regs_ringsOk_198_2);
  assign _zz__zz_regs_ringsOk_198_1 = {1'd0, _zz_regs_ringsOk_197};
  assign _zz__zz_regs_ringsOk_198_3 = (~ _zz_regs_ringsOk_196);
  assign _zz__zz_regs_ringsOk_198_2 = {1'd0, _zz__zz_regs_ringsOk_198_3};
  assign _zz__zz_regs_ringsOk_199 = (_zz__zz_regs_ringsOk_199_1 + _zz__zz_regs_ringsOk_199_2);
  assign _zz__zz_regs_ringsOk_199_1 = {1'd0, _zz_regs_ringsOk_196};
  assign _zz__zz_regs_ringsOk_199_3 = (~ _zz_regs_ringsOk_197);
  assign _zz__zz_regs_ringsOk_199_2 = {1'd0, _zz__zz_regs_ringsOk_199_3};
  assign _zz__zz_regs_ringsOk_202 = (_zz__zz_regs_ringsOk_202_1 + _zz__zz_regs_ringsOk_202_2);
  assign _zz__zz_regs_ringsOk_202_1 = {1'd0, _zz_regs_ringsOk_201};
  assign _zz__zz_regs_ringsOk_202_3 = (~ _zz_regs_ringsOk_200);
  assign _zz__zz_regs_ringsOk_202_2 = {1'd0, _zz__zz_regs_ringsOk_202_3};
  assign _zz__zz_regs_ringsOk_203 = (_zz__zz_regs_ringsOk_203_1 + _zz__zz_regs_ringsOk_203_2);
  assign _zz__zz_regs_ringsOk_203_1 = {1'd0, _zz_regs_ringsOk_200};
  assign _zz__zz_regs_ringsOk_203_3 = (~ _zz_regs_ringsOk_201);
  assign _zz__zz_regs_ringsOk_203_2 = {1'd0, _zz__zz_regs_ringsOk_203_3};
  assign _zz__zz_regs_ringsOk_206 = (_zz__zz_regs_ringsOk_206_1 + _zz__zz_regs_ringsOk_206_2);
  assign _zz__zz_regs_ringsOk_206_1 = {1'd0, _zz_regs_ringsOk_205};
  assign _zz__zz_regs_ringsOk_206_3 = (~ _zz_regs_ringsOk_204);
  assign _zz__zz_regs_ringsOk_206_2 = {1'd0, _zz__zz_regs_ringsOk_206_3};
  assign _zz__zz_regs_ringsOk_207 = (_zz__zz_regs_ringsOk_207_1 + _zz__zz_regs_ringsOk_207_2);
  assign _zz__zz_regs_ringsOk_207_1 = {1'd0, _zz_regs_ringsOk_204};
  assign _zz__zz_regs_ringsOk_207_3 = (~ _zz_regs_ringsOk_205);
  assign _zz__zz_regs_ringsOk_207_2 = {1'd0, _zz__zz_regs_ringsOk_207_3};
  assign _zz__zz_regs_ringsOk_210 = (_zz__zz_regs_ringsOk_210_1 + _zz__zz_regs_ringsOk_210_2);
  assign _zz__zz_regs_ringsOk_210_1 = {1'd0, _zz_regs_ringsOk_209};
  assign _zz__zz_regs_ringsOk_210_3 = (~ _zz_regs_ringsOk_208);
  assign _zz__zz_regs_ringsOk_210_2 = {1'd0, _zz__zz_regs_ringsOk_210_3};
  assign _zz__zz_regs_ringsOk_211 = (_zz__zz_regs_ringsOk_211_1 + _zz__zz_regs_ringsOk_211_2);
  assign _zz__zz_regs_ringsOk_211_1 = {1'd0, _zz_regs_ringsOk_208};
  assign _zz__zz_regs_ringsOk_211_3 = (~ _zz_regs_ringsOk_209);
  assign _zz__zz_regs_ringsOk_211_2 = {1'd0, _zz__zz_regs_ringsOk_211_3};
  assign _zz__zz_regs_ringsOk_217 = (_zz__zz_regs_ringsOk_217_1 + _zz__zz_regs_ringsOk_217_2);
  assign _zz__zz_regs_ringsOk_217_1 = {1'd0, _zz_regs_ringsOk_216};
  assign _zz__zz_regs_ringsOk_217_3 = (~ _zz_regs_ringsOk_215);
  assign _zz__zz_regs_ringsOk_217_2 = {1'd0, _zz__zz_regs_ringsOk_217_3};
  assign _zz__zz_regs_ringsOk_218 = (_zz__zz_regs_ringsOk_218_1 + _zz__zz_regs_ringsOk_218_2);
  assign _zz__zz_regs_ringsOk_218_1 = {1'd0, _zz_regs_ringsOk_215};
  assign _zz__zz_regs_ringsOk_218_3 = (~ _zz_regs_ringsOk_216);
  assign _zz__zz_regs_ringsOk_218_2 = {1'd0, _zz__zz_regs_ringsOk_218_3};
  assign _zz__zz_regs_ringsOk_221 = (_zz__zz_regs_ringsOk_221_1 + _zz__zz_regs_ringsOk_221_2);
  assign _zz__zz_regs_ringsOk_221_1 = {1'd0, _zz_regs_ringsOk_220};
  assign _zz__zz_regs_ringsOk_221_3 = (~ _zz_regs_ringsOk_219);
  assign _zz__zz_regs_ringsOk_221_2 = {1'd0, _zz__zz_regs_ringsOk_221_3};
  assign _zz__zz_regs_ringsOk_222 = (_zz__zz_regs_ringsOk_222_1 + _zz__zz_regs_ringsOk_222_2);
  assign _zz__zz_regs_ringsOk_222_1 = {1'd0, _zz_regs_ringsOk_219};
  assign _zz__zz_regs_ringsOk_222_3 = (~ _zz_regs_ringsOk_220);
  assign _zz__zz_regs_ringsOk_222_2 = {1'd0, _zz__zz_regs_ringsOk_222_3};
  assign _zz__zz_regs_ringsOk_225 = (_zz__zz_regs_ringsOk_225_1 + _zz__zz_regs_ringsOk_225_2);
  assign _zz__zz_regs_ringsOk_225_1 = {1'd0, _zz_regs_ringsOk_224};
  assign _zz__zz_regs_ringsOk_225_3 = (~ _zz_regs_ringsOk_223);
  assign _zz__zz_regs_ringsOk_225_2 = {1'd0, _zz__zz_regs_ringsOk_225_3};
  assign _zz__zz_regs_ringsOk_226 = (_zz__zz_regs_ringsOk_226_1 + _zz__zz_regs_ringsOk_226_2);
  assign _zz__zz_regs_ringsOk_226_1 = {1'd0, _zz_regs_ringsOk_223};
  assign _zz__zz_regs_ringsOk_226_3 = (~ _zz_regs_ringsOk_224);
  assign _zz__zz_regs_ringsOk_226_2 = {1'd0, _zz__zz_regs_ringsOk_226_3};
  assign _zz__zz_regs_ringsOk_229 = (_zz__zz_regs_ringsOk_229_1 + _zz__zz_regs_ringsOk_229_2);
  assign _zz__zz_regs_ringsOk_229_1 = {1'd0, _zz_regs_ringsOk_228};
  assign _zz__zz_regs_ringsOk_229_3 = (~ _zz_regs_ringsOk_227);
  assign _zz__zz_regs_ringsOk_229_2 = {1'd0, _zz__zz_regs_ringsOk_229_3};
  assign _zz__zz_regs_ringsOk_230 = (_zz__zz_regs_ringsOk_230_1 + _zz__zz_regs_ringsOk_230_2);
  assign _zz__zz_regs_ringsOk_230_1 = {1'd0, _zz_regs_ringsOk_227};
  assign _zz__zz_regs_ringsOk_230_3 = (~ _zz_regs_ringsOk_228);
  assign _zz__zz_regs_ringsOk_230_2 = {1'd0, _zz__zz_regs_ringsOk_230_3};
  assign _zz__zz_regs_ringsOk_234 = (_zz__zz_regs_ringsOk_234_1 + _zz__zz_regs_ringsOk_234_2);
  assign _zz__zz_regs_ringsOk_234_1 = {1'd0, _zz_regs_ringsOk_233};
  assign _zz__zz_regs_ringsOk_234_3 = (~ _zz_regs_ringsOk_232);
  assign _zz__zz_regs_ringsOk_234_2 = {1'd0, _zz__zz_regs_ringsOk_234_3};
  assign _zz__zz_regs_ringsOk_235 = (_zz__zz_regs_ringsOk_235_1 + _zz__zz_regs_ringsOk_235_2);
  assign _zz__zz_regs_ringsOk_235_1 = {1'd0, _zz_regs_ringsOk_232};
  assign _zz__zz_regs_ringsOk_235_3 = (~ _zz_regs_ringsOk_233);
  assign _zz__zz_regs_ringsOk_235_2 = {1'd0, _zz__zz_regs_ringsOk_235_3};
  assign _zz__zz_regs_ringsOk_238 = (_zz__zz_regs_ringsOk_238_1 + _zz__zz_regs_ringsOk_238_2);
  assign _zz__zz_regs_ringsOk_238_1 = {1'd0, _zz_regs_ringsOk_237};
  assign _zz__zz_regs_ringsOk_238_3 = (~ _zz_regs_ringsOk_236);
  assign _zz__zz_regs_ringsOk_238_2 = {1'd0, _zz__zz_regs_ringsOk_238_3};
  assign _zz__zz_regs_ringsOk_239 = (_zz__zz_regs_ringsOk_239_1 + _zz__zz_regs_ringsOk_239_2);
  assign _zz__zz_regs_ringsOk_239_1 = {1'd0, _zz_regs_ringsOk_236};
  assign _zz__zz_regs_ringsOk_239_3 = (~ _zz_regs_ringsOk_237);
  assign _zz__zz_regs_ringsOk_239_2 = {1'd0, _zz__zz_regs_ringsOk_239_3};
  assign _zz__zz_regs_ringsOk_242 = (_zz__zz_regs_ringsOk_242_1 + _zz__zz_regs_ringsOk_242_2);
  assign _zz__zz_regs_ringsOk_242_1 = {1'd0, _zz_regs_ringsOk_241};
  assign _zz__zz_regs_ringsOk_242_3 = (~ _zz_regs_ringsOk_240);
  assign _zz__zz_regs_ringsOk_242_2 = {1'd0, _zz__zz_regs_ringsOk_242_3};
  assign _zz__zz_regs_ringsOk_243 = (_zz__zz_regs_ringsOk_243_1 + _zz__zz_regs_ringsOk_243_2);
  assign _zz__zz_regs_ringsOk_243_1 = {1'd0, _zz_regs_ringsOk_240};
  assign _zz__zz_regs_ringsOk_243_3 = (~ _zz_regs_ringsOk_241);
  assign _zz__zz_regs_ringsOk_243_2 = {1'd0, _zz__zz_regs_ringsOk_243_3};
  assign _zz__zz_regs_ringsOk_246 = (_zz__zz_regs_ringsOk_246_1 + _zz__zz_regs_ringsOk_246_2);
  assign _zz__zz_regs_ringsOk_246_1 = {1'd0, _zz_regs_ringsOk_245};
  assign _zz__zz_regs_ringsOk_246_3 = (~ _zz_regs_ringsOk_244);
  assign _zz__zz_regs_ringsOk_246_2 = {1'd0, _zz__zz_regs_ringsOk_246_3};
  assign _zz__zz_regs_ringsOk_247 = (_zz__zz_regs_ringsOk_247_1 + _zz__zz_regs_ringsOk_247_2);
  assign _zz__zz_regs_ringsOk_247_1 = {1'd0, _zz_regs_ringsOk_244};
  assign _zz__zz_regs_ringsOk_247_3 = (~ _zz_regs_ringsOk_245);
  assign _zz__zz_regs_ringsOk_247_2 = {1'd0, _zz__zz_regs_ringsOk_247_3};
  assign _zz__zz_regs_cfgTests_10_1 = regs_rsize[31 : 11];
  assign _zz__zz_regs_cfgTests_10_2 = regs_logBlocks[20 : 0];
  assign _zz__zz_regs_cfgTests_10_3 = (_zz__zz_regs_cfgTests_10_3_1 + _zz__zz_regs_cfgTests_10_3_2);
  assign _zz__zz_regs_cfgTests_10_3_1 = {1'd0, _zz_regs_cfgTests_10_2};
  assign _zz__zz_regs_cfgTests_10_3_3 = (~ _zz_regs_cfgTests_10_1);
  assign _zz__zz_regs_cfgTests_10_3_2 = {1'd0, _zz__zz_regs_cfgTests_10_3_3};
  assign _zz__zz_regs_cfgTests_10_4 = (_zz__zz_regs_cfgTests_10_4_1 + _zz__zz_regs_cfgTests_10_4_2);
  assign _zz__zz_regs_cfgTests_10_4_1 = {1'd0, _zz_regs_cfgTests_10_1};
  assign _zz__zz_regs_cfgTests_10_4_3 = (~ _zz_regs_cfgTests_10_2);
  assign _zz__zz_regs_cfgTests_10_4_2 = {1'd0, _zz__zz_regs_cfgTests_10_4_3};
  assign _zz__zz_regs_cfgTests_12_1 = regs_firstLsn[31 : 0];
  assign _zz__zz_regs_cfgTests_12 = {1'd0, _zz__zz_regs_cfgTests_12_1};
  assign _zz__zz_regs_cfgTests_12_3 = regs_rsize[18 : 12];
  assign _zz__zz_regs_cfgTests_12_2 = {26'd0, _zz__zz_regs_cfgTests_12_3};
  assign _zz__zz_regs_cfgTests_12_5 = (_zz__zz_regs_cfgTests_12_5_1 + _zz__zz_regs_cfgTests_12_5_2);
  assign _zz__zz_regs_cfgTests_12_5_1 = {1'd0, _zz_regs_cfgTests_12_4};
  assign _zz__zz_regs_cfgTests_12_5_3 = (~ _zz_regs_cfgTests_12_3);
  assign _zz__zz_regs_cfgTests_12_5_2 = {1'd0, _zz__zz_regs_cfgTests_12_5_3};
  assign _zz__zz_regs_cfgTests_12_6 = (_zz__zz_regs_cfgTests_12_6_1 + _zz__zz_regs_cfgTests_12_6_2);
  assign _zz__zz_regs_cfgTests_12_6_1 = {1'd0, _zz_regs_cfgTests_12_3};
  assign _zz__zz_regs_cfgTests_12_6_3 = (~ _zz_regs_cfgTests_12_4);
  assign _zz__zz_regs_cfgTests_12_6_2 = {1'd0, _zz__zz_regs_cfgTests_12_6_3};
  assign _zz__zz_regs_cfgTests_12_9 = (_zz__zz_regs_cfgTests_12_9_1 + _zz__zz_regs_cfgTests_12_9_2);
  assign _zz__zz_regs_cfgTests_12_9_1 = {1'd0, _zz_regs_cfgTests_12_8};
  assign _zz__zz_regs_cfgTests_12_9_3 = (~ _zz_regs_cfgTests_12_7);
  assign _zz__zz_regs_cfgTests_12_9_2 = {1'd0, _zz__zz_regs_cfgTests_12_9_3};
  assign _zz__zz_regs_cfgTests_12_10 = (_zz__zz_regs_cfgTests_12_10_1 + _zz__zz_regs_cfgTests_12_10_2);
  assign _zz__zz_regs_cfgTests_12_10_1 = {1'd0, _zz_regs_cfgTests_12_7};
  assign _zz__zz_regs_cfgTests_12_10_3 = (~ _zz_regs_cfgTests_12_8);
  assign _zz__zz_regs_cfgTests_12_10_2 = {1'd0, _zz__zz_regs_cfgTests_12_10_3};
  assign _zz_regs_enable_3 = ((regs_enable & (~ _zz_regs_enable_1[0 : 0])) | (_zz_regs_enable[0 : 0] & _zz_regs_enable_1[0 : 0]));
  assign _zz_regs_resetPulse = (_zz_regs_enable[1 : 1] & _zz_regs_enable_1[1 : 1]);
  assign _zz_regs_ctrInc_0 = keyTable_1_io_accepted;
  assign _zz_regs_ctrInc_1 = keyTable_1_io_relog;
  assign _zz_regs_ctrInc_2 = keyTable_1_io_whiteout;
  assign _zz_regs_ctrInc_3 = keyTable_1_io_eviction;
  assign _zz_cpl_phase = cqPhase;
  assign _zz__zz_cqAddrNext_1 = 6'h20;
  assign _zz__zz_cqAddrNext_4_1 = _zz_cqAddrNext_2[32];
  assign _zz__zz_cqAddrNext_4 = {32'd0, _zz__zz_cqAddrNext_4_1};
  assign _zz_cqAddrNext_7 = {_zz_cqAddrNext_4,_zz_cqAddrNext_5};
  assign _zz_cqAddrNext_6 = _zz_cqAddrNext_7[63:0];
  assign _zz_roomForTx = (32'h00000020 - regs_maxTx);
  assign _zz_usedBound = {1'd0, usedR};
  assign _zz__zz_txEndSafe = {1'd0, roomForTx};
  assign _zz_io_rdAddr = (readNext ? entryNext : entry);
  assign _zz_blocks = (pos >>> 4'd12);
  assign _zz_header_len = (padSeen ? recLen : bodyLen);
  assign _zz_header_sizeBlocks = (regs_rsize >>> 4'd12);
  assign _zz_rsizeBlocks = (regs_rsize >>> 4'd12);
  assign _zz_nextBlock_1 = lsn[31 : 0];
  assign _zz_nextBlock = {1'd0, _zz_nextBlock_1};
  assign _zz_nextBlock_2 = {17'd0, blocks};
  assign _zz_lsnNext = (lsn[63 : 32] + 32'h00000001);
  assign _zz__zz_slotNextBase_4_1 = _zz_slotNextBase_2[32];
  assign _zz__zz_slotNextBase_4 = {32'd0, _zz__zz_slotNextBase_4_1};
  assign _zz_slotNextBase_6 = {_zz_slotNextBase_4,_zz_slotNextBase_5};
  assign _zz_slotIdxAfter = (slotIdx + 32'h00000001);
  assign _zz__zz_bodyBase_1 = 7'h40;
  assign _zz__zz_bodyBase_4_1 = _zz_bodyBase_2[32];
  assign _zz__zz_bodyBase_4 = {32'd0, _zz__zz_bodyBase_4_1};
  assign _zz_bodyBase_6 = {_zz_bodyBase_4,_zz_bodyBase_5};
  assign _zz_needBias = {1'd0, offset};
  assign _zz_need = (_zz_need_1 + needBias);
  assign _zz_need_1 = {1'd0, keyTable_1_io_rdData_len};
  assign _zz_fits = {3'd0, room};
  assign _zz_cmdLo_1 = {1'b0,offset};
  assign _zz_cmdLo = {11'd0, _zz_cmdLo_1};
  assign _zz_cmdHi_1 = cmdLo[32];
  assign _zz_cmdHi = {31'd0, _zz_cmdHi_1};
  assign _zz_pLen = (room - 19'h00010);
  assign _zz_172 = (_zz_173 + _zz_178);
  assign _zz_173 = (_zz_174 + _zz_176);
  assign _zz_regs_ctrInc_10 = stallLr;
  assign _zz_regs_ctrInc_11 = stallCq;
  assign _zz_regs_ctrInc_12_3 = ((_zz_regs_ctrInc_12 || _zz_regs_ctrInc_12_1) || _zz_regs_ctrInc_12_2);
  assign _zz_words_7 = {withCrc_crc,{{withCrc_reserved_11,{withCrc_reserved_10,{withCrc_reserved_9,{withCrc_reserved_8,{withCrc_reserved_7,{withCrc_reserved_6,_zz_words_7_1}}}}}},{withCrc_sizeBlocks,{withCrc_blocks,{withCrc_index,{withCrc_ops,{withCrc_len,{_zz_words_7_2,_zz_words_7_3}}}}}}}};
  assign _zz_regs_ctrInc_8 = pushAuto;
  assign _zz_180 = (_zz_181 + _zz_192);
  assign _zz_181 = (_zz_182 + _zz_187);
  assign _zz_182 = (_zz_183 + _zz_185);
  assign _zz_187 = (_zz_188 + _zz_190);
  assign _zz_192 = (_zz_193 + _zz_198);
  assign _zz_193 = (_zz_194 + _zz_196);
  assign _zz_198 = (_zz_199 + _zz_201);
  assign _zz_175 = {planner_state[2],{planner_state[1],planner_state[0]}};
  assign _zz_177 = {planner_state[5],{planner_state[4],planner_state[3]}};
  assign _zz_179 = {planner_state[8],{planner_state[7],planner_state[6]}};
  assign _zz_184 = {fsm_state[2],{fsm_state[1],fsm_state[0]}};
  assign _zz_186 = {fsm_state[5],{fsm_state[4],fsm_state[3]}};
  assign _zz_189 = {fsm_state[8],{fsm_state[7],fsm_state[6]}};
  assign _zz_191 = {fsm_state[11],{fsm_state[10],fsm_state[9]}};
  assign _zz_195 = {fsm_state[14],{fsm_state[13],fsm_state[12]}};
  assign _zz_197 = {fsm_state[17],{fsm_state[16],fsm_state[15]}};
  assign _zz_200 = {fsm_state[20],{fsm_state[19],fsm_state[18]}};
  assign _zz_202 = {fsm_state[23],{fsm_state[22],fsm_state[21]}};
  assign _zz__zz_hdr_0 = {header_reserved_5,{header_reserved_4,{header_reserved_3,{header_reserved_2,{header_reserved_1,header_reserved_0}}}}};
  assign _zz__zz_hdr_0_1 = header_tailLsn;
  assign _zz__zz_hdr_0_2 = {header_lsn,{header_seq,{header_flags,{header_version,header_magic}}}};
  assign _zz_codeR_1 = _zz_codeR[7];
  assign _zz_codeR_2 = 8'h03;
  assign _zz_codeR_3 = 8'h0;
  assign _zz_words_7_1 = {withCrc_reserved_5,{withCrc_reserved_4,{withCrc_reserved_3,{withCrc_reserved_2,{withCrc_reserved_1,withCrc_reserved_0}}}}};
  assign _zz_words_7_2 = withCrc_tailLsn;
  assign _zz_words_7_3 = {withCrc_lsn,{withCrc_seq,{withCrc_flags,{withCrc_version,withCrc_magic}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64 = 10'h054;
  assign _zz__zz_io_ctrl_r_payload_data_64_1 = (_zz_io_ctrl_r_payload_data_63 == 10'h053);
  assign _zz__zz_io_ctrl_r_payload_data_64_2 = (_zz_io_ctrl_r_payload_data_63 == 10'h052);
  assign _zz__zz_io_ctrl_r_payload_data_64_3 = {(_zz_io_ctrl_r_payload_data_63 == 10'h051),{(_zz_io_ctrl_r_payload_data_63 == 10'h050),{(_zz_io_ctrl_r_payload_data_63 == 10'h04f),{(_zz_io_ctrl_r_payload_data_63 == 10'h04e),{(_zz_io_ctrl_r_payload_data_63 == 10'h04d),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64_4),{_zz__zz_io_ctrl_r_payload_data_64_5,{_zz__zz_io_ctrl_r_payload_data_64_6,_zz__zz_io_ctrl_r_payload_data_64_7}}}}}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64_4 = 10'h04c;
  assign _zz__zz_io_ctrl_r_payload_data_64_5 = (_zz_io_ctrl_r_payload_data_63 == 10'h04b);
  assign _zz__zz_io_ctrl_r_payload_data_64_6 = (_zz_io_ctrl_r_payload_data_63 == 10'h04a);
  assign _zz__zz_io_ctrl_r_payload_data_64_7 = {(_zz_io_ctrl_r_payload_data_63 == 10'h049),{(_zz_io_ctrl_r_payload_data_63 == 10'h048),{(_zz_io_ctrl_r_payload_data_63 == 10'h047),{(_zz_io_ctrl_r_payload_data_63 == 10'h046),{(_zz_io_ctrl_r_payload_data_63 == 10'h045),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64_8),{_zz__zz_io_ctrl_r_payload_data_64_9,{_zz__zz_io_ctrl_r_payload_data_64_10,_zz__zz_io_ctrl_r_payload_data_64_11}}}}}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64_8 = 10'h044;
  assign _zz__zz_io_ctrl_r_payload_data_64_9 = (_zz_io_ctrl_r_payload_data_63 == 10'h043);
  assign _zz__zz_io_ctrl_r_payload_data_64_10 = (_zz_io_ctrl_r_payload_data_63 == 10'h042);
  assign _zz__zz_io_ctrl_r_payload_data_64_11 = {(_zz_io_ctrl_r_payload_data_63 == 10'h041),{(_zz_io_ctrl_r_payload_data_63 == 10'h040),{(_zz_io_ctrl_r_payload_data_63 == 10'h02f),{(_zz_io_ctrl_r_payload_data_63 == 10'h02e),{(_zz_io_ctrl_r_payload_data_63 == 10'h02d),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64_12),{_zz__zz_io_ctrl_r_payload_data_64_13,{_zz__zz_io_ctrl_r_payload_data_64_14,_zz__zz_io_ctrl_r_payload_data_64_15}}}}}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64_12 = 10'h02c;
  assign _zz__zz_io_ctrl_r_payload_data_64_13 = (_zz_io_ctrl_r_payload_data_63 == 10'h02b);
  assign _zz__zz_io_ctrl_r_payload_data_64_14 = (_zz_io_ctrl_r_payload_data_63 == 10'h02a);
  assign _zz__zz_io_ctrl_r_payload_data_64_15 = {(_zz_io_ctrl_r_payload_data_63 == 10'h029),{(_zz_io_ctrl_r_payload_data_63 == 10'h028),{(_zz_io_ctrl_r_payload_data_63 == 10'h024),{(_zz_io_ctrl_r_payload_data_63 == 10'h023),{(_zz_io_ctrl_r_payload_data_63 == 10'h022),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64_16),{_zz__zz_io_ctrl_r_payload_data_64_17,{_zz__zz_io_ctrl_r_payload_data_64_18,_zz__zz_io_ctrl_r_payload_data_64_19}}}}}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64_16 = 10'h021;
  assign _zz__zz_io_ctrl_r_payload_data_64_17 = (_zz_io_ctrl_r_payload_data_63 == 10'h020);
  assign _zz__zz_io_ctrl_r_payload_data_64_18 = (_zz_io_ctrl_r_payload_data_63 == 10'h01c);
  assign _zz__zz_io_ctrl_r_payload_data_64_19 = {(_zz_io_ctrl_r_payload_data_63 == 10'h01b),{(_zz_io_ctrl_r_payload_data_63 == 10'h01a),{(_zz_io_ctrl_r_payload_data_63 == 10'h019),{(_zz_io_ctrl_r_payload_data_63 == 10'h018),{(_zz_io_ctrl_r_payload_data_63 == 10'h014),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64_20),{_zz__zz_io_ctrl_r_payload_data_64_21,{_zz__zz_io_ctrl_r_payload_data_64_22,_zz__zz_io_ctrl_r_payload_data_64_23}}}}}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64_20 = 10'h013;
  assign _zz__zz_io_ctrl_r_payload_data_64_21 = (_zz_io_ctrl_r_payload_data_63 == 10'h012);
  assign _zz__zz_io_ctrl_r_payload_data_64_22 = (_zz_io_ctrl_r_payload_data_63 == 10'h011);
  assign _zz__zz_io_ctrl_r_payload_data_64_23 = {(_zz_io_ctrl_r_payload_data_63 == 10'h010),{(_zz_io_ctrl_r_payload_data_63 == 10'h00d),{(_zz_io_ctrl_r_payload_data_63 == 10'h00c),{(_zz_io_ctrl_r_payload_data_63 == 10'h00b),{(_zz_io_ctrl_r_payload_data_63 == 10'h00a),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64_24),{_zz__zz_io_ctrl_r_payload_data_64_25,{_zz__zz_io_ctrl_r_payload_data_64_26,_zz__zz_io_ctrl_r_payload_data_64_27}}}}}}}};
  assign _zz__zz_io_ctrl_r_payload_data_64_24 = 10'h009;
  assign _zz__zz_io_ctrl_r_payload_data_64_25 = (_zz_io_ctrl_r_payload_data_63 == 10'h008);
  assign _zz__zz_io_ctrl_r_payload_data_64_26 = (_zz_io_ctrl_r_payload_data_63 == 10'h007);
  assign _zz__zz_io_ctrl_r_payload_data_64_27 = {(_zz_io_ctrl_r_payload_data_63 == 10'h006),{(_zz_io_ctrl_r_payload_data_63 == 10'h005),{(_zz_io_ctrl_r_payload_data_63 == 10'h004),{(_zz_io_ctrl_r_payload_data_63 == 10'h003),{(_zz_io_ctrl_r_payload_data_63 == 10'h002),{(_zz_io_ctrl_r_payload_data_63 == 10'h001),(_zz_io_ctrl_r_payload_data_63 == 10'h0)}}}}}};
  assign _zz__zz_149 = ((((((((((((((_zz_io_ctrl_r_payload_data_64[1] || _zz_93) || _zz_94) || _zz_96) || _zz_97) || _zz_99) || _zz_101) || _zz_103) || _zz_104) || _zz_106) || _zz_108) || _zz_110) || _zz_112) || _zz_114) || _zz_116);
  assign _zz__zz_150 = ((((((((((((((_zz_io_ctrl_r_payload_data_64[2] || _zz_93) || _zz_95) || _zz_96) || _zz_98) || _zz_99) || _zz_102) || _zz_103) || _zz_105) || _zz_106) || _zz_109) || _zz_110) || _zz_113) || _zz_114) || _zz_117);
  assign _zz__zz_151 = ((((((((((((((_zz_io_ctrl_r_payload_data_64[4] || _zz_94) || _zz_95) || _zz_96) || _zz_100) || _zz_101) || _zz_102) || _zz_103) || _zz_107) || _zz_108) || _zz_109) || _zz_110) || _zz_115) || _zz_116) || _zz_117);
  assign _zz__zz_152 = ((((((((((((((_zz_io_ctrl_r_payload_data_64[8] || _zz_97) || _zz_98) || _zz_99) || _zz_100) || _zz_101) || _zz_102) || _zz_103) || _zz_111) || _zz_112) || _zz_113) || _zz_114) || _zz_115) || _zz_116) || _zz_117);
  assign _zz__zz_153 = ((((((((((((((_zz_io_ctrl_r_payload_data_64[16] || _zz_104) || _zz_105) || _zz_106) || _zz_107) || _zz_108) || _zz_109) || _zz_110) || _zz_111) || _zz_112) || _zz_113) || _zz_114) || _zz_115) || _zz_116) || _zz_117);
  assign _zz__zz_154 = ((((((((((((((_zz_io_ctrl_r_payload_data_64[32] || _zz_119) || _zz_120) || _zz_121) || _zz_122) || _zz_123) || _zz_124) || _zz_125) || _zz_126) || _zz_127) || _zz_128) || _zz_129) || _zz_130) || _zz_131) || _zz_132);
  KeyTable keyTable_1 (
    .io_item_valid            (keyTable_1_io_item_valid            ), //i
    .io_item_payload_itemType (dc_d_itemType[7:0]                  ), //i
    .io_item_payload_key      (dc_d_key[63:0]                      ), //i
    .io_item_payload_len      (keyTable_1_io_item_payload_len[20:0]), //i
    .io_item_payload_addr     (dc_d_addr[63:0]                     ), //i
    .io_clear                 (keyTable_1_io_clear                 ), //i
    .io_used                  (keyTable_1_io_used[5:0]             ), //o
    .io_busy                  (keyTable_1_io_busy                  ), //o
    .io_ready                 (keyTable_1_io_ready                 ), //o
    .io_relog                 (keyTable_1_io_relog                 ), //o
    .io_whiteout              (keyTable_1_io_whiteout              ), //o
    .io_eviction              (keyTable_1_io_eviction              ), //o
    .io_accepted              (keyTable_1_io_accepted              ), //o
    .io_rdEn                  (keyTable_1_io_rdEn                  ), //i
    .io_rdAddr                (keyTable_1_io_rdAddr[4:0]           ), //i
    .io_rdData_itemType       (keyTable_1_io_rdData_itemType[7:0]  ), //o
    .io_rdData_key            (keyTable_1_io_rdData_key[63:0]      ), //o
    .io_rdData_len            (keyTable_1_io_rdData_len[20:0]      ), //o
    .io_rdData_addr           (keyTable_1_io_rdData_addr[63:0]     ), //o
    .io_rdRestart             (keyTable_1_io_rdRestart             ), //i
    .io_rdAdvance             (keyTable_1_io_rdAdvance             ), //i
    .io_rdDead                (keyTable_1_io_rdDead                ), //o
    .clk                      (clk                                 ), //i
    .inReset                  (inReset                             )  //i
  );
  DescFetcher fetcher (
    .io_enable                    (run                                     ), //i
    .io_flush                     (regs_resetR                             ), //i
    .io_sqBase                    (regs_sqBase[63:0]                       ), //i
    .io_sqMask                    (_zz_io_sqMask[31:0]                     ), //i
    .io_sqTail                    (regs_sqTail[31:0]                       ), //i
    .io_winBase_0                 (regs_winBase_0[63:0]                    ), //i
    .io_winBase_1                 (regs_winBase_1[63:0]                    ), //i
    .io_winLimit_0                (regs_winLimit_0[63:0]                   ), //i
    .io_winLimit_1                (regs_winLimit_1[63:0]                   ), //i
    .io_ar_valid                  (fetcher_io_ar_valid                     ), //o
    .io_ar_ready                  (fetcher_io_ar_rValidN                   ), //i
    .io_ar_payload_addr           (fetcher_io_ar_payload_addr[63:0]        ), //o
    .io_ar_payload_id             (fetcher_io_ar_payload_id                ), //o
    .io_ar_payload_len            (fetcher_io_ar_payload_len[7:0]          ), //o
    .io_ar_payload_size           (fetcher_io_ar_payload_size[2:0]         ), //o
    .io_ar_payload_burst          (fetcher_io_ar_payload_burst[1:0]        ), //o
    .io_r_valid                   (rTo_0_valid                             ), //i
    .io_r_ready                   (fetcher_io_r_ready                      ), //o
    .io_r_payload_data            (rTo_0_payload_data[63:0]                ), //i
    .io_r_payload_id              (rTo_0_payload_id                        ), //i
    .io_r_payload_resp            (rTo_0_payload_resp[1:0]                 ), //i
    .io_r_payload_last            (rTo_0_payload_last                      ), //i
    .io_desc_valid                (fetcher_io_desc_valid                   ), //o
    .io_desc_ready                (fetcher_io_desc_ready                   ), //i
    .io_desc_payload_d_opcode     (fetcher_io_desc_payload_d_opcode[7:0]   ), //o
    .io_desc_payload_d_itemType   (fetcher_io_desc_payload_d_itemType[7:0] ), //o
    .io_desc_payload_d_flags      (fetcher_io_desc_payload_d_flags[15:0]   ), //o
    .io_desc_payload_d_len        (fetcher_io_desc_payload_d_len[31:0]     ), //o
    .io_desc_payload_d_key        (fetcher_io_desc_payload_d_key[63:0]     ), //o
    .io_desc_payload_d_addr       (fetcher_io_desc_payload_d_addr[63:0]    ), //o
    .io_desc_payload_d_tag        (fetcher_io_desc_payload_d_tag[31:0]     ), //o
    .io_desc_payload_d_reserved   (fetcher_io_desc_payload_d_reserved[31:0]), //o
    .io_desc_payload_f_lenZero    (fetcher_io_desc_payload_f_lenZero       ), //o
    .io_desc_payload_f_tooBig     (fetcher_io_desc_payload_f_tooBig        ), //o
    .io_desc_payload_f_badType    (fetcher_io_desc_payload_f_badType       ), //o
    .io_desc_payload_f_resItem    (fetcher_io_desc_payload_f_resItem       ), //o
    .io_desc_payload_f_resPush    (fetcher_io_desc_payload_f_resPush       ), //o
    .io_desc_payload_f_keyNonZero (fetcher_io_desc_payload_f_keyNonZero    ), //o
    .io_desc_payload_f_inWindow   (fetcher_io_desc_payload_f_inWindow      ), //o
    .io_desc_payload_f_isItem     (fetcher_io_desc_payload_f_isItem        ), //o
    .io_desc_payload_f_isTxEnd    (fetcher_io_desc_payload_f_isTxEnd       ), //o
    .io_desc_payload_f_isPush     (fetcher_io_desc_payload_f_isPush        ), //o
    .io_desc_payload_f_hits       (fetcher_io_desc_payload_f_hits[7:0]     ), //o
    .io_desc_payload_f_others     (fetcher_io_desc_payload_f_others        ), //o
    .io_idle                      (fetcher_io_idle                         ), //o
    .io_hold                      (_zz_io_hold                             ), //i
    .io_readyCopy                 (_zz_io_readyCopy                        ), //i
    .clk                          (clk                                     ), //i
    .inReset                      (inReset                                 )  //i
  );
  PayloadReader reader (
    .io_cmd_valid            (readCmd_s2mPipe_valid               ), //i
    .io_cmd_ready            (reader_io_cmd_ready                 ), //o
    .io_cmd_payload_addr     (readCmd_s2mPipe_payload_addr[63:0]  ), //i
    .io_cmd_payload_len      (readCmd_s2mPipe_payload_len[20:0]   ), //i
    .io_ar_valid             (reader_io_ar_valid                  ), //o
    .io_ar_ready             (reader_io_ar_rValidN                ), //i
    .io_ar_payload_addr      (reader_io_ar_payload_addr[63:0]     ), //o
    .io_ar_payload_id        (reader_io_ar_payload_id             ), //o
    .io_ar_payload_len       (reader_io_ar_payload_len[7:0]       ), //o
    .io_ar_payload_size      (reader_io_ar_payload_size[2:0]      ), //o
    .io_ar_payload_burst     (reader_io_ar_payload_burst[1:0]     ), //o
    .io_r_valid              (rTo_1_valid                         ), //i
    .io_r_ready              (reader_io_r_ready                   ), //o
    .io_r_payload_data       (rTo_1_payload_data[63:0]            ), //i
    .io_r_payload_id         (rTo_1_payload_id                    ), //i
    .io_r_payload_resp       (rTo_1_payload_resp[1:0]             ), //i
    .io_r_payload_last       (rTo_1_payload_last                  ), //i
    .io_out_valid            (reader_io_out_valid                 ), //o
    .io_out_ready            (reader_io_out_ready                 ), //i
    .io_out_payload_last     (reader_io_out_payload_last          ), //o
    .io_out_payload_fragment (reader_io_out_payload_fragment[63:0]), //o
    .io_busError             (reader_io_busError                  ), //o
    .io_freed                (payload_fire                        ), //i
    .clk                     (clk                                 ), //i
    .inReset                 (inReset                             )  //i
  );
  BramFifo payloadFifo (
    .io_push_valid   (payloadIn_translated_valid         ), //i
    .io_push_ready   (payloadFifo_io_push_ready          ), //o
    .io_push_payload (payloadIn_translated_payload[64:0] ), //i
    .io_pop_valid    (payloadFifo_io_pop_valid           ), //o
    .io_pop_ready    (payloadFifo_io_pop_translated_ready), //i
    .io_pop_payload  (payloadFifo_io_pop_payload[64:0]   ), //o
    .io_occupancy    (payloadFifo_io_occupancy[6:0]      ), //o
    .clk             (clk                                ), //i
    .inReset         (inReset                            )  //i
  );
  ChunkWriter writer (
    .io_in_valid         (writer_io_in_valid             ), //i
    .io_in_ready         (writer_io_in_ready             ), //o
    .io_in_payload_data  (ep_payload_w_data[63:0]        ), //i
    .io_in_payload_addr  (ep_payload_w_addr[63:0]        ), //i
    .io_in_payload_beats (ep_payload_w_beats[3:0]        ), //i
    .io_in_payload_first (ep_payload_w_first             ), //i
    .io_in_payload_last  (ep_payload_w_last              ), //i
    .io_aw_valid         (writer_io_aw_valid             ), //o
    .io_aw_ready         (writer_io_aw_rValidN           ), //i
    .io_aw_payload_addr  (writer_io_aw_payload_addr[63:0]), //o
    .io_aw_payload_id    (writer_io_aw_payload_id        ), //o
    .io_aw_payload_len   (writer_io_aw_payload_len[7:0]  ), //o
    .io_aw_payload_size  (writer_io_aw_payload_size[2:0] ), //o
    .io_aw_payload_burst (writer_io_aw_payload_burst[1:0]), //o
    .io_w_valid          (writer_io_w_valid              ), //o
    .io_w_ready          (writer_io_w_rValidN            ), //i
    .io_w_payload_data   (writer_io_w_payload_data[63:0] ), //o
    .io_w_payload_strb   (writer_io_w_payload_strb[7:0]  ), //o
    .io_w_payload_last   (writer_io_w_payload_last       ), //o
    .io_b_valid          (io_mem_b_valid                 ), //i
    .io_b_ready          (writer_io_b_ready              ), //o
    .io_b_payload_id     (io_mem_b_payload_id            ), //i
    .io_b_payload_resp   (io_mem_b_payload_resp[1:0]     ), //i
    .io_idle             (writer_io_idle                 ), //o
    .clk                 (clk                            ), //i
    .inReset             (inReset                        )  //i
  );
  Crc32c crc (
    .io_clear         (crc_io_clear           ), //i
    .io_input_valid   (crc_io_input_valid     ), //i
    .io_input_payload (ep_payload_w_data[63:0]), //i
    .io_crc           (crc_io_crc[31:0]       ), //o
    .io_busy          (crc_io_busy            ), //o
    .clk              (clk                    ), //i
    .inReset          (inReset                )  //i
  );
  ArChoice arChoice_1 (
    .io_in_0_valid         (reader_io_ar_s2mPipe_m2sPipe_valid                              ), //i
    .io_in_0_ready         (arChoice_1_io_in_0_ready                                        ), //o
    .io_in_0_payload_addr  (reader_io_ar_s2mPipe_m2sPipe_payload_addr[63:0]                 ), //i
    .io_in_0_payload_id    (reader_io_ar_s2mPipe_m2sPipe_payload_id                         ), //i
    .io_in_0_payload_len   (reader_io_ar_s2mPipe_m2sPipe_payload_len[7:0]                   ), //i
    .io_in_0_payload_size  (reader_io_ar_s2mPipe_m2sPipe_payload_size[2:0]                  ), //i
    .io_in_0_payload_burst (reader_io_ar_s2mPipe_m2sPipe_payload_burst[1:0]                 ), //i
    .io_in_1_valid         (fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_valid             ), //i
    .io_in_1_ready         (arChoice_1_io_in_1_ready                                        ), //o
    .io_in_1_payload_addr  (fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_addr[63:0]), //i
    .io_in_1_payload_id    (fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_id        ), //i
    .io_in_1_payload_len   (fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_len[7:0]  ), //i
    .io_in_1_payload_size  (fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_size[2:0] ), //i
    .io_in_1_payload_burst (fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_burst[1:0]), //i
    .io_out_valid          (arChoice_1_io_out_valid                                         ), //o
    .io_out_ready          (arChoice_1_io_out_ready                                         ), //i
    .io_out_payload_addr   (arChoice_1_io_out_payload_addr[63:0]                            ), //o
    .io_out_payload_id     (arChoice_1_io_out_payload_id                                    ), //o
    .io_out_payload_len    (arChoice_1_io_out_payload_len[7:0]                              ), //o
    .io_out_payload_size   (arChoice_1_io_out_payload_size[2:0]                             ), //o
    .io_out_payload_burst  (arChoice_1_io_out_payload_burst[1:0]                            ), //o
    .clk                   (clk                                                             ), //i
    .inReset               (inReset                                                         )  //i
  );
  StreamDemux streamDemux_1 (
    .io_select                 (io_mem_r_payload_id                          ), //i
    .io_input_valid            (io_mem_r_valid                               ), //i
    .io_input_ready            (streamDemux_1_io_input_ready                 ), //o
    .io_input_payload_data     (io_mem_r_payload_data[63:0]                  ), //i
    .io_input_payload_id       (io_mem_r_payload_id                          ), //i
    .io_input_payload_resp     (io_mem_r_payload_resp[1:0]                   ), //i
    .io_input_payload_last     (io_mem_r_payload_last                        ), //i
    .io_outputs_0_valid        (streamDemux_1_io_outputs_0_valid             ), //o
    .io_outputs_0_ready        (_zz_io_outputs_0_ready                       ), //i
    .io_outputs_0_payload_data (streamDemux_1_io_outputs_0_payload_data[63:0]), //o
    .io_outputs_0_payload_id   (streamDemux_1_io_outputs_0_payload_id        ), //o
    .io_outputs_0_payload_resp (streamDemux_1_io_outputs_0_payload_resp[1:0] ), //o
    .io_outputs_0_payload_last (streamDemux_1_io_outputs_0_payload_last      ), //o
    .io_outputs_1_valid        (streamDemux_1_io_outputs_1_valid             ), //o
    .io_outputs_1_ready        (_zz_io_outputs_1_ready                       ), //i
    .io_outputs_1_payload_data (streamDemux_1_io_outputs_1_payload_data[63:0]), //o
    .io_outputs_1_payload_id   (streamDemux_1_io_outputs_1_payload_id        ), //o
    .io_outputs_1_payload_resp (streamDemux_1_io_outputs_1_payload_resp[1:0] ), //o
    .io_outputs_1_payload_last (streamDemux_1_io_outputs_1_payload_last      )  //o
  );
  StreamFifo_1 planFifo (
    .io_push_valid            (planIn_s2mPipe_m2sPipe_valid                ), //i
    .io_push_ready            (planFifo_io_push_ready                      ), //o
    .io_push_payload_close    (planIn_s2mPipe_m2sPipe_payload_close        ), //i
    .io_push_payload_commit   (planIn_s2mPipe_m2sPipe_payload_commit       ), //i
    .io_push_payload_itemType (planIn_s2mPipe_m2sPipe_payload_itemType[7:0]), //i
    .io_push_payload_key      (planIn_s2mPipe_m2sPipe_payload_key[63:0]    ), //i
    .io_push_payload_len      (planIn_s2mPipe_m2sPipe_payload_len[20:0]    ), //i
    .io_push_payload_flags    (planIn_s2mPipe_m2sPipe_payload_flags[7:0]   ), //i
    .io_push_payload_whole    (planIn_s2mPipe_m2sPipe_payload_whole        ), //i
    .io_push_payload_empty    (planIn_s2mPipe_m2sPipe_payload_empty        ), //i
    .io_pop_valid             (planFifo_io_pop_valid                       ), //o
    .io_pop_ready             (planFifo_io_pop_rValidN                     ), //i
    .io_pop_payload_close     (planFifo_io_pop_payload_close               ), //o
    .io_pop_payload_commit    (planFifo_io_pop_payload_commit              ), //o
    .io_pop_payload_itemType  (planFifo_io_pop_payload_itemType[7:0]       ), //o
    .io_pop_payload_key       (planFifo_io_pop_payload_key[63:0]           ), //o
    .io_pop_payload_len       (planFifo_io_pop_payload_len[20:0]           ), //o
    .io_pop_payload_flags     (planFifo_io_pop_payload_flags[7:0]          ), //o
    .io_pop_payload_whole     (planFifo_io_pop_payload_whole               ), //o
    .io_pop_payload_empty     (planFifo_io_pop_payload_empty               ), //o
    .io_flush                 (1'b0                                        ), //i
    .io_occupancy             (planFifo_io_occupancy[3:0]                  ), //o
    .io_availability          (planFifo_io_availability[3:0]               ), //o
    .clk                      (clk                                         ), //i
    .inReset                  (inReset                                     )  //i
  );
  always @(*) begin
    case(wNext_0)
      3'b000 : _zz_wHead = words_0;
      3'b001 : _zz_wHead = words_1;
      3'b010 : _zz_wHead = words_2;
      3'b011 : _zz_wHead = words_3;
      3'b100 : _zz_wHead = words_4;
      3'b101 : _zz_wHead = words_5;
      3'b110 : _zz_wHead = words_6;
      default : _zz_wHead = words_7;
    endcase
  end

  always @(*) begin
    case(wNext_1)
      3'b000 : _zz_wHead_1 = words_0;
      3'b001 : _zz_wHead_1 = words_1;
      3'b010 : _zz_wHead_1 = words_2;
      3'b011 : _zz_wHead_1 = words_3;
      3'b100 : _zz_wHead_1 = words_4;
      3'b101 : _zz_wHead_1 = words_5;
      3'b110 : _zz_wHead_1 = words_6;
      default : _zz_wHead_1 = words_7;
    endcase
  end

  always @(*) begin
    case(wNext_2)
      3'b000 : _zz_wHead_2 = words_0;
      3'b001 : _zz_wHead_2 = words_1;
      3'b010 : _zz_wHead_2 = words_2;
      3'b011 : _zz_wHead_2 = words_3;
      3'b100 : _zz_wHead_2 = words_4;
      3'b101 : _zz_wHead_2 = words_5;
      3'b110 : _zz_wHead_2 = words_6;
      default : _zz_wHead_2 = words_7;
    endcase
  end

  always @(*) begin
    case(wNext_3)
      3'b000 : _zz_wHead_3 = words_0;
      3'b001 : _zz_wHead_3 = words_1;
      3'b010 : _zz_wHead_3 = words_2;
      3'b011 : _zz_wHead_3 = words_3;
      3'b100 : _zz_wHead_3 = words_4;
      3'b101 : _zz_wHead_3 = words_5;
      3'b110 : _zz_wHead_3 = words_6;
      default : _zz_wHead_3 = words_7;
    endcase
  end

  always @(*) begin
    case(_zz_175)
      3'b000 : _zz_174 = _zz_64;
      3'b001 : _zz_174 = _zz_65;
      3'b010 : _zz_174 = _zz_66;
      3'b011 : _zz_174 = _zz_67;
      3'b100 : _zz_174 = _zz_68;
      3'b101 : _zz_174 = _zz_69;
      3'b110 : _zz_174 = _zz_70;
      default : _zz_174 = _zz_71;
    endcase
  end

  always @(*) begin
    case(_zz_177)
      3'b000 : _zz_176 = _zz_64;
      3'b001 : _zz_176 = _zz_65;
      3'b010 : _zz_176 = _zz_66;
      3'b011 : _zz_176 = _zz_67;
      3'b100 : _zz_176 = _zz_68;
      3'b101 : _zz_176 = _zz_69;
      3'b110 : _zz_176 = _zz_70;
      default : _zz_176 = _zz_71;
    endcase
  end

  always @(*) begin
    case(_zz_179)
      3'b000 : _zz_178 = _zz_64;
      3'b001 : _zz_178 = _zz_65;
      3'b010 : _zz_178 = _zz_66;
      3'b011 : _zz_178 = _zz_67;
      3'b100 : _zz_178 = _zz_68;
      3'b101 : _zz_178 = _zz_69;
      3'b110 : _zz_178 = _zz_70;
      default : _zz_178 = _zz_71;
    endcase
  end

  always @(*) begin
    case(_zz_184)
      3'b000 : _zz_183 = _zz_162;
      3'b001 : _zz_183 = _zz_163;
      3'b010 : _zz_183 = _zz_164;
      3'b011 : _zz_183 = _zz_165;
      3'b100 : _zz_183 = _zz_166;
      3'b101 : _zz_183 = _zz_167;
      3'b110 : _zz_183 = _zz_168;
      default : _zz_183 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_186)
      3'b000 : _zz_185 = _zz_162;
      3'b001 : _zz_185 = _zz_163;
      3'b010 : _zz_185 = _zz_164;
      3'b011 : _zz_185 = _zz_165;
      3'b100 : _zz_185 = _zz_166;
      3'b101 : _zz_185 = _zz_167;
      3'b110 : _zz_185 = _zz_168;
      default : _zz_185 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_189)
      3'b000 : _zz_188 = _zz_162;
      3'b001 : _zz_188 = _zz_163;
      3'b010 : _zz_188 = _zz_164;
      3'b011 : _zz_188 = _zz_165;
      3'b100 : _zz_188 = _zz_166;
      3'b101 : _zz_188 = _zz_167;
      3'b110 : _zz_188 = _zz_168;
      default : _zz_188 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_191)
      3'b000 : _zz_190 = _zz_162;
      3'b001 : _zz_190 = _zz_163;
      3'b010 : _zz_190 = _zz_164;
      3'b011 : _zz_190 = _zz_165;
      3'b100 : _zz_190 = _zz_166;
      3'b101 : _zz_190 = _zz_167;
      3'b110 : _zz_190 = _zz_168;
      default : _zz_190 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_195)
      3'b000 : _zz_194 = _zz_162;
      3'b001 : _zz_194 = _zz_163;
      3'b010 : _zz_194 = _zz_164;
      3'b011 : _zz_194 = _zz_165;
      3'b100 : _zz_194 = _zz_166;
      3'b101 : _zz_194 = _zz_167;
      3'b110 : _zz_194 = _zz_168;
      default : _zz_194 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_197)
      3'b000 : _zz_196 = _zz_162;
      3'b001 : _zz_196 = _zz_163;
      3'b010 : _zz_196 = _zz_164;
      3'b011 : _zz_196 = _zz_165;
      3'b100 : _zz_196 = _zz_166;
      3'b101 : _zz_196 = _zz_167;
      3'b110 : _zz_196 = _zz_168;
      default : _zz_196 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_200)
      3'b000 : _zz_199 = _zz_162;
      3'b001 : _zz_199 = _zz_163;
      3'b010 : _zz_199 = _zz_164;
      3'b011 : _zz_199 = _zz_165;
      3'b100 : _zz_199 = _zz_166;
      3'b101 : _zz_199 = _zz_167;
      3'b110 : _zz_199 = _zz_168;
      default : _zz_199 = _zz_169;
    endcase
  end

  always @(*) begin
    case(_zz_202)
      3'b000 : _zz_201 = _zz_162;
      3'b001 : _zz_201 = _zz_163;
      3'b010 : _zz_201 = _zz_164;
      3'b011 : _zz_201 = _zz_165;
      3'b100 : _zz_201 = _zz_166;
      3'b101 : _zz_201 = _zz_167;
      3'b110 : _zz_201 = _zz_168;
      default : _zz_201 = _zz_169;
    endcase
  end

  assign regs_ctrl_aw_valid = 1'b0;
  assign regs_ctrl_aw_payload_addr = io_ctrl_aw_payload_addr;
  assign regs_ctrl_aw_payload_prot = io_ctrl_aw_payload_prot;
  assign regs_ctrl_w_valid = 1'b0;
  assign regs_ctrl_w_payload_data = io_ctrl_w_payload_data;
  assign regs_ctrl_w_payload_strb = io_ctrl_w_payload_strb;
  assign regs_ctrl_b_ready = 1'b1;
  assign regs_ctrl_ar_valid = 1'b0;
  assign regs_ctrl_ar_payload_addr = io_ctrl_ar_payload_addr;
  assign regs_ctrl_ar_payload_prot = io_ctrl_ar_payload_prot;
  assign regs_ctrl_r_ready = 1'b1;
  always @(*) begin
    regs_ctrl_ar_ready = regs_busif_axiAr_ready;
    if(when_Stream_l477) begin
      regs_ctrl_ar_ready = 1'b1;
    end
  end

  assign when_Stream_l477 = (! regs_busif_axiAr_valid);
  assign regs_busif_axiAr_valid = regs_ctrl_ar_rValid;
  assign regs_busif_axiAr_payload_addr = regs_ctrl_ar_rData_addr;
  assign regs_busif_axiAr_payload_prot = regs_ctrl_ar_rData_prot;
  always @(*) begin
    regs_ctrl_aw_ready = regs_busif_axiAw_ready;
    if(when_Stream_l477_1) begin
      regs_ctrl_aw_ready = 1'b1;
    end
  end

  assign when_Stream_l477_1 = (! regs_busif_axiAw_valid);
  assign regs_busif_axiAw_valid = regs_ctrl_aw_rValid;
  assign regs_busif_axiAw_payload_addr = regs_ctrl_aw_rData_addr;
  assign regs_busif_axiAw_payload_prot = regs_ctrl_aw_rData_prot;
  always @(*) begin
    regs_ctrl_w_ready = regs_busif_axiW_ready;
    if(when_Stream_l477_2) begin
      regs_ctrl_w_ready = 1'b1;
    end
  end

  assign when_Stream_l477_2 = (! regs_busif_axiW_valid);
  assign regs_busif_axiW_valid = regs_ctrl_w_rValid;
  assign regs_busif_axiW_payload_data = regs_ctrl_w_rData_data;
  assign regs_busif_axiW_payload_strb = regs_ctrl_w_rData_strb;
  assign regs_busif_wstrb = (regs_busif_axiAr_valid ? 4'b1111 : regs_busif_axiW_payload_strb);
  always @(*) begin
    regs_busif_wmask[7 : 0] = (regs_busif_wstrb[0] ? 8'hff : 8'h0);
    regs_busif_wmask[15 : 8] = (regs_busif_wstrb[1] ? 8'hff : 8'h0);
    regs_busif_wmask[23 : 16] = (regs_busif_wstrb[2] ? 8'hff : 8'h0);
    regs_busif_wmask[31 : 24] = (regs_busif_wstrb[3] ? 8'hff : 8'h0);
  end

  always @(*) begin
    regs_busif_wmaskn[7 : 0] = (regs_busif_wstrb[0] ? 8'h0 : 8'hff);
    regs_busif_wmaskn[15 : 8] = (regs_busif_wstrb[1] ? 8'h0 : 8'hff);
    regs_busif_wmaskn[23 : 16] = (regs_busif_wstrb[2] ? 8'h0 : 8'hff);
    regs_busif_wmaskn[31 : 24] = (regs_busif_wstrb[3] ? 8'h0 : 8'hff);
  end

  always @(*) begin
    if(regs_busif_reg_rderr) begin
      regs_busif_axiR_payload_resp = 2'b10;
    end else begin
      regs_busif_axiR_payload_resp = 2'b00;
    end
  end

  assign regs_busif_axiR_valid = regs_busif_axiRValid;
  assign regs_busif_axiR_payload_data = regs_busif_bus_rdata;
  assign regs_busif_axiB_payload_resp = 2'b00;
  assign regs_busif_axiB_valid = regs_busif_axiBValid;
  assign regs_ctrl_r_valid = regs_busif_axiR_valid;
  assign regs_busif_axiR_ready = regs_ctrl_r_ready;
  assign regs_ctrl_r_payload_data = regs_busif_axiR_payload_data;
  assign regs_ctrl_r_payload_resp = regs_busif_axiR_payload_resp;
  assign regs_ctrl_b_valid = regs_busif_axiB_valid;
  assign regs_busif_axiB_ready = regs_ctrl_b_ready;
  assign regs_ctrl_b_payload_resp = regs_busif_axiB_payload_resp;
  assign regs_busif_askWrite = (regs_busif_axiAw_valid && regs_busif_axiW_valid);
  assign regs_busif_askRead = (regs_busif_axiAr_valid || (regs_busif_axiR_valid && (! regs_busif_axiR_ready)));
  assign regs_busif_doWrite = (regs_busif_askWrite && ((! regs_busif_axiB_valid) || regs_busif_axiB_ready));
  assign regs_busif_doRead = (regs_busif_axiAr_valid && ((! regs_busif_axiR_valid) || regs_busif_axiR_ready));
  assign regs_busif_axiAr_ready = regs_busif_doRead;
  assign regs_busif_axiAw_ready = regs_busif_doWrite;
  assign regs_busif_axiW_ready = regs_busif_doWrite;
  assign read_hit_0x0000 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0) && regs_busif_doRead);
  assign write_hit_0x0000 = ((regs_busif_axiAw_payload_addr == 12'h0) && regs_busif_doWrite);
  assign id = 32'h544c4f4a;
  assign read_hit_0x0004 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h004) && regs_busif_doRead);
  assign write_hit_0x0004 = ((regs_busif_axiAw_payload_addr == 12'h004) && regs_busif_doWrite);
  assign version = 32'h00000001;
  assign read_hit_0x0008 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h008) && regs_busif_doRead);
  assign write_hit_0x0008 = ((regs_busif_axiAw_payload_addr == 12'h008) && regs_busif_doWrite);
  assign when_RegBase_l327 = (write_hit_0x0008 && (regs_busif_axiW_payload_data[1] && regs_busif_wmask[1]));
  assign read_hit_0x000c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h00c) && regs_busif_doRead);
  assign write_hit_0x000c = ((regs_busif_axiAw_payload_addr == 12'h00c) && regs_busif_doWrite);
  assign read_hit_0x0010 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h010) && regs_busif_doRead);
  assign write_hit_0x0010 = ((regs_busif_axiAw_payload_addr == 12'h010) && regs_busif_doWrite);
  assign read_hit_0x0014 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h014) && regs_busif_doRead);
  assign write_hit_0x0014 = ((regs_busif_axiAw_payload_addr == 12'h014) && regs_busif_doWrite);
  assign capacity = 32'h00000020;
  assign read_hit_0x0018 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h018) && regs_busif_doRead);
  assign write_hit_0x0018 = ((regs_busif_axiAw_payload_addr == 12'h018) && regs_busif_doWrite);
  assign read_hit_0x001c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h01c) && regs_busif_doRead);
  assign write_hit_0x001c = ((regs_busif_axiAw_payload_addr == 12'h01c) && regs_busif_doWrite);
  assign index_slots = 32'h00000010;
  assign read_hit_0x0024 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h024) && regs_busif_doRead);
  assign write_hit_0x0024 = ((regs_busif_axiAw_payload_addr == 12'h024) && regs_busif_doWrite);
  assign read_hit_0x0020 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h020) && regs_busif_doRead);
  assign write_hit_0x0020 = ((regs_busif_axiAw_payload_addr == 12'h020) && regs_busif_doWrite);
  assign regs_logBlocks = {log_blocks_hi,log_blocks_lo};
  assign read_hit_0x002c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h02c) && regs_busif_doRead);
  assign write_hit_0x002c = ((regs_busif_axiAw_payload_addr == 12'h02c) && regs_busif_doWrite);
  assign read_hit_0x0028 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h028) && regs_busif_doRead);
  assign write_hit_0x0028 = ((regs_busif_axiAw_payload_addr == 12'h028) && regs_busif_doWrite);
  assign regs_firstLsn = {first_lsn_hi,first_lsn_lo};
  assign read_hit_0x0034 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h034) && regs_busif_doRead);
  assign write_hit_0x0034 = ((regs_busif_axiAw_payload_addr == 12'h034) && regs_busif_doWrite);
  assign read_hit_0x0030 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h030) && regs_busif_doRead);
  assign write_hit_0x0030 = ((regs_busif_axiAw_payload_addr == 12'h030) && regs_busif_doWrite);
  assign regs_firstSeq = {first_seq_hi,first_seq_lo};
  assign read_hit_0x0044 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h044) && regs_busif_doRead);
  assign write_hit_0x0044 = ((regs_busif_axiAw_payload_addr == 12'h044) && regs_busif_doWrite);
  assign read_hit_0x0040 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h040) && regs_busif_doRead);
  assign write_hit_0x0040 = ((regs_busif_axiAw_payload_addr == 12'h040) && regs_busif_doWrite);
  assign regs_sqBase = {sq_base_hi,sq_base_lo};
  assign read_hit_0x0048 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h048) && regs_busif_doRead);
  assign write_hit_0x0048 = ((regs_busif_axiAw_payload_addr == 12'h048) && regs_busif_doWrite);
  assign read_hit_0x004c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h04c) && regs_busif_doRead);
  assign write_hit_0x004c = ((regs_busif_axiAw_payload_addr == 12'h04c) && regs_busif_doWrite);
  assign read_hit_0x0050 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h050) && regs_busif_doRead);
  assign write_hit_0x0050 = ((regs_busif_axiAw_payload_addr == 12'h050) && regs_busif_doWrite);
  assign read_hit_0x0064 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h064) && regs_busif_doRead);
  assign write_hit_0x0064 = ((regs_busif_axiAw_payload_addr == 12'h064) && regs_busif_doWrite);
  assign read_hit_0x0060 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h060) && regs_busif_doRead);
  assign write_hit_0x0060 = ((regs_busif_axiAw_payload_addr == 12'h060) && regs_busif_doWrite);
  assign regs_cqBase = {cq_base_hi,cq_base_lo};
  assign read_hit_0x0068 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h068) && regs_busif_doRead);
  assign write_hit_0x0068 = ((regs_busif_axiAw_payload_addr == 12'h068) && regs_busif_doWrite);
  assign read_hit_0x006c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h06c) && regs_busif_doRead);
  assign write_hit_0x006c = ((regs_busif_axiAw_payload_addr == 12'h06c) && regs_busif_doWrite);
  assign read_hit_0x0070 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h070) && regs_busif_doRead);
  assign write_hit_0x0070 = ((regs_busif_axiAw_payload_addr == 12'h070) && regs_busif_doWrite);
  assign read_hit_0x0084 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h084) && regs_busif_doRead);
  assign write_hit_0x0084 = ((regs_busif_axiAw_payload_addr == 12'h084) && regs_busif_doWrite);
  assign read_hit_0x0080 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h080) && regs_busif_doRead);
  assign write_hit_0x0080 = ((regs_busif_axiAw_payload_addr == 12'h080) && regs_busif_doWrite);
  assign regs_lrBase = {lr_base_hi,lr_base_lo};
  assign read_hit_0x0088 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h088) && regs_busif_doRead);
  assign write_hit_0x0088 = ((regs_busif_axiAw_payload_addr == 12'h088) && regs_busif_doWrite);
  assign read_hit_0x008c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h08c) && regs_busif_doRead);
  assign write_hit_0x008c = ((regs_busif_axiAw_payload_addr == 12'h08c) && regs_busif_doWrite);
  assign read_hit_0x0090 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h090) && regs_busif_doRead);
  assign write_hit_0x0090 = ((regs_busif_axiAw_payload_addr == 12'h090) && regs_busif_doWrite);
  assign read_hit_0x00a4 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0a4) && regs_busif_doRead);
  assign write_hit_0x00a4 = ((regs_busif_axiAw_payload_addr == 12'h0a4) && regs_busif_doWrite);
  assign read_hit_0x00a0 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0a0) && regs_busif_doRead);
  assign write_hit_0x00a0 = ((regs_busif_axiAw_payload_addr == 12'h0a0) && regs_busif_doWrite);
  assign regs_winBase_0 = {win0_base_hi,win0_base_lo};
  assign read_hit_0x00b4 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0b4) && regs_busif_doRead);
  assign write_hit_0x00b4 = ((regs_busif_axiAw_payload_addr == 12'h0b4) && regs_busif_doWrite);
  assign read_hit_0x00b0 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0b0) && regs_busif_doRead);
  assign write_hit_0x00b0 = ((regs_busif_axiAw_payload_addr == 12'h0b0) && regs_busif_doWrite);
  assign regs_winBase_1 = {win1_base_hi,win1_base_lo};
  assign read_hit_0x00ac = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0ac) && regs_busif_doRead);
  assign write_hit_0x00ac = ((regs_busif_axiAw_payload_addr == 12'h0ac) && regs_busif_doWrite);
  assign read_hit_0x00a8 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0a8) && regs_busif_doRead);
  assign write_hit_0x00a8 = ((regs_busif_axiAw_payload_addr == 12'h0a8) && regs_busif_doWrite);
  assign regs_winLimit_0 = {win0_limit_hi,win0_limit_lo};
  assign read_hit_0x00bc = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0bc) && regs_busif_doRead);
  assign write_hit_0x00bc = ((regs_busif_axiAw_payload_addr == 12'h0bc) && regs_busif_doWrite);
  assign read_hit_0x00b8 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0b8) && regs_busif_doRead);
  assign write_hit_0x00b8 = ((regs_busif_axiAw_payload_addr == 12'h0b8) && regs_busif_doWrite);
  assign regs_winLimit_1 = {win1_limit_hi,win1_limit_lo};
  assign read_hit_0x0100 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h100) && regs_busif_doRead);
  assign write_hit_0x0100 = ((regs_busif_axiAw_payload_addr == 12'h100) && regs_busif_doWrite);
  assign ctr_items_in_lo = regs_ctrLo_0[31 : 0];
  assign read_hit_0x0104 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h104) && regs_busif_doRead);
  assign write_hit_0x0104 = ((regs_busif_axiAw_payload_addr == 12'h104) && regs_busif_doWrite);
  assign ctr_items_in_hi = regs_ctrHi_0;
  assign read_hit_0x0108 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h108) && regs_busif_doRead);
  assign write_hit_0x0108 = ((regs_busif_axiAw_payload_addr == 12'h108) && regs_busif_doWrite);
  assign ctr_relogs_lo = regs_ctrLo_1[31 : 0];
  assign read_hit_0x010c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h10c) && regs_busif_doRead);
  assign write_hit_0x010c = ((regs_busif_axiAw_payload_addr == 12'h10c) && regs_busif_doWrite);
  assign ctr_relogs_hi = regs_ctrHi_1;
  assign read_hit_0x0110 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h110) && regs_busif_doRead);
  assign write_hit_0x0110 = ((regs_busif_axiAw_payload_addr == 12'h110) && regs_busif_doWrite);
  assign ctr_whiteouts_lo = regs_ctrLo_2[31 : 0];
  assign read_hit_0x0114 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h114) && regs_busif_doRead);
  assign write_hit_0x0114 = ((regs_busif_axiAw_payload_addr == 12'h114) && regs_busif_doWrite);
  assign ctr_whiteouts_hi = regs_ctrHi_2;
  assign read_hit_0x0118 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h118) && regs_busif_doRead);
  assign write_hit_0x0118 = ((regs_busif_axiAw_payload_addr == 12'h118) && regs_busif_doWrite);
  assign ctr_evictions_lo = regs_ctrLo_3[31 : 0];
  assign read_hit_0x011c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h11c) && regs_busif_doRead);
  assign write_hit_0x011c = ((regs_busif_axiAw_payload_addr == 12'h11c) && regs_busif_doWrite);
  assign ctr_evictions_hi = regs_ctrHi_3;
  assign read_hit_0x0120 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h120) && regs_busif_doRead);
  assign write_hit_0x0120 = ((regs_busif_axiAw_payload_addr == 12'h120) && regs_busif_doWrite);
  assign ctr_items_out_lo = regs_ctrLo_4[31 : 0];
  assign read_hit_0x0124 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h124) && regs_busif_doRead);
  assign write_hit_0x0124 = ((regs_busif_axiAw_payload_addr == 12'h124) && regs_busif_doWrite);
  assign ctr_items_out_hi = regs_ctrHi_4;
  assign read_hit_0x0128 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h128) && regs_busif_doRead);
  assign write_hit_0x0128 = ((regs_busif_axiAw_payload_addr == 12'h128) && regs_busif_doWrite);
  assign ctr_bytes_packed_lo = regs_ctrLo_5[31 : 0];
  assign read_hit_0x012c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h12c) && regs_busif_doRead);
  assign write_hit_0x012c = ((regs_busif_axiAw_payload_addr == 12'h12c) && regs_busif_doWrite);
  assign ctr_bytes_packed_hi = regs_ctrHi_5;
  assign read_hit_0x0130 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h130) && regs_busif_doRead);
  assign write_hit_0x0130 = ((regs_busif_axiAw_payload_addr == 12'h130) && regs_busif_doWrite);
  assign ctr_records_lo = regs_ctrLo_6[31 : 0];
  assign read_hit_0x0134 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h134) && regs_busif_doRead);
  assign write_hit_0x0134 = ((regs_busif_axiAw_payload_addr == 12'h134) && regs_busif_doWrite);
  assign ctr_records_hi = regs_ctrHi_6;
  assign read_hit_0x0138 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h138) && regs_busif_doRead);
  assign write_hit_0x0138 = ((regs_busif_axiAw_payload_addr == 12'h138) && regs_busif_doWrite);
  assign ctr_checkpoints_lo = regs_ctrLo_7[31 : 0];
  assign read_hit_0x013c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h13c) && regs_busif_doRead);
  assign write_hit_0x013c = ((regs_busif_axiAw_payload_addr == 12'h13c) && regs_busif_doWrite);
  assign ctr_checkpoints_hi = regs_ctrHi_7;
  assign read_hit_0x0140 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h140) && regs_busif_doRead);
  assign write_hit_0x0140 = ((regs_busif_axiAw_payload_addr == 12'h140) && regs_busif_doWrite);
  assign ctr_auto_pushes_lo = regs_ctrLo_8[31 : 0];
  assign read_hit_0x0144 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h144) && regs_busif_doRead);
  assign write_hit_0x0144 = ((regs_busif_axiAw_payload_addr == 12'h144) && regs_busif_doWrite);
  assign ctr_auto_pushes_hi = regs_ctrHi_8;
  assign read_hit_0x0148 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h148) && regs_busif_doRead);
  assign write_hit_0x0148 = ((regs_busif_axiAw_payload_addr == 12'h148) && regs_busif_doWrite);
  assign ctr_errors_lo = regs_ctrLo_9[31 : 0];
  assign read_hit_0x014c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h14c) && regs_busif_doRead);
  assign write_hit_0x014c = ((regs_busif_axiAw_payload_addr == 12'h14c) && regs_busif_doWrite);
  assign ctr_errors_hi = regs_ctrHi_9;
  assign read_hit_0x0150 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h150) && regs_busif_doRead);
  assign write_hit_0x0150 = ((regs_busif_axiAw_payload_addr == 12'h150) && regs_busif_doWrite);
  assign ctr_stall_lr_lo = regs_ctrLo_10[31 : 0];
  assign read_hit_0x0154 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h154) && regs_busif_doRead);
  assign write_hit_0x0154 = ((regs_busif_axiAw_payload_addr == 12'h154) && regs_busif_doWrite);
  assign ctr_stall_lr_hi = regs_ctrHi_10;
  assign read_hit_0x0158 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h158) && regs_busif_doRead);
  assign write_hit_0x0158 = ((regs_busif_axiAw_payload_addr == 12'h158) && regs_busif_doWrite);
  assign ctr_stall_cq_lo = regs_ctrLo_11[31 : 0];
  assign read_hit_0x015c = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h15c) && regs_busif_doRead);
  assign write_hit_0x015c = ((regs_busif_axiAw_payload_addr == 12'h15c) && regs_busif_doWrite);
  assign ctr_stall_cq_hi = regs_ctrHi_11;
  assign read_hit_0x0160 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h160) && regs_busif_doRead);
  assign write_hit_0x0160 = ((regs_busif_axiAw_payload_addr == 12'h160) && regs_busif_doWrite);
  assign ctr_stall_bus_lo = regs_ctrLo_12[31 : 0];
  assign read_hit_0x0164 = (({regs_busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h164) && regs_busif_doRead);
  assign write_hit_0x0164 = ((regs_busif_axiAw_payload_addr == 12'h164) && regs_busif_doWrite);
  assign ctr_stall_bus_hi = regs_ctrHi_12;
  always @(*) begin
    regs_ctrInc_4 = 32'h0;
    if(opDoneR) begin
      if(opWhole) begin
        regs_ctrInc_4 = 32'h00000001;
      end
    end
  end

  always @(*) begin
    regs_ctrInc_5 = 32'h0;
    if(opDoneR) begin
      regs_ctrInc_5 = {11'd0, opLen};
    end
  end

  always @(*) begin
    regs_ctrInc_6 = 32'h0;
    if(drainDone) begin
      regs_ctrInc_6 = 32'h00000001;
    end
  end

  always @(*) begin
    regs_ctrInc_7 = 32'h0;
    if(when_Fsm_l25_31) begin
      regs_ctrInc_7 = 32'h00000001;
    end
  end

  always @(*) begin
    regs_ctrInc_8 = 32'h0;
    if(when_Fsm_l25_31) begin
      regs_ctrInc_8 = {31'd0, _zz_regs_ctrInc_8};
    end
  end

  always @(*) begin
    regs_ctrInc_9 = 32'h0;
    if(when_Fsm_l25_11) begin
      if(codeBad) begin
        regs_ctrInc_9 = 32'h00000001;
      end
    end
    if(when_Fsm_l25_32) begin
      regs_ctrInc_9 = 32'h00000001;
    end
  end

  assign _zz_regs_ringsOk = regs_sqBase;
  assign _zz_regs_ringsOk_1 = _zz_regs_ringsOk;
  assign _zz_regs_ringsOk_2 = {24'd0, _zz__zz_regs_ringsOk_2};
  assign _zz_regs_ringsOk_7 = {_zz_regs_ringsOk_5,_zz_regs_ringsOk_6};
  assign _zz_regs_ringsOk_8 = regs_winBase_0;
  assign _zz_regs_ringsOk_9 = _zz_regs_ringsOk_8[15 : 0];
  assign _zz_regs_ringsOk_10 = _zz_regs_ringsOk[15 : 0];
  assign _zz_regs_ringsOk_13 = _zz_regs_ringsOk_8[31 : 16];
  assign _zz_regs_ringsOk_14 = _zz_regs_ringsOk[31 : 16];
  assign _zz_regs_ringsOk_17 = _zz_regs_ringsOk_8[47 : 32];
  assign _zz_regs_ringsOk_18 = _zz_regs_ringsOk[47 : 32];
  assign _zz_regs_ringsOk_21 = _zz_regs_ringsOk_8[63 : 48];
  assign _zz_regs_ringsOk_22 = _zz_regs_ringsOk[63 : 48];
  assign _zz_regs_ringsOk_25 = regs_winBase_1;
  assign _zz_regs_ringsOk_26 = _zz_regs_ringsOk_25[15 : 0];
  assign _zz_regs_ringsOk_27 = _zz_regs_ringsOk[15 : 0];
  assign _zz_regs_ringsOk_30 = _zz_regs_ringsOk_25[31 : 16];
  assign _zz_regs_ringsOk_31 = _zz_regs_ringsOk[31 : 16];
  assign _zz_regs_ringsOk_34 = _zz_regs_ringsOk_25[47 : 32];
  assign _zz_regs_ringsOk_35 = _zz_regs_ringsOk[47 : 32];
  assign _zz_regs_ringsOk_38 = _zz_regs_ringsOk_25[63 : 48];
  assign _zz_regs_ringsOk_39 = _zz_regs_ringsOk[63 : 48];
  assign _zz_regs_ringsOk_44 = {1'd0, regs_winLimit_0};
  assign _zz_regs_ringsOk_45 = _zz_regs_ringsOk_7[15 : 0];
  assign _zz_regs_ringsOk_46 = _zz_regs_ringsOk_44[15 : 0];
  assign _zz_regs_ringsOk_49 = _zz_regs_ringsOk_7[31 : 16];
  assign _zz_regs_ringsOk_50 = _zz_regs_ringsOk_44[31 : 16];
  assign _zz_regs_ringsOk_53 = _zz_regs_ringsOk_7[47 : 32];
  assign _zz_regs_ringsOk_54 = _zz_regs_ringsOk_44[47 : 32];
  assign _zz_regs_ringsOk_57 = _zz_regs_ringsOk_7[64 : 48];
  assign _zz_regs_ringsOk_58 = _zz_regs_ringsOk_44[64 : 48];
  assign _zz_regs_ringsOk_61 = {1'd0, regs_winLimit_1};
  assign _zz_regs_ringsOk_62 = _zz_regs_ringsOk_7[15 : 0];
  assign _zz_regs_ringsOk_63 = _zz_regs_ringsOk_61[15 : 0];
  assign _zz_regs_ringsOk_66 = _zz_regs_ringsOk_7[31 : 16];
  assign _zz_regs_ringsOk_67 = _zz_regs_ringsOk_61[31 : 16];
  assign _zz_regs_ringsOk_70 = _zz_regs_ringsOk_7[47 : 32];
  assign _zz_regs_ringsOk_71 = _zz_regs_ringsOk_61[47 : 32];
  assign _zz_regs_ringsOk_74 = _zz_regs_ringsOk_7[64 : 48];
  assign _zz_regs_ringsOk_75 = _zz_regs_ringsOk_61[64 : 48];
  assign _zz_regs_ringsOk_85 = regs_cqBase;
  assign _zz_regs_ringsOk_86 = _zz_regs_ringsOk_85;
  assign _zz_regs_ringsOk_87 = {24'd0, _zz__zz_regs_ringsOk_87};
  assign _zz_regs_ringsOk_92 = {_zz_regs_ringsOk_90,_zz_regs_ringsOk_91};
  assign _zz_regs_ringsOk_93 = regs_winBase_0;
  assign _zz_regs_ringsOk_94 = _zz_regs_ringsOk_93[15 : 0];
  assign _zz_regs_ringsOk_95 = _zz_regs_ringsOk_85[15 : 0];
  assign _zz_regs_ringsOk_98 = _zz_regs_ringsOk_93[31 : 16];
  assign _zz_regs_ringsOk_99 = _zz_regs_ringsOk_85[31 : 16];
  assign _zz_regs_ringsOk_102 = _zz_regs_ringsOk_93[47 : 32];
  assign _zz_regs_ringsOk_103 = _zz_regs_ringsOk_85[47 : 32];
  assign _zz_regs_ringsOk_106 = _zz_regs_ringsOk_93[63 : 48];
  assign _zz_regs_ringsOk_107 = _zz_regs_ringsOk_85[63 : 48];
  assign _zz_regs_ringsOk_110 = regs_winBase_1;
  assign _zz_regs_ringsOk_111 = _zz_regs_ringsOk_110[15 : 0];
  assign _zz_regs_ringsOk_112 = _zz_regs_ringsOk_85[15 : 0];
  assign _zz_regs_ringsOk_115 = _zz_regs_ringsOk_110[31 : 16];
  assign _zz_regs_ringsOk_116 = _zz_regs_ringsOk_85[31 : 16];
  assign _zz_regs_ringsOk_119 = _zz_regs_ringsOk_110[47 : 32];
  assign _zz_regs_ringsOk_120 = _zz_regs_ringsOk_85[47 : 32];
  assign _zz_regs_ringsOk_123 = _zz_regs_ringsOk_110[63 : 48];
  assign _zz_regs_ringsOk_124 = _zz_regs_ringsOk_85[63 : 48];
  assign _zz_regs_ringsOk_129 = {1'd0, regs_winLimit_0};
  assign _zz_regs_ringsOk_130 = _zz_regs_ringsOk_92[15 : 0];
  assign _zz_regs_ringsOk_131 = _zz_regs_ringsOk_129[15 : 0];
  assign _zz_regs_ringsOk_134 = _zz_regs_ringsOk_92[31 : 16];
  assign _zz_regs_ringsOk_135 = _zz_regs_ringsOk_129[31 : 16];
  assign _zz_regs_ringsOk_138 = _zz_regs_ringsOk_92[47 : 32];
  assign _zz_regs_ringsOk_139 = _zz_regs_ringsOk_129[47 : 32];
  assign _zz_regs_ringsOk_142 = _zz_regs_ringsOk_92[64 : 48];
  assign _zz_regs_ringsOk_143 = _zz_regs_ringsOk_129[64 : 48];
  assign _zz_regs_ringsOk_146 = {1'd0, regs_winLimit_1};
  assign _zz_regs_ringsOk_147 = _zz_regs_ringsOk_92[15 : 0];
  assign _zz_regs_ringsOk_148 = _zz_regs_ringsOk_146[15 : 0];
  assign _zz_regs_ringsOk_151 = _zz_regs_ringsOk_92[31 : 16];
  assign _zz_regs_ringsOk_152 = _zz_regs_ringsOk_146[31 : 16];
  assign _zz_regs_ringsOk_155 = _zz_regs_ringsOk_92[47 : 32];
  assign _zz_regs_ringsOk_156 = _zz_regs_ringsOk_146[47 : 32];
  assign _zz_regs_ringsOk_159 = _zz_regs_ringsOk_92[64 : 48];
  assign _zz_regs_ringsOk_160 = _zz_regs_ringsOk_146[64 : 48];
  assign _zz_regs_ringsOk_170 = regs_lrBase;
  assign _zz_regs_ringsOk_171 = _zz_regs_ringsOk_170;
  assign _zz_regs_ringsOk_172 = {12'd0, _zz__zz_regs_ringsOk_172};
  assign _zz_regs_ringsOk_177 = {_zz_regs_ringsOk_175,_zz_regs_ringsOk_176};
  assign _zz_regs_ringsOk_178 = regs_winBase_0;
  assign _zz_regs_ringsOk_179 = _zz_regs_ringsOk_178[15 : 0];
  assign _zz_regs_ringsOk_180 = _zz_regs_ringsOk_170[15 : 0];
  assign _zz_regs_ringsOk_183 = _zz_regs_ringsOk_178[31 : 16];
  assign _zz_regs_ringsOk_184 = _zz_regs_ringsOk_170[31 : 16];
  assign _zz_regs_ringsOk_187 = _zz_regs_ringsOk_178[47 : 32];
  assign _zz_regs_ringsOk_188 = _zz_regs_ringsOk_170[47 : 32];
  assign _zz_regs_ringsOk_191 = _zz_regs_ringsOk_178[63 : 48];
  assign _zz_regs_ringsOk_192 = _zz_regs_ringsOk_170[63 : 48];
  assign _zz_regs_ringsOk_195 = regs_winBase_1;
  assign _zz_regs_ringsOk_196 = _zz_regs_ringsOk_195[15 : 0];
  assign _zz_regs_ringsOk_197 = _zz_regs_ringsOk_170[15 : 0];
  assign _zz_regs_ringsOk_200 = _zz_regs_ringsOk_195[31 : 16];
  assign _zz_regs_ringsOk_201 = _zz_regs_ringsOk_170[31 : 16];
  assign _zz_regs_ringsOk_204 = _zz_regs_ringsOk_195[47 : 32];
  assign _zz_regs_ringsOk_205 = _zz_regs_ringsOk_170[47 : 32];
  assign _zz_regs_ringsOk_208 = _zz_regs_ringsOk_195[63 : 48];
  assign _zz_regs_ringsOk_209 = _zz_regs_ringsOk_170[63 : 48];
  assign _zz_regs_ringsOk_214 = {1'd0, regs_winLimit_0};
  assign _zz_regs_ringsOk_215 = _zz_regs_ringsOk_177[15 : 0];
  assign _zz_regs_ringsOk_216 = _zz_regs_ringsOk_214[15 : 0];
  assign _zz_regs_ringsOk_219 = _zz_regs_ringsOk_177[31 : 16];
  assign _zz_regs_ringsOk_220 = _zz_regs_ringsOk_214[31 : 16];
  assign _zz_regs_ringsOk_223 = _zz_regs_ringsOk_177[47 : 32];
  assign _zz_regs_ringsOk_224 = _zz_regs_ringsOk_214[47 : 32];
  assign _zz_regs_ringsOk_227 = _zz_regs_ringsOk_177[64 : 48];
  assign _zz_regs_ringsOk_228 = _zz_regs_ringsOk_214[64 : 48];
  assign _zz_regs_ringsOk_231 = {1'd0, regs_winLimit_1};
  assign _zz_regs_ringsOk_232 = _zz_regs_ringsOk_177[15 : 0];
  assign _zz_regs_ringsOk_233 = _zz_regs_ringsOk_231[15 : 0];
  assign _zz_regs_ringsOk_236 = _zz_regs_ringsOk_177[31 : 16];
  assign _zz_regs_ringsOk_237 = _zz_regs_ringsOk_231[31 : 16];
  assign _zz_regs_ringsOk_240 = _zz_regs_ringsOk_177[47 : 32];
  assign _zz_regs_ringsOk_241 = _zz_regs_ringsOk_231[47 : 32];
  assign _zz_regs_ringsOk_244 = _zz_regs_ringsOk_177[64 : 48];
  assign _zz_regs_ringsOk_245 = _zz_regs_ringsOk_231[64 : 48];
  assign regs_ringsOk = ((_zz_regs_ringsOk_84 && _zz_regs_ringsOk_169) && _zz_regs_ringsOk_254);
  assign _zz_regs_cfgTests_10_1 = _zz__zz_regs_cfgTests_10_1[20 : 0];
  assign _zz_regs_cfgTests_10_2 = _zz__zz_regs_cfgTests_10_2[20 : 0];
  assign regs_cfgTests_10 = (_zz_regs_cfgTests_10 || _zz_regs_cfgTests_10_5);
  assign _zz_regs_cfgTests_12_1 = _zz_regs_cfgTests_12;
  assign _zz_regs_cfgTests_12_2 = regs_logBlocks[32 : 0];
  assign _zz_regs_cfgTests_12_3 = _zz_regs_cfgTests_12_1[15 : 0];
  assign _zz_regs_cfgTests_12_4 = _zz_regs_cfgTests_12_2[15 : 0];
  assign _zz_regs_cfgTests_12_7 = _zz_regs_cfgTests_12_1[32 : 16];
  assign _zz_regs_cfgTests_12_8 = _zz_regs_cfgTests_12_2[32 : 16];
  assign _zz_io_ctrl_aw_ready_1 = ((io_ctrl_aw_valid && io_ctrl_w_valid) && (! _zz_io_ctrl_aw_ready));
  assign io_ctrl_aw_ready = _zz_io_ctrl_aw_ready_1;
  assign io_ctrl_w_ready = _zz_io_ctrl_aw_ready_1;
  assign io_ctrl_b_valid = _zz_io_ctrl_b_valid;
  assign io_ctrl_b_payload_resp = 2'b00;
  assign io_ctrl_b_fire = (io_ctrl_b_valid && io_ctrl_b_ready);
  assign when_Registers_l134 = (regs_settle != 4'b0000);
  assign when_Registers_l136 = (regs_settled && (! regs_cfgOk));
  always @(*) begin
    reader_io_out_ready = payloadIn_ready;
    if(when_Stream_l477_3) begin
      reader_io_out_ready = 1'b1;
    end
  end

  assign when_Stream_l477_3 = (! payloadIn_valid);
  assign payloadIn_valid = reader_io_out_rValid;
  assign payloadIn_payload_last = reader_io_out_rData_last;
  assign payloadIn_payload_fragment = reader_io_out_rData_fragment;
  assign payloadIn_translated_valid = payloadIn_valid;
  assign payloadIn_ready = payloadIn_translated_ready;
  assign payloadIn_translated_payload = {payloadIn_payload_fragment,payloadIn_payload_last};
  assign payloadIn_translated_ready = payloadFifo_io_push_ready;
  assign _zz_payloadFifo_io_pop_translated_payload_last = payloadFifo_io_pop_payload;
  assign payloadFifo_io_pop_translated_valid = payloadFifo_io_pop_valid;
  assign payloadFifo_io_pop_translated_payload_last = _zz_payloadFifo_io_pop_translated_payload_last[0];
  assign payloadFifo_io_pop_translated_payload_fragment = _zz_payloadFifo_io_pop_translated_payload_last[64 : 1];
  always @(*) begin
    payloadFifo_io_pop_translated_ready = payload_ready;
    if(when_Stream_l477_4) begin
      payloadFifo_io_pop_translated_ready = 1'b1;
    end
  end

  assign when_Stream_l477_4 = (! payload_valid);
  assign payload_valid = payloadFifo_io_pop_translated_rValid;
  assign payload_payload_last = payloadFifo_io_pop_translated_rData_last;
  assign payload_payload_fragment = payloadFifo_io_pop_translated_rData_fragment;
  assign payload_fire = (payload_valid && payload_ready);
  assign reader_io_ar_s2mPipe_valid = (reader_io_ar_valid || (! reader_io_ar_rValidN));
  assign reader_io_ar_s2mPipe_payload_addr = (reader_io_ar_rValidN ? reader_io_ar_payload_addr : reader_io_ar_rData_addr);
  assign reader_io_ar_s2mPipe_payload_id = (reader_io_ar_rValidN ? reader_io_ar_payload_id : reader_io_ar_rData_id);
  assign reader_io_ar_s2mPipe_payload_len = (reader_io_ar_rValidN ? reader_io_ar_payload_len : reader_io_ar_rData_len);
  assign reader_io_ar_s2mPipe_payload_size = (reader_io_ar_rValidN ? reader_io_ar_payload_size : reader_io_ar_rData_size);
  assign reader_io_ar_s2mPipe_payload_burst = (reader_io_ar_rValidN ? reader_io_ar_payload_burst : reader_io_ar_rData_burst);
  always @(*) begin
    reader_io_ar_s2mPipe_ready = reader_io_ar_s2mPipe_m2sPipe_ready;
    if(when_Stream_l477_5) begin
      reader_io_ar_s2mPipe_ready = 1'b1;
    end
  end

  assign when_Stream_l477_5 = (! reader_io_ar_s2mPipe_m2sPipe_valid);
  assign reader_io_ar_s2mPipe_m2sPipe_valid = reader_io_ar_s2mPipe_rValid;
  assign reader_io_ar_s2mPipe_m2sPipe_payload_addr = reader_io_ar_s2mPipe_rData_addr;
  assign reader_io_ar_s2mPipe_m2sPipe_payload_id = reader_io_ar_s2mPipe_rData_id;
  assign reader_io_ar_s2mPipe_m2sPipe_payload_len = reader_io_ar_s2mPipe_rData_len;
  assign reader_io_ar_s2mPipe_m2sPipe_payload_size = reader_io_ar_s2mPipe_rData_size;
  assign reader_io_ar_s2mPipe_m2sPipe_payload_burst = reader_io_ar_s2mPipe_rData_burst;
  assign reader_io_ar_s2mPipe_m2sPipe_ready = arChoice_1_io_in_0_ready;
  assign fetcher_io_ar_s2mPipe_valid = (fetcher_io_ar_valid || (! fetcher_io_ar_rValidN));
  assign fetcher_io_ar_s2mPipe_payload_addr = (fetcher_io_ar_rValidN ? fetcher_io_ar_payload_addr : fetcher_io_ar_rData_addr);
  assign fetcher_io_ar_s2mPipe_payload_id = (fetcher_io_ar_rValidN ? fetcher_io_ar_payload_id : fetcher_io_ar_rData_id);
  assign fetcher_io_ar_s2mPipe_payload_len = (fetcher_io_ar_rValidN ? fetcher_io_ar_payload_len : fetcher_io_ar_rData_len);
  assign fetcher_io_ar_s2mPipe_payload_size = (fetcher_io_ar_rValidN ? fetcher_io_ar_payload_size : fetcher_io_ar_rData_size);
  assign fetcher_io_ar_s2mPipe_payload_burst = (fetcher_io_ar_rValidN ? fetcher_io_ar_payload_burst : fetcher_io_ar_rData_burst);
  always @(*) begin
    fetcher_io_ar_s2mPipe_ready = fetcher_io_ar_s2mPipe_m2sPipe_ready;
    if(when_Stream_l477_6) begin
      fetcher_io_ar_s2mPipe_ready = 1'b1;
    end
  end

  assign when_Stream_l477_6 = (! fetcher_io_ar_s2mPipe_m2sPipe_valid);
  assign fetcher_io_ar_s2mPipe_m2sPipe_valid = fetcher_io_ar_s2mPipe_rValid;
  assign fetcher_io_ar_s2mPipe_m2sPipe_payload_addr = fetcher_io_ar_s2mPipe_rData_addr;
  assign fetcher_io_ar_s2mPipe_m2sPipe_payload_id = fetcher_io_ar_s2mPipe_rData_id;
  assign fetcher_io_ar_s2mPipe_m2sPipe_payload_len = fetcher_io_ar_s2mPipe_rData_len;
  assign fetcher_io_ar_s2mPipe_m2sPipe_payload_size = fetcher_io_ar_s2mPipe_rData_size;
  assign fetcher_io_ar_s2mPipe_m2sPipe_payload_burst = fetcher_io_ar_s2mPipe_rData_burst;
  assign fetcher_io_ar_s2mPipe_m2sPipe_ready = fetcher_io_ar_s2mPipe_m2sPipe_rValidN;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_valid = (fetcher_io_ar_s2mPipe_m2sPipe_valid || (! fetcher_io_ar_s2mPipe_m2sPipe_rValidN));
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_addr = (fetcher_io_ar_s2mPipe_m2sPipe_rValidN ? fetcher_io_ar_s2mPipe_m2sPipe_payload_addr : fetcher_io_ar_s2mPipe_m2sPipe_rData_addr);
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_id = (fetcher_io_ar_s2mPipe_m2sPipe_rValidN ? fetcher_io_ar_s2mPipe_m2sPipe_payload_id : fetcher_io_ar_s2mPipe_m2sPipe_rData_id);
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_len = (fetcher_io_ar_s2mPipe_m2sPipe_rValidN ? fetcher_io_ar_s2mPipe_m2sPipe_payload_len : fetcher_io_ar_s2mPipe_m2sPipe_rData_len);
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_size = (fetcher_io_ar_s2mPipe_m2sPipe_rValidN ? fetcher_io_ar_s2mPipe_m2sPipe_payload_size : fetcher_io_ar_s2mPipe_m2sPipe_rData_size);
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_burst = (fetcher_io_ar_s2mPipe_m2sPipe_rValidN ? fetcher_io_ar_s2mPipe_m2sPipe_payload_burst : fetcher_io_ar_s2mPipe_m2sPipe_rData_burst);
  always @(*) begin
    fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_ready = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_ready;
    if(when_Stream_l477_7) begin
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_ready = 1'b1;
    end
  end

  assign when_Stream_l477_7 = (! fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_valid);
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_valid = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rValid;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_addr = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_addr;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_id = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_id;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_len = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_len;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_size = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_size;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_payload_burst = fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_burst;
  assign fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_m2sPipe_ready = arChoice_1_io_in_1_ready;
  assign _zz_arChoice_io_out_continueWhen_valid = (! inReset);
  assign arChoice_1_io_out_continueWhen_valid = (arChoice_1_io_out_valid && _zz_arChoice_io_out_continueWhen_valid);
  assign arChoice_1_io_out_ready = (arChoice_1_io_out_continueWhen_ready && _zz_arChoice_io_out_continueWhen_valid);
  assign arChoice_1_io_out_continueWhen_payload_addr = arChoice_1_io_out_payload_addr;
  assign arChoice_1_io_out_continueWhen_payload_id = arChoice_1_io_out_payload_id;
  assign arChoice_1_io_out_continueWhen_payload_len = arChoice_1_io_out_payload_len;
  assign arChoice_1_io_out_continueWhen_payload_size = arChoice_1_io_out_payload_size;
  assign arChoice_1_io_out_continueWhen_payload_burst = arChoice_1_io_out_payload_burst;
  assign io_mem_ar_valid = arChoice_1_io_out_continueWhen_valid;
  assign arChoice_1_io_out_continueWhen_ready = io_mem_ar_ready;
  assign io_mem_ar_payload_addr = arChoice_1_io_out_continueWhen_payload_addr;
  assign io_mem_ar_payload_id = arChoice_1_io_out_continueWhen_payload_id;
  assign io_mem_ar_payload_len = arChoice_1_io_out_continueWhen_payload_len;
  assign io_mem_ar_payload_size = arChoice_1_io_out_continueWhen_payload_size;
  assign io_mem_ar_payload_burst = arChoice_1_io_out_continueWhen_payload_burst;
  assign io_mem_r_ready = streamDemux_1_io_input_ready;
  assign _zz_when_Engine_l167 = (_zz_io_outputs_0_ready ? streamDemux_1_io_outputs_0_payload_resp : _zz_when_Engine_l167_1);
  assign _zz_when_Engine_l167_2 = (_zz_io_outputs_1_ready ? streamDemux_1_io_outputs_1_payload_resp : _zz_when_Engine_l167_3);
  always @(*) begin
    _zz_rTo_0_payload_data_1 = (_zz_io_outputs_0_ready ? streamDemux_1_io_outputs_0_payload_data : _zz_rTo_0_payload_data);
    if(when_Engine_l167) begin
      _zz_rTo_0_payload_data_1 = 64'h0;
    end
  end

  assign when_Engine_l167 = (_zz_when_Engine_l167 != 2'b00);
  always @(*) begin
    _zz_32 = rTo_0_ready;
    if(when_Stream_l477_8) begin
      _zz_32 = 1'b1;
    end
  end

  assign when_Stream_l477_8 = (! rTo_0_valid);
  assign rTo_0_valid = _zz_rTo_0_valid;
  assign rTo_0_payload_data = _zz_rTo_0_payload_data_2;
  assign rTo_0_payload_id = _zz_rTo_0_payload_id_1;
  assign rTo_0_payload_resp = _zz_rTo_0_payload_resp;
  assign rTo_0_payload_last = _zz_rTo_0_payload_last_1;
  always @(*) begin
    _zz_rTo_1_payload_data_1 = (_zz_io_outputs_1_ready ? streamDemux_1_io_outputs_1_payload_data : _zz_rTo_1_payload_data);
    if(when_Engine_l167_1) begin
      _zz_rTo_1_payload_data_1 = 64'h0;
    end
  end

  assign when_Engine_l167_1 = (_zz_when_Engine_l167_2 != 2'b00);
  always @(*) begin
    _zz_33 = rTo_1_ready;
    if(when_Stream_l477_9) begin
      _zz_33 = 1'b1;
    end
  end

  assign when_Stream_l477_9 = (! rTo_1_valid);
  assign rTo_1_valid = _zz_rTo_1_valid;
  assign rTo_1_payload_data = _zz_rTo_1_payload_data_2;
  assign rTo_1_payload_id = _zz_rTo_1_payload_id_1;
  assign rTo_1_payload_resp = _zz_rTo_1_payload_resp;
  assign rTo_1_payload_last = _zz_rTo_1_payload_last_1;
  assign rTo_0_ready = fetcher_io_r_ready;
  assign rTo_1_ready = reader_io_r_ready;
  assign writer_io_aw_s2mPipe_valid = (writer_io_aw_valid || (! writer_io_aw_rValidN));
  assign writer_io_aw_s2mPipe_payload_addr = (writer_io_aw_rValidN ? writer_io_aw_payload_addr : writer_io_aw_rData_addr);
  assign writer_io_aw_s2mPipe_payload_id = (writer_io_aw_rValidN ? writer_io_aw_payload_id : writer_io_aw_rData_id);
  assign writer_io_aw_s2mPipe_payload_len = (writer_io_aw_rValidN ? writer_io_aw_payload_len : writer_io_aw_rData_len);
  assign writer_io_aw_s2mPipe_payload_size = (writer_io_aw_rValidN ? writer_io_aw_payload_size : writer_io_aw_rData_size);
  assign writer_io_aw_s2mPipe_payload_burst = (writer_io_aw_rValidN ? writer_io_aw_payload_burst : writer_io_aw_rData_burst);
  always @(*) begin
    writer_io_aw_s2mPipe_ready = writer_io_aw_s2mPipe_m2sPipe_ready;
    if(when_Stream_l477_10) begin
      writer_io_aw_s2mPipe_ready = 1'b1;
    end
  end

  assign when_Stream_l477_10 = (! writer_io_aw_s2mPipe_m2sPipe_valid);
  assign writer_io_aw_s2mPipe_m2sPipe_valid = writer_io_aw_s2mPipe_rValid;
  assign writer_io_aw_s2mPipe_m2sPipe_payload_addr = writer_io_aw_s2mPipe_rData_addr;
  assign writer_io_aw_s2mPipe_m2sPipe_payload_id = writer_io_aw_s2mPipe_rData_id;
  assign writer_io_aw_s2mPipe_m2sPipe_payload_len = writer_io_aw_s2mPipe_rData_len;
  assign writer_io_aw_s2mPipe_m2sPipe_payload_size = writer_io_aw_s2mPipe_rData_size;
  assign writer_io_aw_s2mPipe_m2sPipe_payload_burst = writer_io_aw_s2mPipe_rData_burst;
  assign _zz_writer_io_aw_s2mPipe_m2sPipe_ready = (! inReset);
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_valid = (writer_io_aw_s2mPipe_m2sPipe_valid && _zz_writer_io_aw_s2mPipe_m2sPipe_ready);
  assign writer_io_aw_s2mPipe_m2sPipe_ready = (writer_io_aw_s2mPipe_m2sPipe_continueWhen_ready && _zz_writer_io_aw_s2mPipe_m2sPipe_ready);
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_addr = writer_io_aw_s2mPipe_m2sPipe_payload_addr;
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_id = writer_io_aw_s2mPipe_m2sPipe_payload_id;
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_len = writer_io_aw_s2mPipe_m2sPipe_payload_len;
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_size = writer_io_aw_s2mPipe_m2sPipe_payload_size;
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_burst = writer_io_aw_s2mPipe_m2sPipe_payload_burst;
  assign io_mem_aw_valid = writer_io_aw_s2mPipe_m2sPipe_continueWhen_valid;
  assign writer_io_aw_s2mPipe_m2sPipe_continueWhen_ready = io_mem_aw_ready;
  assign io_mem_aw_payload_addr = writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_addr;
  assign io_mem_aw_payload_id = writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_id;
  assign io_mem_aw_payload_len = writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_len;
  assign io_mem_aw_payload_size = writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_size;
  assign io_mem_aw_payload_burst = writer_io_aw_s2mPipe_m2sPipe_continueWhen_payload_burst;
  assign writer_io_w_s2mPipe_valid = (writer_io_w_valid || (! writer_io_w_rValidN));
  assign writer_io_w_s2mPipe_payload_data = (writer_io_w_rValidN ? writer_io_w_payload_data : writer_io_w_rData_data);
  assign writer_io_w_s2mPipe_payload_strb = (writer_io_w_rValidN ? writer_io_w_payload_strb : writer_io_w_rData_strb);
  assign writer_io_w_s2mPipe_payload_last = (writer_io_w_rValidN ? writer_io_w_payload_last : writer_io_w_rData_last);
  always @(*) begin
    writer_io_w_s2mPipe_ready = writer_io_w_s2mPipe_m2sPipe_ready;
    if(when_Stream_l477_11) begin
      writer_io_w_s2mPipe_ready = 1'b1;
    end
  end

  assign when_Stream_l477_11 = (! writer_io_w_s2mPipe_m2sPipe_valid);
  assign writer_io_w_s2mPipe_m2sPipe_valid = writer_io_w_s2mPipe_rValid;
  assign writer_io_w_s2mPipe_m2sPipe_payload_data = writer_io_w_s2mPipe_rData_data;
  assign writer_io_w_s2mPipe_m2sPipe_payload_strb = writer_io_w_s2mPipe_rData_strb;
  assign writer_io_w_s2mPipe_m2sPipe_payload_last = writer_io_w_s2mPipe_rData_last;
  assign _zz_writer_io_w_s2mPipe_m2sPipe_ready = (! inReset);
  assign writer_io_w_s2mPipe_m2sPipe_continueWhen_valid = (writer_io_w_s2mPipe_m2sPipe_valid && _zz_writer_io_w_s2mPipe_m2sPipe_ready);
  assign writer_io_w_s2mPipe_m2sPipe_ready = (writer_io_w_s2mPipe_m2sPipe_continueWhen_ready && _zz_writer_io_w_s2mPipe_m2sPipe_ready);
  assign writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_data = writer_io_w_s2mPipe_m2sPipe_payload_data;
  assign writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_strb = writer_io_w_s2mPipe_m2sPipe_payload_strb;
  assign writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_last = writer_io_w_s2mPipe_m2sPipe_payload_last;
  assign io_mem_w_valid = writer_io_w_s2mPipe_m2sPipe_continueWhen_valid;
  assign writer_io_w_s2mPipe_m2sPipe_continueWhen_ready = io_mem_w_ready;
  assign io_mem_w_payload_data = writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_data;
  assign io_mem_w_payload_strb = writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_strb;
  assign io_mem_w_payload_last = writer_io_w_s2mPipe_m2sPipe_continueWhen_payload_last;
  assign io_mem_b_ready = writer_io_b_ready;
  always @(*) begin
    fsm_enter = 24'h0;
    if(when_Fsm_l25_9) begin
      if(fetcher_io_desc_fire) begin
        fsm_enter[1] = 1'b1;
      end
    end
    if(when_Fsm_l25_10) begin
      fsm_enter[2] = 1'b1;
    end
    if(when_Fsm_l25_11) begin
      if(codeBad) begin
        fsm_enter[22] = 1'b1;
      end else begin
        if(dc_f_isItem) begin
          if(fetcher_io_desc_fire) begin
            fsm_enter[1] = 1'b1;
          end else begin
            fsm_enter[0] = 1'b1;
          end
        end else begin
          if(dc_f_isTxEnd) begin
            fsm_enter[3] = 1'b1;
          end else begin
            fsm_enter[4] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_12) begin
      if(when_Engine_l760) begin
        if(when_Engine_l763) begin
          fsm_enter[5] = 1'b1;
        end else begin
          fsm_enter[0] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_13) begin
      if(tableIdle) begin
        if(tableEmpty) begin
          fsm_enter[22] = 1'b1;
        end else begin
          fsm_enter[5] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_14) begin
      if(cqFresh) begin
        if(cqRoom) begin
          fsm_enter[23] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_15) begin
      if(emit_ready) begin
        if(wLast) begin
          if(when_Fsm_l29) begin
            fsm_enter[0] = 1'b1;
          end
          if(when_Fsm_l29_1) begin
            fsm_enter[6] = 1'b1;
          end
          if(when_Fsm_l29_2) begin
            fsm_enter[20] = 1'b1;
          end
          if(when_Fsm_l29_3) begin
            fsm_enter[21] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_16) begin
      fsm_enter[6] = 1'b1;
    end
    if(when_Fsm_l25_17) begin
      fsm_enter[7] = 1'b1;
    end
    if(when_Fsm_l25_18) begin
      fsm_enter[8] = 1'b1;
    end
    if(when_Fsm_l25_19) begin
      if(!lrFull) begin
        if(!when_Engine_l805) begin
          if(!cqTight) begin
            fsm_enter[9] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_20) begin
      fsm_enter[10] = 1'b1;
    end
    if(when_Fsm_l25_21) begin
      if(planQ_valid) begin
        if(when_Engine_l821) begin
          fsm_enter[11] = 1'b1;
        end else begin
          if(planQ_payload_commit) begin
            fsm_enter[14] = 1'b1;
          end else begin
            fsm_enter[15] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_22) begin
      if(emit_ready) begin
        fsm_enter[12] = 1'b1;
      end
    end
    if(when_Fsm_l25_23) begin
      if(emit_ready) begin
        if(opEmpty) begin
          fsm_enter[10] = 1'b1;
        end else begin
          fsm_enter[13] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_24) begin
      if(when_Engine_l834) begin
        if(payload_payload_last) begin
          if(when_Engine_l838) begin
            fsm_enter[11] = 1'b1;
          end else begin
            fsm_enter[10] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_25) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_enter[15] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_26) begin
      if(aligned) begin
        fsm_enter[16] = 1'b1;
      end
    end
    if(when_Fsm_l25_27) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_enter[17] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_28) begin
      if(hwaitDone) begin
        fsm_enter[18] = 1'b1;
      end
    end
    if(when_Fsm_l25_29) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_enter[19] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_30) begin
      if(drainDone) begin
        fsm_enter[22] = 1'b1;
      end
    end
    if(when_Fsm_l25_31) begin
      fsm_enter[22] = 1'b1;
    end
    if(when_Fsm_l25_32) begin
      fsm_enter[22] = 1'b1;
    end
  end

  always @(*) begin
    fsm_leave = 24'h0;
    if(when_Fsm_l25_9) begin
      if(fetcher_io_desc_fire) begin
        fsm_leave[0] = 1'b1;
      end
    end
    if(when_Fsm_l25_10) begin
      fsm_leave[1] = 1'b1;
    end
    if(when_Fsm_l25_11) begin
      if(codeBad) begin
        fsm_leave[2] = 1'b1;
      end else begin
        if(dc_f_isItem) begin
          if(fetcher_io_desc_fire) begin
            fsm_leave[2] = 1'b1;
          end else begin
            fsm_leave[2] = 1'b1;
          end
        end else begin
          if(dc_f_isTxEnd) begin
            fsm_leave[2] = 1'b1;
          end else begin
            fsm_leave[2] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_12) begin
      if(when_Engine_l760) begin
        if(when_Engine_l763) begin
          fsm_leave[3] = 1'b1;
        end else begin
          fsm_leave[3] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_13) begin
      if(tableIdle) begin
        if(tableEmpty) begin
          fsm_leave[4] = 1'b1;
        end else begin
          fsm_leave[4] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_14) begin
      if(cqFresh) begin
        if(cqRoom) begin
          fsm_leave[22] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_15) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_leave[23] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_16) begin
      fsm_leave[5] = 1'b1;
    end
    if(when_Fsm_l25_17) begin
      fsm_leave[6] = 1'b1;
    end
    if(when_Fsm_l25_18) begin
      fsm_leave[7] = 1'b1;
    end
    if(when_Fsm_l25_19) begin
      if(!lrFull) begin
        if(!when_Engine_l805) begin
          if(!cqTight) begin
            fsm_leave[8] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_20) begin
      fsm_leave[9] = 1'b1;
    end
    if(when_Fsm_l25_21) begin
      if(planQ_valid) begin
        if(when_Engine_l821) begin
          fsm_leave[10] = 1'b1;
        end else begin
          if(planQ_payload_commit) begin
            fsm_leave[10] = 1'b1;
          end else begin
            fsm_leave[10] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_22) begin
      if(emit_ready) begin
        fsm_leave[11] = 1'b1;
      end
    end
    if(when_Fsm_l25_23) begin
      if(emit_ready) begin
        if(opEmpty) begin
          fsm_leave[12] = 1'b1;
        end else begin
          fsm_leave[12] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_24) begin
      if(when_Engine_l834) begin
        if(payload_payload_last) begin
          if(when_Engine_l838) begin
            fsm_leave[13] = 1'b1;
          end else begin
            fsm_leave[13] = 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_25) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_leave[14] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_26) begin
      if(aligned) begin
        fsm_leave[15] = 1'b1;
      end
    end
    if(when_Fsm_l25_27) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_leave[16] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_28) begin
      if(hwaitDone) begin
        fsm_leave[17] = 1'b1;
      end
    end
    if(when_Fsm_l25_29) begin
      if(emit_ready) begin
        if(wLast) begin
          fsm_leave[18] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_30) begin
      if(drainDone) begin
        fsm_leave[19] = 1'b1;
      end
    end
    if(when_Fsm_l25_31) begin
      fsm_leave[20] = 1'b1;
    end
    if(when_Fsm_l25_32) begin
      fsm_leave[21] = 1'b1;
    end
  end

  assign regs_sqHeadR = sqHead;
  assign regs_cqTailR = cqTail;
  assign regs_lrTailR = lrTail;
  always @(*) begin
    keyTable_1_io_item_valid = 1'b0;
    if(when_Fsm_l25_11) begin
      if(!codeBad) begin
        if(dc_f_isItem) begin
          keyTable_1_io_item_valid = 1'b1;
        end
      end
    end
  end

  assign keyTable_1_io_item_payload_len = dc_d_len[20:0];
  always @(*) begin
    keyTable_1_io_clear = regs_resetPulse;
    if(when_Fsm_l25_31) begin
      keyTable_1_io_clear = 1'b1;
    end
  end

  always @(*) begin
    keyTable_1_io_rdRestart = 1'b0;
    if(when_Fsm_l25_16) begin
      keyTable_1_io_rdRestart = 1'b1;
    end
  end

  always @(*) begin
    keyTable_1_io_rdAdvance = 1'b0;
    if(when_Fsm_l25_3) begin
      if(rdDeadR) begin
        keyTable_1_io_rdAdvance = 1'b1;
      end
    end
    if(when_Fsm_l25_6) begin
      if(when_Engine_l628) begin
        if(pWhole) begin
          keyTable_1_io_rdAdvance = 1'b1;
        end
      end
    end
  end

  assign regs_ctrInc_0 = {31'd0, _zz_regs_ctrInc_0};
  assign regs_ctrInc_1 = {31'd0, _zz_regs_ctrInc_1};
  assign regs_ctrInc_2 = {31'd0, _zz_regs_ctrInc_2};
  assign regs_ctrInc_3 = {31'd0, _zz_regs_ctrInc_3};
  assign cpl_kind = cplKind;
  assign cpl_code = cplCode;
  assign cpl_flags = cplFlags;
  assign cpl_tag = cplTag;
  assign cpl_lsn = cplLsn;
  assign cpl_seq = cplSeq;
  assign cpl_a = cplA;
  assign cpl_b = cplB;
  assign cpl_c = 8'h0;
  assign cpl_phase = {7'd0, _zz_cpl_phase};
  assign _zz_cplWords_0 = {cpl_phase,{cpl_c,{cpl_b,{cpl_a,{cpl_seq,{cpl_lsn,{cpl_tag,{cpl_flags,{cpl_code,cpl_kind}}}}}}}}};
  assign cplWords_0 = _zz_cplWords_0[63 : 0];
  assign cplWords_1 = _zz_cplWords_0[127 : 64];
  assign cplWords_2 = _zz_cplWords_0[191 : 128];
  assign cplWords_3 = _zz_cplWords_0[255 : 192];
  always @(*) begin
    cqMoved = 1'b0;
    if(when_Fsm_l25_15) begin
      if(emit_ready) begin
        if(wLast) begin
          cqMoved = 1'b1;
        end
      end
    end
  end

  assign _zz_cqAddrNext = cqAddr;
  assign _zz_cqAddrNext_1 = {58'd0, _zz__zz_cqAddrNext_1};
  assign cqFresh = (((! cqMoved1) && (! cqMoved1_regNext)) && (! cqMoved1_regNext_1_regNext));
  assign txEndSafe = (_zz_txEndSafe && 1'b1);
  assign keyTable_1_io_rdAddr = _zz_io_rdAddr[4:0];
  assign planIn_ready = planIn_rValidN;
  assign planIn_s2mPipe_valid = (planIn_valid || (! planIn_rValidN));
  assign planIn_s2mPipe_payload_close = (planIn_rValidN ? planIn_payload_close : planIn_rData_close);
  assign planIn_s2mPipe_payload_commit = (planIn_rValidN ? planIn_payload_commit : planIn_rData_commit);
  assign planIn_s2mPipe_payload_itemType = (planIn_rValidN ? planIn_payload_itemType : planIn_rData_itemType);
  assign planIn_s2mPipe_payload_key = (planIn_rValidN ? planIn_payload_key : planIn_rData_key);
  assign planIn_s2mPipe_payload_len = (planIn_rValidN ? planIn_payload_len : planIn_rData_len);
  assign planIn_s2mPipe_payload_flags = (planIn_rValidN ? planIn_payload_flags : planIn_rData_flags);
  assign planIn_s2mPipe_payload_whole = (planIn_rValidN ? planIn_payload_whole : planIn_rData_whole);
  assign planIn_s2mPipe_payload_empty = (planIn_rValidN ? planIn_payload_empty : planIn_rData_empty);
  always @(*) begin
    planIn_s2mPipe_ready = planIn_s2mPipe_m2sPipe_ready;
    if(when_Stream_l477_12) begin
      planIn_s2mPipe_ready = 1'b1;
    end
  end

  assign when_Stream_l477_12 = (! planIn_s2mPipe_m2sPipe_valid);
  assign planIn_s2mPipe_m2sPipe_valid = planIn_s2mPipe_rValid;
  assign planIn_s2mPipe_m2sPipe_payload_close = planIn_s2mPipe_rData_close;
  assign planIn_s2mPipe_m2sPipe_payload_commit = planIn_s2mPipe_rData_commit;
  assign planIn_s2mPipe_m2sPipe_payload_itemType = planIn_s2mPipe_rData_itemType;
  assign planIn_s2mPipe_m2sPipe_payload_key = planIn_s2mPipe_rData_key;
  assign planIn_s2mPipe_m2sPipe_payload_len = planIn_s2mPipe_rData_len;
  assign planIn_s2mPipe_m2sPipe_payload_flags = planIn_s2mPipe_rData_flags;
  assign planIn_s2mPipe_m2sPipe_payload_whole = planIn_s2mPipe_rData_whole;
  assign planIn_s2mPipe_m2sPipe_payload_empty = planIn_s2mPipe_rData_empty;
  assign planIn_s2mPipe_m2sPipe_ready = planFifo_io_push_ready;
  assign planS_valid = (planFifo_io_pop_valid || (! planFifo_io_pop_rValidN));
  assign planS_payload_close = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_close : planFifo_io_pop_rData_close);
  assign planS_payload_commit = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_commit : planFifo_io_pop_rData_commit);
  assign planS_payload_itemType = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_itemType : planFifo_io_pop_rData_itemType);
  assign planS_payload_key = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_key : planFifo_io_pop_rData_key);
  assign planS_payload_len = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_len : planFifo_io_pop_rData_len);
  assign planS_payload_flags = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_flags : planFifo_io_pop_rData_flags);
  assign planS_payload_whole = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_whole : planFifo_io_pop_rData_whole);
  assign planS_payload_empty = (planFifo_io_pop_rValidN ? planFifo_io_pop_payload_empty : planFifo_io_pop_rData_empty);
  always @(*) begin
    planS_ready = planQ_ready;
    if(when_Stream_l477_13) begin
      planS_ready = 1'b1;
    end
  end

  assign when_Stream_l477_13 = (! planQ_valid);
  assign planQ_valid = planS_rValid;
  assign planQ_payload_close = planS_rData_close;
  assign planQ_payload_commit = planS_rData_commit;
  assign planQ_payload_itemType = planS_rData_itemType;
  assign planQ_payload_key = planS_rData_key;
  assign planQ_payload_len = planS_rData_len;
  assign planQ_payload_flags = planS_rData_flags;
  assign planQ_payload_whole = planS_rData_whole;
  assign planQ_payload_empty = planS_rData_empty;
  assign planCloseNext = (((! planQ_valid) || planQ_ready) ? planS_payload_close : planQ_payload_close);
  always @(*) begin
    planIn_valid = 1'b0;
    if(when_Fsm_l25_6) begin
      planIn_valid = (pEmpty || readCmd_ready);
    end
    if(when_Fsm_l25_7) begin
      planIn_valid = 1'b1;
    end
    if(when_Fsm_l25_8) begin
      planIn_valid = 1'b1;
    end
  end

  always @(*) begin
    planIn_payload_close = 1'b0;
    if(when_Fsm_l25_7) begin
      planIn_payload_close = 1'b1;
    end
    if(when_Fsm_l25_8) begin
      planIn_payload_close = 1'b1;
    end
  end

  always @(*) begin
    planIn_payload_commit = 1'b0;
    if(when_Fsm_l25_7) begin
      planIn_payload_commit = (! roomSmall);
    end
  end

  assign mayPlan = 1'b1;
  assign planIn_payload_itemType = eType;
  assign planIn_payload_key = eKey;
  assign planIn_payload_len = pLen;
  assign planIn_payload_flags = pFlags;
  assign planIn_payload_whole = pWhole;
  assign planIn_payload_empty = pEmpty;
  always @(*) begin
    consumed = 1'b0;
    if(when_Fsm_l25_11) begin
      if(codeBad) begin
        consumed = 1'b1;
      end else begin
        if(dc_f_isItem) begin
          consumed = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_12) begin
      if(when_Engine_l760) begin
        consumed = 1'b1;
      end
    end
    if(when_Fsm_l25_13) begin
      if(tableIdle) begin
        consumed = 1'b1;
      end
    end
  end

  always @(*) begin
    emit_valid = 1'b0;
    if(when_Fsm_l25_15) begin
      emit_valid = 1'b1;
    end
    if(when_Fsm_l25_22) begin
      emit_valid = 1'b1;
    end
    if(when_Fsm_l25_23) begin
      emit_valid = 1'b1;
    end
    if(when_Fsm_l25_24) begin
      emit_valid = payload_valid;
    end
    if(when_Fsm_l25_25) begin
      emit_valid = 1'b1;
    end
    if(when_Fsm_l25_26) begin
      if(!aligned) begin
        emit_valid = 1'b1;
      end
    end
    if(when_Fsm_l25_27) begin
      emit_valid = 1'b1;
    end
    if(when_Fsm_l25_29) begin
      emit_valid = 1'b1;
    end
  end

  assign emit_payload_w_addr = (_zz_emit_payload_w_addr ? cqAddr : (_zz_emit_payload_w_addr_1 ? slotBase : wAddr));
  always @(*) begin
    emit_payload_w_beats = 4'b1000;
    if(when_Fsm_l25_15) begin
      emit_payload_w_beats = 4'b0100;
    end
  end

  always @(*) begin
    emit_payload_w_first = (pos[5 : 0] == 6'h0);
    if(when_Fsm_l25_15) begin
      emit_payload_w_first = wFirst;
    end
    if(when_Fsm_l25_29) begin
      emit_payload_w_first = wFirst;
    end
  end

  always @(*) begin
    emit_payload_w_last = (pos[5 : 0] == 6'h38);
    if(when_Fsm_l25_15) begin
      emit_payload_w_last = wLast;
    end
    if(when_Fsm_l25_29) begin
      emit_payload_w_last = wLast;
    end
  end

  always @(*) begin
    emit_payload_toWriter = 1'b1;
    if(when_Fsm_l25_27) begin
      emit_payload_toWriter = 1'b0;
    end
  end

  always @(*) begin
    emit_payload_toCrc = 1'b1;
    if(when_Fsm_l25_15) begin
      emit_payload_toCrc = 1'b0;
    end
    if(when_Fsm_l25_29) begin
      emit_payload_toCrc = 1'b0;
    end
  end

  assign heldNext = ((emitHeld || emit_valid) && (! emitS_ready));
  assign emit_ready = (! emitHeld);
  assign emitS_valid = (emit_valid || (! emitFree));
  assign emitS_payload_w_data = (emitFree ? emit_payload_w_data : emitBuf_w_data);
  assign emitS_payload_w_addr = (emitFree ? emit_payload_w_addr : emitBuf_w_addr);
  assign emitS_payload_w_beats = (emitFree ? emit_payload_w_beats : emitBuf_w_beats);
  assign emitS_payload_w_first = (emitFree ? emit_payload_w_first : emitBuf_w_first);
  assign emitS_payload_w_last = (emitFree ? emit_payload_w_last : emitBuf_w_last);
  assign emitS_payload_toWriter = (emitFree ? emit_payload_toWriter : emitBuf_toWriter);
  assign emitS_payload_toCrc = (emitFree ? emit_payload_toCrc : emitBuf_toCrc);
  always @(*) begin
    emitS_ready = ep_ready;
    if(when_Stream_l477_14) begin
      emitS_ready = 1'b1;
    end
  end

  assign when_Stream_l477_14 = (! ep_valid);
  assign ep_valid = emitS_rValid;
  assign ep_payload_w_data = emitS_rData_w_data;
  assign ep_payload_w_addr = emitS_rData_w_addr;
  assign ep_payload_w_beats = emitS_rData_w_beats;
  assign ep_payload_w_first = emitS_rData_w_first;
  assign ep_payload_w_last = emitS_rData_w_last;
  assign ep_payload_toWriter = emitS_rData_toWriter;
  assign ep_payload_toCrc = emitS_rData_toCrc;
  assign outEmpty = (emit_ready && (! ep_valid));
  assign writer_io_in_valid = (ep_valid && ep_payload_toWriter);
  assign ep_ready = ((! ep_payload_toWriter) || writer_io_in_ready);
  assign ep_fire = (ep_valid && ep_ready);
  assign crc_io_input_valid = (ep_fire && ep_payload_toCrc);
  always @(*) begin
    crc_io_clear = 1'b0;
    if(when_Fsm_l25_20) begin
      crc_io_clear = 1'b1;
    end
  end

  assign bodyLen = (pos - 19'h00040);
  assign when_Engine_l423 = (! padSeen);
  always @(*) begin
    advancing = 1'b0;
    if(when_Fsm_l25_22) begin
      if(emit_ready) begin
        advancing = 1'b1;
      end
    end
    if(when_Fsm_l25_23) begin
      if(emit_ready) begin
        advancing = 1'b1;
      end
    end
    if(when_Fsm_l25_24) begin
      if(when_Engine_l834) begin
        advancing = 1'b1;
      end
    end
    if(when_Fsm_l25_25) begin
      if(emit_ready) begin
        advancing = 1'b1;
      end
    end
    if(when_Fsm_l25_26) begin
      if(!aligned) begin
        if(emit_ready) begin
          advancing = 1'b1;
        end
      end
    end
  end

  assign cmdAddr = {cmdHi,cmdLo[31 : 0]};
  assign blocks = {9'd0, _zz_blocks};
  assign header_magic = 32'h544c4f4a;
  assign header_version = 16'h0001;
  assign header_flags = (recFlags | (commit ? 16'h0002 : 16'h0));
  assign header_seq = seq;
  assign header_lsn = lsn;
  assign header_tailLsn = tailLsn;
  assign header_len = {13'd0, _zz_header_len};
  assign header_ops = ops;
  assign header_index = records;
  assign header_blocks = blocks;
  assign header_sizeBlocks = _zz_header_sizeBlocks[15:0];
  assign header_reserved_0 = 8'h0;
  assign header_reserved_1 = 8'h0;
  assign header_reserved_2 = 8'h0;
  assign header_reserved_3 = 8'h0;
  assign header_reserved_4 = 8'h0;
  assign header_reserved_5 = 8'h0;
  assign header_reserved_6 = 8'h0;
  assign header_reserved_7 = 8'h0;
  assign header_reserved_8 = 8'h0;
  assign header_reserved_9 = 8'h0;
  assign header_reserved_10 = 8'h0;
  assign header_reserved_11 = 8'h0;
  assign header_crc = 32'h0;
  assign _zz_hdr_0 = {header_crc,{{header_reserved_11,{header_reserved_10,{header_reserved_9,{header_reserved_8,{header_reserved_7,{header_reserved_6,_zz__zz_hdr_0}}}}}},{header_sizeBlocks,{header_blocks,{header_index,{header_ops,{header_len,{_zz__zz_hdr_0_1,_zz__zz_hdr_0_2}}}}}}}};
  assign hdr_0 = _zz_hdr_0[63 : 0];
  assign hdr_1 = _zz_hdr_0[127 : 64];
  assign hdr_2 = _zz_hdr_0[191 : 128];
  assign hdr_3 = _zz_hdr_0[255 : 192];
  assign hdr_4 = _zz_hdr_0[319 : 256];
  assign hdr_5 = _zz_hdr_0[383 : 320];
  assign hdr_6 = _zz_hdr_0[447 : 384];
  assign hdr_7 = _zz_hdr_0[511 : 448];
  assign withCrc_magic = header_magic;
  assign withCrc_version = header_version;
  assign withCrc_flags = header_flags;
  assign withCrc_seq = header_seq;
  assign withCrc_lsn = header_lsn;
  assign withCrc_tailLsn = header_tailLsn;
  assign withCrc_len = header_len;
  assign withCrc_ops = header_ops;
  assign withCrc_index = header_index;
  assign withCrc_blocks = header_blocks;
  assign withCrc_sizeBlocks = header_sizeBlocks;
  assign withCrc_reserved_0 = header_reserved_0;
  assign withCrc_reserved_1 = header_reserved_1;
  assign withCrc_reserved_2 = header_reserved_2;
  assign withCrc_reserved_3 = header_reserved_3;
  assign withCrc_reserved_4 = header_reserved_4;
  assign withCrc_reserved_5 = header_reserved_5;
  assign withCrc_reserved_6 = header_reserved_6;
  assign withCrc_reserved_7 = header_reserved_7;
  assign withCrc_reserved_8 = header_reserved_8;
  assign withCrc_reserved_9 = header_reserved_9;
  assign withCrc_reserved_10 = header_reserved_10;
  assign withCrc_reserved_11 = header_reserved_11;
  always @(*) begin
    withCrc_crc = header_crc;
    withCrc_crc = crc_io_crc;
  end

  assign commitOp_itemType = 8'hc0;
  assign commitOp_flags = 8'h0;
  assign commitOp_reserved = 16'h0;
  assign commitOp_len = 32'h00000010;
  assign commitOp_key = seq;
  assign commitPayload_items = {58'd0, items};
  assign commitPayload_records = (records + 32'h00000001);
  assign commitPayload_reserved = 32'h0;
  assign _zz_words_0 = {commitOp_key,{commitOp_len,{commitOp_reserved,{commitOp_flags,commitOp_itemType}}}};
  assign _zz_words_2 = {commitPayload_reserved,{commitPayload_records,commitPayload_items}};
  assign opHeader_itemType = planQ_payload_itemType;
  assign opHeader_flags = planQ_payload_flags;
  assign opHeader_reserved = 16'h0;
  assign opHeader_len = {11'd0, planQ_payload_len};
  assign opHeader_key = planQ_payload_key;
  assign _zz_opWords_0 = {opHeader_key,{opHeader_len,{opHeader_reserved,{opHeader_flags,opHeader_itemType}}}};
  assign opWords_0 = _zz_opWords_0[63 : 0];
  assign opWords_1 = _zz_opWords_0[127 : 64];
  assign when_Engine_l509 = ((((load_cpl || _zz_planQ_ready) || _zz_emit_payload_w_data) || load_hdrs) || _zz_when_Engine_l509);
  assign load_cplHi = (! _zz_load_cplHi);
  assign load_hdrsHi = (! _zz_load_hdrsHi);
  assign when_Engine_l544 = (((load_cpl || load_op) || load_commit) || load_hdrs);
  assign when_Engine_l544_1 = (((load_cpl || load_op) || load_commit) || load_hdrs);
  assign when_Engine_l544_2 = ((load_cplHi || load_counts) || load_hdrsHi);
  assign when_Engine_l544_3 = ((load_cplHi || load_counts) || load_hdrsHi);
  assign when_Engine_l544_4 = load_hdrsHi;
  assign when_Engine_l544_5 = load_hdrsHi;
  assign when_Engine_l544_6 = load_hdrsHi;
  assign when_Engine_l544_7 = load_hdrsHi;
  assign wOut = (wFirst ? words_0 : wHead);
  assign _zz_slotNextBase = slotBase;
  assign _zz_slotNextBase_1 = {32'd0, regs_rsize};
  assign slotNextBase = _zz_slotNextBase_6[63:0];
  assign _zz_bodyBase = slotBase;
  assign _zz_bodyBase_1 = {57'd0, _zz__zz_bodyBase_1};
  assign bodyBase = _zz_bodyBase_6[63:0];
  assign readCmd_ready = readCmd_rValidN;
  assign readCmd_s2mPipe_valid = (readCmd_valid || (! readCmd_rValidN));
  assign readCmd_s2mPipe_payload_addr = (readCmd_rValidN ? readCmd_payload_addr : readCmd_rData_addr);
  assign readCmd_s2mPipe_payload_len = (readCmd_rValidN ? readCmd_payload_len : readCmd_rData_len);
  assign readCmd_s2mPipe_ready = reader_io_cmd_ready;
  always @(*) begin
    readCmd_valid = 1'b0;
    if(when_Fsm_l25_6) begin
      readCmd_valid = ((! pEmpty) && planIn_ready);
    end
  end

  assign readCmd_payload_addr = cmdAddr;
  assign readCmd_payload_len = pLen;
  assign payload_ready = _zz_payload_ready;
  always @(*) begin
    planner_enter = 9'h0;
    if(when_Fsm_l25) begin
      if(when_Engine_l591) begin
        planner_enter[1] = 1'b1;
      end
    end
    if(when_Fsm_l25_1) begin
      if(atEnd) begin
        planner_enter[7] = 1'b1;
      end else begin
        if(mayPlan) begin
          planner_enter[2] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_2) begin
      planner_enter[3] = 1'b1;
    end
    if(when_Fsm_l25_3) begin
      if(rdDeadR) begin
        planner_enter[1] = 1'b1;
      end else begin
        planner_enter[4] = 1'b1;
      end
    end
    if(when_Fsm_l25_4) begin
      planner_enter[5] = 1'b1;
    end
    if(when_Fsm_l25_5) begin
      if(fits) begin
        planner_enter[6] = 1'b1;
      end else begin
        if(roomForPart) begin
          planner_enter[6] = 1'b1;
        end else begin
          planner_enter[8] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_6) begin
      if(when_Engine_l628) begin
        if(pWhole) begin
          if(when_Engine_l633) begin
            planner_enter[1] = 1'b1;
          end else begin
            planner_enter[2] = 1'b1;
          end
        end else begin
          planner_enter[8] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_7) begin
      if(planIn_ready) begin
        planner_enter[0] = 1'b1;
      end
    end
    if(when_Fsm_l25_8) begin
      if(planIn_ready) begin
        planner_enter[0] = 1'b1;
      end
    end
  end

  always @(*) begin
    planner_leave = 9'h0;
    if(when_Fsm_l25) begin
      if(when_Engine_l591) begin
        planner_leave[0] = 1'b1;
      end
    end
    if(when_Fsm_l25_1) begin
      if(atEnd) begin
        planner_leave[1] = 1'b1;
      end else begin
        if(mayPlan) begin
          planner_leave[1] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_2) begin
      planner_leave[2] = 1'b1;
    end
    if(when_Fsm_l25_3) begin
      if(rdDeadR) begin
        planner_leave[3] = 1'b1;
      end else begin
        planner_leave[3] = 1'b1;
      end
    end
    if(when_Fsm_l25_4) begin
      planner_leave[4] = 1'b1;
    end
    if(when_Fsm_l25_5) begin
      if(fits) begin
        planner_leave[5] = 1'b1;
      end else begin
        if(roomForPart) begin
          planner_leave[5] = 1'b1;
        end else begin
          planner_leave[5] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_6) begin
      if(when_Engine_l628) begin
        if(pWhole) begin
          if(when_Engine_l633) begin
            planner_leave[6] = 1'b1;
          end else begin
            planner_leave[6] = 1'b1;
          end
        end else begin
          planner_leave[6] = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_7) begin
      if(planIn_ready) begin
        planner_leave[7] = 1'b1;
      end
    end
    if(when_Fsm_l25_8) begin
      if(planIn_ready) begin
        planner_leave[8] = 1'b1;
      end
    end
  end

  assign when_Fsm_l25 = planner_state[0];
  assign when_Engine_l591 = fsm_state[9];
  assign when_Fsm_l25_1 = planner_state[1];
  assign when_Fsm_l25_2 = planner_state[2];
  assign when_Fsm_l25_3 = planner_state[3];
  assign when_Fsm_l25_4 = planner_state[4];
  assign when_Fsm_l25_5 = planner_state[5];
  assign _zz_pFlags = ((offset != 21'h0) ? 8'h01 : 8'h0);
  assign when_Fsm_l25_6 = planner_state[6];
  assign when_Engine_l628 = (planIn_ready && (pEmpty || readCmd_ready));
  assign when_Engine_l633 = (entryIsLast || 1'b0);
  assign when_Fsm_l25_7 = planner_state[7];
  assign when_Fsm_l25_8 = planner_state[8];
  assign _zz_64 = 4'b0000;
  assign _zz_65 = 4'b0001;
  assign _zz_66 = 4'b0001;
  assign _zz_67 = 4'b0010;
  assign _zz_68 = 4'b0001;
  assign _zz_69 = 4'b0010;
  assign _zz_70 = 4'b0010;
  assign _zz_71 = 4'b0011;
  assign keyTable_1_io_rdEn = (planner_state[1] || planner_state[6]);
  assign readNext = _zz_readNext;
  always @(*) begin
    opDoneNow = 1'b0;
    if(when_Fsm_l25_23) begin
      if(emit_ready) begin
        if(opEmpty) begin
          opDoneNow = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_24) begin
      if(when_Engine_l834) begin
        if(payload_payload_last) begin
          opDoneNow = 1'b1;
        end
      end
    end
  end

  assign when_Engine_l673 = (opDoneR || commitTaken);
  always @(*) begin
    chainNow = 1'b0;
    if(when_Fsm_l25_24) begin
      if(when_Engine_l834) begin
        if(payload_payload_last) begin
          if(when_Engine_l838) begin
            chainNow = 1'b1;
          end
        end
      end
    end
  end

  assign planQ_ready = (_zz_planQ_ready || chained);
  assign emit_payload_w_data = (_zz_emit_payload_w_data ? payload_payload_fragment : (load_hdrs ? 64'h0 : wOut));
  always @(*) begin
    stallLr = 1'b0;
    if(when_Fsm_l25_19) begin
      if(lrFull) begin
        stallLr = 1'b1;
      end
    end
  end

  always @(*) begin
    stallCq = 1'b0;
    if(when_Fsm_l25_14) begin
      if(cqFresh) begin
        if(!cqRoom) begin
          stallCq = 1'b1;
        end
      end
    end
    if(when_Fsm_l25_19) begin
      if(!lrFull) begin
        if(!when_Engine_l805) begin
          if(cqTight) begin
            stallCq = 1'b1;
          end
        end
      end
    end
  end

  assign regs_ctrInc_10 = {31'd0, _zz_regs_ctrInc_10};
  assign regs_ctrInc_11 = {31'd0, _zz_regs_ctrInc_11};
  assign regs_ctrInc_12 = {31'd0, _zz_regs_ctrInc_12_3};
  assign drainDone = _zz_drainDone;
  always @(*) begin
    itemOk = 1'b0;
    if(when_Fsm_l25_10) begin
      itemOk = ((dc_f_isItem && (! dc_f_others)) && (! txFullCheck));
    end
  end

  assign offers = (fsm_state[0] || (((fsm_state[2] && (! codeBad)) && dc_f_isItem) && 1'b1));
  assign fetcher_io_desc_ready = ((run && tableReady) && offer);
  assign when_Fsm_l25_9 = fsm_state[0];
  assign fetcher_io_desc_fire = (fetcher_io_desc_valid && fetcher_io_desc_ready);
  assign txFullNext = (maxTxSmall && (maxTxLowZero || (maxTxLowM1 <= txItems)));
  assign when_Fsm_l25_10 = fsm_state[1];
  assign _zz_codeR = {dc_f_hits[7],{dc_f_hits[6],{(dc_f_hits[5] && txFullCheck),{dc_f_hits[4],{dc_f_hits[3],{dc_f_hits[2],{dc_f_hits[1],dc_f_hits[0]}}}}}}};
  assign when_Fsm_l25_11 = fsm_state[2];
  assign when_Fsm_l25_12 = fsm_state[3];
  assign when_Engine_l760 = (tableIdle || txEndSafe);
  assign when_Engine_l763 = (tableTooFull && (! txEndSafe));
  assign when_Fsm_l25_13 = fsm_state[4];
  assign when_Fsm_l25_14 = fsm_state[22];
  assign when_Fsm_l25_15 = fsm_state[23];
  assign when_Fsm_l29 = cplNext[0];
  assign when_Fsm_l29_1 = cplNext[6];
  assign when_Fsm_l29_2 = cplNext[20];
  assign when_Fsm_l29_3 = cplNext[21];
  assign when_Fsm_l25_16 = fsm_state[5];
  assign when_Fsm_l25_17 = fsm_state[6];
  assign when_Fsm_l25_18 = fsm_state[7];
  assign when_Fsm_l25_19 = fsm_state[8];
  assign when_Engine_l805 = (! cqFresh);
  assign when_Fsm_l25_20 = fsm_state[9];
  assign when_Fsm_l25_21 = fsm_state[10];
  assign when_Engine_l821 = (! planQ_payload_close);
  assign when_Fsm_l25_22 = fsm_state[11];
  assign when_Fsm_l25_23 = fsm_state[12];
  assign when_Fsm_l25_24 = fsm_state[13];
  assign when_Engine_l834 = (emit_ready && payload_valid);
  assign when_Engine_l838 = ((planQ_valid && (! planQ_payload_close)) && 1'b1);
  assign when_Fsm_l25_25 = fsm_state[14];
  assign when_Fsm_l25_26 = fsm_state[15];
  assign when_Fsm_l25_27 = fsm_state[16];
  assign when_Fsm_l25_28 = fsm_state[17];
  assign when_Fsm_l25_29 = fsm_state[18];
  assign when_Fsm_l25_30 = fsm_state[19];
  assign when_Fsm_l25_31 = fsm_state[20];
  assign when_Engine_l884 = fsm_state[9];
  assign when_Engine_l903 = (! fsm_state[22]);
  assign _zz_cplFlags = fsm_state[19];
  assign when_Fsm_l25_32 = fsm_state[21];
  always @(*) begin
    _zz_io_ctrl_r_payload_data = 32'h0;
    _zz_io_ctrl_r_payload_data[31 : 0] = id;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_1 = 32'h0;
    _zz_io_ctrl_r_payload_data_1[31 : 0] = version;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_2 = 32'h0;
    _zz_io_ctrl_r_payload_data_2[0 : 0] = regs_enable;
    _zz_io_ctrl_r_payload_data_2[1 : 1] = regs_resetPulse;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_3 = 32'h0;
    _zz_io_ctrl_r_payload_data_3[0 : 0] = regs_stBusy;
    _zz_io_ctrl_r_payload_data_3[1 : 1] = regs_stIdle;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_4 = 32'h0;
    _zz_io_ctrl_r_payload_data_4[31 : 0] = regs_rsize;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_5 = 32'h0;
    _zz_io_ctrl_r_payload_data_5[31 : 0] = capacity;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_6 = 32'h0;
    _zz_io_ctrl_r_payload_data_6[31 : 0] = regs_maxTx;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_7 = 32'h0;
    _zz_io_ctrl_r_payload_data_7[31 : 0] = index_slots;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_8 = 32'h0;
    _zz_io_ctrl_r_payload_data_8[31 : 0] = log_blocks_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_9 = 32'h0;
    _zz_io_ctrl_r_payload_data_9[31 : 0] = log_blocks_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_10 = 32'h0;
    _zz_io_ctrl_r_payload_data_10[31 : 0] = first_lsn_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_11 = 32'h0;
    _zz_io_ctrl_r_payload_data_11[31 : 0] = first_lsn_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_12 = 32'h0;
    _zz_io_ctrl_r_payload_data_12[31 : 0] = first_seq_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_13 = 32'h0;
    _zz_io_ctrl_r_payload_data_13[31 : 0] = first_seq_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_14 = 32'h0;
    _zz_io_ctrl_r_payload_data_14[31 : 0] = sq_base_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_15 = 32'h0;
    _zz_io_ctrl_r_payload_data_15[31 : 0] = sq_base_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_16 = 32'h0;
    _zz_io_ctrl_r_payload_data_16[31 : 0] = regs_sqSize;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_17 = 32'h0;
    _zz_io_ctrl_r_payload_data_17[31 : 0] = regs_sqTail;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_18 = 32'h0;
    _zz_io_ctrl_r_payload_data_18[31 : 0] = regs_sqHeadR;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_19 = 32'h0;
    _zz_io_ctrl_r_payload_data_19[31 : 0] = cq_base_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_20 = 32'h0;
    _zz_io_ctrl_r_payload_data_20[31 : 0] = cq_base_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_21 = 32'h0;
    _zz_io_ctrl_r_payload_data_21[31 : 0] = regs_cqSize;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_22 = 32'h0;
    _zz_io_ctrl_r_payload_data_22[31 : 0] = regs_cqHead;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_23 = 32'h0;
    _zz_io_ctrl_r_payload_data_23[31 : 0] = regs_cqTailR;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_24 = 32'h0;
    _zz_io_ctrl_r_payload_data_24[31 : 0] = lr_base_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_25 = 32'h0;
    _zz_io_ctrl_r_payload_data_25[31 : 0] = lr_base_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_26 = 32'h0;
    _zz_io_ctrl_r_payload_data_26[31 : 0] = regs_lrSlots;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_27 = 32'h0;
    _zz_io_ctrl_r_payload_data_27[31 : 0] = regs_lrHead;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_28 = 32'h0;
    _zz_io_ctrl_r_payload_data_28[31 : 0] = regs_lrTailR;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_29 = 32'h0;
    _zz_io_ctrl_r_payload_data_29[31 : 0] = win0_base_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_30 = 32'h0;
    _zz_io_ctrl_r_payload_data_30[31 : 0] = win0_base_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_31 = 32'h0;
    _zz_io_ctrl_r_payload_data_31[31 : 0] = win0_limit_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_32 = 32'h0;
    _zz_io_ctrl_r_payload_data_32[31 : 0] = win0_limit_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_33 = 32'h0;
    _zz_io_ctrl_r_payload_data_33[31 : 0] = win1_base_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_34 = 32'h0;
    _zz_io_ctrl_r_payload_data_34[31 : 0] = win1_base_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_35 = 32'h0;
    _zz_io_ctrl_r_payload_data_35[31 : 0] = win1_limit_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_36 = 32'h0;
    _zz_io_ctrl_r_payload_data_36[31 : 0] = win1_limit_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_37 = 32'h0;
    _zz_io_ctrl_r_payload_data_37[31 : 0] = ctr_items_in_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_38 = 32'h0;
    _zz_io_ctrl_r_payload_data_38[31 : 0] = ctr_items_in_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_39 = 32'h0;
    _zz_io_ctrl_r_payload_data_39[31 : 0] = ctr_relogs_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_40 = 32'h0;
    _zz_io_ctrl_r_payload_data_40[31 : 0] = ctr_relogs_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_41 = 32'h0;
    _zz_io_ctrl_r_payload_data_41[31 : 0] = ctr_whiteouts_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_42 = 32'h0;
    _zz_io_ctrl_r_payload_data_42[31 : 0] = ctr_whiteouts_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_43 = 32'h0;
    _zz_io_ctrl_r_payload_data_43[31 : 0] = ctr_evictions_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_44 = 32'h0;
    _zz_io_ctrl_r_payload_data_44[31 : 0] = ctr_evictions_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_45 = 32'h0;
    _zz_io_ctrl_r_payload_data_45[31 : 0] = ctr_items_out_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_46 = 32'h0;
    _zz_io_ctrl_r_payload_data_46[31 : 0] = ctr_items_out_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_47 = 32'h0;
    _zz_io_ctrl_r_payload_data_47[31 : 0] = ctr_bytes_packed_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_48 = 32'h0;
    _zz_io_ctrl_r_payload_data_48[31 : 0] = ctr_bytes_packed_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_49 = 32'h0;
    _zz_io_ctrl_r_payload_data_49[31 : 0] = ctr_records_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_50 = 32'h0;
    _zz_io_ctrl_r_payload_data_50[31 : 0] = ctr_records_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_51 = 32'h0;
    _zz_io_ctrl_r_payload_data_51[31 : 0] = ctr_checkpoints_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_52 = 32'h0;
    _zz_io_ctrl_r_payload_data_52[31 : 0] = ctr_checkpoints_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_53 = 32'h0;
    _zz_io_ctrl_r_payload_data_53[31 : 0] = ctr_auto_pushes_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_54 = 32'h0;
    _zz_io_ctrl_r_payload_data_54[31 : 0] = ctr_auto_pushes_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_55 = 32'h0;
    _zz_io_ctrl_r_payload_data_55[31 : 0] = ctr_errors_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_56 = 32'h0;
    _zz_io_ctrl_r_payload_data_56[31 : 0] = ctr_errors_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_57 = 32'h0;
    _zz_io_ctrl_r_payload_data_57[31 : 0] = ctr_stall_lr_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_58 = 32'h0;
    _zz_io_ctrl_r_payload_data_58[31 : 0] = ctr_stall_lr_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_59 = 32'h0;
    _zz_io_ctrl_r_payload_data_59[31 : 0] = ctr_stall_cq_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_60 = 32'h0;
    _zz_io_ctrl_r_payload_data_60[31 : 0] = ctr_stall_cq_hi;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_61 = 32'h0;
    _zz_io_ctrl_r_payload_data_61[31 : 0] = ctr_stall_bus_lo;
  end

  always @(*) begin
    _zz_io_ctrl_r_payload_data_62 = 32'h0;
    _zz_io_ctrl_r_payload_data_62[31 : 0] = ctr_stall_bus_hi;
  end

  assign io_ctrl_ar_ready = (! _zz_io_ctrl_ar_ready);
  assign io_ctrl_ar_fire = (io_ctrl_ar_valid && io_ctrl_ar_ready);
  assign _zz_93 = _zz_io_ctrl_r_payload_data_64[3];
  assign _zz_94 = _zz_io_ctrl_r_payload_data_64[5];
  assign _zz_95 = _zz_io_ctrl_r_payload_data_64[6];
  assign _zz_96 = _zz_io_ctrl_r_payload_data_64[7];
  assign _zz_97 = _zz_io_ctrl_r_payload_data_64[9];
  assign _zz_98 = _zz_io_ctrl_r_payload_data_64[10];
  assign _zz_99 = _zz_io_ctrl_r_payload_data_64[11];
  assign _zz_100 = _zz_io_ctrl_r_payload_data_64[12];
  assign _zz_101 = _zz_io_ctrl_r_payload_data_64[13];
  assign _zz_102 = _zz_io_ctrl_r_payload_data_64[14];
  assign _zz_103 = _zz_io_ctrl_r_payload_data_64[15];
  assign _zz_104 = _zz_io_ctrl_r_payload_data_64[17];
  assign _zz_105 = _zz_io_ctrl_r_payload_data_64[18];
  assign _zz_106 = _zz_io_ctrl_r_payload_data_64[19];
  assign _zz_107 = _zz_io_ctrl_r_payload_data_64[20];
  assign _zz_108 = _zz_io_ctrl_r_payload_data_64[21];
  assign _zz_109 = _zz_io_ctrl_r_payload_data_64[22];
  assign _zz_110 = _zz_io_ctrl_r_payload_data_64[23];
  assign _zz_111 = _zz_io_ctrl_r_payload_data_64[24];
  assign _zz_112 = _zz_io_ctrl_r_payload_data_64[25];
  assign _zz_113 = _zz_io_ctrl_r_payload_data_64[26];
  assign _zz_114 = _zz_io_ctrl_r_payload_data_64[27];
  assign _zz_115 = _zz_io_ctrl_r_payload_data_64[28];
  assign _zz_116 = _zz_io_ctrl_r_payload_data_64[29];
  assign _zz_117 = _zz_io_ctrl_r_payload_data_64[30];
  assign _zz_118 = _zz_io_ctrl_r_payload_data_64[31];
  assign _zz_119 = _zz_io_ctrl_r_payload_data_64[33];
  assign _zz_120 = _zz_io_ctrl_r_payload_data_64[34];
  assign _zz_121 = _zz_io_ctrl_r_payload_data_64[35];
  assign _zz_122 = _zz_io_ctrl_r_payload_data_64[36];
  assign _zz_123 = _zz_io_ctrl_r_payload_data_64[37];
  assign _zz_124 = _zz_io_ctrl_r_payload_data_64[38];
  assign _zz_125 = _zz_io_ctrl_r_payload_data_64[39];
  assign _zz_126 = _zz_io_ctrl_r_payload_data_64[40];
  assign _zz_127 = _zz_io_ctrl_r_payload_data_64[41];
  assign _zz_128 = _zz_io_ctrl_r_payload_data_64[42];
  assign _zz_129 = _zz_io_ctrl_r_payload_data_64[43];
  assign _zz_130 = _zz_io_ctrl_r_payload_data_64[44];
  assign _zz_131 = _zz_io_ctrl_r_payload_data_64[45];
  assign _zz_132 = _zz_io_ctrl_r_payload_data_64[46];
  assign _zz_133 = _zz_io_ctrl_r_payload_data_64[47];
  assign _zz_134 = _zz_io_ctrl_r_payload_data_64[48];
  assign _zz_135 = _zz_io_ctrl_r_payload_data_64[49];
  assign _zz_136 = _zz_io_ctrl_r_payload_data_64[50];
  assign _zz_137 = _zz_io_ctrl_r_payload_data_64[51];
  assign _zz_138 = _zz_io_ctrl_r_payload_data_64[52];
  assign _zz_139 = _zz_io_ctrl_r_payload_data_64[53];
  assign _zz_140 = _zz_io_ctrl_r_payload_data_64[54];
  assign _zz_141 = _zz_io_ctrl_r_payload_data_64[55];
  assign _zz_142 = _zz_io_ctrl_r_payload_data_64[56];
  assign _zz_143 = _zz_io_ctrl_r_payload_data_64[57];
  assign _zz_144 = _zz_io_ctrl_r_payload_data_64[58];
  assign _zz_145 = _zz_io_ctrl_r_payload_data_64[59];
  assign _zz_146 = _zz_io_ctrl_r_payload_data_64[60];
  assign _zz_147 = _zz_io_ctrl_r_payload_data_64[61];
  assign _zz_148 = _zz_io_ctrl_r_payload_data_64[62];
  assign _zz_149 = ((((((((((((((((_zz__zz_149 || _zz_118) || _zz_119) || _zz_121) || _zz_123) || _zz_125) || _zz_127) || _zz_129) || _zz_131) || _zz_133) || _zz_135) || _zz_137) || _zz_139) || _zz_141) || _zz_143) || _zz_145) || _zz_147);
  assign _zz_150 = ((((((((((((((((_zz__zz_150 || _zz_118) || _zz_120) || _zz_121) || _zz_124) || _zz_125) || _zz_128) || _zz_129) || _zz_132) || _zz_133) || _zz_136) || _zz_137) || _zz_140) || _zz_141) || _zz_144) || _zz_145) || _zz_148);
  assign _zz_151 = ((((((((((((((((_zz__zz_151 || _zz_118) || _zz_122) || _zz_123) || _zz_124) || _zz_125) || _zz_130) || _zz_131) || _zz_132) || _zz_133) || _zz_138) || _zz_139) || _zz_140) || _zz_141) || _zz_146) || _zz_147) || _zz_148);
  assign _zz_152 = ((((((((((((((((_zz__zz_152 || _zz_118) || _zz_126) || _zz_127) || _zz_128) || _zz_129) || _zz_130) || _zz_131) || _zz_132) || _zz_133) || _zz_142) || _zz_143) || _zz_144) || _zz_145) || _zz_146) || _zz_147) || _zz_148);
  assign _zz_153 = ((((((((((((((((_zz__zz_153 || _zz_118) || _zz_134) || _zz_135) || _zz_136) || _zz_137) || _zz_138) || _zz_139) || _zz_140) || _zz_141) || _zz_142) || _zz_143) || _zz_144) || _zz_145) || _zz_146) || _zz_147) || _zz_148);
  assign _zz_154 = ((((((((((((((((_zz__zz_154 || _zz_133) || _zz_134) || _zz_135) || _zz_136) || _zz_137) || _zz_138) || _zz_139) || _zz_140) || _zz_141) || _zz_142) || _zz_143) || _zz_144) || _zz_145) || _zz_146) || _zz_147) || _zz_148);
  assign _zz_158 = (((_zz_io_ctrl_ar_ready && (! _zz_when_Registers_l233)) && _zz_157) && _zz_156);
  assign when_Registers_l233 = ((_zz_when_Registers_l233 && _zz_when_Registers_l233_1) && (! _zz_io_ctrl_r_valid));
  assign io_ctrl_r_valid = _zz_io_ctrl_r_valid;
  assign io_ctrl_r_payload_data = (_zz_io_ctrl_r_payload_data_129 & (_zz_io_ctrl_r_payload_data_65 ? 32'hffffffff : 32'h0));
  assign io_ctrl_r_payload_resp = 2'b00;
  assign io_ctrl_r_fire = (io_ctrl_r_valid && io_ctrl_r_ready);
  assign regs_stBusy = _zz_regs_stBusy;
  assign regs_stIdle = _zz_regs_stIdle;
  assign _zz_162 = 5'h0;
  assign _zz_163 = 5'h01;
  assign _zz_164 = 5'h01;
  assign _zz_165 = 5'h02;
  assign _zz_166 = 5'h01;
  assign _zz_167 = 5'h02;
  assign _zz_168 = 5'h02;
  assign _zz_169 = 5'h03;
  assign offerNext = (((fsmReset || (fsm_enter[0] && (! fsm_state[23]))) || (fsm_state[0] && (! fsm_leave[0]))) || ((fsm_state[1] && itemOk) && 1'b1));
  assign switch_BusIf_l288 = {regs_busif_axiAr_payload_addr[11 : 2],2'b00};
  assign regs_busif_bus_rdata = regs_busif_reg_rdata;
  assign _zz_f_idle = regs_stIdle;
  always @(posedge clk) begin
    if(inReset) begin
      regs_busif_reg_rderr <= 1'b0;
      regs_busif_reg_rdata <= 32'h0;
      regs_ctrl_ar_rValid <= 1'b0;
      regs_busif_axiRValid <= 1'b0;
      regs_ctrl_aw_rValid <= 1'b0;
      regs_ctrl_w_rValid <= 1'b0;
      regs_busif_axiBValid <= 1'b0;
      regs_enable <= 1'b0;
      regs_resetPulse <= 1'b0;
      regs_resetR <= 1'b0;
      regs_rsize <= 32'h00008000;
      regs_maxTx <= 32'h00000008;
      log_blocks_hi <= 32'h0;
      log_blocks_lo <= 32'h00040000;
      first_lsn_hi <= 32'h00000001;
      first_lsn_lo <= 32'h0;
      first_seq_hi <= 32'h0;
      first_seq_lo <= 32'h00000001;
      sq_base_hi <= 32'h0;
      sq_base_lo <= 32'h0;
      regs_sqSize <= 32'h00000100;
      regs_sqTail <= 32'h0;
      cq_base_hi <= 32'h0;
      cq_base_lo <= 32'h0;
      regs_cqSize <= 32'h00000100;
      regs_cqHead <= 32'h0;
      lr_base_hi <= 32'h0;
      lr_base_lo <= 32'h0;
      regs_lrSlots <= 32'h00000008;
      regs_lrHead <= 32'h0;
      win0_base_hi <= 32'h0;
      win0_base_lo <= 32'h0;
      win1_base_hi <= 32'h0;
      win1_base_lo <= 32'h0;
      win0_limit_hi <= 32'h0;
      win0_limit_lo <= 32'h0;
      win1_limit_hi <= 32'h0;
      win1_limit_lo <= 32'h0;
      regs_ctrLo_0 <= 33'h0;
      regs_ctrLo_1 <= 33'h0;
      regs_ctrLo_2 <= 33'h0;
      regs_ctrLo_3 <= 33'h0;
      regs_ctrLo_4 <= 33'h0;
      regs_ctrLo_5 <= 33'h0;
      regs_ctrLo_6 <= 33'h0;
      regs_ctrLo_7 <= 33'h0;
      regs_ctrLo_8 <= 33'h0;
      regs_ctrLo_9 <= 33'h0;
      regs_ctrLo_10 <= 33'h0;
      regs_ctrLo_11 <= 33'h0;
      regs_ctrLo_12 <= 33'h0;
      regs_ctrHi_0 <= 32'h0;
      regs_ctrHi_1 <= 32'h0;
      regs_ctrHi_2 <= 32'h0;
      regs_ctrHi_3 <= 32'h0;
      regs_ctrHi_4 <= 32'h0;
      regs_ctrHi_5 <= 32'h0;
      regs_ctrHi_6 <= 32'h0;
      regs_ctrHi_7 <= 32'h0;
      regs_ctrHi_8 <= 32'h0;
      regs_ctrHi_9 <= 32'h0;
      regs_ctrHi_10 <= 32'h0;
      regs_ctrHi_11 <= 32'h0;
      regs_ctrHi_12 <= 32'h0;
      regs_ctrInc_0_regNext <= 32'h0;
      regs_ctrInc_0_regNext_regNext <= 32'h0;
      regs_ctrInc_1_regNext <= 32'h0;
      regs_ctrInc_1_regNext_regNext <= 32'h0;
      regs_ctrInc_2_regNext <= 32'h0;
      regs_ctrInc_2_regNext_regNext <= 32'h0;
      regs_ctrInc_3_regNext <= 32'h0;
      regs_ctrInc_3_regNext_regNext <= 32'h0;
      regs_ctrInc_4_regNext <= 32'h0;
      regs_ctrInc_4_regNext_regNext <= 32'h0;
      regs_ctrInc_5_regNext <= 32'h0;
      regs_ctrInc_5_regNext_regNext <= 32'h0;
      regs_ctrInc_6_regNext <= 32'h0;
      regs_ctrInc_6_regNext_regNext <= 32'h0;
      regs_ctrInc_7_regNext <= 32'h0;
      regs_ctrInc_7_regNext_regNext <= 32'h0;
      regs_ctrInc_8_regNext <= 32'h0;
      regs_ctrInc_8_regNext_regNext <= 32'h0;
      regs_ctrInc_9_regNext <= 32'h0;
      regs_ctrInc_9_regNext_regNext <= 32'h0;
      regs_ctrInc_10_regNext <= 32'h0;
      regs_ctrInc_10_regNext_regNext <= 32'h0;
      regs_ctrInc_11_regNext <= 32'h0;
      regs_ctrInc_11_regNext_regNext <= 32'h0;
      regs_ctrInc_12_regNext <= 32'h0;
      regs_ctrInc_12_regNext_regNext <= 32'h0;
      regs_cfgOk <= 1'b0;
      _zz_io_ctrl_aw_ready <= 1'b0;
      _zz_regs_settled <= 1'b0;
      _zz_regs_settled_1 <= 1'b0;
      _zz_3 <= 1'b0;
      _zz_4 <= 1'b0;
      _zz_5 <= 1'b0;
      _zz_6 <= 1'b0;
      _zz_7 <= 1'b0;
      _zz_8 <= 1'b0;
      _zz_9 <= 1'b0;
      _zz_10 <= 1'b0;
      _zz_11 <= 1'b0;
      _zz_12 <= 1'b0;
      _zz_13 <= 1'b0;
      _zz_14 <= 1'b0;
      _zz_15 <= 1'b0;
      _zz_16 <= 1'b0;
      _zz_17 <= 1'b0;
      _zz_18 <= 1'b0;
      _zz_19 <= 1'b0;
      _zz_20 <= 1'b0;
      _zz_21 <= 1'b0;
      _zz_22 <= 1'b0;
      _zz_23 <= 1'b0;
      _zz_24 <= 1'b0;
      _zz_25 <= 1'b0;
      _zz_26 <= 1'b0;
      _zz_27 <= 1'b0;
      _zz_28 <= 1'b0;
      _zz_29 <= 1'b0;
      _zz_30 <= 1'b0;
      _zz_31 <= 1'b0;
      _zz_io_ctrl_b_valid <= 1'b0;
      regs_settle <= 4'b1111;
      regs_settled <= 1'b0;
      reader_io_out_rValid <= 1'b0;
      payloadFifo_io_pop_translated_rValid <= 1'b0;
      reader_io_ar_rValidN <= 1'b1;
      reader_io_ar_s2mPipe_rValid <= 1'b0;
      fetcher_io_ar_rValidN <= 1'b1;
      fetcher_io_ar_s2mPipe_rValid <= 1'b0;
      fetcher_io_ar_s2mPipe_m2sPipe_rValidN <= 1'b1;
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rValid <= 1'b0;
      _zz_io_outputs_0_ready <= 1'b1;
      _zz_io_outputs_1_ready <= 1'b1;
      _zz_rTo_0_valid <= 1'b0;
      _zz_rTo_1_valid <= 1'b0;
      writer_io_aw_rValidN <= 1'b1;
      writer_io_aw_s2mPipe_rValid <= 1'b0;
      writer_io_w_rValidN <= 1'b1;
      writer_io_w_s2mPipe_rValid <= 1'b0;
      fsm_state <= 24'h000001;
      started <= 1'b0;
      sqHead <= 32'h0;
      cqTail <= 32'h0;
      cqPhase <= 1'b1;
      lrTail <= 32'h0;
      descIndex <= 64'h0;
      txItems <= 6'h0;
      lsn <= 64'h0;
      seq <= 64'h0;
      tailLsn <= 64'h0;
      slotIdx <= 32'h0;
      slotBase <= 64'h0;
      cqAddr <= 64'h0;
      run <= 1'b0;
      _zz_34 <= 1'b0;
      cqMoved1 <= 1'b0;
      cqMoved1_regNext <= 1'b0;
      cqMoved1_regNext_1 <= 1'b0;
      cqMoved1_regNext_1_regNext <= 1'b0;
      busError <= 1'b0;
      reader_io_busError_regNext <= 1'b0;
      _zz_35 <= 1'b0;
      tableIdle <= 1'b0;
      tableReady <= 1'b0;
      usedR <= 6'h0;
      planIn_rValidN <= 1'b1;
      planIn_s2mPipe_rValid <= 1'b0;
      planFifo_io_pop_rValidN <= 1'b1;
      planS_rValid <= 1'b0;
      consumed_regNext <= 1'b0;
      _zz_emit_payload_w_addr <= 1'b1;
      _zz_36 <= 1'b0;
      _zz_37 <= 1'b0;
      _zz_emit_payload_w_addr_1 <= 1'b1;
      _zz_38 <= 1'b0;
      _zz_39 <= 1'b0;
      emitHeld <= 1'b0;
      emitFree <= 1'b1;
      _zz_40 <= 1'b0;
      _zz_41 <= 1'b0;
      emitS_rValid <= 1'b0;
      padSeen <= 1'b0;
      wNext_0 <= 3'b000;
      wNext_1 <= 3'b001;
      wNext_2 <= 3'b010;
      wNext_3 <= 3'b011;
      load_cpl <= 1'b1;
      _zz_42 <= 1'b0;
      _zz_43 <= 1'b0;
      _zz_planQ_ready <= 1'b1;
      _zz_44 <= 1'b0;
      _zz_45 <= 1'b0;
      _zz_emit_payload_w_data <= 1'b1;
      _zz_46 <= 1'b0;
      _zz_47 <= 1'b0;
      load_hdrs <= 1'b1;
      _zz_48 <= 1'b0;
      _zz_49 <= 1'b0;
      _zz_when_Engine_l509 <= 1'b1;
      _zz_50 <= 1'b0;
      _zz_51 <= 1'b0;
      _zz_load_cplHi <= 1'b1;
      _zz_52 <= 1'b0;
      _zz_53 <= 1'b0;
      load_op <= 1'b1;
      _zz_54 <= 1'b0;
      _zz_55 <= 1'b0;
      load_commit <= 1'b1;
      _zz_56 <= 1'b0;
      _zz_57 <= 1'b0;
      load_counts <= 1'b1;
      _zz_58 <= 1'b0;
      _zz_59 <= 1'b0;
      _zz_load_hdrsHi <= 1'b1;
      _zz_60 <= 1'b0;
      _zz_61 <= 1'b0;
      readCmd_rValidN <= 1'b1;
      _zz_payload_ready <= 1'b1;
      _zz_62 <= 1'b0;
      _zz_63 <= 1'b0;
      planner_state <= 9'h001;
      _zz_72 <= 1'b0;
      _zz_73 <= 1'b0;
      _zz_io_hold <= 1'b0;
      _zz_readNext <= 1'b1;
      _zz_74 <= 1'b0;
      _zz_75 <= 1'b0;
      regs_resetPulse_regNext <= 1'b1;
      opDoneR <= 1'b0;
      commitTaken <= 1'b0;
      _zz_76 <= 1'b0;
      _zz_77 <= 1'b0;
      chained <= 1'b0;
      _zz_78 <= 1'b0;
      _zz_79 <= 1'b0;
      _zz_regs_ctrInc_12 <= 1'b0;
      _zz_regs_ctrInc_12_1 <= 1'b0;
      _zz_regs_ctrInc_12_2 <= 1'b0;
      hwaitDone <= 1'b0;
      _zz_drainDone <= 1'b0;
      offer <= 1'b0;
      offerLoad <= 1'b1;
      _zz_80 <= 1'b0;
      _zz_81 <= 1'b0;
      _zz_82 <= 1'b0;
      _zz_83 <= 1'b0;
      _zz_84 <= 1'b0;
      _zz_85 <= 1'b0;
      _zz_86 <= 1'b0;
      _zz_io_readyCopy <= 1'b1;
      _zz_87 <= 1'b0;
      _zz_88 <= 1'b0;
      _zz_txFullCheck <= 1'b1;
      _zz_89 <= 1'b0;
      _zz_90 <= 1'b0;
      _zz_91 <= 1'b0;
      _zz_92 <= 1'b0;
      _zz_io_ctrl_ar_ready <= 1'b0;
      _zz_156 <= 1'b0;
      io_ctrl_ar_fire_regNext <= 1'b0;
      io_ctrl_ar_fire_regNext_regNext <= 1'b0;
      _zz_157 <= 1'b0;
      _zz_when_Registers_l233 <= 1'b0;
      _zz_160 <= 1'b0;
      _zz_when_Registers_l233_1 <= 1'b0;
      _zz_io_ctrl_r_valid <= 1'b0;
      idleR <= 1'b1;
      tableBusyR <= 1'b0;
      writerIdleR <= 1'b1;
      fetcherIdleR <= 1'b1;
      sqEmpty <= 1'b0;
      _zz_regs_stBusy <= 1'b0;
      _zz_regs_stIdle <= 1'b0;
      _zz_170 <= 1'b0;
      _zz_171 <= 1'b0;
      fsmReset <= 1'b1;
      regs_resetR_regNext <= 1'b0;
      regs_resetR_regNext_regNext <= 1'b0;
    end else begin
      if(regs_ctrl_ar_ready) begin
        regs_ctrl_ar_rValid <= regs_ctrl_ar_valid;
      end
      if(regs_ctrl_aw_ready) begin
        regs_ctrl_aw_rValid <= regs_ctrl_aw_valid;
      end
      if(regs_ctrl_w_ready) begin
        regs_ctrl_w_rValid <= regs_ctrl_w_valid;
      end
      if(regs_busif_axiR_ready) begin
        regs_busif_axiRValid <= 1'b0;
      end
      if(regs_busif_doRead) begin
        regs_busif_axiRValid <= 1'b1;
      end
      if(regs_busif_axiB_ready) begin
        regs_busif_axiBValid <= 1'b0;
      end
      if(regs_busif_doWrite) begin
        regs_busif_axiBValid <= 1'b1;
      end
      if(write_hit_0x0008) begin
        regs_enable <= _zz_regs_enable_2[0];
      end
      if(when_RegBase_l327) begin
        regs_resetPulse <= ((regs_resetPulse && regs_busif_wmaskn[1]) || ((! regs_resetPulse) && regs_busif_wmask[1]));
      end else begin
        regs_resetPulse <= 1'b0;
      end
      regs_resetR <= regs_resetPulse;
      if(write_hit_0x0010) begin
        regs_rsize <= ((regs_rsize & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0018) begin
        regs_maxTx <= ((regs_maxTx & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0024) begin
        log_blocks_hi <= ((log_blocks_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0020) begin
        log_blocks_lo <= ((log_blocks_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x002c) begin
        first_lsn_hi <= ((first_lsn_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0028) begin
        first_lsn_lo <= ((first_lsn_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0034) begin
        first_seq_hi <= ((first_seq_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0030) begin
        first_seq_lo <= ((first_seq_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0044) begin
        sq_base_hi <= ((sq_base_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0040) begin
        sq_base_lo <= ((sq_base_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0048) begin
        regs_sqSize <= ((regs_sqSize & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x004c) begin
        regs_sqTail <= ((regs_sqTail & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0064) begin
        cq_base_hi <= ((cq_base_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0060) begin
        cq_base_lo <= ((cq_base_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0068) begin
        regs_cqSize <= ((regs_cqSize & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x006c) begin
        regs_cqHead <= ((regs_cqHead & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0084) begin
        lr_base_hi <= ((lr_base_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0080) begin
        lr_base_lo <= ((lr_base_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x0088) begin
        regs_lrSlots <= ((regs_lrSlots & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x008c) begin
        regs_lrHead <= ((regs_lrHead & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00a4) begin
        win0_base_hi <= ((win0_base_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00a0) begin
        win0_base_lo <= ((win0_base_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00b4) begin
        win1_base_hi <= ((win1_base_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00b0) begin
        win1_base_lo <= ((win1_base_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00ac) begin
        win0_limit_hi <= ((win0_limit_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00a8) begin
        win0_limit_lo <= ((win0_limit_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00bc) begin
        win1_limit_hi <= ((win1_limit_hi & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      if(write_hit_0x00b8) begin
        win1_limit_lo <= ((win1_limit_lo & regs_busif_wmaskn[31 : 0]) | (regs_busif_axiW_payload_data[31 : 0] & regs_busif_wmask[31 : 0]));
      end
      regs_ctrInc_0_regNext <= regs_ctrInc_0;
      regs_ctrInc_0_regNext_regNext <= regs_ctrInc_0_regNext;
      regs_ctrLo_0 <= (_zz_regs_ctrLo_0 + _zz_regs_ctrLo_0_2);
      regs_ctrHi_0 <= (regs_ctrHi_0 + _zz_regs_ctrHi_0);
      regs_ctrInc_1_regNext <= regs_ctrInc_1;
      regs_ctrInc_1_regNext_regNext <= regs_ctrInc_1_regNext;
      regs_ctrLo_1 <= (_zz_regs_ctrLo_1 + _zz_regs_ctrLo_1_2);
      regs_ctrHi_1 <= (regs_ctrHi_1 + _zz_regs_ctrHi_1);
      regs_ctrInc_2_regNext <= regs_ctrInc_2;
      regs_ctrInc_2_regNext_regNext <= regs_ctrInc_2_regNext;
      regs_ctrLo_2 <= (_zz_regs_ctrLo_2 + _zz_regs_ctrLo_2_2);
      regs_ctrHi_2 <= (regs_ctrHi_2 + _zz_regs_ctrHi_2);
      regs_ctrInc_3_regNext <= regs_ctrInc_3;
      regs_ctrInc_3_regNext_regNext <= regs_ctrInc_3_regNext;
      regs_ctrLo_3 <= (_zz_regs_ctrLo_3 + _zz_regs_ctrLo_3_2);
      regs_ctrHi_3 <= (regs_ctrHi_3 + _zz_regs_ctrHi_3);
      regs_ctrInc_4_regNext <= regs_ctrInc_4;
      regs_ctrInc_4_regNext_regNext <= regs_ctrInc_4_regNext;
      regs_ctrLo_4 <= (_zz_regs_ctrLo_4 + _zz_regs_ctrLo_4_2);
      regs_ctrHi_4 <= (regs_ctrHi_4 + _zz_regs_ctrHi_4);
      regs_ctrInc_5_regNext <= regs_ctrInc_5;
      regs_ctrInc_5_regNext_regNext <= regs_ctrInc_5_regNext;
      regs_ctrLo_5 <= (_zz_regs_ctrLo_5 + _zz_regs_ctrLo_5_2);
      regs_ctrHi_5 <= (regs_ctrHi_5 + _zz_regs_ctrHi_5);
      regs_ctrInc_6_regNext <= regs_ctrInc_6;
      regs_ctrInc_6_regNext_regNext <= regs_ctrInc_6_regNext;
      regs_ctrLo_6 <= (_zz_regs_ctrLo_6 + _zz_regs_ctrLo_6_2);
      regs_ctrHi_6 <= (regs_ctrHi_6 + _zz_regs_ctrHi_6);
      regs_ctrInc_7_regNext <= regs_ctrInc_7;
      regs_ctrInc_7_regNext_regNext <= regs_ctrInc_7_regNext;
      regs_ctrLo_7 <= (_zz_regs_ctrLo_7 + _zz_regs_ctrLo_7_2);
      regs_ctrHi_7 <= (regs_ctrHi_7 + _zz_regs_ctrHi_7);
      regs_ctrInc_8_regNext <= regs_ctrInc_8;
      regs_ctrInc_8_regNext_regNext <= regs_ctrInc_8_regNext;
      regs_ctrLo_8 <= (_zz_regs_ctrLo_8 + _zz_regs_ctrLo_8_2);
      regs_ctrHi_8 <= (regs_ctrHi_8 + _zz_regs_ctrHi_8);
      regs_ctrInc_9_regNext <= regs_ctrInc_9;
      regs_ctrInc_9_regNext_regNext <= regs_ctrInc_9_regNext;
      regs_ctrLo_9 <= (_zz_regs_ctrLo_9 + _zz_regs_ctrLo_9_2);
      regs_ctrHi_9 <= (regs_ctrHi_9 + _zz_regs_ctrHi_9);
      regs_ctrInc_10_regNext <= regs_ctrInc_10;
      regs_ctrInc_10_regNext_regNext <= regs_ctrInc_10_regNext;
      regs_ctrLo_10 <= (_zz_regs_ctrLo_10 + _zz_regs_ctrLo_10_2);
      regs_ctrHi_10 <= (regs_ctrHi_10 + _zz_regs_ctrHi_10);
      regs_ctrInc_11_regNext <= regs_ctrInc_11;
      regs_ctrInc_11_regNext_regNext <= regs_ctrInc_11_regNext;
      regs_ctrLo_11 <= (_zz_regs_ctrLo_11 + _zz_regs_ctrLo_11_2);
      regs_ctrHi_11 <= (regs_ctrHi_11 + _zz_regs_ctrHi_11);
      regs_ctrInc_12_regNext <= regs_ctrInc_12;
      regs_ctrInc_12_regNext_regNext <= regs_ctrInc_12_regNext;
      regs_ctrLo_12 <= (_zz_regs_ctrLo_12 + _zz_regs_ctrLo_12_2);
      regs_ctrHi_12 <= (regs_ctrHi_12 + _zz_regs_ctrHi_12);
      regs_cfgOk <= (_zz_regs_cfgOk_3 && regs_ringsOk);
      if(_zz_io_ctrl_aw_ready_1) begin
        _zz_io_ctrl_aw_ready <= 1'b1;
      end
      _zz_regs_settled <= _zz_io_ctrl_aw_ready_1;
      _zz_regs_settled_1 <= _zz_regs_settled;
      _zz_3 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[2]);
      if(_zz_3) begin
        regs_enable <= _zz_regs_enable_3[0];
      end
      if(_zz_3) begin
        regs_resetPulse <= _zz_regs_resetPulse[0];
      end
      _zz_4 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[4]);
      if(_zz_4) begin
        regs_rsize <= ((regs_rsize & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_5 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[6]);
      if(_zz_5) begin
        regs_maxTx <= ((regs_maxTx & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_6 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[9]);
      if(_zz_6) begin
        log_blocks_hi <= ((log_blocks_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_7 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[8]);
      if(_zz_7) begin
        log_blocks_lo <= ((log_blocks_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_8 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[11]);
      if(_zz_8) begin
        first_lsn_hi <= ((first_lsn_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_9 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[10]);
      if(_zz_9) begin
        first_lsn_lo <= ((first_lsn_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_10 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[13]);
      if(_zz_10) begin
        first_seq_hi <= ((first_seq_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_11 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[12]);
      if(_zz_11) begin
        first_seq_lo <= ((first_seq_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_12 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[17]);
      if(_zz_12) begin
        sq_base_hi <= ((sq_base_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_13 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[16]);
      if(_zz_13) begin
        sq_base_lo <= ((sq_base_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_14 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[18]);
      if(_zz_14) begin
        regs_sqSize <= ((regs_sqSize & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_15 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[19]);
      if(_zz_15) begin
        regs_sqTail <= ((regs_sqTail & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_16 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[25]);
      if(_zz_16) begin
        cq_base_hi <= ((cq_base_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_17 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[24]);
      if(_zz_17) begin
        cq_base_lo <= ((cq_base_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_18 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[26]);
      if(_zz_18) begin
        regs_cqSize <= ((regs_cqSize & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_19 <= ((_zz_regs_settled && _zz_1[0]) && _zz_2[27]);
      if(_zz_19) begin
        regs_cqHead <= ((regs_cqHead & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_20 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[1]);
      if(_zz_20) begin
        lr_base_hi <= ((lr_base_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_21 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[0]);
      if(_zz_21) begin
        lr_base_lo <= ((lr_base_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_22 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[2]);
      if(_zz_22) begin
        regs_lrSlots <= ((regs_lrSlots & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_23 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[3]);
      if(_zz_23) begin
        regs_lrHead <= ((regs_lrHead & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_24 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[9]);
      if(_zz_24) begin
        win0_base_hi <= ((win0_base_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_25 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[8]);
      if(_zz_25) begin
        win0_base_lo <= ((win0_base_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_26 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[13]);
      if(_zz_26) begin
        win1_base_hi <= ((win1_base_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_27 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[12]);
      if(_zz_27) begin
        win1_base_lo <= ((win1_base_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_28 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[11]);
      if(_zz_28) begin
        win0_limit_hi <= ((win0_limit_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_29 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[10]);
      if(_zz_29) begin
        win0_limit_lo <= ((win0_limit_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_30 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[15]);
      if(_zz_30) begin
        win1_limit_hi <= ((win1_limit_hi & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      _zz_31 <= ((_zz_regs_settled && _zz_1[1]) && _zz_2[14]);
      if(_zz_31) begin
        win1_limit_lo <= ((win1_limit_lo & (~ _zz_regs_enable_1[31 : 0])) | (_zz_regs_enable[31 : 0] & _zz_regs_enable_1[31 : 0]));
      end
      if(_zz_regs_settled_1) begin
        _zz_io_ctrl_b_valid <= 1'b1;
      end
      if(io_ctrl_b_fire) begin
        _zz_io_ctrl_b_valid <= 1'b0;
        _zz_io_ctrl_aw_ready <= 1'b0;
      end
      if(_zz_regs_settled_1) begin
        regs_settle <= 4'b1111;
      end else begin
        if(when_Registers_l134) begin
          regs_settle <= (regs_settle - 4'b0001);
        end
      end
      regs_settled <= ((! _zz_regs_settled_1) && (regs_settle <= 4'b0001));
      if(when_Registers_l136) begin
        regs_enable <= 1'b0;
      end
      if(reader_io_out_ready) begin
        reader_io_out_rValid <= reader_io_out_valid;
      end
      if(payloadFifo_io_pop_translated_ready) begin
        payloadFifo_io_pop_translated_rValid <= payloadFifo_io_pop_translated_valid;
      end
      if(reader_io_ar_valid) begin
        reader_io_ar_rValidN <= 1'b0;
      end
      if(reader_io_ar_s2mPipe_ready) begin
        reader_io_ar_rValidN <= 1'b1;
      end
      if(reader_io_ar_s2mPipe_ready) begin
        reader_io_ar_s2mPipe_rValid <= reader_io_ar_s2mPipe_valid;
      end
      if(fetcher_io_ar_valid) begin
        fetcher_io_ar_rValidN <= 1'b0;
      end
      if(fetcher_io_ar_s2mPipe_ready) begin
        fetcher_io_ar_rValidN <= 1'b1;
      end
      if(fetcher_io_ar_s2mPipe_ready) begin
        fetcher_io_ar_s2mPipe_rValid <= fetcher_io_ar_s2mPipe_valid;
      end
      if(fetcher_io_ar_s2mPipe_m2sPipe_valid) begin
        fetcher_io_ar_s2mPipe_m2sPipe_rValidN <= 1'b0;
      end
      if(fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_ready) begin
        fetcher_io_ar_s2mPipe_m2sPipe_rValidN <= 1'b1;
      end
      if(fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_ready) begin
        fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rValid <= fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_valid;
      end
      if(streamDemux_1_io_outputs_0_valid) begin
        _zz_io_outputs_0_ready <= 1'b0;
      end
      if(_zz_32) begin
        _zz_io_outputs_0_ready <= 1'b1;
      end
      if(streamDemux_1_io_outputs_1_valid) begin
        _zz_io_outputs_1_ready <= 1'b0;
      end
      if(_zz_33) begin
        _zz_io_outputs_1_ready <= 1'b1;
      end
      if(_zz_32) begin
        _zz_rTo_0_valid <= (streamDemux_1_io_outputs_0_valid || (! _zz_io_outputs_0_ready));
      end
      if(_zz_33) begin
        _zz_rTo_1_valid <= (streamDemux_1_io_outputs_1_valid || (! _zz_io_outputs_1_ready));
      end
      if(writer_io_aw_valid) begin
        writer_io_aw_rValidN <= 1'b0;
      end
      if(writer_io_aw_s2mPipe_ready) begin
        writer_io_aw_rValidN <= 1'b1;
      end
      if(writer_io_aw_s2mPipe_ready) begin
        writer_io_aw_s2mPipe_rValid <= writer_io_aw_s2mPipe_valid;
      end
      if(writer_io_w_valid) begin
        writer_io_w_rValidN <= 1'b0;
      end
      if(writer_io_w_s2mPipe_ready) begin
        writer_io_w_rValidN <= 1'b1;
      end
      if(writer_io_w_s2mPipe_ready) begin
        writer_io_w_s2mPipe_rValid <= writer_io_w_s2mPipe_valid;
      end
      run <= (regs_enable && started);
      _zz_34 <= (((regs_enable && regs_settled) && regs_cfgOk) && (! started));
      if(_zz_34) begin
        started <= 1'b1;
        lsn <= regs_firstLsn;
        seq <= regs_firstSeq;
        tailLsn <= regs_firstLsn;
        slotIdx <= 32'h0;
        slotBase <= regs_lrBase;
        cqAddr <= regs_cqBase;
      end
      cqMoved1 <= cqMoved;
      cqMoved1_regNext <= cqMoved1;
      cqMoved1_regNext_1 <= cqMoved1;
      cqMoved1_regNext_1_regNext <= cqMoved1_regNext_1;
      reader_io_busError_regNext <= reader_io_busError;
      if(reader_io_busError_regNext) begin
        busError <= 1'b1;
      end
      _zz_35 <= (fsm_state[21] || regs_resetR);
      if(_zz_35) begin
        busError <= 1'b0;
      end
      tableIdle <= (! keyTable_1_io_busy);
      tableReady <= keyTable_1_io_ready;
      usedR <= keyTable_1_io_used;
      if(planIn_valid) begin
        planIn_rValidN <= 1'b0;
      end
      if(planIn_s2mPipe_ready) begin
        planIn_rValidN <= 1'b1;
      end
      if(planIn_s2mPipe_ready) begin
        planIn_s2mPipe_rValid <= planIn_s2mPipe_valid;
      end
      if(planFifo_io_pop_valid) begin
        planFifo_io_pop_rValidN <= 1'b0;
      end
      if(planS_ready) begin
        planFifo_io_pop_rValidN <= 1'b1;
      end
      if(planS_ready) begin
        planS_rValid <= planS_valid;
      end
      consumed_regNext <= consumed;
      if(consumed_regNext) begin
        sqHead <= (sqHead + 32'h00000001);
        descIndex <= (descIndex + 64'h0000000000000001);
      end
      _zz_emit_payload_w_addr <= (fsm_enter[23] || (fsm_state[23] && (! fsm_leave[23])));
      _zz_36 <= 1'b1;
      _zz_37 <= _zz_36;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_emit_payload_w_addr == fsm_state[23]) || (! _zz_37))); // Fsm.scala:L78
        `else
          if(!((_zz_emit_payload_w_addr == fsm_state[23]) || (! _zz_37))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_emit_payload_w_addr_1 <= (fsm_enter[18] || (fsm_state[18] && (! fsm_leave[18])));
      _zz_38 <= 1'b1;
      _zz_39 <= _zz_38;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_emit_payload_w_addr_1 == fsm_state[18]) || (! _zz_39))); // Fsm.scala:L78
        `else
          if(!((_zz_emit_payload_w_addr_1 == fsm_state[18]) || (! _zz_39))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      emitHeld <= heldNext;
      emitFree <= (! heldNext);
      _zz_40 <= 1'b1;
      _zz_41 <= _zz_40;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((emitFree == (! emitHeld)) || (! _zz_41))); // Fsm.scala:L78
        `else
          if(!((emitFree == (! emitHeld)) || (! _zz_41))) begin
            $display("FAILURE the output slice's ready copy differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      if(emitS_ready) begin
        emitS_rValid <= emitS_valid;
      end
      padSeen <= fsm_state[15];
      if(emitFree) begin
        wNext_0 <= (wNext_0 + 3'b001);
        wNext_1 <= (wNext_1 + 3'b001);
        wNext_2 <= (wNext_2 + 3'b001);
        wNext_3 <= (wNext_3 + 3'b001);
      end
      load_cpl <= (fsm_enter[22] || (fsm_state[22] && (! fsm_leave[22])));
      _zz_42 <= 1'b1;
      _zz_43 <= _zz_42;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((load_cpl == fsm_state[22]) || (! _zz_43))); // Fsm.scala:L78
        `else
          if(!((load_cpl == fsm_state[22]) || (! _zz_43))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_planQ_ready <= (fsm_enter[10] || (fsm_state[10] && (! fsm_leave[10])));
      _zz_44 <= 1'b1;
      _zz_45 <= _zz_44;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_planQ_ready == fsm_state[10]) || (! _zz_45))); // Fsm.scala:L78
        `else
          if(!((_zz_planQ_ready == fsm_state[10]) || (! _zz_45))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_emit_payload_w_data <= (fsm_enter[13] || (fsm_state[13] && (! fsm_leave[13])));
      _zz_46 <= 1'b1;
      _zz_47 <= _zz_46;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_emit_payload_w_data == fsm_state[13]) || (! _zz_47))); // Fsm.scala:L78
        `else
          if(!((_zz_emit_payload_w_data == fsm_state[13]) || (! _zz_47))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      load_hdrs <= (fsm_enter[15] || (fsm_state[15] && (! fsm_leave[15])));
      _zz_48 <= 1'b1;
      _zz_49 <= _zz_48;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((load_hdrs == fsm_state[15]) || (! _zz_49))); // Fsm.scala:L78
        `else
          if(!((load_hdrs == fsm_state[15]) || (! _zz_49))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_when_Engine_l509 <= (fsm_enter[17] || (fsm_state[17] && (! fsm_leave[17])));
      _zz_50 <= 1'b1;
      _zz_51 <= _zz_50;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_when_Engine_l509 == fsm_state[17]) || (! _zz_51))); // Fsm.scala:L78
        `else
          if(!((_zz_when_Engine_l509 == fsm_state[17]) || (! _zz_51))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      if(when_Engine_l509) begin
        wNext_0 <= 3'b001;
        wNext_1 <= 3'b001;
        wNext_2 <= 3'b001;
        wNext_3 <= 3'b001;
      end
      _zz_load_cplHi <= (! (fsm_enter[22] || (fsm_state[22] && (! fsm_leave[22]))));
      _zz_52 <= 1'b1;
      _zz_53 <= _zz_52;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_load_cplHi == (! fsm_state[22])) || (! _zz_53))); // Fsm.scala:L78
        `else
          if(!((_zz_load_cplHi == (! fsm_state[22])) || (! _zz_53))) begin
            $display("FAILURE a kept copy of CPL_WAIT's load, inverted differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      load_op <= (((fsm_enter[10] || (fsm_state[10] && (! fsm_leave[10]))) && (! planCloseNext)) || (fsm_enter[13] || (fsm_state[13] && (! fsm_leave[13]))));
      _zz_54 <= 1'b1;
      _zz_55 <= _zz_54;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((load_op == ((fsm_state[10] && (! planQ_payload_close)) || fsm_state[13])) || (! _zz_55))); // Fsm.scala:L78
        `else
          if(!((load_op == ((fsm_state[10] && (! planQ_payload_close)) || fsm_state[13])) || (! _zz_55))) begin
            $display("FAILURE a kept copy of the op header's load differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      load_commit <= ((fsm_enter[10] || (fsm_state[10] && (! fsm_leave[10]))) && planCloseNext);
      _zz_56 <= 1'b1;
      _zz_57 <= _zz_56;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((load_commit == (fsm_state[10] && planQ_payload_close)) || (! _zz_57))); // Fsm.scala:L78
        `else
          if(!((load_commit == (fsm_state[10] && planQ_payload_close)) || (! _zz_57))) begin
            $display("FAILURE a kept copy of the commit op's load differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      load_counts <= (((fsm_enter[10] || (fsm_state[10] && (! fsm_leave[10]))) && planCloseNext) || (fsm_enter[14] || (fsm_state[14] && (! fsm_leave[14]))));
      _zz_58 <= 1'b1;
      _zz_59 <= _zz_58;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((load_counts == ((fsm_state[10] && planQ_payload_close) || fsm_state[14])) || (! _zz_59))); // Fsm.scala:L78
        `else
          if(!((load_counts == ((fsm_state[10] && planQ_payload_close) || fsm_state[14])) || (! _zz_59))) begin
            $display("FAILURE a kept copy of the commit counts' load differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_load_hdrsHi <= (! (fsm_enter[15] || (fsm_state[15] && (! fsm_leave[15]))));
      _zz_60 <= 1'b1;
      _zz_61 <= _zz_60;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_load_hdrsHi == (! fsm_state[15])) || (! _zz_61))); // Fsm.scala:L78
        `else
          if(!((_zz_load_hdrsHi == (! fsm_state[15])) || (! _zz_61))) begin
            $display("FAILURE a kept copy of P_PAD's load, inverted differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      if(readCmd_valid) begin
        readCmd_rValidN <= 1'b0;
      end
      if(readCmd_s2mPipe_ready) begin
        readCmd_rValidN <= 1'b1;
      end
      _zz_payload_ready <= ((fsm_enter[13] || (fsm_state[13] && (! fsm_leave[13]))) && (! heldNext));
      _zz_62 <= 1'b1;
      _zz_63 <= _zz_62;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_payload_ready == (fsm_state[13] && (! emitHeld))) || (! _zz_63))); // Fsm.scala:L78
        `else
          if(!((_zz_payload_ready == (fsm_state[13] && (! emitHeld))) || (! _zz_63))) begin
            $display("FAILURE a kept copy of the payload's take differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      planner_state[0] <= (planner_enter[0] || (planner_state[0] && (! planner_leave[0])));
      planner_state[1] <= (planner_enter[1] || (planner_state[1] && (! planner_leave[1])));
      planner_state[2] <= (planner_enter[2] || (planner_state[2] && (! planner_leave[2])));
      planner_state[3] <= (planner_enter[3] || (planner_state[3] && (! planner_leave[3])));
      planner_state[4] <= (planner_enter[4] || (planner_state[4] && (! planner_leave[4])));
      planner_state[5] <= (planner_enter[5] || (planner_state[5] && (! planner_leave[5])));
      planner_state[6] <= (planner_enter[6] || (planner_state[6] && (! planner_leave[6])));
      planner_state[7] <= (planner_enter[7] || (planner_state[7] && (! planner_leave[7])));
      planner_state[8] <= (planner_enter[8] || (planner_state[8] && (! planner_leave[8])));
      _zz_72 <= 1'b1;
      _zz_73 <= _zz_72;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_172 == 4'b0001) || (! _zz_73))); // Fsm.scala:L78
        `else
          if(!((_zz_172 == 4'b0001) || (! _zz_73))) begin
            $display("FAILURE planner: not one-hot"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_io_hold <= ((! planner_state[0]) && (payloadFifo_io_occupancy < 7'h10));
      _zz_readNext <= (planner_enter[6] || (planner_state[6] && (! planner_leave[6])));
      _zz_74 <= 1'b1;
      _zz_75 <= _zz_74;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_readNext == planner_state[6]) || (! _zz_75))); // Fsm.scala:L78
        `else
          if(!((_zz_readNext == planner_state[6]) || (! _zz_75))) begin
            $display("FAILURE a kept copy of planner state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      regs_resetPulse_regNext <= regs_resetPulse;
      if(regs_resetPulse_regNext) begin
        planner_state <= 9'h001;
      end
      opDoneR <= opDoneNow;
      commitTaken <= (((fsm_state[10] && planQ_valid) && planQ_payload_close) && planQ_payload_commit);
      _zz_76 <= 1'b1;
      _zz_77 <= _zz_76;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! (opDoneR && commitTaken)) || (! _zz_77))); // Fsm.scala:L78
        `else
          if(!((! (opDoneR && commitTaken)) || (! _zz_77))) begin
            $display("FAILURE an op and the commit op counted in one cycle"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      chained <= chainNow;
      _zz_78 <= 1'b1;
      _zz_79 <= _zz_78;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! chained) || planQ_valid) || (! _zz_79))); // Fsm.scala:L78
        `else
          if(!(((! chained) || planQ_valid) || (! _zz_79))) begin
            $display("FAILURE the chained plan left the queue's head"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_regs_ctrInc_12 <= (emit_valid && (! emit_ready));
      _zz_regs_ctrInc_12_1 <= (fsm_state[13] && (! payload_valid));
      _zz_regs_ctrInc_12_2 <= (fsm_state[19] && (! writer_io_idle));
      hwaitDone <= ((fsm_state[17] && outEmpty) && (! crc_io_busy));
      _zz_drainDone <= (((fsm_state[19] && (! drainDone)) && outEmpty) && writer_io_idle);
      offer <= offerNext;
      offerLoad <= offerNext;
      _zz_80 <= 1'b1;
      _zz_81 <= _zz_80;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((offerLoad == offer) || (! _zz_81))); // Fsm.scala:L78
        `else
          if(!((offerLoad == offer) || (! _zz_81))) begin
            $display("FAILURE a kept copy of the descriptor offer differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_82 <= 1'b1;
      _zz_83 <= _zz_82;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((! offer) || offers) || (! _zz_83))); // Fsm.scala:L78
        `else
          if(!(((! offer) || offers) || (! _zz_83))) begin
            $display("FAILURE offer outside IDLE and an ITEM's DECODE"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_84 <= fsm_state[23];
      _zz_85 <= 1'b1;
      _zz_86 <= _zz_85;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((offer || (! offers)) || _zz_84) || (! _zz_86))); // Fsm.scala:L78
        `else
          if(!(((offer || (! offers)) || _zz_84) || (! _zz_86))) begin
            $display("FAILURE no offer in IDLE or an ITEM's DECODE"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_io_readyCopy <= (((regs_enable && started) && keyTable_1_io_ready) && offerNext);
      _zz_87 <= 1'b1;
      _zz_88 <= _zz_87;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_io_readyCopy == fetcher_io_desc_ready) || (! _zz_88))); // Fsm.scala:L78
        `else
          if(!((_zz_io_readyCopy == fetcher_io_desc_ready) || (! _zz_88))) begin
            $display("FAILURE a kept copy of the descriptor READY differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      _zz_txFullCheck <= (fsm_enter[2] || (fsm_state[2] && (! fsm_leave[2])));
      _zz_89 <= 1'b1;
      _zz_90 <= _zz_89;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_txFullCheck == fsm_state[2]) || (! _zz_90))); // Fsm.scala:L78
        `else
          if(!((_zz_txFullCheck == fsm_state[2]) || (! _zz_90))) begin
            $display("FAILURE a kept copy of engine state  differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      if(when_Fsm_l25_11) begin
        if(!codeBad) begin
          if(dc_f_isItem) begin
            txItems <= (txItems + 6'h01);
          end
        end
      end
      if(when_Fsm_l25_12) begin
        if(when_Engine_l760) begin
          txItems <= 6'h0;
        end
      end
      if(when_Fsm_l25_13) begin
        if(tableIdle) begin
          txItems <= 6'h0;
        end
      end
      _zz_91 <= ((fsm_state[4] && tableIdle) && dc_f_keyNonZero);
      if(_zz_91) begin
        tailLsn <= dc_d_key;
      end
      if(when_Fsm_l25_31) begin
        seq <= (seq + 64'h0000000000000001);
      end
      _zz_92 <= (advancing && (pos[5 : 3] == 3'b000));
      if(cqMoved1) begin
        cqTail <= (cqTail + 32'h00000001);
        cqAddr <= cqAddrNext;
        if(cqAtEnd) begin
          cqPhase <= (! cqPhase);
        end
      end
      if(drainDone) begin
        lsn <= lsnNext;
        lrTail <= (lrTail + 32'h00000001);
        slotIdx <= slotIdxAfter;
        slotBase <= slotBaseAfter;
      end
      if(io_ctrl_ar_fire) begin
        _zz_io_ctrl_ar_ready <= 1'b1;
      end
      if(io_ctrl_ar_fire) begin
        _zz_156 <= 1'b0;
      end else begin
        if(io_ctrl_ar_fire_regNext_regNext) begin
          _zz_156 <= 1'b1;
        end
      end
      io_ctrl_ar_fire_regNext <= io_ctrl_ar_fire;
      io_ctrl_ar_fire_regNext_regNext <= io_ctrl_ar_fire_regNext;
      _zz_157 <= regs_settled;
      _zz_160 <= _zz_158;
      _zz_when_Registers_l233_1 <= _zz_when_Registers_l233;
      if(_zz_158) begin
        _zz_when_Registers_l233 <= 1'b1;
      end
      if(when_Registers_l233) begin
        if(_zz_161) begin
          _zz_io_ctrl_r_valid <= 1'b1;
        end
      end
      if(io_ctrl_r_fire) begin
        _zz_io_ctrl_ar_ready <= 1'b0;
        _zz_when_Registers_l233 <= 1'b0;
        _zz_io_ctrl_r_valid <= 1'b0;
      end
      idleR <= fsm_state[0];
      tableBusyR <= keyTable_1_io_busy;
      writerIdleR <= writer_io_idle;
      fetcherIdleR <= fetcher_io_idle;
      sqEmpty <= (sqHead == regs_sqTail);
      _zz_regs_stBusy <= (((! idleR) || tableBusyR) || (! writerIdleR));
      _zz_regs_stIdle <= ((((idleR && (! tableBusyR)) && writerIdleR) && fetcherIdleR) && sqEmpty);
      fsm_state[0] <= (fsm_enter[0] || (fsm_state[0] && (! fsm_leave[0])));
      fsm_state[1] <= (fsm_enter[1] || (fsm_state[1] && (! fsm_leave[1])));
      fsm_state[2] <= (fsm_enter[2] || (fsm_state[2] && (! fsm_leave[2])));
      fsm_state[3] <= (fsm_enter[3] || (fsm_state[3] && (! fsm_leave[3])));
      fsm_state[4] <= (fsm_enter[4] || (fsm_state[4] && (! fsm_leave[4])));
      fsm_state[5] <= (fsm_enter[5] || (fsm_state[5] && (! fsm_leave[5])));
      fsm_state[6] <= (fsm_enter[6] || (fsm_state[6] && (! fsm_leave[6])));
      fsm_state[7] <= (fsm_enter[7] || (fsm_state[7] && (! fsm_leave[7])));
      fsm_state[8] <= (fsm_enter[8] || (fsm_state[8] && (! fsm_leave[8])));
      fsm_state[9] <= (fsm_enter[9] || (fsm_state[9] && (! fsm_leave[9])));
      fsm_state[10] <= (fsm_enter[10] || (fsm_state[10] && (! fsm_leave[10])));
      fsm_state[11] <= (fsm_enter[11] || (fsm_state[11] && (! fsm_leave[11])));
      fsm_state[12] <= (fsm_enter[12] || (fsm_state[12] && (! fsm_leave[12])));
      fsm_state[13] <= (fsm_enter[13] || (fsm_state[13] && (! fsm_leave[13])));
      fsm_state[14] <= (fsm_enter[14] || (fsm_state[14] && (! fsm_leave[14])));
      fsm_state[15] <= (fsm_enter[15] || (fsm_state[15] && (! fsm_leave[15])));
      fsm_state[16] <= (fsm_enter[16] || (fsm_state[16] && (! fsm_leave[16])));
      fsm_state[17] <= (fsm_enter[17] || (fsm_state[17] && (! fsm_leave[17])));
      fsm_state[18] <= (fsm_enter[18] || (fsm_state[18] && (! fsm_leave[18])));
      fsm_state[19] <= (fsm_enter[19] || (fsm_state[19] && (! fsm_leave[19])));
      fsm_state[20] <= (fsm_enter[20] || (fsm_state[20] && (! fsm_leave[20])));
      fsm_state[21] <= (fsm_enter[21] || (fsm_state[21] && (! fsm_leave[21])));
      fsm_state[22] <= (fsm_enter[22] || (fsm_state[22] && (! fsm_leave[22])));
      fsm_state[23] <= (fsm_enter[23] || (fsm_state[23] && (! fsm_leave[23])));
      _zz_170 <= 1'b1;
      _zz_171 <= _zz_170;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((_zz_180 == 5'h01) || (! _zz_171))); // Fsm.scala:L78
        `else
          if(!((_zz_180 == 5'h01) || (! _zz_171))) begin
            $display("FAILURE engine: not one-hot"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      fsmReset <= regs_resetPulse;
      if(fsmReset) begin
        fsm_state <= 24'h000001;
      end
      if(regs_resetR) begin
        started <= 1'b0;
        sqHead <= 32'h0;
        cqTail <= 32'h0;
        cqPhase <= 1'b1;
        lrTail <= 32'h0;
        descIndex <= 64'h0;
        txItems <= 6'h0;
        regs_sqTail <= 32'h0;
        regs_cqHead <= 32'h0;
        regs_lrHead <= 32'h0;
      end
      regs_resetR_regNext <= regs_resetR;
      regs_resetR_regNext_regNext <= regs_resetR_regNext;
      if(regs_resetR_regNext_regNext) begin
        regs_ctrLo_0 <= 33'h0;
        regs_ctrLo_1 <= 33'h0;
        regs_ctrLo_2 <= 33'h0;
        regs_ctrLo_3 <= 33'h0;
        regs_ctrLo_4 <= 33'h0;
        regs_ctrLo_5 <= 33'h0;
        regs_ctrLo_6 <= 33'h0;
        regs_ctrLo_7 <= 33'h0;
        regs_ctrLo_8 <= 33'h0;
        regs_ctrLo_9 <= 33'h0;
        regs_ctrLo_10 <= 33'h0;
        regs_ctrLo_11 <= 33'h0;
        regs_ctrLo_12 <= 33'h0;
        regs_ctrHi_0 <= 32'h0;
        regs_ctrHi_1 <= 32'h0;
        regs_ctrHi_2 <= 32'h0;
        regs_ctrHi_3 <= 32'h0;
        regs_ctrHi_4 <= 32'h0;
        regs_ctrHi_5 <= 32'h0;
        regs_ctrHi_6 <= 32'h0;
        regs_ctrHi_7 <= 32'h0;
        regs_ctrHi_8 <= 32'h0;
        regs_ctrHi_9 <= 32'h0;
        regs_ctrHi_10 <= 32'h0;
        regs_ctrHi_11 <= 32'h0;
        regs_ctrHi_12 <= 32'h0;
      end
      if(regs_busif_askRead) begin
        case(switch_BusIf_l288)
          12'h0 : begin
            regs_busif_reg_rdata <= id;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h004 : begin
            regs_busif_reg_rdata <= version;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h008 : begin
            regs_busif_reg_rdata <= {30'h0,{regs_resetPulse,regs_enable}};
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h00c : begin
            regs_busif_reg_rdata <= {30'h0,{regs_stIdle,regs_stBusy}};
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h010 : begin
            regs_busif_reg_rdata <= regs_rsize;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h014 : begin
            regs_busif_reg_rdata <= capacity;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h018 : begin
            regs_busif_reg_rdata <= regs_maxTx;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h01c : begin
            regs_busif_reg_rdata <= index_slots;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h024 : begin
            regs_busif_reg_rdata <= log_blocks_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h020 : begin
            regs_busif_reg_rdata <= log_blocks_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h02c : begin
            regs_busif_reg_rdata <= first_lsn_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h028 : begin
            regs_busif_reg_rdata <= first_lsn_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h034 : begin
            regs_busif_reg_rdata <= first_seq_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h030 : begin
            regs_busif_reg_rdata <= first_seq_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h044 : begin
            regs_busif_reg_rdata <= sq_base_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h040 : begin
            regs_busif_reg_rdata <= sq_base_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h048 : begin
            regs_busif_reg_rdata <= regs_sqSize;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h04c : begin
            regs_busif_reg_rdata <= regs_sqTail;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h050 : begin
            regs_busif_reg_rdata <= regs_sqHeadR;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h064 : begin
            regs_busif_reg_rdata <= cq_base_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h060 : begin
            regs_busif_reg_rdata <= cq_base_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h068 : begin
            regs_busif_reg_rdata <= regs_cqSize;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h06c : begin
            regs_busif_reg_rdata <= regs_cqHead;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h070 : begin
            regs_busif_reg_rdata <= regs_cqTailR;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h084 : begin
            regs_busif_reg_rdata <= lr_base_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h080 : begin
            regs_busif_reg_rdata <= lr_base_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h088 : begin
            regs_busif_reg_rdata <= regs_lrSlots;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h08c : begin
            regs_busif_reg_rdata <= regs_lrHead;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h090 : begin
            regs_busif_reg_rdata <= regs_lrTailR;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0a4 : begin
            regs_busif_reg_rdata <= win0_base_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0a0 : begin
            regs_busif_reg_rdata <= win0_base_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0b4 : begin
            regs_busif_reg_rdata <= win1_base_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0b0 : begin
            regs_busif_reg_rdata <= win1_base_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0ac : begin
            regs_busif_reg_rdata <= win0_limit_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0a8 : begin
            regs_busif_reg_rdata <= win0_limit_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0bc : begin
            regs_busif_reg_rdata <= win1_limit_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h0b8 : begin
            regs_busif_reg_rdata <= win1_limit_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h100 : begin
            regs_busif_reg_rdata <= ctr_items_in_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h104 : begin
            regs_busif_reg_rdata <= ctr_items_in_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h108 : begin
            regs_busif_reg_rdata <= ctr_relogs_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h10c : begin
            regs_busif_reg_rdata <= ctr_relogs_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h110 : begin
            regs_busif_reg_rdata <= ctr_whiteouts_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h114 : begin
            regs_busif_reg_rdata <= ctr_whiteouts_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h118 : begin
            regs_busif_reg_rdata <= ctr_evictions_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h11c : begin
            regs_busif_reg_rdata <= ctr_evictions_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h120 : begin
            regs_busif_reg_rdata <= ctr_items_out_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h124 : begin
            regs_busif_reg_rdata <= ctr_items_out_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h128 : begin
            regs_busif_reg_rdata <= ctr_bytes_packed_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h12c : begin
            regs_busif_reg_rdata <= ctr_bytes_packed_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h130 : begin
            regs_busif_reg_rdata <= ctr_records_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h134 : begin
            regs_busif_reg_rdata <= ctr_records_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h138 : begin
            regs_busif_reg_rdata <= ctr_checkpoints_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h13c : begin
            regs_busif_reg_rdata <= ctr_checkpoints_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h140 : begin
            regs_busif_reg_rdata <= ctr_auto_pushes_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h144 : begin
            regs_busif_reg_rdata <= ctr_auto_pushes_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h148 : begin
            regs_busif_reg_rdata <= ctr_errors_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h14c : begin
            regs_busif_reg_rdata <= ctr_errors_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h150 : begin
            regs_busif_reg_rdata <= ctr_stall_lr_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h154 : begin
            regs_busif_reg_rdata <= ctr_stall_lr_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h158 : begin
            regs_busif_reg_rdata <= ctr_stall_cq_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h15c : begin
            regs_busif_reg_rdata <= ctr_stall_cq_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h160 : begin
            regs_busif_reg_rdata <= ctr_stall_bus_lo;
            regs_busif_reg_rderr <= 1'b0;
          end
          12'h164 : begin
            regs_busif_reg_rdata <= ctr_stall_bus_hi;
            regs_busif_reg_rderr <= 1'b0;
          end
          default : begin
            regs_busif_reg_rdata <= 32'h0;
            regs_busif_reg_rderr <= 1'b0;
          end
        endcase
      end else begin
        regs_busif_reg_rdata <= 32'h0;
        regs_busif_reg_rderr <= 1'b0;
      end
    end
  end

  always @(posedge clk) begin
    if(regs_ctrl_ar_ready) begin
      regs_ctrl_ar_rData_addr <= regs_ctrl_ar_payload_addr;
      regs_ctrl_ar_rData_prot <= regs_ctrl_ar_payload_prot;
    end
    if(regs_ctrl_aw_ready) begin
      regs_ctrl_aw_rData_addr <= regs_ctrl_aw_payload_addr;
      regs_ctrl_aw_rData_prot <= regs_ctrl_aw_payload_prot;
    end
    if(regs_ctrl_w_ready) begin
      regs_ctrl_w_rData_data <= regs_ctrl_w_payload_data;
      regs_ctrl_w_rData_strb <= regs_ctrl_w_payload_strb;
    end
    regs_lrTerms_0 <= (regs_rsize[12] ? _zz_regs_lrTerms_0 : _zz_regs_lrTerms_0_2);
    regs_lrTerms_1 <= (regs_rsize[13] ? _zz_regs_lrTerms_1 : _zz_regs_lrTerms_1_2);
    regs_lrTerms_2 <= (regs_rsize[14] ? _zz_regs_lrTerms_2 : _zz_regs_lrTerms_2_2);
    regs_lrTerms_3 <= (regs_rsize[15] ? _zz_regs_lrTerms_3 : _zz_regs_lrTerms_3_2);
    regs_lrTerms_4 <= (regs_rsize[16] ? _zz_regs_lrTerms_4 : _zz_regs_lrTerms_4_2);
    regs_lrTerms_5 <= (regs_rsize[17] ? _zz_regs_lrTerms_5 : _zz_regs_lrTerms_5_2);
    regs_lrTerms_6 <= (regs_rsize[18] ? _zz_regs_lrTerms_6 : _zz_regs_lrTerms_6_2);
    regs_lrPairs_0 <= (_zz_regs_lrPairs_0 + regs_lrTerms_1);
    regs_lrPairs_1 <= (_zz_regs_lrPairs_1 + regs_lrTerms_3);
    regs_lrPairs_2 <= (_zz_regs_lrPairs_2 + regs_lrTerms_5);
    regs_lrPairs_3 <= regs_lrTerms_6;
    _zz_regs_lrBytes <= (_zz__zz_regs_lrBytes + regs_lrPairs_1);
    _zz_regs_lrBytes_1 <= (_zz__zz_regs_lrBytes_1 + regs_lrPairs_3);
    regs_lrBytes <= (_zz_regs_lrBytes_2 + _zz_regs_lrBytes_1);
    _zz_regs_ringsOk_3 <= ({1'b0,_zz_regs_ringsOk_1[31 : 0]} + {1'b0,_zz_regs_ringsOk_2[31 : 0]});
    _zz_regs_ringsOk_4 <= ({1'b0,_zz_regs_ringsOk_1[63 : 32]} + {1'b0,_zz_regs_ringsOk_2[63 : 32]});
    _zz_regs_ringsOk_5 <= (_zz_regs_ringsOk_4 + _zz__zz_regs_ringsOk_5);
    _zz_regs_ringsOk_6 <= _zz_regs_ringsOk_3[31 : 0];
    _zz_regs_ringsOk_11 <= _zz__zz_regs_ringsOk_11[16];
    _zz_regs_ringsOk_12 <= _zz__zz_regs_ringsOk_12[16];
    _zz_regs_ringsOk_15 <= _zz__zz_regs_ringsOk_15[16];
    _zz_regs_ringsOk_16 <= _zz__zz_regs_ringsOk_16[16];
    _zz_regs_ringsOk_19 <= _zz__zz_regs_ringsOk_19[16];
    _zz_regs_ringsOk_20 <= _zz__zz_regs_ringsOk_20[16];
    _zz_regs_ringsOk_23 <= _zz__zz_regs_ringsOk_23[16];
    _zz_regs_ringsOk_24 <= _zz__zz_regs_ringsOk_24[16];
    _zz_regs_ringsOk_28 <= _zz__zz_regs_ringsOk_28[16];
    _zz_regs_ringsOk_29 <= _zz__zz_regs_ringsOk_29[16];
    _zz_regs_ringsOk_32 <= _zz__zz_regs_ringsOk_32[16];
    _zz_regs_ringsOk_33 <= _zz__zz_regs_ringsOk_33[16];
    _zz_regs_ringsOk_36 <= _zz__zz_regs_ringsOk_36[16];
    _zz_regs_ringsOk_37 <= _zz__zz_regs_ringsOk_37[16];
    _zz_regs_ringsOk_40 <= _zz__zz_regs_ringsOk_40[16];
    _zz_regs_ringsOk_41 <= _zz__zz_regs_ringsOk_41[16];
    _zz_regs_ringsOk_42 <= (! (_zz_regs_ringsOk_24 || ((! _zz_regs_ringsOk_23) && (_zz_regs_ringsOk_20 || ((! _zz_regs_ringsOk_19) && (_zz_regs_ringsOk_16 || ((! _zz_regs_ringsOk_15) && (_zz_regs_ringsOk_12 || ((! _zz_regs_ringsOk_11) && 1'b0)))))))));
    _zz_regs_ringsOk_43 <= (! (_zz_regs_ringsOk_41 || ((! _zz_regs_ringsOk_40) && (_zz_regs_ringsOk_37 || ((! _zz_regs_ringsOk_36) && (_zz_regs_ringsOk_33 || ((! _zz_regs_ringsOk_32) && (_zz_regs_ringsOk_29 || ((! _zz_regs_ringsOk_28) && 1'b0)))))))));
    _zz_regs_ringsOk_47 <= _zz__zz_regs_ringsOk_47[16];
    _zz_regs_ringsOk_48 <= _zz__zz_regs_ringsOk_48[16];
    _zz_regs_ringsOk_51 <= _zz__zz_regs_ringsOk_51[16];
    _zz_regs_ringsOk_52 <= _zz__zz_regs_ringsOk_52[16];
    _zz_regs_ringsOk_55 <= _zz__zz_regs_ringsOk_55[16];
    _zz_regs_ringsOk_56 <= _zz__zz_regs_ringsOk_56[16];
    _zz_regs_ringsOk_59 <= _zz__zz_regs_ringsOk_59[17];
    _zz_regs_ringsOk_60 <= _zz__zz_regs_ringsOk_60[17];
    _zz_regs_ringsOk_64 <= _zz__zz_regs_ringsOk_64[16];
    _zz_regs_ringsOk_65 <= _zz__zz_regs_ringsOk_65[16];
    _zz_regs_ringsOk_68 <= _zz__zz_regs_ringsOk_68[16];
    _zz_regs_ringsOk_69 <= _zz__zz_regs_ringsOk_69[16];
    _zz_regs_ringsOk_72 <= _zz__zz_regs_ringsOk_72[16];
    _zz_regs_ringsOk_73 <= _zz__zz_regs_ringsOk_73[16];
    _zz_regs_ringsOk_76 <= _zz__zz_regs_ringsOk_76[17];
    _zz_regs_ringsOk_77 <= _zz__zz_regs_ringsOk_77[17];
    _zz_regs_ringsOk_78 <= _zz_regs_ringsOk_42;
    _zz_regs_ringsOk_79 <= _zz_regs_ringsOk_43;
    _zz_regs_ringsOk_80 <= (! (_zz_regs_ringsOk_60 || ((! _zz_regs_ringsOk_59) && (_zz_regs_ringsOk_56 || ((! _zz_regs_ringsOk_55) && (_zz_regs_ringsOk_52 || ((! _zz_regs_ringsOk_51) && (_zz_regs_ringsOk_48 || ((! _zz_regs_ringsOk_47) && 1'b0)))))))));
    _zz_regs_ringsOk_81 <= (! (_zz_regs_ringsOk_77 || ((! _zz_regs_ringsOk_76) && (_zz_regs_ringsOk_73 || ((! _zz_regs_ringsOk_72) && (_zz_regs_ringsOk_69 || ((! _zz_regs_ringsOk_68) && (_zz_regs_ringsOk_65 || ((! _zz_regs_ringsOk_64) && 1'b0)))))))));
    _zz_regs_ringsOk_82 <= _zz_regs_ringsOk_78;
    _zz_regs_ringsOk_83 <= _zz_regs_ringsOk_79;
    _zz_regs_ringsOk_84 <= ((_zz_regs_ringsOk_82 && _zz_regs_ringsOk_80) || (_zz_regs_ringsOk_83 && _zz_regs_ringsOk_81));
    _zz_regs_ringsOk_88 <= ({1'b0,_zz_regs_ringsOk_86[31 : 0]} + {1'b0,_zz_regs_ringsOk_87[31 : 0]});
    _zz_regs_ringsOk_89 <= ({1'b0,_zz_regs_ringsOk_86[63 : 32]} + {1'b0,_zz_regs_ringsOk_87[63 : 32]});
    _zz_regs_ringsOk_90 <= (_zz_regs_ringsOk_89 + _zz__zz_regs_ringsOk_90);
    _zz_regs_ringsOk_91 <= _zz_regs_ringsOk_88[31 : 0];
    _zz_regs_ringsOk_96 <= _zz__zz_regs_ringsOk_96[16];
    _zz_regs_ringsOk_97 <= _zz__zz_regs_ringsOk_97[16];
    _zz_regs_ringsOk_100 <= _zz__zz_regs_ringsOk_100[16];
    _zz_regs_ringsOk_101 <= _zz__zz_regs_ringsOk_101[16];
    _zz_regs_ringsOk_104 <= _zz__zz_regs_ringsOk_104[16];
    _zz_regs_ringsOk_105 <= _zz__zz_regs_ringsOk_105[16];
    _zz_regs_ringsOk_108 <= _zz__zz_regs_ringsOk_108[16];
    _zz_regs_ringsOk_109 <= _zz__zz_regs_ringsOk_109[16];
    _zz_regs_ringsOk_113 <= _zz__zz_regs_ringsOk_113[16];
    _zz_regs_ringsOk_114 <= _zz__zz_regs_ringsOk_114[16];
    _zz_regs_ringsOk_117 <= _zz__zz_regs_ringsOk_117[16];
    _zz_regs_ringsOk_118 <= _zz__zz_regs_ringsOk_118[16];
    _zz_regs_ringsOk_121 <= _zz__zz_regs_ringsOk_121[16];
    _zz_regs_ringsOk_122 <= _zz__zz_regs_ringsOk_122[16];
    _zz_regs_ringsOk_125 <= _zz__zz_regs_ringsOk_125[16];
    _zz_regs_ringsOk_126 <= _zz__zz_regs_ringsOk_126[16];
    _zz_regs_ringsOk_127 <= (! (_zz_regs_ringsOk_109 || ((! _zz_regs_ringsOk_108) && (_zz_regs_ringsOk_105 || ((! _zz_regs_ringsOk_104) && (_zz_regs_ringsOk_101 || ((! _zz_regs_ringsOk_100) && (_zz_regs_ringsOk_97 || ((! _zz_regs_ringsOk_96) && 1'b0)))))))));
    _zz_regs_ringsOk_128 <= (! (_zz_regs_ringsOk_126 || ((! _zz_regs_ringsOk_125) && (_zz_regs_ringsOk_122 || ((! _zz_regs_ringsOk_121) && (_zz_regs_ringsOk_118 || ((! _zz_regs_ringsOk_117) && (_zz_regs_ringsOk_114 || ((! _zz_regs_ringsOk_113) && 1'b0)))))))));
    _zz_regs_ringsOk_132 <= _zz__zz_regs_ringsOk_132[16];
    _zz_regs_ringsOk_133 <= _zz__zz_regs_ringsOk_133[16];
    _zz_regs_ringsOk_136 <= _zz__zz_regs_ringsOk_136[16];
    _zz_regs_ringsOk_137 <= _zz__zz_regs_ringsOk_137[16];
    _zz_regs_ringsOk_140 <= _zz__zz_regs_ringsOk_140[16];
    _zz_regs_ringsOk_141 <= _zz__zz_regs_ringsOk_141[16];
    _zz_regs_ringsOk_144 <= _zz__zz_regs_ringsOk_144[17];
    _zz_regs_ringsOk_145 <= _zz__zz_regs_ringsOk_145[17];
    _zz_regs_ringsOk_149 <= _zz__zz_regs_ringsOk_149[16];
    _zz_regs_ringsOk_150 <= _zz__zz_regs_ringsOk_150[16];
    _zz_regs_ringsOk_153 <= _zz__zz_regs_ringsOk_153[16];
    _zz_regs_ringsOk_154 <= _zz__zz_regs_ringsOk_154[16];
    _zz_regs_ringsOk_157 <= _zz__zz_regs_ringsOk_157[16];
    _zz_regs_ringsOk_158 <= _zz__zz_regs_ringsOk_158[16];
    _zz_regs_ringsOk_161 <= _zz__zz_regs_ringsOk_161[17];
    _zz_regs_ringsOk_162 <= _zz__zz_regs_ringsOk_162[17];
    _zz_regs_ringsOk_163 <= _zz_regs_ringsOk_127;
    _zz_regs_ringsOk_164 <= _zz_regs_ringsOk_128;
    _zz_regs_ringsOk_165 <= (! (_zz_regs_ringsOk_145 || ((! _zz_regs_ringsOk_144) && (_zz_regs_ringsOk_141 || ((! _zz_regs_ringsOk_140) && (_zz_regs_ringsOk_137 || ((! _zz_regs_ringsOk_136) && (_zz_regs_ringsOk_133 || ((! _zz_regs_ringsOk_132) && 1'b0)))))))));
    _zz_regs_ringsOk_166 <= (! (_zz_regs_ringsOk_162 || ((! _zz_regs_ringsOk_161) && (_zz_regs_ringsOk_158 || ((! _zz_regs_ringsOk_157) && (_zz_regs_ringsOk_154 || ((! _zz_regs_ringsOk_153) && (_zz_regs_ringsOk_150 || ((! _zz_regs_ringsOk_149) && 1'b0)))))))));
    _zz_regs_ringsOk_167 <= _zz_regs_ringsOk_163;
    _zz_regs_ringsOk_168 <= _zz_regs_ringsOk_164;
    _zz_regs_ringsOk_169 <= ((_zz_regs_ringsOk_167 && _zz_regs_ringsOk_165) || (_zz_regs_ringsOk_168 && _zz_regs_ringsOk_166));
    _zz_regs_ringsOk_173 <= ({1'b0,_zz_regs_ringsOk_171[31 : 0]} + {1'b0,_zz_regs_ringsOk_172[31 : 0]});
    _zz_regs_ringsOk_174 <= ({1'b0,_zz_regs_ringsOk_171[63 : 32]} + {1'b0,_zz_regs_ringsOk_172[63 : 32]});
    _zz_regs_ringsOk_175 <= (_zz_regs_ringsOk_174 + _zz__zz_regs_ringsOk_175);
    _zz_regs_ringsOk_176 <= _zz_regs_ringsOk_173[31 : 0];
    _zz_regs_ringsOk_181 <= _zz__zz_regs_ringsOk_181[16];
    _zz_regs_ringsOk_182 <= _zz__zz_regs_ringsOk_182[16];
    _zz_regs_ringsOk_185 <= _zz__zz_regs_ringsOk_185[16];
    _zz_regs_ringsOk_186 <= _zz__zz_regs_ringsOk_186[16];
    _zz_regs_ringsOk_189 <= _zz__zz_regs_ringsOk_189[16];
    _zz_regs_ringsOk_190 <= _zz__zz_regs_ringsOk_190[16];
    _zz_regs_ringsOk_193 <= _zz__zz_regs_ringsOk_193[16];
    _zz_regs_ringsOk_194 <= _zz__zz_regs_ringsOk_194[16];
    _zz_regs_ringsOk_198 <= _zz__zz_regs_ringsOk_198[16];
    _zz_regs_ringsOk_199 <= _zz__zz_regs_ringsOk_199[16];
    _zz_regs_ringsOk_202 <= _zz__zz_regs_ringsOk_202[16];
    _zz_regs_ringsOk_203 <= _zz__zz_regs_ringsOk_203[16];
    _zz_regs_ringsOk_206 <= _zz__zz_regs_ringsOk_206[16];
    _zz_regs_ringsOk_207 <= _zz__zz_regs_ringsOk_207[16];
    _zz_regs_ringsOk_210 <= _zz__zz_regs_ringsOk_210[16];
    _zz_regs_ringsOk_211 <= _zz__zz_regs_ringsOk_211[16];
    _zz_regs_ringsOk_212 <= (! (_zz_regs_ringsOk_194 || ((! _zz_regs_ringsOk_193) && (_zz_regs_ringsOk_190 || ((! _zz_regs_ringsOk_189) && (_zz_regs_ringsOk_186 || ((! _zz_regs_ringsOk_185) && (_zz_regs_ringsOk_182 || ((! _zz_regs_ringsOk_181) && 1'b0)))))))));
    _zz_regs_ringsOk_213 <= (! (_zz_regs_ringsOk_211 || ((! _zz_regs_ringsOk_210) && (_zz_regs_ringsOk_207 || ((! _zz_regs_ringsOk_206) && (_zz_regs_ringsOk_203 || ((! _zz_regs_ringsOk_202) && (_zz_regs_ringsOk_199 || ((! _zz_regs_ringsOk_198) && 1'b0)))))))));
    _zz_regs_ringsOk_217 <= _zz__zz_regs_ringsOk_217[16];
    _zz_regs_ringsOk_218 <= _zz__zz_regs_ringsOk_218[16];
    _zz_regs_ringsOk_221 <= _zz__zz_regs_ringsOk_221[16];
    _zz_regs_ringsOk_222 <= _zz__zz_regs_ringsOk_222[16];
    _zz_regs_ringsOk_225 <= _zz__zz_regs_ringsOk_225[16];
    _zz_regs_ringsOk_226 <= _zz__zz_regs_ringsOk_226[16];
    _zz_regs_ringsOk_229 <= _zz__zz_regs_ringsOk_229[17];
    _zz_regs_ringsOk_230 <= _zz__zz_regs_ringsOk_230[17];
    _zz_regs_ringsOk_234 <= _zz__zz_regs_ringsOk_234[16];
    _zz_regs_ringsOk_235 <= _zz__zz_regs_ringsOk_235[16];
    _zz_regs_ringsOk_238 <= _zz__zz_regs_ringsOk_238[16];
    _zz_regs_ringsOk_239 <= _zz__zz_regs_ringsOk_239[16];
    _zz_regs_ringsOk_242 <= _zz__zz_regs_ringsOk_242[16];
    _zz_regs_ringsOk_243 <= _zz__zz_regs_ringsOk_243[16];
    _zz_regs_ringsOk_246 <= _zz__zz_regs_ringsOk_246[17];
    _zz_regs_ringsOk_247 <= _zz__zz_regs_ringsOk_247[17];
    _zz_regs_ringsOk_248 <= _zz_regs_ringsOk_212;
    _zz_regs_ringsOk_249 <= _zz_regs_ringsOk_213;
    _zz_regs_ringsOk_250 <= (! (_zz_regs_ringsOk_230 || ((! _zz_regs_ringsOk_229) && (_zz_regs_ringsOk_226 || ((! _zz_regs_ringsOk_225) && (_zz_regs_ringsOk_222 || ((! _zz_regs_ringsOk_221) && (_zz_regs_ringsOk_218 || ((! _zz_regs_ringsOk_217) && 1'b0)))))))));
    _zz_regs_ringsOk_251 <= (! (_zz_regs_ringsOk_247 || ((! _zz_regs_ringsOk_246) && (_zz_regs_ringsOk_243 || ((! _zz_regs_ringsOk_242) && (_zz_regs_ringsOk_239 || ((! _zz_regs_ringsOk_238) && (_zz_regs_ringsOk_235 || ((! _zz_regs_ringsOk_234) && 1'b0)))))))));
    _zz_regs_ringsOk_252 <= _zz_regs_ringsOk_248;
    _zz_regs_ringsOk_253 <= _zz_regs_ringsOk_249;
    _zz_regs_ringsOk_254 <= ((_zz_regs_ringsOk_252 && _zz_regs_ringsOk_250) || (_zz_regs_ringsOk_253 && _zz_regs_ringsOk_251));
    regs_cfgTests_0 <= (regs_rsize[11 : 0] == 12'h0);
    regs_cfgTests_1 <= (regs_rsize[31 : 12] != 20'h0);
    regs_cfgTests_2 <= ((regs_rsize[31 : 18] == 14'h0) || (regs_rsize == 32'h00040000));
    regs_cfgTests_3 <= (regs_logBlocks[63 : 32] == 32'h0);
    regs_cfgTests_4 <= (32'h00000001 <= regs_maxTx);
    regs_cfgTests_5 <= (regs_maxTx <= 32'h00000020);
    regs_cfgTests_6 <= (regs_lrSlots != 32'h0);
    regs_cfgTests_7 <= (((regs_sqBase[4 : 0] == 5'h0) && (regs_cqBase[4 : 0] == 5'h0)) && (regs_lrBase[5 : 0] == 6'h0));
    regs_sqSize_regNext <= regs_sqSize;
    _zz_regs_cfgTests_8 <= (regs_sqSize - 32'h00000001);
    regs_cfgTests_8 <= ((regs_sqSize_regNext != 32'h0) && ((regs_sqSize_regNext & _zz_regs_cfgTests_8) == 32'h0));
    regs_cqSize_regNext <= regs_cqSize;
    _zz_regs_cfgTests_9 <= (regs_cqSize - 32'h00000001);
    regs_cfgTests_9 <= ((regs_cqSize_regNext != 32'h0) && ((regs_cqSize_regNext & _zz_regs_cfgTests_9) == 32'h0));
    _zz_regs_cfgTests_10 <= (regs_logBlocks[31 : 21] != 11'h0);
    _zz_regs_cfgTests_10_3 <= _zz__zz_regs_cfgTests_10_3[21];
    _zz_regs_cfgTests_10_4 <= _zz__zz_regs_cfgTests_10_4[21];
    _zz_regs_cfgTests_10_5 <= (! (_zz_regs_cfgTests_10_4 || ((! _zz_regs_cfgTests_10_3) && 1'b0)));
    regs_cfgTests_11 <= (regs_firstLsn[63 : 32] != 32'h0);
    _zz_regs_cfgTests_12 <= (_zz__zz_regs_cfgTests_12 + _zz__zz_regs_cfgTests_12_2);
    _zz_regs_cfgTests_12_5 <= _zz__zz_regs_cfgTests_12_5[16];
    _zz_regs_cfgTests_12_6 <= _zz__zz_regs_cfgTests_12_6[16];
    _zz_regs_cfgTests_12_9 <= _zz__zz_regs_cfgTests_12_9[17];
    _zz_regs_cfgTests_12_10 <= _zz__zz_regs_cfgTests_12_10[17];
    regs_cfgTests_12 <= (! (_zz_regs_cfgTests_12_10 || ((! _zz_regs_cfgTests_12_9) && (_zz_regs_cfgTests_12_6 || ((! _zz_regs_cfgTests_12_5) && 1'b0)))));
    _zz_regs_cfgOk <= (((regs_cfgTests_0 && regs_cfgTests_1) && regs_cfgTests_2) && regs_cfgTests_3);
    _zz_regs_cfgOk_1 <= (((regs_cfgTests_4 && regs_cfgTests_5) && regs_cfgTests_6) && regs_cfgTests_7);
    _zz_regs_cfgOk_2 <= (((regs_cfgTests_8 && regs_cfgTests_9) && regs_cfgTests_10) && regs_cfgTests_11);
    regs_cfgTests_12_regNext <= regs_cfgTests_12;
    _zz_regs_cfgOk_3 <= (((_zz_regs_cfgOk && _zz_regs_cfgOk_1) && _zz_regs_cfgOk_2) && regs_cfgTests_12_regNext);
    if(_zz_io_ctrl_aw_ready_1) begin
      _zz_1 <= (32'h00000001 <<< io_ctrl_aw_payload_addr[11 : 7]);
    end
    if(_zz_io_ctrl_aw_ready_1) begin
      _zz_2 <= (32'h00000001 <<< io_ctrl_aw_payload_addr[6 : 2]);
    end
    if(_zz_io_ctrl_aw_ready_1) begin
      _zz_regs_enable <= io_ctrl_w_payload_data;
    end
    if(_zz_io_ctrl_aw_ready_1) begin
      _zz_regs_enable_1 <= {(io_ctrl_w_payload_strb[3] ? 8'hff : 8'h0),{(io_ctrl_w_payload_strb[2] ? 8'hff : 8'h0),{(io_ctrl_w_payload_strb[1] ? 8'hff : 8'h0),(io_ctrl_w_payload_strb[0] ? 8'hff : 8'h0)}}};
    end
    if(reader_io_out_ready) begin
      reader_io_out_rData_last <= reader_io_out_payload_last;
      reader_io_out_rData_fragment <= reader_io_out_payload_fragment;
    end
    if(payloadFifo_io_pop_translated_ready) begin
      payloadFifo_io_pop_translated_rData_last <= payloadFifo_io_pop_translated_payload_last;
      payloadFifo_io_pop_translated_rData_fragment <= payloadFifo_io_pop_translated_payload_fragment;
    end
    if(reader_io_ar_rValidN) begin
      reader_io_ar_rData_addr <= reader_io_ar_payload_addr;
      reader_io_ar_rData_id <= reader_io_ar_payload_id;
      reader_io_ar_rData_len <= reader_io_ar_payload_len;
      reader_io_ar_rData_size <= reader_io_ar_payload_size;
      reader_io_ar_rData_burst <= reader_io_ar_payload_burst;
    end
    if(reader_io_ar_s2mPipe_ready) begin
      reader_io_ar_s2mPipe_rData_addr <= reader_io_ar_s2mPipe_payload_addr;
      reader_io_ar_s2mPipe_rData_id <= reader_io_ar_s2mPipe_payload_id;
      reader_io_ar_s2mPipe_rData_len <= reader_io_ar_s2mPipe_payload_len;
      reader_io_ar_s2mPipe_rData_size <= reader_io_ar_s2mPipe_payload_size;
      reader_io_ar_s2mPipe_rData_burst <= reader_io_ar_s2mPipe_payload_burst;
    end
    if(fetcher_io_ar_rValidN) begin
      fetcher_io_ar_rData_addr <= fetcher_io_ar_payload_addr;
      fetcher_io_ar_rData_id <= fetcher_io_ar_payload_id;
      fetcher_io_ar_rData_len <= fetcher_io_ar_payload_len;
      fetcher_io_ar_rData_size <= fetcher_io_ar_payload_size;
      fetcher_io_ar_rData_burst <= fetcher_io_ar_payload_burst;
    end
    if(fetcher_io_ar_s2mPipe_ready) begin
      fetcher_io_ar_s2mPipe_rData_addr <= fetcher_io_ar_s2mPipe_payload_addr;
      fetcher_io_ar_s2mPipe_rData_id <= fetcher_io_ar_s2mPipe_payload_id;
      fetcher_io_ar_s2mPipe_rData_len <= fetcher_io_ar_s2mPipe_payload_len;
      fetcher_io_ar_s2mPipe_rData_size <= fetcher_io_ar_s2mPipe_payload_size;
      fetcher_io_ar_s2mPipe_rData_burst <= fetcher_io_ar_s2mPipe_payload_burst;
    end
    if(fetcher_io_ar_s2mPipe_m2sPipe_ready) begin
      fetcher_io_ar_s2mPipe_m2sPipe_rData_addr <= fetcher_io_ar_s2mPipe_m2sPipe_payload_addr;
      fetcher_io_ar_s2mPipe_m2sPipe_rData_id <= fetcher_io_ar_s2mPipe_m2sPipe_payload_id;
      fetcher_io_ar_s2mPipe_m2sPipe_rData_len <= fetcher_io_ar_s2mPipe_m2sPipe_payload_len;
      fetcher_io_ar_s2mPipe_m2sPipe_rData_size <= fetcher_io_ar_s2mPipe_m2sPipe_payload_size;
      fetcher_io_ar_s2mPipe_m2sPipe_rData_burst <= fetcher_io_ar_s2mPipe_m2sPipe_payload_burst;
    end
    if(fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_ready) begin
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_addr <= fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_addr;
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_id <= fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_id;
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_len <= fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_len;
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_size <= fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_size;
      fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_rData_burst <= fetcher_io_ar_s2mPipe_m2sPipe_s2mPipe_payload_burst;
    end
    if(_zz_io_outputs_0_ready) begin
      _zz_rTo_0_payload_data <= streamDemux_1_io_outputs_0_payload_data;
      _zz_rTo_0_payload_id <= streamDemux_1_io_outputs_0_payload_id;
      _zz_when_Engine_l167_1 <= streamDemux_1_io_outputs_0_payload_resp;
      _zz_rTo_0_payload_last <= streamDemux_1_io_outputs_0_payload_last;
    end
    if(_zz_io_outputs_1_ready) begin
      _zz_rTo_1_payload_data <= streamDemux_1_io_outputs_1_payload_data;
      _zz_rTo_1_payload_id <= streamDemux_1_io_outputs_1_payload_id;
      _zz_when_Engine_l167_3 <= streamDemux_1_io_outputs_1_payload_resp;
      _zz_rTo_1_payload_last <= streamDemux_1_io_outputs_1_payload_last;
    end
    if(_zz_32) begin
      _zz_rTo_0_payload_data_2 <= _zz_rTo_0_payload_data_1;
      _zz_rTo_0_payload_id_1 <= (_zz_io_outputs_0_ready ? streamDemux_1_io_outputs_0_payload_id : _zz_rTo_0_payload_id);
      _zz_rTo_0_payload_resp <= _zz_when_Engine_l167;
      _zz_rTo_0_payload_last_1 <= (_zz_io_outputs_0_ready ? streamDemux_1_io_outputs_0_payload_last : _zz_rTo_0_payload_last);
    end
    if(_zz_33) begin
      _zz_rTo_1_payload_data_2 <= _zz_rTo_1_payload_data_1;
      _zz_rTo_1_payload_id_1 <= (_zz_io_outputs_1_ready ? streamDemux_1_io_outputs_1_payload_id : _zz_rTo_1_payload_id);
      _zz_rTo_1_payload_resp <= _zz_when_Engine_l167_2;
      _zz_rTo_1_payload_last_1 <= (_zz_io_outputs_1_ready ? streamDemux_1_io_outputs_1_payload_last : _zz_rTo_1_payload_last);
    end
    if(writer_io_aw_rValidN) begin
      writer_io_aw_rData_addr <= writer_io_aw_payload_addr;
      writer_io_aw_rData_id <= writer_io_aw_payload_id;
      writer_io_aw_rData_len <= writer_io_aw_payload_len;
      writer_io_aw_rData_size <= writer_io_aw_payload_size;
      writer_io_aw_rData_burst <= writer_io_aw_payload_burst;
    end
    if(writer_io_aw_s2mPipe_ready) begin
      writer_io_aw_s2mPipe_rData_addr <= writer_io_aw_s2mPipe_payload_addr;
      writer_io_aw_s2mPipe_rData_id <= writer_io_aw_s2mPipe_payload_id;
      writer_io_aw_s2mPipe_rData_len <= writer_io_aw_s2mPipe_payload_len;
      writer_io_aw_s2mPipe_rData_size <= writer_io_aw_s2mPipe_payload_size;
      writer_io_aw_s2mPipe_rData_burst <= writer_io_aw_s2mPipe_payload_burst;
    end
    if(writer_io_w_rValidN) begin
      writer_io_w_rData_data <= writer_io_w_payload_data;
      writer_io_w_rData_strb <= writer_io_w_payload_strb;
      writer_io_w_rData_last <= writer_io_w_payload_last;
    end
    if(writer_io_w_s2mPipe_ready) begin
      writer_io_w_s2mPipe_rData_data <= writer_io_w_s2mPipe_payload_data;
      writer_io_w_s2mPipe_rData_strb <= writer_io_w_s2mPipe_payload_strb;
      writer_io_w_s2mPipe_rData_last <= writer_io_w_s2mPipe_payload_last;
    end
    _zz_io_sqMask <= (regs_sqSize - 32'h00000001);
    maxTxSmall <= (regs_maxTx[31 : 6] == 26'h0);
    maxTxLow <= regs_maxTx[5 : 0];
    maxTxLowM1 <= (maxTxLow - 6'h01);
    maxTxLowZero <= (maxTxLow == 6'h0);
    cqUsed <= (cqTail - regs_cqHead);
    cqMask <= (regs_cqSize - 32'h00000001);
    cqAtEnd <= ((cqTail & cqMask) == cqMask);
    _zz_cqAddrNext_2 <= ({1'b0,_zz_cqAddrNext[31 : 0]} + {1'b0,_zz_cqAddrNext_1[31 : 0]});
    _zz_cqAddrNext_3 <= ({1'b0,_zz_cqAddrNext[63 : 32]} + {1'b0,_zz_cqAddrNext_1[63 : 32]});
    _zz_cqAddrNext_4 <= (_zz_cqAddrNext_3 + _zz__zz_cqAddrNext_4);
    _zz_cqAddrNext_5 <= _zz_cqAddrNext_2[31 : 0];
    cqAddrNext <= (cqAtEnd ? regs_cqBase : _zz_cqAddrNext_6);
    lrUsed <= (lrTail - regs_lrHead);
    lrFull <= (regs_lrSlots <= lrUsed);
    cqTight <= (cqMask <= cqUsed);
    cqRoom <= (cqUsed < regs_cqSize);
    roomForTx <= _zz_roomForTx[5:0];
    tableTooFull <= (roomForTx < usedR);
    usedBound <= (_zz_usedBound + 7'h20);
    _zz_txEndSafe <= (usedBound <= _zz__zz_txEndSafe);
    tableEmpty <= (usedR == 6'h0);
    lastEntry <= (usedR - 6'h01);
    entryIsLast <= (entry == lastEntry);
    rdDeadR <= keyTable_1_io_rdDead;
    if(planIn_ready) begin
      planIn_rData_close <= planIn_payload_close;
      planIn_rData_commit <= planIn_payload_commit;
      planIn_rData_itemType <= planIn_payload_itemType;
      planIn_rData_key <= planIn_payload_key;
      planIn_rData_len <= planIn_payload_len;
      planIn_rData_flags <= planIn_payload_flags;
      planIn_rData_whole <= planIn_payload_whole;
      planIn_rData_empty <= planIn_payload_empty;
    end
    if(planIn_s2mPipe_ready) begin
      planIn_s2mPipe_rData_close <= planIn_s2mPipe_payload_close;
      planIn_s2mPipe_rData_commit <= planIn_s2mPipe_payload_commit;
      planIn_s2mPipe_rData_itemType <= planIn_s2mPipe_payload_itemType;
      planIn_s2mPipe_rData_key <= planIn_s2mPipe_payload_key;
      planIn_s2mPipe_rData_len <= planIn_s2mPipe_payload_len;
      planIn_s2mPipe_rData_flags <= planIn_s2mPipe_payload_flags;
      planIn_s2mPipe_rData_whole <= planIn_s2mPipe_payload_whole;
      planIn_s2mPipe_rData_empty <= planIn_s2mPipe_payload_empty;
    end
    if(planFifo_io_pop_rValidN) begin
      planFifo_io_pop_rData_close <= planFifo_io_pop_payload_close;
      planFifo_io_pop_rData_commit <= planFifo_io_pop_payload_commit;
      planFifo_io_pop_rData_itemType <= planFifo_io_pop_payload_itemType;
      planFifo_io_pop_rData_key <= planFifo_io_pop_payload_key;
      planFifo_io_pop_rData_len <= planFifo_io_pop_payload_len;
      planFifo_io_pop_rData_flags <= planFifo_io_pop_payload_flags;
      planFifo_io_pop_rData_whole <= planFifo_io_pop_payload_whole;
      planFifo_io_pop_rData_empty <= planFifo_io_pop_payload_empty;
    end
    if(planS_ready) begin
      planS_rData_close <= planS_payload_close;
      planS_rData_commit <= planS_payload_commit;
      planS_rData_itemType <= planS_payload_itemType;
      planS_rData_key <= planS_payload_key;
      planS_rData_len <= planS_payload_len;
      planS_rData_flags <= planS_payload_flags;
      planS_rData_whole <= planS_payload_whole;
      planS_rData_empty <= planS_payload_empty;
    end
    roomFirst <= (regs_rsize[18 : 0] - 19'h00040);
    if(emitFree) begin
      emitBuf_w_data <= emit_payload_w_data;
      emitBuf_w_addr <= emit_payload_w_addr;
      emitBuf_w_beats <= emit_payload_w_beats;
      emitBuf_w_first <= emit_payload_w_first;
      emitBuf_w_last <= emit_payload_w_last;
      emitBuf_toWriter <= emit_payload_toWriter;
      emitBuf_toCrc <= emit_payload_toCrc;
    end
    if(emitS_ready) begin
      emitS_rData_w_data <= emitS_payload_w_data;
      emitS_rData_w_addr <= emitS_payload_w_addr;
      emitS_rData_w_beats <= emitS_payload_w_beats;
      emitS_rData_w_first <= emitS_payload_w_first;
      emitS_rData_w_last <= emitS_payload_w_last;
      emitS_rData_toWriter <= emitS_payload_toWriter;
      emitS_rData_toCrc <= emitS_payload_toCrc;
    end
    if(when_Engine_l423) begin
      recLen <= bodyLen;
    end
    roomSmall <= (room < 19'h00020);
    if(emitFree) begin
      wFirst <= 1'b0;
      wLast <= (wNext_0 == wLastIdx);
      wHead[15 : 0] <= _zz_wHead[15 : 0];
      wHead[31 : 16] <= _zz_wHead_1[31 : 16];
      wHead[47 : 32] <= _zz_wHead_2[47 : 32];
      wHead[63 : 48] <= _zz_wHead_3[63 : 48];
    end
    if(when_Engine_l509) begin
      wFirst <= 1'b1;
      wLast <= 1'b0;
    end
    if(when_Engine_l544) begin
      words_0 <= ((((cplWords_0 & (load_cpl ? 64'hffffffffffffffff : 64'h0)) | (opWords_0 & (load_op ? 64'hffffffffffffffff : 64'h0))) | (_zz_words_0[63 : 0] & (load_commit ? 64'hffffffffffffffff : 64'h0))) | (hdr_0 & (load_hdrs ? 64'hffffffffffffffff : 64'h0)));
    end
    if(when_Engine_l544_1) begin
      words_1 <= ((((cplWords_1 & (load_cpl ? 64'hffffffffffffffff : 64'h0)) | (opWords_1 & (load_op ? 64'hffffffffffffffff : 64'h0))) | (_zz_words_0[127 : 64] & (load_commit ? 64'hffffffffffffffff : 64'h0))) | (hdr_1 & (load_hdrs ? 64'hffffffffffffffff : 64'h0)));
    end
    if(when_Engine_l544_2) begin
      words_2 <= (((cplWords_2 & (load_cplHi ? 64'hffffffffffffffff : 64'h0)) | (_zz_words_2[63 : 0] & (load_counts ? 64'hffffffffffffffff : 64'h0))) | (hdr_2 & (load_hdrsHi ? 64'hffffffffffffffff : 64'h0)));
    end
    if(when_Engine_l544_3) begin
      words_3 <= (((cplWords_3 & (load_cplHi ? 64'hffffffffffffffff : 64'h0)) | (_zz_words_2[127 : 64] & (load_counts ? 64'hffffffffffffffff : 64'h0))) | (hdr_3 & (load_hdrsHi ? 64'hffffffffffffffff : 64'h0)));
    end
    if(when_Engine_l544_4) begin
      words_4 <= hdr_4;
    end
    if(when_Engine_l544_5) begin
      words_5 <= hdr_5;
    end
    if(when_Engine_l544_6) begin
      words_6 <= hdr_6;
    end
    if(when_Engine_l544_7) begin
      words_7 <= hdr_7;
    end
    if(load_cpl) begin
      wLastIdx <= 3'b011;
    end
    if(load_op) begin
      wLastIdx <= 3'b001;
    end
    if(load_commit) begin
      wLastIdx <= 3'b011;
    end
    if(load_hdrs) begin
      wLastIdx <= 3'b111;
    end
    rsizeBlocks <= {13'd0, _zz_rsizeBlocks};
    nextBlock <= (_zz_nextBlock + _zz_nextBlock_2);
    nextEnd <= (nextBlock + rsizeBlocks);
    _zz_lsnWraps <= regs_logBlocks[32 : 0];
    lsnWraps <= (_zz_lsnWraps < nextEnd);
    lsnNext <= (lsnWraps ? {_zz_lsnNext,32'h0} : {lsn[63 : 32],nextBlock[31 : 0]});
    lastSlot <= (regs_lrSlots - 32'h00000001);
    _zz_slotLast <= (slotIdx[15 : 0] == lastSlot[15 : 0]);
    _zz_slotLast_1 <= (slotIdx[31 : 16] == lastSlot[31 : 16]);
    slotLast <= (_zz_slotLast && _zz_slotLast_1);
    _zz_slotNextBase_2 <= ({1'b0,_zz_slotNextBase[31 : 0]} + {1'b0,_zz_slotNextBase_1[31 : 0]});
    _zz_slotNextBase_3 <= ({1'b0,_zz_slotNextBase[63 : 32]} + {1'b0,_zz_slotNextBase_1[63 : 32]});
    _zz_slotNextBase_4 <= (_zz_slotNextBase_3 + _zz__zz_slotNextBase_4);
    _zz_slotNextBase_5 <= _zz_slotNextBase_2[31 : 0];
    slotIdxAfter <= (slotLast ? 32'h0 : _zz_slotIdxAfter);
    slotBaseAfter <= (slotLast ? regs_lrBase : slotNextBase);
    _zz_bodyBase_2 <= ({1'b0,_zz_bodyBase[31 : 0]} + {1'b0,_zz_bodyBase_1[31 : 0]});
    _zz_bodyBase_3 <= ({1'b0,_zz_bodyBase[63 : 32]} + {1'b0,_zz_bodyBase_1[63 : 32]});
    _zz_bodyBase_4 <= (_zz_bodyBase_3 + _zz__zz_bodyBase_4);
    _zz_bodyBase_5 <= _zz_bodyBase_2[31 : 0];
    if(readCmd_ready) begin
      readCmd_rData_addr <= readCmd_payload_addr;
      readCmd_rData_len <= readCmd_payload_len;
    end
    if(when_Fsm_l25) begin
      if(when_Engine_l591) begin
        room <= roomFirst;
      end
    end
    if(when_Fsm_l25_1) begin
      needBias <= (22'h000017 - _zz_needBias);
    end
    if(when_Fsm_l25_3) begin
      if(rdDeadR) begin
        entry <= entryNext;
        entryNext <= (entryNext + 6'h01);
        atEnd <= entryIsLast;
      end else begin
        eType <= keyTable_1_io_rdData_itemType;
        eKey <= keyTable_1_io_rdData_key;
        eAddr <= keyTable_1_io_rdData_addr;
        rest <= (keyTable_1_io_rdData_len - offset);
        need <= (_zz_need & (~ 22'h000007));
      end
    end
    if(when_Fsm_l25_4) begin
      fits <= (need <= _zz_fits);
      roomForPart <= (19'h00018 <= room);
      restZero <= (rest == 21'h0);
      cmdLo <= ({1'b0,eAddr[31 : 0]} + _zz_cmdLo);
    end
    if(when_Fsm_l25_5) begin
      cmdHi <= (eAddr[63 : 32] + _zz_cmdHi);
      if(fits) begin
        pLen <= rest;
        pEmpty <= restZero;
        pFlags <= _zz_pFlags;
        pWhole <= 1'b1;
        pNeed <= need[18:0];
      end else begin
        if(roomForPart) begin
          pLen <= {2'd0, _zz_pLen};
          pEmpty <= 1'b0;
          pFlags <= (_zz_pFlags | 8'h02);
          pWhole <= 1'b0;
          pNeed <= room;
        end
      end
    end
    if(when_Fsm_l25_6) begin
      if(when_Engine_l628) begin
        room <= (room - pNeed);
        if(pWhole) begin
          entry <= entryNext;
          entryNext <= (entryNext + 6'h01);
          atEnd <= entryIsLast;
          offset <= 21'h0;
          if(!when_Engine_l633) begin
            needBias <= 22'h000017;
          end
        end else begin
          offset <= (offset + pLen);
        end
      end
    end
    if(when_Engine_l673) begin
      ops <= (ops + 32'h00000001);
    end
    if(opDoneR) begin
      if(opWhole) begin
        items <= (items + 6'h01);
      end
    end
    if(chained) begin
      opLen <= planQ_payload_len;
      opWhole <= planQ_payload_whole;
      opEmpty <= planQ_payload_empty;
    end
    if(offerLoad) begin
      dc_d_opcode <= fetcher_io_desc_payload_d_opcode;
      dc_d_itemType <= fetcher_io_desc_payload_d_itemType;
      dc_d_flags <= fetcher_io_desc_payload_d_flags;
      dc_d_len <= fetcher_io_desc_payload_d_len;
      dc_d_key <= fetcher_io_desc_payload_d_key;
      dc_d_addr <= fetcher_io_desc_payload_d_addr;
      dc_d_tag <= fetcher_io_desc_payload_d_tag;
      dc_d_reserved <= fetcher_io_desc_payload_d_reserved;
      dc_f_lenZero <= fetcher_io_desc_payload_f_lenZero;
      dc_f_tooBig <= fetcher_io_desc_payload_f_tooBig;
      dc_f_badType <= fetcher_io_desc_payload_f_badType;
      dc_f_resItem <= fetcher_io_desc_payload_f_resItem;
      dc_f_resPush <= fetcher_io_desc_payload_f_resPush;
      dc_f_keyNonZero <= fetcher_io_desc_payload_f_keyNonZero;
      dc_f_inWindow <= fetcher_io_desc_payload_f_inWindow;
      dc_f_isItem <= fetcher_io_desc_payload_f_isItem;
      dc_f_isTxEnd <= fetcher_io_desc_payload_f_isTxEnd;
      dc_f_isPush <= fetcher_io_desc_payload_f_isPush;
      dc_f_hits <= fetcher_io_desc_payload_f_hits;
      dc_f_others <= fetcher_io_desc_payload_f_others;
    end
    txFullCheck <= (_zz_txFullCheck ? txFullNext : (maxTxSmall && (maxTxLow <= txItems)));
    if(when_Fsm_l25_10) begin
      codeR <= (_zz_codeR[0] ? 8'h01 : (_zz_codeR[1] ? 8'h03 : (_zz_codeR[2] ? 8'h02 : (_zz_codeR[3] ? 8'h04 : (_zz_codeR[4] ? 8'h05 : (_zz_codeR[5] ? 8'h06 : (_zz_codeR[6] ? 8'h03 : (_zz_codeR_1 ? _zz_codeR_2 : _zz_codeR_3))))))));
      codeBad <= (|_zz_codeR);
    end
    if(when_Fsm_l25_11) begin
      if(codeBad) begin
        cplNext <= 24'h000001;
      end
    end
    if(when_Fsm_l25_12) begin
      if(when_Engine_l760) begin
        if(when_Engine_l763) begin
          pushAuto <= 1'b1;
        end
      end
    end
    if(when_Fsm_l25_13) begin
      if(tableIdle) begin
        if(tableEmpty) begin
          cplNext <= 24'h000001;
        end else begin
          pushAuto <= 1'b0;
        end
      end
    end
    if(when_Fsm_l25_16) begin
      pushTag <= dc_d_tag;
      pushIndex <= descIndex;
      pushFirstLsn <= lsn;
      entry <= 6'h0;
      entryNext <= 6'h01;
      atEnd <= 1'b0;
      offset <= 21'h0;
      records <= 32'h0;
      items <= 6'h0;
    end
    if(when_Fsm_l25_20) begin
      ops <= 32'h0;
      commit <= 1'b0;
      recFlags <= (((records == 32'h0) ? 16'h0001 : 16'h0) | ((offset != 21'h0) ? 16'h0004 : 16'h0));
    end
    if(when_Fsm_l25_21) begin
      opLen <= planQ_payload_len;
      opWhole <= planQ_payload_whole;
      opEmpty <= planQ_payload_empty;
      if(planQ_valid) begin
        if(!when_Engine_l821) begin
          if(planQ_payload_commit) begin
            commit <= 1'b1;
          end
        end
      end
    end
    if(when_Fsm_l25_28) begin
      words_7 <= _zz_words_7[511 : 448];
    end
    if(when_Fsm_l25_30) begin
      if(drainDone) begin
        cplNext <= (commit ? 24'h100000 : 24'h000040);
      end
    end
    if(when_Fsm_l25_31) begin
      cplNext <= (busError ? 24'h200000 : 24'h000001);
    end
    if(when_Engine_l884) begin
      pos <= 19'h00040;
      wAddr <= bodyBase;
      aligned <= 1'b0;
    end else begin
      if(advancing) begin
        pos <= (pos + 19'h00008);
        aligned <= (&pos[11 : 3]);
      end
    end
    if(_zz_92) begin
      wAddr <= (wAddr + 64'h0000000000000040);
    end
    if(when_Engine_l903) begin
      cplKind <= ((fsm_state[2] || fsm_state[21]) ? 8'h03 : ((fsm_state[4] || fsm_state[20]) ? 8'h02 : 8'h01));
      cplCode <= (fsm_state[2] ? codeR : (fsm_state[21] ? 8'h07 : 8'h0));
      cplFlags <= (_zz_cplFlags ? (recFlags | (commit ? 16'h0002 : 16'h0)) : (fsm_state[20] ? (pushAuto ? 16'h0001 : 16'h0) : 16'h0));
      cplTag <= ((fsm_state[2] || fsm_state[4]) ? dc_d_tag : pushTag);
      cplLsn <= (_zz_cplFlags ? lsn : (fsm_state[20] ? pushFirstLsn : 64'h0));
      cplSeq <= (fsm_state[2] ? descIndex : (fsm_state[21] ? pushIndex : seq));
      cplA <= (_zz_cplFlags ? slotIdx : (fsm_state[20] ? records : 32'h0));
      cplB <= (_zz_cplFlags ? blocks : 16'h0);
    end
    if(drainDone) begin
      records <= (records + 32'h00000001);
    end
    if(when_Fsm_l25_32) begin
      cplNext <= 24'h000001;
    end
    if(io_ctrl_ar_fire) begin
      _zz_io_ctrl_r_payload_data_63 <= io_ctrl_ar_payload_addr[11 : 2];
    end
    _zz_io_ctrl_r_payload_data_64 <= {(_zz_io_ctrl_r_payload_data_63 == 10'h059),{(_zz_io_ctrl_r_payload_data_63 == 10'h058),{(_zz_io_ctrl_r_payload_data_63 == 10'h057),{(_zz_io_ctrl_r_payload_data_63 == 10'h056),{(_zz_io_ctrl_r_payload_data_63 == 10'h055),{(_zz_io_ctrl_r_payload_data_63 == _zz__zz_io_ctrl_r_payload_data_64),{_zz__zz_io_ctrl_r_payload_data_64_1,{_zz__zz_io_ctrl_r_payload_data_64_2,_zz__zz_io_ctrl_r_payload_data_64_3}}}}}}}};
    _zz_155 <= {_zz_154,{_zz_153,{_zz_152,{_zz_151,{_zz_150,_zz_149}}}}};
    _zz_io_ctrl_r_payload_data_65 <= (|_zz_io_ctrl_r_payload_data_64);
    _zz_io_ctrl_r_payload_data_66 <= _zz_io_ctrl_r_payload_data_67;
    _zz_io_ctrl_r_payload_data_67 <= _zz_io_ctrl_r_payload_data_68;
    _zz_io_ctrl_r_payload_data_68 <= _zz_io_ctrl_r_payload_data_69;
    _zz_io_ctrl_r_payload_data_69 <= _zz_io_ctrl_r_payload_data_70;
    _zz_io_ctrl_r_payload_data_70 <= _zz_io_ctrl_r_payload_data_71;
    _zz_io_ctrl_r_payload_data_71 <= _zz_io_ctrl_r_payload_data_72;
    _zz_io_ctrl_r_payload_data_72 <= _zz_io_ctrl_r_payload_data_73;
    _zz_io_ctrl_r_payload_data_73 <= _zz_io_ctrl_r_payload_data_74;
    _zz_io_ctrl_r_payload_data_74 <= _zz_io_ctrl_r_payload_data_75;
    _zz_io_ctrl_r_payload_data_75 <= _zz_io_ctrl_r_payload_data_76;
    _zz_io_ctrl_r_payload_data_76 <= _zz_io_ctrl_r_payload_data_77;
    _zz_io_ctrl_r_payload_data_77 <= _zz_io_ctrl_r_payload_data_78;
    _zz_io_ctrl_r_payload_data_78 <= _zz_io_ctrl_r_payload_data_79;
    _zz_io_ctrl_r_payload_data_79 <= _zz_io_ctrl_r_payload_data_80;
    _zz_io_ctrl_r_payload_data_80 <= _zz_io_ctrl_r_payload_data_81;
    _zz_io_ctrl_r_payload_data_81 <= _zz_io_ctrl_r_payload_data_82;
    _zz_io_ctrl_r_payload_data_82 <= _zz_io_ctrl_r_payload_data_83;
    _zz_io_ctrl_r_payload_data_83 <= _zz_io_ctrl_r_payload_data_84;
    _zz_io_ctrl_r_payload_data_84 <= _zz_io_ctrl_r_payload_data_85;
    _zz_io_ctrl_r_payload_data_85 <= _zz_io_ctrl_r_payload_data_86;
    _zz_io_ctrl_r_payload_data_86 <= _zz_io_ctrl_r_payload_data_87;
    _zz_io_ctrl_r_payload_data_87 <= _zz_io_ctrl_r_payload_data_88;
    _zz_io_ctrl_r_payload_data_88 <= _zz_io_ctrl_r_payload_data_89;
    _zz_io_ctrl_r_payload_data_89 <= _zz_io_ctrl_r_payload_data_90;
    _zz_io_ctrl_r_payload_data_90 <= _zz_io_ctrl_r_payload_data_91;
    _zz_io_ctrl_r_payload_data_91 <= _zz_io_ctrl_r_payload_data_92;
    _zz_io_ctrl_r_payload_data_92 <= _zz_io_ctrl_r_payload_data_93;
    _zz_io_ctrl_r_payload_data_93 <= _zz_io_ctrl_r_payload_data_94;
    _zz_io_ctrl_r_payload_data_94 <= _zz_io_ctrl_r_payload_data_95;
    _zz_io_ctrl_r_payload_data_95 <= _zz_io_ctrl_r_payload_data_96;
    _zz_io_ctrl_r_payload_data_96 <= _zz_io_ctrl_r_payload_data_97;
    _zz_io_ctrl_r_payload_data_97 <= _zz_io_ctrl_r_payload_data_98;
    _zz_io_ctrl_r_payload_data_98 <= _zz_io_ctrl_r_payload_data_99;
    _zz_io_ctrl_r_payload_data_99 <= _zz_io_ctrl_r_payload_data_100;
    _zz_io_ctrl_r_payload_data_100 <= _zz_io_ctrl_r_payload_data_101;
    _zz_io_ctrl_r_payload_data_101 <= _zz_io_ctrl_r_payload_data_102;
    _zz_io_ctrl_r_payload_data_102 <= _zz_io_ctrl_r_payload_data_103;
    _zz_io_ctrl_r_payload_data_103 <= _zz_io_ctrl_r_payload_data_104;
    _zz_io_ctrl_r_payload_data_104 <= _zz_io_ctrl_r_payload_data_105;
    _zz_io_ctrl_r_payload_data_105 <= _zz_io_ctrl_r_payload_data_106;
    _zz_io_ctrl_r_payload_data_106 <= _zz_io_ctrl_r_payload_data_107;
    _zz_io_ctrl_r_payload_data_107 <= _zz_io_ctrl_r_payload_data_108;
    _zz_io_ctrl_r_payload_data_108 <= _zz_io_ctrl_r_payload_data_109;
    _zz_io_ctrl_r_payload_data_109 <= _zz_io_ctrl_r_payload_data_110;
    _zz_io_ctrl_r_payload_data_110 <= _zz_io_ctrl_r_payload_data_111;
    _zz_io_ctrl_r_payload_data_111 <= _zz_io_ctrl_r_payload_data_112;
    _zz_io_ctrl_r_payload_data_112 <= _zz_io_ctrl_r_payload_data_113;
    _zz_io_ctrl_r_payload_data_113 <= _zz_io_ctrl_r_payload_data_114;
    _zz_io_ctrl_r_payload_data_114 <= _zz_io_ctrl_r_payload_data_115;
    _zz_io_ctrl_r_payload_data_115 <= _zz_io_ctrl_r_payload_data_116;
    _zz_io_ctrl_r_payload_data_116 <= _zz_io_ctrl_r_payload_data_117;
    _zz_io_ctrl_r_payload_data_117 <= _zz_io_ctrl_r_payload_data_118;
    _zz_io_ctrl_r_payload_data_118 <= _zz_io_ctrl_r_payload_data_119;
    _zz_io_ctrl_r_payload_data_119 <= _zz_io_ctrl_r_payload_data_120;
    _zz_io_ctrl_r_payload_data_120 <= _zz_io_ctrl_r_payload_data_121;
    _zz_io_ctrl_r_payload_data_121 <= _zz_io_ctrl_r_payload_data_122;
    _zz_io_ctrl_r_payload_data_122 <= _zz_io_ctrl_r_payload_data_123;
    _zz_io_ctrl_r_payload_data_123 <= _zz_io_ctrl_r_payload_data_124;
    _zz_io_ctrl_r_payload_data_124 <= _zz_io_ctrl_r_payload_data_125;
    _zz_io_ctrl_r_payload_data_125 <= _zz_io_ctrl_r_payload_data_126;
    _zz_io_ctrl_r_payload_data_126 <= _zz_io_ctrl_r_payload_data_127;
    _zz_io_ctrl_r_payload_data_127 <= _zz_io_ctrl_r_payload_data_128;
    _zz_io_ctrl_r_payload_data_128 <= 32'h0;
    if(_zz_160) begin
      _zz_io_ctrl_r_payload_data_66 <= _zz_io_ctrl_r_payload_data;
      _zz_io_ctrl_r_payload_data_67 <= _zz_io_ctrl_r_payload_data_1;
      _zz_io_ctrl_r_payload_data_68 <= _zz_io_ctrl_r_payload_data_2;
      _zz_io_ctrl_r_payload_data_69 <= _zz_io_ctrl_r_payload_data_3;
      _zz_io_ctrl_r_payload_data_70 <= _zz_io_ctrl_r_payload_data_4;
      _zz_io_ctrl_r_payload_data_71 <= _zz_io_ctrl_r_payload_data_5;
      _zz_io_ctrl_r_payload_data_72 <= _zz_io_ctrl_r_payload_data_6;
      _zz_io_ctrl_r_payload_data_73 <= _zz_io_ctrl_r_payload_data_7;
      _zz_io_ctrl_r_payload_data_74 <= _zz_io_ctrl_r_payload_data_8;
      _zz_io_ctrl_r_payload_data_75 <= _zz_io_ctrl_r_payload_data_9;
      _zz_io_ctrl_r_payload_data_76 <= _zz_io_ctrl_r_payload_data_10;
      _zz_io_ctrl_r_payload_data_77 <= _zz_io_ctrl_r_payload_data_11;
      _zz_io_ctrl_r_payload_data_78 <= _zz_io_ctrl_r_payload_data_12;
      _zz_io_ctrl_r_payload_data_79 <= _zz_io_ctrl_r_payload_data_13;
      _zz_io_ctrl_r_payload_data_80 <= _zz_io_ctrl_r_payload_data_14;
      _zz_io_ctrl_r_payload_data_81 <= _zz_io_ctrl_r_payload_data_15;
      _zz_io_ctrl_r_payload_data_82 <= _zz_io_ctrl_r_payload_data_16;
      _zz_io_ctrl_r_payload_data_83 <= _zz_io_ctrl_r_payload_data_17;
      _zz_io_ctrl_r_payload_data_84 <= _zz_io_ctrl_r_payload_data_18;
      _zz_io_ctrl_r_payload_data_85 <= _zz_io_ctrl_r_payload_data_19;
      _zz_io_ctrl_r_payload_data_86 <= _zz_io_ctrl_r_payload_data_20;
      _zz_io_ctrl_r_payload_data_87 <= _zz_io_ctrl_r_payload_data_21;
      _zz_io_ctrl_r_payload_data_88 <= _zz_io_ctrl_r_payload_data_22;
      _zz_io_ctrl_r_payload_data_89 <= _zz_io_ctrl_r_payload_data_23;
      _zz_io_ctrl_r_payload_data_90 <= _zz_io_ctrl_r_payload_data_24;
      _zz_io_ctrl_r_payload_data_91 <= _zz_io_ctrl_r_payload_data_25;
      _zz_io_ctrl_r_payload_data_92 <= _zz_io_ctrl_r_payload_data_26;
      _zz_io_ctrl_r_payload_data_93 <= _zz_io_ctrl_r_payload_data_27;
      _zz_io_ctrl_r_payload_data_94 <= _zz_io_ctrl_r_payload_data_28;
      _zz_io_ctrl_r_payload_data_95 <= _zz_io_ctrl_r_payload_data_29;
      _zz_io_ctrl_r_payload_data_96 <= _zz_io_ctrl_r_payload_data_30;
      _zz_io_ctrl_r_payload_data_97 <= _zz_io_ctrl_r_payload_data_31;
      _zz_io_ctrl_r_payload_data_98 <= _zz_io_ctrl_r_payload_data_32;
      _zz_io_ctrl_r_payload_data_99 <= _zz_io_ctrl_r_payload_data_33;
      _zz_io_ctrl_r_payload_data_100 <= _zz_io_ctrl_r_payload_data_34;
      _zz_io_ctrl_r_payload_data_101 <= _zz_io_ctrl_r_payload_data_35;
      _zz_io_ctrl_r_payload_data_102 <= _zz_io_ctrl_r_payload_data_36;
      _zz_io_ctrl_r_payload_data_103 <= _zz_io_ctrl_r_payload_data_37;
      _zz_io_ctrl_r_payload_data_104 <= _zz_io_ctrl_r_payload_data_38;
      _zz_io_ctrl_r_payload_data_105 <= _zz_io_ctrl_r_payload_data_39;
      _zz_io_ctrl_r_payload_data_106 <= _zz_io_ctrl_r_payload_data_40;
      _zz_io_ctrl_r_payload_data_107 <= _zz_io_ctrl_r_payload_data_41;
      _zz_io_ctrl_r_payload_data_108 <= _zz_io_ctrl_r_payload_data_42;
      _zz_io_ctrl_r_payload_data_109 <= _zz_io_ctrl_r_payload_data_43;
      _zz_io_ctrl_r_payload_data_110 <= _zz_io_ctrl_r_payload_data_44;
      _zz_io_ctrl_r_payload_data_111 <= _zz_io_ctrl_r_payload_data_45;
      _zz_io_ctrl_r_payload_data_112 <= _zz_io_ctrl_r_payload_data_46;
      _zz_io_ctrl_r_payload_data_113 <= _zz_io_ctrl_r_payload_data_47;
      _zz_io_ctrl_r_payload_data_114 <= _zz_io_ctrl_r_payload_data_48;
      _zz_io_ctrl_r_payload_data_115 <= _zz_io_ctrl_r_payload_data_49;
      _zz_io_ctrl_r_payload_data_116 <= _zz_io_ctrl_r_payload_data_50;
      _zz_io_ctrl_r_payload_data_117 <= _zz_io_ctrl_r_payload_data_51;
      _zz_io_ctrl_r_payload_data_118 <= _zz_io_ctrl_r_payload_data_52;
      _zz_io_ctrl_r_payload_data_119 <= _zz_io_ctrl_r_payload_data_53;
      _zz_io_ctrl_r_payload_data_120 <= _zz_io_ctrl_r_payload_data_54;
      _zz_io_ctrl_r_payload_data_121 <= _zz_io_ctrl_r_payload_data_55;
      _zz_io_ctrl_r_payload_data_122 <= _zz_io_ctrl_r_payload_data_56;
      _zz_io_ctrl_r_payload_data_123 <= _zz_io_ctrl_r_payload_data_57;
      _zz_io_ctrl_r_payload_data_124 <= _zz_io_ctrl_r_payload_data_58;
      _zz_io_ctrl_r_payload_data_125 <= _zz_io_ctrl_r_payload_data_59;
      _zz_io_ctrl_r_payload_data_126 <= _zz_io_ctrl_r_payload_data_60;
      _zz_io_ctrl_r_payload_data_127 <= _zz_io_ctrl_r_payload_data_61;
      _zz_io_ctrl_r_payload_data_128 <= _zz_io_ctrl_r_payload_data_62;
    end
    if(_zz_158) begin
      _zz_159 <= _zz_155;
      _zz_161 <= (_zz_155 == 6'h0);
    end
    if(when_Registers_l233) begin
      if(_zz_161) begin
        _zz_io_ctrl_r_payload_data_129 <= _zz_io_ctrl_r_payload_data_66;
      end else begin
        _zz_159 <= (_zz_159 - 6'h01);
        _zz_161 <= (_zz_159 == 6'h01);
      end
    end
  end


endmodule

module StreamFifo_1 (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire          io_push_payload_close,
  input  wire          io_push_payload_commit,
  input  wire [7:0]    io_push_payload_itemType,
  input  wire [63:0]   io_push_payload_key,
  input  wire [20:0]   io_push_payload_len,
  input  wire [7:0]    io_push_payload_flags,
  input  wire          io_push_payload_whole,
  input  wire          io_push_payload_empty,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire          io_pop_payload_close,
  output wire          io_pop_payload_commit,
  output wire [7:0]    io_pop_payload_itemType,
  output wire [63:0]   io_pop_payload_key,
  output wire [20:0]   io_pop_payload_len,
  output wire [7:0]    io_pop_payload_flags,
  output wire          io_pop_payload_whole,
  output wire          io_pop_payload_empty,
  input  wire          io_flush,
  output wire [3:0]    io_occupancy,
  output wire [3:0]    io_availability,
  input  wire          clk,
  input  wire          inReset
);

  reg        [104:0]  logic_ram_spinal_port1;
  wire       [104:0]  _zz_logic_ram_port;
  reg                 _zz_1;
  wire                logic_ptr_doPush;
  wire                logic_ptr_doPop;
  wire                logic_ptr_full;
  wire                logic_ptr_empty;
  reg        [3:0]    logic_ptr_push;
  reg        [3:0]    logic_ptr_pop;
  wire       [3:0]    logic_ptr_occupancy;
  wire       [3:0]    logic_ptr_popOnIo;
  wire                when_Stream_l1557;
  reg                 logic_ptr_wentUp;
  wire                logic_ptr_arb_fmax_emptyTracker_incr;
  wire                logic_ptr_arb_fmax_emptyTracker_decr;
  reg        [3:0]    logic_ptr_arb_fmax_emptyTracker_value;
  (* keep , syn_keep *) wire       [3:0]    logic_ptr_arb_fmax_emptyTracker_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [3:0]    logic_ptr_arb_fmax_emptyTracker_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511;
  wire                logic_ptr_arb_fmax_fullTracker_incr;
  wire                logic_ptr_arb_fmax_fullTracker_decr;
  reg        [3:0]    logic_ptr_arb_fmax_fullTracker_value;
  (* keep , syn_keep *) wire       [3:0]    logic_ptr_arb_fmax_fullTracker_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [3:0]    logic_ptr_arb_fmax_fullTracker_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511_1;
  wire                io_push_fire;
  wire                io_pop_fire;
  wire                logic_ptr_fmax_incr;
  wire                logic_ptr_fmax_decr;
  reg        [3:0]    logic_ptr_fmax_value;
  (* keep , syn_keep *) wire       [3:0]    logic_ptr_fmax_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [3:0]    logic_ptr_fmax_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511_2;
  wire                logic_push_onRam_write_valid;
  wire       [2:0]    logic_push_onRam_write_payload_address;
  wire                logic_push_onRam_write_payload_data_close;
  wire                logic_push_onRam_write_payload_data_commit;
  wire       [7:0]    logic_push_onRam_write_payload_data_itemType;
  wire       [63:0]   logic_push_onRam_write_payload_data_key;
  wire       [20:0]   logic_push_onRam_write_payload_data_len;
  wire       [7:0]    logic_push_onRam_write_payload_data_flags;
  wire                logic_push_onRam_write_payload_data_whole;
  wire                logic_push_onRam_write_payload_data_empty;
  wire                logic_pop_addressGen_valid;
  reg                 logic_pop_addressGen_ready;
  wire       [2:0]    logic_pop_addressGen_payload;
  wire                logic_pop_addressGen_fire;
  wire                logic_pop_sync_readArbitration_valid;
  wire                logic_pop_sync_readArbitration_ready;
  wire       [2:0]    logic_pop_sync_readArbitration_payload;
  reg                 logic_pop_addressGen_rValid;
  reg        [2:0]    logic_pop_addressGen_rData;
  wire                when_Stream_l477;
  wire                logic_pop_sync_readPort_cmd_valid;
  wire       [2:0]    logic_pop_sync_readPort_cmd_payload;
  wire                logic_pop_sync_readPort_rsp_close;
  wire                logic_pop_sync_readPort_rsp_commit;
  wire       [7:0]    logic_pop_sync_readPort_rsp_itemType;
  wire       [63:0]   logic_pop_sync_readPort_rsp_key;
  wire       [20:0]   logic_pop_sync_readPort_rsp_len;
  wire       [7:0]    logic_pop_sync_readPort_rsp_flags;
  wire                logic_pop_sync_readPort_rsp_whole;
  wire                logic_pop_sync_readPort_rsp_empty;
  wire       [104:0]  _zz_logic_pop_sync_readPort_rsp_close;
  wire                logic_pop_addressGen_toFlowFire_valid;
  wire       [2:0]    logic_pop_addressGen_toFlowFire_payload;
  wire                logic_pop_sync_readArbitration_translated_valid;
  wire                logic_pop_sync_readArbitration_translated_ready;
  wire                logic_pop_sync_readArbitration_translated_payload_close;
  wire                logic_pop_sync_readArbitration_translated_payload_commit;
  wire       [7:0]    logic_pop_sync_readArbitration_translated_payload_itemType;
  wire       [63:0]   logic_pop_sync_readArbitration_translated_payload_key;
  wire       [20:0]   logic_pop_sync_readArbitration_translated_payload_len;
  wire       [7:0]    logic_pop_sync_readArbitration_translated_payload_flags;
  wire                logic_pop_sync_readArbitration_translated_payload_whole;
  wire                logic_pop_sync_readArbitration_translated_payload_empty;
  wire                logic_pop_sync_readArbitration_fire;
  reg        [3:0]    logic_pop_sync_popReg;
  wire                logic_fmaxAvail_incr;
  wire                logic_fmaxAvail_decr;
  reg        [3:0]    logic_fmaxAvail_value;
  (* keep , syn_keep *) wire       [3:0]    logic_fmaxAvail_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [3:0]    logic_fmaxAvail_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511_3;
  reg [104:0] logic_ram [0:7];

  assign _zz_logic_ram_port = {logic_push_onRam_write_payload_data_empty,{logic_push_onRam_write_payload_data_whole,{logic_push_onRam_write_payload_data_flags,{logic_push_onRam_write_payload_data_len,{logic_push_onRam_write_payload_data_key,{logic_push_onRam_write_payload_data_itemType,{logic_push_onRam_write_payload_data_commit,logic_push_onRam_write_payload_data_close}}}}}}};
  always @(posedge clk) begin
    if(_zz_1) begin
      logic_ram[logic_push_onRam_write_payload_address] <= _zz_logic_ram_port;
    end
  end

  always @(posedge clk) begin
    if(logic_pop_sync_readPort_cmd_valid) begin
      logic_ram_spinal_port1 <= logic_ram[logic_pop_sync_readPort_cmd_payload];
    end
  end

  always @(*) begin
    _zz_1 = 1'b0;
    if(logic_push_onRam_write_valid) begin
      _zz_1 = 1'b1;
    end
  end

  assign when_Stream_l1557 = (logic_ptr_doPush != logic_ptr_doPop);
  assign logic_ptr_arb_fmax_emptyTracker_plusOne = (logic_ptr_arb_fmax_emptyTracker_value + 4'b0001);
  assign logic_ptr_arb_fmax_emptyTracker_minusOne = (logic_ptr_arb_fmax_emptyTracker_value - 4'b0001);
  assign when_Stream_l1511 = (logic_ptr_arb_fmax_emptyTracker_incr != logic_ptr_arb_fmax_emptyTracker_decr);
  assign logic_ptr_arb_fmax_emptyTracker_incr = logic_ptr_doPop;
  assign logic_ptr_arb_fmax_emptyTracker_decr = logic_ptr_doPush;
  assign logic_ptr_empty = logic_ptr_arb_fmax_emptyTracker_value[3];
  assign logic_ptr_arb_fmax_fullTracker_plusOne = (logic_ptr_arb_fmax_fullTracker_value + 4'b0001);
  assign logic_ptr_arb_fmax_fullTracker_minusOne = (logic_ptr_arb_fmax_fullTracker_value - 4'b0001);
  assign when_Stream_l1511_1 = (logic_ptr_arb_fmax_fullTracker_incr != logic_ptr_arb_fmax_fullTracker_decr);
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign logic_ptr_arb_fmax_fullTracker_incr = io_push_fire;
  assign io_pop_fire = (io_pop_valid && io_pop_ready);
  assign logic_ptr_arb_fmax_fullTracker_decr = io_pop_fire;
  assign logic_ptr_full = logic_ptr_arb_fmax_fullTracker_value[3];
  assign logic_ptr_fmax_plusOne = (logic_ptr_fmax_value + 4'b0001);
  assign logic_ptr_fmax_minusOne = (logic_ptr_fmax_value - 4'b0001);
  assign when_Stream_l1511_2 = (logic_ptr_fmax_incr != logic_ptr_fmax_decr);
  assign logic_ptr_fmax_incr = io_push_fire;
  assign logic_ptr_fmax_decr = io_pop_fire;
  assign logic_ptr_occupancy = logic_ptr_fmax_value;
  assign io_push_ready = (! logic_ptr_full);
  assign logic_ptr_doPush = io_push_fire;
  assign logic_push_onRam_write_valid = io_push_fire;
  assign logic_push_onRam_write_payload_address = logic_ptr_push[2:0];
  assign logic_push_onRam_write_payload_data_close = io_push_payload_close;
  assign logic_push_onRam_write_payload_data_commit = io_push_payload_commit;
  assign logic_push_onRam_write_payload_data_itemType = io_push_payload_itemType;
  assign logic_push_onRam_write_payload_data_key = io_push_payload_key;
  assign logic_push_onRam_write_payload_data_len = io_push_payload_len;
  assign logic_push_onRam_write_payload_data_flags = io_push_payload_flags;
  assign logic_push_onRam_write_payload_data_whole = io_push_payload_whole;
  assign logic_push_onRam_write_payload_data_empty = io_push_payload_empty;
  assign logic_pop_addressGen_valid = (! logic_ptr_empty);
  assign logic_pop_addressGen_payload = logic_ptr_pop[2:0];
  assign logic_pop_addressGen_fire = (logic_pop_addressGen_valid && logic_pop_addressGen_ready);
  assign logic_ptr_doPop = logic_pop_addressGen_fire;
  always @(*) begin
    logic_pop_addressGen_ready = logic_pop_sync_readArbitration_ready;
    if(when_Stream_l477) begin
      logic_pop_addressGen_ready = 1'b1;
    end
  end

  assign when_Stream_l477 = (! logic_pop_sync_readArbitration_valid);
  assign logic_pop_sync_readArbitration_valid = logic_pop_addressGen_rValid;
  assign logic_pop_sync_readArbitration_payload = logic_pop_addressGen_rData;
  assign _zz_logic_pop_sync_readPort_rsp_close = logic_ram_spinal_port1;
  assign logic_pop_sync_readPort_rsp_close = _zz_logic_pop_sync_readPort_rsp_close[0];
  assign logic_pop_sync_readPort_rsp_commit = _zz_logic_pop_sync_readPort_rsp_close[1];
  assign logic_pop_sync_readPort_rsp_itemType = _zz_logic_pop_sync_readPort_rsp_close[9 : 2];
  assign logic_pop_sync_readPort_rsp_key = _zz_logic_pop_sync_readPort_rsp_close[73 : 10];
  assign logic_pop_sync_readPort_rsp_len = _zz_logic_pop_sync_readPort_rsp_close[94 : 74];
  assign logic_pop_sync_readPort_rsp_flags = _zz_logic_pop_sync_readPort_rsp_close[102 : 95];
  assign logic_pop_sync_readPort_rsp_whole = _zz_logic_pop_sync_readPort_rsp_close[103];
  assign logic_pop_sync_readPort_rsp_empty = _zz_logic_pop_sync_readPort_rsp_close[104];
  assign logic_pop_addressGen_toFlowFire_valid = logic_pop_addressGen_fire;
  assign logic_pop_addressGen_toFlowFire_payload = logic_pop_addressGen_payload;
  assign logic_pop_sync_readPort_cmd_valid = logic_pop_addressGen_toFlowFire_valid;
  assign logic_pop_sync_readPort_cmd_payload = logic_pop_addressGen_toFlowFire_payload;
  assign logic_pop_sync_readArbitration_translated_valid = logic_pop_sync_readArbitration_valid;
  assign logic_pop_sync_readArbitration_ready = logic_pop_sync_readArbitration_translated_ready;
  assign logic_pop_sync_readArbitration_translated_payload_close = logic_pop_sync_readPort_rsp_close;
  assign logic_pop_sync_readArbitration_translated_payload_commit = logic_pop_sync_readPort_rsp_commit;
  assign logic_pop_sync_readArbitration_translated_payload_itemType = logic_pop_sync_readPort_rsp_itemType;
  assign logic_pop_sync_readArbitration_translated_payload_key = logic_pop_sync_readPort_rsp_key;
  assign logic_pop_sync_readArbitration_translated_payload_len = logic_pop_sync_readPort_rsp_len;
  assign logic_pop_sync_readArbitration_translated_payload_flags = logic_pop_sync_readPort_rsp_flags;
  assign logic_pop_sync_readArbitration_translated_payload_whole = logic_pop_sync_readPort_rsp_whole;
  assign logic_pop_sync_readArbitration_translated_payload_empty = logic_pop_sync_readPort_rsp_empty;
  assign io_pop_valid = logic_pop_sync_readArbitration_translated_valid;
  assign logic_pop_sync_readArbitration_translated_ready = io_pop_ready;
  assign io_pop_payload_close = logic_pop_sync_readArbitration_translated_payload_close;
  assign io_pop_payload_commit = logic_pop_sync_readArbitration_translated_payload_commit;
  assign io_pop_payload_itemType = logic_pop_sync_readArbitration_translated_payload_itemType;
  assign io_pop_payload_key = logic_pop_sync_readArbitration_translated_payload_key;
  assign io_pop_payload_len = logic_pop_sync_readArbitration_translated_payload_len;
  assign io_pop_payload_flags = logic_pop_sync_readArbitration_translated_payload_flags;
  assign io_pop_payload_whole = logic_pop_sync_readArbitration_translated_payload_whole;
  assign io_pop_payload_empty = logic_pop_sync_readArbitration_translated_payload_empty;
  assign logic_pop_sync_readArbitration_fire = (logic_pop_sync_readArbitration_valid && logic_pop_sync_readArbitration_ready);
  assign logic_ptr_popOnIo = logic_pop_sync_popReg;
  assign io_occupancy = logic_ptr_occupancy;
  assign logic_fmaxAvail_plusOne = (logic_fmaxAvail_value + 4'b0001);
  assign logic_fmaxAvail_minusOne = (logic_fmaxAvail_value - 4'b0001);
  assign when_Stream_l1511_3 = (logic_fmaxAvail_incr != logic_fmaxAvail_decr);
  assign logic_fmaxAvail_incr = io_pop_fire;
  assign logic_fmaxAvail_decr = io_push_fire;
  assign io_availability = logic_fmaxAvail_value;
  always @(posedge clk) begin
    if(inReset) begin
      logic_ptr_push <= 4'b0000;
      logic_ptr_pop <= 4'b0000;
      logic_ptr_wentUp <= 1'b0;
      logic_ptr_arb_fmax_emptyTracker_value <= 4'b1000;
      logic_ptr_arb_fmax_fullTracker_value <= 4'b0000;
      logic_ptr_fmax_value <= 4'b0000;
      logic_pop_addressGen_rValid <= 1'b0;
      logic_pop_sync_popReg <= 4'b0000;
      logic_fmaxAvail_value <= 4'b1000;
    end else begin
      if(when_Stream_l1557) begin
        logic_ptr_wentUp <= logic_ptr_doPush;
      end
      if(io_flush) begin
        logic_ptr_wentUp <= 1'b0;
      end
      if(when_Stream_l1511) begin
        logic_ptr_arb_fmax_emptyTracker_value <= (logic_ptr_arb_fmax_emptyTracker_incr ? logic_ptr_arb_fmax_emptyTracker_plusOne : logic_ptr_arb_fmax_emptyTracker_minusOne);
      end
      if(io_flush) begin
        logic_ptr_arb_fmax_emptyTracker_value <= 4'b1000;
      end
      if(when_Stream_l1511_1) begin
        logic_ptr_arb_fmax_fullTracker_value <= (logic_ptr_arb_fmax_fullTracker_incr ? logic_ptr_arb_fmax_fullTracker_plusOne : logic_ptr_arb_fmax_fullTracker_minusOne);
      end
      if(io_flush) begin
        logic_ptr_arb_fmax_fullTracker_value <= 4'b0000;
      end
      if(logic_ptr_doPush) begin
        logic_ptr_push <= (logic_ptr_push + 4'b0001);
      end
      if(logic_ptr_doPop) begin
        logic_ptr_pop <= (logic_ptr_pop + 4'b0001);
      end
      if(io_flush) begin
        logic_ptr_push <= 4'b0000;
        logic_ptr_pop <= 4'b0000;
      end
      if(when_Stream_l1511_2) begin
        logic_ptr_fmax_value <= (logic_ptr_fmax_incr ? logic_ptr_fmax_plusOne : logic_ptr_fmax_minusOne);
      end
      if(io_flush) begin
        logic_ptr_fmax_value <= 4'b0000;
      end
      if(logic_pop_addressGen_ready) begin
        logic_pop_addressGen_rValid <= logic_pop_addressGen_valid;
      end
      if(io_flush) begin
        logic_pop_addressGen_rValid <= 1'b0;
      end
      if(logic_pop_sync_readArbitration_fire) begin
        logic_pop_sync_popReg <= logic_ptr_pop;
      end
      if(io_flush) begin
        logic_pop_sync_popReg <= 4'b0000;
      end
      if(when_Stream_l1511_3) begin
        logic_fmaxAvail_value <= (logic_fmaxAvail_incr ? logic_fmaxAvail_plusOne : logic_fmaxAvail_minusOne);
      end
      if(io_flush) begin
        logic_fmaxAvail_value <= 4'b1000;
      end
    end
  end

  always @(posedge clk) begin
    if(logic_pop_addressGen_ready) begin
      logic_pop_addressGen_rData <= logic_pop_addressGen_payload;
    end
  end


endmodule

module StreamDemux (
  input  wire [0:0]    io_select,
  input  wire          io_input_valid,
  output reg           io_input_ready,
  input  wire [63:0]   io_input_payload_data,
  input  wire [0:0]    io_input_payload_id,
  input  wire [1:0]    io_input_payload_resp,
  input  wire          io_input_payload_last,
  output reg           io_outputs_0_valid,
  input  wire          io_outputs_0_ready,
  output wire [63:0]   io_outputs_0_payload_data,
  output wire [0:0]    io_outputs_0_payload_id,
  output wire [1:0]    io_outputs_0_payload_resp,
  output wire          io_outputs_0_payload_last,
  output reg           io_outputs_1_valid,
  input  wire          io_outputs_1_ready,
  output wire [63:0]   io_outputs_1_payload_data,
  output wire [0:0]    io_outputs_1_payload_id,
  output wire [1:0]    io_outputs_1_payload_resp,
  output wire          io_outputs_1_payload_last
);

  wire                when_Stream_l1266;
  wire                when_Stream_l1266_1;

  always @(*) begin
    io_input_ready = 1'b0;
    if(!when_Stream_l1266) begin
      io_input_ready = io_outputs_0_ready;
    end
    if(!when_Stream_l1266_1) begin
      io_input_ready = io_outputs_1_ready;
    end
  end

  assign io_outputs_0_payload_data = io_input_payload_data;
  assign io_outputs_0_payload_id = io_input_payload_id;
  assign io_outputs_0_payload_resp = io_input_payload_resp;
  assign io_outputs_0_payload_last = io_input_payload_last;
  assign when_Stream_l1266 = (1'b0 != io_select);
  always @(*) begin
    if(when_Stream_l1266) begin
      io_outputs_0_valid = 1'b0;
    end else begin
      io_outputs_0_valid = io_input_valid;
    end
  end

  assign io_outputs_1_payload_data = io_input_payload_data;
  assign io_outputs_1_payload_id = io_input_payload_id;
  assign io_outputs_1_payload_resp = io_input_payload_resp;
  assign io_outputs_1_payload_last = io_input_payload_last;
  assign when_Stream_l1266_1 = (1'b1 != io_select);
  always @(*) begin
    if(when_Stream_l1266_1) begin
      io_outputs_1_valid = 1'b0;
    end else begin
      io_outputs_1_valid = io_input_valid;
    end
  end


endmodule

module ArChoice (
  input  wire          io_in_0_valid,
  output wire          io_in_0_ready,
  input  wire [63:0]   io_in_0_payload_addr,
  input  wire [0:0]    io_in_0_payload_id,
  input  wire [7:0]    io_in_0_payload_len,
  input  wire [2:0]    io_in_0_payload_size,
  input  wire [1:0]    io_in_0_payload_burst,
  input  wire          io_in_1_valid,
  output wire          io_in_1_ready,
  input  wire [63:0]   io_in_1_payload_addr,
  input  wire [0:0]    io_in_1_payload_id,
  input  wire [7:0]    io_in_1_payload_len,
  input  wire [2:0]    io_in_1_payload_size,
  input  wire [1:0]    io_in_1_payload_burst,
  output wire          io_out_valid,
  input  wire          io_out_ready,
  output wire [63:0]   io_out_payload_addr,
  output wire [0:0]    io_out_payload_id,
  output wire [7:0]    io_out_payload_len,
  output wire [2:0]    io_out_payload_size,
  output wire [1:0]    io_out_payload_burst,
  input  wire          clk,
  input  wire          inReset
);

  reg                 full;
  reg        [63:0]   word_addr;
  reg        [0:0]    word_id;
  reg        [7:0]    word_len;
  reg        [2:0]    word_size;
  reg        [1:0]    word_burst;
  reg                 lastWas0;
  wire                first0;
  wire                take0;
  wire                take1;
  wire                when_Dma_l278;
  wire                io_out_fire;

  assign first0 = 1'b1;
  assign take0 = (((! full) && io_in_0_valid) && first0);
  assign take1 = (((! full) && io_in_1_valid) && (! take0));
  assign io_in_0_ready = take0;
  assign io_in_1_ready = take1;
  assign when_Dma_l278 = (take0 || take1);
  assign io_out_fire = (io_out_valid && io_out_ready);
  assign io_out_valid = full;
  assign io_out_payload_addr = word_addr;
  assign io_out_payload_id = word_id;
  assign io_out_payload_len = word_len;
  assign io_out_payload_size = word_size;
  assign io_out_payload_burst = word_burst;
  always @(posedge clk) begin
    if(inReset) begin
      full <= 1'b0;
      lastWas0 <= 1'b0;
    end else begin
      if(when_Dma_l278) begin
        full <= 1'b1;
        lastWas0 <= take0;
      end
      if(io_out_fire) begin
        full <= 1'b0;
      end
    end
  end

  always @(posedge clk) begin
    if(when_Dma_l278) begin
      word_addr <= (take0 ? io_in_0_payload_addr : io_in_1_payload_addr);
      word_id <= (take0 ? io_in_0_payload_id : io_in_1_payload_id);
      word_len <= (take0 ? io_in_0_payload_len : io_in_1_payload_len);
      word_size <= (take0 ? io_in_0_payload_size : io_in_1_payload_size);
      word_burst <= (take0 ? io_in_0_payload_burst : io_in_1_payload_burst);
    end
  end


endmodule

module Crc32c (
  input  wire          io_clear,
  input  wire          io_input_valid,
  input  wire [63:0]   io_input_payload,
  output wire [31:0]   io_crc,
  output wire          io_busy,
  input  wire          clk,
  input  wire          inReset
);

  reg                 s1_valid;
  reg        [63:0]   s1_payload;
  reg                 s2Valid;
  (* keep *) wire                _zz_s2Parts_0_0;
  (* keep *) wire                _zz_s2Parts_0_0_1;
  (* keep *) wire                _zz_s2Parts_0_0_2;
  (* keep *) wire                _zz_s2Parts_0_0_3;
  reg                 s2Parts_0_0;
  (* keep *) wire                _zz_s2Parts_0_1;
  (* keep *) wire                _zz_s2Parts_0_1_1;
  (* keep *) wire                _zz_s2Parts_0_1_2;
  (* keep *) wire                _zz_s2Parts_0_1_3;
  reg                 s2Parts_0_1;
  reg                 s2Parts_0_2;
  (* keep *) wire                _zz_s2Parts_1_0;
  (* keep *) wire                _zz_s2Parts_1_0_1;
  (* keep *) wire                _zz_s2Parts_1_0_2;
  (* keep *) wire                _zz_s2Parts_1_0_3;
  reg                 s2Parts_1_0;
  (* keep *) wire                _zz_s2Parts_1_1;
  (* keep *) wire                _zz_s2Parts_1_1_1;
  (* keep *) wire                _zz_s2Parts_1_1_2;
  (* keep *) wire                _zz_s2Parts_1_1_3;
  reg                 s2Parts_1_1;
  reg                 s2Parts_1_2;
  (* keep *) wire                _zz_s2Parts_2_0;
  (* keep *) wire                _zz_s2Parts_2_0_1;
  (* keep *) wire                _zz_s2Parts_2_0_2;
  (* keep *) wire                _zz_s2Parts_2_0_3;
  reg                 s2Parts_2_0;
  (* keep *) wire                _zz_s2Parts_2_1;
  (* keep *) wire                _zz_s2Parts_2_1_1;
  (* keep *) wire                _zz_s2Parts_2_1_2;
  (* keep *) wire                _zz_s2Parts_2_1_3;
  reg                 s2Parts_2_1;
  reg                 s2Parts_2_2;
  (* keep *) wire                _zz_s2Parts_3_0;
  (* keep *) wire                _zz_s2Parts_3_0_1;
  (* keep *) wire                _zz_s2Parts_3_0_2;
  (* keep *) wire                _zz_s2Parts_3_0_3;
  reg                 s2Parts_3_0;
  (* keep *) wire                _zz_s2Parts_3_1;
  (* keep *) wire                _zz_s2Parts_3_1_1;
  (* keep *) wire                _zz_s2Parts_3_1_2;
  (* keep *) wire                _zz_s2Parts_3_1_3;
  reg                 s2Parts_3_1;
  reg                 s2Parts_3_2;
  (* keep *) wire                _zz_s2Parts_4_0;
  (* keep *) wire                _zz_s2Parts_4_0_1;
  (* keep *) wire                _zz_s2Parts_4_0_2;
  (* keep *) wire                _zz_s2Parts_4_0_3;
  reg                 s2Parts_4_0;
  (* keep *) wire                _zz_s2Parts_4_1;
  (* keep *) wire                _zz_s2Parts_4_1_1;
  (* keep *) wire                _zz_s2Parts_4_1_2;
  (* keep *) wire                _zz_s2Parts_4_1_3;
  reg                 s2Parts_4_1;
  (* keep *) wire                _zz_s2Parts_4_2;
  (* keep *) wire                _zz_s2Parts_4_2_1;
  reg                 s2Parts_4_2;
  (* keep *) wire                _zz_s2Parts_5_0;
  (* keep *) wire                _zz_s2Parts_5_0_1;
  (* keep *) wire                _zz_s2Parts_5_0_2;
  (* keep *) wire                _zz_s2Parts_5_0_3;
  reg                 s2Parts_5_0;
  (* keep *) wire                _zz_s2Parts_5_1;
  (* keep *) wire                _zz_s2Parts_5_1_1;
  (* keep *) wire                _zz_s2Parts_5_1_2;
  (* keep *) wire                _zz_s2Parts_5_1_3;
  reg                 s2Parts_5_1;
  (* keep *) wire                _zz_s2Parts_6_0;
  (* keep *) wire                _zz_s2Parts_6_0_1;
  (* keep *) wire                _zz_s2Parts_6_0_2;
  (* keep *) wire                _zz_s2Parts_6_0_3;
  reg                 s2Parts_6_0;
  (* keep *) wire                _zz_s2Parts_6_1;
  (* keep *) wire                _zz_s2Parts_6_1_1;
  (* keep *) wire                _zz_s2Parts_6_1_2;
  (* keep *) wire                _zz_s2Parts_6_1_3;
  reg                 s2Parts_6_1;
  reg                 s2Parts_6_2;
  (* keep *) wire                _zz_s2Parts_7_0;
  (* keep *) wire                _zz_s2Parts_7_0_1;
  (* keep *) wire                _zz_s2Parts_7_0_2;
  (* keep *) wire                _zz_s2Parts_7_0_3;
  reg                 s2Parts_7_0;
  (* keep *) wire                _zz_s2Parts_7_1;
  (* keep *) wire                _zz_s2Parts_7_1_1;
  (* keep *) wire                _zz_s2Parts_7_1_2;
  (* keep *) wire                _zz_s2Parts_7_1_3;
  reg                 s2Parts_7_1;
  reg                 s2Parts_7_2;
  (* keep *) wire                _zz_s2Parts_8_0;
  (* keep *) wire                _zz_s2Parts_8_0_1;
  (* keep *) wire                _zz_s2Parts_8_0_2;
  (* keep *) wire                _zz_s2Parts_8_0_3;
  reg                 s2Parts_8_0;
  (* keep *) wire                _zz_s2Parts_8_1;
  (* keep *) wire                _zz_s2Parts_8_1_1;
  (* keep *) wire                _zz_s2Parts_8_1_2;
  (* keep *) wire                _zz_s2Parts_8_1_3;
  reg                 s2Parts_8_1;
  (* keep *) wire                _zz_s2Parts_8_2;
  (* keep *) wire                _zz_s2Parts_8_2_1;
  reg                 s2Parts_8_2;
  (* keep *) wire                _zz_s2Parts_9_0;
  (* keep *) wire                _zz_s2Parts_9_0_1;
  (* keep *) wire                _zz_s2Parts_9_0_2;
  (* keep *) wire                _zz_s2Parts_9_0_3;
  reg                 s2Parts_9_0;
  (* keep *) wire                _zz_s2Parts_9_1;
  (* keep *) wire                _zz_s2Parts_9_1_1;
  (* keep *) wire                _zz_s2Parts_9_1_2;
  (* keep *) wire                _zz_s2Parts_9_1_3;
  reg                 s2Parts_9_1;
  reg                 s2Parts_9_2;
  (* keep *) wire                _zz_s2Parts_10_0;
  (* keep *) wire                _zz_s2Parts_10_0_1;
  (* keep *) wire                _zz_s2Parts_10_0_2;
  (* keep *) wire                _zz_s2Parts_10_0_3;
  reg                 s2Parts_10_0;
  (* keep *) wire                _zz_s2Parts_10_1;
  (* keep *) wire                _zz_s2Parts_10_1_1;
  (* keep *) wire                _zz_s2Parts_10_1_2;
  reg                 s2Parts_10_1;
  (* keep *) wire                _zz_s2Parts_11_0;
  (* keep *) wire                _zz_s2Parts_11_0_1;
  (* keep *) wire                _zz_s2Parts_11_0_2;
  (* keep *) wire                _zz_s2Parts_11_0_3;
  reg                 s2Parts_11_0;
  (* keep *) wire                _zz_s2Parts_11_1;
  (* keep *) wire                _zz_s2Parts_11_1_1;
  (* keep *) wire                _zz_s2Parts_11_1_2;
  (* keep *) wire                _zz_s2Parts_11_1_3;
  reg                 s2Parts_11_1;
  (* keep *) wire                _zz_s2Parts_12_0;
  (* keep *) wire                _zz_s2Parts_12_0_1;
  (* keep *) wire                _zz_s2Parts_12_0_2;
  (* keep *) wire                _zz_s2Parts_12_0_3;
  reg                 s2Parts_12_0;
  (* keep *) wire                _zz_s2Parts_12_1;
  (* keep *) wire                _zz_s2Parts_12_1_1;
  (* keep *) wire                _zz_s2Parts_12_1_2;
  (* keep *) wire                _zz_s2Parts_12_1_3;
  reg                 s2Parts_12_1;
  reg                 s2Parts_12_2;
  (* keep *) wire                _zz_s2Parts_13_0;
  (* keep *) wire                _zz_s2Parts_13_0_1;
  (* keep *) wire                _zz_s2Parts_13_0_2;
  (* keep *) wire                _zz_s2Parts_13_0_3;
  reg                 s2Parts_13_0;
  (* keep *) wire                _zz_s2Parts_13_1;
  (* keep *) wire                _zz_s2Parts_13_1_1;
  (* keep *) wire                _zz_s2Parts_13_1_2;
  (* keep *) wire                _zz_s2Parts_13_1_3;
  reg                 s2Parts_13_1;
  reg                 s2Parts_13_2;
  (* keep *) wire                _zz_s2Parts_14_0;
  (* keep *) wire                _zz_s2Parts_14_0_1;
  (* keep *) wire                _zz_s2Parts_14_0_2;
  (* keep *) wire                _zz_s2Parts_14_0_3;
  reg                 s2Parts_14_0;
  (* keep *) wire                _zz_s2Parts_14_1;
  (* keep *) wire                _zz_s2Parts_14_1_1;
  (* keep *) wire                _zz_s2Parts_14_1_2;
  (* keep *) wire                _zz_s2Parts_14_1_3;
  reg                 s2Parts_14_1;
  (* keep *) wire                _zz_s2Parts_15_0;
  (* keep *) wire                _zz_s2Parts_15_0_1;
  (* keep *) wire                _zz_s2Parts_15_0_2;
  (* keep *) wire                _zz_s2Parts_15_0_3;
  reg                 s2Parts_15_0;
  (* keep *) wire                _zz_s2Parts_15_1;
  (* keep *) wire                _zz_s2Parts_15_1_1;
  (* keep *) wire                _zz_s2Parts_15_1_2;
  (* keep *) wire                _zz_s2Parts_15_1_3;
  reg                 s2Parts_15_1;
  (* keep *) wire                _zz_s2Parts_16_0;
  (* keep *) wire                _zz_s2Parts_16_0_1;
  (* keep *) wire                _zz_s2Parts_16_0_2;
  (* keep *) wire                _zz_s2Parts_16_0_3;
  reg                 s2Parts_16_0;
  (* keep *) wire                _zz_s2Parts_16_1;
  (* keep *) wire                _zz_s2Parts_16_1_1;
  (* keep *) wire                _zz_s2Parts_16_1_2;
  (* keep *) wire                _zz_s2Parts_16_1_3;
  reg                 s2Parts_16_1;
  (* keep *) wire                _zz_s2Parts_17_0;
  (* keep *) wire                _zz_s2Parts_17_0_1;
  (* keep *) wire                _zz_s2Parts_17_0_2;
  (* keep *) wire                _zz_s2Parts_17_0_3;
  reg                 s2Parts_17_0;
  (* keep *) wire                _zz_s2Parts_17_1;
  (* keep *) wire                _zz_s2Parts_17_1_1;
  (* keep *) wire                _zz_s2Parts_17_1_2;
  (* keep *) wire                _zz_s2Parts_17_1_3;
  reg                 s2Parts_17_1;
  (* keep *) wire                _zz_s2Parts_18_0;
  (* keep *) wire                _zz_s2Parts_18_0_1;
  (* keep *) wire                _zz_s2Parts_18_0_2;
  (* keep *) wire                _zz_s2Parts_18_0_3;
  reg                 s2Parts_18_0;
  (* keep *) wire                _zz_s2Parts_18_1;
  (* keep *) wire                _zz_s2Parts_18_1_1;
  (* keep *) wire                _zz_s2Parts_18_1_2;
  (* keep *) wire                _zz_s2Parts_18_1_3;
  reg                 s2Parts_18_1;
  reg                 s2Parts_18_2;
  (* keep *) wire                _zz_s2Parts_19_0;
  (* keep *) wire                _zz_s2Parts_19_0_1;
  (* keep *) wire                _zz_s2Parts_19_0_2;
  (* keep *) wire                _zz_s2Parts_19_0_3;
  reg                 s2Parts_19_0;
  (* keep *) wire                _zz_s2Parts_19_1;
  (* keep *) wire                _zz_s2Parts_19_1_1;
  reg                 s2Parts_19_1;
  (* keep *) wire                _zz_s2Parts_20_0;
  (* keep *) wire                _zz_s2Parts_20_0_1;
  (* keep *) wire                _zz_s2Parts_20_0_2;
  (* keep *) wire                _zz_s2Parts_20_0_3;
  reg                 s2Parts_20_0;
  (* keep *) wire                _zz_s2Parts_20_1;
  (* keep *) wire                _zz_s2Parts_20_1_1;
  reg                 s2Parts_20_1;
  (* keep *) wire                _zz_s2Parts_21_0;
  (* keep *) wire                _zz_s2Parts_21_0_1;
  (* keep *) wire                _zz_s2Parts_21_0_2;
  (* keep *) wire                _zz_s2Parts_21_0_3;
  reg                 s2Parts_21_0;
  (* keep *) wire                _zz_s2Parts_21_1;
  (* keep *) wire                _zz_s2Parts_21_1_1;
  (* keep *) wire                _zz_s2Parts_21_1_2;
  (* keep *) wire                _zz_s2Parts_21_1_3;
  reg                 s2Parts_21_1;
  (* keep *) wire                _zz_s2Parts_22_0;
  (* keep *) wire                _zz_s2Parts_22_0_1;
  (* keep *) wire                _zz_s2Parts_22_0_2;
  (* keep *) wire                _zz_s2Parts_22_0_3;
  reg                 s2Parts_22_0;
  (* keep *) wire                _zz_s2Parts_22_1;
  (* keep *) wire                _zz_s2Parts_22_1_1;
  (* keep *) wire                _zz_s2Parts_22_1_2;
  (* keep *) wire                _zz_s2Parts_22_1_3;
  reg                 s2Parts_22_1;
  (* keep *) wire                _zz_s2Parts_23_0;
  (* keep *) wire                _zz_s2Parts_23_0_1;
  (* keep *) wire                _zz_s2Parts_23_0_2;
  (* keep *) wire                _zz_s2Parts_23_0_3;
  reg                 s2Parts_23_0;
  reg                 s2Parts_23_1;
  (* keep *) wire                _zz_s2Parts_24_0;
  (* keep *) wire                _zz_s2Parts_24_0_1;
  (* keep *) wire                _zz_s2Parts_24_0_2;
  (* keep *) wire                _zz_s2Parts_24_0_3;
  reg                 s2Parts_24_0;
  (* keep *) wire                _zz_s2Parts_24_1;
  (* keep *) wire                _zz_s2Parts_24_1_1;
  (* keep *) wire                _zz_s2Parts_24_1_2;
  (* keep *) wire                _zz_s2Parts_24_1_3;
  reg                 s2Parts_24_1;
  reg                 s2Parts_24_2;
  (* keep *) wire                _zz_s2Parts_25_0;
  (* keep *) wire                _zz_s2Parts_25_0_1;
  (* keep *) wire                _zz_s2Parts_25_0_2;
  (* keep *) wire                _zz_s2Parts_25_0_3;
  reg                 s2Parts_25_0;
  (* keep *) wire                _zz_s2Parts_25_1;
  (* keep *) wire                _zz_s2Parts_25_1_1;
  (* keep *) wire                _zz_s2Parts_25_1_2;
  (* keep *) wire                _zz_s2Parts_25_1_3;
  reg                 s2Parts_25_1;
  reg                 s2Parts_25_2;
  (* keep *) wire                _zz_s2Parts_26_0;
  (* keep *) wire                _zz_s2Parts_26_0_1;
  (* keep *) wire                _zz_s2Parts_26_0_2;
  (* keep *) wire                _zz_s2Parts_26_0_3;
  reg                 s2Parts_26_0;
  (* keep *) wire                _zz_s2Parts_26_1;
  (* keep *) wire                _zz_s2Parts_26_1_1;
  (* keep *) wire                _zz_s2Parts_26_1_2;
  (* keep *) wire                _zz_s2Parts_26_1_3;
  reg                 s2Parts_26_1;
  (* keep *) wire                _zz_s2Parts_27_0;
  (* keep *) wire                _zz_s2Parts_27_0_1;
  (* keep *) wire                _zz_s2Parts_27_0_2;
  (* keep *) wire                _zz_s2Parts_27_0_3;
  reg                 s2Parts_27_0;
  (* keep *) wire                _zz_s2Parts_27_1;
  (* keep *) wire                _zz_s2Parts_27_1_1;
  (* keep *) wire                _zz_s2Parts_27_1_2;
  (* keep *) wire                _zz_s2Parts_27_1_3;
  reg                 s2Parts_27_1;
  (* keep *) wire                _zz_s2Parts_28_0;
  (* keep *) wire                _zz_s2Parts_28_0_1;
  (* keep *) wire                _zz_s2Parts_28_0_2;
  (* keep *) wire                _zz_s2Parts_28_0_3;
  reg                 s2Parts_28_0;
  (* keep *) wire                _zz_s2Parts_28_1;
  (* keep *) wire                _zz_s2Parts_28_1_1;
  (* keep *) wire                _zz_s2Parts_28_1_2;
  (* keep *) wire                _zz_s2Parts_28_1_3;
  reg                 s2Parts_28_1;
  (* keep *) wire                _zz_s2Parts_29_0;
  (* keep *) wire                _zz_s2Parts_29_0_1;
  (* keep *) wire                _zz_s2Parts_29_0_2;
  (* keep *) wire                _zz_s2Parts_29_0_3;
  reg                 s2Parts_29_0;
  (* keep *) wire                _zz_s2Parts_29_1;
  (* keep *) wire                _zz_s2Parts_29_1_1;
  (* keep *) wire                _zz_s2Parts_29_1_2;
  (* keep *) wire                _zz_s2Parts_29_1_3;
  reg                 s2Parts_29_1;
  (* keep *) wire                _zz_s2Parts_30_0;
  (* keep *) wire                _zz_s2Parts_30_0_1;
  (* keep *) wire                _zz_s2Parts_30_0_2;
  (* keep *) wire                _zz_s2Parts_30_0_3;
  reg                 s2Parts_30_0;
  (* keep *) wire                _zz_s2Parts_30_1;
  (* keep *) wire                _zz_s2Parts_30_1_1;
  (* keep *) wire                _zz_s2Parts_30_1_2;
  (* keep *) wire                _zz_s2Parts_30_1_3;
  reg                 s2Parts_30_1;
  reg                 s2Parts_30_2;
  (* keep *) wire                _zz_s2Parts_31_0;
  (* keep *) wire                _zz_s2Parts_31_0_1;
  (* keep *) wire                _zz_s2Parts_31_0_2;
  (* keep *) wire                _zz_s2Parts_31_0_3;
  reg                 s2Parts_31_0;
  (* keep *) wire                _zz_s2Parts_31_1;
  (* keep *) wire                _zz_s2Parts_31_1_1;
  (* keep *) wire                _zz_s2Parts_31_1_2;
  (* keep *) wire                _zz_s2Parts_31_1_3;
  reg                 s2Parts_31_1;
  reg                 s2Parts_31_2;
  reg        [31:0]   state;
  (* keep *) wire                _zz_state;
  (* keep *) wire                _zz_state_1;
  (* keep *) wire                _zz_state_2;
  (* keep *) wire                _zz_state_3;
  (* keep *) wire                _zz_state_4;
  (* keep *) wire                _zz_state_5;
  (* keep *) wire                _zz_state_6;
  (* keep *) wire                _zz_state_7;
  (* keep *) wire                _zz_state_8;
  (* keep *) wire                _zz_state_9;
  (* keep *) wire                _zz_state_10;
  (* keep *) wire                _zz_state_11;
  (* keep *) wire                _zz_state_12;
  (* keep *) wire                _zz_state_13;
  (* keep *) wire                _zz_state_14;
  (* keep *) wire                _zz_state_15;
  (* keep *) wire                _zz_state_16;
  (* keep *) wire                _zz_state_17;
  (* keep *) wire                _zz_state_18;
  (* keep *) wire                _zz_state_19;
  (* keep *) wire                _zz_state_20;
  (* keep *) wire                _zz_state_21;
  (* keep *) wire                _zz_state_22;
  (* keep *) wire                _zz_state_23;
  (* keep *) wire                _zz_state_24;
  (* keep *) wire                _zz_state_25;
  (* keep *) wire                _zz_state_26;
  (* keep *) wire                _zz_state_27;
  (* keep *) wire                _zz_state_28;
  (* keep *) wire                _zz_state_29;
  (* keep *) wire                _zz_state_30;
  (* keep *) wire                _zz_state_31;
  (* keep *) wire                _zz_state_32;
  (* keep *) wire                _zz_state_33;
  (* keep *) wire                _zz_state_34;
  (* keep *) wire                _zz_state_35;
  (* keep *) wire                _zz_state_36;
  (* keep *) wire                _zz_state_37;
  (* keep *) wire                _zz_state_38;
  (* keep *) wire                _zz_state_39;
  (* keep *) wire                _zz_state_40;
  (* keep *) wire                _zz_state_41;
  (* keep *) wire                _zz_state_42;
  (* keep *) wire                _zz_state_43;
  (* keep *) wire                _zz_state_44;
  (* keep *) wire                _zz_state_45;
  (* keep *) wire                _zz_state_46;
  (* keep *) wire                _zz_state_47;
  (* keep *) wire                _zz_state_48;
  (* keep *) wire                _zz_state_49;
  (* keep *) wire                _zz_state_50;
  (* keep *) wire                _zz_state_51;
  (* keep *) wire                _zz_state_52;
  (* keep *) wire                _zz_state_53;
  (* keep *) wire                _zz_state_54;
  (* keep *) wire                _zz_state_55;
  (* keep *) wire                _zz_state_56;
  (* keep *) wire                _zz_state_57;
  (* keep *) wire                _zz_state_58;
  (* keep *) wire                _zz_state_59;
  (* keep *) wire                _zz_state_60;
  (* keep *) wire                _zz_state_61;
  (* keep *) wire                _zz_state_62;
  (* keep *) wire                _zz_state_63;
  (* keep *) wire                _zz_state_64;
  (* keep *) wire                _zz_state_65;
  (* keep *) wire                _zz_state_66;
  (* keep *) wire                _zz_state_67;
  (* keep *) wire                _zz_state_68;
  (* keep *) wire                _zz_state_69;
  (* keep *) wire                _zz_state_70;
  (* keep *) wire                _zz_state_71;
  (* keep *) wire                _zz_state_72;
  (* keep *) wire                _zz_state_73;
  (* keep *) wire                _zz_state_74;
  (* keep *) wire                _zz_state_75;
  (* keep *) wire                _zz_state_76;
  (* keep *) wire                _zz_state_77;
  (* keep *) wire                _zz_state_78;
  (* keep *) wire                _zz_state_79;
  (* keep *) wire                _zz_state_80;
  (* keep *) wire                _zz_state_81;
  (* keep *) wire                _zz_state_82;
  (* keep *) wire                _zz_state_83;
  (* keep *) wire                _zz_state_84;
  (* keep *) wire                _zz_state_85;
  (* keep *) wire                _zz_state_86;
  (* keep *) wire                _zz_state_87;
  (* keep *) wire                _zz_state_88;
  (* keep *) wire                _zz_state_89;
  (* keep *) wire                _zz_state_90;
  (* keep *) wire                _zz_state_91;
  (* keep *) wire                _zz_state_92;
  (* keep *) wire                _zz_state_93;
  (* keep *) wire                _zz_state_94;
  (* keep *) wire                _zz_state_95;
  (* keep *) wire                _zz_state_96;
  (* keep *) wire                _zz_state_97;
  (* keep *) wire                _zz_state_98;
  (* keep *) wire                _zz_state_99;
  (* keep *) wire                _zz_state_100;
  (* keep *) wire                _zz_state_101;
  (* keep *) wire                _zz_state_102;
  (* keep *) wire                _zz_state_103;
  (* keep *) wire                _zz_state_104;
  (* keep *) wire                _zz_state_105;
  (* keep *) wire                _zz_state_106;
  (* keep *) wire                _zz_state_107;
  (* keep *) wire                _zz_state_108;
  (* keep *) wire                _zz_state_109;
  (* keep *) wire                _zz_state_110;
  (* keep *) wire                _zz_state_111;
  (* keep *) wire                _zz_state_112;
  (* keep *) wire                _zz_state_113;
  (* keep *) wire                _zz_state_114;
  (* keep *) wire                _zz_state_115;
  (* keep *) wire                _zz_state_116;
  (* keep *) wire                _zz_state_117;
  (* keep *) wire                _zz_state_118;
  (* keep *) wire                _zz_state_119;
  (* keep *) wire                _zz_state_120;
  (* keep *) wire                _zz_state_121;
  (* keep *) wire                _zz_state_122;
  (* keep *) wire                _zz_state_123;
  (* keep *) wire                _zz_state_124;
  (* keep *) wire                _zz_state_125;
  (* keep *) wire                _zz_state_126;
  (* keep *) wire                _zz_state_127;
  (* keep *) wire                _zz_state_128;
  (* keep *) wire                _zz_state_129;
  (* keep *) wire                _zz_state_130;
  (* keep *) wire                _zz_state_131;
  (* keep *) wire                _zz_state_132;
  (* keep *) wire                _zz_state_133;
  (* keep *) wire                _zz_state_134;
  (* keep *) wire                _zz_state_135;
  (* keep *) wire                _zz_state_136;
  (* keep *) wire                _zz_state_137;
  (* keep *) wire                _zz_state_138;
  (* keep *) wire                _zz_state_139;
  (* keep *) wire                _zz_state_140;
  (* keep *) wire                _zz_state_141;
  (* keep *) wire                _zz_state_142;
  (* keep *) wire                _zz_state_143;
  (* keep *) wire                _zz_state_144;
  (* keep *) wire                _zz_state_145;
  (* keep *) wire                _zz_state_146;
  (* keep *) wire                _zz_state_147;
  (* keep *) wire                _zz_state_148;
  (* keep *) wire                _zz_state_149;
  (* keep *) wire                _zz_state_150;
  (* keep *) wire                _zz_state_151;
  (* keep *) wire                _zz_state_152;
  (* keep *) wire                _zz_state_153;
  (* keep *) wire                _zz_state_154;
  (* keep *) wire                _zz_state_155;
  (* keep *) wire                _zz_state_156;
  (* keep *) wire                _zz_state_157;
  (* keep *) wire                _zz_state_158;
  (* keep *) wire                _zz_state_159;
  (* keep *) wire                _zz_state_160;
  (* keep *) wire                _zz_state_161;
  (* keep *) wire                _zz_state_162;
  (* keep *) wire                _zz_state_163;
  (* keep *) wire                _zz_state_164;
  (* keep *) wire                _zz_state_165;
  (* keep *) wire                _zz_state_166;
  (* keep *) wire                _zz_state_167;
  (* keep *) wire                _zz_state_168;
  (* keep *) wire                _zz_state_169;
  (* keep *) wire                _zz_state_170;
  (* keep *) wire                _zz_state_171;
  (* keep *) wire                _zz_state_172;
  (* keep *) wire                _zz_state_173;
  (* keep *) wire                _zz_state_174;
  (* keep *) wire                _zz_state_175;
  (* keep *) wire                _zz_state_176;
  (* keep *) wire                _zz_state_177;
  (* keep *) wire                _zz_state_178;
  (* keep *) wire                _zz_state_179;
  (* keep *) wire                _zz_state_180;
  (* keep *) wire                _zz_state_181;
  (* keep *) wire                _zz_state_182;
  (* keep *) wire                _zz_state_183;
  (* keep *) wire                _zz_state_184;
  (* keep *) wire                _zz_state_185;
  (* keep *) wire                _zz_state_186;
  (* keep *) wire                _zz_state_187;
  (* keep *) wire                _zz_state_188;
  (* keep *) wire                _zz_state_189;
  (* keep *) wire                _zz_state_190;
  (* keep *) wire                _zz_state_191;
  (* keep *) wire                _zz_state_192;
  (* keep *) wire                _zz_state_193;
  (* keep *) wire                _zz_state_194;
  (* keep *) wire                _zz_state_195;
  (* keep *) wire                _zz_state_196;
  (* keep *) wire                _zz_state_197;
  (* keep *) wire                _zz_state_198;
  (* keep *) wire                _zz_state_199;

  assign _zz_s2Parts_0_0 = (((s1_payload[0] ^ s1_payload[2]) ^ s1_payload[5]) ^ s1_payload[10]);
  assign _zz_s2Parts_0_0_1 = (((s1_payload[11] ^ s1_payload[13]) ^ s1_payload[16]) ^ s1_payload[17]);
  assign _zz_s2Parts_0_0_2 = (((s1_payload[18] ^ s1_payload[19]) ^ s1_payload[21]) ^ s1_payload[22]);
  assign _zz_s2Parts_0_0_3 = (((s1_payload[27] ^ s1_payload[28]) ^ s1_payload[29]) ^ s1_payload[33]);
  assign _zz_s2Parts_0_1 = (((s1_payload[34] ^ s1_payload[36]) ^ s1_payload[37]) ^ s1_payload[38]);
  assign _zz_s2Parts_0_1_1 = (((s1_payload[39] ^ s1_payload[41]) ^ s1_payload[43]) ^ s1_payload[46]);
  assign _zz_s2Parts_0_1_2 = (((s1_payload[47] ^ s1_payload[48]) ^ s1_payload[52]) ^ s1_payload[55]);
  assign _zz_s2Parts_0_1_3 = (((s1_payload[56] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[59]);
  assign _zz_s2Parts_1_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[3]) ^ s1_payload[6]);
  assign _zz_s2Parts_1_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[14]) ^ s1_payload[17]);
  assign _zz_s2Parts_1_0_2 = (((s1_payload[18] ^ s1_payload[19]) ^ s1_payload[20]) ^ s1_payload[22]);
  assign _zz_s2Parts_1_0_3 = (((s1_payload[23] ^ s1_payload[28]) ^ s1_payload[29]) ^ s1_payload[30]);
  assign _zz_s2Parts_1_1 = (((s1_payload[34] ^ s1_payload[35]) ^ s1_payload[37]) ^ s1_payload[38]);
  assign _zz_s2Parts_1_1_1 = (((s1_payload[39] ^ s1_payload[40]) ^ s1_payload[42]) ^ s1_payload[44]);
  assign _zz_s2Parts_1_1_2 = (((s1_payload[47] ^ s1_payload[48]) ^ s1_payload[49]) ^ s1_payload[53]);
  assign _zz_s2Parts_1_1_3 = (((s1_payload[56] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[59]);
  assign _zz_s2Parts_2_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[2]) ^ s1_payload[4]);
  assign _zz_s2Parts_2_0_1 = (((s1_payload[7] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[15]);
  assign _zz_s2Parts_2_0_2 = (((s1_payload[18] ^ s1_payload[19]) ^ s1_payload[20]) ^ s1_payload[21]);
  assign _zz_s2Parts_2_0_3 = (((s1_payload[23] ^ s1_payload[24]) ^ s1_payload[29]) ^ s1_payload[30]);
  assign _zz_s2Parts_2_1 = (((s1_payload[31] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[38]);
  assign _zz_s2Parts_2_1_1 = (((s1_payload[39] ^ s1_payload[40]) ^ s1_payload[41]) ^ s1_payload[43]);
  assign _zz_s2Parts_2_1_2 = (((s1_payload[45] ^ s1_payload[48]) ^ s1_payload[49]) ^ s1_payload[50]);
  assign _zz_s2Parts_2_1_3 = (((s1_payload[54] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[59]);
  assign _zz_s2Parts_3_0 = (((s1_payload[1] ^ s1_payload[2]) ^ s1_payload[3]) ^ s1_payload[5]);
  assign _zz_s2Parts_3_0_1 = (((s1_payload[8] ^ s1_payload[13]) ^ s1_payload[14]) ^ s1_payload[16]);
  assign _zz_s2Parts_3_0_2 = (((s1_payload[19] ^ s1_payload[20]) ^ s1_payload[21]) ^ s1_payload[22]);
  assign _zz_s2Parts_3_0_3 = (((s1_payload[24] ^ s1_payload[25]) ^ s1_payload[30]) ^ s1_payload[31]);
  assign _zz_s2Parts_3_1 = (((s1_payload[32] ^ s1_payload[36]) ^ s1_payload[37]) ^ s1_payload[39]);
  assign _zz_s2Parts_3_1_1 = (((s1_payload[40] ^ s1_payload[41]) ^ s1_payload[42]) ^ s1_payload[44]);
  assign _zz_s2Parts_3_1_2 = (((s1_payload[46] ^ s1_payload[49]) ^ s1_payload[50]) ^ s1_payload[51]);
  assign _zz_s2Parts_3_1_3 = (((s1_payload[55] ^ s1_payload[58]) ^ s1_payload[59]) ^ s1_payload[60]);
  assign _zz_s2Parts_4_0 = (((s1_payload[3] ^ s1_payload[4]) ^ s1_payload[5]) ^ s1_payload[6]);
  assign _zz_s2Parts_4_0_1 = (((s1_payload[9] ^ s1_payload[10]) ^ s1_payload[11]) ^ s1_payload[13]);
  assign _zz_s2Parts_4_0_2 = (((s1_payload[14] ^ s1_payload[15]) ^ s1_payload[16]) ^ s1_payload[18]);
  assign _zz_s2Parts_4_0_3 = (((s1_payload[19] ^ s1_payload[20]) ^ s1_payload[23]) ^ s1_payload[25]);
  assign _zz_s2Parts_4_1 = (((s1_payload[26] ^ s1_payload[27]) ^ s1_payload[28]) ^ s1_payload[29]);
  assign _zz_s2Parts_4_1_1 = (((s1_payload[31] ^ s1_payload[32]) ^ s1_payload[34]) ^ s1_payload[36]);
  assign _zz_s2Parts_4_1_2 = (((s1_payload[39] ^ s1_payload[40]) ^ s1_payload[42]) ^ s1_payload[45]);
  assign _zz_s2Parts_4_1_3 = (((s1_payload[46] ^ s1_payload[48]) ^ s1_payload[50]) ^ s1_payload[51]);
  assign _zz_s2Parts_4_2 = (((s1_payload[55] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[61]);
  assign _zz_s2Parts_4_2_1 = (s1_payload[62] ^ s1_payload[63]);
  assign _zz_s2Parts_5_0 = (((s1_payload[0] ^ s1_payload[2]) ^ s1_payload[4]) ^ s1_payload[6]);
  assign _zz_s2Parts_5_0_1 = (((s1_payload[7] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[14]);
  assign _zz_s2Parts_5_0_2 = (((s1_payload[15] ^ s1_payload[18]) ^ s1_payload[20]) ^ s1_payload[22]);
  assign _zz_s2Parts_5_0_3 = (((s1_payload[24] ^ s1_payload[26]) ^ s1_payload[30]) ^ s1_payload[32]);
  assign _zz_s2Parts_5_1 = (((s1_payload[34] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[38]);
  assign _zz_s2Parts_5_1_1 = (((s1_payload[39] ^ s1_payload[40]) ^ s1_payload[48]) ^ s1_payload[49]);
  assign _zz_s2Parts_5_1_2 = (((s1_payload[51] ^ s1_payload[55]) ^ s1_payload[57]) ^ s1_payload[60]);
  assign _zz_s2Parts_5_1_3 = (s1_payload[62] ^ s1_payload[63]);
  assign _zz_s2Parts_6_0 = (((s1_payload[1] ^ s1_payload[2]) ^ s1_payload[3]) ^ s1_payload[7]);
  assign _zz_s2Parts_6_0_1 = (((s1_payload[8] ^ s1_payload[10]) ^ s1_payload[11]) ^ s1_payload[14]);
  assign _zz_s2Parts_6_0_2 = (((s1_payload[15] ^ s1_payload[17]) ^ s1_payload[18]) ^ s1_payload[22]);
  assign _zz_s2Parts_6_0_3 = (((s1_payload[23] ^ s1_payload[25]) ^ s1_payload[28]) ^ s1_payload[29]);
  assign _zz_s2Parts_6_1 = (((s1_payload[31] ^ s1_payload[34]) ^ s1_payload[35]) ^ s1_payload[38]);
  assign _zz_s2Parts_6_1_1 = (((s1_payload[40] ^ s1_payload[43]) ^ s1_payload[46]) ^ s1_payload[47]);
  assign _zz_s2Parts_6_1_2 = (((s1_payload[48] ^ s1_payload[49]) ^ s1_payload[50]) ^ s1_payload[55]);
  assign _zz_s2Parts_6_1_3 = (((s1_payload[57] ^ s1_payload[59]) ^ s1_payload[60]) ^ s1_payload[61]);
  assign _zz_s2Parts_7_0 = (((s1_payload[3] ^ s1_payload[4]) ^ s1_payload[5]) ^ s1_payload[8]);
  assign _zz_s2Parts_7_0_1 = (((s1_payload[9] ^ s1_payload[10]) ^ s1_payload[12]) ^ s1_payload[13]);
  assign _zz_s2Parts_7_0_2 = (((s1_payload[15] ^ s1_payload[17]) ^ s1_payload[21]) ^ s1_payload[22]);
  assign _zz_s2Parts_7_0_3 = (((s1_payload[23] ^ s1_payload[24]) ^ s1_payload[26]) ^ s1_payload[27]);
  assign _zz_s2Parts_7_1 = (((s1_payload[28] ^ s1_payload[30]) ^ s1_payload[32]) ^ s1_payload[33]);
  assign _zz_s2Parts_7_1_1 = (((s1_payload[34] ^ s1_payload[35]) ^ s1_payload[37]) ^ s1_payload[38]);
  assign _zz_s2Parts_7_1_2 = (((s1_payload[43] ^ s1_payload[44]) ^ s1_payload[46]) ^ s1_payload[49]);
  assign _zz_s2Parts_7_1_3 = (((s1_payload[50] ^ s1_payload[51]) ^ s1_payload[52]) ^ s1_payload[55]);
  assign _zz_s2Parts_8_0 = (((s1_payload[0] ^ s1_payload[4]) ^ s1_payload[5]) ^ s1_payload[6]);
  assign _zz_s2Parts_8_0_1 = (((s1_payload[9] ^ s1_payload[10]) ^ s1_payload[11]) ^ s1_payload[13]);
  assign _zz_s2Parts_8_0_2 = (((s1_payload[14] ^ s1_payload[16]) ^ s1_payload[18]) ^ s1_payload[22]);
  assign _zz_s2Parts_8_0_3 = (((s1_payload[23] ^ s1_payload[24]) ^ s1_payload[25]) ^ s1_payload[27]);
  assign _zz_s2Parts_8_1 = (((s1_payload[28] ^ s1_payload[29]) ^ s1_payload[31]) ^ s1_payload[33]);
  assign _zz_s2Parts_8_1_1 = (((s1_payload[34] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[38]);
  assign _zz_s2Parts_8_1_2 = (((s1_payload[39] ^ s1_payload[44]) ^ s1_payload[45]) ^ s1_payload[47]);
  assign _zz_s2Parts_8_1_3 = (((s1_payload[50] ^ s1_payload[51]) ^ s1_payload[52]) ^ s1_payload[53]);
  assign _zz_s2Parts_8_2 = (((s1_payload[56] ^ s1_payload[58]) ^ s1_payload[60]) ^ s1_payload[62]);
  assign _zz_s2Parts_8_2_1 = s1_payload[63];
  assign _zz_s2Parts_9_0 = (((s1_payload[1] ^ s1_payload[2]) ^ s1_payload[6]) ^ s1_payload[7]);
  assign _zz_s2Parts_9_0_1 = (((s1_payload[12] ^ s1_payload[13]) ^ s1_payload[14]) ^ s1_payload[15]);
  assign _zz_s2Parts_9_0_2 = (((s1_payload[16] ^ s1_payload[18]) ^ s1_payload[21]) ^ s1_payload[22]);
  assign _zz_s2Parts_9_0_3 = (((s1_payload[23] ^ s1_payload[24]) ^ s1_payload[25]) ^ s1_payload[26]);
  assign _zz_s2Parts_9_1 = (((s1_payload[27] ^ s1_payload[30]) ^ s1_payload[32]) ^ s1_payload[33]);
  assign _zz_s2Parts_9_1_1 = (((s1_payload[35] ^ s1_payload[38]) ^ s1_payload[40]) ^ s1_payload[41]);
  assign _zz_s2Parts_9_1_2 = (((s1_payload[43] ^ s1_payload[45]) ^ s1_payload[47]) ^ s1_payload[51]);
  assign _zz_s2Parts_9_1_3 = (((s1_payload[53] ^ s1_payload[54]) ^ s1_payload[55]) ^ s1_payload[56]);
  assign _zz_s2Parts_10_0 = (((s1_payload[0] ^ s1_payload[3]) ^ s1_payload[5]) ^ s1_payload[7]);
  assign _zz_s2Parts_10_0_1 = (((s1_payload[8] ^ s1_payload[10]) ^ s1_payload[11]) ^ s1_payload[14]);
  assign _zz_s2Parts_10_0_2 = (((s1_payload[15] ^ s1_payload[18]) ^ s1_payload[21]) ^ s1_payload[23]);
  assign _zz_s2Parts_10_0_3 = (((s1_payload[24] ^ s1_payload[25]) ^ s1_payload[26]) ^ s1_payload[29]);
  assign _zz_s2Parts_10_1 = (((s1_payload[31] ^ s1_payload[37]) ^ s1_payload[38]) ^ s1_payload[42]);
  assign _zz_s2Parts_10_1_1 = (((s1_payload[43] ^ s1_payload[44]) ^ s1_payload[47]) ^ s1_payload[54]);
  assign _zz_s2Parts_10_1_2 = (((s1_payload[58] ^ s1_payload[60]) ^ s1_payload[61]) ^ s1_payload[62]);
  assign _zz_s2Parts_11_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[4]) ^ s1_payload[6]);
  assign _zz_s2Parts_11_0_1 = (((s1_payload[8] ^ s1_payload[9]) ^ s1_payload[11]) ^ s1_payload[12]);
  assign _zz_s2Parts_11_0_2 = (((s1_payload[15] ^ s1_payload[16]) ^ s1_payload[19]) ^ s1_payload[22]);
  assign _zz_s2Parts_11_0_3 = (((s1_payload[24] ^ s1_payload[25]) ^ s1_payload[26]) ^ s1_payload[27]);
  assign _zz_s2Parts_11_1 = (((s1_payload[30] ^ s1_payload[32]) ^ s1_payload[38]) ^ s1_payload[39]);
  assign _zz_s2Parts_11_1_1 = (((s1_payload[43] ^ s1_payload[44]) ^ s1_payload[45]) ^ s1_payload[48]);
  assign _zz_s2Parts_11_1_2 = (((s1_payload[55] ^ s1_payload[59]) ^ s1_payload[61]) ^ s1_payload[62]);
  assign _zz_s2Parts_11_1_3 = s1_payload[63];
  assign _zz_s2Parts_12_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[7]) ^ s1_payload[9]);
  assign _zz_s2Parts_12_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[18]) ^ s1_payload[19]);
  assign _zz_s2Parts_12_0_2 = (((s1_payload[20] ^ s1_payload[21]) ^ s1_payload[22]) ^ s1_payload[23]);
  assign _zz_s2Parts_12_0_3 = (((s1_payload[25] ^ s1_payload[26]) ^ s1_payload[29]) ^ s1_payload[31]);
  assign _zz_s2Parts_12_1 = (((s1_payload[34] ^ s1_payload[36]) ^ s1_payload[37]) ^ s1_payload[38]);
  assign _zz_s2Parts_12_1_1 = (((s1_payload[40] ^ s1_payload[41]) ^ s1_payload[43]) ^ s1_payload[44]);
  assign _zz_s2Parts_12_1_2 = (((s1_payload[45] ^ s1_payload[47]) ^ s1_payload[48]) ^ s1_payload[49]);
  assign _zz_s2Parts_12_1_3 = (((s1_payload[52] ^ s1_payload[55]) ^ s1_payload[57]) ^ s1_payload[58]);
  assign _zz_s2Parts_13_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[5]) ^ s1_payload[8]);
  assign _zz_s2Parts_13_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[16]) ^ s1_payload[17]);
  assign _zz_s2Parts_13_0_2 = (((s1_payload[18] ^ s1_payload[20]) ^ s1_payload[23]) ^ s1_payload[24]);
  assign _zz_s2Parts_13_0_3 = (((s1_payload[26] ^ s1_payload[28]) ^ s1_payload[29]) ^ s1_payload[30]);
  assign _zz_s2Parts_13_1 = (((s1_payload[32] ^ s1_payload[33]) ^ s1_payload[34]) ^ s1_payload[35]);
  assign _zz_s2Parts_13_1_1 = (((s1_payload[36] ^ s1_payload[42]) ^ s1_payload[43]) ^ s1_payload[44]);
  assign _zz_s2Parts_13_1_2 = (((s1_payload[45] ^ s1_payload[47]) ^ s1_payload[49]) ^ s1_payload[50]);
  assign _zz_s2Parts_13_1_3 = (((s1_payload[52] ^ s1_payload[53]) ^ s1_payload[55]) ^ s1_payload[57]);
  assign _zz_s2Parts_14_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[5]) ^ s1_payload[6]);
  assign _zz_s2Parts_14_0_1 = (((s1_payload[9] ^ s1_payload[10]) ^ s1_payload[11]) ^ s1_payload[12]);
  assign _zz_s2Parts_14_0_2 = (((s1_payload[16] ^ s1_payload[22]) ^ s1_payload[24]) ^ s1_payload[25]);
  assign _zz_s2Parts_14_0_3 = (((s1_payload[28] ^ s1_payload[30]) ^ s1_payload[31]) ^ s1_payload[35]);
  assign _zz_s2Parts_14_1 = (((s1_payload[38] ^ s1_payload[39]) ^ s1_payload[41]) ^ s1_payload[44]);
  assign _zz_s2Parts_14_1_1 = (((s1_payload[45] ^ s1_payload[47]) ^ s1_payload[50]) ^ s1_payload[51]);
  assign _zz_s2Parts_14_1_2 = (((s1_payload[52] ^ s1_payload[53]) ^ s1_payload[54]) ^ s1_payload[55]);
  assign _zz_s2Parts_14_1_3 = ((s1_payload[57] ^ s1_payload[59]) ^ s1_payload[60]);
  assign _zz_s2Parts_15_0 = (((s1_payload[1] ^ s1_payload[2]) ^ s1_payload[6]) ^ s1_payload[7]);
  assign _zz_s2Parts_15_0_1 = (((s1_payload[10] ^ s1_payload[11]) ^ s1_payload[12]) ^ s1_payload[13]);
  assign _zz_s2Parts_15_0_2 = (((s1_payload[17] ^ s1_payload[23]) ^ s1_payload[25]) ^ s1_payload[26]);
  assign _zz_s2Parts_15_0_3 = (((s1_payload[29] ^ s1_payload[31]) ^ s1_payload[32]) ^ s1_payload[36]);
  assign _zz_s2Parts_15_1 = (((s1_payload[39] ^ s1_payload[40]) ^ s1_payload[42]) ^ s1_payload[45]);
  assign _zz_s2Parts_15_1_1 = (((s1_payload[46] ^ s1_payload[48]) ^ s1_payload[51]) ^ s1_payload[52]);
  assign _zz_s2Parts_15_1_2 = (((s1_payload[53] ^ s1_payload[54]) ^ s1_payload[55]) ^ s1_payload[56]);
  assign _zz_s2Parts_15_1_3 = ((s1_payload[58] ^ s1_payload[60]) ^ s1_payload[61]);
  assign _zz_s2Parts_16_0 = (((s1_payload[2] ^ s1_payload[3]) ^ s1_payload[7]) ^ s1_payload[8]);
  assign _zz_s2Parts_16_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[14]);
  assign _zz_s2Parts_16_0_2 = (((s1_payload[18] ^ s1_payload[24]) ^ s1_payload[26]) ^ s1_payload[27]);
  assign _zz_s2Parts_16_0_3 = (((s1_payload[30] ^ s1_payload[32]) ^ s1_payload[33]) ^ s1_payload[37]);
  assign _zz_s2Parts_16_1 = (((s1_payload[40] ^ s1_payload[41]) ^ s1_payload[43]) ^ s1_payload[46]);
  assign _zz_s2Parts_16_1_1 = (((s1_payload[47] ^ s1_payload[49]) ^ s1_payload[52]) ^ s1_payload[53]);
  assign _zz_s2Parts_16_1_2 = (((s1_payload[54] ^ s1_payload[55]) ^ s1_payload[56]) ^ s1_payload[57]);
  assign _zz_s2Parts_16_1_3 = ((s1_payload[59] ^ s1_payload[61]) ^ s1_payload[62]);
  assign _zz_s2Parts_17_0 = (((s1_payload[3] ^ s1_payload[4]) ^ s1_payload[8]) ^ s1_payload[9]);
  assign _zz_s2Parts_17_0_1 = (((s1_payload[12] ^ s1_payload[13]) ^ s1_payload[14]) ^ s1_payload[15]);
  assign _zz_s2Parts_17_0_2 = (((s1_payload[19] ^ s1_payload[25]) ^ s1_payload[27]) ^ s1_payload[28]);
  assign _zz_s2Parts_17_0_3 = (((s1_payload[31] ^ s1_payload[33]) ^ s1_payload[34]) ^ s1_payload[38]);
  assign _zz_s2Parts_17_1 = (((s1_payload[41] ^ s1_payload[42]) ^ s1_payload[44]) ^ s1_payload[47]);
  assign _zz_s2Parts_17_1_1 = (((s1_payload[48] ^ s1_payload[50]) ^ s1_payload[53]) ^ s1_payload[54]);
  assign _zz_s2Parts_17_1_2 = (((s1_payload[55] ^ s1_payload[56]) ^ s1_payload[57]) ^ s1_payload[58]);
  assign _zz_s2Parts_17_1_3 = ((s1_payload[60] ^ s1_payload[62]) ^ s1_payload[63]);
  assign _zz_s2Parts_18_0 = (((s1_payload[0] ^ s1_payload[2]) ^ s1_payload[4]) ^ s1_payload[9]);
  assign _zz_s2Parts_18_0_1 = (((s1_payload[11] ^ s1_payload[14]) ^ s1_payload[15]) ^ s1_payload[17]);
  assign _zz_s2Parts_18_0_2 = (((s1_payload[18] ^ s1_payload[19]) ^ s1_payload[20]) ^ s1_payload[21]);
  assign _zz_s2Parts_18_0_3 = (((s1_payload[22] ^ s1_payload[26]) ^ s1_payload[27]) ^ s1_payload[32]);
  assign _zz_s2Parts_18_1 = (((s1_payload[33] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[37]);
  assign _zz_s2Parts_18_1_1 = (((s1_payload[38] ^ s1_payload[41]) ^ s1_payload[42]) ^ s1_payload[45]);
  assign _zz_s2Parts_18_1_2 = (((s1_payload[46] ^ s1_payload[47]) ^ s1_payload[49]) ^ s1_payload[51]);
  assign _zz_s2Parts_18_1_3 = (((s1_payload[52] ^ s1_payload[54]) ^ s1_payload[60]) ^ s1_payload[61]);
  assign _zz_s2Parts_19_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[2]) ^ s1_payload[3]);
  assign _zz_s2Parts_19_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[15]);
  assign _zz_s2Parts_19_0_2 = (((s1_payload[17] ^ s1_payload[20]) ^ s1_payload[23]) ^ s1_payload[29]);
  assign _zz_s2Parts_19_0_3 = (((s1_payload[41] ^ s1_payload[42]) ^ s1_payload[50]) ^ s1_payload[53]);
  assign _zz_s2Parts_19_1 = (((s1_payload[56] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[59]);
  assign _zz_s2Parts_19_1_1 = ((s1_payload[60] ^ s1_payload[61]) ^ s1_payload[62]);
  assign _zz_s2Parts_20_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[2]) ^ s1_payload[3]);
  assign _zz_s2Parts_20_0_1 = (((s1_payload[4] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[14]);
  assign _zz_s2Parts_20_0_2 = (((s1_payload[16] ^ s1_payload[18]) ^ s1_payload[21]) ^ s1_payload[24]);
  assign _zz_s2Parts_20_0_3 = (((s1_payload[30] ^ s1_payload[42]) ^ s1_payload[43]) ^ s1_payload[51]);
  assign _zz_s2Parts_20_1 = (((s1_payload[54] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[59]);
  assign _zz_s2Parts_20_1_1 = (((s1_payload[60] ^ s1_payload[61]) ^ s1_payload[62]) ^ s1_payload[63]);
  assign _zz_s2Parts_21_0 = (((s1_payload[0] ^ s1_payload[1]) ^ s1_payload[3]) ^ s1_payload[4]);
  assign _zz_s2Parts_21_0_1 = (((s1_payload[10] ^ s1_payload[11]) ^ s1_payload[14]) ^ s1_payload[15]);
  assign _zz_s2Parts_21_0_2 = (((s1_payload[16] ^ s1_payload[18]) ^ s1_payload[21]) ^ s1_payload[25]);
  assign _zz_s2Parts_21_0_3 = (((s1_payload[27] ^ s1_payload[28]) ^ s1_payload[29]) ^ s1_payload[31]);
  assign _zz_s2Parts_21_1 = (((s1_payload[33] ^ s1_payload[34]) ^ s1_payload[36]) ^ s1_payload[37]);
  assign _zz_s2Parts_21_1_1 = (((s1_payload[38] ^ s1_payload[39]) ^ s1_payload[41]) ^ s1_payload[44]);
  assign _zz_s2Parts_21_1_2 = (((s1_payload[46] ^ s1_payload[47]) ^ s1_payload[48]) ^ s1_payload[56]);
  assign _zz_s2Parts_21_1_3 = (((s1_payload[57] ^ s1_payload[61]) ^ s1_payload[62]) ^ s1_payload[63]);
  assign _zz_s2Parts_22_0 = (((s1_payload[1] ^ s1_payload[4]) ^ s1_payload[10]) ^ s1_payload[12]);
  assign _zz_s2Parts_22_0_1 = (((s1_payload[13] ^ s1_payload[15]) ^ s1_payload[18]) ^ s1_payload[21]);
  assign _zz_s2Parts_22_0_2 = (((s1_payload[26] ^ s1_payload[27]) ^ s1_payload[30]) ^ s1_payload[32]);
  assign _zz_s2Parts_22_0_3 = (((s1_payload[33] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[40]);
  assign _zz_s2Parts_22_1 = (((s1_payload[41] ^ s1_payload[42]) ^ s1_payload[43]) ^ s1_payload[45]);
  assign _zz_s2Parts_22_1_1 = (((s1_payload[46] ^ s1_payload[49]) ^ s1_payload[52]) ^ s1_payload[55]);
  assign _zz_s2Parts_22_1_2 = (((s1_payload[56] ^ s1_payload[59]) ^ s1_payload[60]) ^ s1_payload[62]);
  assign _zz_s2Parts_22_1_3 = s1_payload[63];
  assign _zz_s2Parts_23_0 = (((s1_payload[10] ^ s1_payload[14]) ^ s1_payload[17]) ^ s1_payload[18]);
  assign _zz_s2Parts_23_0_1 = (((s1_payload[21] ^ s1_payload[29]) ^ s1_payload[31]) ^ s1_payload[38]);
  assign _zz_s2Parts_23_0_2 = (((s1_payload[39] ^ s1_payload[42]) ^ s1_payload[44]) ^ s1_payload[48]);
  assign _zz_s2Parts_23_0_3 = (((s1_payload[50] ^ s1_payload[52]) ^ s1_payload[53]) ^ s1_payload[55]);
  assign _zz_s2Parts_24_0 = (((s1_payload[0] ^ s1_payload[2]) ^ s1_payload[5]) ^ s1_payload[10]);
  assign _zz_s2Parts_24_0_1 = (((s1_payload[13] ^ s1_payload[15]) ^ s1_payload[16]) ^ s1_payload[17]);
  assign _zz_s2Parts_24_0_2 = (((s1_payload[21] ^ s1_payload[27]) ^ s1_payload[28]) ^ s1_payload[29]);
  assign _zz_s2Parts_24_0_3 = (((s1_payload[30] ^ s1_payload[32]) ^ s1_payload[33]) ^ s1_payload[34]);
  assign _zz_s2Parts_24_1 = (((s1_payload[36] ^ s1_payload[37]) ^ s1_payload[38]) ^ s1_payload[40]);
  assign _zz_s2Parts_24_1_1 = (((s1_payload[41] ^ s1_payload[45]) ^ s1_payload[46]) ^ s1_payload[47]);
  assign _zz_s2Parts_24_1_2 = (((s1_payload[48] ^ s1_payload[49]) ^ s1_payload[51]) ^ s1_payload[52]);
  assign _zz_s2Parts_24_1_3 = (((s1_payload[53] ^ s1_payload[54]) ^ s1_payload[55]) ^ s1_payload[57]);
  assign _zz_s2Parts_25_0 = (((s1_payload[1] ^ s1_payload[3]) ^ s1_payload[6]) ^ s1_payload[11]);
  assign _zz_s2Parts_25_0_1 = (((s1_payload[14] ^ s1_payload[16]) ^ s1_payload[17]) ^ s1_payload[18]);
  assign _zz_s2Parts_25_0_2 = (((s1_payload[22] ^ s1_payload[28]) ^ s1_payload[29]) ^ s1_payload[30]);
  assign _zz_s2Parts_25_0_3 = (((s1_payload[31] ^ s1_payload[33]) ^ s1_payload[34]) ^ s1_payload[35]);
  assign _zz_s2Parts_25_1 = (((s1_payload[37] ^ s1_payload[38]) ^ s1_payload[39]) ^ s1_payload[41]);
  assign _zz_s2Parts_25_1_1 = (((s1_payload[42] ^ s1_payload[46]) ^ s1_payload[47]) ^ s1_payload[48]);
  assign _zz_s2Parts_25_1_2 = (((s1_payload[49] ^ s1_payload[50]) ^ s1_payload[52]) ^ s1_payload[53]);
  assign _zz_s2Parts_25_1_3 = (((s1_payload[54] ^ s1_payload[55]) ^ s1_payload[56]) ^ s1_payload[58]);
  assign _zz_s2Parts_26_0 = (((s1_payload[4] ^ s1_payload[5]) ^ s1_payload[7]) ^ s1_payload[10]);
  assign _zz_s2Parts_26_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[15]);
  assign _zz_s2Parts_26_0_2 = (((s1_payload[16] ^ s1_payload[21]) ^ s1_payload[22]) ^ s1_payload[23]);
  assign _zz_s2Parts_26_0_3 = (((s1_payload[27] ^ s1_payload[28]) ^ s1_payload[30]) ^ s1_payload[31]);
  assign _zz_s2Parts_26_1 = (((s1_payload[32] ^ s1_payload[33]) ^ s1_payload[35]) ^ s1_payload[37]);
  assign _zz_s2Parts_26_1_1 = (((s1_payload[40] ^ s1_payload[41]) ^ s1_payload[42]) ^ s1_payload[46]);
  assign _zz_s2Parts_26_1_2 = (((s1_payload[49] ^ s1_payload[50]) ^ s1_payload[51]) ^ s1_payload[52]);
  assign _zz_s2Parts_26_1_3 = ((s1_payload[53] ^ s1_payload[54]) ^ s1_payload[58]);
  assign _zz_s2Parts_27_0 = (((s1_payload[0] ^ s1_payload[5]) ^ s1_payload[6]) ^ s1_payload[8]);
  assign _zz_s2Parts_27_0_1 = (((s1_payload[11] ^ s1_payload[12]) ^ s1_payload[13]) ^ s1_payload[14]);
  assign _zz_s2Parts_27_0_2 = (((s1_payload[16] ^ s1_payload[17]) ^ s1_payload[22]) ^ s1_payload[23]);
  assign _zz_s2Parts_27_0_3 = (((s1_payload[24] ^ s1_payload[28]) ^ s1_payload[29]) ^ s1_payload[31]);
  assign _zz_s2Parts_27_1 = (((s1_payload[32] ^ s1_payload[33]) ^ s1_payload[34]) ^ s1_payload[36]);
  assign _zz_s2Parts_27_1_1 = (((s1_payload[38] ^ s1_payload[41]) ^ s1_payload[42]) ^ s1_payload[43]);
  assign _zz_s2Parts_27_1_2 = (((s1_payload[47] ^ s1_payload[50]) ^ s1_payload[51]) ^ s1_payload[52]);
  assign _zz_s2Parts_27_1_3 = (((s1_payload[53] ^ s1_payload[54]) ^ s1_payload[55]) ^ s1_payload[59]);
  assign _zz_s2Parts_28_0 = (((s1_payload[1] ^ s1_payload[6]) ^ s1_payload[7]) ^ s1_payload[9]);
  assign _zz_s2Parts_28_0_1 = (((s1_payload[12] ^ s1_payload[13]) ^ s1_payload[14]) ^ s1_payload[15]);
  assign _zz_s2Parts_28_0_2 = (((s1_payload[17] ^ s1_payload[18]) ^ s1_payload[23]) ^ s1_payload[24]);
  assign _zz_s2Parts_28_0_3 = (((s1_payload[25] ^ s1_payload[29]) ^ s1_payload[30]) ^ s1_payload[32]);
  assign _zz_s2Parts_28_1 = (((s1_payload[33] ^ s1_payload[34]) ^ s1_payload[35]) ^ s1_payload[37]);
  assign _zz_s2Parts_28_1_1 = (((s1_payload[39] ^ s1_payload[42]) ^ s1_payload[43]) ^ s1_payload[44]);
  assign _zz_s2Parts_28_1_2 = (((s1_payload[48] ^ s1_payload[51]) ^ s1_payload[52]) ^ s1_payload[53]);
  assign _zz_s2Parts_28_1_3 = (((s1_payload[54] ^ s1_payload[55]) ^ s1_payload[56]) ^ s1_payload[60]);
  assign _zz_s2Parts_29_0 = (((s1_payload[2] ^ s1_payload[7]) ^ s1_payload[8]) ^ s1_payload[10]);
  assign _zz_s2Parts_29_0_1 = (((s1_payload[13] ^ s1_payload[14]) ^ s1_payload[15]) ^ s1_payload[16]);
  assign _zz_s2Parts_29_0_2 = (((s1_payload[18] ^ s1_payload[19]) ^ s1_payload[24]) ^ s1_payload[25]);
  assign _zz_s2Parts_29_0_3 = (((s1_payload[26] ^ s1_payload[30]) ^ s1_payload[31]) ^ s1_payload[33]);
  assign _zz_s2Parts_29_1 = (((s1_payload[34] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[38]);
  assign _zz_s2Parts_29_1_1 = (((s1_payload[40] ^ s1_payload[43]) ^ s1_payload[44]) ^ s1_payload[45]);
  assign _zz_s2Parts_29_1_2 = (((s1_payload[49] ^ s1_payload[52]) ^ s1_payload[53]) ^ s1_payload[54]);
  assign _zz_s2Parts_29_1_3 = (((s1_payload[55] ^ s1_payload[56]) ^ s1_payload[57]) ^ s1_payload[61]);
  assign _zz_s2Parts_30_0 = (((s1_payload[0] ^ s1_payload[3]) ^ s1_payload[8]) ^ s1_payload[9]);
  assign _zz_s2Parts_30_0_1 = (((s1_payload[11] ^ s1_payload[14]) ^ s1_payload[15]) ^ s1_payload[16]);
  assign _zz_s2Parts_30_0_2 = (((s1_payload[17] ^ s1_payload[19]) ^ s1_payload[20]) ^ s1_payload[25]);
  assign _zz_s2Parts_30_0_3 = (((s1_payload[26] ^ s1_payload[27]) ^ s1_payload[31]) ^ s1_payload[32]);
  assign _zz_s2Parts_30_1 = (((s1_payload[34] ^ s1_payload[35]) ^ s1_payload[36]) ^ s1_payload[37]);
  assign _zz_s2Parts_30_1_1 = (((s1_payload[39] ^ s1_payload[41]) ^ s1_payload[44]) ^ s1_payload[45]);
  assign _zz_s2Parts_30_1_2 = (((s1_payload[46] ^ s1_payload[50]) ^ s1_payload[53]) ^ s1_payload[54]);
  assign _zz_s2Parts_30_1_3 = (((s1_payload[55] ^ s1_payload[56]) ^ s1_payload[57]) ^ s1_payload[58]);
  assign _zz_s2Parts_31_0 = (((s1_payload[1] ^ s1_payload[4]) ^ s1_payload[9]) ^ s1_payload[10]);
  assign _zz_s2Parts_31_0_1 = (((s1_payload[12] ^ s1_payload[15]) ^ s1_payload[16]) ^ s1_payload[17]);
  assign _zz_s2Parts_31_0_2 = (((s1_payload[18] ^ s1_payload[20]) ^ s1_payload[21]) ^ s1_payload[26]);
  assign _zz_s2Parts_31_0_3 = (((s1_payload[27] ^ s1_payload[28]) ^ s1_payload[32]) ^ s1_payload[33]);
  assign _zz_s2Parts_31_1 = (((s1_payload[35] ^ s1_payload[36]) ^ s1_payload[37]) ^ s1_payload[38]);
  assign _zz_s2Parts_31_1_1 = (((s1_payload[40] ^ s1_payload[42]) ^ s1_payload[45]) ^ s1_payload[46]);
  assign _zz_s2Parts_31_1_2 = (((s1_payload[47] ^ s1_payload[51]) ^ s1_payload[54]) ^ s1_payload[55]);
  assign _zz_s2Parts_31_1_3 = (((s1_payload[56] ^ s1_payload[57]) ^ s1_payload[58]) ^ s1_payload[59]);
  assign _zz_state = (((state[0] ^ state[2]) ^ state[5]) ^ state[10]);
  assign _zz_state_1 = (((state[11] ^ state[13]) ^ state[16]) ^ state[17]);
  assign _zz_state_2 = (((state[18] ^ state[19]) ^ state[21]) ^ state[22]);
  assign _zz_state_3 = (((state[27] ^ state[28]) ^ state[29]) ^ s2Parts_0_0);
  assign _zz_state_4 = (s2Parts_0_1 ^ s2Parts_0_2);
  assign _zz_state_5 = (((_zz_state ^ _zz_state_1) ^ _zz_state_2) ^ _zz_state_3);
  assign _zz_state_6 = _zz_state_4;
  assign _zz_state_7 = (((state[0] ^ state[1]) ^ state[3]) ^ state[6]);
  assign _zz_state_8 = (((state[11] ^ state[12]) ^ state[14]) ^ state[17]);
  assign _zz_state_9 = (((state[18] ^ state[19]) ^ state[20]) ^ state[22]);
  assign _zz_state_10 = (((state[23] ^ state[28]) ^ state[29]) ^ state[30]);
  assign _zz_state_11 = ((s2Parts_1_0 ^ s2Parts_1_1) ^ s2Parts_1_2);
  assign _zz_state_12 = (((_zz_state_7 ^ _zz_state_8) ^ _zz_state_9) ^ _zz_state_10);
  assign _zz_state_13 = _zz_state_11;
  assign _zz_state_14 = (((state[0] ^ state[1]) ^ state[2]) ^ state[4]);
  assign _zz_state_15 = (((state[7] ^ state[12]) ^ state[13]) ^ state[15]);
  assign _zz_state_16 = (((state[18] ^ state[19]) ^ state[20]) ^ state[21]);
  assign _zz_state_17 = (((state[23] ^ state[24]) ^ state[29]) ^ state[30]);
  assign _zz_state_18 = (((state[31] ^ s2Parts_2_0) ^ s2Parts_2_1) ^ s2Parts_2_2);
  assign _zz_state_19 = (((_zz_state_14 ^ _zz_state_15) ^ _zz_state_16) ^ _zz_state_17);
  assign _zz_state_20 = _zz_state_18;
  assign _zz_state_21 = (((state[1] ^ state[2]) ^ state[3]) ^ state[5]);
  assign _zz_state_22 = (((state[8] ^ state[13]) ^ state[14]) ^ state[16]);
  assign _zz_state_23 = (((state[19] ^ state[20]) ^ state[21]) ^ state[22]);
  assign _zz_state_24 = (((state[24] ^ state[25]) ^ state[30]) ^ state[31]);
  assign _zz_state_25 = ((s2Parts_3_0 ^ s2Parts_3_1) ^ s2Parts_3_2);
  assign _zz_state_26 = (((_zz_state_21 ^ _zz_state_22) ^ _zz_state_23) ^ _zz_state_24);
  assign _zz_state_27 = _zz_state_25;
  assign _zz_state_28 = (((state[3] ^ state[4]) ^ state[5]) ^ state[6]);
  assign _zz_state_29 = (((state[9] ^ state[10]) ^ state[11]) ^ state[13]);
  assign _zz_state_30 = (((state[14] ^ state[15]) ^ state[16]) ^ state[18]);
  assign _zz_state_31 = (((state[19] ^ state[20]) ^ state[23]) ^ state[25]);
  assign _zz_state_32 = (((state[26] ^ state[27]) ^ state[28]) ^ state[29]);
  assign _zz_state_33 = (((state[31] ^ s2Parts_4_0) ^ s2Parts_4_1) ^ s2Parts_4_2);
  assign _zz_state_34 = (((_zz_state_28 ^ _zz_state_29) ^ _zz_state_30) ^ _zz_state_31);
  assign _zz_state_35 = (_zz_state_32 ^ _zz_state_33);
  assign _zz_state_36 = (((state[0] ^ state[2]) ^ state[4]) ^ state[6]);
  assign _zz_state_37 = (((state[7] ^ state[12]) ^ state[13]) ^ state[14]);
  assign _zz_state_38 = (((state[15] ^ state[18]) ^ state[20]) ^ state[22]);
  assign _zz_state_39 = (((state[24] ^ state[26]) ^ state[30]) ^ s2Parts_5_0);
  assign _zz_state_40 = s2Parts_5_1;
  assign _zz_state_41 = (((_zz_state_36 ^ _zz_state_37) ^ _zz_state_38) ^ _zz_state_39);
  assign _zz_state_42 = _zz_state_40;
  assign _zz_state_43 = (((state[1] ^ state[2]) ^ state[3]) ^ state[7]);
  assign _zz_state_44 = (((state[8] ^ state[10]) ^ state[11]) ^ state[14]);
  assign _zz_state_45 = (((state[15] ^ state[17]) ^ state[18]) ^ state[22]);
  assign _zz_state_46 = (((state[23] ^ state[25]) ^ state[28]) ^ state[29]);
  assign _zz_state_47 = (((state[31] ^ s2Parts_6_0) ^ s2Parts_6_1) ^ s2Parts_6_2);
  assign _zz_state_48 = (((_zz_state_43 ^ _zz_state_44) ^ _zz_state_45) ^ _zz_state_46);
  assign _zz_state_49 = _zz_state_47;
  assign _zz_state_50 = (((state[3] ^ state[4]) ^ state[5]) ^ state[8]);
  assign _zz_state_51 = (((state[9] ^ state[10]) ^ state[12]) ^ state[13]);
  assign _zz_state_52 = (((state[15] ^ state[17]) ^ state[21]) ^ state[22]);
  assign _zz_state_53 = (((state[23] ^ state[24]) ^ state[26]) ^ state[27]);
  assign _zz_state_54 = (((state[28] ^ state[30]) ^ s2Parts_7_0) ^ s2Parts_7_1);
  assign _zz_state_55 = s2Parts_7_2;
  assign _zz_state_56 = (((_zz_state_50 ^ _zz_state_51) ^ _zz_state_52) ^ _zz_state_53);
  assign _zz_state_57 = (_zz_state_54 ^ _zz_state_55);
  assign _zz_state_58 = (((state[0] ^ state[4]) ^ state[5]) ^ state[6]);
  assign _zz_state_59 = (((state[9] ^ state[10]) ^ state[11]) ^ state[13]);
  assign _zz_state_60 = (((state[14] ^ state[16]) ^ state[18]) ^ state[22]);
  assign _zz_state_61 = (((state[23] ^ state[24]) ^ state[25]) ^ state[27]);
  assign _zz_state_62 = (((state[28] ^ state[29]) ^ state[31]) ^ s2Parts_8_0);
  assign _zz_state_63 = (s2Parts_8_1 ^ s2Parts_8_2);
  assign _zz_state_64 = (((_zz_state_58 ^ _zz_state_59) ^ _zz_state_60) ^ _zz_state_61);
  assign _zz_state_65 = (_zz_state_62 ^ _zz_state_63);
  assign _zz_state_66 = (((state[1] ^ state[2]) ^ state[6]) ^ state[7]);
  assign _zz_state_67 = (((state[12] ^ state[13]) ^ state[14]) ^ state[15]);
  assign _zz_state_68 = (((state[16] ^ state[18]) ^ state[21]) ^ state[22]);
  assign _zz_state_69 = (((state[23] ^ state[24]) ^ state[25]) ^ state[26]);
  assign _zz_state_70 = (((state[27] ^ state[30]) ^ s2Parts_9_0) ^ s2Parts_9_1);
  assign _zz_state_71 = s2Parts_9_2;
  assign _zz_state_72 = (((_zz_state_66 ^ _zz_state_67) ^ _zz_state_68) ^ _zz_state_69);
  assign _zz_state_73 = (_zz_state_70 ^ _zz_state_71);
  assign _zz_state_74 = (((state[0] ^ state[3]) ^ state[5]) ^ state[7]);
  assign _zz_state_75 = (((state[8] ^ state[10]) ^ state[11]) ^ state[14]);
  assign _zz_state_76 = (((state[15] ^ state[18]) ^ state[21]) ^ state[23]);
  assign _zz_state_77 = (((state[24] ^ state[25]) ^ state[26]) ^ state[29]);
  assign _zz_state_78 = ((state[31] ^ s2Parts_10_0) ^ s2Parts_10_1);
  assign _zz_state_79 = (((_zz_state_74 ^ _zz_state_75) ^ _zz_state_76) ^ _zz_state_77);
  assign _zz_state_80 = _zz_state_78;
  assign _zz_state_81 = (((state[0] ^ state[1]) ^ state[4]) ^ state[6]);
  assign _zz_state_82 = (((state[8] ^ state[9]) ^ state[11]) ^ state[12]);
  assign _zz_state_83 = (((state[15] ^ state[16]) ^ state[19]) ^ state[22]);
  assign _zz_state_84 = (((state[24] ^ state[25]) ^ state[26]) ^ state[27]);
  assign _zz_state_85 = ((state[30] ^ s2Parts_11_0) ^ s2Parts_11_1);
  assign _zz_state_86 = (((_zz_state_81 ^ _zz_state_82) ^ _zz_state_83) ^ _zz_state_84);
  assign _zz_state_87 = _zz_state_85;
  assign _zz_state_88 = (((state[0] ^ state[1]) ^ state[7]) ^ state[9]);
  assign _zz_state_89 = (((state[11] ^ state[12]) ^ state[18]) ^ state[19]);
  assign _zz_state_90 = (((state[20] ^ state[21]) ^ state[22]) ^ state[23]);
  assign _zz_state_91 = (((state[25] ^ state[26]) ^ state[29]) ^ state[31]);
  assign _zz_state_92 = ((s2Parts_12_0 ^ s2Parts_12_1) ^ s2Parts_12_2);
  assign _zz_state_93 = (((_zz_state_88 ^ _zz_state_89) ^ _zz_state_90) ^ _zz_state_91);
  assign _zz_state_94 = _zz_state_92;
  assign _zz_state_95 = (((state[0] ^ state[1]) ^ state[5]) ^ state[8]);
  assign _zz_state_96 = (((state[11] ^ state[12]) ^ state[16]) ^ state[17]);
  assign _zz_state_97 = (((state[18] ^ state[20]) ^ state[23]) ^ state[24]);
  assign _zz_state_98 = (((state[26] ^ state[28]) ^ state[29]) ^ state[30]);
  assign _zz_state_99 = ((s2Parts_13_0 ^ s2Parts_13_1) ^ s2Parts_13_2);
  assign _zz_state_100 = (((_zz_state_95 ^ _zz_state_96) ^ _zz_state_97) ^ _zz_state_98);
  assign _zz_state_101 = _zz_state_99;
  assign _zz_state_102 = (((state[0] ^ state[1]) ^ state[5]) ^ state[6]);
  assign _zz_state_103 = (((state[9] ^ state[10]) ^ state[11]) ^ state[12]);
  assign _zz_state_104 = (((state[16] ^ state[22]) ^ state[24]) ^ state[25]);
  assign _zz_state_105 = (((state[28] ^ state[30]) ^ state[31]) ^ s2Parts_14_0);
  assign _zz_state_106 = s2Parts_14_1;
  assign _zz_state_107 = (((_zz_state_102 ^ _zz_state_103) ^ _zz_state_104) ^ _zz_state_105);
  assign _zz_state_108 = _zz_state_106;
  assign _zz_state_109 = (((state[1] ^ state[2]) ^ state[6]) ^ state[7]);
  assign _zz_state_110 = (((state[10] ^ state[11]) ^ state[12]) ^ state[13]);
  assign _zz_state_111 = (((state[17] ^ state[23]) ^ state[25]) ^ state[26]);
  assign _zz_state_112 = (((state[29] ^ state[31]) ^ s2Parts_15_0) ^ s2Parts_15_1);
  assign _zz_state_113 = (((state[2] ^ state[3]) ^ state[7]) ^ state[8]);
  assign _zz_state_114 = (((state[11] ^ state[12]) ^ state[13]) ^ state[14]);
  assign _zz_state_115 = (((state[18] ^ state[24]) ^ state[26]) ^ state[27]);
  assign _zz_state_116 = ((state[30] ^ s2Parts_16_0) ^ s2Parts_16_1);
  assign _zz_state_117 = (((state[3] ^ state[4]) ^ state[8]) ^ state[9]);
  assign _zz_state_118 = (((state[12] ^ state[13]) ^ state[14]) ^ state[15]);
  assign _zz_state_119 = (((state[19] ^ state[25]) ^ state[27]) ^ state[28]);
  assign _zz_state_120 = ((state[31] ^ s2Parts_17_0) ^ s2Parts_17_1);
  assign _zz_state_121 = (((state[0] ^ state[2]) ^ state[4]) ^ state[9]);
  assign _zz_state_122 = (((state[11] ^ state[14]) ^ state[15]) ^ state[17]);
  assign _zz_state_123 = (((state[18] ^ state[19]) ^ state[20]) ^ state[21]);
  assign _zz_state_124 = (((state[22] ^ state[26]) ^ state[27]) ^ s2Parts_18_0);
  assign _zz_state_125 = (s2Parts_18_1 ^ s2Parts_18_2);
  assign _zz_state_126 = (((_zz_state_121 ^ _zz_state_122) ^ _zz_state_123) ^ _zz_state_124);
  assign _zz_state_127 = _zz_state_125;
  assign _zz_state_128 = (((state[0] ^ state[1]) ^ state[2]) ^ state[3]);
  assign _zz_state_129 = (((state[11] ^ state[12]) ^ state[13]) ^ state[15]);
  assign _zz_state_130 = (((state[17] ^ state[20]) ^ state[23]) ^ state[29]);
  assign _zz_state_131 = (s2Parts_19_0 ^ s2Parts_19_1);
  assign _zz_state_132 = (((state[0] ^ state[1]) ^ state[2]) ^ state[3]);
  assign _zz_state_133 = (((state[4] ^ state[12]) ^ state[13]) ^ state[14]);
  assign _zz_state_134 = (((state[16] ^ state[18]) ^ state[21]) ^ state[24]);
  assign _zz_state_135 = ((state[30] ^ s2Parts_20_0) ^ s2Parts_20_1);
  assign _zz_state_136 = (((state[0] ^ state[1]) ^ state[3]) ^ state[4]);
  assign _zz_state_137 = (((state[10] ^ state[11]) ^ state[14]) ^ state[15]);
  assign _zz_state_138 = (((state[16] ^ state[18]) ^ state[21]) ^ state[25]);
  assign _zz_state_139 = (((state[27] ^ state[28]) ^ state[29]) ^ state[31]);
  assign _zz_state_140 = (s2Parts_21_0 ^ s2Parts_21_1);
  assign _zz_state_141 = (((_zz_state_136 ^ _zz_state_137) ^ _zz_state_138) ^ _zz_state_139);
  assign _zz_state_142 = _zz_state_140;
  assign _zz_state_143 = (((state[1] ^ state[4]) ^ state[10]) ^ state[12]);
  assign _zz_state_144 = (((state[13] ^ state[15]) ^ state[18]) ^ state[21]);
  assign _zz_state_145 = (((state[26] ^ state[27]) ^ state[30]) ^ s2Parts_22_0);
  assign _zz_state_146 = s2Parts_22_1;
  assign _zz_state_147 = (((state[10] ^ state[14]) ^ state[17]) ^ state[18]);
  assign _zz_state_148 = (((state[21] ^ state[29]) ^ state[31]) ^ s2Parts_23_0);
  assign _zz_state_149 = s2Parts_23_1;
  assign _zz_state_150 = (((state[0] ^ state[2]) ^ state[5]) ^ state[10]);
  assign _zz_state_151 = (((state[13] ^ state[15]) ^ state[16]) ^ state[17]);
  assign _zz_state_152 = (((state[21] ^ state[27]) ^ state[28]) ^ state[29]);
  assign _zz_state_153 = (((state[30] ^ s2Parts_24_0) ^ s2Parts_24_1) ^ s2Parts_24_2);
  assign _zz_state_154 = (((state[1] ^ state[3]) ^ state[6]) ^ state[11]);
  assign _zz_state_155 = (((state[14] ^ state[16]) ^ state[17]) ^ state[18]);
  assign _zz_state_156 = (((state[22] ^ state[28]) ^ state[29]) ^ state[30]);
  assign _zz_state_157 = (((state[31] ^ s2Parts_25_0) ^ s2Parts_25_1) ^ s2Parts_25_2);
  assign _zz_state_158 = (((state[4] ^ state[5]) ^ state[7]) ^ state[10]);
  assign _zz_state_159 = (((state[11] ^ state[12]) ^ state[13]) ^ state[15]);
  assign _zz_state_160 = (((state[16] ^ state[21]) ^ state[22]) ^ state[23]);
  assign _zz_state_161 = (((state[27] ^ state[28]) ^ state[30]) ^ state[31]);
  assign _zz_state_162 = (s2Parts_26_0 ^ s2Parts_26_1);
  assign _zz_state_163 = (((_zz_state_158 ^ _zz_state_159) ^ _zz_state_160) ^ _zz_state_161);
  assign _zz_state_164 = _zz_state_162;
  assign _zz_state_165 = (((state[0] ^ state[5]) ^ state[6]) ^ state[8]);
  assign _zz_state_166 = (((state[11] ^ state[12]) ^ state[13]) ^ state[14]);
  assign _zz_state_167 = (((state[16] ^ state[17]) ^ state[22]) ^ state[23]);
  assign _zz_state_168 = (((state[24] ^ state[28]) ^ state[29]) ^ state[31]);
  assign _zz_state_169 = (s2Parts_27_0 ^ s2Parts_27_1);
  assign _zz_state_170 = (((_zz_state_165 ^ _zz_state_166) ^ _zz_state_167) ^ _zz_state_168);
  assign _zz_state_171 = _zz_state_169;
  assign _zz_state_172 = (((state[1] ^ state[6]) ^ state[7]) ^ state[9]);
  assign _zz_state_173 = (((state[12] ^ state[13]) ^ state[14]) ^ state[15]);
  assign _zz_state_174 = (((state[17] ^ state[18]) ^ state[23]) ^ state[24]);
  assign _zz_state_175 = (((state[25] ^ state[29]) ^ state[30]) ^ s2Parts_28_0);
  assign _zz_state_176 = s2Parts_28_1;
  assign _zz_state_177 = (((_zz_state_172 ^ _zz_state_173) ^ _zz_state_174) ^ _zz_state_175);
  assign _zz_state_178 = _zz_state_176;
  assign _zz_state_179 = (((state[2] ^ state[7]) ^ state[8]) ^ state[10]);
  assign _zz_state_180 = (((state[13] ^ state[14]) ^ state[15]) ^ state[16]);
  assign _zz_state_181 = (((state[18] ^ state[19]) ^ state[24]) ^ state[25]);
  assign _zz_state_182 = (((state[26] ^ state[30]) ^ state[31]) ^ s2Parts_29_0);
  assign _zz_state_183 = s2Parts_29_1;
  assign _zz_state_184 = (((_zz_state_179 ^ _zz_state_180) ^ _zz_state_181) ^ _zz_state_182);
  assign _zz_state_185 = _zz_state_183;
  assign _zz_state_186 = (((state[0] ^ state[3]) ^ state[8]) ^ state[9]);
  assign _zz_state_187 = (((state[11] ^ state[14]) ^ state[15]) ^ state[16]);
  assign _zz_state_188 = (((state[17] ^ state[19]) ^ state[20]) ^ state[25]);
  assign _zz_state_189 = (((state[26] ^ state[27]) ^ state[31]) ^ s2Parts_30_0);
  assign _zz_state_190 = (s2Parts_30_1 ^ s2Parts_30_2);
  assign _zz_state_191 = (((_zz_state_186 ^ _zz_state_187) ^ _zz_state_188) ^ _zz_state_189);
  assign _zz_state_192 = _zz_state_190;
  assign _zz_state_193 = (((state[1] ^ state[4]) ^ state[9]) ^ state[10]);
  assign _zz_state_194 = (((state[12] ^ state[15]) ^ state[16]) ^ state[17]);
  assign _zz_state_195 = (((state[18] ^ state[20]) ^ state[21]) ^ state[26]);
  assign _zz_state_196 = (((state[27] ^ state[28]) ^ s2Parts_31_0) ^ s2Parts_31_1);
  assign _zz_state_197 = s2Parts_31_2;
  assign _zz_state_198 = (((_zz_state_193 ^ _zz_state_194) ^ _zz_state_195) ^ _zz_state_196);
  assign _zz_state_199 = _zz_state_197;
  assign io_crc = (~ state);
  assign io_busy = (s1_valid || s2Valid);
  always @(posedge clk) begin
    if(inReset) begin
      s1_valid <= 1'b0;
      s2Valid <= 1'b0;
      state <= 32'hffffffff;
    end else begin
      s1_valid <= io_input_valid;
      s2Valid <= s1_valid;
      if(io_clear) begin
        state <= 32'hffffffff;
      end
      if(s2Valid) begin
        state[0] <= (_zz_state_5 ^ _zz_state_6);
        state[1] <= (_zz_state_12 ^ _zz_state_13);
        state[2] <= (_zz_state_19 ^ _zz_state_20);
        state[3] <= (_zz_state_26 ^ _zz_state_27);
        state[4] <= (_zz_state_34 ^ _zz_state_35);
        state[5] <= (_zz_state_41 ^ _zz_state_42);
        state[6] <= (_zz_state_48 ^ _zz_state_49);
        state[7] <= (_zz_state_56 ^ _zz_state_57);
        state[8] <= (_zz_state_64 ^ _zz_state_65);
        state[9] <= (_zz_state_72 ^ _zz_state_73);
        state[10] <= (_zz_state_79 ^ _zz_state_80);
        state[11] <= (_zz_state_86 ^ _zz_state_87);
        state[12] <= (_zz_state_93 ^ _zz_state_94);
        state[13] <= (_zz_state_100 ^ _zz_state_101);
        state[14] <= (_zz_state_107 ^ _zz_state_108);
        state[15] <= (((_zz_state_109 ^ _zz_state_110) ^ _zz_state_111) ^ _zz_state_112);
        state[16] <= (((_zz_state_113 ^ _zz_state_114) ^ _zz_state_115) ^ _zz_state_116);
        state[17] <= (((_zz_state_117 ^ _zz_state_118) ^ _zz_state_119) ^ _zz_state_120);
        state[18] <= (_zz_state_126 ^ _zz_state_127);
        state[19] <= (((_zz_state_128 ^ _zz_state_129) ^ _zz_state_130) ^ _zz_state_131);
        state[20] <= (((_zz_state_132 ^ _zz_state_133) ^ _zz_state_134) ^ _zz_state_135);
        state[21] <= (_zz_state_141 ^ _zz_state_142);
        state[22] <= (((_zz_state_143 ^ _zz_state_144) ^ _zz_state_145) ^ _zz_state_146);
        state[23] <= ((_zz_state_147 ^ _zz_state_148) ^ _zz_state_149);
        state[24] <= (((_zz_state_150 ^ _zz_state_151) ^ _zz_state_152) ^ _zz_state_153);
        state[25] <= (((_zz_state_154 ^ _zz_state_155) ^ _zz_state_156) ^ _zz_state_157);
        state[26] <= (_zz_state_163 ^ _zz_state_164);
        state[27] <= (_zz_state_170 ^ _zz_state_171);
        state[28] <= (_zz_state_177 ^ _zz_state_178);
        state[29] <= (_zz_state_184 ^ _zz_state_185);
        state[30] <= (_zz_state_191 ^ _zz_state_192);
        state[31] <= (_zz_state_198 ^ _zz_state_199);
      end
    end
  end

  always @(posedge clk) begin
    s1_payload <= io_input_payload;
    s2Parts_0_0 <= (((_zz_s2Parts_0_0 ^ _zz_s2Parts_0_0_1) ^ _zz_s2Parts_0_0_2) ^ _zz_s2Parts_0_0_3);
    s2Parts_0_1 <= (((_zz_s2Parts_0_1 ^ _zz_s2Parts_0_1_1) ^ _zz_s2Parts_0_1_2) ^ _zz_s2Parts_0_1_3);
    s2Parts_0_2 <= s1_payload[60];
    s2Parts_1_0 <= (((_zz_s2Parts_1_0 ^ _zz_s2Parts_1_0_1) ^ _zz_s2Parts_1_0_2) ^ _zz_s2Parts_1_0_3);
    s2Parts_1_1 <= (((_zz_s2Parts_1_1 ^ _zz_s2Parts_1_1_1) ^ _zz_s2Parts_1_1_2) ^ _zz_s2Parts_1_1_3);
    s2Parts_1_2 <= (s1_payload[60] ^ s1_payload[61]);
    s2Parts_2_0 <= (((_zz_s2Parts_2_0 ^ _zz_s2Parts_2_0_1) ^ _zz_s2Parts_2_0_2) ^ _zz_s2Parts_2_0_3);
    s2Parts_2_1 <= (((_zz_s2Parts_2_1 ^ _zz_s2Parts_2_1_1) ^ _zz_s2Parts_2_1_2) ^ _zz_s2Parts_2_1_3);
    s2Parts_2_2 <= ((s1_payload[60] ^ s1_payload[61]) ^ s1_payload[62]);
    s2Parts_3_0 <= (((_zz_s2Parts_3_0 ^ _zz_s2Parts_3_0_1) ^ _zz_s2Parts_3_0_2) ^ _zz_s2Parts_3_0_3);
    s2Parts_3_1 <= (((_zz_s2Parts_3_1 ^ _zz_s2Parts_3_1_1) ^ _zz_s2Parts_3_1_2) ^ _zz_s2Parts_3_1_3);
    s2Parts_3_2 <= ((s1_payload[61] ^ s1_payload[62]) ^ s1_payload[63]);
    s2Parts_4_0 <= (((_zz_s2Parts_4_0 ^ _zz_s2Parts_4_0_1) ^ _zz_s2Parts_4_0_2) ^ _zz_s2Parts_4_0_3);
    s2Parts_4_1 <= (((_zz_s2Parts_4_1 ^ _zz_s2Parts_4_1_1) ^ _zz_s2Parts_4_1_2) ^ _zz_s2Parts_4_1_3);
    s2Parts_4_2 <= (_zz_s2Parts_4_2 ^ _zz_s2Parts_4_2_1);
    s2Parts_5_0 <= (((_zz_s2Parts_5_0 ^ _zz_s2Parts_5_0_1) ^ _zz_s2Parts_5_0_2) ^ _zz_s2Parts_5_0_3);
    s2Parts_5_1 <= (((_zz_s2Parts_5_1 ^ _zz_s2Parts_5_1_1) ^ _zz_s2Parts_5_1_2) ^ _zz_s2Parts_5_1_3);
    s2Parts_6_0 <= (((_zz_s2Parts_6_0 ^ _zz_s2Parts_6_0_1) ^ _zz_s2Parts_6_0_2) ^ _zz_s2Parts_6_0_3);
    s2Parts_6_1 <= (((_zz_s2Parts_6_1 ^ _zz_s2Parts_6_1_1) ^ _zz_s2Parts_6_1_2) ^ _zz_s2Parts_6_1_3);
    s2Parts_6_2 <= s1_payload[63];
    s2Parts_7_0 <= (((_zz_s2Parts_7_0 ^ _zz_s2Parts_7_0_1) ^ _zz_s2Parts_7_0_2) ^ _zz_s2Parts_7_0_3);
    s2Parts_7_1 <= (((_zz_s2Parts_7_1 ^ _zz_s2Parts_7_1_1) ^ _zz_s2Parts_7_1_2) ^ _zz_s2Parts_7_1_3);
    s2Parts_7_2 <= (((s1_payload[57] ^ s1_payload[59]) ^ s1_payload[61]) ^ s1_payload[62]);
    s2Parts_8_0 <= (((_zz_s2Parts_8_0 ^ _zz_s2Parts_8_0_1) ^ _zz_s2Parts_8_0_2) ^ _zz_s2Parts_8_0_3);
    s2Parts_8_1 <= (((_zz_s2Parts_8_1 ^ _zz_s2Parts_8_1_1) ^ _zz_s2Parts_8_1_2) ^ _zz_s2Parts_8_1_3);
    s2Parts_8_2 <= (_zz_s2Parts_8_2 ^ _zz_s2Parts_8_2_1);
    s2Parts_9_0 <= (((_zz_s2Parts_9_0 ^ _zz_s2Parts_9_0_1) ^ _zz_s2Parts_9_0_2) ^ _zz_s2Parts_9_0_3);
    s2Parts_9_1 <= (((_zz_s2Parts_9_1 ^ _zz_s2Parts_9_1_1) ^ _zz_s2Parts_9_1_2) ^ _zz_s2Parts_9_1_3);
    s2Parts_9_2 <= (((s1_payload[58] ^ s1_payload[60]) ^ s1_payload[61]) ^ s1_payload[63]);
    s2Parts_10_0 <= (((_zz_s2Parts_10_0 ^ _zz_s2Parts_10_0_1) ^ _zz_s2Parts_10_0_2) ^ _zz_s2Parts_10_0_3);
    s2Parts_10_1 <= ((_zz_s2Parts_10_1 ^ _zz_s2Parts_10_1_1) ^ _zz_s2Parts_10_1_2);
    s2Parts_11_0 <= (((_zz_s2Parts_11_0 ^ _zz_s2Parts_11_0_1) ^ _zz_s2Parts_11_0_2) ^ _zz_s2Parts_11_0_3);
    s2Parts_11_1 <= (((_zz_s2Parts_11_1 ^ _zz_s2Parts_11_1_1) ^ _zz_s2Parts_11_1_2) ^ _zz_s2Parts_11_1_3);
    s2Parts_12_0 <= (((_zz_s2Parts_12_0 ^ _zz_s2Parts_12_0_1) ^ _zz_s2Parts_12_0_2) ^ _zz_s2Parts_12_0_3);
    s2Parts_12_1 <= (((_zz_s2Parts_12_1 ^ _zz_s2Parts_12_1_1) ^ _zz_s2Parts_12_1_2) ^ _zz_s2Parts_12_1_3);
    s2Parts_12_2 <= ((s1_payload[59] ^ s1_payload[62]) ^ s1_payload[63]);
    s2Parts_13_0 <= (((_zz_s2Parts_13_0 ^ _zz_s2Parts_13_0_1) ^ _zz_s2Parts_13_0_2) ^ _zz_s2Parts_13_0_3);
    s2Parts_13_1 <= (((_zz_s2Parts_13_1 ^ _zz_s2Parts_13_1_1) ^ _zz_s2Parts_13_1_2) ^ _zz_s2Parts_13_1_3);
    s2Parts_13_2 <= s1_payload[63];
    s2Parts_14_0 <= (((_zz_s2Parts_14_0 ^ _zz_s2Parts_14_0_1) ^ _zz_s2Parts_14_0_2) ^ _zz_s2Parts_14_0_3);
    s2Parts_14_1 <= (((_zz_s2Parts_14_1 ^ _zz_s2Parts_14_1_1) ^ _zz_s2Parts_14_1_2) ^ _zz_s2Parts_14_1_3);
    s2Parts_15_0 <= (((_zz_s2Parts_15_0 ^ _zz_s2Parts_15_0_1) ^ _zz_s2Parts_15_0_2) ^ _zz_s2Parts_15_0_3);
    s2Parts_15_1 <= (((_zz_s2Parts_15_1 ^ _zz_s2Parts_15_1_1) ^ _zz_s2Parts_15_1_2) ^ _zz_s2Parts_15_1_3);
    s2Parts_16_0 <= (((_zz_s2Parts_16_0 ^ _zz_s2Parts_16_0_1) ^ _zz_s2Parts_16_0_2) ^ _zz_s2Parts_16_0_3);
    s2Parts_16_1 <= (((_zz_s2Parts_16_1 ^ _zz_s2Parts_16_1_1) ^ _zz_s2Parts_16_1_2) ^ _zz_s2Parts_16_1_3);
    s2Parts_17_0 <= (((_zz_s2Parts_17_0 ^ _zz_s2Parts_17_0_1) ^ _zz_s2Parts_17_0_2) ^ _zz_s2Parts_17_0_3);
    s2Parts_17_1 <= (((_zz_s2Parts_17_1 ^ _zz_s2Parts_17_1_1) ^ _zz_s2Parts_17_1_2) ^ _zz_s2Parts_17_1_3);
    s2Parts_18_0 <= (((_zz_s2Parts_18_0 ^ _zz_s2Parts_18_0_1) ^ _zz_s2Parts_18_0_2) ^ _zz_s2Parts_18_0_3);
    s2Parts_18_1 <= (((_zz_s2Parts_18_1 ^ _zz_s2Parts_18_1_1) ^ _zz_s2Parts_18_1_2) ^ _zz_s2Parts_18_1_3);
    s2Parts_18_2 <= s1_payload[63];
    s2Parts_19_0 <= (((_zz_s2Parts_19_0 ^ _zz_s2Parts_19_0_1) ^ _zz_s2Parts_19_0_2) ^ _zz_s2Parts_19_0_3);
    s2Parts_19_1 <= (_zz_s2Parts_19_1 ^ _zz_s2Parts_19_1_1);
    s2Parts_20_0 <= (((_zz_s2Parts_20_0 ^ _zz_s2Parts_20_0_1) ^ _zz_s2Parts_20_0_2) ^ _zz_s2Parts_20_0_3);
    s2Parts_20_1 <= (_zz_s2Parts_20_1 ^ _zz_s2Parts_20_1_1);
    s2Parts_21_0 <= (((_zz_s2Parts_21_0 ^ _zz_s2Parts_21_0_1) ^ _zz_s2Parts_21_0_2) ^ _zz_s2Parts_21_0_3);
    s2Parts_21_1 <= (((_zz_s2Parts_21_1 ^ _zz_s2Parts_21_1_1) ^ _zz_s2Parts_21_1_2) ^ _zz_s2Parts_21_1_3);
    s2Parts_22_0 <= (((_zz_s2Parts_22_0 ^ _zz_s2Parts_22_0_1) ^ _zz_s2Parts_22_0_2) ^ _zz_s2Parts_22_0_3);
    s2Parts_22_1 <= (((_zz_s2Parts_22_1 ^ _zz_s2Parts_22_1_1) ^ _zz_s2Parts_22_1_2) ^ _zz_s2Parts_22_1_3);
    s2Parts_23_0 <= (((_zz_s2Parts_23_0 ^ _zz_s2Parts_23_0_1) ^ _zz_s2Parts_23_0_2) ^ _zz_s2Parts_23_0_3);
    s2Parts_23_1 <= (((s1_payload[58] ^ s1_payload[59]) ^ s1_payload[61]) ^ s1_payload[63]);
    s2Parts_24_0 <= (((_zz_s2Parts_24_0 ^ _zz_s2Parts_24_0_1) ^ _zz_s2Parts_24_0_2) ^ _zz_s2Parts_24_0_3);
    s2Parts_24_1 <= (((_zz_s2Parts_24_1 ^ _zz_s2Parts_24_1_1) ^ _zz_s2Parts_24_1_2) ^ _zz_s2Parts_24_1_3);
    s2Parts_24_2 <= (s1_payload[58] ^ s1_payload[62]);
    s2Parts_25_0 <= (((_zz_s2Parts_25_0 ^ _zz_s2Parts_25_0_1) ^ _zz_s2Parts_25_0_2) ^ _zz_s2Parts_25_0_3);
    s2Parts_25_1 <= (((_zz_s2Parts_25_1 ^ _zz_s2Parts_25_1_1) ^ _zz_s2Parts_25_1_2) ^ _zz_s2Parts_25_1_3);
    s2Parts_25_2 <= (s1_payload[59] ^ s1_payload[63]);
    s2Parts_26_0 <= (((_zz_s2Parts_26_0 ^ _zz_s2Parts_26_0_1) ^ _zz_s2Parts_26_0_2) ^ _zz_s2Parts_26_0_3);
    s2Parts_26_1 <= (((_zz_s2Parts_26_1 ^ _zz_s2Parts_26_1_1) ^ _zz_s2Parts_26_1_2) ^ _zz_s2Parts_26_1_3);
    s2Parts_27_0 <= (((_zz_s2Parts_27_0 ^ _zz_s2Parts_27_0_1) ^ _zz_s2Parts_27_0_2) ^ _zz_s2Parts_27_0_3);
    s2Parts_27_1 <= (((_zz_s2Parts_27_1 ^ _zz_s2Parts_27_1_1) ^ _zz_s2Parts_27_1_2) ^ _zz_s2Parts_27_1_3);
    s2Parts_28_0 <= (((_zz_s2Parts_28_0 ^ _zz_s2Parts_28_0_1) ^ _zz_s2Parts_28_0_2) ^ _zz_s2Parts_28_0_3);
    s2Parts_28_1 <= (((_zz_s2Parts_28_1 ^ _zz_s2Parts_28_1_1) ^ _zz_s2Parts_28_1_2) ^ _zz_s2Parts_28_1_3);
    s2Parts_29_0 <= (((_zz_s2Parts_29_0 ^ _zz_s2Parts_29_0_1) ^ _zz_s2Parts_29_0_2) ^ _zz_s2Parts_29_0_3);
    s2Parts_29_1 <= (((_zz_s2Parts_29_1 ^ _zz_s2Parts_29_1_1) ^ _zz_s2Parts_29_1_2) ^ _zz_s2Parts_29_1_3);
    s2Parts_30_0 <= (((_zz_s2Parts_30_0 ^ _zz_s2Parts_30_0_1) ^ _zz_s2Parts_30_0_2) ^ _zz_s2Parts_30_0_3);
    s2Parts_30_1 <= (((_zz_s2Parts_30_1 ^ _zz_s2Parts_30_1_1) ^ _zz_s2Parts_30_1_2) ^ _zz_s2Parts_30_1_3);
    s2Parts_30_2 <= s1_payload[62];
    s2Parts_31_0 <= (((_zz_s2Parts_31_0 ^ _zz_s2Parts_31_0_1) ^ _zz_s2Parts_31_0_2) ^ _zz_s2Parts_31_0_3);
    s2Parts_31_1 <= (((_zz_s2Parts_31_1 ^ _zz_s2Parts_31_1_1) ^ _zz_s2Parts_31_1_2) ^ _zz_s2Parts_31_1_3);
    s2Parts_31_2 <= s1_payload[63];
  end


endmodule

module ChunkWriter (
  input  wire          io_in_valid,
  output wire          io_in_ready,
  input  wire [63:0]   io_in_payload_data,
  input  wire [63:0]   io_in_payload_addr,
  input  wire [3:0]    io_in_payload_beats,
  input  wire          io_in_payload_first,
  input  wire          io_in_payload_last,
  output wire          io_aw_valid,
  input  wire          io_aw_ready,
  output wire [63:0]   io_aw_payload_addr,
  output wire [0:0]    io_aw_payload_id,
  output wire [7:0]    io_aw_payload_len,
  output wire [2:0]    io_aw_payload_size,
  output wire [1:0]    io_aw_payload_burst,
  output wire          io_w_valid,
  input  wire          io_w_ready,
  output wire [63:0]   io_w_payload_data,
  output wire [7:0]    io_w_payload_strb,
  output wire          io_w_payload_last,
  input  wire          io_b_valid,
  output wire          io_b_ready,
  input  wire [0:0]    io_b_payload_id,
  input  wire [1:0]    io_b_payload_resp,
  output wire          io_idle,
  input  wire          clk,
  input  wire          inReset
);

  wire                awFifo_io_push_valid;
  wire       [67:0]   awFifo_io_push_payload;
  wire       [64:0]   wFifo_io_push_payload;
  wire                awFifo_io_push_ready;
  wire                awFifo_io_pop_valid;
  wire       [67:0]   awFifo_io_pop_payload;
  wire       [2:0]    awFifo_io_occupancy;
  wire                wFifo_io_push_ready;
  wire                wFifo_io_pop_valid;
  wire       [64:0]   wFifo_io_pop_payload;
  wire       [4:0]    wFifo_io_occupancy;
  wire       [4:0]    wFifo_io_availability;
  wire       [3:0]    _zz_io_push_payload;
  wire       [3:0]    _zz_io_aw_payload_len;
  wire       [7:0]    _zz_pending;
  wire       [7:0]    _zz_pending_1;
  reg        [7:0]    pending;
  reg                 pushV;
  reg        [63:0]   pushW_data;
  reg        [63:0]   pushW_addr;
  reg        [3:0]    pushW_beats;
  reg                 pushW_first;
  reg                 pushW_last;
  reg                 room;
  wire                awFifo_io_push_fire;
  reg                 inc;
  wire                io_b_fire;
  reg                 dec;
  reg                 pendingZero;

  assign _zz_io_push_payload = (pushW_beats - 4'b0001);
  assign _zz_io_aw_payload_len = awFifo_io_pop_payload[67 : 64];
  assign _zz_pending = (pending + 8'h01);
  assign _zz_pending_1 = (pending - 8'h01);
  OutRegFifo awFifo (
    .io_push_valid   (awFifo_io_push_valid        ), //i
    .io_push_ready   (awFifo_io_push_ready        ), //o
    .io_push_payload (awFifo_io_push_payload[67:0]), //i
    .io_pop_valid    (awFifo_io_pop_valid         ), //o
    .io_pop_ready    (io_aw_ready                 ), //i
    .io_pop_payload  (awFifo_io_pop_payload[67:0] ), //o
    .io_occupancy    (awFifo_io_occupancy[2:0]    ), //o
    .clk             (clk                         ), //i
    .inReset         (inReset                     )  //i
  );
  StreamFifo wFifo (
    .io_push_valid   (pushV                      ), //i
    .io_push_ready   (wFifo_io_push_ready        ), //o
    .io_push_payload (wFifo_io_push_payload[64:0]), //i
    .io_pop_valid    (wFifo_io_pop_valid         ), //o
    .io_pop_ready    (io_w_ready                 ), //i
    .io_pop_payload  (wFifo_io_pop_payload[64:0] ), //o
    .io_flush        (1'b0                       ), //i
    .io_occupancy    (wFifo_io_occupancy[4:0]    ), //o
    .io_availability (wFifo_io_availability[4:0] ), //o
    .clk             (clk                        ), //i
    .inReset         (inReset                    )  //i
  );
  assign io_in_ready = room;
  assign awFifo_io_push_valid = (pushV && pushW_first);
  assign awFifo_io_push_payload = {_zz_io_push_payload,pushW_addr};
  assign wFifo_io_push_payload = {pushW_last,pushW_data};
  assign io_aw_valid = awFifo_io_pop_valid;
  assign io_aw_payload_addr = awFifo_io_pop_payload[63 : 0];
  assign io_aw_payload_len = {4'd0, _zz_io_aw_payload_len};
  assign io_aw_payload_id = 1'b0;
  assign io_aw_payload_size = 3'b011;
  assign io_aw_payload_burst = 2'b01;
  assign io_w_valid = wFifo_io_pop_valid;
  assign io_w_payload_data = wFifo_io_pop_payload[63 : 0];
  assign io_w_payload_last = wFifo_io_pop_payload[64];
  assign io_w_payload_strb = 8'hff;
  assign io_b_ready = 1'b1;
  assign awFifo_io_push_fire = (awFifo_io_push_valid && awFifo_io_push_ready);
  assign io_b_fire = (io_b_valid && io_b_ready);
  assign io_idle = ((((pendingZero && (! inc)) && (! pushV)) && (! wFifo_io_pop_valid)) && (! io_in_valid));
  always @(posedge clk) begin
    if(inReset) begin
      pending <= 8'h0;
      pushV <= 1'b0;
      room <= 1'b0;
      inc <= 1'b0;
      dec <= 1'b0;
      pendingZero <= 1'b1;
    end else begin
      pushV <= (io_in_valid && io_in_ready);
      room <= (((wFifo_io_occupancy < 5'h0e) && (awFifo_io_occupancy < 3'b010)) && (pending < 8'hfb));
      inc <= awFifo_io_push_fire;
      dec <= io_b_fire;
      pending <= (inc ? (dec ? pending : _zz_pending) : (dec ? _zz_pending_1 : pending));
      pendingZero <= (inc ? (dec && (pending == 8'h0)) : (dec ? (pending == 8'h01) : (pending == 8'h0)));
    end
  end

  always @(posedge clk) begin
    pushW_data <= io_in_payload_data;
    pushW_addr <= io_in_payload_addr;
    pushW_beats <= io_in_payload_beats;
    pushW_first <= io_in_payload_first;
    pushW_last <= io_in_payload_last;
  end


endmodule

module BramFifo (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire [64:0]   io_push_payload,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire [64:0]   io_pop_payload,
  output wire [6:0]    io_occupancy,
  input  wire          clk,
  input  wire          inReset
);

  wire       [64:0]   ram_io_rData;
  wire       [4:0]    _zz_re;
  wire       [3:0]    _zz_re_1;
  wire       [3:0]    _zz_re_2;
  wire       [1:0]    _zz_re_3;
  wire       [4:0]    _zz_re_4;
  wire       [1:0]    _zz_re_5;
  wire       [6:0]    _zz_stored;
  wire       [6:0]    _zz_stored_1;
  wire       [0:0]    _zz_stored_2;
  wire       [6:0]    _zz_stored_3;
  wire       [0:0]    _zz_stored_4;
  reg        [64:0]   _zz_io_pop_payload;
  wire       [2:0]    _zz_qCount;
  wire       [2:0]    _zz_qCount_1;
  wire       [0:0]    _zz_qCount_2;
  wire       [2:0]    _zz_qCount_3;
  wire       [0:0]    _zz_qCount_4;
  wire       [6:0]    _zz_held;
  wire       [6:0]    _zz_held_1;
  wire       [0:0]    _zz_held_2;
  wire       [6:0]    _zz_held_3;
  wire       [0:0]    _zz_held_4;
  reg        [5:0]    wPtr;
  reg        [5:0]    rPtr;
  reg        [6:0]    stored;
  reg                 _zz_1;
  reg                 _zz_2;
  wire                io_push_fire;
  reg        [64:0]   q_0;
  reg        [64:0]   q_1;
  reg        [64:0]   q_2;
  reg        [64:0]   q_3;
  reg        [1:0]    qHead;
  reg        [1:0]    qTail;
  reg        [2:0]    qCount;
  reg                 qSome;
  reg                 v1;
  reg                 v2;
  wire                re;
  wire       [3:0]    _zz_3;
  wire                io_pop_fire;
  reg                 _zz_4;
  reg                 _zz_5;
  reg        [6:0]    held;
  reg                 io_push_fire_regNext;
  reg                 io_pop_fire_regNext;

  assign _zz_re = ({1'b0,_zz_re_1} + _zz_re_4);
  assign _zz_re_1 = ({1'b0,qCount} + _zz_re_2);
  assign _zz_re_3 = {1'b0,v1};
  assign _zz_re_2 = {2'd0, _zz_re_3};
  assign _zz_re_5 = {1'b0,v2};
  assign _zz_re_4 = {3'd0, _zz_re_5};
  assign _zz_stored = (stored + _zz_stored_1);
  assign _zz_stored_2 = io_push_fire;
  assign _zz_stored_1 = {6'd0, _zz_stored_2};
  assign _zz_stored_4 = re;
  assign _zz_stored_3 = {6'd0, _zz_stored_4};
  assign _zz_qCount = (qCount + _zz_qCount_1);
  assign _zz_qCount_2 = v2;
  assign _zz_qCount_1 = {2'd0, _zz_qCount_2};
  assign _zz_qCount_4 = io_pop_fire;
  assign _zz_qCount_3 = {2'd0, _zz_qCount_4};
  assign _zz_held = (held + _zz_held_1);
  assign _zz_held_2 = io_push_fire_regNext;
  assign _zz_held_1 = {6'd0, _zz_held_2};
  assign _zz_held_4 = io_pop_fire_regNext;
  assign _zz_held_3 = {6'd0, _zz_held_4};
  SyncRam_4 ram (
    .io_we    (io_push_fire         ), //i
    .io_wAddr (wPtr[5:0]            ), //i
    .io_wData (io_push_payload[64:0]), //i
    .io_re    (re                   ), //i
    .io_rAddr (rPtr[5:0]            ), //i
    .io_rData (ram_io_rData[64:0]   ), //o
    .clk      (clk                  ), //i
    .inReset  (inReset              )  //i
  );
  always @(*) begin
    case(qHead)
      2'b00 : _zz_io_pop_payload = q_0;
      2'b01 : _zz_io_pop_payload = q_1;
      2'b10 : _zz_io_pop_payload = q_2;
      default : _zz_io_pop_payload = q_3;
    endcase
  end

  assign io_push_ready = 1'b1;
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign re = ((stored != 7'h0) && (_zz_re < 5'h04));
  assign _zz_3 = ({3'd0,1'b1} <<< qTail);
  assign io_pop_valid = qSome;
  assign io_pop_payload = _zz_io_pop_payload;
  assign io_pop_fire = (io_pop_valid && io_pop_ready);
  assign io_occupancy = held;
  always @(posedge clk) begin
    if(inReset) begin
      wPtr <= 6'h0;
      rPtr <= 6'h0;
      stored <= 7'h0;
      _zz_1 <= 1'b0;
      _zz_2 <= 1'b0;
      qHead <= 2'b00;
      qTail <= 2'b00;
      qCount <= 3'b000;
      qSome <= 1'b0;
      v1 <= 1'b0;
      v2 <= 1'b0;
      _zz_4 <= 1'b0;
      _zz_5 <= 1'b0;
      held <= 7'h0;
      io_push_fire_regNext <= 1'b0;
      io_pop_fire_regNext <= 1'b0;
    end else begin
      _zz_1 <= 1'b1;
      _zz_2 <= _zz_1;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! (io_push_valid && stored[6])) || (! _zz_2))); // Fsm.scala:L78
        `else
          if(!((! (io_push_valid && stored[6])) || (! _zz_2))) begin
            $display("FAILURE a word pushed into a full FIFO that never refuses"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      if(io_push_fire) begin
        wPtr <= (wPtr + 6'h01);
      end
      v1 <= re;
      v2 <= v1;
      if(re) begin
        rPtr <= (rPtr + 6'h01);
      end
      stored <= (_zz_stored - _zz_stored_3);
      if(v2) begin
        qTail <= (qTail + 2'b01);
      end
      if(io_pop_fire) begin
        qHead <= (qHead + 2'b01);
      end
      qCount <= (_zz_qCount - _zz_qCount_3);
      qSome <= ((v2 || (3'b001 < qCount)) || (qSome && (! io_pop_ready)));
      _zz_4 <= 1'b1;
      _zz_5 <= _zz_4;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((qSome == (qCount != 3'b000)) || (! _zz_5))); // Fsm.scala:L78
        `else
          if(!((qSome == (qCount != 3'b000)) || (! _zz_5))) begin
            $display("FAILURE the FIFO's VALID differs from its count"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      io_push_fire_regNext <= io_push_fire;
      io_pop_fire_regNext <= io_pop_fire;
      held <= (_zz_held - _zz_held_3);
    end
  end

  always @(posedge clk) begin
    if(v2) begin
      if(_zz_3[0]) begin
        q_0 <= ram_io_rData;
      end
      if(_zz_3[1]) begin
        q_1 <= ram_io_rData;
      end
      if(_zz_3[2]) begin
        q_2 <= ram_io_rData;
      end
      if(_zz_3[3]) begin
        q_3 <= ram_io_rData;
      end
    end
  end


endmodule

module PayloadReader (
  input  wire          io_cmd_valid,
  output wire          io_cmd_ready,
  input  wire [63:0]   io_cmd_payload_addr,
  input  wire [20:0]   io_cmd_payload_len,
  output wire          io_ar_valid,
  input  wire          io_ar_ready,
  output wire [63:0]   io_ar_payload_addr,
  output wire [0:0]    io_ar_payload_id,
  output wire [7:0]    io_ar_payload_len,
  output wire [2:0]    io_ar_payload_size,
  output wire [1:0]    io_ar_payload_burst,
  input  wire          io_r_valid,
  output wire          io_r_ready,
  input  wire [63:0]   io_r_payload_data,
  input  wire [0:0]    io_r_payload_id,
  input  wire [1:0]    io_r_payload_resp,
  input  wire          io_r_payload_last,
  output wire          io_out_valid,
  input  wire          io_out_ready,
  output wire          io_out_payload_last,
  output wire [63:0]   io_out_payload_fragment,
  output wire          io_busError,
  input  wire          io_freed,
  input  wire          clk,
  input  wire          inReset
);

  wire                plan_fork2_io_outputs_0_ready;
  wire                plan_fork2_io_outputs_1_ready;
  wire                plan_fork2_io_input_ready;
  wire                plan_fork2_io_outputs_0_valid;
  wire       [63:0]   plan_fork2_io_outputs_0_payload_addr;
  wire                plan_fork2_io_outputs_0_payload_nonEmpty;
  wire       [18:0]   plan_fork2_io_outputs_0_payload_beats;
  wire                plan_fork2_io_outputs_0_payload_tail;
  wire       [7:0]    plan_fork2_io_outputs_0_payload_lastBytes;
  wire                plan_fork2_io_outputs_1_valid;
  wire       [63:0]   plan_fork2_io_outputs_1_payload_addr;
  wire                plan_fork2_io_outputs_1_payload_nonEmpty;
  wire       [18:0]   plan_fork2_io_outputs_1_payload_beats;
  wire                plan_fork2_io_outputs_1_payload_tail;
  wire       [7:0]    plan_fork2_io_outputs_1_payload_lastBytes;
  wire       [21:0]   _zz_io_cmd_translated_payload_beats;
  wire       [21:0]   _zz_io_cmd_translated_payload_beats_1;
  wire       [21:0]   _zz_io_cmd_translated_payload_beats_2;
  wire       [2:0]    _zz_io_cmd_translated_payload_beats_3;
  wire       [21:0]   _zz_io_cmd_translated_payload_beats_4;
  wire       [3:0]    _zz_io_cmd_translated_payload_tail_2;
  wire       [2:0]    _zz_io_cmd_translated_payload_lastBytes;
  wire       [2:0]    _zz_io_cmd_translated_payload_lastBytes_1;
  wire                _zz_io_cmd_translated_payload_lastBytes_2;
  wire                _zz_io_cmd_translated_payload_lastBytes_3;
  wire                _zz_io_cmd_translated_payload_lastBytes_4;
  wire       [0:0]    _zz_io_cmd_translated_payload_lastBytes_5;
  wire       [1:0]    _zz_io_cmd_translated_payload_lastBytes_6;
  wire       [5:0]    _zz_b0M1Inv;
  wire       [8:0]    _zz_b0M1Inv_1;
  wire       [6:0]    _zz_fewest;
  wire       [6:0]    _zz_fewest_1;
  wire       [6:0]    _zz_fewest_2;
  wire       [10:0]   _zz_lowNext;
  wire       [8:0]    _zz_lowNext_1;
  wire       [0:0]    _zz__zz_hiInc_1;
  wire       [20:0]   _zz__zz_hiInc_4;
  wire       [0:0]    _zz__zz_hiInc_4_1;
  wire       [52:0]   _zz_hiInc_6;
  wire       [18:0]   _zz_arLeft;
  wire       [18:0]   _zz_rp_passes;
  wire       [0:0]    _zz_rp_passes_1;
  wire       [7:0]    _zz_rp_offOh_1;
  wire       [2:0]    _zz_rp_upOh;
  wire       [6:0]    _zz__zz_creditOk;
  wire       [6:0]    _zz__zz_creditOk_1;
  wire       [6:0]    _zz__zz_creditOk_2;
  wire       [1:0]    _zz__zz_creditOk_3;
  wire                _zz_mask;
  wire                _zz_mask_1;
  wire                _zz_mask_2;
  wire       [7:0]    _zz_mask_3;
  wire       [7:0]    _zz_mask_4;
  wire       [7:0]    _zz_mask_5;
  wire       [23:0]   _zz_mask_6;
  wire       [7:0]    _zz_io_out_payload_fragment_7;
  wire       [7:0]    _zz_io_out_payload_fragment_8;
  wire       [7:0]    _zz_io_out_payload_fragment_9;
  wire       [7:0]    _zz_io_out_payload_fragment_10;
  wire       [7:0]    _zz_io_out_payload_fragment_11;
  wire       [7:0]    _zz_io_out_payload_fragment_12;
  wire                _zz_io_out_payload_fragment_13;
  wire       [7:0]    _zz_io_out_payload_fragment_14;
  wire       [7:0]    _zz_io_out_payload_fragment_15;
  wire       [7:0]    _zz_io_out_payload_fragment_16;
  wire       [7:0]    _zz_io_out_payload_fragment_17;
  wire                _zz_io_out_payload_fragment_18;
  wire       [7:0]    _zz_io_out_payload_fragment_19;
  wire       [7:0]    _zz_io_out_payload_fragment_20;
  wire       [7:0]    _zz_io_out_payload_fragment_21;
  wire       [7:0]    _zz_io_out_payload_fragment_22;
  wire                _zz_io_out_payload_fragment_23;
  wire       [7:0]    _zz_io_out_payload_fragment_24;
  wire       [7:0]    _zz_io_out_payload_fragment_25;
  wire       [7:0]    _zz_io_out_payload_fragment_26;
  wire       [7:0]    _zz_io_out_payload_fragment_27;
  wire                _zz_io_out_payload_fragment_28;
  wire       [7:0]    _zz_io_out_payload_fragment_29;
  wire       [7:0]    _zz_io_out_payload_fragment_30;
  wire       [7:0]    _zz_io_out_payload_fragment_31;
  wire                _zz_io_out_payload_fragment_32;
  wire       [7:0]    _zz_io_out_payload_fragment_33;
  wire       [7:0]    _zz_io_out_payload_fragment_34;
  wire       [7:0]    _zz_io_out_payload_fragment_35;
  wire                _zz_io_out_payload_fragment_36;
  wire       [7:0]    _zz_io_out_payload_fragment_37;
  wire       [7:0]    _zz_io_out_payload_fragment_38;
  wire       [7:0]    _zz_io_out_payload_fragment_39;
  wire                _zz_io_out_payload_fragment_40;
  wire       [7:0]    _zz_io_out_payload_fragment_41;
  wire       [7:0]    _zz_io_out_payload_fragment_42;
  wire       [7:0]    _zz_io_out_payload_fragment_43;
  wire       [7:0]    _zz_io_out_payload_fragment_44;
  wire       [7:0]    _zz_io_out_payload_fragment_45;
  wire       [7:0]    _zz_io_out_payload_fragment_46;
  wire       [7:0]    _zz_io_out_payload_fragment_47;
  wire                _zz_io_out_payload_fragment_48;
  wire       [7:0]    _zz_io_out_payload_fragment_49;
  wire       [7:0]    _zz_io_out_payload_fragment_50;
  wire       [7:0]    _zz_io_out_payload_fragment_51;
  wire       [7:0]    _zz_io_out_payload_fragment_52;
  wire                _zz_io_out_payload_fragment_53;
  wire       [7:0]    _zz_io_out_payload_fragment_54;
  wire       [7:0]    _zz_io_out_payload_fragment_55;
  wire       [7:0]    _zz_io_out_payload_fragment_56;
  wire       [7:0]    _zz_io_out_payload_fragment_57;
  wire                _zz_io_out_payload_fragment_58;
  wire       [7:0]    _zz_io_out_payload_fragment_59;
  wire       [7:0]    _zz_io_out_payload_fragment_60;
  wire       [7:0]    _zz_io_out_payload_fragment_61;
  wire       [7:0]    _zz_io_out_payload_fragment_62;
  wire                _zz_io_out_payload_fragment_63;
  wire       [7:0]    _zz_io_out_payload_fragment_64;
  wire       [7:0]    _zz_io_out_payload_fragment_65;
  wire       [7:0]    _zz_io_out_payload_fragment_66;
  wire                _zz_io_out_payload_fragment_67;
  wire       [7:0]    _zz_io_out_payload_fragment_68;
  wire       [7:0]    _zz_io_out_payload_fragment_69;
  wire       [7:0]    _zz_io_out_payload_fragment_70;
  wire                _zz_io_out_payload_fragment_71;
  wire       [7:0]    _zz_io_out_payload_fragment_72;
  wire       [7:0]    _zz_io_out_payload_fragment_73;
  wire       [7:0]    _zz_io_out_payload_fragment_74;
  wire       [7:0]    _zz_io_out_payload_fragment_75;
  wire       [7:0]    _zz_io_out_payload_fragment_76;
  wire       [7:0]    _zz_io_out_payload_fragment_77;
  wire       [7:0]    _zz_io_out_payload_fragment_78;
  wire       [7:0]    _zz_io_out_payload_fragment_79;
  wire                _zz_io_out_payload_fragment_80;
  wire       [7:0]    _zz_io_out_payload_fragment_81;
  wire       [7:0]    _zz_io_out_payload_fragment_82;
  wire       [7:0]    _zz_io_out_payload_fragment_83;
  wire       [7:0]    _zz_io_out_payload_fragment_84;
  wire                _zz_io_out_payload_fragment_85;
  wire       [7:0]    _zz_io_out_payload_fragment_86;
  wire       [7:0]    _zz_io_out_payload_fragment_87;
  wire       [7:0]    _zz_io_out_payload_fragment_88;
  wire       [7:0]    _zz_io_out_payload_fragment_89;
  wire                _zz_io_out_payload_fragment_90;
  wire       [7:0]    _zz_io_out_payload_fragment_91;
  wire       [7:0]    _zz_io_out_payload_fragment_92;
  wire       [7:0]    _zz_io_out_payload_fragment_93;
  wire       [7:0]    _zz_io_out_payload_fragment_94;
  wire                _zz_io_out_payload_fragment_95;
  wire       [7:0]    _zz_io_out_payload_fragment_96;
  wire       [7:0]    _zz_io_out_payload_fragment_97;
  wire       [7:0]    _zz_io_out_payload_fragment_98;
  wire                _zz_io_out_payload_fragment_99;
  wire       [7:0]    _zz_io_out_payload_fragment_100;
  wire       [7:0]    _zz_io_out_payload_fragment_101;
  wire       [7:0]    _zz_io_out_payload_fragment_102;
  wire                _zz_io_out_payload_fragment_103;
  wire       [7:0]    _zz_io_out_payload_fragment_104;
  wire       [7:0]    _zz_io_out_payload_fragment_105;
  wire       [7:0]    _zz_io_out_payload_fragment_106;
  wire       [7:0]    _zz_io_out_payload_fragment_107;
  wire       [7:0]    _zz_io_out_payload_fragment_108;
  wire       [7:0]    _zz_io_out_payload_fragment_109;
  wire       [7:0]    _zz_io_out_payload_fragment_110;
  wire                _zz_io_out_payload_fragment_111;
  wire       [7:0]    _zz_io_out_payload_fragment_112;
  wire       [7:0]    _zz_io_out_payload_fragment_113;
  wire       [7:0]    _zz_io_out_payload_fragment_114;
  wire       [7:0]    _zz_io_out_payload_fragment_115;
  wire                _zz_io_out_payload_fragment_116;
  wire       [7:0]    _zz_io_out_payload_fragment_117;
  wire       [7:0]    _zz_io_out_payload_fragment_118;
  wire       [7:0]    _zz_io_out_payload_fragment_119;
  wire       [7:0]    _zz_io_out_payload_fragment_120;
  wire                _zz_io_out_payload_fragment_121;
  wire       [7:0]    _zz_io_out_payload_fragment_122;
  wire       [7:0]    _zz_io_out_payload_fragment_123;
  wire       [7:0]    _zz_io_out_payload_fragment_124;
  wire       [7:0]    _zz_io_out_payload_fragment_125;
  wire                _zz_io_out_payload_fragment_126;
  wire       [7:0]    _zz_io_out_payload_fragment_127;
  wire       [7:0]    _zz_io_out_payload_fragment_128;
  wire       [7:0]    _zz_io_out_payload_fragment_129;
  wire                _zz_io_out_payload_fragment_130;
  wire       [7:0]    _zz_io_out_payload_fragment_131;
  wire       [7:0]    _zz_io_out_payload_fragment_132;
  wire       [31:0]   _zz_io_out_payload_fragment_133;
  wire       [7:0]    _zz_io_out_payload_fragment_134;
  wire       [7:0]    _zz_io_out_payload_fragment_135;
  wire       [7:0]    _zz_io_out_payload_fragment_136;
  wire       [7:0]    _zz_io_out_payload_fragment_137;
  wire                _zz_io_out_payload_fragment_138;
  wire       [7:0]    _zz_io_out_payload_fragment_139;
  wire       [7:0]    _zz_io_out_payload_fragment_140;
  wire       [7:0]    _zz_io_out_payload_fragment_141;
  wire       [7:0]    _zz_io_out_payload_fragment_142;
  wire                _zz_io_out_payload_fragment_143;
  wire       [7:0]    _zz_io_out_payload_fragment_144;
  wire       [7:0]    _zz_io_out_payload_fragment_145;
  wire       [7:0]    _zz_io_out_payload_fragment_146;
  wire       [7:0]    _zz_io_out_payload_fragment_147;
  wire                _zz_io_out_payload_fragment_148;
  wire       [7:0]    _zz_io_out_payload_fragment_149;
  wire       [7:0]    _zz_io_out_payload_fragment_150;
  wire       [7:0]    _zz_io_out_payload_fragment_151;
  wire       [7:0]    _zz_io_out_payload_fragment_152;
  wire                _zz_io_out_payload_fragment_153;
  wire       [7:0]    _zz_io_out_payload_fragment_154;
  wire       [7:0]    _zz_io_out_payload_fragment_155;
  wire       [7:0]    _zz_io_out_payload_fragment_156;
  wire       [7:0]    _zz_io_out_payload_fragment_157;
  wire       [7:0]    _zz_io_out_payload_fragment_158;
  wire       [7:0]    _zz_io_out_payload_fragment_159;
  wire                _zz_io_out_payload_fragment_160;
  wire       [7:0]    _zz_io_out_payload_fragment_161;
  wire       [7:0]    _zz_io_out_payload_fragment_162;
  wire       [7:0]    _zz_io_out_payload_fragment_163;
  wire       [7:0]    _zz_io_out_payload_fragment_164;
  wire                _zz_io_out_payload_fragment_165;
  wire       [7:0]    _zz_io_out_payload_fragment_166;
  wire       [7:0]    _zz_io_out_payload_fragment_167;
  wire       [7:0]    _zz_io_out_payload_fragment_168;
  wire       [7:0]    _zz_io_out_payload_fragment_169;
  wire                _zz_io_out_payload_fragment_170;
  wire       [7:0]    _zz_io_out_payload_fragment_171;
  wire       [7:0]    _zz_io_out_payload_fragment_172;
  wire       [15:0]   _zz_io_out_payload_fragment_173;
  wire       [7:0]    _zz_io_out_payload_fragment_174;
  wire       [7:0]    _zz_io_out_payload_fragment_175;
  wire       [7:0]    _zz_io_out_payload_fragment_176;
  wire                _zz_io_out_payload_fragment_177;
  wire       [7:0]    _zz_io_out_payload_fragment_178;
  wire       [7:0]    _zz_io_out_payload_fragment_179;
  wire       [7:0]    _zz_io_out_payload_fragment_180;
  wire       [7:0]    _zz_io_out_payload_fragment_181;
  wire                _zz_io_out_payload_fragment_182;
  wire       [7:0]    _zz_io_out_payload_fragment_183;
  wire       [7:0]    _zz_io_out_payload_fragment_184;
  wire       [7:0]    _zz_io_out_payload_fragment_185;
  wire       [7:0]    _zz_io_out_payload_fragment_186;
  wire                _zz_io_out_payload_fragment_187;
  wire       [7:0]    _zz_io_out_payload_fragment_188;
  wire       [7:0]    _zz_io_out_payload_fragment_189;
  wire                _zz_prevSh_7;
  wire       [7:0]    _zz_prevSh_8;
  wire       [7:0]    _zz_prevSh_9;
  wire                _zz_prevSh_10;
  wire       [7:0]    _zz_prevSh_11;
  wire       [7:0]    _zz_prevSh_12;
  wire       [7:0]    _zz_prevSh_13;
  wire                _zz_prevSh_14;
  wire       [7:0]    _zz_prevSh_15;
  wire       [7:0]    _zz_prevSh_16;
  wire       [7:0]    _zz_prevSh_17;
  wire                _zz_prevSh_18;
  wire       [7:0]    _zz_prevSh_19;
  wire       [7:0]    _zz_prevSh_20;
  wire       [7:0]    _zz_prevSh_21;
  wire       [7:0]    _zz_prevSh_22;
  wire       [7:0]    _zz_prevSh_23;
  wire                _zz_prevSh_24;
  wire       [7:0]    _zz_prevSh_25;
  wire       [7:0]    _zz_prevSh_26;
  wire       [7:0]    _zz_prevSh_27;
  wire                _zz_prevSh_28;
  wire       [7:0]    _zz_prevSh_29;
  wire       [7:0]    _zz_prevSh_30;
  wire       [7:0]    _zz_prevSh_31;
  wire       [7:0]    _zz_prevSh_32;
  wire                _zz_prevSh_33;
  wire       [7:0]    _zz_prevSh_34;
  wire       [7:0]    _zz_prevSh_35;
  wire       [7:0]    _zz_prevSh_36;
  wire       [7:0]    _zz_prevSh_37;
  wire       [7:0]    _zz_prevSh_38;
  wire                _zz_prevSh_39;
  wire       [7:0]    _zz_prevSh_40;
  wire       [7:0]    _zz_prevSh_41;
  wire       [7:0]    _zz_prevSh_42;
  wire                _zz_prevSh_43;
  wire       [7:0]    _zz_prevSh_44;
  wire       [7:0]    _zz_prevSh_45;
  wire       [7:0]    _zz_prevSh_46;
  wire       [7:0]    _zz_prevSh_47;
  wire                _zz_prevSh_48;
  wire       [7:0]    _zz_prevSh_49;
  wire       [7:0]    _zz_prevSh_50;
  wire       [7:0]    _zz_prevSh_51;
  wire       [23:0]   _zz_prevSh_52;
  wire       [7:0]    _zz_prevSh_53;
  wire       [7:0]    _zz_prevSh_54;
  wire       [7:0]    _zz_prevSh_55;
  wire                _zz_prevSh_56;
  wire       [7:0]    _zz_prevSh_57;
  wire       [7:0]    _zz_prevSh_58;
  wire       [7:0]    _zz_prevSh_59;
  wire                _zz_prevSh_60;
  wire       [7:0]    _zz_prevSh_61;
  wire       [7:0]    _zz_prevSh_62;
  wire       [7:0]    _zz_prevSh_63;
  wire       [7:0]    _zz_prevSh_64;
  wire                _zz_prevSh_65;
  wire       [7:0]    _zz_prevSh_66;
  wire       [7:0]    _zz_prevSh_67;
  wire       [7:0]    _zz_prevSh_68;
  wire       [7:0]    _zz_prevSh_69;
  wire                _zz_prevSh_70;
  wire       [7:0]    _zz_prevSh_71;
  wire       [7:0]    _zz_prevSh_72;
  wire       [7:0]    _zz_prevSh_73;
  wire       [7:0]    _zz_prevSh_74;
  wire       [7:0]    _zz_prevSh_75;
  wire       [7:0]    _zz_prevSh_76;
  wire       [7:0]    _zz_prevSh_77;
  wire       [7:0]    _zz_prevSh_78;
  wire       [7:0]    _zz_prevSh_79;
  wire                _zz_prevSh_80;
  wire       [7:0]    _zz_prevSh_81;
  wire       [7:0]    _zz_prevSh_82;
  wire       [7:0]    _zz_prevSh_83;
  wire       [7:0]    _zz_prevSh_84;
  wire                _zz_prevSh_85;
  wire       [7:0]    _zz_prevSh_86;
  wire       [7:0]    _zz_prevSh_87;
  wire       [7:0]    _zz_prevSh_88;
  wire       [7:0]    _zz_prevSh_89;
  wire       [7:0]    _zz_prevSh_90;
  wire       [7:0]    _zz_prevSh_91;
  wire       [7:0]    _zz_prevSh_92;
  wire                _zz_prevSh_93;
  wire       [7:0]    _zz_prevSh_94;
  wire       [7:0]    _zz_prevSh_95;
  wire                _zz_prevSh_96;
  wire       [7:0]    _zz_prevSh_97;
  wire       [7:0]    _zz_prevSh_98;
  wire       [7:0]    _zz_prevSh_99;
  wire       [7:0]    _zz_prevSh_100;
  wire       [7:0]    _zz_prevSh_101;
  wire                _zz_prevSh_102;
  wire       [7:0]    _zz_prevSh_103;
  wire       [7:0]    _zz_prevSh_104;
  wire       [7:0]    _zz_prevSh_105;
  wire       [7:0]    _zz_prevSh_106;
  wire                _zz_prevSh_107;
  wire       [7:0]    _zz_prevSh_108;
  wire       [7:0]    _zz_prevSh_109;
  wire       [7:0]    _zz_prevSh_110;
  wire       [2:0]    _zz_io_cmd_translated_payload_tail;
  wire       [2:0]    _zz_io_cmd_translated_payload_tail_1;
  wire                io_cmd_translated_valid;
  wire                io_cmd_translated_ready;
  wire       [63:0]   io_cmd_translated_payload_addr;
  wire                io_cmd_translated_payload_nonEmpty;
  wire       [18:0]   io_cmd_translated_payload_beats;
  wire                io_cmd_translated_payload_tail;
  wire       [7:0]    io_cmd_translated_payload_lastBytes;
  wire                plan_valid;
  wire                plan_ready;
  wire       [63:0]   plan_payload_addr;
  wire                plan_payload_nonEmpty;
  wire       [18:0]   plan_payload_beats;
  wire                plan_payload_tail;
  wire       [7:0]    plan_payload_lastBytes;
  reg                 io_cmd_translated_rValid;
  wire                plan_fire;
  reg        [63:0]   io_cmd_translated_rData_addr;
  reg                 io_cmd_translated_rData_nonEmpty;
  reg        [18:0]   io_cmd_translated_rData_beats;
  reg                 io_cmd_translated_rData_tail;
  reg        [7:0]    io_cmd_translated_rData_lastBytes;
  reg                 arBusy;
  reg                 arValid;
  reg        [63:0]   arAddr;
  reg        [18:0]   arLeft;
  reg                 carryR;
  wire       [8:0]    pageM1;
  reg        [5:0]    b0M1Inv;
  wire       [4:0]    b0M1;
  reg        [5:0]    leftM1;
  reg                 leftBig;
  wire                fewest;
  reg        [4:0]    burstM1;
  reg                 lastBurst;
  wire                plan_fork2_io_outputs_0_fire;
  wire                io_ar_fire;
  reg                 coolOk;
  wire                creditOk;
  wire       [9:0]    lowNext;
  wire       [51:0]   _zz_hiInc;
  wire       [51:0]   _zz_hiInc_1;
  reg        [32:0]   _zz_hiInc_2;
  reg        [20:0]   _zz_hiInc_3;
  reg        [20:0]   _zz_hiInc_4;
  reg        [31:0]   _zz_hiInc_5;
  wire       [51:0]   hiInc;
  reg                 rpValid;
  reg                 rp_nonEmpty;
  reg                 rp_prime;
  reg                 rp_tail;
  reg        [18:0]   rp_passes;
  reg                 rp_passesOne;
  reg                 rp_passesNonZero;
  reg                 rp_passesHiZero;
  reg        [7:0]    rp_lastBytes;
  reg        [7:0]    rp_offOh;
  reg        [7:0]    rp_upOh;
  wire                plan_fork2_io_outputs_1_fire;
  wire       [2:0]    _zz_rp_offOh;
  wire                _zz_rp_prime;
  wire                _zz_rp_passesOne;
  wire       [4:0]    _zz_rp_passesOne_1;
  reg                 PRIME;
  reg                 PASS;
  reg                 TAIL;
  reg        [18:0]   passLeft;
  reg                 lastPass;
  reg                 lastW;
  reg                 hiZero;
  reg                 passesNonZero;
  reg                 tail_1;
  reg        [7:0]    lastBytes;
  reg        [7:0]    offOh;
  reg        [7:0]    upOh;
  reg        [63:0]   prevSh;
  (* keep *) wire                load;
  wire                primeStep;
  wire                passStep;
  wire                tailStep;
  wire                nextLast;
  reg        [6:0]    _zz_creditOk;
  reg                 io_freed_regNext;
  reg                 _zz_creditOk_1;
  reg                 _zz_creditOk_2;
  wire                io_r_fire;
  wire                last;
  wire       [63:0]   mask;
  wire       [7:0]    _zz_io_out_payload_fragment;
  wire       [7:0]    _zz_io_out_payload_fragment_1;
  wire       [7:0]    _zz_io_out_payload_fragment_2;
  wire       [7:0]    _zz_io_out_payload_fragment_3;
  wire       [7:0]    _zz_io_out_payload_fragment_4;
  wire       [7:0]    _zz_io_out_payload_fragment_5;
  wire       [7:0]    _zz_io_out_payload_fragment_6;
  wire       [7:0]    _zz_prevSh;
  wire       [7:0]    _zz_prevSh_1;
  wire       [7:0]    _zz_prevSh_2;
  wire       [7:0]    _zz_prevSh_3;
  wire       [7:0]    _zz_prevSh_4;
  wire       [7:0]    _zz_prevSh_5;
  wire       [7:0]    _zz_prevSh_6;

  assign _zz_io_cmd_translated_payload_beats = (_zz_io_cmd_translated_payload_beats_1 + 22'h000007);
  assign _zz_io_cmd_translated_payload_beats_1 = (_zz_io_cmd_translated_payload_beats_2 + _zz_io_cmd_translated_payload_beats_4);
  assign _zz_io_cmd_translated_payload_beats_3 = io_cmd_payload_addr[2 : 0];
  assign _zz_io_cmd_translated_payload_beats_2 = {19'd0, _zz_io_cmd_translated_payload_beats_3};
  assign _zz_io_cmd_translated_payload_beats_4 = {1'd0, io_cmd_payload_len};
  assign _zz_io_cmd_translated_payload_tail_2 = ({1'b0,_zz_io_cmd_translated_payload_tail} + {1'b0,_zz_io_cmd_translated_payload_tail_1});
  assign _zz_b0M1Inv_1 = ((pageM1 < 9'h01f) ? pageM1 : 9'h01f);
  assign _zz_b0M1Inv = _zz_b0M1Inv_1[5:0];
  assign _zz_fewest = (_zz_fewest_1 + _zz_fewest_2);
  assign _zz_fewest_1 = {1'd0, leftM1};
  assign _zz_fewest_2 = {1'd0, b0M1Inv};
  assign _zz_lowNext = ({1'b0,{arAddr[11 : 3],1'b1}} + {1'b0,{_zz_lowNext_1,1'b1}});
  assign _zz_lowNext_1 = {4'd0, burstM1};
  assign _zz__zz_hiInc_1 = 1'b1;
  assign _zz__zz_hiInc_4_1 = _zz_hiInc_2[32];
  assign _zz__zz_hiInc_4 = {20'd0, _zz__zz_hiInc_4_1};
  assign _zz_hiInc_6 = {_zz_hiInc_4,_zz_hiInc_5};
  assign _zz_arLeft = {14'd0, burstM1};
  assign _zz_rp_passes_1 = _zz_rp_prime;
  assign _zz_rp_passes = {18'd0, _zz_rp_passes_1};
  assign _zz_rp_offOh_1 = (8'h01 <<< _zz_rp_offOh);
  assign _zz_rp_upOh = (3'b000 - _zz_rp_offOh);
  assign _zz__zz_creditOk = (_zz_creditOk + (~ _zz__zz_creditOk_1));
  assign _zz__zz_creditOk_1 = {2'd0, burstM1};
  assign _zz__zz_creditOk_3 = ({1'b0,io_freed_regNext} + {1'b0,_zz_creditOk_1});
  assign _zz__zz_creditOk_2 = {5'd0, _zz__zz_creditOk_3};
  assign _zz_io_cmd_translated_payload_lastBytes = 3'b000;
  assign _zz_io_cmd_translated_payload_lastBytes_1 = 3'b101;
  assign _zz_io_cmd_translated_payload_lastBytes_2 = (_zz_io_cmd_translated_payload_tail_1 == 3'b000);
  assign _zz_io_cmd_translated_payload_lastBytes_3 = (3'b100 < _zz_io_cmd_translated_payload_tail_1);
  assign _zz_io_cmd_translated_payload_lastBytes_4 = ((_zz_io_cmd_translated_payload_tail_1 == 3'b000) || (3'b011 < _zz_io_cmd_translated_payload_tail_1));
  assign _zz_io_cmd_translated_payload_lastBytes_5 = ((_zz_io_cmd_translated_payload_tail_1 == 3'b000) || (3'b010 < _zz_io_cmd_translated_payload_tail_1));
  assign _zz_io_cmd_translated_payload_lastBytes_6 = {((_zz_io_cmd_translated_payload_tail_1 == 3'b000) || (3'b001 < _zz_io_cmd_translated_payload_tail_1)),1'b1};
  assign _zz_mask = lastBytes[5];
  assign _zz_mask_1 = (! last);
  assign _zz_mask_2 = (lastBytes[4] || (! last));
  assign _zz_mask_3 = 8'hff;
  assign _zz_mask_4 = 8'h0;
  assign _zz_mask_5 = ((lastBytes[3] || (! last)) ? 8'hff : 8'h0);
  assign _zz_mask_6 = {((lastBytes[2] || (! last)) ? 8'hff : 8'h0),{((lastBytes[1] || (! last)) ? 8'hff : 8'h0),((lastBytes[0] || (! last)) ? 8'hff : 8'h0)}};
  assign _zz_io_out_payload_fragment_7 = ((_zz_io_out_payload_fragment_8 | _zz_io_out_payload_fragment_26) | (_zz_io_out_payload_fragment_3 & _zz_io_out_payload_fragment_31));
  assign _zz_io_out_payload_fragment_35 = (_zz_io_out_payload_fragment_2 & (_zz_io_out_payload_fragment_36 ? _zz_io_out_payload_fragment_37 : _zz_io_out_payload_fragment_38));
  assign _zz_io_out_payload_fragment_39 = (upOh[6] ? 8'hff : 8'h0);
  assign _zz_io_out_payload_fragment_40 = upOh[7];
  assign _zz_io_out_payload_fragment_41 = 8'hff;
  assign _zz_io_out_payload_fragment_42 = 8'h0;
  assign _zz_io_out_payload_fragment_43 = ((_zz_io_out_payload_fragment_44 | _zz_io_out_payload_fragment_61) | (_zz_io_out_payload_fragment_2 & _zz_io_out_payload_fragment_66));
  assign _zz_io_out_payload_fragment_70 = (_zz_io_out_payload_fragment_1 & (_zz_io_out_payload_fragment_71 ? _zz_io_out_payload_fragment_72 : _zz_io_out_payload_fragment_73));
  assign _zz_io_out_payload_fragment_74 = (upOh[6] ? 8'hff : 8'h0);
  assign _zz_io_out_payload_fragment_75 = ((_zz_io_out_payload_fragment_76 | _zz_io_out_payload_fragment_93) | (_zz_io_out_payload_fragment_1 & _zz_io_out_payload_fragment_98));
  assign _zz_io_out_payload_fragment_102 = (_zz_io_out_payload_fragment & (_zz_io_out_payload_fragment_103 ? _zz_io_out_payload_fragment_104 : _zz_io_out_payload_fragment_105));
  assign _zz_io_out_payload_fragment_106 = ((_zz_io_out_payload_fragment_107 | _zz_io_out_payload_fragment_124) | (_zz_io_out_payload_fragment & _zz_io_out_payload_fragment_129));
  assign _zz_io_out_payload_fragment_133 = {(_zz_io_out_payload_fragment_134 | _zz_io_out_payload_fragment_151),{_zz_io_out_payload_fragment_156,_zz_io_out_payload_fragment_173}};
  assign _zz_io_out_payload_fragment_8 = (_zz_io_out_payload_fragment_9 | _zz_io_out_payload_fragment_21);
  assign _zz_io_out_payload_fragment_26 = (_zz_io_out_payload_fragment_4 & _zz_io_out_payload_fragment_27);
  assign _zz_io_out_payload_fragment_31 = (_zz_io_out_payload_fragment_32 ? _zz_io_out_payload_fragment_33 : _zz_io_out_payload_fragment_34);
  assign _zz_io_out_payload_fragment_36 = upOh[5];
  assign _zz_io_out_payload_fragment_37 = 8'hff;
  assign _zz_io_out_payload_fragment_38 = 8'h0;
  assign _zz_io_out_payload_fragment_44 = (_zz_io_out_payload_fragment_45 | _zz_io_out_payload_fragment_56);
  assign _zz_io_out_payload_fragment_61 = (_zz_io_out_payload_fragment_3 & _zz_io_out_payload_fragment_62);
  assign _zz_io_out_payload_fragment_66 = (_zz_io_out_payload_fragment_67 ? _zz_io_out_payload_fragment_68 : _zz_io_out_payload_fragment_69);
  assign _zz_io_out_payload_fragment_71 = upOh[5];
  assign _zz_io_out_payload_fragment_72 = 8'hff;
  assign _zz_io_out_payload_fragment_73 = 8'h0;
  assign _zz_io_out_payload_fragment_76 = (_zz_io_out_payload_fragment_77 | _zz_io_out_payload_fragment_88);
  assign _zz_io_out_payload_fragment_93 = (_zz_io_out_payload_fragment_2 & _zz_io_out_payload_fragment_94);
  assign _zz_io_out_payload_fragment_98 = (_zz_io_out_payload_fragment_99 ? _zz_io_out_payload_fragment_100 : _zz_io_out_payload_fragment_101);
  assign _zz_io_out_payload_fragment_103 = upOh[5];
  assign _zz_io_out_payload_fragment_104 = 8'hff;
  assign _zz_io_out_payload_fragment_105 = 8'h0;
  assign _zz_io_out_payload_fragment_107 = (_zz_io_out_payload_fragment_108 | _zz_io_out_payload_fragment_119);
  assign _zz_io_out_payload_fragment_124 = (_zz_io_out_payload_fragment_1 & _zz_io_out_payload_fragment_125);
  assign _zz_io_out_payload_fragment_129 = (_zz_io_out_payload_fragment_130 ? _zz_io_out_payload_fragment_131 : _zz_io_out_payload_fragment_132);
  assign _zz_io_out_payload_fragment_134 = (_zz_io_out_payload_fragment_135 | _zz_io_out_payload_fragment_146);
  assign _zz_io_out_payload_fragment_151 = (_zz_io_out_payload_fragment & _zz_io_out_payload_fragment_152);
  assign _zz_io_out_payload_fragment_156 = (_zz_io_out_payload_fragment_157 | _zz_io_out_payload_fragment_168);
  assign _zz_io_out_payload_fragment_173 = {_zz_io_out_payload_fragment_174,_zz_io_out_payload_fragment_185};
  assign _zz_io_out_payload_fragment_9 = (_zz_io_out_payload_fragment_10 | _zz_io_out_payload_fragment_16);
  assign _zz_io_out_payload_fragment_21 = (_zz_io_out_payload_fragment_5 & _zz_io_out_payload_fragment_22);
  assign _zz_io_out_payload_fragment_27 = (_zz_io_out_payload_fragment_28 ? _zz_io_out_payload_fragment_29 : _zz_io_out_payload_fragment_30);
  assign _zz_io_out_payload_fragment_32 = upOh[4];
  assign _zz_io_out_payload_fragment_33 = 8'hff;
  assign _zz_io_out_payload_fragment_34 = 8'h0;
  assign _zz_io_out_payload_fragment_45 = (_zz_io_out_payload_fragment_46 | _zz_io_out_payload_fragment_51);
  assign _zz_io_out_payload_fragment_56 = (_zz_io_out_payload_fragment_4 & _zz_io_out_payload_fragment_57);
  assign _zz_io_out_payload_fragment_62 = (_zz_io_out_payload_fragment_63 ? _zz_io_out_payload_fragment_64 : _zz_io_out_payload_fragment_65);
  assign _zz_io_out_payload_fragment_67 = upOh[4];
  assign _zz_io_out_payload_fragment_68 = 8'hff;
  assign _zz_io_out_payload_fragment_69 = 8'h0;
  assign _zz_io_out_payload_fragment_77 = (_zz_io_out_payload_fragment_78 | _zz_io_out_payload_fragment_83);
  assign _zz_io_out_payload_fragment_88 = (_zz_io_out_payload_fragment_3 & _zz_io_out_payload_fragment_89);
  assign _zz_io_out_payload_fragment_94 = (_zz_io_out_payload_fragment_95 ? _zz_io_out_payload_fragment_96 : _zz_io_out_payload_fragment_97);
  assign _zz_io_out_payload_fragment_99 = upOh[4];
  assign _zz_io_out_payload_fragment_100 = 8'hff;
  assign _zz_io_out_payload_fragment_101 = 8'h0;
  assign _zz_io_out_payload_fragment_108 = (_zz_io_out_payload_fragment_109 | _zz_io_out_payload_fragment_114);
  assign _zz_io_out_payload_fragment_119 = (_zz_io_out_payload_fragment_2 & _zz_io_out_payload_fragment_120);
  assign _zz_io_out_payload_fragment_125 = (_zz_io_out_payload_fragment_126 ? _zz_io_out_payload_fragment_127 : _zz_io_out_payload_fragment_128);
  assign _zz_io_out_payload_fragment_130 = upOh[4];
  assign _zz_io_out_payload_fragment_131 = 8'hff;
  assign _zz_io_out_payload_fragment_132 = 8'h0;
  assign _zz_io_out_payload_fragment_135 = (_zz_io_out_payload_fragment_136 | _zz_io_out_payload_fragment_141);
  assign _zz_io_out_payload_fragment_146 = (_zz_io_out_payload_fragment_1 & _zz_io_out_payload_fragment_147);
  assign _zz_io_out_payload_fragment_152 = (_zz_io_out_payload_fragment_153 ? _zz_io_out_payload_fragment_154 : _zz_io_out_payload_fragment_155);
  assign _zz_io_out_payload_fragment_157 = (_zz_io_out_payload_fragment_158 | _zz_io_out_payload_fragment_163);
  assign _zz_io_out_payload_fragment_168 = (_zz_io_out_payload_fragment & _zz_io_out_payload_fragment_169);
  assign _zz_io_out_payload_fragment_174 = (_zz_io_out_payload_fragment_175 | _zz_io_out_payload_fragment_180);
  assign _zz_io_out_payload_fragment_185 = (_zz_io_out_payload_fragment & _zz_io_out_payload_fragment_186);
  assign _zz_io_out_payload_fragment_10 = (_zz_io_out_payload_fragment_11 & _zz_io_out_payload_fragment_12);
  assign _zz_io_out_payload_fragment_16 = (_zz_io_out_payload_fragment_6 & _zz_io_out_payload_fragment_17);
  assign _zz_io_out_payload_fragment_22 = (_zz_io_out_payload_fragment_23 ? _zz_io_out_payload_fragment_24 : _zz_io_out_payload_fragment_25);
  assign _zz_io_out_payload_fragment_28 = upOh[3];
  assign _zz_io_out_payload_fragment_29 = 8'hff;
  assign _zz_io_out_payload_fragment_30 = 8'h0;
  assign _zz_io_out_payload_fragment_46 = (_zz_io_out_payload_fragment_6 & _zz_io_out_payload_fragment_47);
  assign _zz_io_out_payload_fragment_51 = (_zz_io_out_payload_fragment_5 & _zz_io_out_payload_fragment_52);
  assign _zz_io_out_payload_fragment_57 = (_zz_io_out_payload_fragment_58 ? _zz_io_out_payload_fragment_59 : _zz_io_out_payload_fragment_60);
  assign _zz_io_out_payload_fragment_63 = upOh[3];
  assign _zz_io_out_payload_fragment_64 = 8'hff;
  assign _zz_io_out_payload_fragment_65 = 8'h0;
  assign _zz_io_out_payload_fragment_78 = (_zz_io_out_payload_fragment_5 & _zz_io_out_payload_fragment_79);
  assign _zz_io_out_payload_fragment_83 = (_zz_io_out_payload_fragment_4 & _zz_io_out_payload_fragment_84);
  assign _zz_io_out_payload_fragment_89 = (_zz_io_out_payload_fragment_90 ? _zz_io_out_payload_fragment_91 : _zz_io_out_payload_fragment_92);
  assign _zz_io_out_payload_fragment_95 = upOh[3];
  assign _zz_io_out_payload_fragment_96 = 8'hff;
  assign _zz_io_out_payload_fragment_97 = 8'h0;
  assign _zz_io_out_payload_fragment_109 = (_zz_io_out_payload_fragment_4 & _zz_io_out_payload_fragment_110);
  assign _zz_io_out_payload_fragment_114 = (_zz_io_out_payload_fragment_3 & _zz_io_out_payload_fragment_115);
  assign _zz_io_out_payload_fragment_120 = (_zz_io_out_payload_fragment_121 ? _zz_io_out_payload_fragment_122 : _zz_io_out_payload_fragment_123);
  assign _zz_io_out_payload_fragment_126 = upOh[3];
  assign _zz_io_out_payload_fragment_127 = 8'hff;
  assign _zz_io_out_payload_fragment_128 = 8'h0;
  assign _zz_io_out_payload_fragment_136 = (_zz_io_out_payload_fragment_3 & _zz_io_out_payload_fragment_137);
  assign _zz_io_out_payload_fragment_141 = (_zz_io_out_payload_fragment_2 & _zz_io_out_payload_fragment_142);
  assign _zz_io_out_payload_fragment_147 = (_zz_io_out_payload_fragment_148 ? _zz_io_out_payload_fragment_149 : _zz_io_out_payload_fragment_150);
  assign _zz_io_out_payload_fragment_153 = upOh[3];
  assign _zz_io_out_payload_fragment_154 = 8'hff;
  assign _zz_io_out_payload_fragment_155 = 8'h0;
  assign _zz_io_out_payload_fragment_158 = (_zz_io_out_payload_fragment_2 & _zz_io_out_payload_fragment_159);
  assign _zz_io_out_payload_fragment_163 = (_zz_io_out_payload_fragment_1 & _zz_io_out_payload_fragment_164);
  assign _zz_io_out_payload_fragment_169 = (_zz_io_out_payload_fragment_170 ? _zz_io_out_payload_fragment_171 : _zz_io_out_payload_fragment_172);
  assign _zz_io_out_payload_fragment_175 = (_zz_io_out_payload_fragment_1 & _zz_io_out_payload_fragment_176);
  assign _zz_io_out_payload_fragment_180 = (_zz_io_out_payload_fragment & _zz_io_out_payload_fragment_181);
  assign _zz_io_out_payload_fragment_186 = (_zz_io_out_payload_fragment_187 ? _zz_io_out_payload_fragment_188 : _zz_io_out_payload_fragment_189);
  assign _zz_io_out_payload_fragment_11 = io_r_payload_data[63 : 56];
  assign _zz_io_out_payload_fragment_12 = (_zz_io_out_payload_fragment_13 ? _zz_io_out_payload_fragment_14 : _zz_io_out_payload_fragment_15);
  assign _zz_io_out_payload_fragment_17 = (_zz_io_out_payload_fragment_18 ? _zz_io_out_payload_fragment_19 : _zz_io_out_payload_fragment_20);
  assign _zz_io_out_payload_fragment_23 = upOh[2];
  assign _zz_io_out_payload_fragment_24 = 8'hff;
  assign _zz_io_out_payload_fragment_25 = 8'h0;
  assign _zz_io_out_payload_fragment_47 = (_zz_io_out_payload_fragment_48 ? _zz_io_out_payload_fragment_49 : _zz_io_out_payload_fragment_50);
  assign _zz_io_out_payload_fragment_52 = (_zz_io_out_payload_fragment_53 ? _zz_io_out_payload_fragment_54 : _zz_io_out_payload_fragment_55);
  assign _zz_io_out_payload_fragment_58 = upOh[2];
  assign _zz_io_out_payload_fragment_59 = 8'hff;
  assign _zz_io_out_payload_fragment_60 = 8'h0;
  assign _zz_io_out_payload_fragment_79 = (_zz_io_out_payload_fragment_80 ? _zz_io_out_payload_fragment_81 : _zz_io_out_payload_fragment_82);
  assign _zz_io_out_payload_fragment_84 = (_zz_io_out_payload_fragment_85 ? _zz_io_out_payload_fragment_86 : _zz_io_out_payload_fragment_87);
  assign _zz_io_out_payload_fragment_90 = upOh[2];
  assign _zz_io_out_payload_fragment_91 = 8'hff;
  assign _zz_io_out_payload_fragment_92 = 8'h0;
  assign _zz_io_out_payload_fragment_110 = (_zz_io_out_payload_fragment_111 ? _zz_io_out_payload_fragment_112 : _zz_io_out_payload_fragment_113);
  assign _zz_io_out_payload_fragment_115 = (_zz_io_out_payload_fragment_116 ? _zz_io_out_payload_fragment_117 : _zz_io_out_payload_fragment_118);
  assign _zz_io_out_payload_fragment_121 = upOh[2];
  assign _zz_io_out_payload_fragment_122 = 8'hff;
  assign _zz_io_out_payload_fragment_123 = 8'h0;
  assign _zz_io_out_payload_fragment_137 = (_zz_io_out_payload_fragment_138 ? _zz_io_out_payload_fragment_139 : _zz_io_out_payload_fragment_140);
  assign _zz_io_out_payload_fragment_142 = (_zz_io_out_payload_fragment_143 ? _zz_io_out_payload_fragment_144 : _zz_io_out_payload_fragment_145);
  assign _zz_io_out_payload_fragment_148 = upOh[2];
  assign _zz_io_out_payload_fragment_149 = 8'hff;
  assign _zz_io_out_payload_fragment_150 = 8'h0;
  assign _zz_io_out_payload_fragment_159 = (_zz_io_out_payload_fragment_160 ? _zz_io_out_payload_fragment_161 : _zz_io_out_payload_fragment_162);
  assign _zz_io_out_payload_fragment_164 = (_zz_io_out_payload_fragment_165 ? _zz_io_out_payload_fragment_166 : _zz_io_out_payload_fragment_167);
  assign _zz_io_out_payload_fragment_170 = upOh[2];
  assign _zz_io_out_payload_fragment_171 = 8'hff;
  assign _zz_io_out_payload_fragment_172 = 8'h0;
  assign _zz_io_out_payload_fragment_176 = (_zz_io_out_payload_fragment_177 ? _zz_io_out_payload_fragment_178 : _zz_io_out_payload_fragment_179);
  assign _zz_io_out_payload_fragment_181 = (_zz_io_out_payload_fragment_182 ? _zz_io_out_payload_fragment_183 : _zz_io_out_payload_fragment_184);
  assign _zz_io_out_payload_fragment_187 = upOh[0];
  assign _zz_io_out_payload_fragment_188 = 8'hff;
  assign _zz_io_out_payload_fragment_189 = 8'h0;
  assign _zz_io_out_payload_fragment_13 = upOh[0];
  assign _zz_io_out_payload_fragment_14 = 8'hff;
  assign _zz_io_out_payload_fragment_15 = 8'h0;
  assign _zz_io_out_payload_fragment_18 = upOh[1];
  assign _zz_io_out_payload_fragment_19 = 8'hff;
  assign _zz_io_out_payload_fragment_20 = 8'h0;
  assign _zz_io_out_payload_fragment_48 = upOh[0];
  assign _zz_io_out_payload_fragment_49 = 8'hff;
  assign _zz_io_out_payload_fragment_50 = 8'h0;
  assign _zz_io_out_payload_fragment_53 = upOh[1];
  assign _zz_io_out_payload_fragment_54 = 8'hff;
  assign _zz_io_out_payload_fragment_55 = 8'h0;
  assign _zz_io_out_payload_fragment_80 = upOh[0];
  assign _zz_io_out_payload_fragment_81 = 8'hff;
  assign _zz_io_out_payload_fragment_82 = 8'h0;
  assign _zz_io_out_payload_fragment_85 = upOh[1];
  assign _zz_io_out_payload_fragment_86 = 8'hff;
  assign _zz_io_out_payload_fragment_87 = 8'h0;
  assign _zz_io_out_payload_fragment_111 = upOh[0];
  assign _zz_io_out_payload_fragment_112 = 8'hff;
  assign _zz_io_out_payload_fragment_113 = 8'h0;
  assign _zz_io_out_payload_fragment_116 = upOh[1];
  assign _zz_io_out_payload_fragment_117 = 8'hff;
  assign _zz_io_out_payload_fragment_118 = 8'h0;
  assign _zz_io_out_payload_fragment_138 = upOh[0];
  assign _zz_io_out_payload_fragment_139 = 8'hff;
  assign _zz_io_out_payload_fragment_140 = 8'h0;
  assign _zz_io_out_payload_fragment_143 = upOh[1];
  assign _zz_io_out_payload_fragment_144 = 8'hff;
  assign _zz_io_out_payload_fragment_145 = 8'h0;
  assign _zz_io_out_payload_fragment_160 = upOh[0];
  assign _zz_io_out_payload_fragment_161 = 8'hff;
  assign _zz_io_out_payload_fragment_162 = 8'h0;
  assign _zz_io_out_payload_fragment_165 = upOh[1];
  assign _zz_io_out_payload_fragment_166 = 8'hff;
  assign _zz_io_out_payload_fragment_167 = 8'h0;
  assign _zz_io_out_payload_fragment_177 = upOh[0];
  assign _zz_io_out_payload_fragment_178 = 8'hff;
  assign _zz_io_out_payload_fragment_179 = 8'h0;
  assign _zz_io_out_payload_fragment_182 = upOh[1];
  assign _zz_io_out_payload_fragment_183 = 8'hff;
  assign _zz_io_out_payload_fragment_184 = 8'h0;
  assign _zz_prevSh_7 = offOh[0];
  assign _zz_prevSh_8 = 8'hff;
  assign _zz_prevSh_9 = 8'h0;
  assign _zz_prevSh_10 = offOh[1];
  assign _zz_prevSh_11 = 8'hff;
  assign _zz_prevSh_12 = 8'h0;
  assign _zz_prevSh_13 = (_zz_prevSh_4 & (_zz_prevSh_14 ? _zz_prevSh_15 : _zz_prevSh_16));
  assign _zz_prevSh_17 = (_zz_prevSh_5 & (_zz_prevSh_18 ? _zz_prevSh_19 : _zz_prevSh_20));
  assign _zz_prevSh_21 = (offOh[2] ? 8'hff : 8'h0);
  assign _zz_prevSh_22 = ((_zz_prevSh_23 | _zz_prevSh_27) | (_zz_prevSh_5 & _zz_prevSh_31));
  assign _zz_prevSh_32 = (_zz_prevSh_6 & (_zz_prevSh_33 ? _zz_prevSh_34 : _zz_prevSh_35));
  assign _zz_prevSh_36 = ((_zz_prevSh_37 | _zz_prevSh_47) | (_zz_prevSh_6 & _zz_prevSh_51));
  assign _zz_prevSh_52 = {(_zz_prevSh_53 | _zz_prevSh_69),{_zz_prevSh_73,_zz_prevSh_89}};
  assign _zz_prevSh_14 = offOh[0];
  assign _zz_prevSh_15 = 8'hff;
  assign _zz_prevSh_16 = 8'h0;
  assign _zz_prevSh_18 = offOh[1];
  assign _zz_prevSh_19 = 8'hff;
  assign _zz_prevSh_20 = 8'h0;
  assign _zz_prevSh_23 = (_zz_prevSh_3 & (_zz_prevSh_24 ? _zz_prevSh_25 : _zz_prevSh_26));
  assign _zz_prevSh_27 = (_zz_prevSh_4 & (_zz_prevSh_28 ? _zz_prevSh_29 : _zz_prevSh_30));
  assign _zz_prevSh_31 = (offOh[2] ? 8'hff : 8'h0);
  assign _zz_prevSh_33 = offOh[3];
  assign _zz_prevSh_34 = 8'hff;
  assign _zz_prevSh_35 = 8'h0;
  assign _zz_prevSh_37 = ((_zz_prevSh_38 | _zz_prevSh_42) | (_zz_prevSh_4 & _zz_prevSh_46));
  assign _zz_prevSh_47 = (_zz_prevSh_5 & (_zz_prevSh_48 ? _zz_prevSh_49 : _zz_prevSh_50));
  assign _zz_prevSh_51 = (offOh[4] ? 8'hff : 8'h0);
  assign _zz_prevSh_53 = ((_zz_prevSh_54 | _zz_prevSh_64) | (_zz_prevSh_5 & _zz_prevSh_68));
  assign _zz_prevSh_69 = (_zz_prevSh_6 & (_zz_prevSh_70 ? _zz_prevSh_71 : _zz_prevSh_72));
  assign _zz_prevSh_73 = ((_zz_prevSh_74 | _zz_prevSh_84) | (_zz_prevSh_6 & _zz_prevSh_88));
  assign _zz_prevSh_89 = ((_zz_prevSh_90 | _zz_prevSh_106) | (_zz_prevSh_6 & _zz_prevSh_110));
  assign _zz_prevSh_24 = offOh[0];
  assign _zz_prevSh_25 = 8'hff;
  assign _zz_prevSh_26 = 8'h0;
  assign _zz_prevSh_28 = offOh[1];
  assign _zz_prevSh_29 = 8'hff;
  assign _zz_prevSh_30 = 8'h0;
  assign _zz_prevSh_38 = (_zz_prevSh_2 & (_zz_prevSh_39 ? _zz_prevSh_40 : _zz_prevSh_41));
  assign _zz_prevSh_42 = (_zz_prevSh_3 & (_zz_prevSh_43 ? _zz_prevSh_44 : _zz_prevSh_45));
  assign _zz_prevSh_46 = (offOh[2] ? 8'hff : 8'h0);
  assign _zz_prevSh_48 = offOh[3];
  assign _zz_prevSh_49 = 8'hff;
  assign _zz_prevSh_50 = 8'h0;
  assign _zz_prevSh_54 = ((_zz_prevSh_55 | _zz_prevSh_59) | (_zz_prevSh_3 & _zz_prevSh_63));
  assign _zz_prevSh_64 = (_zz_prevSh_4 & (_zz_prevSh_65 ? _zz_prevSh_66 : _zz_prevSh_67));
  assign _zz_prevSh_68 = (offOh[4] ? 8'hff : 8'h0);
  assign _zz_prevSh_70 = offOh[5];
  assign _zz_prevSh_71 = 8'hff;
  assign _zz_prevSh_72 = 8'h0;
  assign _zz_prevSh_74 = ((_zz_prevSh_75 | _zz_prevSh_79) | (_zz_prevSh_4 & _zz_prevSh_83));
  assign _zz_prevSh_84 = (_zz_prevSh_5 & (_zz_prevSh_85 ? _zz_prevSh_86 : _zz_prevSh_87));
  assign _zz_prevSh_88 = (offOh[6] ? 8'hff : 8'h0);
  assign _zz_prevSh_90 = ((_zz_prevSh_91 | _zz_prevSh_101) | (_zz_prevSh_4 & _zz_prevSh_105));
  assign _zz_prevSh_106 = (_zz_prevSh_5 & (_zz_prevSh_107 ? _zz_prevSh_108 : _zz_prevSh_109));
  assign _zz_prevSh_110 = (offOh[7] ? 8'hff : 8'h0);
  assign _zz_prevSh_39 = offOh[0];
  assign _zz_prevSh_40 = 8'hff;
  assign _zz_prevSh_41 = 8'h0;
  assign _zz_prevSh_43 = offOh[1];
  assign _zz_prevSh_44 = 8'hff;
  assign _zz_prevSh_45 = 8'h0;
  assign _zz_prevSh_55 = (_zz_prevSh_1 & (_zz_prevSh_56 ? _zz_prevSh_57 : _zz_prevSh_58));
  assign _zz_prevSh_59 = (_zz_prevSh_2 & (_zz_prevSh_60 ? _zz_prevSh_61 : _zz_prevSh_62));
  assign _zz_prevSh_63 = (offOh[2] ? 8'hff : 8'h0);
  assign _zz_prevSh_65 = offOh[3];
  assign _zz_prevSh_66 = 8'hff;
  assign _zz_prevSh_67 = 8'h0;
  assign _zz_prevSh_75 = ((_zz_prevSh_76 | _zz_prevSh_77) | (_zz_prevSh_2 & _zz_prevSh_78));
  assign _zz_prevSh_79 = (_zz_prevSh_3 & (_zz_prevSh_80 ? _zz_prevSh_81 : _zz_prevSh_82));
  assign _zz_prevSh_83 = (offOh[4] ? 8'hff : 8'h0);
  assign _zz_prevSh_85 = offOh[5];
  assign _zz_prevSh_86 = 8'hff;
  assign _zz_prevSh_87 = 8'h0;
  assign _zz_prevSh_91 = ((_zz_prevSh_92 | _zz_prevSh_99) | (_zz_prevSh_2 & _zz_prevSh_100));
  assign _zz_prevSh_101 = (_zz_prevSh_3 & (_zz_prevSh_102 ? _zz_prevSh_103 : _zz_prevSh_104));
  assign _zz_prevSh_105 = (offOh[5] ? 8'hff : 8'h0);
  assign _zz_prevSh_107 = offOh[6];
  assign _zz_prevSh_108 = 8'hff;
  assign _zz_prevSh_109 = 8'h0;
  assign _zz_prevSh_56 = offOh[0];
  assign _zz_prevSh_57 = 8'hff;
  assign _zz_prevSh_58 = 8'h0;
  assign _zz_prevSh_60 = offOh[1];
  assign _zz_prevSh_61 = 8'hff;
  assign _zz_prevSh_62 = 8'h0;
  assign _zz_prevSh_76 = (_zz_prevSh & (offOh[0] ? 8'hff : 8'h0));
  assign _zz_prevSh_77 = (_zz_prevSh_1 & (offOh[1] ? 8'hff : 8'h0));
  assign _zz_prevSh_78 = (offOh[2] ? 8'hff : 8'h0);
  assign _zz_prevSh_80 = offOh[3];
  assign _zz_prevSh_81 = 8'hff;
  assign _zz_prevSh_82 = 8'h0;
  assign _zz_prevSh_92 = ((io_r_payload_data[7 : 0] & (_zz_prevSh_93 ? _zz_prevSh_94 : _zz_prevSh_95)) | (_zz_prevSh & (_zz_prevSh_96 ? _zz_prevSh_97 : _zz_prevSh_98)));
  assign _zz_prevSh_99 = (_zz_prevSh_1 & (offOh[2] ? 8'hff : 8'h0));
  assign _zz_prevSh_100 = (offOh[3] ? 8'hff : 8'h0);
  assign _zz_prevSh_102 = offOh[4];
  assign _zz_prevSh_103 = 8'hff;
  assign _zz_prevSh_104 = 8'h0;
  assign _zz_prevSh_93 = offOh[0];
  assign _zz_prevSh_94 = 8'hff;
  assign _zz_prevSh_95 = 8'h0;
  assign _zz_prevSh_96 = offOh[1];
  assign _zz_prevSh_97 = 8'hff;
  assign _zz_prevSh_98 = 8'h0;
  StreamFork plan_fork2 (
    .io_input_valid                 (plan_valid                                    ), //i
    .io_input_ready                 (plan_fork2_io_input_ready                     ), //o
    .io_input_payload_addr          (plan_payload_addr[63:0]                       ), //i
    .io_input_payload_nonEmpty      (plan_payload_nonEmpty                         ), //i
    .io_input_payload_beats         (plan_payload_beats[18:0]                      ), //i
    .io_input_payload_tail          (plan_payload_tail                             ), //i
    .io_input_payload_lastBytes     (plan_payload_lastBytes[7:0]                   ), //i
    .io_outputs_0_valid             (plan_fork2_io_outputs_0_valid                 ), //o
    .io_outputs_0_ready             (plan_fork2_io_outputs_0_ready                 ), //i
    .io_outputs_0_payload_addr      (plan_fork2_io_outputs_0_payload_addr[63:0]    ), //o
    .io_outputs_0_payload_nonEmpty  (plan_fork2_io_outputs_0_payload_nonEmpty      ), //o
    .io_outputs_0_payload_beats     (plan_fork2_io_outputs_0_payload_beats[18:0]   ), //o
    .io_outputs_0_payload_tail      (plan_fork2_io_outputs_0_payload_tail          ), //o
    .io_outputs_0_payload_lastBytes (plan_fork2_io_outputs_0_payload_lastBytes[7:0]), //o
    .io_outputs_1_valid             (plan_fork2_io_outputs_1_valid                 ), //o
    .io_outputs_1_ready             (plan_fork2_io_outputs_1_ready                 ), //i
    .io_outputs_1_payload_addr      (plan_fork2_io_outputs_1_payload_addr[63:0]    ), //o
    .io_outputs_1_payload_nonEmpty  (plan_fork2_io_outputs_1_payload_nonEmpty      ), //o
    .io_outputs_1_payload_beats     (plan_fork2_io_outputs_1_payload_beats[18:0]   ), //o
    .io_outputs_1_payload_tail      (plan_fork2_io_outputs_1_payload_tail          ), //o
    .io_outputs_1_payload_lastBytes (plan_fork2_io_outputs_1_payload_lastBytes[7:0]), //o
    .clk                            (clk                                           ), //i
    .inReset                        (inReset                                       )  //i
  );
  assign _zz_io_cmd_translated_payload_tail = io_cmd_payload_addr[2 : 0];
  assign _zz_io_cmd_translated_payload_tail_1 = io_cmd_payload_len[2 : 0];
  assign io_cmd_translated_valid = io_cmd_valid;
  assign io_cmd_ready = io_cmd_translated_ready;
  assign io_cmd_translated_payload_addr = io_cmd_payload_addr;
  assign io_cmd_translated_payload_nonEmpty = (io_cmd_payload_len != 21'h0);
  assign io_cmd_translated_payload_beats = (_zz_io_cmd_translated_payload_beats >>> 2'd3);
  assign io_cmd_translated_payload_tail = (((_zz_io_cmd_translated_payload_tail != 3'b000) && (_zz_io_cmd_translated_payload_tail_1 != 3'b000)) && (_zz_io_cmd_translated_payload_tail_2 <= 4'b1000));
  assign io_cmd_translated_payload_lastBytes = {(_zz_io_cmd_translated_payload_tail_1 == 3'b000),{((_zz_io_cmd_translated_payload_tail_1 == 3'b000) || (3'b110 < _zz_io_cmd_translated_payload_tail_1)),{((_zz_io_cmd_translated_payload_tail_1 == _zz_io_cmd_translated_payload_lastBytes) || (_zz_io_cmd_translated_payload_lastBytes_1 < _zz_io_cmd_translated_payload_tail_1)),{(_zz_io_cmd_translated_payload_lastBytes_2 || _zz_io_cmd_translated_payload_lastBytes_3),{_zz_io_cmd_translated_payload_lastBytes_4,{_zz_io_cmd_translated_payload_lastBytes_5,_zz_io_cmd_translated_payload_lastBytes_6}}}}}};
  assign plan_fire = (plan_valid && plan_ready);
  assign io_cmd_translated_ready = (! io_cmd_translated_rValid);
  assign plan_valid = io_cmd_translated_rValid;
  assign plan_payload_addr = io_cmd_translated_rData_addr;
  assign plan_payload_nonEmpty = io_cmd_translated_rData_nonEmpty;
  assign plan_payload_beats = io_cmd_translated_rData_beats;
  assign plan_payload_tail = io_cmd_translated_rData_tail;
  assign plan_payload_lastBytes = io_cmd_translated_rData_lastBytes;
  assign plan_ready = plan_fork2_io_input_ready;
  assign plan_fork2_io_outputs_0_ready = (! arBusy);
  assign pageM1 = (~ arAddr[11 : 3]);
  assign b0M1 = (~ b0M1Inv[4 : 0]);
  assign fewest = ((! leftBig) && (! _zz_fewest[6]));
  assign plan_fork2_io_outputs_0_fire = (plan_fork2_io_outputs_0_valid && plan_fork2_io_outputs_0_ready);
  assign io_ar_fire = (io_ar_valid && io_ar_ready);
  assign io_ar_valid = arValid;
  assign io_ar_payload_addr = arAddr;
  assign io_ar_payload_id = 1'b1;
  assign io_ar_payload_len = {3'd0, burstM1};
  assign io_ar_payload_size = 3'b011;
  assign io_ar_payload_burst = 2'b01;
  assign lowNext = (_zz_lowNext >>> 1'd1);
  assign _zz_hiInc = arAddr[63 : 12];
  assign _zz_hiInc_1 = {51'd0, _zz__zz_hiInc_1};
  assign hiInc = _zz_hiInc_6[51:0];
  assign plan_fork2_io_outputs_1_ready = (! rpValid);
  assign plan_fork2_io_outputs_1_fire = (plan_fork2_io_outputs_1_valid && plan_fork2_io_outputs_1_ready);
  assign _zz_rp_offOh = plan_fork2_io_outputs_1_payload_addr[2 : 0];
  assign _zz_rp_prime = (_zz_rp_offOh != 3'b000);
  assign _zz_rp_passesOne = (plan_fork2_io_outputs_1_payload_beats[18 : 5] == 14'h0);
  assign _zz_rp_passesOne_1 = plan_fork2_io_outputs_1_payload_beats[4 : 0];
  assign load = (((rpValid && (! PRIME)) && (! PASS)) && (! TAIL));
  assign io_r_ready = (PRIME || (PASS && io_out_ready));
  assign io_out_valid = (TAIL || (PASS && io_r_valid));
  assign primeStep = (PRIME && io_r_valid);
  assign passStep = ((PASS && io_r_valid) && io_out_ready);
  assign tailStep = (TAIL && io_out_ready);
  assign nextLast = (hiZero && (passLeft[3 : 0] == 4'b0010));
  assign creditOk = _zz_creditOk_2;
  assign io_r_fire = (io_r_valid && io_r_ready);
  assign io_busError = (io_r_fire && (io_r_payload_resp != 2'b00));
  assign last = (TAIL || (PASS && lastW));
  assign mask = {((lastBytes[7] || (! last)) ? 8'hff : 8'h0),{((lastBytes[6] || (! last)) ? 8'hff : 8'h0),{((_zz_mask || _zz_mask_1) ? 8'hff : 8'h0),{(_zz_mask_2 ? _zz_mask_3 : _zz_mask_4),{_zz_mask_5,_zz_mask_6}}}}};
  assign _zz_io_out_payload_fragment = io_r_payload_data[7 : 0];
  assign _zz_io_out_payload_fragment_1 = io_r_payload_data[15 : 8];
  assign _zz_io_out_payload_fragment_2 = io_r_payload_data[23 : 16];
  assign _zz_io_out_payload_fragment_3 = io_r_payload_data[31 : 24];
  assign _zz_io_out_payload_fragment_4 = io_r_payload_data[39 : 32];
  assign _zz_io_out_payload_fragment_5 = io_r_payload_data[47 : 40];
  assign _zz_io_out_payload_fragment_6 = io_r_payload_data[55 : 48];
  assign io_out_payload_fragment = ((prevSh | {(((_zz_io_out_payload_fragment_7 | _zz_io_out_payload_fragment_35) | (_zz_io_out_payload_fragment_1 & _zz_io_out_payload_fragment_39)) | (_zz_io_out_payload_fragment & (_zz_io_out_payload_fragment_40 ? _zz_io_out_payload_fragment_41 : _zz_io_out_payload_fragment_42))),{((_zz_io_out_payload_fragment_43 | _zz_io_out_payload_fragment_70) | (_zz_io_out_payload_fragment & _zz_io_out_payload_fragment_74)),{(_zz_io_out_payload_fragment_75 | _zz_io_out_payload_fragment_102),{_zz_io_out_payload_fragment_106,_zz_io_out_payload_fragment_133}}}}) & mask);
  assign io_out_payload_last = last;
  assign _zz_prevSh = io_r_payload_data[15 : 8];
  assign _zz_prevSh_1 = io_r_payload_data[23 : 16];
  assign _zz_prevSh_2 = io_r_payload_data[31 : 24];
  assign _zz_prevSh_3 = io_r_payload_data[39 : 32];
  assign _zz_prevSh_4 = io_r_payload_data[47 : 40];
  assign _zz_prevSh_5 = io_r_payload_data[55 : 48];
  assign _zz_prevSh_6 = io_r_payload_data[63 : 56];
  always @(posedge clk) begin
    if(inReset) begin
      io_cmd_translated_rValid <= 1'b0;
      arBusy <= 1'b0;
      arValid <= 1'b0;
      carryR <= 1'b0;
      coolOk <= 1'b1;
      rpValid <= 1'b0;
      PRIME <= 1'b0;
      PASS <= 1'b0;
      TAIL <= 1'b0;
      _zz_creditOk <= 7'h40;
      io_freed_regNext <= 1'b0;
      _zz_creditOk_1 <= 1'b0;
      _zz_creditOk_2 <= 1'b0;
    end else begin
      if(io_cmd_translated_valid) begin
        io_cmd_translated_rValid <= 1'b1;
      end
      if(plan_fire) begin
        io_cmd_translated_rValid <= 1'b0;
      end
      coolOk <= (! (plan_fork2_io_outputs_0_fire || io_ar_fire));
      arValid <= (((arBusy && (! io_ar_fire)) && coolOk) && creditOk);
      if(carryR) begin
        carryR <= 1'b0;
      end
      if(io_ar_fire) begin
        carryR <= lowNext[9];
        if(lastBurst) begin
          arBusy <= 1'b0;
        end
      end
      if(plan_fork2_io_outputs_0_fire) begin
        arBusy <= plan_fork2_io_outputs_0_payload_nonEmpty;
        carryR <= 1'b0;
      end
      if(plan_fork2_io_outputs_1_fire) begin
        rpValid <= 1'b1;
      end
      if(primeStep) begin
        PRIME <= 1'b0;
        PASS <= passesNonZero;
        TAIL <= (! passesNonZero);
      end
      if(passStep) begin
        if(lastPass) begin
          PASS <= 1'b0;
          TAIL <= tail_1;
        end
      end
      if(tailStep) begin
        TAIL <= 1'b0;
      end
      if(load) begin
        rpValid <= 1'b0;
        PRIME <= (rp_nonEmpty && rp_prime);
        PASS <= (rp_nonEmpty && (! rp_prime));
      end
      io_freed_regNext <= io_freed;
      _zz_creditOk_1 <= (primeStep && (! tail_1));
      _zz_creditOk <= ((io_ar_fire ? _zz__zz_creditOk : _zz_creditOk) + _zz__zz_creditOk_2);
      _zz_creditOk_2 <= (7'h20 <= _zz_creditOk);
    end
  end

  always @(posedge clk) begin
    if(io_cmd_translated_ready) begin
      io_cmd_translated_rData_addr <= io_cmd_translated_payload_addr;
      io_cmd_translated_rData_nonEmpty <= io_cmd_translated_payload_nonEmpty;
      io_cmd_translated_rData_beats <= io_cmd_translated_payload_beats;
      io_cmd_translated_rData_tail <= io_cmd_translated_payload_tail;
      io_cmd_translated_rData_lastBytes <= io_cmd_translated_payload_lastBytes;
    end
    b0M1Inv <= (~ _zz_b0M1Inv);
    leftM1 <= (arLeft[5 : 0] - 6'h01);
    leftBig <= (arLeft[18 : 6] != 13'h0);
    burstM1 <= (fewest ? leftM1[4 : 0] : b0M1);
    lastBurst <= fewest;
    _zz_hiInc_2 <= ({1'b0,_zz_hiInc[31 : 0]} + {1'b0,_zz_hiInc_1[31 : 0]});
    _zz_hiInc_3 <= ({1'b0,_zz_hiInc[51 : 32]} + {1'b0,_zz_hiInc_1[51 : 32]});
    _zz_hiInc_4 <= (_zz_hiInc_3 + _zz__zz_hiInc_4);
    _zz_hiInc_5 <= _zz_hiInc_2[31 : 0];
    if(carryR) begin
      arAddr[63 : 12] <= hiInc;
    end
    if(io_ar_fire) begin
      arAddr[11 : 3] <= lowNext[8 : 0];
      arLeft <= (arLeft + (~ _zz_arLeft));
    end
    if(plan_fork2_io_outputs_0_fire) begin
      arAddr <= {plan_fork2_io_outputs_0_payload_addr[63 : 3],3'b000};
      arLeft <= plan_fork2_io_outputs_0_payload_beats;
    end
    if(plan_fork2_io_outputs_1_fire) begin
      rp_nonEmpty <= plan_fork2_io_outputs_1_payload_nonEmpty;
      rp_prime <= _zz_rp_prime;
      rp_tail <= plan_fork2_io_outputs_1_payload_tail;
      rp_passes <= (plan_fork2_io_outputs_1_payload_beats - _zz_rp_passes);
      rp_passesOne <= (_zz_rp_passesOne && (_zz_rp_prime ? (_zz_rp_passesOne_1 == 5'h02) : (_zz_rp_passesOne_1 == 5'h01)));
      rp_passesNonZero <= ((! _zz_rp_prime) || (! (_zz_rp_passesOne && (_zz_rp_passesOne_1 == 5'h01))));
      rp_passesHiZero <= (_zz_rp_passesOne && ((! _zz_rp_passesOne_1[4]) || (_zz_rp_prime && (_zz_rp_passesOne_1 == 5'h10))));
      rp_lastBytes <= plan_fork2_io_outputs_1_payload_lastBytes;
      rp_offOh <= (_zz_rp_offOh_1 & 8'hfe);
      rp_upOh <= (8'h01 <<< _zz_rp_upOh);
    end
    hiZero <= (passLeft[18 : 4] == 15'h0);
    if(passStep) begin
      passLeft <= (passLeft - 19'h00001);
      lastPass <= nextLast;
      lastW <= (nextLast && (! tail_1));
    end
    if(load) begin
      passLeft <= rp_passes;
      lastPass <= rp_passesOne;
      lastW <= (rp_passesOne && (! rp_tail));
      hiZero <= rp_passesHiZero;
      passesNonZero <= rp_passesNonZero;
      tail_1 <= rp_tail;
      lastBytes <= rp_lastBytes;
      offOh <= rp_offOh;
      upOh <= rp_upOh;
      prevSh <= 64'h0;
    end
    if(io_r_fire) begin
      prevSh <= {(_zz_prevSh_6 & (offOh[0] ? 8'hff : 8'h0)),{((_zz_prevSh_5 & (_zz_prevSh_7 ? _zz_prevSh_8 : _zz_prevSh_9)) | (_zz_prevSh_6 & (_zz_prevSh_10 ? _zz_prevSh_11 : _zz_prevSh_12))),{((_zz_prevSh_13 | _zz_prevSh_17) | (_zz_prevSh_6 & _zz_prevSh_21)),{(_zz_prevSh_22 | _zz_prevSh_32),{_zz_prevSh_36,_zz_prevSh_52}}}}};
    end
  end


endmodule

module DescFetcher (
  input  wire          io_enable,
  input  wire          io_flush,
  input  wire [63:0]   io_sqBase,
  input  wire [31:0]   io_sqMask,
  input  wire [31:0]   io_sqTail,
  input  wire [63:0]   io_winBase_0,
  input  wire [63:0]   io_winBase_1,
  input  wire [63:0]   io_winLimit_0,
  input  wire [63:0]   io_winLimit_1,
  output wire          io_ar_valid,
  input  wire          io_ar_ready,
  output wire [63:0]   io_ar_payload_addr,
  output wire [0:0]    io_ar_payload_id,
  output wire [7:0]    io_ar_payload_len,
  output wire [2:0]    io_ar_payload_size,
  output wire [1:0]    io_ar_payload_burst,
  input  wire          io_r_valid,
  output wire          io_r_ready,
  input  wire [63:0]   io_r_payload_data,
  input  wire [0:0]    io_r_payload_id,
  input  wire [1:0]    io_r_payload_resp,
  input  wire          io_r_payload_last,
  output wire          io_desc_valid,
  input  wire          io_desc_ready,
  output wire [7:0]    io_desc_payload_d_opcode,
  output wire [7:0]    io_desc_payload_d_itemType,
  output wire [15:0]   io_desc_payload_d_flags,
  output wire [31:0]   io_desc_payload_d_len,
  output wire [63:0]   io_desc_payload_d_key,
  output wire [63:0]   io_desc_payload_d_addr,
  output wire [31:0]   io_desc_payload_d_tag,
  output wire [31:0]   io_desc_payload_d_reserved,
  output wire          io_desc_payload_f_lenZero,
  output wire          io_desc_payload_f_tooBig,
  output wire          io_desc_payload_f_badType,
  output wire          io_desc_payload_f_resItem,
  output wire          io_desc_payload_f_resPush,
  output wire          io_desc_payload_f_keyNonZero,
  output wire          io_desc_payload_f_inWindow,
  output wire          io_desc_payload_f_isItem,
  output wire          io_desc_payload_f_isTxEnd,
  output wire          io_desc_payload_f_isPush,
  output wire [7:0]    io_desc_payload_f_hits,
  output wire          io_desc_payload_f_others,
  output wire          io_idle,
  input  wire          io_hold,
  input  wire          io_readyCopy,
  input  wire          clk,
  input  wire          inReset
);

  wire       [255:0]  dRam_io_wData;
  wire       [18:0]   fRam_io_wData;
  wire       [255:0]  dRam_io_rData;
  wire       [18:0]   fRam_io_rData;
  wire       [16:0]   _zz_avail_lo;
  wire       [15:0]   _zz_avail_lo_1;
  wire       [16:0]   _zz_avail_lo_2;
  wire       [15:0]   _zz_avail_lo_3;
  wire       [3:0]    _zz_avail_v_1;
  wire       [3:0]    _zz_avail_m1;
  wire       [2:0]    _zz_avail_m1_1;
  wire       [16:0]   _zz_toEnd_lo;
  wire       [15:0]   _zz_toEnd_lo_1;
  wire       [16:0]   _zz_toEnd_lo_2;
  wire       [15:0]   _zz_toEnd_lo_3;
  wire       [3:0]    _zz_toEnd_v_1;
  wire       [3:0]    _zz_toEnd_m1;
  wire       [2:0]    _zz_toEnd_m1_1;
  wire       [3:0]    _zz_pgOdd;
  wire       [3:0]    _zz_pgOddM1;
  wire       [2:0]    _zz_pgOddM1_1;
  wire       [3:0]    _zz__zz_pgEven_1;
  wire       [3:0]    _zz__zz_pgEven_1_1;
  wire       [1:0]    _zz__zz_pgEven_1_2;
  wire       [3:0]    _zz_pgEven_2;
  wire       [3:0]    _zz_pgEvenM1;
  wire       [2:0]    _zz_pgEvenM1_1;
  wire       [3:0]    _zz_rm_2;
  wire       [3:0]    _zz_rmM1;
  wire       [2:0]    _zz_rmM1_1;
  wire       [36:0]   _zz__zz_arAddr_1;
  wire       [32:0]   _zz__zz_arAddr_4;
  wire       [0:0]    _zz__zz_arAddr_4_1;
  wire       [64:0]   _zz_arAddr_6;
  wire       [5:0]    _zz_io_ar_payload_len;
  wire       [32:0]   _zz__zz_checked_inWindow_5;
  wire       [0:0]    _zz__zz_checked_inWindow_5_1;
  wire       [16:0]   _zz__zz_checked_inWindow_11;
  wire       [16:0]   _zz__zz_checked_inWindow_11_1;
  wire       [16:0]   _zz__zz_checked_inWindow_11_2;
  wire       [15:0]   _zz__zz_checked_inWindow_11_3;
  wire       [16:0]   _zz__zz_checked_inWindow_12;
  wire       [16:0]   _zz__zz_checked_inWindow_12_1;
  wire       [16:0]   _zz__zz_checked_inWindow_12_2;
  wire       [15:0]   _zz__zz_checked_inWindow_12_3;
  wire       [16:0]   _zz__zz_checked_inWindow_15;
  wire       [16:0]   _zz__zz_checked_inWindow_15_1;
  wire       [16:0]   _zz__zz_checked_inWindow_15_2;
  wire       [15:0]   _zz__zz_checked_inWindow_15_3;
  wire       [16:0]   _zz__zz_checked_inWindow_16;
  wire       [16:0]   _zz__zz_checked_inWindow_16_1;
  wire       [16:0]   _zz__zz_checked_inWindow_16_2;
  wire       [15:0]   _zz__zz_checked_inWindow_16_3;
  wire       [16:0]   _zz__zz_checked_inWindow_19;
  wire       [16:0]   _zz__zz_checked_inWindow_19_1;
  wire       [16:0]   _zz__zz_checked_inWindow_19_2;
  wire       [15:0]   _zz__zz_checked_inWindow_19_3;
  wire       [16:0]   _zz__zz_checked_inWindow_20;
  wire       [16:0]   _zz__zz_checked_inWindow_20_1;
  wire       [16:0]   _zz__zz_checked_inWindow_20_2;
  wire       [15:0]   _zz__zz_checked_inWindow_20_3;
  wire       [16:0]   _zz__zz_checked_inWindow_23;
  wire       [16:0]   _zz__zz_checked_inWindow_23_1;
  wire       [16:0]   _zz__zz_checked_inWindow_23_2;
  wire       [15:0]   _zz__zz_checked_inWindow_23_3;
  wire       [16:0]   _zz__zz_checked_inWindow_24;
  wire       [16:0]   _zz__zz_checked_inWindow_24_1;
  wire       [16:0]   _zz__zz_checked_inWindow_24_2;
  wire       [15:0]   _zz__zz_checked_inWindow_24_3;
  wire       [16:0]   _zz__zz_checked_inWindow_28;
  wire       [16:0]   _zz__zz_checked_inWindow_28_1;
  wire       [16:0]   _zz__zz_checked_inWindow_28_2;
  wire       [15:0]   _zz__zz_checked_inWindow_28_3;
  wire       [16:0]   _zz__zz_checked_inWindow_29;
  wire       [16:0]   _zz__zz_checked_inWindow_29_1;
  wire       [16:0]   _zz__zz_checked_inWindow_29_2;
  wire       [15:0]   _zz__zz_checked_inWindow_29_3;
  wire       [16:0]   _zz__zz_checked_inWindow_32;
  wire       [16:0]   _zz__zz_checked_inWindow_32_1;
  wire       [16:0]   _zz__zz_checked_inWindow_32_2;
  wire       [15:0]   _zz__zz_checked_inWindow_32_3;
  wire       [16:0]   _zz__zz_checked_inWindow_33;
  wire       [16:0]   _zz__zz_checked_inWindow_33_1;
  wire       [16:0]   _zz__zz_checked_inWindow_33_2;
  wire       [15:0]   _zz__zz_checked_inWindow_33_3;
  wire       [16:0]   _zz__zz_checked_inWindow_36;
  wire       [16:0]   _zz__zz_checked_inWindow_36_1;
  wire       [16:0]   _zz__zz_checked_inWindow_36_2;
  wire       [15:0]   _zz__zz_checked_inWindow_36_3;
  wire       [16:0]   _zz__zz_checked_inWindow_37;
  wire       [16:0]   _zz__zz_checked_inWindow_37_1;
  wire       [16:0]   _zz__zz_checked_inWindow_37_2;
  wire       [15:0]   _zz__zz_checked_inWindow_37_3;
  wire       [16:0]   _zz__zz_checked_inWindow_40;
  wire       [16:0]   _zz__zz_checked_inWindow_40_1;
  wire       [16:0]   _zz__zz_checked_inWindow_40_2;
  wire       [15:0]   _zz__zz_checked_inWindow_40_3;
  wire       [16:0]   _zz__zz_checked_inWindow_41;
  wire       [16:0]   _zz__zz_checked_inWindow_41_1;
  wire       [16:0]   _zz__zz_checked_inWindow_41_2;
  wire       [15:0]   _zz__zz_checked_inWindow_41_3;
  wire       [16:0]   _zz__zz_checked_inWindow_47;
  wire       [16:0]   _zz__zz_checked_inWindow_47_1;
  wire       [16:0]   _zz__zz_checked_inWindow_47_2;
  wire       [15:0]   _zz__zz_checked_inWindow_47_3;
  wire       [16:0]   _zz__zz_checked_inWindow_48;
  wire       [16:0]   _zz__zz_checked_inWindow_48_1;
  wire       [16:0]   _zz__zz_checked_inWindow_48_2;
  wire       [15:0]   _zz__zz_checked_inWindow_48_3;
  wire       [16:0]   _zz__zz_checked_inWindow_51;
  wire       [16:0]   _zz__zz_checked_inWindow_51_1;
  wire       [16:0]   _zz__zz_checked_inWindow_51_2;
  wire       [15:0]   _zz__zz_checked_inWindow_51_3;
  wire       [16:0]   _zz__zz_checked_inWindow_52;
  wire       [16:0]   _zz__zz_checked_inWindow_52_1;
  wire       [16:0]   _zz__zz_checked_inWindow_52_2;
  wire       [15:0]   _zz__zz_checked_inWindow_52_3;
  wire       [16:0]   _zz__zz_checked_inWindow_55;
  wire       [16:0]   _zz__zz_checked_inWindow_55_1;
  wire       [16:0]   _zz__zz_checked_inWindow_55_2;
  wire       [15:0]   _zz__zz_checked_inWindow_55_3;
  wire       [16:0]   _zz__zz_checked_inWindow_56;
  wire       [16:0]   _zz__zz_checked_inWindow_56_1;
  wire       [16:0]   _zz__zz_checked_inWindow_56_2;
  wire       [15:0]   _zz__zz_checked_inWindow_56_3;
  wire       [17:0]   _zz__zz_checked_inWindow_59;
  wire       [17:0]   _zz__zz_checked_inWindow_59_1;
  wire       [17:0]   _zz__zz_checked_inWindow_59_2;
  wire       [16:0]   _zz__zz_checked_inWindow_59_3;
  wire       [17:0]   _zz__zz_checked_inWindow_60;
  wire       [17:0]   _zz__zz_checked_inWindow_60_1;
  wire       [17:0]   _zz__zz_checked_inWindow_60_2;
  wire       [16:0]   _zz__zz_checked_inWindow_60_3;
  wire       [16:0]   _zz__zz_checked_inWindow_64;
  wire       [16:0]   _zz__zz_checked_inWindow_64_1;
  wire       [16:0]   _zz__zz_checked_inWindow_64_2;
  wire       [15:0]   _zz__zz_checked_inWindow_64_3;
  wire       [16:0]   _zz__zz_checked_inWindow_65;
  wire       [16:0]   _zz__zz_checked_inWindow_65_1;
  wire       [16:0]   _zz__zz_checked_inWindow_65_2;
  wire       [15:0]   _zz__zz_checked_inWindow_65_3;
  wire       [16:0]   _zz__zz_checked_inWindow_68;
  wire       [16:0]   _zz__zz_checked_inWindow_68_1;
  wire       [16:0]   _zz__zz_checked_inWindow_68_2;
  wire       [15:0]   _zz__zz_checked_inWindow_68_3;
  wire       [16:0]   _zz__zz_checked_inWindow_69;
  wire       [16:0]   _zz__zz_checked_inWindow_69_1;
  wire       [16:0]   _zz__zz_checked_inWindow_69_2;
  wire       [15:0]   _zz__zz_checked_inWindow_69_3;
  wire       [16:0]   _zz__zz_checked_inWindow_72;
  wire       [16:0]   _zz__zz_checked_inWindow_72_1;
  wire       [16:0]   _zz__zz_checked_inWindow_72_2;
  wire       [15:0]   _zz__zz_checked_inWindow_72_3;
  wire       [16:0]   _zz__zz_checked_inWindow_73;
  wire       [16:0]   _zz__zz_checked_inWindow_73_1;
  wire       [16:0]   _zz__zz_checked_inWindow_73_2;
  wire       [15:0]   _zz__zz_checked_inWindow_73_3;
  wire       [17:0]   _zz__zz_checked_inWindow_76;
  wire       [17:0]   _zz__zz_checked_inWindow_76_1;
  wire       [17:0]   _zz__zz_checked_inWindow_76_2;
  wire       [16:0]   _zz__zz_checked_inWindow_76_3;
  wire       [17:0]   _zz__zz_checked_inWindow_77;
  wire       [17:0]   _zz__zz_checked_inWindow_77_1;
  wire       [17:0]   _zz__zz_checked_inWindow_77_2;
  wire       [16:0]   _zz__zz_checked_inWindow_77_3;
  wire                _zz_flags_hits;
  wire       [0:0]    _zz_flags_hits_1;
  wire       [0:0]    _zz_flags_hits_2;
  wire       [0:0]    _zz_io_wData;
  wire       [0:0]    _zz_io_wData_1;
  wire       [3:0]    _zz_count;
  wire       [3:0]    _zz_count_1;
  wire       [3:0]    _zz_reserved;
  wire       [3:0]    _zz_reserved_1;
  wire       [3:0]    _zz_reserved_2;
  wire       [0:0]    _zz_reserved_3;
  wire       [31:0]   _zz_fetchPtr;
  reg                 flushR;
  reg        [31:0]   fetchPtr;
  reg        [3:0]    reserved;
  reg        [3:0]    inflight;
  reg        [3:0]    drop;
  wire       [31:0]   masked;
  reg        [31:0]   sqSize;
  reg        [16:0]   avail_lo;
  reg        [15:0]   avail_hi;
  reg                 avail_hiZero;
  reg                 avail_midZero;
  reg        [2:0]    avail_low;
  wire                _zz_avail_v;
  wire       [3:0]    avail_v;
  wire       [3:0]    avail_m1;
  reg        [3:0]    avail_clipped;
  reg        [3:0]    avail_clippedM1;
  reg        [16:0]   toEnd_lo;
  reg        [15:0]   toEnd_hi;
  reg                 toEnd_hiZero;
  reg                 toEnd_midZero;
  reg        [2:0]    toEnd_low;
  wire                _zz_toEnd_v;
  wire       [3:0]    toEnd_v;
  wire       [3:0]    toEnd_m1;
  reg        [3:0]    toEnd_clipped;
  reg        [3:0]    toEnd_clippedM1;
  reg        [6:0]    pageNeg;
  reg                 pageOdd;
  reg        [6:0]    pageY;
  wire       [2:0]    yLow;
  wire                yBelow8;
  wire       [3:0]    pgOdd;
  wire       [3:0]    pgOddM1;
  wire                _zz_pgEven;
  wire       [2:0]    _zz_pgEven_1;
  wire       [3:0]    pgEven;
  wire       [3:0]    pgEvenM1;
  reg        [3:0]    toPageR;
  reg        [3:0]    toPageM1;
  wire       [3:0]    roomD;
  wire                _zz_rm;
  wire       [2:0]    _zz_rm_1;
  wire       [3:0]    rm;
  wire       [3:0]    rmM1;
  reg        [3:0]    roomR;
  reg        [3:0]    roomM1;
  reg        [3:0]    mnA;
  reg        [3:0]    mnAM1;
  reg        [3:0]    mnB;
  reg        [3:0]    mnBM1;
  reg                 kNonZeroAhead;
  reg        [3:0]    k;
  reg        [3:0]    kM1;
  reg        [31:0]   idx;
  wire       [63:0]   _zz_arAddr;
  wire       [63:0]   _zz_arAddr_1;
  reg        [32:0]   _zz_arAddr_2;
  reg        [32:0]   _zz_arAddr_3;
  reg        [32:0]   _zz_arAddr_4;
  reg        [31:0]   _zz_arAddr_5;
  wire       [63:0]   arAddr;
  reg        [2:0]    cool;
  reg                 coolOk;
  wire                when_Dma_l435;
  wire                io_ar_fire;
  wire                when_Dma_l437;
  reg                 flightOk;
  reg                 armed;
  wire                io_r_fire;
  reg                 rFire;
  reg        [63:0]   rData;
  reg        [1:0]    beat;
  reg                 got;
  reg        [191:0]  shift;
  wire                when_Dma_l466;
  wire       [255:0]  _zz_d1_opcode;
  reg        [7:0]    d1_opcode;
  reg        [7:0]    d1_itemType;
  reg        [15:0]   d1_flags;
  reg        [31:0]   d1_len;
  reg        [63:0]   d1_key;
  reg        [63:0]   d1_addr;
  reg        [31:0]   d1_tag;
  reg        [31:0]   d1_reserved;
  reg                 v1;
  reg                 lenLoZero;
  reg                 lenMid;
  reg                 len20;
  reg                 lenHi;
  reg                 opItem;
  reg                 opTxEnd;
  reg                 opPush;
  reg                 typeZero;
  reg                 typeCtl;
  reg                 flagsNz;
  reg                 keyNz_0;
  reg                 keyNz_1;
  reg                 keyNz_2;
  reg                 keyNz_3;
  wire       [63:0]   _zz_addrNz_0;
  reg                 addrNz_0;
  reg                 addrNz_1;
  reg                 addrNz_2;
  reg                 addrNz_3;
  reg                 resNz_0;
  reg                 resNz_1;
  reg                 f3_lenZero;
  reg                 f3_tooBig;
  reg                 f3_badType;
  reg                 f3_resItem;
  reg                 f3_resPush;
  reg                 f3_keyNonZero;
  reg                 f3_inWindow;
  reg                 f3_isItem;
  reg                 f3_isTxEnd;
  reg                 f3_isPush;
  reg        [7:0]    f3_hits;
  reg                 f3_others;
  wire                lenZero;
  reg                 f3_regNext_lenZero;
  reg                 f3_regNext_tooBig;
  reg                 f3_regNext_badType;
  reg                 f3_regNext_resItem;
  reg                 f3_regNext_resPush;
  reg                 f3_regNext_keyNonZero;
  reg                 f3_regNext_inWindow;
  reg                 f3_regNext_isItem;
  reg                 f3_regNext_isTxEnd;
  reg                 f3_regNext_isPush;
  reg        [7:0]    f3_regNext_hits;
  reg                 f3_regNext_others;
  reg                 f3_regNext_regNext_lenZero;
  reg                 f3_regNext_regNext_tooBig;
  reg                 f3_regNext_regNext_badType;
  reg                 f3_regNext_regNext_resItem;
  reg                 f3_regNext_regNext_resPush;
  reg                 f3_regNext_regNext_keyNonZero;
  reg                 f3_regNext_regNext_inWindow;
  reg                 f3_regNext_regNext_isItem;
  reg                 f3_regNext_regNext_isTxEnd;
  reg                 f3_regNext_regNext_isPush;
  reg        [7:0]    f3_regNext_regNext_hits;
  reg                 f3_regNext_regNext_others;
  reg                 fN_lenZero;
  reg                 fN_tooBig;
  reg                 fN_badType;
  reg                 fN_resItem;
  reg                 fN_resPush;
  reg                 fN_keyNonZero;
  reg                 fN_inWindow;
  reg                 fN_isItem;
  reg                 fN_isTxEnd;
  reg                 fN_isPush;
  reg        [7:0]    fN_hits;
  reg                 fN_others;
  reg        [63:0]   winBase_0;
  reg        [63:0]   winBase_1;
  reg        [63:0]   winLimit_0;
  reg        [63:0]   winLimit_1;
  wire                checked_lenZero;
  wire                checked_tooBig;
  wire                checked_badType;
  wire                checked_resItem;
  wire                checked_resPush;
  wire                checked_keyNonZero;
  reg                 checked_inWindow;
  wire                checked_isItem;
  wire                checked_isTxEnd;
  wire                checked_isPush;
  wire       [7:0]    checked_hits;
  wire                checked_others;
  wire       [63:0]   _zz_checked_inWindow;
  wire       [63:0]   _zz_checked_inWindow_1;
  wire       [63:0]   _zz_checked_inWindow_2;
  reg        [32:0]   _zz_checked_inWindow_3;
  reg        [32:0]   _zz_checked_inWindow_4;
  reg        [32:0]   _zz_checked_inWindow_5;
  reg        [31:0]   _zz_checked_inWindow_6;
  wire       [64:0]   _zz_checked_inWindow_7;
  wire       [63:0]   _zz_checked_inWindow_8;
  wire       [15:0]   _zz_checked_inWindow_9;
  wire       [15:0]   _zz_checked_inWindow_10;
  reg                 _zz_checked_inWindow_11;
  reg                 _zz_checked_inWindow_12;
  wire       [15:0]   _zz_checked_inWindow_13;
  wire       [15:0]   _zz_checked_inWindow_14;
  reg                 _zz_checked_inWindow_15;
  reg                 _zz_checked_inWindow_16;
  wire       [15:0]   _zz_checked_inWindow_17;
  wire       [15:0]   _zz_checked_inWindow_18;
  reg                 _zz_checked_inWindow_19;
  reg                 _zz_checked_inWindow_20;
  wire       [15:0]   _zz_checked_inWindow_21;
  wire       [15:0]   _zz_checked_inWindow_22;
  reg                 _zz_checked_inWindow_23;
  reg                 _zz_checked_inWindow_24;
  wire       [63:0]   _zz_checked_inWindow_25;
  wire       [15:0]   _zz_checked_inWindow_26;
  wire       [15:0]   _zz_checked_inWindow_27;
  reg                 _zz_checked_inWindow_28;
  reg                 _zz_checked_inWindow_29;
  wire       [15:0]   _zz_checked_inWindow_30;
  wire       [15:0]   _zz_checked_inWindow_31;
  reg                 _zz_checked_inWindow_32;
  reg                 _zz_checked_inWindow_33;
  wire       [15:0]   _zz_checked_inWindow_34;
  wire       [15:0]   _zz_checked_inWindow_35;
  reg                 _zz_checked_inWindow_36;
  reg                 _zz_checked_inWindow_37;
  wire       [15:0]   _zz_checked_inWindow_38;
  wire       [15:0]   _zz_checked_inWindow_39;
  reg                 _zz_checked_inWindow_40;
  reg                 _zz_checked_inWindow_41;
  reg                 _zz_checked_inWindow_42;
  reg                 _zz_checked_inWindow_43;
  wire       [64:0]   _zz_checked_inWindow_44;
  wire       [15:0]   _zz_checked_inWindow_45;
  wire       [15:0]   _zz_checked_inWindow_46;
  reg                 _zz_checked_inWindow_47;
  reg                 _zz_checked_inWindow_48;
  wire       [15:0]   _zz_checked_inWindow_49;
  wire       [15:0]   _zz_checked_inWindow_50;
  reg                 _zz_checked_inWindow_51;
  reg                 _zz_checked_inWindow_52;
  wire       [15:0]   _zz_checked_inWindow_53;
  wire       [15:0]   _zz_checked_inWindow_54;
  reg                 _zz_checked_inWindow_55;
  reg                 _zz_checked_inWindow_56;
  wire       [16:0]   _zz_checked_inWindow_57;
  wire       [16:0]   _zz_checked_inWindow_58;
  reg                 _zz_checked_inWindow_59;
  reg                 _zz_checked_inWindow_60;
  wire       [64:0]   _zz_checked_inWindow_61;
  wire       [15:0]   _zz_checked_inWindow_62;
  wire       [15:0]   _zz_checked_inWindow_63;
  reg                 _zz_checked_inWindow_64;
  reg                 _zz_checked_inWindow_65;
  wire       [15:0]   _zz_checked_inWindow_66;
  wire       [15:0]   _zz_checked_inWindow_67;
  reg                 _zz_checked_inWindow_68;
  reg                 _zz_checked_inWindow_69;
  wire       [15:0]   _zz_checked_inWindow_70;
  wire       [15:0]   _zz_checked_inWindow_71;
  reg                 _zz_checked_inWindow_72;
  reg                 _zz_checked_inWindow_73;
  wire       [16:0]   _zz_checked_inWindow_74;
  wire       [16:0]   _zz_checked_inWindow_75;
  reg                 _zz_checked_inWindow_76;
  reg                 _zz_checked_inWindow_77;
  reg                 _zz_checked_inWindow_78;
  reg                 _zz_checked_inWindow_79;
  reg                 _zz_checked_inWindow_80;
  reg                 _zz_checked_inWindow_81;
  reg                 _zz_checked_inWindow_82;
  reg                 _zz_checked_inWindow_83;
  reg                 _zz_checked_inWindow_84;
  wire                flags_lenZero;
  wire                flags_tooBig;
  wire                flags_badType;
  wire                flags_resItem;
  wire                flags_resPush;
  wire                flags_keyNonZero;
  wire                flags_inWindow;
  wire                flags_isItem;
  wire                flags_isTxEnd;
  wire                flags_isPush;
  reg        [7:0]    flags_hits;
  reg                 flags_others;
  reg                 vs_1;
  reg                 vs_2;
  reg                 vs_3;
  reg                 vs_4;
  reg                 vs_5;
  reg        [2:0]    wdPtr;
  reg        [2:0]    wrPtr;
  reg        [2:0]    rdPtr;
  reg        [2:0]    rdNext;
  reg        [3:0]    count;
  reg                 _zz_1;
  reg                 _zz_2;
  reg                 fresh;
  wire       [2:0]    rdAddr;
  wire       [7:0]    headD_opcode;
  wire       [7:0]    headD_itemType;
  wire       [15:0]   headD_flags;
  wire       [31:0]   headD_len;
  wire       [63:0]   headD_key;
  wire       [63:0]   headD_addr;
  wire       [31:0]   headD_tag;
  wire       [31:0]   headD_reserved;
  wire       [255:0]  _zz_headD_opcode;
  wire                headF_lenZero;
  wire                headF_tooBig;
  wire                headF_badType;
  wire                headF_resItem;
  wire                headF_resPush;
  wire                headF_keyNonZero;
  wire                headF_inWindow;
  wire                headF_isItem;
  wire                headF_isTxEnd;
  wire                headF_isPush;
  wire       [7:0]    headF_hits;
  wire                headF_others;
  wire       [18:0]   _zz_headF_lenZero;
  wire                io_desc_fire;
  reg                 readOk;
  reg                 popR;
  wire       [3:0]    inflightM1;
  wire       [3:0]    inflightK;
  wire       [3:0]    inflightKM1;
  reg                 inflightZero;
  reg                 stepsEmpty;

  assign _zz_avail_lo_1 = io_sqTail[15 : 0];
  assign _zz_avail_lo = {1'd0, _zz_avail_lo_1};
  assign _zz_avail_lo_3 = fetchPtr[15 : 0];
  assign _zz_avail_lo_2 = {1'd0, _zz_avail_lo_3};
  assign _zz_avail_v_1 = {1'd0, avail_low};
  assign _zz_avail_m1_1 = (avail_low - 3'b001);
  assign _zz_avail_m1 = {1'd0, _zz_avail_m1_1};
  assign _zz_toEnd_lo_1 = sqSize[15 : 0];
  assign _zz_toEnd_lo = {1'd0, _zz_toEnd_lo_1};
  assign _zz_toEnd_lo_3 = masked[15 : 0];
  assign _zz_toEnd_lo_2 = {1'd0, _zz_toEnd_lo_3};
  assign _zz_toEnd_v_1 = {1'd0, toEnd_low};
  assign _zz_toEnd_m1_1 = (toEnd_low - 3'b001);
  assign _zz_toEnd_m1 = {1'd0, _zz_toEnd_m1_1};
  assign _zz_pgOdd = {1'd0, yLow};
  assign _zz_pgOddM1_1 = (yLow - 3'b001);
  assign _zz_pgOddM1 = {1'd0, _zz_pgOddM1_1};
  assign _zz__zz_pgEven_1 = ({1'b0,yLow} + _zz__zz_pgEven_1_1);
  assign _zz__zz_pgEven_1_2 = {1'b0,1'b1};
  assign _zz__zz_pgEven_1_1 = {2'd0, _zz__zz_pgEven_1_2};
  assign _zz_pgEven_2 = {1'd0, _zz_pgEven_1};
  assign _zz_pgEvenM1_1 = (_zz_pgEven_1 - 3'b001);
  assign _zz_pgEvenM1 = {1'd0, _zz_pgEvenM1_1};
  assign _zz_rm_2 = {1'd0, _zz_rm_1};
  assign _zz_rmM1_1 = (_zz_rm_1 - 3'b001);
  assign _zz_rmM1 = {1'd0, _zz_rmM1_1};
  assign _zz__zz_arAddr_1 = {idx,5'h0};
  assign _zz__zz_arAddr_4_1 = _zz_arAddr_2[32];
  assign _zz__zz_arAddr_4 = {32'd0, _zz__zz_arAddr_4_1};
  assign _zz_arAddr_6 = {_zz_arAddr_4,_zz_arAddr_5};
  assign _zz_io_ar_payload_len = {kM1,2'b11};
  assign _zz__zz_checked_inWindow_5_1 = _zz_checked_inWindow_3[32];
  assign _zz__zz_checked_inWindow_5 = {32'd0, _zz__zz_checked_inWindow_5_1};
  assign _zz__zz_checked_inWindow_11 = (_zz__zz_checked_inWindow_11_1 + _zz__zz_checked_inWindow_11_2);
  assign _zz__zz_checked_inWindow_11_1 = {1'd0, _zz_checked_inWindow_10};
  assign _zz__zz_checked_inWindow_11_3 = (~ _zz_checked_inWindow_9);
  assign _zz__zz_checked_inWindow_11_2 = {1'd0, _zz__zz_checked_inWindow_11_3};
  assign _zz__zz_checked_inWindow_12 = (_zz__zz_checked_inWindow_12_1 + _zz__zz_checked_inWindow_12_2);
  assign _zz__zz_checked_inWindow_12_1 = {1'd0, _zz_checked_inWindow_9};
  assign _zz__zz_checked_inWindow_12_3 = (~ _zz_checked_inWindow_10);
  assign _zz__zz_checked_inWindow_12_2 = {1'd0, _zz__zz_checked_inWindow_12_3};
  assign _zz__zz_checked_inWindow_15 = (_zz__zz_checked_inWindow_15_1 + _zz__zz_checked_inWindow_15_2);
  assign _zz__zz_checked_inWindow_15_1 = {1'd0, _zz_checked_inWindow_14};
  assign _zz__zz_checked_inWindow_15_3 = (~ _zz_checked_inWindow_13);
  assign _zz__zz_checked_inWindow_15_2 = {1'd0, _zz__zz_checked_inWindow_15_3};
  assign _zz__zz_checked_inWindow_16 = (_zz__zz_checked_inWindow_16_1 + _zz__zz_checked_inWindow_16_2);
  assign _zz__zz_checked_inWindow_16_1 = {1'd0, _zz_checked_inWindow_13};
  assign _zz__zz_checked_inWindow_16_3 = (~ _zz_checked_inWindow_14);
  assign _zz__zz_checked_inWindow_16_2 = {1'd0, _zz__zz_checked_inWindow_16_3};
  assign _zz__zz_checked_inWindow_19 = (_zz__zz_checked_inWindow_19_1 + _zz__zz_checked_inWindow_19_2);
  assign _zz__zz_checked_inWindow_19_1 = {1'd0, _zz_checked_inWindow_18};
  assign _zz__zz_checked_inWindow_19_3 = (~ _zz_checked_inWindow_17);
  assign _zz__zz_checked_inWindow_19_2 = {1'd0, _zz__zz_checked_inWindow_19_3};
  assign _zz__zz_checked_inWindow_20 = (_zz__zz_checked_inWindow_20_1 + _zz__zz_checked_inWindow_20_2);
  assign _zz__zz_checked_inWindow_20_1 = {1'd0, _zz_checked_inWindow_17};
  assign _zz__zz_checked_inWindow_20_3 = (~ _zz_checked_inWindow_18);
  assign _zz__zz_checked_inWindow_20_2 = {1'd0, _zz__zz_checked_inWindow_20_3};
  assign _zz__zz_checked_inWindow_23 = (_zz__zz_checked_inWindow_23_1 + _zz__zz_checked_inWindow_23_2);
  assign _zz__zz_checked_inWindow_23_1 = {1'd0, _zz_checked_inWindow_22};
  assign _zz__zz_checked_inWindow_23_3 = (~ _zz_checked_inWindow_21);
  assign _zz__zz_checked_inWindow_23_2 = {1'd0, _zz__zz_checked_inWindow_23_3};
  assign _zz__zz_checked_inWindow_24 = (_zz__zz_checked_inWindow_24_1 + _zz__zz_checked_inWindow_24_2);
  assign _zz__zz_checked_inWindow_24_1 = {1'd0, _zz_checked_inWindow_21};
  assign _zz__zz_checked_inWindow_24_3 = (~ _zz_checked_inWindow_22);
  assign _zz__zz_checked_inWindow_24_2 = {1'd0, _zz__zz_checked_inWindow_24_3};
  assign _zz__zz_checked_inWindow_28 = (_zz__zz_checked_inWindow_28_1 + _zz__zz_checked_inWindow_28_2);
  assign _zz__zz_checked_inWindow_28_1 = {1'd0, _zz_checked_inWindow_27};
  assign _zz__zz_checked_inWindow_28_3 = (~ _zz_checked_inWindow_26);
  assign _zz__zz_checked_inWindow_28_2 = {1'd0, _zz__zz_checked_inWindow_28_3};
  assign _zz__zz_checked_inWindow_29 = (_zz__zz_checked_inWindow_29_1 + _zz__zz_checked_inWindow_29_2);
  assign _zz__zz_checked_inWindow_29_1 = {1'd0, _zz_checked_inWindow_26};
  assign _zz__zz_checked_inWindow_29_3 = (~ _zz_checked_inWindow_27);
  assign _zz__zz_checked_inWindow_29_2 = {1'd0, _zz__zz_checked_inWindow_29_3};
  assign _zz__zz_checked_inWindow_32 = (_zz__zz_checked_inWindow_32_1 + _zz__zz_checked_inWindow_32_2);
  assign _zz__zz_checked_inWindow_32_1 = {1'd0, _zz_checked_inWindow_31};
  assign _zz__zz_checked_inWindow_32_3 = (~ _zz_checked_inWindow_30);
  assign _zz__zz_checked_inWindow_32_2 = {1'd0, _zz__zz_checked_inWindow_32_3};
  assign _zz__zz_checked_inWindow_33 = (_zz__zz_checked_inWindow_33_1 + _zz__zz_checked_inWindow_33_2);
  assign _zz__zz_checked_inWindow_33_1 = {1'd0, _zz_checked_inWindow_30};
  assign _zz__zz_checked_inWindow_33_3 = (~ _zz_checked_inWindow_31);
  assign _zz__zz_checked_inWindow_33_2 = {1'd0, _zz__zz_checked_inWindow_33_3};
  assign _zz__zz_checked_inWindow_36 = (_zz__zz_checked_inWindow_36_1 + _zz__zz_checked_inWindow_36_2);
  assign _zz__zz_checked_inWindow_36_1 = {1'd0, _zz_checked_inWindow_35};
  assign _zz__zz_checked_inWindow_36_3 = (~ _zz_checked_inWindow_34);
  assign _zz__zz_checked_inWindow_36_2 = {1'd0, _zz__zz_checked_inWindow_36_3};
  assign _zz__zz_checked_inWindow_37 = (_zz__zz_checked_inWindow_37_1 + _zz__zz_checked_inWindow_37_2);
  assign _zz__zz_checked_inWindow_37_1 = {1'd0, _zz_checked_inWindow_34};
  assign _zz__zz_checked_inWindow_37_3 = (~ _zz_checked_inWindow_35);
  assign _zz__zz_checked_inWindow_37_2 = {1'd0, _zz__zz_checked_inWindow_37_3};
  assign _zz__zz_checked_inWindow_40 = (_zz__zz_checked_inWindow_40_1 + _zz__zz_checked_inWindow_40_2);
  assign _zz__zz_checked_inWindow_40_1 = {1'd0, _zz_checked_inWindow_39};
  assign _zz__zz_checked_inWindow_40_3 = (~ _zz_checked_inWindow_38);
  assign _zz__zz_checked_inWindow_40_2 = {1'd0, _zz__zz_checked_inWindow_40_3};
  assign _zz__zz_checked_inWindow_41 = (_zz__zz_checked_inWindow_41_1 + _zz__zz_checked_inWindow_41_2);
  assign _zz__zz_checked_inWindow_41_1 = {1'd0, _zz_checked_inWindow_38};
  assign _zz__zz_checked_inWindow_41_3 = (~ _zz_checked_inWindow_39);
  assign _zz__zz_checked_inWindow_41_2 = {1'd0, _zz__zz_checked_inWindow_41_3};
  assign _zz__zz_checked_inWindow_47 = (_zz__zz_checked_inWindow_47_1 + _zz__zz_checked_inWindow_47_2);
  assign _zz__zz_checked_inWindow_47_1 = {1'd0, _zz_checked_inWindow_46};
  assign _zz__zz_checked_inWindow_47_3 = (~ _zz_checked_inWindow_45);
  assign _zz__zz_checked_inWindow_47_2 = {1'd0, _zz__zz_checked_inWindow_47_3};
  assign _zz__zz_checked_inWindow_48 = (_zz__zz_checked_inWindow_48_1 + _zz__zz_checked_inWindow_48_2);
  assign _zz__zz_checked_inWindow_48_1 = {1'd0, _zz_checked_inWindow_45};
  assign _zz__zz_checked_inWindow_48_3 = (~ _zz_checked_inWindow_46);
  assign _zz__zz_checked_inWindow_48_2 = {1'd0, _zz__zz_checked_inWindow_48_3};
  assign _zz__zz_checked_inWindow_51 = (_zz__zz_checked_inWindow_51_1 + _zz__zz_checked_inWindow_51_2);
  assign _zz__zz_checked_inWindow_51_1 = {1'd0, _zz_checked_inWindow_50};
  assign _zz__zz_checked_inWindow_51_3 = (~ _zz_checked_inWindow_49);
  assign _zz__zz_checked_inWindow_51_2 = {1'd0, _zz__zz_checked_inWindow_51_3};
  assign _zz__zz_checked_inWindow_52 = (_zz__zz_checked_inWindow_52_1 + _zz__zz_checked_inWindow_52_2);
  assign _zz__zz_checked_inWindow_52_1 = {1'd0, _zz_checked_inWindow_49};
  assign _zz__zz_checked_inWindow_52_3 = (~ _zz_checked_inWindow_50);
  assign _zz__zz_checked_inWindow_52_2 = {1'd0, _zz__zz_checked_inWindow_52_3};
  assign _zz__zz_checked_inWindow_55 = (_zz__zz_checked_inWindow_55_1 + _zz__zz_checked_inWindow_55_2);
  assign _zz__zz_checked_inWindow_55_1 = {1'd0, _zz_checked_inWindow_54};
  assign _zz__zz_checked_inWindow_55_3 = (~ _zz_checked_inWindow_53);
  assign _zz__zz_checked_inWindow_55_2 = {1'd0, _zz__zz_checked_inWindow_55_3};
  assign _zz__zz_checked_inWindow_56 = (_zz__zz_checked_inWindow_56_1 + _zz__zz_checked_inWindow_56_2);
  assign _zz__zz_checked_inWindow_56_1 = {1'd0, _zz_checked_inWindow_53};
  assign _zz__zz_checked_inWindow_56_3 = (~ _zz_checked_inWindow_54);
  assign _zz__zz_checked_inWindow_56_2 = {1'd0, _zz__zz_checked_inWindow_56_3};
  assign _zz__zz_checked_inWindow_59 = (_zz__zz_checked_inWindow_59_1 + _zz__zz_checked_inWindow_59_2);
  assign _zz__zz_checked_inWindow_59_1 = {1'd0, _zz_checked_inWindow_58};
  assign _zz__zz_checked_inWindow_59_3 = (~ _zz_checked_inWindow_57);
  assign _zz__zz_checked_inWindow_59_2 = {1'd0, _zz__zz_checked_inWindow_59_3};
  assign _zz__zz_checked_inWindow_60 = (_zz__zz_checked_inWindow_60_1 + _zz__zz_checked_inWindow_60_2);
  assign _zz__zz_checked_inWindow_60_1 = {1'd0, _zz_checked_inWindow_57};
  assign _zz__zz_checked_inWindow_60_3 = (~ _zz_checked_inWindow_58);
  assign _zz__zz_checked_inWindow_60_2 = {1'd0, _zz__zz_checked_inWindow_60_3};
  assign _zz__zz_checked_inWindow_64 = (_zz__zz_checked_inWindow_64_1 + _zz__zz_checked_inWindow_64_2);
  assign _zz__zz_checked_inWindow_64_1 = {1'd0, _zz_checked_inWindow_63};
  assign _zz__zz_checked_inWindow_64_3 = (~ _zz_checked_inWindow_62);
  assign _zz__zz_checked_inWindow_64_2 = {1'd0, _zz__zz_checked_inWindow_64_3};
  assign _zz__zz_checked_inWindow_65 = (_zz__zz_checked_inWindow_65_1 + _zz__zz_checked_inWindow_65_2);
  assign _zz__zz_checked_inWindow_65_1 = {1'd0, _zz_checked_inWindow_62};
  assign _zz__zz_checked_inWindow_65_3 = (~ _zz_checked_inWindow_63);
  assign _zz__zz_checked_inWindow_65_2 = {1'd0, _zz__zz_checked_inWindow_65_3};
  assign _zz__zz_checked_inWindow_68 = (_zz__zz_checked_inWindow_68_1 + _zz__zz_checked_inWindow_68_2);
  assign _zz__zz_checked_inWindow_68_1 = {1'd0, _zz_checked_inWindow_67};
  assign _zz__zz_checked_inWindow_68_3 = (~ _zz_checked_inWindow_66);
  assign _zz__zz_checked_inWindow_68_2 = {1'd0, _zz__zz_checked_inWindow_68_3};
  assign _zz__zz_checked_inWindow_69 = (_zz__zz_checked_inWindow_69_1 + _zz__zz_checked_inWindow_69_2);
  assign _zz__zz_checked_inWindow_69_1 = {1'd0, _zz_checked_inWindow_66};
  assign _zz__zz_checked_inWindow_69_3 = (~ _zz_checked_inWindow_67);
  assign _zz__zz_checked_inWindow_69_2 = {1'd0, _zz__zz_checked_inWindow_69_3};
  assign _zz__zz_checked_inWindow_72 = (_zz__zz_checked_inWindow_72_1 + _zz__zz_checked_inWindow_72_2);
  assign _zz__zz_checked_inWindow_72_1 = {1'd0, _zz_checked_inWindow_71};
  assign _zz__zz_checked_inWindow_72_3 = (~ _zz_checked_inWindow_70);
  assign _zz__zz_checked_inWindow_72_2 = {1'd0, _zz__zz_checked_inWindow_72_3};
  assign _zz__zz_checked_inWindow_73 = (_zz__zz_checked_inWindow_73_1 + _zz__zz_checked_inWindow_73_2);
  assign _zz__zz_checked_inWindow_73_1 = {1'd0, _zz_checked_inWindow_70};
  assign _zz__zz_checked_inWindow_73_3 = (~ _zz_checked_inWindow_71);
  assign _zz__zz_checked_inWindow_73_2 = {1'd0, _zz__zz_checked_inWindow_73_3};
  assign _zz__zz_checked_inWindow_76 = (_zz__zz_checked_inWindow_76_1 + _zz__zz_checked_inWindow_76_2);
  assign _zz__zz_checked_inWindow_76_1 = {1'd0, _zz_checked_inWindow_75};
  assign _zz__zz_checked_inWindow_76_3 = (~ _zz_checked_inWindow_74);
  assign _zz__zz_checked_inWindow_76_2 = {1'd0, _zz__zz_checked_inWindow_76_3};
  assign _zz__zz_checked_inWindow_77 = (_zz__zz_checked_inWindow_77_1 + _zz__zz_checked_inWindow_77_2);
  assign _zz__zz_checked_inWindow_77_1 = {1'd0, _zz_checked_inWindow_74};
  assign _zz__zz_checked_inWindow_77_3 = (~ _zz_checked_inWindow_75);
  assign _zz__zz_checked_inWindow_77_2 = {1'd0, _zz__zz_checked_inWindow_77_3};
  assign _zz_count = (count - 4'b0001);
  assign _zz_count_1 = (count + 4'b0001);
  assign _zz_reserved = (reserved + (popR ? kM1 : k));
  assign _zz_reserved_1 = (reserved - _zz_reserved_2);
  assign _zz_reserved_3 = popR;
  assign _zz_reserved_2 = {3'd0, _zz_reserved_3};
  assign _zz_fetchPtr = {28'd0, k};
  assign _zz_flags_hits = (checked_isItem && checked_badType);
  assign _zz_flags_hits_1 = (checked_isItem && checked_resItem);
  assign _zz_flags_hits_2 = (! ((checked_isItem || checked_isTxEnd) || checked_isPush));
  assign _zz_io_wData = flags_tooBig;
  assign _zz_io_wData_1 = flags_lenZero;
  SyncRam_2 dRam (
    .io_we    (v1                  ), //i
    .io_wAddr (wdPtr[2:0]          ), //i
    .io_wData (dRam_io_wData[255:0]), //i
    .io_re    (1'b1                ), //i
    .io_rAddr (rdAddr[2:0]         ), //i
    .io_rData (dRam_io_rData[255:0]), //o
    .clk      (clk                 ), //i
    .inReset  (inReset             )  //i
  );
  SyncRam_3 fRam (
    .io_we    (vs_5               ), //i
    .io_wAddr (wrPtr[2:0]         ), //i
    .io_wData (fRam_io_wData[18:0]), //i
    .io_re    (1'b1               ), //i
    .io_rAddr (rdAddr[2:0]        ), //i
    .io_rData (fRam_io_rData[18:0]), //o
    .clk      (clk                ), //i
    .inReset  (inReset            )  //i
  );
  assign masked = (fetchPtr & io_sqMask);
  assign _zz_avail_v = (avail_hiZero && avail_midZero);
  assign avail_v = (_zz_avail_v ? _zz_avail_v_1 : 4'b1000);
  assign avail_m1 = (_zz_avail_v ? _zz_avail_m1 : 4'b0111);
  assign _zz_toEnd_v = (toEnd_hiZero && toEnd_midZero);
  assign toEnd_v = (_zz_toEnd_v ? _zz_toEnd_v_1 : 4'b1000);
  assign toEnd_m1 = (_zz_toEnd_v ? _zz_toEnd_m1 : 4'b0111);
  assign yLow = pageY[2 : 0];
  assign yBelow8 = (pageY[6 : 3] == 4'b0000);
  assign pgOdd = (yBelow8 ? _zz_pgOdd : 4'b1000);
  assign pgOddM1 = (yBelow8 ? _zz_pgOddM1 : 4'b0111);
  assign _zz_pgEven = (yBelow8 && (yLow != 3'b111));
  assign _zz_pgEven_1 = _zz__zz_pgEven_1[2:0];
  assign pgEven = (_zz_pgEven ? _zz_pgEven_2 : 4'b1000);
  assign pgEvenM1 = (_zz_pgEven ? _zz_pgEvenM1 : 4'b0111);
  assign roomD = (4'b1000 - reserved);
  assign _zz_rm = (roomD < 4'b1000);
  assign _zz_rm_1 = roomD[2 : 0];
  assign rm = (_zz_rm ? _zz_rm_2 : 4'b1000);
  assign rmM1 = (_zz_rm ? _zz_rmM1 : 4'b0111);
  assign _zz_arAddr = io_sqBase;
  assign _zz_arAddr_1 = {27'd0, _zz__zz_arAddr_1};
  assign arAddr = _zz_arAddr_6[63:0];
  assign when_Dma_l435 = (cool != 3'b000);
  assign io_ar_fire = (io_ar_valid && io_ar_ready);
  assign when_Dma_l437 = (io_ar_fire || flushR);
  assign io_ar_valid = armed;
  assign io_ar_payload_addr = arAddr;
  assign io_ar_payload_id = 1'b0;
  assign io_ar_payload_len = {2'd0, _zz_io_ar_payload_len};
  assign io_ar_payload_size = 3'b011;
  assign io_ar_payload_burst = 2'b01;
  assign io_r_ready = 1'b1;
  assign io_r_fire = (io_r_valid && io_r_ready);
  assign when_Dma_l466 = (got && (drop != 4'b0000));
  assign _zz_d1_opcode = {rData,shift};
  assign _zz_addrNz_0 = d1_addr;
  assign lenZero = (((lenLoZero && (! lenMid)) && (! len20)) && (! lenHi));
  assign checked_lenZero = fN_lenZero;
  assign checked_tooBig = fN_tooBig;
  assign checked_badType = fN_badType;
  assign checked_resItem = fN_resItem;
  assign checked_resPush = fN_resPush;
  assign checked_keyNonZero = fN_keyNonZero;
  always @(*) begin
    checked_inWindow = fN_inWindow;
    checked_inWindow = (fN_lenZero || _zz_checked_inWindow_84);
  end

  assign checked_isItem = fN_isItem;
  assign checked_isTxEnd = fN_isTxEnd;
  assign checked_isPush = fN_isPush;
  assign checked_hits = fN_hits;
  assign checked_others = fN_others;
  assign _zz_checked_inWindow = d1_addr;
  assign _zz_checked_inWindow_1 = _zz_checked_inWindow;
  assign _zz_checked_inWindow_2 = {32'd0, d1_len};
  assign _zz_checked_inWindow_7 = {_zz_checked_inWindow_5,_zz_checked_inWindow_6};
  assign _zz_checked_inWindow_8 = winBase_0;
  assign _zz_checked_inWindow_9 = _zz_checked_inWindow_8[15 : 0];
  assign _zz_checked_inWindow_10 = _zz_checked_inWindow[15 : 0];
  assign _zz_checked_inWindow_13 = _zz_checked_inWindow_8[31 : 16];
  assign _zz_checked_inWindow_14 = _zz_checked_inWindow[31 : 16];
  assign _zz_checked_inWindow_17 = _zz_checked_inWindow_8[47 : 32];
  assign _zz_checked_inWindow_18 = _zz_checked_inWindow[47 : 32];
  assign _zz_checked_inWindow_21 = _zz_checked_inWindow_8[63 : 48];
  assign _zz_checked_inWindow_22 = _zz_checked_inWindow[63 : 48];
  assign _zz_checked_inWindow_25 = winBase_1;
  assign _zz_checked_inWindow_26 = _zz_checked_inWindow_25[15 : 0];
  assign _zz_checked_inWindow_27 = _zz_checked_inWindow[15 : 0];
  assign _zz_checked_inWindow_30 = _zz_checked_inWindow_25[31 : 16];
  assign _zz_checked_inWindow_31 = _zz_checked_inWindow[31 : 16];
  assign _zz_checked_inWindow_34 = _zz_checked_inWindow_25[47 : 32];
  assign _zz_checked_inWindow_35 = _zz_checked_inWindow[47 : 32];
  assign _zz_checked_inWindow_38 = _zz_checked_inWindow_25[63 : 48];
  assign _zz_checked_inWindow_39 = _zz_checked_inWindow[63 : 48];
  assign _zz_checked_inWindow_44 = {1'd0, winLimit_0};
  assign _zz_checked_inWindow_45 = _zz_checked_inWindow_7[15 : 0];
  assign _zz_checked_inWindow_46 = _zz_checked_inWindow_44[15 : 0];
  assign _zz_checked_inWindow_49 = _zz_checked_inWindow_7[31 : 16];
  assign _zz_checked_inWindow_50 = _zz_checked_inWindow_44[31 : 16];
  assign _zz_checked_inWindow_53 = _zz_checked_inWindow_7[47 : 32];
  assign _zz_checked_inWindow_54 = _zz_checked_inWindow_44[47 : 32];
  assign _zz_checked_inWindow_57 = _zz_checked_inWindow_7[64 : 48];
  assign _zz_checked_inWindow_58 = _zz_checked_inWindow_44[64 : 48];
  assign _zz_checked_inWindow_61 = {1'd0, winLimit_1};
  assign _zz_checked_inWindow_62 = _zz_checked_inWindow_7[15 : 0];
  assign _zz_checked_inWindow_63 = _zz_checked_inWindow_61[15 : 0];
  assign _zz_checked_inWindow_66 = _zz_checked_inWindow_7[31 : 16];
  assign _zz_checked_inWindow_67 = _zz_checked_inWindow_61[31 : 16];
  assign _zz_checked_inWindow_70 = _zz_checked_inWindow_7[47 : 32];
  assign _zz_checked_inWindow_71 = _zz_checked_inWindow_61[47 : 32];
  assign _zz_checked_inWindow_74 = _zz_checked_inWindow_7[64 : 48];
  assign _zz_checked_inWindow_75 = _zz_checked_inWindow_61[64 : 48];
  assign flags_lenZero = checked_lenZero;
  assign flags_tooBig = checked_tooBig;
  assign flags_badType = checked_badType;
  assign flags_resItem = checked_resItem;
  assign flags_resPush = checked_resPush;
  assign flags_keyNonZero = checked_keyNonZero;
  assign flags_inWindow = checked_inWindow;
  assign flags_isItem = checked_isItem;
  assign flags_isTxEnd = checked_isTxEnd;
  assign flags_isPush = checked_isPush;
  always @(*) begin
    flags_hits = checked_hits;
    flags_hits = {(checked_isPush && checked_resPush),{(checked_isTxEnd && (checked_resPush || checked_keyNonZero)),{checked_isItem,{(checked_isItem && (! checked_inWindow)),{(checked_isItem && checked_tooBig),{_zz_flags_hits,{_zz_flags_hits_1,_zz_flags_hits_2}}}}}}};
  end

  always @(*) begin
    flags_others = checked_others;
    flags_others = ((((((flags_hits[0] || flags_hits[1]) || flags_hits[2]) || flags_hits[3]) || flags_hits[4]) || flags_hits[6]) || flags_hits[7]);
  end

  assign dRam_io_wData = {d1_reserved,{d1_tag,{d1_addr,{d1_key,{d1_len,{d1_flags,{d1_itemType,d1_opcode}}}}}}};
  assign fRam_io_wData = {flags_others,{flags_hits,{flags_isPush,{flags_isTxEnd,{flags_isItem,{flags_inWindow,{flags_keyNonZero,{flags_resPush,{flags_resItem,{flags_badType,{_zz_io_wData,_zz_io_wData_1}}}}}}}}}}};
  assign rdAddr = ((fresh && io_readyCopy) ? rdNext : rdPtr);
  assign _zz_headD_opcode = dRam_io_rData;
  assign headD_opcode = _zz_headD_opcode[7 : 0];
  assign headD_itemType = _zz_headD_opcode[15 : 8];
  assign headD_flags = _zz_headD_opcode[31 : 16];
  assign headD_len = _zz_headD_opcode[63 : 32];
  assign headD_key = _zz_headD_opcode[127 : 64];
  assign headD_addr = _zz_headD_opcode[191 : 128];
  assign headD_tag = _zz_headD_opcode[223 : 192];
  assign headD_reserved = _zz_headD_opcode[255 : 224];
  assign _zz_headF_lenZero = fRam_io_rData;
  assign headF_lenZero = _zz_headF_lenZero[0];
  assign headF_tooBig = _zz_headF_lenZero[1];
  assign headF_badType = _zz_headF_lenZero[2];
  assign headF_resItem = _zz_headF_lenZero[3];
  assign headF_resPush = _zz_headF_lenZero[4];
  assign headF_keyNonZero = _zz_headF_lenZero[5];
  assign headF_inWindow = _zz_headF_lenZero[6];
  assign headF_isItem = _zz_headF_lenZero[7];
  assign headF_isTxEnd = _zz_headF_lenZero[8];
  assign headF_isPush = _zz_headF_lenZero[9];
  assign headF_hits = _zz_headF_lenZero[17 : 10];
  assign headF_others = _zz_headF_lenZero[18];
  assign io_desc_fire = (io_desc_valid && io_desc_ready);
  assign io_desc_valid = fresh;
  assign io_desc_payload_d_opcode = headD_opcode;
  assign io_desc_payload_d_itemType = headD_itemType;
  assign io_desc_payload_d_flags = headD_flags;
  assign io_desc_payload_d_len = headD_len;
  assign io_desc_payload_d_key = headD_key;
  assign io_desc_payload_d_addr = headD_addr;
  assign io_desc_payload_d_tag = headD_tag;
  assign io_desc_payload_d_reserved = headD_reserved;
  assign io_desc_payload_f_lenZero = headF_lenZero;
  assign io_desc_payload_f_tooBig = headF_tooBig;
  assign io_desc_payload_f_badType = headF_badType;
  assign io_desc_payload_f_resItem = headF_resItem;
  assign io_desc_payload_f_resPush = headF_resPush;
  assign io_desc_payload_f_keyNonZero = headF_keyNonZero;
  assign io_desc_payload_f_inWindow = headF_inWindow;
  assign io_desc_payload_f_isItem = headF_isItem;
  assign io_desc_payload_f_isTxEnd = headF_isTxEnd;
  assign io_desc_payload_f_isPush = headF_isPush;
  assign io_desc_payload_f_hits = headF_hits;
  assign io_desc_payload_f_others = headF_others;
  assign inflightM1 = (inflight - 4'b0001);
  assign inflightK = (inflight + k);
  assign inflightKM1 = (inflight + kM1);
  assign io_idle = (inflightZero && stepsEmpty);
  always @(posedge clk) begin
    if(inReset) begin
      flushR <= 1'b0;
      fetchPtr <= 32'h0;
      reserved <= 4'b0000;
      inflight <= 4'b0000;
      drop <= 4'b0000;
      cool <= 3'b000;
      coolOk <= 1'b1;
      armed <= 1'b0;
      rFire <= 1'b0;
      beat <= 2'b00;
      got <= 1'b0;
      v1 <= 1'b0;
      vs_1 <= 1'b0;
      vs_2 <= 1'b0;
      vs_3 <= 1'b0;
      vs_4 <= 1'b0;
      vs_5 <= 1'b0;
      wdPtr <= 3'b000;
      wrPtr <= 3'b000;
      rdPtr <= 3'b000;
      rdNext <= 3'b001;
      count <= 4'b0000;
      _zz_1 <= 1'b0;
      _zz_2 <= 1'b0;
      fresh <= 1'b0;
      readOk <= 1'b0;
      popR <= 1'b0;
      inflightZero <= 1'b1;
      stepsEmpty <= 1'b1;
    end else begin
      flushR <= io_flush;
      if(when_Dma_l435) begin
        cool <= (cool - 3'b001);
      end
      coolOk <= (cool <= 3'b010);
      if(when_Dma_l437) begin
        cool <= 3'b101;
        coolOk <= 1'b0;
      end
      armed <= (((((((io_enable && (! io_ar_fire)) && (! io_flush)) && (! flushR)) && coolOk) && kNonZeroAhead) && flightOk) && ((! io_hold) || armed));
      rFire <= io_r_fire;
      if(io_r_fire) begin
        beat <= (beat + 2'b01);
      end
      got <= (io_r_fire && (beat == 2'b11));
      if(when_Dma_l466) begin
        drop <= (drop - 4'b0001);
      end
      v1 <= ((got && (drop == 4'b0000)) && (! flushR));
      vs_1 <= (v1 && (! flushR));
      vs_2 <= (vs_1 && (! flushR));
      vs_3 <= (vs_2 && (! flushR));
      vs_4 <= (vs_3 && (! flushR));
      vs_5 <= (vs_4 && (! flushR));
      if(v1) begin
        wdPtr <= (wdPtr + 3'b001);
      end
      if(vs_5) begin
        wrPtr <= (wrPtr + 3'b001);
      end
      _zz_1 <= 1'b1;
      _zz_2 <= _zz_1;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((io_readyCopy == io_desc_ready) || (! _zz_2))); // Fsm.scala:L78
        `else
          if(!((io_readyCopy == io_desc_ready) || (! _zz_2))) begin
            $display("FAILURE the fetcher's copy of the descriptor READY differs from it"); // Fsm.scala:L78
            $finish;
          end
        `endif
      `endif
      readOk <= (((io_desc_fire ? (4'b0001 < count) : (count != 4'b0000)) && (! io_flush)) && (! flushR));
      fresh <= ((readOk && (! io_desc_fire)) && (! io_flush));
      if(io_desc_fire) begin
        rdPtr <= rdNext;
        rdNext <= (rdNext + 3'b001);
      end
      count <= (io_desc_fire ? (vs_5 ? count : _zz_count) : (vs_5 ? _zz_count_1 : count));
      popR <= io_desc_fire;
      reserved <= (io_ar_fire ? _zz_reserved : _zz_reserved_1);
      inflight <= (io_ar_fire ? (got ? inflightKM1 : inflightK) : (got ? inflightM1 : inflight));
      if(io_ar_fire) begin
        fetchPtr <= (fetchPtr + _zz_fetchPtr);
      end
      if(flushR) begin
        drop <= (got ? inflightM1 : inflight);
        reserved <= 4'b0000;
        fetchPtr <= 32'h0;
        wdPtr <= 3'b000;
        wrPtr <= 3'b000;
        rdPtr <= 3'b000;
        rdNext <= 3'b001;
        count <= 4'b0000;
        fresh <= 1'b0;
      end
      inflightZero <= ((! io_ar_fire) && (got ? (inflight == 4'b0001) : (inflight == 4'b0000)));
      stepsEmpty <= ((! ((got && (drop == 4'b0000)) && (! flushR))) && (flushR || (! ((((v1 || vs_1) || vs_2) || vs_3) || vs_4))));
    end
  end

  always @(posedge clk) begin
    sqSize <= (io_sqMask + 32'h00000001);
    avail_lo <= (_zz_avail_lo - _zz_avail_lo_2);
    avail_hi <= (io_sqTail[31 : 16] - fetchPtr[31 : 16]);
    avail_hiZero <= (avail_lo[16] ? (avail_hi == 16'h0001) : (avail_hi == 16'h0));
    avail_midZero <= (avail_lo[15 : 3] == 13'h0);
    avail_low <= avail_lo[2 : 0];
    avail_clipped <= avail_v;
    avail_clippedM1 <= avail_m1;
    toEnd_lo <= (_zz_toEnd_lo - _zz_toEnd_lo_2);
    toEnd_hi <= (sqSize[31 : 16] - masked[31 : 16]);
    toEnd_hiZero <= (toEnd_lo[16] ? (toEnd_hi == 16'h0001) : (toEnd_hi == 16'h0));
    toEnd_midZero <= (toEnd_lo[15 : 3] == 13'h0);
    toEnd_low <= toEnd_lo[2 : 0];
    toEnd_clipped <= toEnd_v;
    toEnd_clippedM1 <= toEnd_m1;
    pageNeg <= (~ io_sqBase[11 : 5]);
    pageOdd <= (io_sqBase[4 : 0] != 5'h0);
    pageY <= (pageNeg - masked[6 : 0]);
    toPageR <= (pageOdd ? pgOdd : pgEven);
    toPageM1 <= (pageOdd ? pgOddM1 : pgEvenM1);
    roomR <= rm;
    roomM1 <= rmM1;
    mnA <= ((avail_clipped < toEnd_clipped) ? avail_clipped : toEnd_clipped);
    mnAM1 <= ((avail_clipped < toEnd_clipped) ? avail_clippedM1 : toEnd_clippedM1);
    mnB <= ((toPageR < roomR) ? toPageR : roomR);
    mnBM1 <= ((toPageR < roomR) ? toPageM1 : roomM1);
    kNonZeroAhead <= ((((avail_clipped != 4'b0000) && (toEnd_clipped != 4'b0000)) && (toPageR != 4'b0000)) && (roomR != 4'b0000));
    k <= ((mnA < mnB) ? mnA : mnB);
    kM1 <= ((mnA < mnB) ? mnAM1 : mnBM1);
    idx <= masked;
    _zz_arAddr_2 <= ({1'b0,_zz_arAddr[31 : 0]} + {1'b0,_zz_arAddr_1[31 : 0]});
    _zz_arAddr_3 <= ({1'b0,_zz_arAddr[63 : 32]} + {1'b0,_zz_arAddr_1[63 : 32]});
    _zz_arAddr_4 <= (_zz_arAddr_3 + _zz__zz_arAddr_4);
    _zz_arAddr_5 <= _zz_arAddr_2[31 : 0];
    flightOk <= (inflight <= 4'b0000);
    rData <= io_r_payload_data;
    if(rFire) begin
      shift <= {rData,shift[191 : 64]};
    end
    d1_opcode <= _zz_d1_opcode[7 : 0];
    d1_itemType <= _zz_d1_opcode[15 : 8];
    d1_flags <= _zz_d1_opcode[31 : 16];
    d1_len <= _zz_d1_opcode[63 : 32];
    d1_key <= _zz_d1_opcode[127 : 64];
    d1_addr <= _zz_d1_opcode[191 : 128];
    d1_tag <= _zz_d1_opcode[223 : 192];
    d1_reserved <= _zz_d1_opcode[255 : 224];
    lenLoZero <= (d1_len[15 : 0] == 16'h0);
    lenMid <= (d1_len[19 : 16] != 4'b0000);
    len20 <= d1_len[20];
    lenHi <= (d1_len[31 : 21] != 11'h0);
    opItem <= (d1_opcode == 8'h01);
    opTxEnd <= (d1_opcode == 8'h02);
    opPush <= (d1_opcode == 8'h03);
    typeZero <= (d1_itemType == 8'h0);
    typeCtl <= (d1_itemType[7 : 6] == 2'b11);
    flagsNz <= (d1_flags != 16'h0);
    keyNz_0 <= (d1_key[15 : 0] != 16'h0);
    keyNz_1 <= (d1_key[31 : 16] != 16'h0);
    keyNz_2 <= (d1_key[47 : 32] != 16'h0);
    keyNz_3 <= (d1_key[63 : 48] != 16'h0);
    addrNz_0 <= (_zz_addrNz_0[15 : 0] != 16'h0);
    addrNz_1 <= (_zz_addrNz_0[31 : 16] != 16'h0);
    addrNz_2 <= (_zz_addrNz_0[47 : 32] != 16'h0);
    addrNz_3 <= (_zz_addrNz_0[63 : 48] != 16'h0);
    resNz_0 <= (d1_reserved[15 : 0] != 16'h0);
    resNz_1 <= (d1_reserved[31 : 16] != 16'h0);
    f3_lenZero <= lenZero;
    f3_tooBig <= (lenHi || (len20 && (lenMid || (! lenLoZero))));
    f3_badType <= (typeZero || typeCtl);
    f3_resItem <= (flagsNz || (resNz_0 || resNz_1));
    f3_resPush <= (((((! typeZero) || flagsNz) || (! lenZero)) || (((addrNz_0 || addrNz_1) || addrNz_2) || addrNz_3)) || (resNz_0 || resNz_1));
    f3_keyNonZero <= (((keyNz_0 || keyNz_1) || keyNz_2) || keyNz_3);
    f3_inWindow <= 1'b0;
    f3_isItem <= opItem;
    f3_isTxEnd <= opTxEnd;
    f3_isPush <= opPush;
    f3_hits <= 8'h0;
    f3_others <= 1'b0;
    f3_regNext_lenZero <= f3_lenZero;
    f3_regNext_tooBig <= f3_tooBig;
    f3_regNext_badType <= f3_badType;
    f3_regNext_resItem <= f3_resItem;
    f3_regNext_resPush <= f3_resPush;
    f3_regNext_keyNonZero <= f3_keyNonZero;
    f3_regNext_inWindow <= f3_inWindow;
    f3_regNext_isItem <= f3_isItem;
    f3_regNext_isTxEnd <= f3_isTxEnd;
    f3_regNext_isPush <= f3_isPush;
    f3_regNext_hits <= f3_hits;
    f3_regNext_others <= f3_others;
    f3_regNext_regNext_lenZero <= f3_regNext_lenZero;
    f3_regNext_regNext_tooBig <= f3_regNext_tooBig;
    f3_regNext_regNext_badType <= f3_regNext_badType;
    f3_regNext_regNext_resItem <= f3_regNext_resItem;
    f3_regNext_regNext_resPush <= f3_regNext_resPush;
    f3_regNext_regNext_keyNonZero <= f3_regNext_keyNonZero;
    f3_regNext_regNext_inWindow <= f3_regNext_inWindow;
    f3_regNext_regNext_isItem <= f3_regNext_isItem;
    f3_regNext_regNext_isTxEnd <= f3_regNext_isTxEnd;
    f3_regNext_regNext_isPush <= f3_regNext_isPush;
    f3_regNext_regNext_hits <= f3_regNext_hits;
    f3_regNext_regNext_others <= f3_regNext_others;
    fN_lenZero <= f3_regNext_regNext_lenZero;
    fN_tooBig <= f3_regNext_regNext_tooBig;
    fN_badType <= f3_regNext_regNext_badType;
    fN_resItem <= f3_regNext_regNext_resItem;
    fN_resPush <= f3_regNext_regNext_resPush;
    fN_keyNonZero <= f3_regNext_regNext_keyNonZero;
    fN_inWindow <= f3_regNext_regNext_inWindow;
    fN_isItem <= f3_regNext_regNext_isItem;
    fN_isTxEnd <= f3_regNext_regNext_isTxEnd;
    fN_isPush <= f3_regNext_regNext_isPush;
    fN_hits <= f3_regNext_regNext_hits;
    fN_others <= f3_regNext_regNext_others;
    winBase_0 <= io_winBase_0;
    winBase_1 <= io_winBase_1;
    winLimit_0 <= io_winLimit_0;
    winLimit_1 <= io_winLimit_1;
    _zz_checked_inWindow_3 <= ({1'b0,_zz_checked_inWindow_1[31 : 0]} + {1'b0,_zz_checked_inWindow_2[31 : 0]});
    _zz_checked_inWindow_4 <= ({1'b0,_zz_checked_inWindow_1[63 : 32]} + {1'b0,_zz_checked_inWindow_2[63 : 32]});
    _zz_checked_inWindow_5 <= (_zz_checked_inWindow_4 + _zz__zz_checked_inWindow_5);
    _zz_checked_inWindow_6 <= _zz_checked_inWindow_3[31 : 0];
    _zz_checked_inWindow_11 <= _zz__zz_checked_inWindow_11[16];
    _zz_checked_inWindow_12 <= _zz__zz_checked_inWindow_12[16];
    _zz_checked_inWindow_15 <= _zz__zz_checked_inWindow_15[16];
    _zz_checked_inWindow_16 <= _zz__zz_checked_inWindow_16[16];
    _zz_checked_inWindow_19 <= _zz__zz_checked_inWindow_19[16];
    _zz_checked_inWindow_20 <= _zz__zz_checked_inWindow_20[16];
    _zz_checked_inWindow_23 <= _zz__zz_checked_inWindow_23[16];
    _zz_checked_inWindow_24 <= _zz__zz_checked_inWindow_24[16];
    _zz_checked_inWindow_28 <= _zz__zz_checked_inWindow_28[16];
    _zz_checked_inWindow_29 <= _zz__zz_checked_inWindow_29[16];
    _zz_checked_inWindow_32 <= _zz__zz_checked_inWindow_32[16];
    _zz_checked_inWindow_33 <= _zz__zz_checked_inWindow_33[16];
    _zz_checked_inWindow_36 <= _zz__zz_checked_inWindow_36[16];
    _zz_checked_inWindow_37 <= _zz__zz_checked_inWindow_37[16];
    _zz_checked_inWindow_40 <= _zz__zz_checked_inWindow_40[16];
    _zz_checked_inWindow_41 <= _zz__zz_checked_inWindow_41[16];
    _zz_checked_inWindow_42 <= (! (_zz_checked_inWindow_24 || ((! _zz_checked_inWindow_23) && (_zz_checked_inWindow_20 || ((! _zz_checked_inWindow_19) && (_zz_checked_inWindow_16 || ((! _zz_checked_inWindow_15) && (_zz_checked_inWindow_12 || ((! _zz_checked_inWindow_11) && 1'b0)))))))));
    _zz_checked_inWindow_43 <= (! (_zz_checked_inWindow_41 || ((! _zz_checked_inWindow_40) && (_zz_checked_inWindow_37 || ((! _zz_checked_inWindow_36) && (_zz_checked_inWindow_33 || ((! _zz_checked_inWindow_32) && (_zz_checked_inWindow_29 || ((! _zz_checked_inWindow_28) && 1'b0)))))))));
    _zz_checked_inWindow_47 <= _zz__zz_checked_inWindow_47[16];
    _zz_checked_inWindow_48 <= _zz__zz_checked_inWindow_48[16];
    _zz_checked_inWindow_51 <= _zz__zz_checked_inWindow_51[16];
    _zz_checked_inWindow_52 <= _zz__zz_checked_inWindow_52[16];
    _zz_checked_inWindow_55 <= _zz__zz_checked_inWindow_55[16];
    _zz_checked_inWindow_56 <= _zz__zz_checked_inWindow_56[16];
    _zz_checked_inWindow_59 <= _zz__zz_checked_inWindow_59[17];
    _zz_checked_inWindow_60 <= _zz__zz_checked_inWindow_60[17];
    _zz_checked_inWindow_64 <= _zz__zz_checked_inWindow_64[16];
    _zz_checked_inWindow_65 <= _zz__zz_checked_inWindow_65[16];
    _zz_checked_inWindow_68 <= _zz__zz_checked_inWindow_68[16];
    _zz_checked_inWindow_69 <= _zz__zz_checked_inWindow_69[16];
    _zz_checked_inWindow_72 <= _zz__zz_checked_inWindow_72[16];
    _zz_checked_inWindow_73 <= _zz__zz_checked_inWindow_73[16];
    _zz_checked_inWindow_76 <= _zz__zz_checked_inWindow_76[17];
    _zz_checked_inWindow_77 <= _zz__zz_checked_inWindow_77[17];
    _zz_checked_inWindow_78 <= _zz_checked_inWindow_42;
    _zz_checked_inWindow_79 <= _zz_checked_inWindow_43;
    _zz_checked_inWindow_80 <= (! (_zz_checked_inWindow_60 || ((! _zz_checked_inWindow_59) && (_zz_checked_inWindow_56 || ((! _zz_checked_inWindow_55) && (_zz_checked_inWindow_52 || ((! _zz_checked_inWindow_51) && (_zz_checked_inWindow_48 || ((! _zz_checked_inWindow_47) && 1'b0)))))))));
    _zz_checked_inWindow_81 <= (! (_zz_checked_inWindow_77 || ((! _zz_checked_inWindow_76) && (_zz_checked_inWindow_73 || ((! _zz_checked_inWindow_72) && (_zz_checked_inWindow_69 || ((! _zz_checked_inWindow_68) && (_zz_checked_inWindow_65 || ((! _zz_checked_inWindow_64) && 1'b0)))))))));
    _zz_checked_inWindow_82 <= _zz_checked_inWindow_78;
    _zz_checked_inWindow_83 <= _zz_checked_inWindow_79;
    _zz_checked_inWindow_84 <= ((_zz_checked_inWindow_82 && _zz_checked_inWindow_80) || (_zz_checked_inWindow_83 && _zz_checked_inWindow_81));
  end


endmodule

module KeyTable (
  input  wire          io_item_valid,
  input  wire [7:0]    io_item_payload_itemType,
  input  wire [63:0]   io_item_payload_key,
  input  wire [20:0]   io_item_payload_len,
  input  wire [63:0]   io_item_payload_addr,
  input  wire          io_clear,
  output wire [5:0]    io_used,
  output wire          io_busy,
  output wire          io_ready,
  output wire          io_relog,
  output wire          io_whiteout,
  output wire          io_eviction,
  output wire          io_accepted,
  input  wire          io_rdEn,
  input  wire [4:0]    io_rdAddr,
  output wire [7:0]    io_rdData_itemType,
  output wire [63:0]   io_rdData_key,
  output wire [20:0]   io_rdData_len,
  output wire [63:0]   io_rdData_addr,
  input  wire          io_rdRestart,
  input  wire          io_rdAdvance,
  output wire          io_rdDead,
  input  wire          clk,
  input  wire          inReset
);

  wire       [156:0]  table_1_io_wData;
  wire                index_io_we;
  wire       [3:0]    index_io_wAddr;
  wire       [72:0]   index_io_wData;
  wire       [156:0]  table_1_io_rData;
  wire       [72:0]   index_io_rData;
  wire       [3:0]    _zz_slotS;
  wire       [3:0]    _zz_slotS_1;
  wire       [3:0]    _zz_slotS_2;
  wire       [1:0]    _zz__zz_keyChunksB_0;
  wire       [1:0]    _zz__zz_keyChunksB_0_1;
  wire                _zz__zz_keyChunksB_0_2;
  wire       [0:0]    _zz__zz_keyChunksB_0_3;
  wire       [25:0]   _zz__zz_keyChunksB_0_4;
  wire       [1:0]    _zz__zz_keyChunksB_0_5;
  wire       [1:0]    _zz__zz_keyChunksB_0_6;
  wire                _zz__zz_keyChunksB_0_7;
  wire       [0:0]    _zz__zz_keyChunksB_0_8;
  wire       [18:0]   _zz__zz_keyChunksB_0_9;
  wire       [1:0]    _zz__zz_keyChunksB_0_10;
  wire       [1:0]    _zz__zz_keyChunksB_0_11;
  wire                _zz__zz_keyChunksB_0_12;
  wire       [0:0]    _zz__zz_keyChunksB_0_13;
  wire       [11:0]   _zz__zz_keyChunksB_0_14;
  wire       [1:0]    _zz__zz_keyChunksB_0_15;
  wire       [1:0]    _zz__zz_keyChunksB_0_16;
  wire                _zz__zz_keyChunksB_0_17;
  wire       [0:0]    _zz__zz_keyChunksB_0_18;
  wire       [4:0]    _zz__zz_keyChunksB_0_19;
  wire       [3:0]    _zz_keyChunksB_0_1;
  wire                _zz_keyChunksB_0_2;
  wire                _zz_keyChunksB_0_3;
  wire       [1:0]    _zz__zz_keyChunksB_1;
  wire       [1:0]    _zz__zz_keyChunksB_1_1;
  wire                _zz__zz_keyChunksB_1_2;
  wire       [0:0]    _zz__zz_keyChunksB_1_3;
  wire       [24:0]   _zz__zz_keyChunksB_1_4;
  wire       [1:0]    _zz__zz_keyChunksB_1_5;
  wire       [1:0]    _zz__zz_keyChunksB_1_6;
  wire                _zz__zz_keyChunksB_1_7;
  wire       [0:0]    _zz__zz_keyChunksB_1_8;
  wire       [17:0]   _zz__zz_keyChunksB_1_9;
  wire       [1:0]    _zz__zz_keyChunksB_1_10;
  wire       [1:0]    _zz__zz_keyChunksB_1_11;
  wire                _zz__zz_keyChunksB_1_12;
  wire       [0:0]    _zz__zz_keyChunksB_1_13;
  wire       [10:0]   _zz__zz_keyChunksB_1_14;
  wire       [1:0]    _zz__zz_keyChunksB_1_15;
  wire       [1:0]    _zz__zz_keyChunksB_1_16;
  wire                _zz__zz_keyChunksB_1_17;
  wire       [0:0]    _zz__zz_keyChunksB_1_18;
  wire       [3:0]    _zz__zz_keyChunksB_1_19;
  wire       [3:0]    _zz_keyChunksB_1_1;
  wire                _zz_keyChunksB_1_2;
  wire                _zz_keyChunksB_1_3;
  wire       [1:0]    _zz__zz_keyChunksB_2;
  wire       [1:0]    _zz__zz_keyChunksB_2_1;
  wire                _zz__zz_keyChunksB_2_2;
  wire       [0:0]    _zz__zz_keyChunksB_2_3;
  wire       [24:0]   _zz__zz_keyChunksB_2_4;
  wire       [1:0]    _zz__zz_keyChunksB_2_5;
  wire       [1:0]    _zz__zz_keyChunksB_2_6;
  wire                _zz__zz_keyChunksB_2_7;
  wire       [0:0]    _zz__zz_keyChunksB_2_8;
  wire       [17:0]   _zz__zz_keyChunksB_2_9;
  wire       [1:0]    _zz__zz_keyChunksB_2_10;
  wire       [1:0]    _zz__zz_keyChunksB_2_11;
  wire                _zz__zz_keyChunksB_2_12;
  wire       [0:0]    _zz__zz_keyChunksB_2_13;
  wire       [10:0]   _zz__zz_keyChunksB_2_14;
  wire       [1:0]    _zz__zz_keyChunksB_2_15;
  wire       [1:0]    _zz__zz_keyChunksB_2_16;
  wire                _zz__zz_keyChunksB_2_17;
  wire       [0:0]    _zz__zz_keyChunksB_2_18;
  wire       [3:0]    _zz__zz_keyChunksB_2_19;
  wire       [3:0]    _zz_keyChunksB_2_1;
  wire                _zz_keyChunksB_2_2;
  wire                _zz_keyChunksB_2_3;
  wire       [1:0]    _zz__zz_keyChunksB_3;
  wire       [1:0]    _zz__zz_keyChunksB_3_1;
  wire                _zz__zz_keyChunksB_3_2;
  wire       [0:0]    _zz__zz_keyChunksB_3_3;
  wire       [24:0]   _zz__zz_keyChunksB_3_4;
  wire       [1:0]    _zz__zz_keyChunksB_3_5;
  wire       [1:0]    _zz__zz_keyChunksB_3_6;
  wire                _zz__zz_keyChunksB_3_7;
  wire       [0:0]    _zz__zz_keyChunksB_3_8;
  wire       [17:0]   _zz__zz_keyChunksB_3_9;
  wire       [1:0]    _zz__zz_keyChunksB_3_10;
  wire       [1:0]    _zz__zz_keyChunksB_3_11;
  wire                _zz__zz_keyChunksB_3_12;
  wire       [0:0]    _zz__zz_keyChunksB_3_13;
  wire       [10:0]   _zz__zz_keyChunksB_3_14;
  wire       [1:0]    _zz__zz_keyChunksB_3_15;
  wire       [1:0]    _zz__zz_keyChunksB_3_16;
  wire                _zz__zz_keyChunksB_3_17;
  wire       [0:0]    _zz__zz_keyChunksB_3_18;
  wire       [3:0]    _zz__zz_keyChunksB_3_19;
  wire       [3:0]    _zz_keyChunksB_3_1;
  wire                _zz_keyChunksB_3_2;
  wire                _zz_keyChunksB_3_3;
  wire       [1:0]    _zz__zz_keyChunksB_4;
  wire       [1:0]    _zz__zz_keyChunksB_4_1;
  wire                _zz__zz_keyChunksB_4_2;
  wire       [0:0]    _zz__zz_keyChunksB_4_3;
  wire       [24:0]   _zz__zz_keyChunksB_4_4;
  wire       [1:0]    _zz__zz_keyChunksB_4_5;
  wire       [1:0]    _zz__zz_keyChunksB_4_6;
  wire                _zz__zz_keyChunksB_4_7;
  wire       [0:0]    _zz__zz_keyChunksB_4_8;
  wire       [17:0]   _zz__zz_keyChunksB_4_9;
  wire       [1:0]    _zz__zz_keyChunksB_4_10;
  wire       [1:0]    _zz__zz_keyChunksB_4_11;
  wire                _zz__zz_keyChunksB_4_12;
  wire       [0:0]    _zz__zz_keyChunksB_4_13;
  wire       [10:0]   _zz__zz_keyChunksB_4_14;
  wire       [1:0]    _zz__zz_keyChunksB_4_15;
  wire       [1:0]    _zz__zz_keyChunksB_4_16;
  wire                _zz__zz_keyChunksB_4_17;
  wire       [0:0]    _zz__zz_keyChunksB_4_18;
  wire       [3:0]    _zz__zz_keyChunksB_4_19;
  wire       [3:0]    _zz_keyChunksB_4_1;
  wire                _zz_keyChunksB_4_2;
  wire                _zz_keyChunksB_4_3;
  wire       [0:0]    _zz__zz_ramOccC;
  wire       [0:0]    _zz__zz_ramOccC_1;
  wire       [1:0]    _zz__zz_ramChunksC;
  wire       [1:0]    _zz__zz_ramChunksC_1;
  wire                _zz__zz_ramChunksC_2;
  wire       [0:0]    _zz__zz_ramChunksC_3;
  wire       [24:0]   _zz__zz_ramChunksC_4;
  wire       [1:0]    _zz__zz_ramChunksC_5;
  wire       [1:0]    _zz__zz_ramChunksC_6;
  wire                _zz__zz_ramChunksC_7;
  wire       [0:0]    _zz__zz_ramChunksC_8;
  wire       [17:0]   _zz__zz_ramChunksC_9;
  wire       [1:0]    _zz__zz_ramChunksC_10;
  wire       [1:0]    _zz__zz_ramChunksC_11;
  wire                _zz__zz_ramChunksC_12;
  wire       [0:0]    _zz__zz_ramChunksC_13;
  wire       [10:0]   _zz__zz_ramChunksC_14;
  wire       [1:0]    _zz__zz_ramChunksC_15;
  wire       [1:0]    _zz__zz_ramChunksC_16;
  wire                _zz__zz_ramChunksC_17;
  wire       [0:0]    _zz__zz_ramChunksC_18;
  wire       [3:0]    _zz__zz_ramChunksC_19;
  wire       [3:0]    _zz_ramChunksC_1;
  wire                _zz_ramChunksC_2;
  wire                _zz_ramChunksC_3;
  wire       [31:0]   _zz_killOhD;
  wire       [31:0]   _zz_killOhD_1;
  wire                _zz_killOhD_2;
  wire       [31:0]   _zz_killOhD_3;
  wire       [31:0]   _zz_killOhD_4;
  reg        [31:0]   dead;
  reg        [5:0]    used;
  reg        [0:0]    epoch;
  reg                 hist_0_valid;
  reg        [3:0]    hist_0_slot;
  reg        [63:0]   hist_0_data_key;
  reg        [1:0]    hist_0_data_cls;
  reg        [4:0]    hist_0_data_entry;
  reg                 hist_0_data_live;
  reg        [0:0]    hist_0_data_epoch;
  reg                 hist_0_occ;
  reg        [31:0]   hist_0_entryOh;
  reg                 hist_1_valid;
  reg        [3:0]    hist_1_slot;
  reg        [63:0]   hist_1_data_key;
  reg        [1:0]    hist_1_data_cls;
  reg        [4:0]    hist_1_data_entry;
  reg                 hist_1_data_live;
  reg        [0:0]    hist_1_data_epoch;
  reg                 hist_1_occ;
  reg        [31:0]   hist_1_entryOh;
  reg                 hist_2_valid;
  reg        [3:0]    hist_2_slot;
  reg        [63:0]   hist_2_data_key;
  reg        [1:0]    hist_2_data_cls;
  reg        [4:0]    hist_2_data_entry;
  reg                 hist_2_data_live;
  reg        [0:0]    hist_2_data_epoch;
  reg                 hist_2_occ;
  reg        [31:0]   hist_2_entryOh;
  reg                 vS;
  reg        [7:0]    itemS_itemType;
  reg        [63:0]   itemS_key;
  reg        [20:0]   itemS_len;
  reg        [63:0]   itemS_addr;
  reg        [3:0]    slotS;
  reg                 vA;
  reg        [7:0]    itemA_itemType;
  reg        [63:0]   itemA_key;
  reg        [20:0]   itemA_len;
  reg        [63:0]   itemA_addr;
  reg        [3:0]    slotA;
  reg                 vB;
  reg        [7:0]    itemB_itemType;
  reg        [63:0]   itemB_key;
  reg        [20:0]   itemB_len;
  reg        [63:0]   itemB_addr;
  reg        [3:0]    slotB;
  reg                 vC;
  reg        [7:0]    itemC_itemType;
  reg        [63:0]   itemC_key;
  reg        [20:0]   itemC_len;
  reg        [63:0]   itemC_addr;
  reg        [3:0]    slotC;
  reg                 vD;
  reg        [7:0]    itemD_itemType;
  reg        [63:0]   itemD_key;
  reg        [20:0]   itemD_len;
  reg        [63:0]   itemD_addr;
  reg        [3:0]    slotD;
  wire       [1:0]    clsD;
  wire       [3:0]    _zz_slotEqB_0;
  wire       [3:0]    _zz_slotEqB_0_1;
  (* keep *) wire       [1:0]    _zz_slotEqB_0_2;
  reg        [1:0]    slotEqB_0;
  wire       [3:0]    _zz_slotEqB_1;
  wire       [3:0]    _zz_slotEqB_1_1;
  (* keep *) wire       [1:0]    _zz_slotEqB_1_2;
  reg        [1:0]    slotEqB_1;
  wire       [3:0]    _zz_slotEqB_2;
  wire       [3:0]    _zz_slotEqB_2_1;
  (* keep *) wire       [1:0]    _zz_slotEqB_2_2;
  reg        [1:0]    slotEqB_2;
  wire       [3:0]    _zz_slotEqB_3;
  wire       [3:0]    _zz_slotEqB_3_1;
  (* keep *) wire       [1:0]    _zz_slotEqB_3_2;
  reg        [1:0]    slotEqB_3;
  wire       [3:0]    _zz_slotEqB_4;
  wire       [3:0]    _zz_slotEqB_4_1;
  (* keep *) wire       [1:0]    _zz_slotEqB_4_2;
  reg        [1:0]    slotEqB_4;
  (* keep *) wire       [31:0]   _zz_keyChunksB_0;
  reg        [7:0]    keyChunksB_0;
  (* keep *) wire       [31:0]   _zz_keyChunksB_1;
  reg        [7:0]    keyChunksB_1;
  (* keep *) wire       [31:0]   _zz_keyChunksB_2;
  reg        [7:0]    keyChunksB_2;
  (* keep *) wire       [31:0]   _zz_keyChunksB_3;
  reg        [7:0]    keyChunksB_3;
  (* keep *) wire       [31:0]   _zz_keyChunksB_4;
  reg        [7:0]    keyChunksB_4;
  wire       [1:0]    aheadB_0_1;
  (* keep *) wire                hitB_0;
  (* keep *) wire                hitB_1;
  (* keep *) wire                hitB_2;
  (* keep *) wire                hitB_3;
  (* keep *) wire                hitB_4;
  reg                 selC_0;
  reg                 selC_1;
  reg                 selC_2;
  reg                 selC_3;
  (* keep *) wire                anyFwdB;
  reg                 srcRamC;
  reg                 srcFifthC;
  wire       [1:0]    clsB;
  wire                doneB;
  reg                 keyEqC_0;
  reg                 keyEqC_1;
  reg                 keyEqC_2;
  reg                 keyEqC_3;
  reg                 keyEqC_4;
  reg                 whiteClsC_0;
  reg                 whiteClsC_1;
  reg                 whiteClsC_2;
  reg                 whiteClsC_3;
  reg                 whiteClsC_4;
  reg                 sameClsC_0;
  reg                 sameClsC_1;
  reg                 sameClsC_2;
  reg                 sameClsC_3;
  reg                 sameClsC_4;
  reg                 killClsC_0;
  reg                 killClsC_1;
  reg                 killClsC_2;
  reg                 killClsC_3;
  reg                 killClsC_4;
  wire       [63:0]   ramB_key;
  wire       [1:0]    ramB_cls;
  wire       [4:0]    ramB_entry;
  wire                ramB_live;
  wire       [0:0]    ramB_epoch;
  (* keep *) wire       [0:0]    _zz_ramOccC;
  reg                 ramOccC;
  (* keep *) wire       [31:0]   _zz_ramChunksC;
  reg        [7:0]    ramChunksC;
  reg                 ramWhiteClsC;
  reg                 ramSameClsC;
  reg                 ramKillClsC;
  reg        [31:0]   ramOhC;
  reg        [31:0]   fifthOhC;
  (* keep *) wire       [1:0]    ramKeyC;
  (* keep *) wire                ramEqC;
  (* keep *) wire                _zz_white_histD;
  reg                 white_histD;
  (* keep *) wire                white_fifth;
  reg                 white_olderD;
  reg                 white_prevD;
  (* keep *) wire                _zz_same_histD;
  reg                 same_histD;
  (* keep *) wire                same_fifth;
  reg                 same_olderD;
  reg                 same_prevD;
  (* keep *) wire                _zz_killed_histD;
  reg                 killed_histD;
  (* keep *) wire                killed_fifth;
  reg                 killed_olderD;
  reg                 killed_prevD;
  (* keep *) wire                _zz_histIdleD;
  reg                 histIdleD;
  (* keep *) wire                _zz_histEvictD;
  reg                 histEvictD;
  reg                 olderOccD;
  reg                 prevEvictD;
  reg        [31:0]   usedOh;
  wire       [5:0]    srcC;
  reg        [31:0]   killOhD;
  wire                whiteout;
  wire                append;
  wire                relog;
  wire                kill;
  wire                evict;
  wire       [63:0]   newSlot_key;
  wire       [1:0]    newSlot_cls;
  wire       [4:0]    newSlot_entry;
  wire                newSlot_live;
  wire       [0:0]    newSlot_epoch;
  reg                 vE;
  reg                 appendE;
  reg        [3:0]    slotE;
  reg        [63:0]   slotDataE_key;
  reg        [1:0]    slotDataE_cls;
  reg        [4:0]    slotDataE_entry;
  reg                 slotDataE_live;
  reg        [0:0]    slotDataE_epoch;
  reg        [7:0]    itemE_itemType;
  reg        [63:0]   itemE_key;
  reg        [20:0]   itemE_len;
  reg        [63:0]   itemE_addr;
  reg        [4:0]    entryE;
  reg                 sweeping;
  reg        [3:0]    sweepAt;
  reg        [0:0]    _zz_killMask;
  reg        [31:0]   _zz_killMask_1;
  wire       [31:0]   killMask;
  reg        [0:0]    _zz_liveMask;
  reg        [31:0]   _zz_liveMask_1;
  wire       [31:0]   liveMask;
  reg                 clearR;
  wire                when_KeyTable_l311;
  wire                when_KeyTable_l313;
  reg        [31:0]   deadAhead;
  reg                 advanced;
  reg                 restarted_0;
  reg                 restarted_1;
  reg                 restarted_2;
  reg                 restarted_3;
  wire       [31:0]   shifted;

  assign _zz_slotS_2 = ({3'd0,(io_item_payload_itemType[7 : 6] != 2'b00)} <<< 2'd3);
  assign _zz__zz_ramOccC = ramB_epoch;
  assign _zz__zz_ramOccC_1 = epoch;
  assign _zz_slotS = (((((io_item_payload_key[3 : 0] ^ io_item_payload_key[7 : 4]) ^ io_item_payload_key[11 : 8]) ^ io_item_payload_key[15 : 12]) ^ io_item_payload_key[19 : 16]) ^ io_item_payload_key[23 : 20]);
  assign _zz_slotS_1 = io_item_payload_key[27 : 24];
  assign _zz__zz_keyChunksB_0 = itemB_key[57 : 56];
  assign _zz__zz_keyChunksB_0_1 = itemA_key[57 : 56];
  assign _zz__zz_keyChunksB_0_2 = (itemB_key[55 : 54] == itemA_key[55 : 54]);
  assign _zz__zz_keyChunksB_0_3 = (itemB_key[53 : 52] == itemA_key[53 : 52]);
  assign _zz__zz_keyChunksB_0_4 = {(itemB_key[51 : 50] == itemA_key[51 : 50]),{(itemB_key[49 : 48] == itemA_key[49 : 48]),{(itemB_key[47 : 46] == itemA_key[47 : 46]),{(itemB_key[45 : 44] == itemA_key[45 : 44]),{(_zz__zz_keyChunksB_0_5 == _zz__zz_keyChunksB_0_6),{_zz__zz_keyChunksB_0_7,{_zz__zz_keyChunksB_0_8,_zz__zz_keyChunksB_0_9}}}}}}};
  assign _zz__zz_keyChunksB_0_5 = itemB_key[43 : 42];
  assign _zz__zz_keyChunksB_0_6 = itemA_key[43 : 42];
  assign _zz__zz_keyChunksB_0_7 = (itemB_key[41 : 40] == itemA_key[41 : 40]);
  assign _zz__zz_keyChunksB_0_8 = (itemB_key[39 : 38] == itemA_key[39 : 38]);
  assign _zz__zz_keyChunksB_0_9 = {(itemB_key[37 : 36] == itemA_key[37 : 36]),{(itemB_key[35 : 34] == itemA_key[35 : 34]),{(itemB_key[33 : 32] == itemA_key[33 : 32]),{(itemB_key[31 : 30] == itemA_key[31 : 30]),{(_zz__zz_keyChunksB_0_10 == _zz__zz_keyChunksB_0_11),{_zz__zz_keyChunksB_0_12,{_zz__zz_keyChunksB_0_13,_zz__zz_keyChunksB_0_14}}}}}}};
  assign _zz__zz_keyChunksB_0_10 = itemB_key[29 : 28];
  assign _zz__zz_keyChunksB_0_11 = itemA_key[29 : 28];
  assign _zz__zz_keyChunksB_0_12 = (itemB_key[27 : 26] == itemA_key[27 : 26]);
  assign _zz__zz_keyChunksB_0_13 = (itemB_key[25 : 24] == itemA_key[25 : 24]);
  assign _zz__zz_keyChunksB_0_14 = {(itemB_key[23 : 22] == itemA_key[23 : 22]),{(itemB_key[21 : 20] == itemA_key[21 : 20]),{(itemB_key[19 : 18] == itemA_key[19 : 18]),{(itemB_key[17 : 16] == itemA_key[17 : 16]),{(_zz__zz_keyChunksB_0_15 == _zz__zz_keyChunksB_0_16),{_zz__zz_keyChunksB_0_17,{_zz__zz_keyChunksB_0_18,_zz__zz_keyChunksB_0_19}}}}}}};
  assign _zz__zz_keyChunksB_0_15 = itemB_key[15 : 14];
  assign _zz__zz_keyChunksB_0_16 = itemA_key[15 : 14];
  assign _zz__zz_keyChunksB_0_17 = (itemB_key[13 : 12] == itemA_key[13 : 12]);
  assign _zz__zz_keyChunksB_0_18 = (itemB_key[11 : 10] == itemA_key[11 : 10]);
  assign _zz__zz_keyChunksB_0_19 = {(itemB_key[9 : 8] == itemA_key[9 : 8]),{(itemB_key[7 : 6] == itemA_key[7 : 6]),{(itemB_key[5 : 4] == itemA_key[5 : 4]),{(itemB_key[3 : 2] == itemA_key[3 : 2]),(itemB_key[1 : 0] == itemA_key[1 : 0])}}}};
  assign _zz_keyChunksB_0_1 = _zz_keyChunksB_0[11 : 8];
  assign _zz_keyChunksB_0_2 = (&_zz_keyChunksB_0[7 : 4]);
  assign _zz_keyChunksB_0_3 = (&_zz_keyChunksB_0[3 : 0]);
  assign _zz__zz_keyChunksB_1 = itemC_key[55 : 54];
  assign _zz__zz_keyChunksB_1_1 = itemA_key[55 : 54];
  assign _zz__zz_keyChunksB_1_2 = (itemC_key[53 : 52] == itemA_key[53 : 52]);
  assign _zz__zz_keyChunksB_1_3 = (itemC_key[51 : 50] == itemA_key[51 : 50]);
  assign _zz__zz_keyChunksB_1_4 = {(itemC_key[49 : 48] == itemA_key[49 : 48]),{(itemC_key[47 : 46] == itemA_key[47 : 46]),{(itemC_key[45 : 44] == itemA_key[45 : 44]),{(itemC_key[43 : 42] == itemA_key[43 : 42]),{(_zz__zz_keyChunksB_1_5 == _zz__zz_keyChunksB_1_6),{_zz__zz_keyChunksB_1_7,{_zz__zz_keyChunksB_1_8,_zz__zz_keyChunksB_1_9}}}}}}};
  assign _zz__zz_keyChunksB_1_5 = itemC_key[41 : 40];
  assign _zz__zz_keyChunksB_1_6 = itemA_key[41 : 40];
  assign _zz__zz_keyChunksB_1_7 = (itemC_key[39 : 38] == itemA_key[39 : 38]);
  assign _zz__zz_keyChunksB_1_8 = (itemC_key[37 : 36] == itemA_key[37 : 36]);
  assign _zz__zz_keyChunksB_1_9 = {(itemC_key[35 : 34] == itemA_key[35 : 34]),{(itemC_key[33 : 32] == itemA_key[33 : 32]),{(itemC_key[31 : 30] == itemA_key[31 : 30]),{(itemC_key[29 : 28] == itemA_key[29 : 28]),{(_zz__zz_keyChunksB_1_10 == _zz__zz_keyChunksB_1_11),{_zz__zz_keyChunksB_1_12,{_zz__zz_keyChunksB_1_13,_zz__zz_keyChunksB_1_14}}}}}}};
  assign _zz__zz_keyChunksB_1_10 = itemC_key[27 : 26];
  assign _zz__zz_keyChunksB_1_11 = itemA_key[27 : 26];
  assign _zz__zz_keyChunksB_1_12 = (itemC_key[25 : 24] == itemA_key[25 : 24]);
  assign _zz__zz_keyChunksB_1_13 = (itemC_key[23 : 22] == itemA_key[23 : 22]);
  assign _zz__zz_keyChunksB_1_14 = {(itemC_key[21 : 20] == itemA_key[21 : 20]),{(itemC_key[19 : 18] == itemA_key[19 : 18]),{(itemC_key[17 : 16] == itemA_key[17 : 16]),{(itemC_key[15 : 14] == itemA_key[15 : 14]),{(_zz__zz_keyChunksB_1_15 == _zz__zz_keyChunksB_1_16),{_zz__zz_keyChunksB_1_17,{_zz__zz_keyChunksB_1_18,_zz__zz_keyChunksB_1_19}}}}}}};
  assign _zz__zz_keyChunksB_1_15 = itemC_key[13 : 12];
  assign _zz__zz_keyChunksB_1_16 = itemA_key[13 : 12];
  assign _zz__zz_keyChunksB_1_17 = (itemC_key[11 : 10] == itemA_key[11 : 10]);
  assign _zz__zz_keyChunksB_1_18 = (itemC_key[9 : 8] == itemA_key[9 : 8]);
  assign _zz__zz_keyChunksB_1_19 = {(itemC_key[7 : 6] == itemA_key[7 : 6]),{(itemC_key[5 : 4] == itemA_key[5 : 4]),{(itemC_key[3 : 2] == itemA_key[3 : 2]),(itemC_key[1 : 0] == itemA_key[1 : 0])}}};
  assign _zz_keyChunksB_1_1 = _zz_keyChunksB_1[11 : 8];
  assign _zz_keyChunksB_1_2 = (&_zz_keyChunksB_1[7 : 4]);
  assign _zz_keyChunksB_1_3 = (&_zz_keyChunksB_1[3 : 0]);
  assign _zz__zz_keyChunksB_2 = itemD_key[55 : 54];
  assign _zz__zz_keyChunksB_2_1 = itemA_key[55 : 54];
  assign _zz__zz_keyChunksB_2_2 = (itemD_key[53 : 52] == itemA_key[53 : 52]);
  assign _zz__zz_keyChunksB_2_3 = (itemD_key[51 : 50] == itemA_key[51 : 50]);
  assign _zz__zz_keyChunksB_2_4 = {(itemD_key[49 : 48] == itemA_key[49 : 48]),{(itemD_key[47 : 46] == itemA_key[47 : 46]),{(itemD_key[45 : 44] == itemA_key[45 : 44]),{(itemD_key[43 : 42] == itemA_key[43 : 42]),{(_zz__zz_keyChunksB_2_5 == _zz__zz_keyChunksB_2_6),{_zz__zz_keyChunksB_2_7,{_zz__zz_keyChunksB_2_8,_zz__zz_keyChunksB_2_9}}}}}}};
  assign _zz__zz_keyChunksB_2_5 = itemD_key[41 : 40];
  assign _zz__zz_keyChunksB_2_6 = itemA_key[41 : 40];
  assign _zz__zz_keyChunksB_2_7 = (itemD_key[39 : 38] == itemA_key[39 : 38]);
  assign _zz__zz_keyChunksB_2_8 = (itemD_key[37 : 36] == itemA_key[37 : 36]);
  assign _zz__zz_keyChunksB_2_9 = {(itemD_key[35 : 34] == itemA_key[35 : 34]),{(itemD_key[33 : 32] == itemA_key[33 : 32]),{(itemD_key[31 : 30] == itemA_key[31 : 30]),{(itemD_key[29 : 28] == itemA_key[29 : 28]),{(_zz__zz_keyChunksB_2_10 == _zz__zz_keyChunksB_2_11),{_zz__zz_keyChunksB_2_12,{_zz__zz_keyChunksB_2_13,_zz__zz_keyChunksB_2_14}}}}}}};
  assign _zz__zz_keyChunksB_2_10 = itemD_key[27 : 26];
  assign _zz__zz_keyChunksB_2_11 = itemA_key[27 : 26];
  assign _zz__zz_keyChunksB_2_12 = (itemD_key[25 : 24] == itemA_key[25 : 24]);
  assign _zz__zz_keyChunksB_2_13 = (itemD_key[23 : 22] == itemA_key[23 : 22]);
  assign _zz__zz_keyChunksB_2_14 = {(itemD_key[21 : 20] == itemA_key[21 : 20]),{(itemD_key[19 : 18] == itemA_key[19 : 18]),{(itemD_key[17 : 16] == itemA_key[17 : 16]),{(itemD_key[15 : 14] == itemA_key[15 : 14]),{(_zz__zz_keyChunksB_2_15 == _zz__zz_keyChunksB_2_16),{_zz__zz_keyChunksB_2_17,{_zz__zz_keyChunksB_2_18,_zz__zz_keyChunksB_2_19}}}}}}};
  assign _zz__zz_keyChunksB_2_15 = itemD_key[13 : 12];
  assign _zz__zz_keyChunksB_2_16 = itemA_key[13 : 12];
  assign _zz__zz_keyChunksB_2_17 = (itemD_key[11 : 10] == itemA_key[11 : 10]);
  assign _zz__zz_keyChunksB_2_18 = (itemD_key[9 : 8] == itemA_key[9 : 8]);
  assign _zz__zz_keyChunksB_2_19 = {(itemD_key[7 : 6] == itemA_key[7 : 6]),{(itemD_key[5 : 4] == itemA_key[5 : 4]),{(itemD_key[3 : 2] == itemA_key[3 : 2]),(itemD_key[1 : 0] == itemA_key[1 : 0])}}};
  assign _zz_keyChunksB_2_1 = _zz_keyChunksB_2[11 : 8];
  assign _zz_keyChunksB_2_2 = (&_zz_keyChunksB_2[7 : 4]);
  assign _zz_keyChunksB_2_3 = (&_zz_keyChunksB_2[3 : 0]);
  assign _zz__zz_keyChunksB_3 = hist_0_data_key[55 : 54];
  assign _zz__zz_keyChunksB_3_1 = itemA_key[55 : 54];
  assign _zz__zz_keyChunksB_3_2 = (hist_0_data_key[53 : 52] == itemA_key[53 : 52]);
  assign _zz__zz_keyChunksB_3_3 = (hist_0_data_key[51 : 50] == itemA_key[51 : 50]);
  assign _zz__zz_keyChunksB_3_4 = {(hist_0_data_key[49 : 48] == itemA_key[49 : 48]),{(hist_0_data_key[47 : 46] == itemA_key[47 : 46]),{(hist_0_data_key[45 : 44] == itemA_key[45 : 44]),{(hist_0_data_key[43 : 42] == itemA_key[43 : 42]),{(_zz__zz_keyChunksB_3_5 == _zz__zz_keyChunksB_3_6),{_zz__zz_keyChunksB_3_7,{_zz__zz_keyChunksB_3_8,_zz__zz_keyChunksB_3_9}}}}}}};
  assign _zz__zz_keyChunksB_3_5 = hist_0_data_key[41 : 40];
  assign _zz__zz_keyChunksB_3_6 = itemA_key[41 : 40];
  assign _zz__zz_keyChunksB_3_7 = (hist_0_data_key[39 : 38] == itemA_key[39 : 38]);
  assign _zz__zz_keyChunksB_3_8 = (hist_0_data_key[37 : 36] == itemA_key[37 : 36]);
  assign _zz__zz_keyChunksB_3_9 = {(hist_0_data_key[35 : 34] == itemA_key[35 : 34]),{(hist_0_data_key[33 : 32] == itemA_key[33 : 32]),{(hist_0_data_key[31 : 30] == itemA_key[31 : 30]),{(hist_0_data_key[29 : 28] == itemA_key[29 : 28]),{(_zz__zz_keyChunksB_3_10 == _zz__zz_keyChunksB_3_11),{_zz__zz_keyChunksB_3_12,{_zz__zz_keyChunksB_3_13,_zz__zz_keyChunksB_3_14}}}}}}};
  assign _zz__zz_keyChunksB_3_10 = hist_0_data_key[27 : 26];
  assign _zz__zz_keyChunksB_3_11 = itemA_key[27 : 26];
  assign _zz__zz_keyChunksB_3_12 = (hist_0_data_key[25 : 24] == itemA_key[25 : 24]);
  assign _zz__zz_keyChunksB_3_13 = (hist_0_data_key[23 : 22] == itemA_key[23 : 22]);
  assign _zz__zz_keyChunksB_3_14 = {(hist_0_data_key[21 : 20] == itemA_key[21 : 20]),{(hist_0_data_key[19 : 18] == itemA_key[19 : 18]),{(hist_0_data_key[17 : 16] == itemA_key[17 : 16]),{(hist_0_data_key[15 : 14] == itemA_key[15 : 14]),{(_zz__zz_keyChunksB_3_15 == _zz__zz_keyChunksB_3_16),{_zz__zz_keyChunksB_3_17,{_zz__zz_keyChunksB_3_18,_zz__zz_keyChunksB_3_19}}}}}}};
  assign _zz__zz_keyChunksB_3_15 = hist_0_data_key[13 : 12];
  assign _zz__zz_keyChunksB_3_16 = itemA_key[13 : 12];
  assign _zz__zz_keyChunksB_3_17 = (hist_0_data_key[11 : 10] == itemA_key[11 : 10]);
  assign _zz__zz_keyChunksB_3_18 = (hist_0_data_key[9 : 8] == itemA_key[9 : 8]);
  assign _zz__zz_keyChunksB_3_19 = {(hist_0_data_key[7 : 6] == itemA_key[7 : 6]),{(hist_0_data_key[5 : 4] == itemA_key[5 : 4]),{(hist_0_data_key[3 : 2] == itemA_key[3 : 2]),(hist_0_data_key[1 : 0] == itemA_key[1 : 0])}}};
  assign _zz_keyChunksB_3_1 = _zz_keyChunksB_3[11 : 8];
  assign _zz_keyChunksB_3_2 = (&_zz_keyChunksB_3[7 : 4]);
  assign _zz_keyChunksB_3_3 = (&_zz_keyChunksB_3[3 : 0]);
  assign _zz__zz_keyChunksB_4 = hist_1_data_key[55 : 54];
  assign _zz__zz_keyChunksB_4_1 = itemA_key[55 : 54];
  assign _zz__zz_keyChunksB_4_2 = (hist_1_data_key[53 : 52] == itemA_key[53 : 52]);
  assign _zz__zz_keyChunksB_4_3 = (hist_1_data_key[51 : 50] == itemA_key[51 : 50]);
  assign _zz__zz_keyChunksB_4_4 = {(hist_1_data_key[49 : 48] == itemA_key[49 : 48]),{(hist_1_data_key[47 : 46] == itemA_key[47 : 46]),{(hist_1_data_key[45 : 44] == itemA_key[45 : 44]),{(hist_1_data_key[43 : 42] == itemA_key[43 : 42]),{(_zz__zz_keyChunksB_4_5 == _zz__zz_keyChunksB_4_6),{_zz__zz_keyChunksB_4_7,{_zz__zz_keyChunksB_4_8,_zz__zz_keyChunksB_4_9}}}}}}};
  assign _zz__zz_keyChunksB_4_5 = hist_1_data_key[41 : 40];
  assign _zz__zz_keyChunksB_4_6 = itemA_key[41 : 40];
  assign _zz__zz_keyChunksB_4_7 = (hist_1_data_key[39 : 38] == itemA_key[39 : 38]);
  assign _zz__zz_keyChunksB_4_8 = (hist_1_data_key[37 : 36] == itemA_key[37 : 36]);
  assign _zz__zz_keyChunksB_4_9 = {(hist_1_data_key[35 : 34] == itemA_key[35 : 34]),{(hist_1_data_key[33 : 32] == itemA_key[33 : 32]),{(hist_1_data_key[31 : 30] == itemA_key[31 : 30]),{(hist_1_data_key[29 : 28] == itemA_key[29 : 28]),{(_zz__zz_keyChunksB_4_10 == _zz__zz_keyChunksB_4_11),{_zz__zz_keyChunksB_4_12,{_zz__zz_keyChunksB_4_13,_zz__zz_keyChunksB_4_14}}}}}}};
  assign _zz__zz_keyChunksB_4_10 = hist_1_data_key[27 : 26];
  assign _zz__zz_keyChunksB_4_11 = itemA_key[27 : 26];
  assign _zz__zz_keyChunksB_4_12 = (hist_1_data_key[25 : 24] == itemA_key[25 : 24]);
  assign _zz__zz_keyChunksB_4_13 = (hist_1_data_key[23 : 22] == itemA_key[23 : 22]);
  assign _zz__zz_keyChunksB_4_14 = {(hist_1_data_key[21 : 20] == itemA_key[21 : 20]),{(hist_1_data_key[19 : 18] == itemA_key[19 : 18]),{(hist_1_data_key[17 : 16] == itemA_key[17 : 16]),{(hist_1_data_key[15 : 14] == itemA_key[15 : 14]),{(_zz__zz_keyChunksB_4_15 == _zz__zz_keyChunksB_4_16),{_zz__zz_keyChunksB_4_17,{_zz__zz_keyChunksB_4_18,_zz__zz_keyChunksB_4_19}}}}}}};
  assign _zz__zz_keyChunksB_4_15 = hist_1_data_key[13 : 12];
  assign _zz__zz_keyChunksB_4_16 = itemA_key[13 : 12];
  assign _zz__zz_keyChunksB_4_17 = (hist_1_data_key[11 : 10] == itemA_key[11 : 10]);
  assign _zz__zz_keyChunksB_4_18 = (hist_1_data_key[9 : 8] == itemA_key[9 : 8]);
  assign _zz__zz_keyChunksB_4_19 = {(hist_1_data_key[7 : 6] == itemA_key[7 : 6]),{(hist_1_data_key[5 : 4] == itemA_key[5 : 4]),{(hist_1_data_key[3 : 2] == itemA_key[3 : 2]),(hist_1_data_key[1 : 0] == itemA_key[1 : 0])}}};
  assign _zz_keyChunksB_4_1 = _zz_keyChunksB_4[11 : 8];
  assign _zz_keyChunksB_4_2 = (&_zz_keyChunksB_4[7 : 4]);
  assign _zz_keyChunksB_4_3 = (&_zz_keyChunksB_4[3 : 0]);
  assign _zz__zz_ramChunksC = ramB_key[55 : 54];
  assign _zz__zz_ramChunksC_1 = itemB_key[55 : 54];
  assign _zz__zz_ramChunksC_2 = (ramB_key[53 : 52] == itemB_key[53 : 52]);
  assign _zz__zz_ramChunksC_3 = (ramB_key[51 : 50] == itemB_key[51 : 50]);
  assign _zz__zz_ramChunksC_4 = {(ramB_key[49 : 48] == itemB_key[49 : 48]),{(ramB_key[47 : 46] == itemB_key[47 : 46]),{(ramB_key[45 : 44] == itemB_key[45 : 44]),{(ramB_key[43 : 42] == itemB_key[43 : 42]),{(_zz__zz_ramChunksC_5 == _zz__zz_ramChunksC_6),{_zz__zz_ramChunksC_7,{_zz__zz_ramChunksC_8,_zz__zz_ramChunksC_9}}}}}}};
  assign _zz__zz_ramChunksC_5 = ramB_key[41 : 40];
  assign _zz__zz_ramChunksC_6 = itemB_key[41 : 40];
  assign _zz__zz_ramChunksC_7 = (ramB_key[39 : 38] == itemB_key[39 : 38]);
  assign _zz__zz_ramChunksC_8 = (ramB_key[37 : 36] == itemB_key[37 : 36]);
  assign _zz__zz_ramChunksC_9 = {(ramB_key[35 : 34] == itemB_key[35 : 34]),{(ramB_key[33 : 32] == itemB_key[33 : 32]),{(ramB_key[31 : 30] == itemB_key[31 : 30]),{(ramB_key[29 : 28] == itemB_key[29 : 28]),{(_zz__zz_ramChunksC_10 == _zz__zz_ramChunksC_11),{_zz__zz_ramChunksC_12,{_zz__zz_ramChunksC_13,_zz__zz_ramChunksC_14}}}}}}};
  assign _zz__zz_ramChunksC_10 = ramB_key[27 : 26];
  assign _zz__zz_ramChunksC_11 = itemB_key[27 : 26];
  assign _zz__zz_ramChunksC_12 = (ramB_key[25 : 24] == itemB_key[25 : 24]);
  assign _zz__zz_ramChunksC_13 = (ramB_key[23 : 22] == itemB_key[23 : 22]);
  assign _zz__zz_ramChunksC_14 = {(ramB_key[21 : 20] == itemB_key[21 : 20]),{(ramB_key[19 : 18] == itemB_key[19 : 18]),{(ramB_key[17 : 16] == itemB_key[17 : 16]),{(ramB_key[15 : 14] == itemB_key[15 : 14]),{(_zz__zz_ramChunksC_15 == _zz__zz_ramChunksC_16),{_zz__zz_ramChunksC_17,{_zz__zz_ramChunksC_18,_zz__zz_ramChunksC_19}}}}}}};
  assign _zz__zz_ramChunksC_15 = ramB_key[13 : 12];
  assign _zz__zz_ramChunksC_16 = itemB_key[13 : 12];
  assign _zz__zz_ramChunksC_17 = (ramB_key[11 : 10] == itemB_key[11 : 10]);
  assign _zz__zz_ramChunksC_18 = (ramB_key[9 : 8] == itemB_key[9 : 8]);
  assign _zz__zz_ramChunksC_19 = {(ramB_key[7 : 6] == itemB_key[7 : 6]),{(ramB_key[5 : 4] == itemB_key[5 : 4]),{(ramB_key[3 : 2] == itemB_key[3 : 2]),(ramB_key[1 : 0] == itemB_key[1 : 0])}}};
  assign _zz_ramChunksC_1 = _zz_ramChunksC[11 : 8];
  assign _zz_ramChunksC_2 = (&_zz_ramChunksC[7 : 4]);
  assign _zz_ramChunksC_3 = (&_zz_ramChunksC[3 : 0]);
  assign _zz_killOhD = (srcC[0] ? 32'hffffffff : 32'h0);
  assign _zz_killOhD_1 = (srcC[1] ? 32'hffffffff : 32'h0);
  assign _zz_killOhD_2 = srcC[2];
  assign _zz_killOhD_3 = 32'hffffffff;
  assign _zz_killOhD_4 = 32'h0;
  SyncRam table_1 (
    .io_we    (appendE                ), //i
    .io_wAddr (entryE[4:0]            ), //i
    .io_wData (table_1_io_wData[156:0]), //i
    .io_re    (io_rdEn                ), //i
    .io_rAddr (io_rdAddr[4:0]         ), //i
    .io_rData (table_1_io_rData[156:0]), //o
    .clk      (clk                    ), //i
    .inReset  (inReset                )  //i
  );
  SyncRam_1 index (
    .io_we    (index_io_we         ), //i
    .io_wAddr (index_io_wAddr[3:0] ), //i
    .io_wData (index_io_wData[72:0]), //i
    .io_re    (1'b1                ), //i
    .io_rAddr (slotS[3:0]          ), //i
    .io_rData (index_io_rData[72:0]), //o
    .clk      (clk                 ), //i
    .inReset  (inReset             )  //i
  );
  assign io_used = used;
  assign clsD = itemD_itemType[7 : 6];
  assign _zz_slotEqB_0 = slotB;
  assign _zz_slotEqB_0_1 = slotA;
  assign _zz_slotEqB_0_2 = {(_zz_slotEqB_0[3 : 2] == _zz_slotEqB_0_1[3 : 2]),(_zz_slotEqB_0[1 : 0] == _zz_slotEqB_0_1[1 : 0])};
  assign _zz_slotEqB_1 = slotC;
  assign _zz_slotEqB_1_1 = slotA;
  assign _zz_slotEqB_1_2 = {(_zz_slotEqB_1[3 : 2] == _zz_slotEqB_1_1[3 : 2]),(_zz_slotEqB_1[1 : 0] == _zz_slotEqB_1_1[1 : 0])};
  assign _zz_slotEqB_2 = slotD;
  assign _zz_slotEqB_2_1 = slotA;
  assign _zz_slotEqB_2_2 = {(_zz_slotEqB_2[3 : 2] == _zz_slotEqB_2_1[3 : 2]),(_zz_slotEqB_2[1 : 0] == _zz_slotEqB_2_1[1 : 0])};
  assign _zz_slotEqB_3 = hist_0_slot;
  assign _zz_slotEqB_3_1 = slotA;
  assign _zz_slotEqB_3_2 = {(_zz_slotEqB_3[3 : 2] == _zz_slotEqB_3_1[3 : 2]),(_zz_slotEqB_3[1 : 0] == _zz_slotEqB_3_1[1 : 0])};
  assign _zz_slotEqB_4 = hist_1_slot;
  assign _zz_slotEqB_4_1 = slotA;
  assign _zz_slotEqB_4_2 = {(_zz_slotEqB_4[3 : 2] == _zz_slotEqB_4_1[3 : 2]),(_zz_slotEqB_4[1 : 0] == _zz_slotEqB_4_1[1 : 0])};
  assign _zz_keyChunksB_0 = {(itemB_key[63 : 62] == itemA_key[63 : 62]),{(itemB_key[61 : 60] == itemA_key[61 : 60]),{(itemB_key[59 : 58] == itemA_key[59 : 58]),{(_zz__zz_keyChunksB_0 == _zz__zz_keyChunksB_0_1),{_zz__zz_keyChunksB_0_2,{_zz__zz_keyChunksB_0_3,_zz__zz_keyChunksB_0_4}}}}}};
  assign _zz_keyChunksB_1 = {(itemC_key[63 : 62] == itemA_key[63 : 62]),{(itemC_key[61 : 60] == itemA_key[61 : 60]),{(itemC_key[59 : 58] == itemA_key[59 : 58]),{(itemC_key[57 : 56] == itemA_key[57 : 56]),{(_zz__zz_keyChunksB_1 == _zz__zz_keyChunksB_1_1),{_zz__zz_keyChunksB_1_2,{_zz__zz_keyChunksB_1_3,_zz__zz_keyChunksB_1_4}}}}}}};
  assign _zz_keyChunksB_2 = {(itemD_key[63 : 62] == itemA_key[63 : 62]),{(itemD_key[61 : 60] == itemA_key[61 : 60]),{(itemD_key[59 : 58] == itemA_key[59 : 58]),{(itemD_key[57 : 56] == itemA_key[57 : 56]),{(_zz__zz_keyChunksB_2 == _zz__zz_keyChunksB_2_1),{_zz__zz_keyChunksB_2_2,{_zz__zz_keyChunksB_2_3,_zz__zz_keyChunksB_2_4}}}}}}};
  assign _zz_keyChunksB_3 = {(hist_0_data_key[63 : 62] == itemA_key[63 : 62]),{(hist_0_data_key[61 : 60] == itemA_key[61 : 60]),{(hist_0_data_key[59 : 58] == itemA_key[59 : 58]),{(hist_0_data_key[57 : 56] == itemA_key[57 : 56]),{(_zz__zz_keyChunksB_3 == _zz__zz_keyChunksB_3_1),{_zz__zz_keyChunksB_3_2,{_zz__zz_keyChunksB_3_3,_zz__zz_keyChunksB_3_4}}}}}}};
  assign _zz_keyChunksB_4 = {(hist_1_data_key[63 : 62] == itemA_key[63 : 62]),{(hist_1_data_key[61 : 60] == itemA_key[61 : 60]),{(hist_1_data_key[59 : 58] == itemA_key[59 : 58]),{(hist_1_data_key[57 : 56] == itemA_key[57 : 56]),{(_zz__zz_keyChunksB_4 == _zz__zz_keyChunksB_4_1),{_zz__zz_keyChunksB_4_2,{_zz__zz_keyChunksB_4_3,_zz__zz_keyChunksB_4_4}}}}}}};
  assign aheadB_0_1 = itemC_itemType[7 : 6];
  assign hitB_0 = ((vB && vC) && (&slotEqB_0));
  assign hitB_1 = ((vB && vD) && (&slotEqB_1));
  assign hitB_2 = ((vB && hist_0_valid) && (&slotEqB_2));
  assign hitB_3 = ((vB && hist_1_valid) && (&slotEqB_3));
  assign hitB_4 = ((vB && hist_2_valid) && (&slotEqB_4));
  assign anyFwdB = (|{hitB_3,{hitB_2,{hitB_1,hitB_0}}});
  assign clsB = itemB_itemType[7 : 6];
  assign doneB = (clsB == 2'b10);
  assign ramB_key = index_io_rData[63 : 0];
  assign ramB_cls = index_io_rData[65 : 64];
  assign ramB_entry = index_io_rData[70 : 66];
  assign ramB_live = index_io_rData[71];
  assign ramB_epoch = index_io_rData[72 : 72];
  assign _zz_ramOccC = (_zz__zz_ramOccC[0 : 0] == _zz__zz_ramOccC_1[0 : 0]);
  assign _zz_ramChunksC = {(ramB_key[63 : 62] == itemB_key[63 : 62]),{(ramB_key[61 : 60] == itemB_key[61 : 60]),{(ramB_key[59 : 58] == itemB_key[59 : 58]),{(ramB_key[57 : 56] == itemB_key[57 : 56]),{(_zz__zz_ramChunksC == _zz__zz_ramChunksC_1),{_zz__zz_ramChunksC_2,{_zz__zz_ramChunksC_3,_zz__zz_ramChunksC_4}}}}}}};
  assign ramKeyC = {(&ramChunksC[3 : 0]),(&ramChunksC[7 : 4])};
  assign ramEqC = ((srcRamC && ramOccC) && (&ramKeyC));
  assign _zz_white_histD = (|{(((selC_3 && hist_2_occ) && keyEqC_3) && whiteClsC_3),{(((selC_2 && hist_1_occ) && keyEqC_2) && whiteClsC_2),(((selC_1 && hist_0_occ) && keyEqC_1) && whiteClsC_1)}});
  assign white_fifth = ((srcFifthC && keyEqC_4) && whiteClsC_4);
  assign _zz_same_histD = (|{(((selC_3 && hist_2_occ) && keyEqC_3) && sameClsC_3),{(((selC_2 && hist_1_occ) && keyEqC_2) && sameClsC_2),(((selC_1 && hist_0_occ) && keyEqC_1) && sameClsC_1)}});
  assign same_fifth = ((srcFifthC && keyEqC_4) && sameClsC_4);
  assign _zz_killed_histD = (|{(((selC_3 && hist_2_occ) && keyEqC_3) && killClsC_3),{(((selC_2 && hist_1_occ) && keyEqC_2) && killClsC_2),(((selC_1 && hist_0_occ) && keyEqC_1) && killClsC_1)}});
  assign killed_fifth = ((srcFifthC && keyEqC_4) && killClsC_4);
  assign _zz_histIdleD = ((|{(((selC_3 && hist_2_occ) && keyEqC_3) && whiteClsC_3),{(((selC_2 && hist_1_occ) && keyEqC_2) && whiteClsC_2),(((selC_1 && hist_0_occ) && keyEqC_1) && whiteClsC_1)}}) || (! vC));
  assign _zz_histEvictD = (|{((selC_3 && hist_2_occ) && (! (keyEqC_3 && killClsC_3))),{((selC_2 && hist_1_occ) && (! (keyEqC_2 && killClsC_2))),((selC_1 && hist_0_occ) && (! (keyEqC_1 && killClsC_1)))}});
  assign srcC = {srcFifthC,{srcRamC,{selC_3,{selC_2,{selC_1,selC_0}}}}};
  assign whiteout = (((white_prevD && hist_0_occ) || white_histD) || white_olderD);
  assign append = (! (((white_prevD && hist_0_occ) || histIdleD) || white_olderD));
  assign relog = (((same_prevD && hist_0_occ) || same_histD) || same_olderD);
  assign kill = (((killed_prevD && hist_0_occ) || killed_histD) || killed_olderD);
  assign evict = (((prevEvictD && hist_0_occ) || histEvictD) || (olderOccD && (! killed_olderD)));
  assign newSlot_key = itemD_key;
  assign newSlot_cls = clsD;
  assign newSlot_entry = used[4:0];
  assign newSlot_live = append;
  assign newSlot_epoch = epoch;
  assign index_io_we = (vE || sweeping);
  assign index_io_wAddr = (sweeping ? sweepAt : slotE);
  assign index_io_wData = {slotDataE_epoch,{slotDataE_live,{slotDataE_entry,{slotDataE_cls,slotDataE_key}}}};
  assign table_1_io_wData = {itemE_addr,{itemE_len,{itemE_key,itemE_itemType}}};
  assign killMask = (_zz_killMask_1 & (_zz_killMask[0] ? 32'hffffffff : 32'h0));
  assign liveMask = (_zz_liveMask_1 & (_zz_liveMask[0] ? 32'hffffffff : 32'h0));
  assign io_relog = relog;
  assign io_whiteout = whiteout;
  assign io_eviction = evict;
  assign io_accepted = vD;
  assign when_KeyTable_l311 = (&sweepAt);
  assign when_KeyTable_l313 = (io_clear && (&epoch));
  assign io_ready = (! sweeping);
  assign io_busy = (((((((vS || vA) || vB) || vC) || vD) || vE) || clearR) || sweeping);
  assign io_rdData_itemType = table_1_io_rData[7 : 0];
  assign io_rdData_key = table_1_io_rData[71 : 8];
  assign io_rdData_len = table_1_io_rData[92 : 72];
  assign io_rdData_addr = table_1_io_rData[156 : 93];
  assign shifted = (deadAhead >>> 1);
  assign io_rdDead = (advanced ? deadAhead[1] : deadAhead[0]);
  always @(posedge clk) begin
    if(inReset) begin
      dead <= 32'h0;
      used <= 6'h0;
      epoch <= 1'b0;
      hist_0_valid <= 1'b0;
      hist_1_valid <= 1'b0;
      hist_2_valid <= 1'b0;
      vS <= 1'b0;
      vA <= 1'b0;
      vB <= 1'b0;
      vC <= 1'b0;
      vD <= 1'b0;
      selC_0 <= 1'b0;
      selC_1 <= 1'b0;
      selC_2 <= 1'b0;
      selC_3 <= 1'b0;
      srcRamC <= 1'b0;
      srcFifthC <= 1'b0;
      ramOccC <= 1'b0;
      white_histD <= 1'b0;
      white_olderD <= 1'b0;
      white_prevD <= 1'b0;
      same_histD <= 1'b0;
      same_olderD <= 1'b0;
      same_prevD <= 1'b0;
      killed_histD <= 1'b0;
      killed_olderD <= 1'b0;
      killed_prevD <= 1'b0;
      histIdleD <= 1'b1;
      histEvictD <= 1'b0;
      olderOccD <= 1'b0;
      prevEvictD <= 1'b0;
      usedOh <= 32'h00000001;
      vE <= 1'b0;
      appendE <= 1'b0;
      slotDataE_live <= 1'b0;
      sweeping <= 1'b1;
      sweepAt <= 4'b0000;
      _zz_killMask_1 <= 32'h0;
      _zz_liveMask_1 <= 32'h0;
      clearR <= 1'b0;
      advanced <= 1'b0;
      restarted_0 <= 1'b0;
      restarted_1 <= 1'b0;
      restarted_2 <= 1'b0;
      restarted_3 <= 1'b0;
    end else begin
      vS <= io_item_valid;
      vA <= vS;
      vB <= vA;
      vC <= vB;
      vD <= vC;
      selC_0 <= hitB_0;
      selC_1 <= (hitB_1 && (! (|hitB_0)));
      selC_2 <= (hitB_2 && (! (|{hitB_1,hitB_0})));
      selC_3 <= (hitB_3 && (! (|{hitB_2,{hitB_1,hitB_0}})));
      srcRamC <= ((vB && (! anyFwdB)) && (! hitB_4));
      srcFifthC <= ((hitB_4 && hist_2_occ) && (! anyFwdB));
      ramOccC <= ((&_zz_ramOccC) && ramB_live);
      white_histD <= _zz_white_histD;
      white_olderD <= ((ramEqC && ramWhiteClsC) || white_fifth);
      white_prevD <= ((selC_0 && keyEqC_0) && whiteClsC_0);
      same_histD <= _zz_same_histD;
      same_olderD <= ((ramEqC && ramSameClsC) || same_fifth);
      same_prevD <= ((selC_0 && keyEqC_0) && sameClsC_0);
      killed_histD <= _zz_killed_histD;
      killed_olderD <= ((ramEqC && ramKillClsC) || killed_fifth);
      killed_prevD <= ((selC_0 && keyEqC_0) && killClsC_0);
      histIdleD <= _zz_histIdleD;
      histEvictD <= _zz_histEvictD;
      olderOccD <= ((srcRamC && ramOccC) || srcFifthC);
      prevEvictD <= (selC_0 && (! (keyEqC_0 && killClsC_0)));
      hist_0_valid <= vD;
      hist_1_valid <= hist_0_valid;
      hist_2_valid <= hist_1_valid;
      vE <= vD;
      appendE <= append;
      slotDataE_live <= newSlot_live;
      _zz_killMask_1 <= (killOhD & (kill ? 32'hffffffff : 32'h0));
      _zz_liveMask_1 <= (usedOh & (append ? 32'hffffffff : 32'h0));
      dead <= ((dead | killMask) & (~ liveMask));
      if(append) begin
        used <= (used + 6'h01);
        usedOh <= {usedOh[30 : 0],usedOh[31 : 31]};
      end
      clearR <= io_clear;
      if(clearR) begin
        used <= 6'h0;
        usedOh <= 32'h00000001;
        epoch <= (epoch + 1'b1);
        hist_0_valid <= 1'b0;
        hist_1_valid <= 1'b0;
        hist_2_valid <= 1'b0;
      end
      if(sweeping) begin
        sweepAt <= (sweepAt + 4'b0001);
        if(when_KeyTable_l311) begin
          sweeping <= 1'b0;
        end
      end
      if(when_KeyTable_l313) begin
        sweeping <= 1'b1;
      end
      advanced <= io_rdAdvance;
      restarted_0 <= io_rdRestart;
      restarted_1 <= restarted_0;
      restarted_2 <= restarted_1;
      restarted_3 <= restarted_2;
    end
  end

  always @(posedge clk) begin
    itemS_itemType <= io_item_payload_itemType;
    itemS_key <= io_item_payload_key;
    itemS_len <= io_item_payload_len;
    itemS_addr <= io_item_payload_addr;
    slotS <= (((((((((((_zz_slotS ^ _zz_slotS_1) ^ io_item_payload_key[31 : 28]) ^ io_item_payload_key[35 : 32]) ^ io_item_payload_key[39 : 36]) ^ io_item_payload_key[43 : 40]) ^ io_item_payload_key[47 : 44]) ^ io_item_payload_key[51 : 48]) ^ io_item_payload_key[55 : 52]) ^ io_item_payload_key[59 : 56]) ^ io_item_payload_key[63 : 60]) ^ _zz_slotS_2);
    itemA_itemType <= itemS_itemType;
    itemA_key <= itemS_key;
    itemA_len <= itemS_len;
    itemA_addr <= itemS_addr;
    slotA <= slotS;
    itemB_itemType <= itemA_itemType;
    itemB_key <= itemA_key;
    itemB_len <= itemA_len;
    itemB_addr <= itemA_addr;
    slotB <= slotA;
    itemC_itemType <= itemB_itemType;
    itemC_key <= itemB_key;
    itemC_len <= itemB_len;
    itemC_addr <= itemB_addr;
    slotC <= slotB;
    itemD_itemType <= itemC_itemType;
    itemD_key <= itemC_key;
    itemD_len <= itemC_len;
    itemD_addr <= itemC_addr;
    slotD <= slotC;
    slotEqB_0 <= {(&_zz_slotEqB_0_2[1 : 1]),(&_zz_slotEqB_0_2[0 : 0])};
    slotEqB_1 <= {(&_zz_slotEqB_1_2[1 : 1]),(&_zz_slotEqB_1_2[0 : 0])};
    slotEqB_2 <= {(&_zz_slotEqB_2_2[1 : 1]),(&_zz_slotEqB_2_2[0 : 0])};
    slotEqB_3 <= {(&_zz_slotEqB_3_2[1 : 1]),(&_zz_slotEqB_3_2[0 : 0])};
    slotEqB_4 <= {(&_zz_slotEqB_4_2[1 : 1]),(&_zz_slotEqB_4_2[0 : 0])};
    keyChunksB_0 <= {(&_zz_keyChunksB_0[31 : 28]),{(&_zz_keyChunksB_0[27 : 24]),{(&_zz_keyChunksB_0[23 : 20]),{(&_zz_keyChunksB_0[19 : 16]),{(&_zz_keyChunksB_0[15 : 12]),{(&_zz_keyChunksB_0_1),{_zz_keyChunksB_0_2,_zz_keyChunksB_0_3}}}}}}};
    keyChunksB_1 <= {(&_zz_keyChunksB_1[31 : 28]),{(&_zz_keyChunksB_1[27 : 24]),{(&_zz_keyChunksB_1[23 : 20]),{(&_zz_keyChunksB_1[19 : 16]),{(&_zz_keyChunksB_1[15 : 12]),{(&_zz_keyChunksB_1_1),{_zz_keyChunksB_1_2,_zz_keyChunksB_1_3}}}}}}};
    keyChunksB_2 <= {(&_zz_keyChunksB_2[31 : 28]),{(&_zz_keyChunksB_2[27 : 24]),{(&_zz_keyChunksB_2[23 : 20]),{(&_zz_keyChunksB_2[19 : 16]),{(&_zz_keyChunksB_2[15 : 12]),{(&_zz_keyChunksB_2_1),{_zz_keyChunksB_2_2,_zz_keyChunksB_2_3}}}}}}};
    keyChunksB_3 <= {(&_zz_keyChunksB_3[31 : 28]),{(&_zz_keyChunksB_3[27 : 24]),{(&_zz_keyChunksB_3[23 : 20]),{(&_zz_keyChunksB_3[19 : 16]),{(&_zz_keyChunksB_3[15 : 12]),{(&_zz_keyChunksB_3_1),{_zz_keyChunksB_3_2,_zz_keyChunksB_3_3}}}}}}};
    keyChunksB_4 <= {(&_zz_keyChunksB_4[31 : 28]),{(&_zz_keyChunksB_4[27 : 24]),{(&_zz_keyChunksB_4[23 : 20]),{(&_zz_keyChunksB_4[19 : 16]),{(&_zz_keyChunksB_4[15 : 12]),{(&_zz_keyChunksB_4_1),{_zz_keyChunksB_4_2,_zz_keyChunksB_4_3}}}}}}};
    keyEqC_0 <= (&keyChunksB_0);
    keyEqC_1 <= (&keyChunksB_1);
    keyEqC_2 <= (&keyChunksB_2);
    keyEqC_3 <= (&keyChunksB_3);
    keyEqC_4 <= (&keyChunksB_4);
    whiteClsC_0 <= (doneB && (aheadB_0_1 == 2'b01));
    whiteClsC_1 <= (doneB && (clsD == 2'b01));
    whiteClsC_2 <= (doneB && (hist_0_data_cls == 2'b01));
    whiteClsC_3 <= (doneB && (hist_1_data_cls == 2'b01));
    whiteClsC_4 <= (doneB && (hist_2_data_cls == 2'b01));
    sameClsC_0 <= (aheadB_0_1 == clsB);
    sameClsC_1 <= (clsD == clsB);
    sameClsC_2 <= (hist_0_data_cls == clsB);
    sameClsC_3 <= (hist_1_data_cls == clsB);
    sameClsC_4 <= (hist_2_data_cls == clsB);
    killClsC_0 <= ((doneB && (aheadB_0_1 == 2'b01)) || (aheadB_0_1 == clsB));
    killClsC_1 <= ((doneB && (clsD == 2'b01)) || (clsD == clsB));
    killClsC_2 <= ((doneB && (hist_0_data_cls == 2'b01)) || (hist_0_data_cls == clsB));
    killClsC_3 <= ((doneB && (hist_1_data_cls == 2'b01)) || (hist_1_data_cls == clsB));
    killClsC_4 <= ((doneB && (hist_2_data_cls == 2'b01)) || (hist_2_data_cls == clsB));
    ramChunksC <= {(&_zz_ramChunksC[31 : 28]),{(&_zz_ramChunksC[27 : 24]),{(&_zz_ramChunksC[23 : 20]),{(&_zz_ramChunksC[19 : 16]),{(&_zz_ramChunksC[15 : 12]),{(&_zz_ramChunksC_1),{_zz_ramChunksC_2,_zz_ramChunksC_3}}}}}}};
    ramWhiteClsC <= (doneB && (ramB_cls == 2'b01));
    ramSameClsC <= (ramB_cls == clsB);
    ramKillClsC <= ((doneB && (ramB_cls == 2'b01)) || (ramB_cls == clsB));
    ramOhC <= (32'h00000001 <<< ramB_entry[4 : 0]);
    fifthOhC <= hist_2_entryOh;
    killOhD <= ((((((usedOh & _zz_killOhD) | (hist_0_entryOh & _zz_killOhD_1)) | (hist_1_entryOh & (_zz_killOhD_2 ? _zz_killOhD_3 : _zz_killOhD_4))) | (hist_2_entryOh & (srcC[3] ? 32'hffffffff : 32'h0))) | (ramOhC & (srcC[4] ? 32'hffffffff : 32'h0))) | (fifthOhC & (srcC[5] ? 32'hffffffff : 32'h0)));
    hist_0_slot <= slotD;
    hist_0_data_key <= newSlot_key;
    hist_0_data_cls <= newSlot_cls;
    hist_0_data_entry <= newSlot_entry;
    hist_0_data_live <= newSlot_live;
    hist_0_data_epoch <= newSlot_epoch;
    hist_0_occ <= (! whiteout);
    hist_0_entryOh <= usedOh;
    hist_1_slot <= hist_0_slot;
    hist_1_data_key <= hist_0_data_key;
    hist_1_data_cls <= hist_0_data_cls;
    hist_1_data_entry <= hist_0_data_entry;
    hist_1_data_live <= hist_0_data_live;
    hist_1_data_epoch <= hist_0_data_epoch;
    hist_1_occ <= hist_0_occ;
    hist_1_entryOh <= hist_0_entryOh;
    hist_2_slot <= hist_1_slot;
    hist_2_data_key <= hist_1_data_key;
    hist_2_data_cls <= hist_1_data_cls;
    hist_2_data_entry <= hist_1_data_entry;
    hist_2_data_live <= hist_1_data_live;
    hist_2_data_epoch <= hist_1_data_epoch;
    hist_2_occ <= hist_1_occ;
    hist_2_entryOh <= hist_1_entryOh;
    slotE <= slotD;
    slotDataE_key <= newSlot_key;
    slotDataE_cls <= newSlot_cls;
    slotDataE_entry <= newSlot_entry;
    slotDataE_epoch <= newSlot_epoch;
    itemE_itemType <= itemD_itemType;
    itemE_key <= itemD_key;
    itemE_len <= itemD_len;
    itemE_addr <= itemD_addr;
    entryE <= used[4 : 0];
    _zz_killMask <= 1'b1;
    _zz_liveMask <= 1'b1;
    if(restarted_0) begin
      deadAhead[7 : 0] <= dead[7 : 0];
    end else begin
      if(advanced) begin
        deadAhead[7 : 0] <= shifted[7 : 0];
      end
    end
    if(restarted_1) begin
      deadAhead[15 : 8] <= dead[15 : 8];
    end else begin
      if(advanced) begin
        deadAhead[15 : 8] <= shifted[15 : 8];
      end
    end
    if(restarted_2) begin
      deadAhead[23 : 16] <= dead[23 : 16];
    end else begin
      if(advanced) begin
        deadAhead[23 : 16] <= shifted[23 : 16];
      end
    end
    if(restarted_3) begin
      deadAhead[31 : 24] <= dead[31 : 24];
    end else begin
      if(advanced) begin
        deadAhead[31 : 24] <= shifted[31 : 24];
      end
    end
  end


endmodule

module StreamFifo (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire [64:0]   io_push_payload,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire [64:0]   io_pop_payload,
  input  wire          io_flush,
  output wire [4:0]    io_occupancy,
  output wire [4:0]    io_availability,
  input  wire          clk,
  input  wire          inReset
);

  reg        [64:0]   logic_ram_spinal_port1;
  reg                 _zz_1;
  wire                logic_ptr_doPush;
  wire                logic_ptr_doPop;
  wire                logic_ptr_full;
  wire                logic_ptr_empty;
  reg        [4:0]    logic_ptr_push;
  reg        [4:0]    logic_ptr_pop;
  wire       [4:0]    logic_ptr_occupancy;
  wire       [4:0]    logic_ptr_popOnIo;
  wire                when_Stream_l1557;
  reg                 logic_ptr_wentUp;
  wire                logic_ptr_arb_fmax_emptyTracker_incr;
  wire                logic_ptr_arb_fmax_emptyTracker_decr;
  reg        [4:0]    logic_ptr_arb_fmax_emptyTracker_value;
  (* keep , syn_keep *) wire       [4:0]    logic_ptr_arb_fmax_emptyTracker_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [4:0]    logic_ptr_arb_fmax_emptyTracker_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511;
  wire                logic_ptr_arb_fmax_fullTracker_incr;
  wire                logic_ptr_arb_fmax_fullTracker_decr;
  reg        [4:0]    logic_ptr_arb_fmax_fullTracker_value;
  (* keep , syn_keep *) wire       [4:0]    logic_ptr_arb_fmax_fullTracker_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [4:0]    logic_ptr_arb_fmax_fullTracker_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511_1;
  wire                io_push_fire;
  wire                io_pop_fire;
  wire                logic_ptr_fmax_incr;
  wire                logic_ptr_fmax_decr;
  reg        [4:0]    logic_ptr_fmax_value;
  (* keep , syn_keep *) wire       [4:0]    logic_ptr_fmax_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [4:0]    logic_ptr_fmax_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511_2;
  wire                logic_push_onRam_write_valid;
  wire       [3:0]    logic_push_onRam_write_payload_address;
  wire       [64:0]   logic_push_onRam_write_payload_data;
  wire                logic_pop_addressGen_valid;
  reg                 logic_pop_addressGen_ready;
  wire       [3:0]    logic_pop_addressGen_payload;
  wire                logic_pop_addressGen_fire;
  wire                logic_pop_sync_readArbitration_valid;
  wire                logic_pop_sync_readArbitration_ready;
  wire       [3:0]    logic_pop_sync_readArbitration_payload;
  reg                 logic_pop_addressGen_rValid;
  reg        [3:0]    logic_pop_addressGen_rData;
  wire                when_Stream_l477;
  wire                logic_pop_sync_readPort_cmd_valid;
  wire       [3:0]    logic_pop_sync_readPort_cmd_payload;
  wire       [64:0]   logic_pop_sync_readPort_rsp;
  wire                logic_pop_addressGen_toFlowFire_valid;
  wire       [3:0]    logic_pop_addressGen_toFlowFire_payload;
  wire                logic_pop_sync_readArbitration_translated_valid;
  wire                logic_pop_sync_readArbitration_translated_ready;
  wire       [64:0]   logic_pop_sync_readArbitration_translated_payload;
  wire                logic_pop_sync_readArbitration_fire;
  reg        [4:0]    logic_pop_sync_popReg;
  wire                logic_fmaxAvail_incr;
  wire                logic_fmaxAvail_decr;
  reg        [4:0]    logic_fmaxAvail_value;
  (* keep , syn_keep *) wire       [4:0]    logic_fmaxAvail_plusOne /* synthesis syn_keep = 1 */ ;
  (* keep , syn_keep *) wire       [4:0]    logic_fmaxAvail_minusOne /* synthesis syn_keep = 1 */ ;
  wire                when_Stream_l1511_3;
  reg [64:0] logic_ram [0:15];

  always @(posedge clk) begin
    if(_zz_1) begin
      logic_ram[logic_push_onRam_write_payload_address] <= logic_push_onRam_write_payload_data;
    end
  end

  always @(posedge clk) begin
    if(logic_pop_sync_readPort_cmd_valid) begin
      logic_ram_spinal_port1 <= logic_ram[logic_pop_sync_readPort_cmd_payload];
    end
  end

  always @(*) begin
    _zz_1 = 1'b0;
    if(logic_push_onRam_write_valid) begin
      _zz_1 = 1'b1;
    end
  end

  assign when_Stream_l1557 = (logic_ptr_doPush != logic_ptr_doPop);
  assign logic_ptr_arb_fmax_emptyTracker_plusOne = (logic_ptr_arb_fmax_emptyTracker_value + 5'h01);
  assign logic_ptr_arb_fmax_emptyTracker_minusOne = (logic_ptr_arb_fmax_emptyTracker_value - 5'h01);
  assign when_Stream_l1511 = (logic_ptr_arb_fmax_emptyTracker_incr != logic_ptr_arb_fmax_emptyTracker_decr);
  assign logic_ptr_arb_fmax_emptyTracker_incr = logic_ptr_doPop;
  assign logic_ptr_arb_fmax_emptyTracker_decr = logic_ptr_doPush;
  assign logic_ptr_empty = logic_ptr_arb_fmax_emptyTracker_value[4];
  assign logic_ptr_arb_fmax_fullTracker_plusOne = (logic_ptr_arb_fmax_fullTracker_value + 5'h01);
  assign logic_ptr_arb_fmax_fullTracker_minusOne = (logic_ptr_arb_fmax_fullTracker_value - 5'h01);
  assign when_Stream_l1511_1 = (logic_ptr_arb_fmax_fullTracker_incr != logic_ptr_arb_fmax_fullTracker_decr);
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign logic_ptr_arb_fmax_fullTracker_incr = io_push_fire;
  assign io_pop_fire = (io_pop_valid && io_pop_ready);
  assign logic_ptr_arb_fmax_fullTracker_decr = io_pop_fire;
  assign logic_ptr_full = logic_ptr_arb_fmax_fullTracker_value[4];
  assign logic_ptr_fmax_plusOne = (logic_ptr_fmax_value + 5'h01);
  assign logic_ptr_fmax_minusOne = (logic_ptr_fmax_value - 5'h01);
  assign when_Stream_l1511_2 = (logic_ptr_fmax_incr != logic_ptr_fmax_decr);
  assign logic_ptr_fmax_incr = io_push_fire;
  assign logic_ptr_fmax_decr = io_pop_fire;
  assign logic_ptr_occupancy = logic_ptr_fmax_value;
  assign io_push_ready = (! logic_ptr_full);
  assign logic_ptr_doPush = io_push_fire;
  assign logic_push_onRam_write_valid = io_push_fire;
  assign logic_push_onRam_write_payload_address = logic_ptr_push[3:0];
  assign logic_push_onRam_write_payload_data = io_push_payload;
  assign logic_pop_addressGen_valid = (! logic_ptr_empty);
  assign logic_pop_addressGen_payload = logic_ptr_pop[3:0];
  assign logic_pop_addressGen_fire = (logic_pop_addressGen_valid && logic_pop_addressGen_ready);
  assign logic_ptr_doPop = logic_pop_addressGen_fire;
  always @(*) begin
    logic_pop_addressGen_ready = logic_pop_sync_readArbitration_ready;
    if(when_Stream_l477) begin
      logic_pop_addressGen_ready = 1'b1;
    end
  end

  assign when_Stream_l477 = (! logic_pop_sync_readArbitration_valid);
  assign logic_pop_sync_readArbitration_valid = logic_pop_addressGen_rValid;
  assign logic_pop_sync_readArbitration_payload = logic_pop_addressGen_rData;
  assign logic_pop_sync_readPort_rsp = logic_ram_spinal_port1;
  assign logic_pop_addressGen_toFlowFire_valid = logic_pop_addressGen_fire;
  assign logic_pop_addressGen_toFlowFire_payload = logic_pop_addressGen_payload;
  assign logic_pop_sync_readPort_cmd_valid = logic_pop_addressGen_toFlowFire_valid;
  assign logic_pop_sync_readPort_cmd_payload = logic_pop_addressGen_toFlowFire_payload;
  assign logic_pop_sync_readArbitration_translated_valid = logic_pop_sync_readArbitration_valid;
  assign logic_pop_sync_readArbitration_ready = logic_pop_sync_readArbitration_translated_ready;
  assign logic_pop_sync_readArbitration_translated_payload = logic_pop_sync_readPort_rsp;
  assign io_pop_valid = logic_pop_sync_readArbitration_translated_valid;
  assign logic_pop_sync_readArbitration_translated_ready = io_pop_ready;
  assign io_pop_payload = logic_pop_sync_readArbitration_translated_payload;
  assign logic_pop_sync_readArbitration_fire = (logic_pop_sync_readArbitration_valid && logic_pop_sync_readArbitration_ready);
  assign logic_ptr_popOnIo = logic_pop_sync_popReg;
  assign io_occupancy = logic_ptr_occupancy;
  assign logic_fmaxAvail_plusOne = (logic_fmaxAvail_value + 5'h01);
  assign logic_fmaxAvail_minusOne = (logic_fmaxAvail_value - 5'h01);
  assign when_Stream_l1511_3 = (logic_fmaxAvail_incr != logic_fmaxAvail_decr);
  assign logic_fmaxAvail_incr = io_pop_fire;
  assign logic_fmaxAvail_decr = io_push_fire;
  assign io_availability = logic_fmaxAvail_value;
  always @(posedge clk) begin
    if(inReset) begin
      logic_ptr_push <= 5'h0;
      logic_ptr_pop <= 5'h0;
      logic_ptr_wentUp <= 1'b0;
      logic_ptr_arb_fmax_emptyTracker_value <= 5'h10;
      logic_ptr_arb_fmax_fullTracker_value <= 5'h0;
      logic_ptr_fmax_value <= 5'h0;
      logic_pop_addressGen_rValid <= 1'b0;
      logic_pop_sync_popReg <= 5'h0;
      logic_fmaxAvail_value <= 5'h10;
    end else begin
      if(when_Stream_l1557) begin
        logic_ptr_wentUp <= logic_ptr_doPush;
      end
      if(io_flush) begin
        logic_ptr_wentUp <= 1'b0;
      end
      if(when_Stream_l1511) begin
        logic_ptr_arb_fmax_emptyTracker_value <= (logic_ptr_arb_fmax_emptyTracker_incr ? logic_ptr_arb_fmax_emptyTracker_plusOne : logic_ptr_arb_fmax_emptyTracker_minusOne);
      end
      if(io_flush) begin
        logic_ptr_arb_fmax_emptyTracker_value <= 5'h10;
      end
      if(when_Stream_l1511_1) begin
        logic_ptr_arb_fmax_fullTracker_value <= (logic_ptr_arb_fmax_fullTracker_incr ? logic_ptr_arb_fmax_fullTracker_plusOne : logic_ptr_arb_fmax_fullTracker_minusOne);
      end
      if(io_flush) begin
        logic_ptr_arb_fmax_fullTracker_value <= 5'h0;
      end
      if(logic_ptr_doPush) begin
        logic_ptr_push <= (logic_ptr_push + 5'h01);
      end
      if(logic_ptr_doPop) begin
        logic_ptr_pop <= (logic_ptr_pop + 5'h01);
      end
      if(io_flush) begin
        logic_ptr_push <= 5'h0;
        logic_ptr_pop <= 5'h0;
      end
      if(when_Stream_l1511_2) begin
        logic_ptr_fmax_value <= (logic_ptr_fmax_incr ? logic_ptr_fmax_plusOne : logic_ptr_fmax_minusOne);
      end
      if(io_flush) begin
        logic_ptr_fmax_value <= 5'h0;
      end
      if(logic_pop_addressGen_ready) begin
        logic_pop_addressGen_rValid <= logic_pop_addressGen_valid;
      end
      if(io_flush) begin
        logic_pop_addressGen_rValid <= 1'b0;
      end
      if(logic_pop_sync_readArbitration_fire) begin
        logic_pop_sync_popReg <= logic_ptr_pop;
      end
      if(io_flush) begin
        logic_pop_sync_popReg <= 5'h0;
      end
      if(when_Stream_l1511_3) begin
        logic_fmaxAvail_value <= (logic_fmaxAvail_incr ? logic_fmaxAvail_plusOne : logic_fmaxAvail_minusOne);
      end
      if(io_flush) begin
        logic_fmaxAvail_value <= 5'h10;
      end
    end
  end

  always @(posedge clk) begin
    if(logic_pop_addressGen_ready) begin
      logic_pop_addressGen_rData <= logic_pop_addressGen_payload;
    end
  end


endmodule

module OutRegFifo (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire [67:0]   io_push_payload,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire [67:0]   io_pop_payload,
  output wire [2:0]    io_occupancy,
  input  wire          clk,
  input  wire          inReset
);

  wire       [67:0]   ram_spinal_port1;
  wire       [67:0]   _zz_ram_port;
  wire       [2:0]    _zz_count;
  wire       [2:0]    _zz_count_1;
  wire       [0:0]    _zz_count_2;
  wire       [2:0]    _zz_count_3;
  wire       [0:0]    _zz_count_4;
  wire       [1:0]    _zz_some;
  wire       [2:0]    _zz_io_occupancy;
  wire       [0:0]    _zz_io_occupancy_1;
  reg        [1:0]    wPtr;
  reg        [1:0]    rPtr;
  reg        [2:0]    count;
  reg                 some;
  reg                 outValid;
  reg        [67:0]   outData;
  wire                take;
  wire                io_push_fire;
  (* ram_style = "distributed" *) reg [67:0] ram [0:3];

  assign _zz_count = (count + _zz_count_1);
  assign _zz_count_2 = (io_push_fire ? 1'b1 : 1'b0);
  assign _zz_count_1 = {2'd0, _zz_count_2};
  assign _zz_count_4 = (take ? 1'b1 : 1'b0);
  assign _zz_count_3 = {2'd0, _zz_count_4};
  assign _zz_some = (count >>> 1'd1);
  assign _zz_io_occupancy_1 = (outValid ? 1'b1 : 1'b0);
  assign _zz_io_occupancy = {2'd0, _zz_io_occupancy_1};
  assign _zz_ram_port = io_push_payload;
  always @(posedge clk) begin
    if(io_push_fire) begin
      ram[wPtr] <= _zz_ram_port;
    end
  end

  assign ram_spinal_port1 = ram[rPtr];
  assign io_push_ready = (! count[2]);
  assign take = (some && ((! outValid) || io_pop_ready));
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign io_pop_valid = outValid;
  assign io_pop_payload = outData;
  assign io_occupancy = (count + _zz_io_occupancy);
  always @(posedge clk) begin
    if(inReset) begin
      wPtr <= 2'b00;
      rPtr <= 2'b00;
      count <= 3'b000;
      some <= 1'b0;
      outValid <= 1'b0;
    end else begin
      if(io_push_fire) begin
        wPtr <= (wPtr + 2'b01);
      end
      if(take) begin
        rPtr <= (rPtr + 2'b01);
      end
      outValid <= (some || (outValid && (! io_pop_ready)));
      count <= (_zz_count - _zz_count_3);
      some <= ((io_push_fire || (_zz_some != 2'b00)) || (count[0] && (! take)));
    end
  end

  always @(posedge clk) begin
    if(take) begin
      outData <= ram_spinal_port1;
    end
  end


endmodule

module SyncRam_4 (
  input  wire          io_we,
  input  wire [5:0]    io_wAddr,
  input  wire [64:0]   io_wData,
  input  wire          io_re,
  input  wire [5:0]    io_rAddr,
  output wire [64:0]   io_rData,
  input  wire          clk,
  input  wire          inReset
);

  reg        [64:0]   _zz_1_spinal_port1;
  reg        [64:0]   _zz_io_rData;
  reg [64:0] _zz_1 [0:63];

  always @(posedge clk) begin
    if(io_we) begin
      _zz_1[io_wAddr] <= io_wData;
    end
  end

  always @(posedge clk) begin
    if(io_re) begin
      _zz_1_spinal_port1 <= _zz_1[io_rAddr];
    end
  end

  assign io_rData = _zz_io_rData;
  always @(posedge clk) begin
    _zz_io_rData <= _zz_1_spinal_port1;
  end


endmodule

module StreamFork (
  input  wire          io_input_valid,
  output reg           io_input_ready,
  input  wire [63:0]   io_input_payload_addr,
  input  wire          io_input_payload_nonEmpty,
  input  wire [18:0]   io_input_payload_beats,
  input  wire          io_input_payload_tail,
  input  wire [7:0]    io_input_payload_lastBytes,
  output wire          io_outputs_0_valid,
  input  wire          io_outputs_0_ready,
  output wire [63:0]   io_outputs_0_payload_addr,
  output wire          io_outputs_0_payload_nonEmpty,
  output wire [18:0]   io_outputs_0_payload_beats,
  output wire          io_outputs_0_payload_tail,
  output wire [7:0]    io_outputs_0_payload_lastBytes,
  output wire          io_outputs_1_valid,
  input  wire          io_outputs_1_ready,
  output wire [63:0]   io_outputs_1_payload_addr,
  output wire          io_outputs_1_payload_nonEmpty,
  output wire [18:0]   io_outputs_1_payload_beats,
  output wire          io_outputs_1_payload_tail,
  output wire [7:0]    io_outputs_1_payload_lastBytes,
  input  wire          clk,
  input  wire          inReset
);

  reg                 logic_linkEnable_0;
  reg                 logic_linkEnable_1;
  wire                when_Stream_l1355;
  wire                when_Stream_l1355_1;
  wire                io_outputs_0_fire;
  wire                io_outputs_1_fire;

  always @(*) begin
    io_input_ready = 1'b1;
    if(when_Stream_l1355) begin
      io_input_ready = 1'b0;
    end
    if(when_Stream_l1355_1) begin
      io_input_ready = 1'b0;
    end
  end

  assign when_Stream_l1355 = ((! io_outputs_0_ready) && logic_linkEnable_0);
  assign when_Stream_l1355_1 = ((! io_outputs_1_ready) && logic_linkEnable_1);
  assign io_outputs_0_valid = (io_input_valid && logic_linkEnable_0);
  assign io_outputs_0_payload_addr = io_input_payload_addr;
  assign io_outputs_0_payload_nonEmpty = io_input_payload_nonEmpty;
  assign io_outputs_0_payload_beats = io_input_payload_beats;
  assign io_outputs_0_payload_tail = io_input_payload_tail;
  assign io_outputs_0_payload_lastBytes = io_input_payload_lastBytes;
  assign io_outputs_0_fire = (io_outputs_0_valid && io_outputs_0_ready);
  assign io_outputs_1_valid = (io_input_valid && logic_linkEnable_1);
  assign io_outputs_1_payload_addr = io_input_payload_addr;
  assign io_outputs_1_payload_nonEmpty = io_input_payload_nonEmpty;
  assign io_outputs_1_payload_beats = io_input_payload_beats;
  assign io_outputs_1_payload_tail = io_input_payload_tail;
  assign io_outputs_1_payload_lastBytes = io_input_payload_lastBytes;
  assign io_outputs_1_fire = (io_outputs_1_valid && io_outputs_1_ready);
  always @(posedge clk) begin
    if(inReset) begin
      logic_linkEnable_0 <= 1'b1;
      logic_linkEnable_1 <= 1'b1;
    end else begin
      if(io_outputs_0_fire) begin
        logic_linkEnable_0 <= 1'b0;
      end
      if(io_outputs_1_fire) begin
        logic_linkEnable_1 <= 1'b0;
      end
      if(io_input_ready) begin
        logic_linkEnable_0 <= 1'b1;
        logic_linkEnable_1 <= 1'b1;
      end
    end
  end


endmodule

module SyncRam_3 (
  input  wire          io_we,
  input  wire [2:0]    io_wAddr,
  input  wire [18:0]   io_wData,
  input  wire          io_re,
  input  wire [2:0]    io_rAddr,
  output wire [18:0]   io_rData,
  input  wire          clk,
  input  wire          inReset
);

  reg        [18:0]   _zz_1_spinal_port1;
  reg        [18:0]   _zz_io_rData;
  reg [18:0] _zz_1 [0:7];

  always @(posedge clk) begin
    if(io_we) begin
      _zz_1[io_wAddr] <= io_wData;
    end
  end

  always @(posedge clk) begin
    if(io_re) begin
      _zz_1_spinal_port1 <= _zz_1[io_rAddr];
    end
  end

  assign io_rData = _zz_io_rData;
  always @(posedge clk) begin
    _zz_io_rData <= _zz_1_spinal_port1;
  end


endmodule

module SyncRam_2 (
  input  wire          io_we,
  input  wire [2:0]    io_wAddr,
  input  wire [255:0]  io_wData,
  input  wire          io_re,
  input  wire [2:0]    io_rAddr,
  output wire [255:0]  io_rData,
  input  wire          clk,
  input  wire          inReset
);

  reg        [255:0]  _zz_1_spinal_port1;
  reg        [255:0]  _zz_io_rData;
  reg [255:0] _zz_1 [0:7];

  always @(posedge clk) begin
    if(io_we) begin
      _zz_1[io_wAddr] <= io_wData;
    end
  end

  always @(posedge clk) begin
    if(io_re) begin
      _zz_1_spinal_port1 <= _zz_1[io_rAddr];
    end
  end

  assign io_rData = _zz_io_rData;
  always @(posedge clk) begin
    _zz_io_rData <= _zz_1_spinal_port1;
  end


endmodule

module SyncRam_1 (
  input  wire          io_we,
  input  wire [3:0]    io_wAddr,
  input  wire [72:0]   io_wData,
  input  wire          io_re,
  input  wire [3:0]    io_rAddr,
  output wire [72:0]   io_rData,
  input  wire          clk,
  input  wire          inReset
);

  reg        [72:0]   _zz_1_spinal_port1;
  reg        [72:0]   _zz_io_rData;
  reg [72:0] _zz_1 [0:15];

  always @(posedge clk) begin
    if(io_we) begin
      _zz_1[io_wAddr] <= io_wData;
    end
  end

  always @(posedge clk) begin
    if(io_re) begin
      _zz_1_spinal_port1 <= _zz_1[io_rAddr];
    end
  end

  assign io_rData = _zz_io_rData;
  always @(posedge clk) begin
    _zz_io_rData <= _zz_1_spinal_port1;
  end


endmodule

module SyncRam (
  input  wire          io_we,
  input  wire [4:0]    io_wAddr,
  input  wire [156:0]  io_wData,
  input  wire          io_re,
  input  wire [4:0]    io_rAddr,
  output wire [156:0]  io_rData,
  input  wire          clk,
  input  wire          inReset
);

  reg        [156:0]  _zz_1_spinal_port1;
  reg        [156:0]  _zz_io_rData;
  reg [156:0] _zz_1 [0:31];

  always @(posedge clk) begin
    if(io_we) begin
      _zz_1[io_wAddr] <= io_wData;
    end
  end

  always @(posedge clk) begin
    if(io_re) begin
      _zz_1_spinal_port1 <= _zz_1[io_rAddr];
    end
  end

  assign io_rData = _zz_io_rData;
  always @(posedge clk) begin
    _zz_io_rData <= _zz_1_spinal_port1;
  end


endmodule
