/** The order's patient: one of the office's, found as you type, or a new one added here. */
import { useDeferredValue, useRef, useState } from 'react';
import { formatMapPin } from '@sc/domain/addresses/address-place';
import { formatBirthDate, timeZoneName } from '@sc/domain/format/local-dates';
import { US_TIME_ZONES } from '@sc/domain/orders/patient-details';
import { MapPinField, PlacedAt, useAddressPlacement } from '../../../components/address/address-placement.tsx';
import { Alert, Button, Card, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError, call } from '../../../lib/api.ts';
import { now } from '../../../lib/clock.ts';
import { viewerLocale, viewerToday } from '../../../lib/locale.ts';
import { emailLinkURL, paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import { useAction } from '../../../lib/use-action.ts';
import type { OrderDraft } from './order-draft.ts';
import { PickSearch } from './pick-search.tsx';

type Patient = NonNullable<OrderDraft['patient']>;

const PATIENT_SEARCH = { label: 'Find a patient', placeholder: 'Name or email', found: 'Patients found' };

export function PatientPicker({
  officeID,
  patient,
  onPick,
  error,
}: {
  officeID: string;
  patient: Patient | null;
  onPick: (patient: Patient | null) => void;
  /** A refusal of the order's patient, shown with the patient. */
  error?: string | undefined;
}) {
  const today = viewerToday();
  const locale = viewerLocale();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const deferred = useDeferredValue(query.trim());
  const found = useFn(
    'searchOfficePatients',
    { officeID, query: deferred, limit: 8 },
    { enabled: !patient && !adding },
  );

  if (patient)
    return (
      <Card title="Patient">
        <p>
          <strong>{patient.name}</strong>
        </p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button variant="secondary" onClick={() => onPick(null)}>
          Change patient
        </Button>
      </Card>
    );
  if (adding) return <NewPatient officeID={officeID} onAdded={onPick} onCancel={() => setAdding(false)} />;
  return (
    <Card title="Patient">
      <PickSearch
        texts={PATIENT_SEARCH}
        search={[query, setQuery]}
        error={error}
        found={found.data?.patients ?? []}
        onPick={(p) => onPick({ id: p.id, name: p.name, timeZone: p.timeZone })}
      >
        {(p) => (
          <>
            {p.name}
            {p.dateOfBirth ? ` · born ${formatBirthDate(p.dateOfBirth, today, locale)}` : ''}
          </>
        )}
      </PickSearch>
      {found.data && found.data.patients.length === 0 ? <p>No patient of your office matches.</p> : null}
      <Button variant="link" onClick={() => setAdding(true)}>
        Add a new patient
      </Button>
    </Card>
  );
}

type NewPatientInput = {
  firstName: string;
  lastName: string;
  email: string;
  role: 'patient';
  dateOfBirth: string;
  phone: string | undefined;
  address: string | undefined;
  pin: string | undefined;
  timeZone: string;
};

function readNewPatient(element: HTMLFormElement): NewPatientInput {
  const form = new FormData(element);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    role: 'patient',
    dateOfBirth: text('dateOfBirth'),
    phone: text('phone') || undefined,
    address: text('address') || undefined,
    pin: text('pin') || undefined,
    timeZone: text('timeZone'),
  };
}

/** The new patient's inputs this form shows (createUserWithEmailLink's user.*). */
const PATIENT_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'email', 'phone', 'address', 'pin', 'timeZone'].map(
  (field) => `user.${field}`,
);

function NewPatient({
  officeID,
  onAdded,
  onCancel,
}: {
  officeID: string;
  onAdded: (patient: Patient) => void;
  onCancel: () => void;
}) {
  const locale = viewerLocale();
  const write = useAction(PATIENT_FIELDS);
  // One key per patient being added: a retry after a lost answer adds them once. A refusal (the
  // office corrects the form) starts a new attempt with a new key.
  const attempt = useRef(crypto.randomUUID());
  const fieldError = (field: string) => write.fieldError(`user.${field}`);
  // The address is looked up and confirmed before the patient is added (ADR 082).
  const placing = useAddressPlacement();
  const addressInput = useRef<HTMLInputElement>(null);
  const add = (user: NewPatientInput) =>
    write.run(async () => {
      try {
        const added = await call(
          'createUserWithEmailLink',
          { user, emailLinkURL: emailLinkURL(paths.finishSignUp), office: { id: officeID } },
          { idempotencyKey: attempt.current },
        );
        onAdded({ id: added.userID, name: `${user.firstName} ${user.lastName}`, timeZone: user.timeZone });
      } catch (caught) {
        if (!(caught instanceof ApiError && caught.code === 'network')) attempt.current = crypto.randomUUID();
        throw caught;
      }
    });
  return (
    <Card title="New patient">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const user = readNewPatient(event.currentTarget);
          if (await placing.readyToSave(user.address ?? '', user.pin ?? '')) await add(user);
        }}
      >
        <TextField label="First name" name="firstName" required autoComplete="off" error={fieldError('firstName')} />
        <TextField label="Last name" name="lastName" required autoComplete="off" error={fieldError('lastName')} />
        <TextField label="Date of birth" name="dateOfBirth" type="date" required error={fieldError('dateOfBirth')} />
        <TextField label="Email" name="email" type="email" required autoComplete="off" error={fieldError('email')} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="off" error={fieldError('phone')} />
        <TextField
          label="Address"
          name="address"
          autoComplete="off"
          ref={addressInput}
          error={placing.addressError ?? fieldError('address')}
          onChange={placing.reset}
        />
        {placing.found ? (
          <PlacedAt
            place={placing.found}
            busy={write.busy}
            onConfirm={() => {
              // The form as it is now (a field corrected since), with the place just confirmed.
              const form = addressInput.current?.form;
              if (form && placing.found) void add({ ...readNewPatient(form), pin: formatMapPin(placing.found.point) });
            }}
            onCorrect={() => {
              placing.reset();
              addressInput.current?.focus();
            }}
          />
        ) : null}
        <MapPinField name="pin" error={fieldError('pin')} />
        <SelectField
          label="Time zone"
          name="timeZone"
          defaultValue="America/New_York"
          error={fieldError('timeZone')}
          options={US_TIME_ZONES.map((z) => ({ value: z, label: timeZoneName(z, locale, now()) }))}
        />
        {write.formError ? <Alert tone="danger">{write.formError}</Alert> : null}
        <div className="ui-toolbar">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={write.busy || placing.looking}>
            {write.busy ? 'Adding…' : 'Add patient'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
