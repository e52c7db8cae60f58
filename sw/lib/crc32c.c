/* CRC32C from ISA-L (crc32_iscsi, the same routine SPDK uses). ISA-L's
 * iSCSI CRC takes and returns the raw register; jolt_crc32c() presents the
 * standard form (init and final XOR 0xffffffff), chainable. */
#include <isa-l/crc.h>
#include <limits.h>
#include <string.h>

#include "jolt/log.h"

uint32_t jolt_crc32c(uint32_t crc, const void *buf, size_t len)
{
	const unsigned char *p = buf;
	uint32_t reg = ~crc;

	while (len > 0) {
		int n = len > (size_t)INT_MAX ? INT_MAX : (int)len;

		reg = crc32_iscsi((unsigned char *)p, n, reg);
		p += n;
		len -= (size_t)n;
	}
	return ~reg;
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
