/* Multi-mount protection: mmp.c says how; docs/disk-format.md section 11
 * has the block and the rules. */
#ifndef JOLT_FS_MMP_H
#define JOLT_FS_MMP_H
#include "jolt/blk.h"
#include "jolt/fs_format.h"

struct jolt_fs_info;
struct jolt_mmp;

/* Writes a clean MMP block for a new filesystem (mkfs). */
int jolt_mmp_format(struct jolt_blk *dev, const struct jolt_fs_super *sb);

/* A read-write mount's claim, before it writes anything: the device's claim
 * (jolt_blk_claim), then the MMP protocol. *out is NULL where there is
 * nothing to keep up (a PRIVATE device, no MMP block). 0, or -EBUSY (in
 * use: a mount elsewhere, or another jolt here) or an I/O error, with why.
 * May wait 2 * interval + 1 seconds (twice on a SHARED device). */
int jolt_mmp_mount(struct jolt_blk *dev, const struct jolt_fs_super *sb, struct jolt_mmp **out,
		   char *why, size_t why_len);
/* Starts the updater of a mount that succeeded (errors go to fs). */
int jolt_mmp_start(struct jolt_mmp *m, struct jolt_fs_info *fs);
/* Stops the updater; clean: the last commit is done, mark the block clean. */
void jolt_mmp_release(struct jolt_mmp *m, int clean);

/* fsck's check, taking nothing: 0 when no mount holds the filesystem (a
 * crashed one is told on stderr), -EBUSY with why when one does. */
int jolt_mmp_check(struct jolt_blk *dev, const struct jolt_fs_super *sb, char *why, size_t why_len);
#endif
