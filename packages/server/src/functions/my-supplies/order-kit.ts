/**
 * Order kit (requirements.md 1, 2.8, 2.10 orderKit; issue 23): an approved nurse, with the orderKit flag on,
 * orders supplies; the order becomes work for packers, a supply transfer of kind kit-order (the
 * packer's repository, issue 26), addressed to her.
 */
import { and, inArray, ne } from 'drizzle-orm';
import { COLLECTION_KIT_SUPPLY_ID } from '@sc/domain/orders/kit-shipment';
import { supplies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSupplyTransferForKitOrder } from '../../repositories/supply-transfers.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { callerFlag } from '../caller-flag.ts';
import { requireCaller, type Handler } from '../context.ts';

/** What a nurse may order: the bags, tubes, kits and boxes of her work, not the shipping labels. */
const ORDERABLE = [
  'amber-bag',
  'insulated-bag',
  'specimen-bag',
  'procedure-bag',
  'tube',
  'kit',
  'mail-in-box',
  'container',
] as const;

export const orderKitTexts = {
  notFound: 'Whoops, Sorry, we can’t find that page.',
  unknownSupply: 'Choose supplies from the list.',
  noAddress: 'Add your home address to your profile so we know where to send the kit.',
} as const;

export const listOrderableSupplies: Handler<'listOrderableSupplies'> = async (_input, ctx) => {
  requireCaller(ctx);
  const rows = await ctx.db
    .select({ id: supplies.id, name: supplies.name, type: supplies.type })
    .from(supplies)
    // The Home Collection Kit is assembled for patients' kit shipments (ADR 058), not ordered.
    .where(and(inArray(supplies.type, [...ORDERABLE]), ne(supplies.id, COLLECTION_KIT_SUPPLY_ID)))
    .orderBy(supplies.orderWeight, supplies.name);
  return { supplies: rows };
};

export const orderKit: Handler<'orderKit'> = async ({ lines }, ctx) => {
  const caller = requireCaller(ctx);
  if (!(await callerFlag(ctx, 'orderKit'))) throw new AppError('not_found', orderKitTexts.notFound);
  const ids = [...new Set(lines.map((l) => l.supplyID))];
  const known = await ctx.db
    .select({ id: supplies.id, name: supplies.name })
    .from(supplies)
    .where(inArray(supplies.id, ids));
  const orderable = (await listOrderableSupplies({}, ctx)).supplies.map((s) => s.id);
  if (known.length !== ids.length || ids.some((id) => !orderable.includes(id)))
    throw new AppError('bad_request', orderKitTexts.unknownSupply, 'lines');
  const user = await findUserById(ctx.db, caller.userId);
  if (!user?.address) throw new AppError('bad_request', orderKitTexts.noAddress);
  const merged = ids.map((supplyId) => ({
    supplyId,
    quantity: Math.min(
      20,
      lines.filter((l) => l.supplyID === supplyId).reduce((n, l) => n + l.quantity, 0),
    ),
  }));
  const created = await createSupplyTransferForKitOrder(ctx.db, {
    nurseUserId: caller.userId,
    recipient: `${user.firstName} ${user.lastName}`.trim(),
    address: user.address,
    lines: merged,
    supplyNames: known.map((k) => k.name),
    at: ctx.config.clock.now(),
  });
  await ctx.audit({
    action: 'orderKit',
    recordType: 'supply-transfer',
    recordId: created.supplyTransferID,
    subjectUserId: caller.userId,
  });
  return { supplyTransferID: created.supplyTransferID };
};
