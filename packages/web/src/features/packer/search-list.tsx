/**
 * A packer's list searched as she types (requirements.md 2.12, 7): the box keeps focus, the previous
 * answer stays on screen while the next one comes, and a scanner's Enter in the box opens the one
 * record found.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDay } from '@sc/domain/format/local-dates';
import { messages } from '@sc/domain/messages';
import { Card, EmptyState, LinkButton, Page, PageLoading, StatusChip, TextField } from '../../components/ui/index.ts';
import { EmptyIcon } from '../../components/ui/icons.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { viewerLocale } from '../../lib/locale.ts';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';
import { besideField, besideForm, toRefusal } from '../../lib/refusals.ts';
import { useCompletedHere } from './completed-here.ts';

export interface ListRow {
  id: string;
  title: string;
  meta: string;
  chip: ReactNode;
  href: string;
  action: string;
}

function useRows(kind: 'pick-and-pack' | 'shipping', query: string, exclude: string[]) {
  const options = { placeholderData: keepPreviousData, refetchOnWindowFocus: true } as const;
  const transfers = useFn(
    'searchSupplyTransfers',
    { query, exclude },
    { ...options, enabled: kind === 'pick-and-pack' },
  );
  const shipments = useFn('searchSupplyShipments', { query, exclude }, { ...options, enabled: kind === 'shipping' });
  return kind === 'pick-and-pack' ? transfers : shipments;
}

export function SearchList({ kind }: { kind: 'pick-and-pack' | 'shipping' }) {
  const appPath = useAppPath();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const completed = useCompletedHere(kind);
  const result = useRows(kind, deferred, completed.ids);
  const title = kind === 'pick-and-pack' ? 'Pick & pack' : 'Ship';

  const rows: ListRow[] = [];
  if (result.data && 'transfers' in result.data)
    for (const r of result.data.transfers)
      rows.push({
        id: r.id,
        title: r.recipient || r.id,
        meta: [
          r.kind === 'kit-order' ? 'Nurse kit order' : 'Kit shipment',
          r.address,
          r.neededBy && `needed by ${formatDay(r.neededBy, viewerLocale(), { weekday: true })}`,
        ]
          .filter(Boolean)
          .join(' · '),
        chip: <StatusChip tone="info">To pack</StatusChip>,
        href: appPath(paths.pickAndPackTransfer.href({ supplyTransferID: r.id, '*': '' })),
        action: 'Pack',
      });
  if (result.data && 'shipments' in result.data)
    for (const r of result.data.shipments)
      rows.push({
        id: r.id,
        title: r.recipient || r.id,
        meta: [r.address, r.trackingNumber && `tracking ${r.trackingNumber}`].filter(Boolean).join(' · '),
        chip: <StatusChip tone="success">Ready to ship</StatusChip>,
        href: appPath(paths.shippingScanBox.href({ supplyShipmentID: r.id })),
        action: 'Ship',
      });

  // A refused search (too long) is worded beside the box; anything else on the page's own card.
  const refusal = result.error ? toRefusal(result.error) : null;
  const pageRefusal = besideForm(refusal, ['query']);

  return (
    <Page title={title}>
      <TextField
        label="Search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && rows.length === 1) void navigate(rows[0]!.href);
        }}
        placeholder="Name, address, number…"
        autoComplete="off"
        hint="Type or scan; results update as you type."
        error={besideField(refusal, 'query')}
      />
      {result.isPending ? (
        <PageLoading />
      ) : refusal ? (
        pageRefusal !== null && (
          <Card tone="danger">
            <p>{pageRefusal || messages.packingLocationFailed}</p>
          </Card>
        )
      ) : rows.length === 0 ? (
        <EmptyState icon={EmptyIcon} title={deferred ? 'Nothing matches' : 'Nothing waiting'}>
          {deferred ? 'Try fewer letters, or another name.' : 'New work appears here as it arrives.'}
        </EmptyState>
      ) : (
        <ul className="app-list" aria-label={`${title} list`}>
          {rows.map((row) => (
            <li key={row.id}>
              <Card title={row.title} meta={row.meta} status={row.chip}>
                <LinkButton to={row.href} aria-label={`${row.action} ${row.title}`}>
                  {row.action}
                </LinkButton>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function PickAndPackPage() {
  return <SearchList kind="pick-and-pack" />;
}

export function ShippingPage() {
  return <SearchList kind="shipping" />;
}
