/**
 * office/reports (requirements.md 2.4, issue 14): for a date range, orders and procedures per day and
 * week, completion and failure rates with reasons, each leg's time (ordered to collected, collected
 * to the lab), per test and per prescriber; a chart with its table beside, and a CSV of it all.
 */
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { toCsv } from '@sc/domain/format/csv';
import { formatWeekOf } from '@sc/domain/format/local-dates';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { reportRangeRefusal } from '@sc/domain/reports/report-range';
import { Button, Card, Figure, FigureRow, Page, PageLoading, TextField } from '../../../components/ui/index.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useViewer } from '../../../lib/app-context.tsx';
import { now } from '../../../lib/clock.ts';
import { viewerLocale, viewerTimeZone } from '../../../lib/locale.ts';
import { useFn } from '../../../lib/query.ts';
import { besideField, besideForm, toRefusal, type Refusal } from '../../../lib/refusals.ts';
import { OutcomesChart, PerDayChart } from './report-charts.tsx';
import '../../../components/ui/records.css';
import { OfficeLoadFailed } from '../office-load-failed.tsx';

type Report = FnOutput<'getOfficeReport'>;
type Line = Report['byTest'][number];
type Leg = Report['orderedToCollected'];

/** The report's range, the only inputs its form shows. */
const RANGE_FIELDS = ['from', 'to'] as const;
const RANGE_LABELS = { from: 'From', to: 'To' } as const;
/**
 * A calendar day from today, in this browser's zone (its evening is still today, not UTC's
 * tomorrow); counted in days, not 24 hours, which a change of clocks would make 23 or 25.
 */
const dayOffset = (days: number) => localDateKeyAfter(now(), days, viewerTimeZone());
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
const hours = (h: number | null) => (h === null ? '—' : `${h} h`);

export function ReportsPage() {
  const officeID = useViewer().office?.id ?? '';
  const [range, setRange] = useState({ from: dayOffset(-29), to: dayOffset(0) });
  // A range refused before it is asked for (reversed, too long), shown on the field it names.
  const [typed, setTyped] = useState<Refusal | null>(null);
  const report = useFn('getOfficeReport', { officeID, ...range }, { enabled: officeID !== '' });
  const refusal = typed ?? (report.error ? toRefusal(report.error) : null);
  const failed = besideForm(refusal, RANGE_FIELDS);
  return (
    <Page title="Reports" width="wide">
      <form
        className="ui-filters"
        aria-label="Report range"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = { from: String(form.get('from')), to: String(form.get('to')) };
          const refused = reportRangeRefusal(next.from, next.to);
          setTyped(refused);
          if (!refused) setRange(next);
        }}
      >
        {RANGE_FIELDS.map((field) => (
          <TextField
            key={field}
            label={RANGE_LABELS[field]}
            name={field}
            type="date"
            defaultValue={range[field]}
            required
            error={besideField(refusal, field)}
          />
        ))}
        <Button type="submit" variant="secondary">
          Show report
        </Button>
        {report.data && !typed ? (
          <Button variant="secondary" onClick={() => download(report.data, range)}>
            Download CSV
          </Button>
        ) : null}
      </form>
      {failed && report.error ? <OfficeLoadFailed error={{ message: failed }} /> : null}
      {report.isPending && !report.error ? <PageLoading label="Working out the report…" /> : null}
      {report.data && !typed ? <ReportBody report={report.data} /> : null}
    </Page>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { totals } = report;
  const locale = viewerLocale();
  return (
    <>
      {/* Figures wrap onto a second row on a phone; a row of six ran 210 px past a 412 px screen. */}
      <FigureRow aria-label="Totals">
        <Figure label="Orders" value={totals.orders} />
        <Figure label="Procedures" value={totals.procedures} />
        <Figure label="Completed" value={percent(report.completionRate)} />
        <Figure label="Failed" value={percent(report.failureRate)} />
        <Figure label="Canceled" value={totals.canceled} />
        <Figure label="Open" value={totals.open} />
      </FigureRow>
      <Card title="Orders and procedures per day">
        <div className="ui-two-columns">
          <PerDayChart days={report.perDay} />
          <DataTable
            caption="Per week"
            columns={[
              { key: 'week', header: 'Week', render: (w: Report['perWeek'][number]) => formatWeekOf(w.week, locale) },
              { key: 'orders', header: 'Orders', render: (w) => w.orders },
              { key: 'procedures', header: 'Procedures', render: (w) => w.procedures },
            ]}
            rows={report.perWeek}
            rowKey={(w) => w.week}
          />
        </div>
      </Card>
      <Card title="Time from order to lab">
        <DataTable
          caption="Time from order to lab"
          columns={[
            { key: 'leg', header: 'Leg', render: (l: { leg: string } & Leg) => l.leg },
            { key: 'count', header: 'Procedures', render: (l) => l.count },
            { key: 'median', header: 'Median', render: (l) => hours(l.medianHours) },
            { key: 'p90', header: '9 in 10 within', render: (l) => hours(l.p90Hours) },
          ]}
          rows={[
            { leg: 'Ordered to collected', ...report.orderedToCollected },
            { leg: 'Collected to the lab', ...report.collectedToLab },
          ]}
          rowKey={(l) => l.leg}
        />
      </Card>
      {/* The chart above its table, not beside it: side by side the table (about 850 px) was clipped. */}
      <Card title="Per test">
        <OutcomesChart lines={report.byTest} />
        <LinesTable caption="Per test" lines={report.byTest} />
      </Card>
      <Card title="Per prescriber">
        <LinesTable caption="Per prescriber" lines={report.byPrescriber} />
      </Card>
      <Card title="Failures by reason">
        <DataTable
          caption="Failures by reason"
          columns={[
            { key: 'reason', header: 'Reason', render: (r: Report['failureReasons'][number]) => r.reason },
            { key: 'count', header: 'Procedures', render: (r) => r.count },
          ]}
          rows={report.failureReasons}
          rowKey={(r) => r.reason}
          empty={<p>No procedure failed in this range.</p>}
        />
      </Card>
    </>
  );
}

