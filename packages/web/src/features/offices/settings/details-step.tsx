/**
 * office/settings/details: the office's name, address and time zone, and its office ID to share
 * with an office it partners with. What is typed is kept in this tab's session storage until it
 * is saved, so a reload loses nothing.
 */
import type { FormEvent } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { OFFICE_ADDRESS_MAX, OFFICE_NAME_MAX } from '@sc/domain/offices/office-settings';
import { timeZoneName } from '@sc/domain/format/local-dates';
import { timeZoneChoices } from '@sc/domain/orders/patient-details';
import { Alert, Button, Card, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { now } from '../../../lib/clock.ts';
import { viewerLocale } from '../../../lib/locale.ts';
import { useSessionState } from '../../../lib/session-storage.ts';
import { OFFICE_TYPE_LABELS } from './settings-steps.ts';
import { useSettingsSave } from './use-settings-save.ts';

type Settings = FnOutput<'getOfficeSettings'>;
type Details = { name: string; address: string; timeZone: string };
/** The inputs this step shows; a refusal of any other is its notice. */
const DETAILS_FIELDS = ['name', 'address', 'timeZone'] as const;

export function DetailsStep({ settings }: { settings: Settings }) {
  const { office } = settings;
  const saved: Details = { name: office.name, address: office.address, timeZone: office.timeZone };
  const [draft, setDraft] = useSessionState<Details | null>(`sc-office-settings:${office.id}:details`, null);
  const values = draft ?? saved;
  const changed = draft !== null && DETAILS_FIELDS.some((k) => draft[k] !== saved[k]);
  const { save, pending, notice, fieldError } = useSettingsSave('updateOfficeSettings', DETAILS_FIELDS);
  const edit = (change: Partial<Details>) => setDraft({ ...values, ...change });
  /** An input bound to one detail of the draft, with its refusal. */
  const bind = (key: keyof Details) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => edit({ [key]: e.target.value }),
    error: fieldError(key),
  });
  const locale = viewerLocale();
  const zones = timeZoneChoices(values.timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await save({ officeID: office.id, ...values }, () => 'Office details saved.');
    if (done) setDraft(null);
  };

  return (
    <div className="ui-two-columns">
      <Card title="Office details">
        <form onSubmit={(event) => void submit(event)} aria-label="Office details">
          <TextField
            label="Office name"
            {...bind('name')}
            required
            maxLength={OFFICE_NAME_MAX * 2}
            autoComplete="organization"
          />
          <TextField
            label="Address"
            {...bind('address')}
            maxLength={OFFICE_ADDRESS_MAX * 2}
            autoComplete="street-address"
            hint="Street, city, state and ZIP code."
          />
          <SelectField
            label="Time zone"
            {...bind('timeZone')}
            options={zones.map((zone) => ({ value: zone, label: timeZoneName(zone, locale, now()) }))}
            hint="Your office’s days and reports are counted in it."
          />
          {changed ? <p className="ui-subline">You have changes not saved yet.</p> : null}
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <Button type="submit" busy={pending}>
            Save details
          </Button>
        </form>
      </Card>
      <Card title="Your office ID">
        <dl className="ui-facts">
          <dt>Office ID</dt>
          <dd>
            <code>{office.id}</code>
          </dd>
          <dt>Type</dt>
          <dd>{OFFICE_TYPE_LABELS[office.type]}</dd>
        </dl>
        <p className="ui-subline">
          An office that wants to partner with yours adds it by this ID: send it to them, and add theirs on the Partners
          step.
        </p>
      </Card>
    </div>
  );
}
