/**
 * The supply transfer flow's local state (requirements.md 3: scan lists with isScanned, the forms' scanned
 * flags, loading completed per transfer), kept in localStorage per transfer so a reload loses
 * nothing: the last transfer the server answered, and the forms printed on this device. The
 * continue rules read it through the domain (toTransferState); until this visit's load has
 * completed, nothing is valid (requirements.md 5).
 */
import type { TransferView } from '@sc/domain/packing/transfer-state';
import { usePersistedState } from '../../lib/persisted-state.ts';

export interface LocalTransferFlow {
  view: TransferView | null;
  /** Print steps done here, by step path: Next on a print step is allowed, this is for the packer's eye. */
  printed: string[];
}

const empty: LocalTransferFlow = { view: null, printed: [] };

function parse(stored: unknown): LocalTransferFlow {
  if (typeof stored !== 'object' || stored === null) return empty;
  const s = stored as Partial<LocalTransferFlow>;
  const view = s.view && typeof s.view === 'object' && typeof s.view.id === 'string' ? s.view : null;
  const printed = Array.isArray(s.printed) ? s.printed.filter((p): p is string => typeof p === 'string') : [];
  return { view, printed };
}

export function useLocalTransferFlow(supplyTransferID: string) {
  return usePersistedState<LocalTransferFlow>(`packer.transfer.${supplyTransferID}`, empty, { parse });
}
