// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : KeyTable
// Git hash  : b8f6630c408cca9aa634690ec7fadd70d3c4d347

`timescale 1ns/1ps

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
  output wire [31:0]   f_dead,
  input  wire          clk,
  input  wire          reset
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
    .reset    (reset                  )  //i
  );
  SyncRam_1 index (
    .io_we    (index_io_we         ), //i
    .io_wAddr (index_io_wAddr[3:0] ), //i
    .io_wData (index_io_wData[72:0]), //i
    .io_re    (1'b1                ), //i
    .io_rAddr (slotS[3:0]          ), //i
    .io_rData (index_io_rData[72:0]), //o
    .clk      (clk                 ), //i
    .reset    (reset               )  //i
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
  assign f_dead = dead;
  always @(posedge clk) begin
    if(reset) begin
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

module SyncRam_1 (
  input  wire          io_we,
  input  wire [3:0]    io_wAddr,
  input  wire [72:0]   io_wData,
  input  wire          io_re,
  input  wire [3:0]    io_rAddr,
  output wire [72:0]   io_rData,
  input  wire          clk,
  input  wire          reset
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
  input  wire          reset
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
