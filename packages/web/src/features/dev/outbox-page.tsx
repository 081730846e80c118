/** Development only: the emails the outbox adapter "sent", with their links (architecture.md 7). */
import { useState } from 'react';
import { Alert, Card, Page, PageLoading, TextField } from '../../components/ui/index.ts';
import { useFn } from '../../lib/query.ts';

export function OutboxPage() {
  const [to, setTo] = useState('');
  const emails = useFn('listOutboxEmails', to.trim() ? { to: to.trim() } : {}, { refetchInterval: 3_000 });
  return (
    <Page title="Outbox" width="wide">
      <p className="ui-muted">Emails this development instance would have sent.</p>
      <TextField label="Recipient" type="email" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      {emails.isPending ? <PageLoading /> : null}
      {emails.error ? <Alert tone="danger">{emails.error.message}</Alert> : null}
      <ul className="app-list" aria-label="Emails">
        {emails.data?.emails.map((email) => (
          <li key={email.id}>
            <Card title={email.subject}>
              <p>
                To <strong>{email.to}</strong> · {new Date(email.sentAt).toLocaleString()}
              </p>
              <pre className="outbox-body">{email.text}</pre>
              {email.links.map((link) => (
                <p key={link}>
                  <a href={link}>{link}</a>
                </p>
              ))}
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
