import { TextField, type TextFieldProps } from '../ui/index.ts';

type Props = Omit<TextFieldProps, 'type' | 'autoComplete' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The account's current password, as login and a change of email ask for it (password managers fill it). */
export function CurrentPasswordField({ value, onChange, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
