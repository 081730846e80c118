/** The order's patient: one of the office's, found as you type, or a new one added here. */
import { useDeferredValue, useRef, useState } from 'react';
import { US_TIME_ZONES } from '@sc/domain/orders/patient-details';
import { Alert, Button, Card, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError, call, errorMessage } from '../../../lib/api.ts';
import { emailLinkURL, paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import type { OrderDraft } from './order-draft.ts';

type Patient = NonNullable<OrderDraft['patient']>;

export function PatientPicker({
  officeID,
  patient,
  onPick,
}: {
  officeID: string;
  patient: Patient | null;
  onPick: (patient: Patient | null) => void;
}) {
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
        <Button variant="secondary" onClick={() => onPick(null)}>
          Change patient
        </Button>
      </Card>
    );
  if (adding) return <NewPatient officeID={officeID} onAdded={onPick} onCancel={() => setAdding(false)} />;
  return (
    <Card title="Patient">
      <TextField
        label="Find a patient"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Name or email"
        autoComplete="off"
      />
      <ul className="ui-pick-list" aria-label="Patients found">
        {(found.data?.patients ?? []).map((p) => (
          <li key={p.id}>
            <Button
              variant="secondary"
              fullWidth
              onClick={() => onPick({ id: p.id, name: p.name, timeZone: p.timeZone })}
            >
              {p.name}
              {p.dateOfBirth ? ` · born ${p.dateOfBirth}` : ''}
            </Button>
          </li>
        ))}
      </ul>
      {found.data && found.data.patients.length === 0 ? <p>No patient of your office matches.</p> : null}
      <Button variant="link" onClick={() => setAdding(true)}>
        Add a new patient
      </Button>
    </Card>
  );
}

function NewPatient({
  officeID,
  onAdded,
  onCancel,
}: {
  officeID: string;
  onAdded: (patient: Patient) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  // One key per patient being added: a retry after a lost answer adds them once. A refusal (the
  // office corrects the form) starts a new attempt with a new key.
  const attempt = useRef(crypto.randomUUID());
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Card title="New patient">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const text = (name: string) => String(form.get(name) ?? '').trim();
          const user = {
            firstName: text('firstName'),
            lastName: text('lastName'),
            email: text('email'),
            role: 'patient' as const,
            dateOfBirth: text('dateOfBirth'),
            phone: text('phone') || undefined,
            address: text('address') || undefined,
            timeZone: text('timeZone'),
          };
          setPending(true);
          setError(null);
          try {
            const added = await call(
              'createUserWithEmailLink',
              { user, emailLinkURL: emailLinkURL(paths.finishSignUp), office: { id: officeID } },
              { idempotencyKey: attempt.current },
            );
            onAdded({ id: added.userID, name: `${user.firstName} ${user.lastName}`, timeZone: user.timeZone });
          } catch (caught) {
            if (!(caught instanceof ApiError && caught.code === 'network')) attempt.current = crypto.randomUUID();
            const field = (caught instanceof ApiError ? caught.field : undefined)?.replace(/^user\./, '');
            setError({ message: errorMessage(caught), ...(field ? { field } : {}) });
          } finally {
            setPending(false);
          }
        }}
      >
        <TextField label="First name" name="firstName" required autoComplete="off" error={fieldError('firstName')} />
        <TextField label="Last name" name="lastName" required autoComplete="off" error={fieldError('lastName')} />
        <TextField label="Date of birth" name="dateOfBirth" type="date" required error={fieldError('dateOfBirth')} />
        <TextField label="Email" name="email" type="email" required autoComplete="off" error={fieldError('email')} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="off" error={fieldError('phone')} />
        <TextField label="Address" name="address" autoComplete="off" error={fieldError('address')} />
        <SelectField
          label="Time zone"
          name="timeZone"
          defaultValue="America/New_York"
          error={fieldError('timeZone')}
          options={US_TIME_ZONES.map((z) => ({ value: z.id, label: `${z.name} (${z.id})` }))}
        />
        {error && !error.field ? <Alert tone="danger">{error.message}</Alert> : null}
        <div className="ui-toolbar">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Adding…' : 'Add patient'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
