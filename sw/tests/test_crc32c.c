/* CRC32C test vectors: RFC 3720 appendix B.4, the check value, chaining,
 * and the record CRC's coverage (body, then header with crc zero). */
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

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(rfc3720_vectors), TEST(chaining), TEST(record_crc_coverage),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
