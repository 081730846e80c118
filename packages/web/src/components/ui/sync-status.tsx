/**
 * What waits to sync (issue 4): nothing when every write is answered; otherwise how many changes
 * wait (and that the phone is offline), and the writes the server refused, with their messages.
 */
import { useWriteQueue } from '../../lib/use-offline-queue.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export function syncStatusText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

export function SyncStatus() {
  const { pending, failed, online, dismissFailed } = useWriteQueue();
  if (pending.length === 0 && failed.length === 0) return null;
  return (
    <div className="ui-sync-status">
      {pending.length > 0 ? (
        <div role="status" className="ui-alert ui-alert--warning">
          <p className="ui-alert__title">
            {online ? '' : 'Offline. '}
            {syncStatusText(pending.length)}
          </p>
          <ul>
            {pending.map((write) => (
              <li key={write.id}>{write.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {failed.map((write) => (
        <Alert key={write.id} tone="danger" title={`${write.label}: not saved`}>
          <p>{write.message}</p>
          <Button variant="secondary" onClick={() => dismissFailed(write.id)}>
            Dismiss
          </Button>
        </Alert>
      ))}
    </div>
  );
}
