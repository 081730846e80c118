/**
 * The nurse's wallet (requirements.md 3 Wallet, 7 getTransactions and withdrawUserAvailableBalance, 9
 * currency; issue 23, ADR 041, 042): balances from the ledger, her transactions with the work that
 * earned them, her bank account, withdrawals, and operations settling or failing payouts.
 */
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../wallet/ledger.ts';
import { bankAccountTypes, journalEntryKinds, payoutStatuses } from '../vocabulary/wallet.ts';
import { PAYOUTS_CSV_MAX, PAYOUTS_PAGE_SIZE, payoutFilters } from '../wallet/payouts-console.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema, okSchema } from './schemas.ts';

/** A transaction's id: its journal entry's number, as text. */
const transactionIdSchema = z.string().regex(/^[1-9][0-9]{0,15}$/);

/** Where a page of operations' payouts list ended: the last payout's sort instant and id. */
const payoutCursorSchema = z.object({ at: z.string().datetime({ offset: true }), id: idSchema });

const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(payoutStatuses),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  last4: z.string(),
  failureReason: z.string().nullable(),
});

export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(journalEntryKinds),
  /** What it added to (positive) or took from (negative) her balance. */
  amountCents: z.number().int(),
  createdAt: z.string(),
  memo: z.string().nullable(),
  /** requirements.md 7, "transactions with service data": the work an earning pays, the payout a withdrawal made. */
  service: z.object({
    shift: z
      .object({ id: z.string(), startTime: z.string(), timeZone: z.string(), serviceRegions: z.string() })
      .nullable(),
    itinerary: z
      .object({ id: z.string(), startTime: z.string(), timeZone: z.string(), stops: z.number().int() })
      .nullable(),
    payout: z
      .object({
        id: z.string(),
        status: z.enum(payoutStatuses),
        last4: z.string().nullable(),
        failureReason: z.string().nullable(),
      })
      .nullable(),
  }),
});

const bankAccountSchema = z.object({
  holderName: z.string(),
  accountType: z.enum(bankAccountTypes),
  last4: z.string(),
  addedAt: z.string(),
});

const walletSchema = z.object({
  /** requirements.md 3: earned and not yet withdrawn, in cents. */
  balance: z.number().int(),
  /** requirements.md 3: what she may withdraw now. */
  withdrawableBalance: z.number().int(),
  pendingBalance: z.number().int(),
  /** On its way to her bank. */
  inFlight: z.number().int(),
  /** When pending earnings become withdrawable, soonest first (ADR 041). */
  upcoming: z.array(z.object({ amountCents: z.number().int(), releaseAt: z.string() })),
  bankAccount: bankAccountSchema.nullable(),
  payouts: z.array(payoutSchema),
});

const digits = (max: number) => z.string().trim().max(max);

