/**
 * What waits to sync (issue 4, ADR 012): nothing when every write is answered; otherwise how many
 * changes wait (and that the phone is offline) with their labels, and each write the server
 * refused, with its message, until dismissed.
 */
import type { FailedWrite, PendingWrite } from '../../lib/offline-queue.ts';
import { useWriteQueue } from '../../lib/use-offline-queue.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export const syncStatusTexts = {
  offline: 'Offline',
  notSynced: (label: string) => `Not synced: ${label}`,
  dismiss: 'Dismiss',
} as const;

export function syncStatusText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

export interface SyncStatusViewProps {
  pending: readonly PendingWrite[];
  failed: readonly FailedWrite[];
  online: boolean;
  onDismiss: (id: string) => void;
}

export function SyncStatusView({ pending, failed, online, onDismiss }: SyncStatusViewProps) {
  if (pending.length === 0 && failed.length === 0) return null;
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
            {pending.map((write) => (
              <li key={write.id}>{write.label}</li>
            ))}
          </ul>
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

/** The app's write queue, shown. */
export function SyncStatus() {
  const { pending, failed, online, dismissFailed } = useWriteQueue();
  return <SyncStatusView pending={pending} failed={failed} online={online} onDismiss={dismissFailed} />;
}
