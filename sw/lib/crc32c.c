/* CRC32C from ISA-L (crc32_iscsi, the same routine SPDK uses). ISA-L's
 * iSCSI CRC takes and returns the raw register; jolt_crc32c() presents the
 * standard form (init and final XOR 0xffffffff), chainable.
 *
 * The CRC of a region filled by copies (jolt_crc_copy_*) folds the bytes of
 * large copies as they pass through the registers, instead of a second pass
 * over the region once it is filled. The fold is the carry-less
 * multiplication scheme of Intel's "Fast CRC Computation for Generic
 * Polynomials Using PCLMULQDQ" on four 256-bit accumulators (VPCLMULQDQ):
 * each 128-bit lane L|H, where the low half L holds the earlier bytes (the
 * higher powers of a reflected CRC), is carried D bits further as
 * L * (x^(64+D) mod P) + H * (x^D mod P), exact modulo P, and the next data
 * XORed in. With the register XORed into the first 4 bytes, the four
 * accumulators are then a 128-byte message whose raw CRC is the region's, so
 * the CRC32 instruction over them ends the fold. Everything else (small
 * copies, headers written in place, padding) is taken from memory by ISA-L
 * before the next fused copy or at the end. */
#include <isa-l/crc.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/log.h"

static uint32_t raw_crc(uint32_t reg, const uint8_t *p, size_t len)
{
	while (len > 0) {
		int n = len > (size_t)INT_MAX ? INT_MAX : (int)len;

		reg = crc32_iscsi((unsigned char *)p, n, reg);
		p += n;
		len -= (size_t)n;
	}
	return reg;
}

uint32_t jolt_crc32c(uint32_t crc, const void *buf, size_t len)
{
	return ~raw_crc(~crc, buf, len);
}

uint32_t jolt_record_crc(const uint8_t *rec, uint32_t blocks)
{
	uint8_t hdr[JOLT_RECORD_HEADER_SIZE];
	uint32_t crc;

	crc = jolt_crc32c(0, rec + JOLT_RECORD_HEADER_SIZE,
			  (size_t)blocks * JOLT_BLOCK_SIZE - JOLT_RECORD_HEADER_SIZE);
	memcpy(hdr, rec, sizeof(hdr));
	memset(hdr + offsetof(struct jolt_record_header, crc), 0, 4);
	return jolt_crc32c(crc, hdr, sizeof(hdr));
}

/* A copy shorter than this is copied plainly and its bytes CRCed from
 * memory later: below it the fold's start and end cost more than it saves. */
enum { FOLD_BLOCK = 128, FOLD_MIN = 1024 };

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define FOLD_TARGET __attribute__((target("avx2,pclmul,vpclmulqdq,sse4.2")))

/* Both lanes' constants for a fold of D = 1024 bits (four 256-bit
 * accumulators): x^(64+D-1) mod P for the low half, x^(D-1) mod P for the
 * high half, each as a reflected 64-bit operand (bit i the coefficient of
 * x^(63-i)). A carry-less product of reflected operands is the polynomial
 * product times x, hence the exponents one less. (x^n mod P is the loop
 * v = 1; n times: v <<= 1, if bit 32 is set v ^= 0x11EDC6F41.) */
static const uint64_t fold_k[4] __attribute__((aligned(32))) = {
	0x6577b24500000000ull, 0x7417153f00000000ull,
	0x6577b24500000000ull, 0x7417153f00000000ull,
};

