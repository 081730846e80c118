/**
 * A nurse's personal and professional info and documents (requirements.md 2.10 profile, 3 User info,
 * professionalInfo, certifications; issue 23): saved as she goes, the NPI checked by its Luhn check
 * digit here and on the server, each licence or certification within 30 days of expiry flagged.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FnInput, FnOutput } from '@sc/domain/contract/index';
import { timeZoneName } from '@sc/domain/format/local-dates';
import { savedMessage } from '@sc/domain/messages';
import { isValidNpi } from '@sc/domain/nurse-profile/onboarding';
import {
  credentialKinds,
  credentialStatuses,
  languageFluencies,
  type CredentialKind,
  type LanguageFluency,
} from '@sc/domain/vocabulary/nurse-profile';
import {
  Alert,
  Button,
  Card,
  CardActions,
  Page,
  PageLoading,
  StatusChip,
  TextField,
} from '../../components/ui/index.ts';
import { PhotoCapture } from '../../components/ui/photo-capture.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useViewer } from '../../lib/app-context.tsx';
import { now } from '../../lib/clock.ts';
import { viewerLocale } from '../../lib/locale.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { besideField, besideForm, toRefusal } from '../../lib/refusals.ts';

type Profile = FnOutput<'getNurseProfile'>['profile'];
type Credential = FnInput<'updateNurseProfile'>['credentials'][number];
type Language = Profile['languages'][number];

/** At most this many languages (the contract's bound). */
const MAX_LANGUAGES = 10;
const fluencyLabel = (f: LanguageFluency) => f.charAt(0).toUpperCase() + f.slice(1);

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
];
const kindLabels: Record<CredentialKind, string> = { licence: 'Licence', certification: 'Certification' };
const expiryChip = {
  valid: null,
  expiring: { tone: 'warning', text: 'Expires within 30 days' },
  expired: { tone: 'danger', text: 'Expired' },
} as const;

export function NurseProfileForm() {
  const loaded = useFn('getNurseProfile', {});
  if (loaded.isPending) return <PageLoading />;
  if (loaded.error) return <Alert tone="danger">{loaded.error.message}</Alert>;
  return <Form profile={loaded.data.profile} />;
}

/** Her picture (ADR 059): a photo she takes or picks, uploaded, then named as her picture. */
function PictureField({ pictureFileID }: { pictureFileID: string | null }) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const save = useFnMutation('setProfilePicture', { onSuccess: () => queryClient.invalidateQueries() });
  // Uploads are for approved accounts (the files route); she adds one once operations approve her.
  if (viewer.status !== 'approved') return <p>You can add a picture once your account is approved.</p>;
  return (
    <>
      <PhotoCapture
        label={pictureFileID ? 'Change picture' : 'Add a picture'}
        fileID={pictureFileID}
        onUploaded={async (fileID) => void (await save.mutateAsync({ fileID }))}
      />
      {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
    </>
  );
}

