// A behavioural model of the ECP5 DP16KD block RAM (Lattice TN1264), for
// simulating hw/'s SyncRam in its ECP5 form (sim/tests/ram) only: yosys's
// cell library declares the primitive without a model. It covers what
// SyncRam uses and stops the simulation on anything else: port A writes,
// port B reads; both 9 or 18 bits wide (2,048 x 9 or 1,024 x 18),
// chip-select decode 0b000, WRITEMODE NORMAL, synchronous reset, B's output
// register (REGMODE_B OUTREG) or not. In x18 the write's byte enables are AD1 (bits 17..9) and AD0 (8..0);
// the word address is AD13..AD4 (x18) or AD13..AD3 (x9). A read of a word
// written in the same cycle through the other port reads the old word (the
// hardware leaves it undefined; SyncRam's users never do it).
module DP16KD #(
  parameter integer DATA_WIDTH_A = 18,
  parameter integer DATA_WIDTH_B = 18,
  parameter REGMODE_A = "NOREG",
  parameter REGMODE_B = "NOREG",
  parameter CSDECODE_A = "0b000",
  parameter CSDECODE_B = "0b000",
  parameter WRITEMODE_A = "NORMAL",
  parameter WRITEMODE_B = "NORMAL",
  parameter RESETMODE = "SYNC",
  parameter GSR = "ENABLED"
) (
  input DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9,
  input DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0,
  input ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5,
  input ADA4, ADA3, ADA2, ADA1, ADA0, CEA, OCEA, CLKA, WEA,
  input RSTA, CSA2, CSA1, CSA0, DIB17, DIB16, DIB15, DIB14, DIB13,
  input DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4,
  input DIB3, DIB2, DIB1, DIB0, ADB13, ADB12, ADB11, ADB10, ADB9,
  input ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
  input CEB, OCEB, CLKB, WEB, RSTB, CSB2, CSB1, CSB0,
  output DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9,
  output DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0,
  output DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9,
  output DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0
);
  localparam integer W = DATA_WIDTH_A;
  initial begin
    if (DATA_WIDTH_A != DATA_WIDTH_B || (W != 9 && W != 18)) $fatal(1, "DP16KD model: widths 9/9 or 18/18 only");
    if (CSDECODE_A != "0b000" || CSDECODE_B != "0b000") $fatal(1, "DP16KD model: CSDECODE 0b000 only");
    if (WRITEMODE_A != "NORMAL" || WRITEMODE_B != "NORMAL") $fatal(1, "DP16KD model: WRITEMODE NORMAL only");
    if (RESETMODE != "SYNC") $fatal(1, "DP16KD model: RESETMODE SYNC only");
  end
  reg [8:0] mem [0:2047]; // x18 word n is mem[2n+1] (bits 17..9) and mem[2n]
  wire [17:0] dia = {DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0};
  wire [13:0] ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0};
  wire [13:0] adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0};
  wire csa = {CSA2, CSA1, CSA0} == 3'b000;
  wire csb = {CSB2, CSB1, CSB0} == 3'b000;
  reg [17:0] qb, rb;
  always @(posedge CLKA)
    if (!RSTA && CEA && csa) begin
      if (!WEA) $fatal(1, "DP16KD model: reads through port A are not modelled");
      if (W == 18) begin
        if (ada[0]) mem[{ada[13:4], 1'b0}] <= dia[8:0];
        if (ada[1]) mem[{ada[13:4], 1'b1}] <= dia[17:9];
      end else mem[ada[13:3]] <= dia[8:0];
    end
  always @(posedge CLKB) begin
    if (RSTB) qb <= 0;
    else if (CEB && csb) begin
      if (WEB) $fatal(1, "DP16KD model: writes through port B are not modelled");
      qb <= W == 18 ? {mem[{adb[13:4], 1'b1}], mem[{adb[13:4], 1'b0}]} : {9'b0, mem[adb[13:3]]};
    end
    if (RSTB) rb <= 0; else if (OCEB) rb <= qb;
  end
  wire [17:0] doa = 18'b0;
  wire [17:0] dob = REGMODE_B == "OUTREG" ? rb : qb;
  assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0} = doa;
  assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0} = dob;
endmodule
