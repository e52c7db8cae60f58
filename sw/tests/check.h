/* Minimal assertions for jolt's C unit tests: each test is a program that
 * exits non-zero on the first failed check, run by sw/tests/test_c.py. */
#ifndef JOLT_TEST_CHECK_H
#define JOLT_TEST_CHECK_H
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	exit(1); } } while (0)
#define CHECK_EQ(a, b) do { long long _a = (long long)(a), _b = (long long)(b); \
	if (_a != _b) { fprintf(stderr, "%s:%d: %s == %lld, expected %s == %lld\n", \
	__FILE__, __LINE__, #a, _a, #b, _b); exit(1); } } while (0)
#endif
