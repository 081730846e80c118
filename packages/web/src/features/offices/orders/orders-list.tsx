/** The office's orders: sorted, filtered, searched and paged on the server, kept in the URL. */
import { Fragment, useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import { SPECIMEN_WHEREABOUTS_LABELS } from '@sc/domain/custody/specimen-whereabouts';
import { ORDER_STATUS_LABELS } from '@sc/domain/orders/order-status';
import { formatClockTime } from '@sc/domain/orders/visit-window';
import { formatDateKey, SHORT_DATE_FORMAT } from '@sc/domain/format/dates';
import { orderStatuses, type OrderSort } from '@sc/domain/vocabulary/orders';
import {
  AnchorButton,
  Button,
  EmptyState,
  LinkButton,
  Page,
  StatusChip,
  TextField,
} from '../../../components/ui/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EmptyIcon } from '../../../components/ui/icons.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useAppPath } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { viewerToday } from '../../../lib/locale.ts';
import { useFn } from '../../../lib/query.ts';
import { besideField, besideForm, toRefusal } from '../../../lib/refusals.ts';
import { ordersCsvHref, ordersQueryOf, pageBeyondEnd, withFilter } from './order-filters.ts';
import { requisitionHref } from './order-placed.tsx';
import { ORDER_TONES, WHEREABOUTS_TONES } from './statuses.ts';
import '../../../components/ui/records.css';
import { OfficeLoadFailed } from '../office-load-failed.tsx';

type Order = FnOutput<'listOrders'>['orders'][number];

/** The list's inputs with a field on screen: their refusals stand beside them. */
const FILTER_FIELDS = ['search', 'from', 'to'] as const;

const columns: DataTableColumn<Order, OrderSort>[] = [
  {
    key: 'requested',
    header: 'Visit',
    sort: 'requested',
    render: (o) =>
      o.requestedDate ? (
        <>
          {/* With its year when it is not this year (ADR 078): "Jan 1, 2027", never a bare "Dec 31". */}
          {formatDateKey(o.requestedDate, SHORT_DATE_FORMAT, viewerToday())}
          {o.windowStart && o.windowEnd ? (
            <div className="ui-subline">
              {formatClockTime(o.windowStart)} – {formatClockTime(o.windowEnd)}
            </div>
          ) : null}
        </>
      ) : (
        'Not set'
      ),
  },
  { key: 'patient', header: 'Patient', sort: 'patient', render: (o) => o.patient?.name ?? '—' },
  { key: 'tests', header: 'Tests', render: (o) => <TestLinks tests={o.tests} /> },
  {
    key: 'status',
    header: 'Status',
    sort: 'status',
    render: (o) => <StatusChip tone={ORDER_TONES[o.status]}>{ORDER_STATUS_LABELS[o.status]}</StatusChip>,
  },
  {
    key: 'specimen',
    header: 'Specimen',
    render: (o) => (
      <StatusChip tone={WHEREABOUTS_TONES[o.specimen]}>{SPECIMEN_WHEREABOUTS_LABELS[o.specimen]}</StatusChip>
    ),
  },
  { key: 'prescriber', header: 'Prescriber', secondary: true, render: (o) => o.prescriber?.name ?? '—' },
  { key: 'requisition', header: 'Requisition', secondary: true, render: (o) => requisitionLink(o) },
];

/** Each test's code, leading to its procedure page; a canceled one of an order still going says so. */
function TestLinks({ tests }: { tests: Order['tests'] }) {
  const appPath = useAppPath();
  return tests.map((t, i) => (
    <Fragment key={t.procedureID}>
      {i > 0 ? ', ' : null}
      <Link to={appPath(paths.officeProcedure.href({ procedureID: t.procedureID }))} title={t.name}>
        {t.status === 'canceled' ? <del>{t.code}</del> : t.code}
      </Link>
      {t.status === 'canceled' ? ' (canceled)' : null}
    </Fragment>
  ));
}

function requisitionLink(o: Order) {
  if (!o.requisitionNumber) return '—';
  return (
    <a href={requisitionHref(o.id)} target="_blank" rel="noopener">
      {o.requisitionNumber}
    </a>
  );
}

export function OrdersList({ officeID }: { officeID: string }) {
  const appPath = useAppPath();
  const [params, setParams] = useSearchParams();
  const query = ordersQueryOf(officeID, params);
  const orders = useFn('listOrders', query, { placeholderData: keepPreviousData, enabled: officeID !== '' });
  const tests = useFn('searchTestCatalogue', { query: '', limit: 50 }, { staleTime: 60 * 60_000 });
  const change = (next: Parameters<typeof withFilter>[1]) => setParams(withFilter(params, next), { replace: true });
  // A page past the end (an old link, a filter that shrank the list) goes to the last page (issue 27).
  const beyond = orders.data ? pageBeyondEnd(orders.data) : null;
  useEffect(() => {
    if (beyond !== null) setParams((current) => withFilter(current, { page: beyond }), { replace: true });
  }, [beyond, setParams]);

  // A refused search or range stands beside its field; only a load that failed otherwise is a failure (issue 27).
  const refusal = orders.error ? toRefusal(orders.error) : null;
  const failed = besideForm(refusal, FILTER_FIELDS);
  const newOrder = <LinkButton to={appPath(`${paths.officeOrders.href()}?new`)}>New order</LinkButton>;
  return (
    <Page title="Orders" width="wide">
      <div className="ui-toolbar">
        <AnchorButton variant="secondary" href={ordersCsvHref(query)} download="orders.csv">
          Download CSV
        </AnchorButton>
        {newOrder}
      </div>
      <form
        className="ui-filters"
        role="search"
        aria-label="Orders"
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          change({ q: typeof q === 'string' ? q.trim() : '' });
        }}
      >
        <TextField
          label="Search"
          name="q"
          type="search"
          defaultValue={query.search}
          placeholder="Patient or requisition number"
          key={query.search}
          error={besideField(refusal, 'search')}
        />
        <SelectField
          label="Status"
          value={query.status?.[0] ?? ''}
          onChange={(e) => change({ status: e.target.value })}
          options={[
            { value: '', label: 'Any status' },
            ...orderStatuses.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
          ]}
        />
        <SelectField
          label="Test"
          value={query.testID ?? ''}
          onChange={(e) => change({ test: e.target.value })}
          options={[
            { value: '', label: 'Any test' },
            ...(tests.data?.tests ?? []).map((t) => ({ value: t.id, label: `${t.code} · ${t.name}` })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={query.from ?? ''}
          onChange={(e) => change({ from: e.target.value })}
          error={besideField(refusal, 'from')}
        />
        <TextField
          label="To"
          type="date"
          value={query.to ?? ''}
          onChange={(e) => change({ to: e.target.value })}
          error={besideField(refusal, 'to')}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {failed ? <OfficeLoadFailed error={{ message: failed }} /> : null}
      <DataTable
        caption="Orders"
        columns={columns}
        rows={orders.data?.orders ?? []}
        rowKey={(o) => o.id}
        sort={{ key: query.sort ?? 'requested', direction: query.direction ?? 'desc' }}
        onSort={(sort, dir) => change({ sort, dir })}
        busy={orders.isFetching}
        empty={
          orders.isPending ? null : (
            <EmptyState title="No orders match" icon={EmptyIcon} action={newOrder}>
              Change the filters, or order a visit for a patient.
            </EmptyState>
          )
        }
      />
      {orders.data ? (
        <Pagination
          page={orders.data.page}
          pageSize={orders.data.pageSize}
          total={orders.data.total}
          noun="orders"
          onPage={(page) => change({ page })}
        />
      ) : null}
    </Page>
  );
}
