/**
 * office/visits (requirements.md 2.8 "Visits (flag)", issue 14): the office's upcoming visits from its
 * today on, grouped by the office's day (domain `groupVisitsByDay`), each with its time, patient,
 * tests, nurse and status. Behind the `visits` flag (the route's guard, and the server's read).
 */
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import { timeZoneName } from '@sc/domain/format/local-dates';
import { groupVisitsByDay, visitTimeLabel } from '@sc/domain/orders/office-visits';
import { ORDER_STATUS_LABELS } from '@sc/domain/orders/order-status';
import { EmptyState, LinkButton, Page, PageLoading, StatusChip } from '../../../components/ui/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { CalendarIcon } from '../../../components/ui/icons.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { now } from '../../../lib/clock.ts';
import { viewerLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import { ORDER_TONES } from '../orders/statuses.ts';
import '../../../components/ui/records.css';
import { OfficeLoadFailed } from '../office-load-failed.tsx';

type Data = FnOutput<'listOfficeVisits'>;
type Visit = Data['visits'][number];

export const VISITS_PAGE_SIZE = 50;

function visitColumns(officeTimeZone: string): DataTableColumn<Visit, never>[] {
  return [
    {
      key: 'time',
      header: 'Time',
      render: (v) => (
        <>
          {visitTimeLabel(v, officeTimeZone)}
          {v.timeZone && v.timeZone !== officeTimeZone ? (
            <div className="ui-subline">Patient on {timeZoneName(v.timeZone, viewerLocale(), now())}</div>
          ) : null}
        </>
      ),
    },
    { key: 'patient', header: 'Patient', render: (v) => <PatientLink visit={v} /> },
    {
      key: 'tests',
      header: 'Tests',
      secondary: true,
      render: (v) => (v.tests.length ? v.tests.map((t) => t.code).join(', ') : '—'),
    },
    {
      key: 'nurse',
      header: 'Nurse',
      render: (v) => v.nurse?.name ?? <span className="ui-subline">Not assigned yet</span>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (v) => <StatusChip tone={ORDER_TONES[v.status]}>{ORDER_STATUS_LABELS[v.status]}</StatusChip>,
    },
    { key: 'requisition', header: 'Requisition', secondary: true, render: (v) => v.requisitionNumber ?? '—' },
  ];
}

/** The patient's name, leading to the visit's procedure page. */
function PatientLink({ visit }: { visit: Visit }) {
  const appPath = useAppPath();
  const name = visit.patient?.name ?? 'Patient not named';
  if (!visit.procedureID) return name;
  return <Link to={appPath(paths.officeProcedure.href({ procedureID: visit.procedureID }))}>{name}</Link>;
}

export function VisitsPage() {
  const officeID = useViewer().office?.id ?? '';
  const [page, setPage] = useState(1);
  const visits = useFn(
    'listOfficeVisits',
    { officeID, page, pageSize: VISITS_PAGE_SIZE },
    { placeholderData: keepPreviousData, enabled: officeID !== '' },
  );
  if (visits.isPending) return <PageLoading label="Loading the visits…" />;
  return (
    <Page title="Visits" width="wide">
      {visits.error ? <OfficeLoadFailed error={visits.error} /> : null}
      {visits.data ? <VisitDays data={visits.data} busy={visits.isFetching} /> : null}
      {visits.data && visits.data.total > 0 ? (
        <Pagination
          page={visits.data.page}
          pageSize={visits.data.pageSize}
          total={visits.data.total}
          noun="visits"
          onPage={setPage}
        />
      ) : null}
    </Page>
  );
}

function VisitDays({ data, busy }: { data: Data; busy: boolean }) {
  const appPath = useAppPath();
  const days = groupVisitsByDay(data.visits, data.officeTimeZone);
  if (days.length === 0)
    return (
      <EmptyState
        title="No upcoming visits"
        icon={CalendarIcon}
        action={
          <LinkButton variant="secondary" to={appPath(`${paths.officeOrders.href()}?new`)}>
            New order
          </LinkButton>
        }
      >
        Visits your office orders appear here from the day they are due.
      </EmptyState>
    );
  const columns = visitColumns(data.officeTimeZone);
  return days.map((day) => {
    const heading = day.dateKey === data.today ? `Today, ${day.heading}` : day.heading;
    return (
      <section key={day.dateKey} aria-label={heading}>
        <h2>{heading}</h2>
        <DataTable
          caption={`Visits on ${day.heading}`}
          columns={columns}
          rows={day.visits}
          rowKey={(v) => v.orderID}
          busy={busy}
        />
      </section>
    );
  });
}
