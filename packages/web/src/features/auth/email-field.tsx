import { TextField } from '../../components/ui/index.ts';

/** The account email as login and forgot-password ask for it (a username for password managers). */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      autoFocus
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
