/* jolt bench: placeholder filled in below. */
#include <stdio.h>
#include "commands.h"
int cmd_bench(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "jolt bench: not built yet\n");
	return 1;
}