function Form({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    faxNumber: profile.faxNumber ?? '',
    address: profile.address ?? '',
    timeZone: ZONES.includes(profile.timeZone) ? profile.timeZone : 'America/New_York',
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    title: profile.title ?? '',
    npi: profile.npi ?? '',
    malpracticeCarrier: profile.malpracticeInsurance?.carrier ?? '',
    malpracticeExpiry: profile.malpracticeInsurance?.expiryDate ?? '',
  });
  const [credentials, setCredentials] = useState<Credential[]>(() =>
    profile.credentials.map(({ kind, name, number, stateCode, expiryDate, status }) => ({
      kind,
      name,
      number,
      stateCode,
      expiryDate,
      status,
    })),
  );
  const [languages, setLanguages] = useState<Language[]>(() => profile.languages.map((l) => ({ ...l })));
  const [npiError, setNpiError] = useState<string | undefined>();
  const save = useFnMutation('updateNurseProfile', {
    onSuccess: () => queryClient.invalidateQueries(),
  });
  // A refusal beside the field it names, in plain words; one no field shows goes on the form (issue 27).
  const refusal = save.error ? toRefusal(save.error) : null;
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: besideField(refusal, name) ?? (name === 'npi' ? npiError : undefined),
  });
  const formRefusal = besideForm(refusal, Object.keys(form));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.npi !== '' && !isValidNpi(form.npi)) {
      setNpiError('Enter a 10-digit NPI with a valid check digit.');
      return;
    }
    setNpiError(undefined);
    // A row left without a language is not one.
    save.mutate({ ...form, languages: languages.filter((l) => l.language.trim() !== ''), credentials });
  };
  const setCredential = (i: number, change: Partial<Credential>) =>
    setCredentials((all) => all.map((c, j) => (j === i ? { ...c, ...change } : c)));

  return (
    <form onSubmit={submit} noValidate aria-label="Your profile">
      {save.isSuccess ? <Alert tone="success">{savedMessage('profile')}</Alert> : null}
      {formRefusal ? <Alert tone="danger">{formRefusal}</Alert> : null}
      <Card title="Personal info">
        <PictureField pictureFileID={profile.pictureFileID} />
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Fax (optional)" type="tel" {...field('faxNumber')} />
        <TextField label="Home address" autoComplete="street-address" {...field('address')} />
        <SelectField
          label="Time zone"
          options={ZONES.map((z) => ({ value: z, label: timeZoneName(z, viewerLocale(), now()) }))}
          {...field('timeZone')}
        />
        <TextField label="Date of birth" type="date" {...field('dateOfBirth')} />
        <TextField label="Gender (optional)" {...field('gender')} />
      </Card>
      <Card title="Languages">
        {languages.length === 0 ? <p>Add the languages you speak with patients.</p> : null}
        {languages.map((l, i) => (
          <Card key={i} title={`Language ${i + 1}`}>
            <TextField
              label="Language"
              value={l.language}
              maxLength={50}
              onChange={(e) =>
                setLanguages((all) => all.map((x, j) => (j === i ? { ...x, language: e.target.value } : x)))
              }
            />
            <SelectField
              label="Fluency"
              value={l.fluency}
              options={languageFluencies.map((f) => ({ value: f, label: fluencyLabel(f) }))}
              onChange={(e) =>
                setLanguages((all) =>
                  all.map((x, j) => (j === i ? { ...x, fluency: e.target.value as LanguageFluency } : x)),
                )
              }
            />
            <CardActions>
              <Button variant="secondary" onClick={() => setLanguages((all) => all.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </CardActions>
          </Card>
        ))}
        {languages.length < MAX_LANGUAGES ? (
          <Button
            variant="secondary"
            fullWidth
            onClick={() => setLanguages((all) => [...all, { language: '', fluency: 'fluent' }])}
          >
            Add a language
          </Button>
        ) : null}
      </Card>
      <Card title="Professional info">
        <TextField label="Title" hint="RN, LPN, phlebotomist…" {...field('title')} />
        <TextField label="NPI" inputMode="numeric" maxLength={10} {...field('npi')} />
        <TextField label="Malpractice insurance carrier (optional)" {...field('malpracticeCarrier')} />
        <TextField label="Malpractice insurance expiry" type="date" {...field('malpracticeExpiry')} />
      </Card>
      <Card title="Licences and certifications">
        {credentials.length === 0 ? (
          <p>Add your nursing licence: operations check it before your first shift.</p>
        ) : null}
        {credentials.map((c, i) => {
          const saved = profile.credentials.find((p) => p.name === c.name && p.expiryDate === c.expiryDate);
          const chip = saved ? expiryChip[saved.expiry] : null;
          return (
            <Card
              key={i}
              title={`${kindLabels[c.kind]} ${i + 1}`}
              status={chip ? <StatusChip tone={chip.tone}>{chip.text}</StatusChip> : null}
            >
              <SelectField
                label="Kind"
                value={c.kind}
                options={credentialKinds.map((k) => ({ value: k, label: kindLabels[k] }))}
                onChange={(e) => setCredential(i, { kind: e.target.value as CredentialKind })}
              />
              <TextField label="Name" value={c.name} onChange={(e) => setCredential(i, { name: e.target.value })} />
              <TextField
                label="Number"
                value={c.number}
                onChange={(e) => setCredential(i, { number: e.target.value })}
              />
              <TextField
                label="State"
                maxLength={2}
                value={c.stateCode}
                onChange={(e) => setCredential(i, { stateCode: e.target.value.toUpperCase() })}
              />
              <TextField
                label="Expiry date"
                type="date"
                value={c.expiryDate}
                onChange={(e) => setCredential(i, { expiryDate: e.target.value })}
              />
              <SelectField
                label="Status"
                value={c.status}
                options={credentialStatuses.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }))}
                onChange={(e) => setCredential(i, { status: e.target.value as Credential['status'] })}
              />
              <CardActions>
                <Button variant="secondary" onClick={() => setCredentials((all) => all.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </CardActions>
            </Card>
          );
        })}
        <Button
          variant="secondary"
          fullWidth
          onClick={() =>
            setCredentials((all) => [
              ...all,
              {
                kind: all.some((c) => c.kind === 'licence') ? 'certification' : 'licence',
                name: '',
                number: '',
                stateCode: 'NY',
                expiryDate: '',
                status: 'active',
              },
            ])
          }
        >
          Add a licence or certification
        </Button>
      </Card>
      <Button type="submit" fullWidth busy={save.isPending}>
        Save profile
      </Button>
    </form>
  );
}

/** The profile page's nurse section, standing alone when a pending nurse opens it from joining. */
export function NurseProfilePage() {
  return (
    <Page title="Profile" width="narrow">
      <NurseProfileForm />
    </Page>
  );
}
