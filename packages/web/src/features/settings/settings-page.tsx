/**
 * settings (requirements.md 2.4, 2.8 "Your Settings"; issue 14): your name, phone and fax, each saved on
 * its own with requirements.md 8's texts ("Your phone number has been updated", "{role} updated"), and
 * a refused value's reason beside its field (issue 27).
 */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { FnInput } from '@sc/domain/contract/index';
import { messages, savedMessage } from '@sc/domain/messages';
import { Alert, Button, Card, Page, PageLoading, TextField, type TextFieldProps } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';
import { useFn } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { NotFound } from '../../app/not-found.tsx';

type Change = FnInput<'updateUserInfo'>;

export function SettingsPage() {
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
  const sections = [
    { title: 'Name', fields: NAME, saved: savedMessage('name'), submit: 'Save name' },
    {
      title: 'Phone',
      fields: PHONE,
      saved: messages.phoneUpdated,
      failed: messages.phoneUpdateFailed,
      submit: 'Save phone',
    },
    { title: 'Fax', fields: FAX, saved: messages.faxUpdated, submit: 'Save fax' },
  ];
  return (
    <Page title="Your settings" width="narrow">
      {sections.map((section) => (
        <Section key={section.title} {...section} user={user} refresh={info.refetch} />
      ))}
    </Page>
  );
}

type Field = 'firstName' | 'lastName' | 'phone' | 'faxNumber';
/** A field of a section: its input's props, named by what it changes. */
type FieldSpec = Pick<TextFieldProps, 'label' | 'type' | 'required' | 'autoComplete'> & { name: Field };

const NAME: FieldSpec[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
];
const PHONE: FieldSpec[] = [{ name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' }];
const FAX: FieldSpec[] = [{ name: 'faxNumber', label: 'Fax number', type: 'tel' }];

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
  user,
  refresh,
}: {
  title: string;
  fields: FieldSpec[];
  saved: string;
  /** Shown above any refusal (requirements.md 8: the phone's failure text). */
  failed?: string;
  submit: string;
  /** What the fields show until changed. */
  user: Record<Field, string | null>;
  refresh: () => Promise<unknown>;
}) {
  const write = useAction(fields.map((f) => f.name));
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const change: Change = Object.fromEntries(fields.map(({ name }) => [name, String(form.get(name) ?? '')]));
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
        {fields.map((field) => (
          <TextField
            key={field.name}
            {...field}
            defaultValue={user[field.name] ?? ''}
            error={write.fieldError(field.name)}
          />
        ))}
        <Button type="submit" busy={write.busy}>
          {submitLabel}
        </Button>
        {refused && failure ? <Alert tone="danger">{failure}</Alert> : null}
        {done ? <Alert tone="success">{saved}</Alert> : null}
      </form>
    </Card>
  );
}
