/**
 * office/settings/notifications: which emails the office's staff get (domain
 * offices/notifications.ts, one fixed set). The choice is kept in this tab until it is saved.
 */
import type { FormEvent } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { normalizeOfficeNotifications, OFFICE_NOTIFICATION_TEXTS } from '@sc/domain/offices/notifications';
import { officeNotificationKinds, type OfficeNotificationKind } from '@sc/domain/vocabulary/offices';
import { Alert, Button, Card, Checkbox } from '../../../components/ui/index.ts';
import { useSessionState } from '../../../lib/session-storage.ts';
import { useSettingsSave } from './use-settings-save.ts';

type Settings = FnOutput<'getOfficeSettings'>;

export function NotificationsStep({ settings }: { settings: Settings }) {
  const { office } = settings;
  const [draft, setDraft] = useSessionState<OfficeNotificationKind[] | null>(
    `sc-office-settings:${office.id}:notifications`,
    null,
  );
  const chosen = new Set(draft ?? office.notificationEmails);
  const { save, pending, notice } = useSettingsSave('updateOfficeSettings');
  const toggle = (kind: OfficeNotificationKind, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(kind);
    else next.delete(kind);
    setDraft(normalizeOfficeNotifications([...next]));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await save(
      { officeID: office.id, notificationEmails: normalizeOfficeNotifications([...chosen]) },
      () => 'Notification emails saved.',
    );
    if (done) setDraft(null);
  };
  return (
    <Card title="Emails your staff get">
      <form onSubmit={(event) => void submit(event)} aria-label="Notification emails">
        <div role="group" aria-label="Emails your staff get">
          {officeNotificationKinds.map((kind) => (
            <Checkbox
              key={kind}
              name={kind}
              label={OFFICE_NOTIFICATION_TEXTS[kind].label}
              hint={OFFICE_NOTIFICATION_TEXTS[kind].hint}
              checked={chosen.has(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
            />
          ))}
        </div>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <Button type="submit" busy={pending}>
          Save notifications
        </Button>
      </form>
    </Card>
  );
}
