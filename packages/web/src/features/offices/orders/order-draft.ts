/**
 * The order being written (issue 14), kept in this tab's session storage: a reload loses nothing,
 * and a closed tab leaves no patient on a shared office computer. Its idempotency key is made
 * with the draft, so a "Place order" sent twice (a double click, a retry after a lost answer)
 * places one order.
 */
import { useCallback, useState } from 'react';
import type { SupplyStrategy } from '@sc/domain/vocabulary/itinerary';

export interface OrderDraft {
  key: string;
  patient: { id: string; name: string; timeZone: string } | null;
  prescriberID: string;
  /** The NPI as typed; null until typed, when the prescriber's NPI on file is used (ADR 087). */
  prescriberNPI: string | null;
  /** ICD-10-CM codes from the built-in list, with their titles (ADR 087). */
  diagnoses: { code: string; description: string }[];
  tests: { id: string; code: string; name: string }[];
  requestedDate: string;
  windowStart: string;
  windowEnd: string;
  notes: string;
  /** requirements.md 2.11: the nurse brings the supplies, or a kit is shipped to the patient first (ADR 058). */
  supplyStrategy: SupplyStrategy;
}

const emptyDraft = (): OrderDraft => ({
  key: crypto.randomUUID(),
  patient: null,
  prescriberID: '',
  prescriberNPI: null,
  diagnoses: [],
  tests: [],
  requestedDate: '',
  windowStart: '08:00',
  windowEnd: '10:00',
  notes: '',
  supplyStrategy: 'nurse-supplies',
});

const storageKey = (officeID: string) => `sc-order-draft:${officeID}`;

function read(officeID: string): OrderDraft {
  try {
    const raw = sessionStorage.getItem(storageKey(officeID));
    const parsed = raw ? (JSON.parse(raw) as Partial<OrderDraft>) : null;
    return parsed && typeof parsed.key === 'string' ? { ...emptyDraft(), ...parsed } : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function useOrderDraft(officeID: string) {
  const [draft, setDraft] = useState(() => read(officeID));
  const update = useCallback(
    (change: Partial<OrderDraft>) =>
      setDraft((previous) => {
        const next = { ...previous, ...change };
        try {
          sessionStorage.setItem(storageKey(officeID), JSON.stringify(next));
        } catch {
          // Storage full or off: the draft lives on in memory.
        }
        return next;
      }),
    [officeID],
  );
  const clear = useCallback(() => {
    sessionStorage.removeItem(storageKey(officeID));
    setDraft(emptyDraft());
  }, [officeID]);
  return { draft, update, clear };
}
