/**
 * The report's charts (recharts, loaded with this page only). Each chart has a table beside it
 * with the same numbers: the table is what a screen reader reads and what a person copies.
 */
import { formatDay } from '@sc/domain/format/local-dates';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { viewerLocale } from '../../../lib/locale.ts';

const COLORS = {
  orders: '#0b57d0',
  procedures: '#8ab4f8',
  completed: '#146c2e',
  failed: '#b3261e',
  canceled: '#8a4b00',
  open: '#6b7280',
};

/** A line's procedures still open (ordered, scheduled, under way): neither done, failed nor canceled. */
export const openOf = (l: { procedures: number; completed: number; failed: number; canceled: number }) =>
  Math.max(0, l.procedures - l.completed - l.failed - l.canceled);

export function PerDayChart({ days }: { days: { day: string; orders: number; procedures: number }[] }) {
  const locale = viewerLocale();
  return (
    <div
      className="ui-chart"
      role="img"
      aria-label="Bar chart of orders and procedures per day; the table beside it has the numbers."
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={days.map((d) => ({ ...d, label: formatDay(d.day, locale) }))} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Legend />
          <Bar dataKey="orders" name="Orders" fill={COLORS.orders} isAnimationActive={false} />
          <Bar dataKey="procedures" name="Procedures" fill={COLORS.procedures} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function OutcomesChart({
  lines,
}: {
  lines: { key: string; procedures: number; completed: number; failed: number; canceled: number }[];
}) {
  // A test whose procedures are all still open has its bar too (issue 27: it showed none).
  const data = lines.map((l) => ({ ...l, open: openOf(l) }));
  return (
    <div
      className="ui-chart"
      role="img"
      aria-label="Bar chart of completed, failed, canceled and open procedures; the table below it has the numbers."
    >
      <ResponsiveContainer width="100%" height={Math.max(160, lines.length * 32 + 60)}>
        <BarChart data={data} layout="vertical" margin={{ left: 24 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="key" width={72} />
          <Tooltip />
          <Legend />
          <Bar dataKey="completed" name="Completed" stackId="a" fill={COLORS.completed} isAnimationActive={false} />
          <Bar dataKey="failed" name="Failed" stackId="a" fill={COLORS.failed} isAnimationActive={false} />
          <Bar dataKey="canceled" name="Canceled" stackId="a" fill={COLORS.canceled} isAnimationActive={false} />
          <Bar dataKey="open" name="Open" stackId="a" fill={COLORS.open} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