export const walletContract = {
  getWallet: defineFunction({
    summary:
      'requirements.md 3 Wallet: her balance, withdrawable balance, pending earnings, bank account and recent payouts.',
    input: z.object({}),
    output: walletSchema,
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  getTransactions: defineFunction({
    summary: 'requirements.md 7 getTransactions: her transactions, newest first, a page at a time.',
    input: z.object({
      limit: z.number().int().min(1).max(50).default(20),
      /** The last id of the page before. */
      before: transactionIdSchema.optional(),
    }),
    output: z.object({ transactions: z.array(transactionSchema), nextBefore: z.string().nullable() }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  getTransactionsByIds: defineFunction({
    summary: 'requirements.md 7: her transactions by transactionIDs, with service data; another nurse’s are not found.',
    input: z.object({ transactionIDs: z.array(transactionIdSchema).min(1).max(50) }),
    output: z.object({ transactions: z.array(transactionSchema) }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: { transactionIDs: ['1'] },
  }),
  addBankAccount: defineFunction({
    summary:
      'Issue 23: her bank account for payouts (ABA-checked routing number, account number typed twice, stored encrypted).',
    input: z.object({
      holderName: z.string().trim().max(200),
      accountType: z.enum(bankAccountTypes).default('checking'),
      routingNumber: digits(20),
      accountNumber: digits(30),
      accountNumberConfirmation: digits(30),
    }),
    output: z.object({ bankAccount: bankAccountSchema }),
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example: {
      holderName: 'Nora Nightingale',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountNumberConfirmation: '000123456789',
    },
  }),
  withdrawUserAvailableBalance: defineFunction({
    summary:
      'requirements.md 7 withdrawUserAvailableBalance: any amount up to the withdrawable balance, paid out by a job.',
    input: z.object({ amountCents: z.number().int().min(-MAX_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS) }),
    output: z.object({
      withdrawalID: z.string(),
      amountCents: z.number().int(),
      balance: z.number().int(),
      withdrawableBalance: z.number().int(),
    }),
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example: { amountCents: 100 },
  }),
  getEarningsStatement: defineFunction({
    summary: 'Issue 23: her earnings of a year per month and kind, with the CSV to download for her taxes.',
    input: z.object({ year: z.number().int().min(2020).max(2100) }),
    output: z.object({
      year: z.number().int(),
      months: z.array(
        z.object({
          month: z.number().int(),
          shiftCents: z.number().int(),
          itineraryCents: z.number().int(),
          totalCents: z.number().int(),
        }),
      ),
      totalCents: z.number().int(),
      csv: z.string(),
    }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: { year: 2026 },
  }),
  listPayouts: defineFunction({
    summary:
      'Operations (ADR 042, 079): payouts by filter, a page at a time: open ones oldest first, settled or failed ones by when they finished, all by when requested, newest first.',
    input: z.object({
      status: z.enum(payoutFilters).default('open'),
      limit: z.number().int().min(1).max(100).default(PAYOUTS_PAGE_SIZE),
      /** The last payout of the page before (`nextAfter` of that page). */
      after: payoutCursorSchema.optional(),
    }),
    output: z.object({
      payouts: z.array(
        payoutSchema.extend({ nurseName: z.string(), nurseEmail: z.string(), routingNumber: z.string() }),
      ),
      nextAfter: payoutCursorSchema.nullable(),
    }),
    access: rolesAccess('admin'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  revealPayoutBankAccount: defineFunction({
    summary:
      'Operations (ADR 079): the bank account an open payout goes to, its full account number opened to pay by hand; each reveal is audited.',
    input: z.object({ withdrawalID: idSchema }),
    output: z.object({
      holderName: z.string(),
      accountType: z.enum(bankAccountTypes),
      routingNumber: z.string(),
      accountNumber: z.string(),
    }),
    access: rolesAccess('admin'),
    write: false,
    auditedRead: true,
    patientData: 'none',
    example: { withdrawalID: 'withdrawal-demo-pending' },
  }),
  exportPayouts: defineFunction({
    summary: `Operations (ADR 079): the payouts of a filter as CSV, in the list's order, at most ${PAYOUTS_CSV_MAX}; no bank number beyond its last four digits.`,
    input: z.object({ status: z.enum(payoutFilters).default('open') }),
    output: z.object({ csv: z.string(), filename: z.string(), truncated: z.boolean() }),
    access: rolesAccess('admin'),
    write: false,
    auditedRead: true,
    patientData: 'none',
    example: { status: 'all' },
  }),
  settlePayout: defineFunction({
    summary: 'Operations: the bank took this payout.',
    input: z.object({ withdrawalID: idSchema }),
    output: okSchema,
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { withdrawalID: 'withdrawal-demo-pending' },
  }),
  failPayout: defineFunction({
    summary: 'Operations: the bank refused this payout; the money returns to her wallet with the reason.',
    input: z.object({ withdrawalID: idSchema, reason: z.string().trim().min(1).max(500) }),
    output: okSchema,
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { withdrawalID: 'withdrawal-demo-pending', reason: 'Account closed' },
  }),
};
