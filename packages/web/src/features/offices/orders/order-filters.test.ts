import { describe, expect, test } from 'vitest';
import { ordersCsvHref, ordersQueryOf, pageBeyondEnd, withFilter } from './order-filters.ts';

const query = (search: string) => ordersQueryOf('office-lab', new URLSearchParams(search));

describe('the orders list’s state in the URL', () => {
  test('nothing set: the first page, latest requested visit first', () => {
    expect(query('')).toEqual({
      officeID: 'office-lab',
      page: 1,
      pageSize: 25,
      sort: 'requested',
      direction: 'desc',
      status: [],
      search: '',
    });
  });

  test('every filter read back', () => {
    expect(
      query('page=3&sort=patient&dir=asc&status=ordered&from=2026-11-01&to=2026-11-30&q=pia&test=test-tsh'),
    ).toEqual({
      officeID: 'office-lab',
      page: 3,
      pageSize: 25,
      sort: 'patient',
      direction: 'asc',
      status: ['ordered'],
      from: '2026-11-01',
      to: '2026-11-30',
      testID: 'test-tsh',
      search: 'pia',
    });
  });

  test.each([
    ['a page that is not one', 'page=abc', { page: 1 }],
    ['page zero', 'page=0', { page: 1 }],
    ['a sort that does not exist', 'sort=price', { sort: 'requested' }],
    ['a status that does not exist', 'status=lost', { status: [] }],
    ['a day in another format', 'from=11/01/2026', {}],
  ])('drops %s', (_, search, expected) => {
    expect(query(search)).toMatchObject(expected);
    expect(query(search)).not.toHaveProperty('from');
  });

  test('a new filter starts again at page 1; clearing one removes it', () => {
    const params = new URLSearchParams('page=4&status=ordered&q=pia');
    expect(withFilter(params, { status: 'completed' }).toString()).toBe('status=completed&q=pia');
    expect(withFilter(params, { q: '' }).toString()).toBe('status=ordered');
    expect(withFilter(params, { page: 5 }).toString()).toBe('status=ordered&q=pia&page=5');
  });
});

test('the CSV link carries the filters and the sort, not the page', () => {
  expect(ordersCsvHref(query('page=3&sort=patient&status=ordered&q=pia&test=test-tsh'))).toBe(
    '/api/orders.csv?officeID=office-lab&sort=patient&direction=desc&status=ordered&testID=test-tsh&search=pia',
  );
});

describe('a page past the end goes to the last page (issue 27)', () => {
  test.each([
    ['page 9 of 51 orders (3 pages)', { page: 9, total: 51 }, 3],
    ['page 3 of exactly 50 (2 pages)', { page: 3, total: 50 }, 2],
    ['the last page itself', { page: 3, total: 51 }, null],
    ['page 2 of an empty list: nothing to go to', { page: 2, total: 0 }, null],
    ['the first page', { page: 1, total: 5 }, null],
  ])('%s', (_, list, expected) => expect(pageBeyondEnd({ ...list, pageSize: 25 })).toBe(expected));
});
