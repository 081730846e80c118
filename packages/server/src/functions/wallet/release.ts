/**
 * Earnings become withdrawable (ADR 041): each due earning is released by one entry, keyed by the
 * earning, so the periodic job and a withdrawal that releases her own first never post it twice.
 */
import { releaseEntry } from '@sc/domain/wallet/ledger';
import type { Db } from '../../db/client.ts';
import { claimDueReleases, deleteRelease, postEntry } from '../../repositories/ledger.repository.ts';

/** Releases what is due (one nurse's, or everyone's); answers how many. */
export async function releaseDueEarnings(db: Db, now: Date, userId?: string): Promise<number> {
  const due = await claimDueReleases(db, now, userId ? { userId } : {});
  for (const release of due) {
    await postEntry(db, releaseEntry(release.amountCents), {
      key: `release:${release.entryId}`,
      userId: release.userId,
      amountCents: release.amountCents,
      at: now,
    });
    await deleteRelease(db, release.entryId);
  }
  return due.length;
}
