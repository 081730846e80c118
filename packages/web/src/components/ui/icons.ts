/**
 * The product's icon vocabulary: Lucide (lucide.dev, ISC), one module per icon, named for what it
 * means here. Import icons from this file, not from `lucide-react` itself: the per-icon paths keep
 * the build, the tests and the dev server from loading all of Lucide's icons, and one list keeps
 * "done" looking the same on every screen.
 *
 * Icons are decoration beside words; the `Icon` helper hides them from screen readers.
 */
export type { LucideIcon as IconType } from 'lucide-react';

// Navigation and the shell
export { default as HomeIcon } from 'lucide-react/icons/house';
export { default as MenuIcon } from 'lucide-react/icons/menu';
export { default as CloseIcon } from 'lucide-react/icons/x';
export { default as BackIcon } from 'lucide-react/icons/chevron-left';
export { default as ForwardIcon } from 'lucide-react/icons/chevron-right';
export { default as SignOutIcon } from 'lucide-react/icons/log-out';
export { default as HelpIcon } from 'lucide-react/icons/circle-help';
export { default as SettingsIcon } from 'lucide-react/icons/settings';
export { default as ProfileIcon } from 'lucide-react/icons/user-round';
export { default as WalletIcon } from 'lucide-react/icons/wallet';
export { default as CalendarIcon } from 'lucide-react/icons/calendar-days';
export { default as KitIcon } from 'lucide-react/icons/package';
export { default as TeamIcon } from 'lucide-react/icons/users';
export { default as OrdersIcon } from 'lucide-react/icons/clipboard-list';
export { default as ReportsIcon } from 'lucide-react/icons/chart-column';
export { default as OfficeIcon } from 'lucide-react/icons/building-2';
export { default as ApprovalsIcon } from 'lucide-react/icons/shield-check';
export { default as VisitsIcon } from 'lucide-react/icons/briefcase-medical';

// States
export { default as CheckIcon } from 'lucide-react/icons/check';
export { default as DoneIcon } from 'lucide-react/icons/circle-check';
export { default as WarningIcon } from 'lucide-react/icons/triangle-alert';
export { default as InfoIcon } from 'lucide-react/icons/info';
export { default as ErrorIcon } from 'lucide-react/icons/circle-x';
export { default as EmptyIcon } from 'lucide-react/icons/inbox';
export { default as CelebrateIcon } from 'lucide-react/icons/party-popper';

// The field
export { default as StopIcon } from 'lucide-react/icons/map-pin';
export { default as RouteIcon } from 'lucide-react/icons/route';
export { default as DriveIcon } from 'lucide-react/icons/navigation';
export { default as PhoneIcon } from 'lucide-react/icons/phone';
export { default as TextIcon } from 'lucide-react/icons/message-square';
export { default as TimeIcon } from 'lucide-react/icons/clock';
export { default as ScanIcon } from 'lucide-react/icons/scan-barcode';
export { default as CameraIcon } from 'lucide-react/icons/camera';
export { default as ShippingIcon } from 'lucide-react/icons/truck';
export { default as SampleIcon } from 'lucide-react/icons/test-tube-diagonal';
export { default as ProcedureIcon } from 'lucide-react/icons/list-checks';
export { default as EarningsIcon } from 'lucide-react/icons/banknote';
export { default as ContinueIcon } from 'lucide-react/icons/play';
