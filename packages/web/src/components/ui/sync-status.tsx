/**
 * What waits to sync (issue 4, ADR 012): nothing when every write is answered; otherwise how many
 * changes wait (and that the phone is offline) with the latest labels, and each write the server
 * refused, with its message, until dismissed. When the last change is answered it says so for a
 * moment ("All changes synced"). Analytics events wait in the same outbox but are not her changes.
 */
import { useEffect, useRef, useState } from 'react';
import type { FailedWrite, PendingWrite } from '../../lib/offline-queue.ts';
import { useWriteQueue } from '../../lib/use-offline-queue.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export const syncStatusTexts = {
  offline: 'Offline',
  notSynced: (label: string) => `Not synced: ${label}`,
  notSyncedTimes: (label: string, times: number) => `Not synced: ${label} (${times} times)`,
  dismiss: 'Dismiss',
  synced: 'All changes synced',
  more: (n: number) => `and ${n} more`,
  showWaiting: 'What waits',
} as const;

/** How long "All changes synced" stays. */
export const SYNCED_NOTICE_MS = 4_000;
/** A wait shorter than this, online, is not announced when it ends. */
export const SYNC_WAIT_MS = 2_000;
/** The latest labels listed; a day offline would otherwise fill the screen. */
const LISTED = 5;

export function syncStatusText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

export interface SyncStatusViewProps {
  pending: readonly PendingWrite[];
  failed: readonly FailedWrite[];
  online: boolean;
  onDismiss: (id: string) => void;
  /** The last waiting change was just answered. */
  synced?: boolean;
}

export function SyncStatusView({ pending, failed, online, onDismiss, synced = false }: SyncStatusViewProps) {
  if (pending.length === 0 && failed.length === 0) {
    // Over the page, not in it: the screen does not move when it comes and goes.
    return synced ? (
      <div className="ui-sync-status ui-sync-status--toast">
        <Alert tone="success">{syncStatusTexts.synced}</Alert>
      </div>
    ) : null;
  }
  const listed = pending.slice(-LISTED);
  return (
    <div className="ui-sync-status">
      {pending.length > 0 ? (
        <Alert
          tone="warning"
          title={
            <>
              {online ? null : (
                <>
                  <span>{syncStatusTexts.offline}</span>
                  {' · '}
                </>
              )}
              <span>{syncStatusText(pending.length)}</span>
            </>
          }
        >
          {/* One line by default: what waits is there to open, not in the way of the step. */}
          <details className="ui-sync-status__details">
            <summary>{syncStatusTexts.showWaiting}</summary>
            <ul>
              {listed.map((write) => (
                <li key={write.id}>{write.label}</li>
              ))}
            </ul>
            {pending.length > listed.length ? <p>{syncStatusTexts.more(pending.length - listed.length)}</p> : null}
          </details>
        </Alert>
      ) : null}
      {sameRefusals(failed).map(([write, ids]) => (
        <Alert
          key={write.id}
          tone="danger"
          title={
            ids.length > 1
              ? syncStatusTexts.notSyncedTimes(write.label, ids.length)
              : syncStatusTexts.notSynced(write.label)
          }
        >
          <p>{write.message}</p>
          <Button
            variant="secondary"
            aria-label={`${syncStatusTexts.dismiss} ${write.label}`}
            onClick={() => ids.forEach((id) => onDismiss(id))}
          >
            {syncStatusTexts.dismiss}
          </Button>
        </Alert>
      ))}
    </div>
  );
}

/**
 * Refusals of the same change for the same reason, once each (issue 27: a retried Start driving
 * stacked four "Not synced: Drive started" banners): the first of each, with every id it stands for.
 */
export function sameRefusals(failed: readonly FailedWrite[]): [FailedWrite, string[]][] {
  const groups = new Map<string, [FailedWrite, string[]]>();
  for (const write of failed) {
    const key = `${write.label}\u0000${write.message}`;
    const group = groups.get(key);
    if (group) group[1].push(write.id);
    else groups.set(key, [write, [write.id]]);
  }
  return [...groups.values()];
}

const isChange = (write: PendingWrite) => write.name !== 'trackEvent' && write.name !== 'trackEvents';

/** The app's write queue, shown. */
export function SyncStatus() {
  const queue = useWriteQueue();
  const pending = queue.pending.filter(isChange);
  const failed = queue.failed.filter(isChange);
  const synced = useJustSynced(pending.length, queue.online);
  return (
    <SyncStatusView
      pending={pending}
      failed={failed}
      online={queue.online}
      onDismiss={queue.dismissFailed}
      synced={synced && failed.length === 0}
    />
  );
}

/**
 * True for a moment after the changes that waited are all answered, when there was a wait to speak
 * of: the phone was offline meanwhile, or it took over SYNC_WAIT_MS. A write answered at once
 * (the usual, online) is not announced after every scan.
 */
// eslint-disable-next-line no-restricted-syntax -- how long a wait really took: the phone's own clock (ADR 066).
const phoneNow = () => Date.now();

function useJustSynced(waiting: number, online: boolean): boolean {
  const since = useRef<{ at: number; offline: boolean } | null>(null);
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (waiting === 0) return;
    since.current ??= { at: phoneNow(), offline: false };
    if (!online) since.current.offline = true;
  }, [waiting, online]);
  useEffect(() => {
    if (waiting > 0 || since.current === null) return;
    const { at, offline } = since.current;
    since.current = null;
    if (!offline && phoneNow() - at < SYNC_WAIT_MS) return;
    setSynced(true);
    const timer = setTimeout(() => setSynced(false), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return synced && waiting === 0;
}
