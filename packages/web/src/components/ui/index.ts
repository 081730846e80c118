// The design system. Styles live in src/styles.css (imported once by the app shell); class names
// are prefixed `ui-`. See each file for the props.
//
// Scanner, ScanList and PhotoCapture are imported from their own files (`./scanner.tsx` ...), not
// from here: only field screens use them, and what this index exports is bundled with the app's
// first load (the login page's included). So are StepHeader, ConfirmButton and DoneScreen, the Sheet
// and the icons (`./icons.ts`, one module per icon): exported here, even unused, they were carried
// in the first load's shared chunk (Lucide's core with the Sheet's close icon: +1.8 kB gzip).
// See README.md for the whole system.
export { ActionBar, type ActionBarProps } from './action-bar.tsx';
export { Alert, type AlertProps, type AlertTone } from './alert.tsx';
export {
  AnchorButton,
  Button,
  LinkButton,
  type AnchorButtonProps,
  type ButtonProps,
  type ButtonVariant,
  type LinkButtonProps,
} from './button.tsx';
export { CapSwatch } from './cap-swatch.tsx';
export { Card, CardActions, type CardActionsProps, type CardProps, type CardTone } from './card.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { cx } from './class-names.ts';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Figure, FigureRow, type FigureProps } from './figure.tsx';
export { Icon, type IconProps } from './icon.tsx';
export { ListRow, type ListRowProps } from './list-row.tsx';
export { CenteredPage, Page, type CenteredPageProps, type PageProps, type PageWidth } from './page.tsx';
export { PageLoading, Spinner, type PageLoadingProps, type SpinnerProps } from './spinner.tsx';
export { StatusChip, type ChipTone, type StatusChipProps } from './status-chip.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { DisabledReasons, type DisabledReasonsChildProps, type DisabledReasonsProps } from './tooltip-list.tsx';
export {
  SyncStatus,
  SyncStatusView,
  syncStatusText,
  syncStatusTexts,
  type SyncStatusViewProps,
} from './sync-status.tsx';
