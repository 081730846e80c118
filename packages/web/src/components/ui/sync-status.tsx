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
  dismiss: 'Dismiss',
  synced: 'All changes synced',
  more: (n: number) => `and ${n} more`,
} as const;

/** How long "All changes synced" stays. */
export const SYNCED_NOTICE_MS = 4_000;
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
    return synced ? (
      <div className="ui-sync-status">
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
          <ul>
            {listed.map((write) => (
              <li key={write.id}>{write.label}</li>
            ))}
          </ul>
          {pending.length > listed.length ? <p>{syncStatusTexts.more(pending.length - listed.length)}</p> : null}
        </Alert>
      ) : null}
      {failed.map((write) => (
        <Alert key={write.id} tone="danger" title={syncStatusTexts.notSynced(write.label)}>
          <p>{write.message}</p>
          <Button
            variant="secondary"
            aria-label={`${syncStatusTexts.dismiss} ${write.label}`}
            onClick={() => onDismiss(write.id)}
          >
            {syncStatusTexts.dismiss}
          </Button>
        </Alert>
      ))}
    </div>
  );
}

const isChange = (write: PendingWrite) => write.name !== 'trackEvent' && write.name !== 'trackEvents';

/** The app's write queue, shown. */
export function SyncStatus() {
  const queue = useWriteQueue();
  const pending = queue.pending.filter(isChange);
  const failed = queue.failed.filter(isChange);
  const synced = useJustSynced(pending.length);
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

/** True for a moment after the count of waiting changes falls to zero. */
function useJustSynced(waiting: number): boolean {
  const before = useRef(waiting);
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    const was = before.current;
    before.current = waiting;
    if (waiting > 0 || was === 0) return;
    setSynced(true);
    const timer = setTimeout(() => setSynced(false), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return synced && waiting === 0;
}
