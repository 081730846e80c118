/** A shift's state on its chip, shared by the nurse's shift pages and operations' dispatch board. */
import type { ShiftStatus } from '@sc/domain/vocabulary/shifts';

/** The shift's state on its chip, as a nurse says it (requirements.md 4 statuses). */
export const shiftStatusChips: Record<ShiftStatus, { label: string; tone: 'neutral' | 'info' | 'success' | 'danger' }> =
  {
    open: { label: 'Open', tone: 'neutral' },
    accepted: { label: 'Accepted', tone: 'neutral' },
    in_progress: { label: 'Checked in', tone: 'info' },
    complete: { label: 'Complete', tone: 'success' },
    canceled: { label: 'Canceled', tone: 'danger' },
  };
