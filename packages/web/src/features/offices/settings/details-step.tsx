/**
 * office/settings/details: the office's name, address and time zone, and its office ID to share
 * with an office it partners with. What is typed is kept in this tab's session storage until it
 * is saved, so a reload loses nothing. The address is looked up and confirmed before it is saved,
 * or placed by a typed pin, like a patient's or a nurse's (ADR 082, address-placement.tsx).
 */
import { useRef, type FormEvent } from 'react';
import { formatMapPin } from '@sc/domain/addresses/address-place';
import type { FnOutput } from '@sc/domain/contract/index';
import { OFFICE_ADDRESS_MAX, OFFICE_NAME_MAX } from '@sc/domain/offices/office-settings';
import { timeZoneName } from '@sc/domain/format/local-dates';
import { timeZoneChoices } from '@sc/domain/orders/patient-details';
import { MapPinField, PlacedAt, useAddressPlacement } from '../../../components/address/address-placement.tsx';
import { Alert, Button, Card, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { now } from '../../../lib/clock.ts';
import { viewerLocale } from '../../../lib/locale.ts';
import { useSessionState } from '../../../lib/session-storage.ts';
import { OFFICE_TYPE_LABELS } from './settings-steps.ts';
import { useSettingsSave } from './use-settings-save.ts';

type Settings = FnOutput<'getOfficeSettings'>;
type Details = { name: string; address: string; addressPin: string; timeZone: string };
/** The inputs this step shows; a refusal of any other is its notice. */
const DETAILS_FIELDS = ['name', 'address', 'addressPin', 'timeZone'] as const;

export function DetailsStep({ settings }: { settings: Settings }) {
  const { office } = settings;
  const saved: Details = {
    name: office.name,
    address: office.address,
    addressPin: office.addressPin ?? '',
    timeZone: office.timeZone,
  };
  const [draft, setDraft] = useSessionState<Details | null>(`sc-office-settings:${office.id}:details`, null);
  // A draft kept from before the pin was a field has none: the saved one stands in.
  const values = draft ? { ...draft, addressPin: draft.addressPin ?? saved.addressPin } : saved;
  const changed = draft !== null && DETAILS_FIELDS.some((k) => values[k] !== saved[k]);
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
  const placing = useAddressPlacement();
  const addressInput = useRef<HTMLInputElement>(null);

  const saveDetails = async (details: Details) => {
    const done = await save({ officeID: office.id, ...details }, () => 'Office details saved.');
    if (done) setDraft(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await placing.readyToSave(values.address, values.addressPin)) await saveDetails(values);
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
            ref={addressInput}
            error={placing.addressError ?? fieldError('address')}
            onChange={(e) => {
              placing.reset();
              // A new address needs its own place: the old address's point does not go with it (ADR 071).
              edit({
                address: e.target.value,
                addressPin: values.addressPin === saved.addressPin ? '' : values.addressPin,
              });
            }}
            maxLength={OFFICE_ADDRESS_MAX * 2}
            autoComplete="street-address"
            hint="Street, city, state and ZIP code."
          />
          {placing.found ? (
            <PlacedAt
              place={placing.found}
              busy={pending}
              onConfirm={() => {
                if (!placing.found) return;
                // The confirmed point is the address's pin, kept in the draft if the save is refused.
                const confirmed = { ...values, addressPin: formatMapPin(placing.found.point) };
                setDraft(confirmed);
                placing.reset();
                void saveDetails(confirmed);
              }}
              onCorrect={() => {
                placing.reset();
                addressInput.current?.focus();
              }}
            />
          ) : null}
          <MapPinField {...bind('addressPin')} />
          <SelectField
            label="Time zone"
            {...bind('timeZone')}
            options={zones.map((zone) => ({ value: zone, label: timeZoneName(zone, locale, now()) }))}
            hint="Your office’s days and reports are counted in it."
          />
          {changed ? <p className="ui-subline">You have changes not saved yet.</p> : null}
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <Button type="submit" busy={pending || placing.looking}>
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
