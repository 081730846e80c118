/**
 * settings (requirements.md 2.4, 2.8 "Your Settings"; issue 14): your name, phone and fax, each saved on
 * its own with requirements.md 8's texts ("Your phone number has been updated", "{role} updated"), and
 * a refused value's reason beside its field (issue 27).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FnInput } from '@sc/domain/contract/index';
import { messages, roleUpdated } from '@sc/domain/messages';
import { Alert, Button, Card, Page, PageLoading, TextField } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';
import { useViewer } from '../../lib/app-context.tsx';
import { useFn } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { NotFound } from '../../app/not-found.tsx';

type Change = FnInput<'updateUserInfo'>;

export function SettingsPage() {
  const viewer = useViewer();
  // Your settings are one page: a step in the address is an unknown page (requirements.md 2.7).
  const { stepRouteSlug } = useParams();
  const info = useFn('getUserInfo', {}, { enabled: stepRouteSlug === undefined });
  if (stepRouteSlug !== undefined) return <NotFound />;
  if (info.isPending) return <PageLoading label="Loading your settings…" />;
  if (info.error)
    return (
      <Page title="Your settings" width="narrow">
        <Alert tone="danger">
          {messages.loadFailed}: {info.error.message}
        </Alert>
      </Page>
    );
  const user = info.data.user;
  return (
    <Page title="Your settings" width="narrow">
      <Section
        title="Name"
        fields={['firstName', 'lastName']}
        saved={roleUpdated(viewer.role)}
        submit="Save name"
        refresh={info.refetch}
      >
        {(fieldError) => (
          <>
            <TextField
              label="First name"
              name="firstName"
              defaultValue={user.firstName}
              required
              autoComplete="given-name"
              error={fieldError('firstName')}
            />
            <TextField
              label="Last name"
              name="lastName"
              defaultValue={user.lastName}
              required
              autoComplete="family-name"
              error={fieldError('lastName')}
            />
          </>
        )}
      </Section>
      <Section
        title="Phone"
        fields={['phone']}
        saved={messages.phoneUpdated}
        failed={messages.phoneUpdateFailed}
        submit="Save phone"
        refresh={info.refetch}
      >
        {(fieldError) => (
          <TextField
            label="Phone number"
            name="phone"
            type="tel"
            defaultValue={user.phone ?? ''}
            autoComplete="tel"
            error={fieldError('phone')}
          />
        )}
      </Section>
      <Section title="Fax" fields={['faxNumber']} saved={messages.faxUpdated} submit="Save fax" refresh={info.refetch}>
        {(fieldError) => (
          <TextField
            label="Fax number"
            name="faxNumber"
            type="tel"
            defaultValue={user.faxNumber ?? ''}
            error={fieldError('faxNumber')}
          />
        )}
      </Section>
    </Page>
  );
}

type Field = 'firstName' | 'lastName' | 'phone' | 'faxNumber';

/**
 * One card, one form, one save: its own success text, its wait shown, and a refusal beside the
 * field it names (issue 27), under the section's own failure text when it has one.
 */
function Section({
  title,
  fields,
  saved,
  failed,
  submit: submitLabel,
  refresh,
  children,
}: {
  title: string;
  fields: Field[];
  saved: string;
  /** Shown above any refusal (requirements.md 8: the phone's failure text). */
  failed?: string;
  submit: string;
  refresh: () => Promise<unknown>;
  children: (fieldError: (field: Field) => string | undefined) => ReactNode;
}) {
  const write = useAction(fields);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const change: Change = Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')]));
    setDone(false);
    if (await write.run(() => call('updateUserInfo', change))) {
      setDone(true);
      await refresh();
    }
  };
  const refused = write.error !== null;
  const failure = [failed, write.formError].filter(Boolean).join(' ');
  return (
    <Card title={title}>
      <form onSubmit={(event) => void submit(event)}>
        {children(write.fieldError)}
        <Button type="submit" busy={write.busy}>
          {submitLabel}
        </Button>
        {refused && failure ? <Alert tone="danger">{failure}</Alert> : null}
        {done ? <Alert tone="success">{saved}</Alert> : null}
      </form>
    </Card>
  );
}
