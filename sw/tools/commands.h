/* Subcommands of the jolt CLI; each is `int cmd_x(int argc, char **argv)`
 * with argv[0] the subcommand's name, and prints its own --help. */
#ifndef JOLT_TOOLS_COMMANDS_H
#define JOLT_TOOLS_COMMANDS_H
int cmd_gen_trace(int argc, char **argv);
int cmd_pack(int argc, char **argv);
int cmd_logprint(int argc, char **argv);
int cmd_recover(int argc, char **argv);
int cmd_bench(int argc, char **argv);
#endif
