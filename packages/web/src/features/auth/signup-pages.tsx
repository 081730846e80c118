/** Sign-up (requirements.md 2.6): nurses, and prescribers or assistants signing up their office. */
import { useState, type FormEvent } from 'react';
import { isValidEmail, normalizeEmail } from '@sc/domain/auth/email';
import type { OfficeStaffRole, OfficeType } from '@sc/domain/vocabulary/accounts';
import { Alert, Button, CenteredPage, LinkButton, TextField } from '../../components/ui/index.ts';
import { call, errorMessage } from '../../lib/api.ts';
import { useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../lib/paths.ts';
import { useSessionState } from '../../lib/session-storage.ts';

export function SignupChoicePage() {
  const appPath = useAppPath();
  return (
    <CenteredPage title="Sign up">
      <p>Who are you signing up as?</p>
      <div className="app-list">
        <LinkButton to={appPath(paths.signupNurse.href())} fullWidth>
          I'm a nurse
        </LinkButton>
        <LinkButton to={appPath(paths.signupPrescriber.href())} variant="secondary" fullWidth>
          I'm a prescriber
        </LinkButton>
        <LinkButton to={appPath(paths.signupAssistant.href())} variant="secondary" fullWidth>
          I'm an office assistant
        </LinkButton>
      </div>
      <p>
        Already have an account? <a href={appPath(paths.login.href())}>Log in</a>
      </p>
    </CenteredPage>
  );
}

interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
}

const emptyPerson: PersonFields = { firstName: '', lastName: '', email: '' };

function personProblems(person: PersonFields): Partial<Record<keyof PersonFields, string>> {
  return {
    firstName: person.firstName.trim() ? undefined : 'Enter your first name.',
    lastName: person.lastName.trim() ? undefined : 'Enter your last name.',
    email: isValidEmail(person.email) ? undefined : 'Enter a valid email address.',
  };
}

function useSignupForm<T extends PersonFields>(key: string, initial: T) {
  const [values, setValues] = useSessionState<T>(key, initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useAppNavigate();
  const field = (name: keyof T & string): FieldProps => ({
    value: String(values[name] ?? ''),
    onChange: (e: { currentTarget: { value: string } }) => setValues({ ...values, [name]: e.currentTarget.value }),
  });
  const submit =
    (problems: Record<string, string | undefined>, send: () => Promise<unknown>) => async (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if (Object.values(problems).some(Boolean)) return;
      setBusy(true);
      setError(null);
      try {
        await send();
        sessionStorage.removeItem(key);
        navigate(paths.verifyEmail.href({}, { email: normalizeEmail(values.email) }));
      } catch (e) {
        setError(errorMessage(e));
      } finally {
        setBusy(false);
      }
    };
  return { values, field, touched, error, busy, submit };
}

type FieldProps = { value: string; onChange: (e: { currentTarget: { value: string } }) => void };

function PersonInputs({
  field,
  touched,
  problems,
}: {
  field: (name: keyof PersonFields) => FieldProps;
  touched: boolean;
  problems: Partial<Record<keyof PersonFields, string>>;
}) {
  const show = (name: keyof PersonFields) => (touched ? problems[name] : undefined);
  return (
    <>
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} error={show('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} error={show('lastName')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
        error={show('email')}
      />
    </>
  );
}

export function SignupNursePage() {
  const form = useSignupForm('signup.nurse', { ...emptyPerson, phone: '' });
  const problems = personProblems(form.values);
  return (
    <CenteredPage title="Sign up as a nurse">
      {form.error ? <Alert tone="danger">{form.error}</Alert> : null}
      <form
        noValidate
        onSubmit={(e) =>
          void form.submit(problems, () =>
            call('createUser', {
              firstName: form.values.firstName,
              lastName: form.values.lastName,
              email: normalizeEmail(form.values.email),
              phone: form.values.phone || undefined,
              emailLinkURL: emailLinkURL(paths.finishSignUp),
            }),
          )(e)
        }
      >
        <PersonInputs field={form.field} touched={form.touched} problems={problems} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
        <Button type="submit" fullWidth busy={form.busy}>
          Sign up
        </Button>
      </form>
    </CenteredPage>
  );
}

function OfficeSignupPage({ role }: { role: OfficeStaffRole }) {
  const form = useSignupForm(`signup.${role}`, {
    ...emptyPerson,
    officeName: '',
    officeType: (role === 'assistant' ? 'staffing' : 'lab') as OfficeType,
  });
  const problems = {
    ...personProblems(form.values),
    officeName: form.values.officeName.trim() ? undefined : 'Enter your office name.',
  };
  const show = (name: keyof typeof problems) => (form.touched ? problems[name] : undefined);
  return (
    <CenteredPage title={role === 'prescriber' ? 'Sign up as a prescriber' : 'Sign up as an office assistant'}>
      {form.error ? <Alert tone="danger">{form.error}</Alert> : null}
      <form
        noValidate
        onSubmit={(e) =>
          void form.submit(problems, () =>
            call('createUserWithEmailLink', {
              user: {
                firstName: form.values.firstName,
                lastName: form.values.lastName,
                email: normalizeEmail(form.values.email),
                role,
              },
              office: { name: form.values.officeName, type: form.values.officeType },
              // Coworkers are invited once the office is approved (ADR 020), not at sign-up.
              emailLinkURL: emailLinkURL(paths.finishSignUp),
            }),
          )(e)
        }
      >
        <PersonInputs field={form.field} touched={form.touched} problems={problems} />
        <TextField
          label="Office name"
          autoComplete="organization"
          {...form.field('officeName')}
          error={show('officeName')}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="office-type">
            Office type
          </label>
          <select id="office-type" className="ui-input" {...form.field('officeType')}>
            <option value="lab">Lab</option>
            <option value="staffing">Staffing</option>
            <option value="others">Other</option>
          </select>
        </div>
        <Button type="submit" fullWidth busy={form.busy}>
          Sign up
        </Button>
      </form>
    </CenteredPage>
  );
}

export function SignupPrescriberPage() {
  return <OfficeSignupPage role="prescriber" />;
}

export function SignupAssistantPage() {
  return <OfficeSignupPage role="assistant" />;
}
