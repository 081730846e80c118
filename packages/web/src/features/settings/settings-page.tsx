/**
 * settings (SPEC.md 2.4, 2.8 "Your Settings"; issue 14): your name, phone and fax, each saved on
 * its own with SPEC.md 8's texts ("Your phone number has been updated", "{role} updated").
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FnInput } from '@sc/domain/contract/index';
import { messages, roleUpdated } from '@sc/domain/messages';
import { Alert, Button, Card, Page, PageLoading, TextField } from '../../components/ui/index.ts';
import { call, errorMessage } from '../../lib/api.ts';
import { useViewer } from '../../lib/app-context.tsx';
import { useFn } from '../../lib/query.ts';
import { NotFound } from '../../app/not-found.tsx';

type Change = FnInput<'updateUserInfo'>;

export function SettingsPage() {
  const viewer = useViewer();
  // Your settings are one page: a step in the address is an unknown page (SPEC.md 2.7).
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
        <TextField
          label="First name"
          name="firstName"
          defaultValue={user.firstName}
          required
          autoComplete="given-name"
        />
        <TextField label="Last name" name="lastName" defaultValue={user.lastName} required autoComplete="family-name" />
      </Section>
      <Section
        title="Phone"
        fields={['phone']}
        saved={messages.phoneUpdated}
        failed={(e) => `${messages.phoneUpdateFailed} ${e}`}
        submit="Save phone"
        refresh={info.refetch}
      >
        <TextField label="Phone number" name="phone" type="tel" defaultValue={user.phone ?? ''} autoComplete="tel" />
      </Section>
      <Section title="Fax" fields={['faxNumber']} saved={messages.faxUpdated} submit="Save fax" refresh={info.refetch}>
        <TextField label="Fax number" name="faxNumber" type="tel" defaultValue={user.faxNumber ?? ''} />
      </Section>
    </Page>
  );
}

type Field = 'firstName' | 'lastName' | 'phone' | 'faxNumber';

/** One card, one form, one save: its own success text, its own failure text, and its wait shown. */
function Section({
  title,
  fields,
  saved,
  failed = (error) => error,
  submit: submitLabel,
  refresh,
  children,
}: {
  title: string;
  fields: Field[];
  saved: string;
  failed?: (error: string) => string;
  submit: string;
  refresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const change: Change = Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')]));
    setNotice(null);
    setPending(true);
    try {
      await call('updateUserInfo', change);
      setNotice({ tone: 'success', text: saved });
      await refresh();
    } catch (error) {
      setNotice({ tone: 'danger', text: failed(errorMessage(error)) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card title={title}>
      <form onSubmit={(event) => void submit(event)}>
        {children}
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </form>
    </Card>
  );
}