function LinesTable({ caption, lines }: { caption: string; lines: Line[] }) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { key: 'label', header: caption === 'Per test' ? 'Test' : 'Prescriber', render: (l: Line) => l.label },
        { key: 'procedures', header: 'Procedures', render: (l) => l.procedures },
        { key: 'completed', header: 'Completed', render: (l) => l.completed },
        { key: 'failed', header: 'Failed', render: (l) => l.failed },
        { key: 'canceled', header: 'Canceled', secondary: true, render: (l) => l.canceled },
        {
          key: 'collected',
          header: 'To collected',
          secondary: true,
          render: (l) => hours(l.orderedToCollected.medianHours),
        },
        { key: 'lab', header: 'To the lab', secondary: true, render: (l) => hours(l.collectedToLab.medianHours) },
      ]}
      rows={lines}
      rowKey={(l) => l.key}
      empty={<p>No procedures in this range.</p>}
    />
  );
}

/** The report's tables in one CSV, section by section. */
function download(report: Report, range: { from: string; to: string }) {
  const line = (kind: string, l: Line) => [
    kind,
    l.label,
    l.procedures,
    l.completed,
    l.failed,
    l.canceled,
    l.orderedToCollected.medianHours,
    l.collectedToLab.medianHours,
  ];
  const csv = toCsv([
    [
      'Section',
      'Name',
      'Procedures',
      'Completed',
      'Failed',
      'Canceled',
      'Median hours to collected',
      'Median hours to the lab',
    ],
    ...report.byTest.map((l) => line('Test', l)),
    ...report.byPrescriber.map((l) => line('Prescriber', l)),
    ...report.perDay.map((d) => ['Day', d.day, d.procedures, '', '', '', '', '']),
    ...report.failureReasons.map((r) => ['Failure reason', r.reason, r.count, '', '', '', '', '']),
  ]);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `report-${range.from}-${range.to}.csv`;
  a.click();
  // Revoked once the browser has started the download, not before it (Firefox, Safari).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