FOLD_TARGET
static uint32_t copy_fold(uint8_t *dst, const uint8_t *src, size_t blocks, uint32_t reg)
{
	const __m256i k = _mm256_load_si256((const __m256i *)fold_k);
	__m256i x0 = _mm256_loadu_si256((const __m256i *)src);
	__m256i x1 = _mm256_loadu_si256((const __m256i *)(src + 32));
	__m256i x2 = _mm256_loadu_si256((const __m256i *)(src + 64));
	__m256i x3 = _mm256_loadu_si256((const __m256i *)(src + 96));
	uint64_t acc[16];
	uint64_t r = 0;

	_mm256_storeu_si256((__m256i *)dst, x0);
	_mm256_storeu_si256((__m256i *)(dst + 32), x1);
	_mm256_storeu_si256((__m256i *)(dst + 64), x2);
	_mm256_storeu_si256((__m256i *)(dst + 96), x3);
	x0 = _mm256_xor_si256(x0, _mm256_zextsi128_si256(_mm_cvtsi32_si128((int)reg)));
	for (size_t b = 1; b < blocks; b++) {
		const uint8_t *s = src + b * FOLD_BLOCK;
		uint8_t *d = dst + b * FOLD_BLOCK;
		__m256i a0 = _mm256_loadu_si256((const __m256i *)s);
		__m256i a1 = _mm256_loadu_si256((const __m256i *)(s + 32));
		__m256i a2 = _mm256_loadu_si256((const __m256i *)(s + 64));
		__m256i a3 = _mm256_loadu_si256((const __m256i *)(s + 96));

		_mm256_storeu_si256((__m256i *)d, a0);
		_mm256_storeu_si256((__m256i *)(d + 32), a1);
		_mm256_storeu_si256((__m256i *)(d + 64), a2);
		_mm256_storeu_si256((__m256i *)(d + 96), a3);
#define FOLD(x, a) x = _mm256_xor_si256(_mm256_xor_si256(_mm256_clmulepi64_epi128(x, k, 0x00), \
							  _mm256_clmulepi64_epi128(x, k, 0x11)), a)
		FOLD(x0, a0);
		FOLD(x1, a1);
		FOLD(x2, a2);
		FOLD(x3, a3);
#undef FOLD
	}
	_mm256_storeu_si256((__m256i *)acc, x0);
	_mm256_storeu_si256((__m256i *)(acc + 4), x1);
	_mm256_storeu_si256((__m256i *)(acc + 8), x2);
	_mm256_storeu_si256((__m256i *)(acc + 12), x3);
	for (int i = 0; i < 16; i++)
		r = _mm_crc32_u64(r, acc[i]);
	return (uint32_t)r;
}

int jolt_crc_copy_supported(void)
{
	return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("pclmul") &&
	       __builtin_cpu_supports("vpclmulqdq") && __builtin_cpu_supports("sse4.2");
}
#else
static uint32_t copy_fold(uint8_t *dst, const uint8_t *src, size_t blocks, uint32_t reg)
{
	(void)dst, (void)src, (void)blocks;
	abort(); /* never called: jolt_crc_copy_supported() is 0 */
	return reg;
}

int jolt_crc_copy_supported(void)
{
	return 0;
}
#endif

int jolt_crc_copy_default(void)
{
	const char *v = getenv("JOLT_SOFT_CRC");

	return jolt_crc_copy_supported() && !(v && !strcmp(v, "separate"));
}

void jolt_crc_copy_begin(struct jolt_crc_copy *c, const uint8_t *start, int fused)
{
	c->reg = ~0u;
	c->done = start;
	c->fused = fused && jolt_crc_copy_supported();
}

void jolt_crc_copy(struct jolt_crc_copy *c, uint8_t *dst, const void *src, size_t n)
{
	size_t blocks = n / FOLD_BLOCK;

	if (!c->fused || n < FOLD_MIN) {
		memcpy(dst, src, n);
		return;
	}
	c->reg = raw_crc(c->reg, c->done, (size_t)(dst - c->done));
	c->reg = copy_fold(dst, src, blocks, c->reg);
	c->done = dst + blocks * FOLD_BLOCK;
	memcpy(dst + blocks * FOLD_BLOCK, (const uint8_t *)src + blocks * FOLD_BLOCK,
	       n - blocks * FOLD_BLOCK);
}

uint32_t jolt_crc_copy_end(const struct jolt_crc_copy *c, const uint8_t *end)
{
	return ~raw_crc(c->reg, c->done, (size_t)(end - c->done));
}
