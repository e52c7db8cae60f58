/* CRC32C test vectors: RFC 3720 appendix B.4, the check value, chaining,
 * the record CRC's coverage (body, then header with crc zero), and the CRC
 * folded during copies against ISA-L's. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jolt/log.h"

/* RFC 3720 appendix B.4, and the standard check value of "123456789". */
static void rfc3720_vectors(void)
{
	uint8_t buf[48];
	static const uint8_t read_pdu[48] = {
		0x01, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
		0x00, 0x00, 0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00,
		0x00, 0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x18, 0x28, 0x00, 0x00, 0x00,
		0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	};

	CHECK_EQ(jolt_crc32c(0, "123456789", 9), 0xe3069283);
	memset(buf, 0, 32);
	CHECK_EQ(jolt_crc32c(0, buf, 32), 0x8a9136aa);
	memset(buf, 0xff, 32);
	CHECK_EQ(jolt_crc32c(0, buf, 32), 0x62a8ab43);
	for (int i = 0; i < 32; i++)
		buf[i] = (uint8_t)i;
	CHECK_EQ(jolt_crc32c(0, buf, 32), 0x46dd794e);
	for (int i = 0; i < 32; i++)
		buf[i] = (uint8_t)(31 - i);
	CHECK_EQ(jolt_crc32c(0, buf, 32), 0x113fdb5c);
	CHECK_EQ(jolt_crc32c(0, read_pdu, 48), 0xd9963a56);
	CHECK_EQ(jolt_crc32c(0, buf, 0), 0);
}

static uint8_t rec[2 * JOLT_BLOCK_SIZE];

static void fill_record(void)
{
	for (size_t i = 0; i < sizeof(rec); i++)
		rec[i] = (uint8_t)(i * 7 + 3);
}

/* A CRC over two pieces, the first's CRC fed to the second, is the CRC of
 * the whole. */
static void chaining(void)
{
	fill_record();
	uint32_t one = jolt_crc32c(0, rec, sizeof(rec));
	uint32_t chained = jolt_crc32c(jolt_crc32c(0, rec, 1000), rec + 1000, sizeof(rec) - 1000);

	CHECK_EQ(one, chained);
}

/* Record CRC: body [64, blocks*4096) then header[0,64) with crc = 0. */
static void record_crc_coverage(void)
{
	uint8_t expect_in[2 * JOLT_BLOCK_SIZE];

	fill_record();
	uint32_t before = jolt_record_crc(rec, 2);

	memcpy(expect_in, rec + 64, sizeof(rec) - 64);
	memcpy(expect_in + sizeof(rec) - 64, rec, 64);
	memset(expect_in + sizeof(rec) - 64 + 60, 0, 4);
	CHECK_EQ(before, jolt_crc32c(0, expect_in, sizeof(rec)));
	rec[60] ^= 0xff; /* the crc field itself is not covered */
	CHECK_EQ(jolt_record_crc(rec, 2), before);
	rec[100] ^= 1;
	CHECK(jolt_record_crc(rec, 2) != before);
}

/* A region filled as the soft engine fills a record: short headers written
 * in place, copies of every length around the fold's block (128 bytes) and
 * its threshold (1 KiB), at every 8-byte offset, from unaligned sources,
 * then padding; the CRC computed during the copies must be the CRC of the
 * region, and the copies exact. Returns the copies that were folded. */
static int fill_and_check(int fused, unsigned seed)
{
	enum { REGION = 96 * 1024 };
	uint8_t *src = malloc(REGION + 64), *dst = malloc(REGION), *want = malloc(REGION);
	struct jolt_crc_copy c;
	size_t pos = 0;
	int folded = 0;

	CHECK(src && dst && want);
	srand(seed);
	for (size_t i = 0; i < REGION + 64; i++)
		src[i] = (uint8_t)rand();
	memset(dst, 0xa5, REGION);
	jolt_crc_copy_begin(&c, dst, fused);
	for (;;) {
		size_t hdr = 8 * (size_t)(rand() % 3), len;
		size_t choice = (size_t)rand() % 4;

		len = choice == 0 ? (size_t)rand() % 200
		    : choice == 1 ? 1024 + (size_t)rand() % 300
		    : choice == 2 ? 128 * (size_t)(1 + rand() % 40) + (size_t)rand() % 3
		    : (size_t)rand() % 9000;
		if (pos + hdr + len > REGION - 64)
			break;
		for (size_t i = 0; i < hdr; i++)
			dst[pos + i] = (uint8_t)(pos + i);
		pos += hdr;
		if (len >= 1024 && c.fused)
			folded++;
		jolt_crc_copy(&c, dst + pos, src + (size_t)rand() % 64, len);
		CHECK(c.done <= dst + pos + len);
		pos += (len + 7) & ~(size_t)7;
	}
	memset(dst + pos, 0, REGION - pos);
	memcpy(want, dst, REGION);
	CHECK_EQ(jolt_crc_copy_end(&c, dst + REGION), jolt_crc32c(0, want, REGION));
	free(src);
	free(dst);
	free(want);
	return folded;
}

static void copy_crc_separate(void)
{
	for (unsigned seed = 1; seed <= 20; seed++)
		CHECK_EQ(fill_and_check(0, seed), 0);
}

static void copy_crc_fused(void)
{
	int folded = 0;

	if (!jolt_crc_copy_supported())
		SKIP("this CPU has no AVX2 with VPCLMULQDQ: the CRC is not folded during copies");
	for (unsigned seed = 1; seed <= 200; seed++)
		folded += fill_and_check(1, seed);
	CHECK(folded > 1000);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(rfc3720_vectors), TEST(chaining), TEST(record_crc_coverage),
		TEST(copy_crc_separate), TEST(copy_crc_fused),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
