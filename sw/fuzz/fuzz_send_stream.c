/* Fuzzes the send stream reader. Odd-sized inputs are read as they are;
 * even-sized ones get every command CRC fixed up first (walking the length
 * fields), so the fuzzer gets past the CRC into the attribute decoding.
 * Each decoded command is touched in full so that a pointer or length the
 * reader got wrong shows up under ASan. Crashes, sanitizer reports and
 * leaks are the failures; a refusal must come with a reason. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/send_stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int touch(void *ctx, const struct jolt_send_cmd *c)
{
	volatile uint8_t *sink = ctx;
	const char *strs[] = { c->path, c->path_to, c->path_link, c->clone_path, c->xattr_name };

	for (size_t i = 0; i < sizeof(strs) / sizeof(strs[0]); i++)
		if (strs[i])
			*sink ^= (uint8_t)strlen(strs[i]);
	for (uint32_t i = 0; i < c->data_len; i++)
		*sink ^= c->data[i];
	for (uint32_t i = 0; i < c->xattr_data_len; i++)
		*sink ^= c->xattr_data[i];
	return 0;
}

static uint32_t le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct jolt_send_error err;
	volatile uint8_t sink = 0;
	uint8_t *buf;
	int rc;

	if (size > (1u << 20))
		return 0;
	buf = malloc(size ? size : 1);
	if (!buf)
		return 0;
	memcpy(buf, data, size);
	if (!(size & 1) && size >= JOLT_SEND_HEADER_SIZE) {
		size_t at = JOLT_SEND_HEADER_SIZE;

		while (at + JOLT_SEND_CMD_HEADER_SIZE <= size) {
			uint32_t len = le32(buf + at), crc;

			if (len > size - at - JOLT_SEND_CMD_HEADER_SIZE)
				break;
			memset(buf + at + 6, 0, 4);
			crc = jolt_send_crc(buf + at, JOLT_SEND_CMD_HEADER_SIZE + len);
			memcpy(buf + at + 6, &crc, 4);   /* little-endian hosts */
			at += JOLT_SEND_CMD_HEADER_SIZE + len;
		}
	}
	rc = jolt_send_parse(buf, size, touch, (void *)&sink, &err);
	if (rc && !err.reason[0])
		abort();
	free(buf);
	return 0;
}
