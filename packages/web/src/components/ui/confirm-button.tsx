import { Button, type ButtonProps } from './button.tsx';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import { CheckIcon } from './icons.ts';

export type ConfirmButtonProps = Omit<ButtonProps, 'variant' | 'fullWidth'>;

/**
 * One large tap to confirm a step that only asks her to read and do (an instruction, a reminder):
 * full width, tall enough for a gloved thumb, with a check mark. The label says what she confirms.
 * Field screens only: import it from this file.
 */
export function ConfirmButton({ className, children, ...rest }: ConfirmButtonProps) {
  return (
    <Button {...rest} fullWidth className={cx('ui-confirm-button', className)}>
      {rest.busy ? null : <Icon icon={CheckIcon} size="1.5em" />}
      {children}
    </Button>
  );
}
