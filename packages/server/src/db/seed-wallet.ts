/**
 * The demo nurse's wallet (README, issue 23): four past itineraries paid, three of them withdrawable
 * and the last still pending, a bank account, one settled payout and one waiting for operations.
 * Posted through the ledger's own repository, so the demo balances like any wallet.
 */
import { sql } from 'drizzle-orm';
import {
  earningEntry,
  earningWithdrawableAt,
  payoutSettledEntry,
  releaseEntry,
  withdrawalEntry,
} from '@sc/domain/wallet/ledger';
import type { Db, Tx } from './client.ts';
import { sealAccountNumber } from '../lib/bank-crypto.ts';
import { postEntry, scheduleRelease } from '../repositories/ledger.repository.ts';
import { insertWithdrawal, replaceBankAccount } from '../repositories/payouts.repository.ts';

const USER = 'user-nurse';
const HOUR = 3_600_000;
export const DEMO_WALLET = {
  bankAccountId: 'bank-account-demo',
  settledWithdrawal: 'withdrawal-demo-settled',
  pendingWithdrawal: 'withdrawal-demo-pending',
  /** Earned, in cents: withdrawable 33,000 less 14,500 withdrawn; 8,000 pending. */
  balance: 26_500,
  withdrawable: 18_500,
} as const;

const pastWork = [
  { id: 'itinerary-past-1', hoursAgo: 8 * 24, cents: 9_500 },
  { id: 'itinerary-past-2', hoursAgo: 5 * 24, cents: 12_500 },
  { id: 'itinerary-past-3', hoursAgo: 3 * 24, cents: 11_000 },
  { id: 'itinerary-past-4', hoursAgo: 10, cents: 8_000 },
];

/** Without the instance's key (a bench's seed) the wallet has its earnings but no bank account or payouts. */
/**
 * Without the instance's key (a bench's seed) the wallet has its earnings but no bank account or
 * payouts. Entries are posted in the order they happened, as the ledger's ids (its list's order) say.
 */
export async function seedDemoWallet(tx: Tx, now: Date, timeZone: string, dataEncryptionKey?: string): Promise<void> {
  const db = tx as unknown as Db;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const bankAccountId = DEMO_WALLET.bankAccountId;
  const events: { at: Date; post: () => Promise<void> }[] = [];

  for (const work of pastWork) {
    const done = at(work.hoursAgo);
    await db.execute(sql`insert into itineraries (id, status, start_at, time_zone, user_id)
      values (${work.id}, 'done', ${new Date(done.getTime() - 5 * HOUR).toISOString()}::timestamptz, ${timeZone}, ${USER})`);
    const releaseAt = earningWithdrawableAt(done);
    let entryId: number | null = null;
    events.push({
      at: done,
      post: async () => {
        entryId = await postEntry(db, earningEntry(work.cents), {
          key: `earning:itinerary:${work.id}`,
          userId: USER,
          amountCents: work.cents,
          itineraryId: work.id,
          at: done,
        });
        if (releaseAt > now) await scheduleRelease(db, entryId!, USER, releaseAt);
      },
    });
    if (releaseAt <= now)
      events.push({
        at: releaseAt,
        post: async () => {
          await postEntry(db, releaseEntry(work.cents), {
            key: `release:${entryId}`,
            userId: USER,
            amountCents: work.cents,
            at: releaseAt,
          });
        },
      });
  }

  if (dataEncryptionKey) {
    await replaceBankAccount(db, {
      id: bankAccountId,
      userId: USER,
      holderName: 'Nora Nightingale',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumberSealed: sealAccountNumber('000123456789', {
        dataEncryptionKey,
        userID: USER,
        bankAccountID: bankAccountId,
      }),
      last4: '6789',
    });
    const withdraw = (id: string, cents: number, hoursAgo: number) =>
      events.push({
        at: at(hoursAgo),
        post: async () => {
          await insertWithdrawal(db, { id, userId: USER, amountCents: cents, bankAccountId, at: at(hoursAgo) });
          await postEntry(db, withdrawalEntry(cents), {
            key: `withdrawal:${id}`,
            userId: USER,
            amountCents: cents,
            withdrawalId: id,
            at: at(hoursAgo),
          });
          await db.execute(sql`update withdrawals set status = 'sent', provider_reference = ${`ops-${id}`},
            sent_at = ${at(hoursAgo).toISOString()}::timestamptz where id = ${id}`);
        },
      });
    withdraw(DEMO_WALLET.settledWithdrawal, 9_500, 6 * 24);
    withdraw(DEMO_WALLET.pendingWithdrawal, 5_000, 2);
    events.push({
      at: at(5 * 24),
      post: async () => {
        await db.execute(sql`update withdrawals set status = 'settled', finished_at = ${at(5 * 24).toISOString()}::timestamptz,
          finished_by = 'user-admin' where id = ${DEMO_WALLET.settledWithdrawal}`);
        await postEntry(db, payoutSettledEntry(9_500), {
          key: `payout-settled:${DEMO_WALLET.settledWithdrawal}`,
          userId: USER,
          amountCents: 9_500,
          withdrawalId: DEMO_WALLET.settledWithdrawal,
          at: at(5 * 24),
        });
      },
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.post();
}
