/**
 * The orders list's state in the URL (issue 14): page, sort and filters survive a reload and can be
 * shared; the page's search parameters become `listOrders`' input, bad values are dropped.
 */
import type { FnInput } from '@sc/domain/contract/index';
import { ORDERS_PAGES_MAX } from '@sc/domain/contract/orders';
import { orderSorts, orderStatuses, type OrderSort, type OrderStatus } from '@sc/domain/vocabulary/orders';

export type OrdersQuery = FnInput<'listOrders'>;
export const ORDERS_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((a) => a === value);

export function ordersQueryOf(officeID: string, params: URLSearchParams): OrdersQuery {
  const page = Number(params.get('page'));
  const status = pick(params.get('status'), orderStatuses);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const search = (params.get('q') ?? '').slice(0, 60);
  const testID = params.get('test') ?? '';
  return {
    officeID,
    page: Number.isInteger(page) && page >= 1 && page <= ORDERS_PAGES_MAX ? page : 1,
    pageSize: ORDERS_PAGE_SIZE,
    sort: pick(params.get('sort'), orderSorts) ?? 'requested',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    status: status ? [status] : [],
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(testID ? { testID: testID.slice(0, 64) } : {}),
    search,
  };
}

/** The search parameters after one change: a new filter or sort starts again at page 1. */
export function withFilter(
  params: URLSearchParams,
  change: Partial<Record<'status' | 'from' | 'to' | 'q' | 'test', string>> & {
    sort?: OrderSort;
    dir?: 'asc' | 'desc';
    page?: number;
  },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (key === 'page') continue;
    if (value === '' || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  if (change.page && change.page > 1) next.set('page', String(change.page));
  return next;
}

export type { OrderStatus };

/** The CSV of the list as it is filtered and sorted (server: http/orders-csv-route.ts). */
export function ordersCsvHref(query: OrdersQuery): string {
  const params = new URLSearchParams({ officeID: query.officeID });
  if (query.sort) params.set('sort', query.sort);
  if (query.direction) params.set('direction', query.direction);
  for (const status of query.status ?? []) params.append('status', status);
  for (const key of ['from', 'to', 'testID', 'search'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return `/api/orders.csv?${params}`;
}

/** The last page, when `page` is past it and the list is not empty; null when the page is fine. */
export function pageBeyondEnd({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return total > 0 && page > last ? last : null;
}
