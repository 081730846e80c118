/**
 * An order that ends (collected, or failed) is emailed to the staff of its offices that chose that
 * email in their office settings (ADR 031), in the transaction that ended it: the outbox row commits
 * with it or not at all, so a retried write sends nothing twice.
 */
import { buildEmailLink } from '@sc/domain/auth/email-links';
import { orderNoticeEmail, orderNoticeOf } from '@sc/domain/orders/order-notices';
import { findNoticeOrders, listNotifiedStaffEmails } from '../repositories/order-notices.repository.ts';
import type { FnContext } from './context.ts';

export async function emailEndedOrders(ctx: FnContext, orderIDs: readonly string[]): Promise<void> {
  for (const order of await findNoticeOrders(ctx.db, orderIDs)) {
    const kind = orderNoticeOf(order.status);
    if (!kind) continue;
    // Our own host only (the product's links never point elsewhere), at the procedure page.
    const link = buildEmailLink(
      ctx.config.publicUrl,
      `/office/procedures/${encodeURIComponent(order.procedureId)}`,
      {},
    );
    const email = orderNoticeEmail(kind, order.requisitionNumber, link);
    const offices = [...new Set([order.officeId, order.createdByOfficeId])];
    for (const to of await listNotifiedStaffEmails(ctx.db, offices, kind))
      await ctx.adapters.email.send(ctx.db, { to, ...email, links: [link] });
  }
}
