import type { IconType } from './icons.ts';
import { cx } from './class-names.ts';

export interface IconProps {
  icon: IconType;
  /** 1.25em by default: the icon follows the text size beside it. */
  size?: string | number;
  className?: string;
}

/**
 * An icon beside words, hidden from screen readers (the words say it) and sized to the text, in
 * the text's colour. A button or link that is only an icon needs its own `aria-label`.
 */
export function Icon({ icon: Glyph, size = '1.25em', className }: IconProps) {
  return <Glyph aria-hidden="true" focusable="false" size={size} className={cx('ui-icon', className)} />;
}
