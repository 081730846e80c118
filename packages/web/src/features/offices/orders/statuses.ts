/** How an order's and a procedure's statuses read and colour in the office (words first). */
import type { ChipTone } from '../../../components/ui/index.ts';
import type { SpecimenWhereabouts } from '@sc/domain/custody/specimen-whereabouts';
import type { OrderStatus } from '@sc/domain/vocabulary/orders';
import type { ProcedureStatus, SampleStatus } from '@sc/domain/vocabulary/procedures';

export const ORDER_TONES: Record<OrderStatus, ChipTone> = {
  ordered: 'neutral',
  scheduled: 'info',
  'in-progress': 'info',
  completed: 'success',
  failed: 'danger',
  canceled: 'warning',
};

export const PROCEDURE_STATUS: Record<ProcedureStatus, { label: string; tone: ChipTone }> = {
  ordered: { label: 'Ordered', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  'in-progress': { label: 'In progress', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  canceled: { label: 'Canceled', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Where the specimen is (custody events): under way in blue, at the lab in green. */
export const WHEREABOUTS_TONES: Record<SpecimenWhereabouts, ChipTone> = {
  'not-collected': 'neutral',
  'with-nurse': 'info',
  packed: 'info',
  'in-the-mail': 'info',
  'to-lab': 'info',
  'at-lab': 'success',
  failed: 'danger',
  canceled: 'warning',
};

/** A tube's state as the office reads it (requirements.md 4: collected, failed, completed once at the lab). */
export const SAMPLE_STATUS: Record<SampleStatus, { label: string; tone: ChipTone }> = {
  pending: { label: 'Not collected yet', tone: 'neutral' },
  collected: { label: 'Collected', tone: 'info' },
  failed: { label: 'Not collected', tone: 'danger' },
  completed: { label: 'At the lab', tone: 'success' },
};
