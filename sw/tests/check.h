/* jolt's C unit tests: each test program is a table of named cases, run by
 * sw/tests/test_c.py one case per process, so pytest reports every case by
 * name and a case that cannot run here as skipped, with its reason.
 *
 *   static void round_trip(void) { ... CHECK(x); CHECK_EQ(a, b); ... }
 *   static void on_dpdk(void) { if (!jolt_env_available("dpdk")) SKIP("dpdk env not built"); ... }
 *   int main(int argc, char **argv)
 *   {
 *           static const struct jolt_test cases[] = { TEST(round_trip), TEST(on_dpdk) };
 *           return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
 *   }
 *
 * Command line (the protocol test_c.py speaks):
 *   prog --list      the case names, one per line
 *   prog NAME...     runs those cases in this process, in order, and
 *                    prints "PASS name" as each one returns
 *   prog             runs every case, each in a child process, and prints
 *                    "PASS name", "SKIP name" or "FAIL name" for each
 * A case that ends its process with status 0 before returning (an exit(0)
 * somewhere below it) prints no PASS line: test_c.py fails it, since the
 * checks after that point never ran.
 * Exit status: 0 all passed, 77 (automake's "skipped") when a case run in
 * this process skipped, 1 when a check failed (its file:line and values
 * on stderr). A skip must mean "this part cannot run here" (no DPDK, no
 * SPDK, no /dev/fuse, no sim library), never "this part failed". */
#ifndef JOLT_TEST_CHECK_H
#define JOLT_TEST_CHECK_H
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define JOLT_TEST_SKIPPED 77

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	exit(1); } } while (0)
#define CHECK_EQ(a, b) do { long long _a = (long long)(a), _b = (long long)(b); \
	if (_a != _b) { fprintf(stderr, "%s:%d: %s == %lld, expected %s == %lld\n", \
	__FILE__, __LINE__, #a, _a, #b, _b); exit(1); } } while (0)

/* Ends the current case as skipped; the reason goes to stdout as
 * "SKIP: reason", where test_c.py reads it. */
#define SKIP(...) jolt_test_skip(__VA_ARGS__)

/* Why an SPDK case skips when the spdk backend is absent: the ASan build
 * never has it (SPDK's libraries are not built with ASan), whatever
 * SPDK_DIR the release build was given. */
#if defined(__SANITIZE_ADDRESS__)
#define JOLT_TEST_NO_SPDK "the ASan build has no spdk backend: make test-spdk SPDK_DIR=/path/to/spdk " \
	"runs the SPDK cases on the release build (docs/spdk.md)"
#else
#define JOLT_TEST_NO_SPDK "the spdk backend is not built (make SPDK_DIR=/path/to/spdk; docs/spdk.md)"
#endif

struct jolt_test {
	const char *name;
	void (*fn)(void);
};
#define TEST(fn) { #fn, fn }
#define JOLT_TEST_COUNT(a) (sizeof(a) / sizeof((a)[0]))

static inline void __attribute__((noreturn, format(printf, 1, 2)))
jolt_test_skip(const char *fmt, ...)
{
	va_list ap;

	fputs("SKIP: ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	fflush(stdout);
	exit(JOLT_TEST_SKIPPED);
}

static inline const struct jolt_test *jolt_test_find(const struct jolt_test *t, size_t n,
						     const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(t[i].name, name) == 0)
			return &t[i];
	return NULL;
}

static inline int jolt_test_main(int argc, char **argv, const struct jolt_test *t, size_t n)
{
	int failed = 0;

	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		for (size_t i = 0; i < n; i++)
			printf("%s\n", t[i].name);
		return 0;
	}
	if (argc > 1) {
		for (int a = 1; a < argc; a++)
			if (!jolt_test_find(t, n, argv[a])) {
				fprintf(stderr, "%s: no case named '%s' (--list names them)\n",
					argv[0], argv[a]);
				return 2;
			}
		for (int a = 1; a < argc; a++) {
			jolt_test_find(t, n, argv[a])->fn();
			printf("PASS %s\n", argv[a]);
			fflush(stdout);
		}
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		int st = 0;

		fflush(stdout);
		fflush(stderr);
		pid_t pid = fork();
		if (pid < 0) {
			perror("fork");
			return 1;
		}
		if (pid == 0) {
			t[i].fn();
			exit(0);
		}
		while (waitpid(pid, &st, 0) < 0) {
			if (errno == EINTR)
				continue;
			perror("waitpid");
			return 1;
		}
		if (WIFEXITED(st) && WEXITSTATUS(st) == 0) {
			printf("PASS %s\n", t[i].name);
		} else if (WIFEXITED(st) && WEXITSTATUS(st) == JOLT_TEST_SKIPPED) {
			printf("SKIP %s\n", t[i].name);
		} else if (WIFSIGNALED(st)) {
			printf("FAIL %s (signal %d)\n", t[i].name, WTERMSIG(st));
			failed = 1;
		} else {
			printf("FAIL %s\n", t[i].name);
			failed = 1;
		}
	}
	return failed;
}
#endif
