/**
 * The order's diagnoses (ADR 087): ICD-10-CM codes from the built-in list, found by code ("E11") or
 * words ("diab"), each a removable chip. The list is the domain's, searched here on the device: the
 * server checks the codes against the same list.
 */
import { ORDER_DIAGNOSES_MAX, searchDiagnoses, type Diagnosis } from '@sc/domain/orders/diagnoses';
import { Card } from '../../../components/ui/index.ts';
import { ChipCombobox, type ComboboxOption } from '../../../components/ui/chip-combobox.tsx';

const optionOf = (d: Diagnosis): ComboboxOption => ({ value: d.code, label: d.code, detail: d.description });

export function DiagnosisPicker({
  diagnoses,
  onChange,
  error,
}: {
  diagnoses: Diagnosis[];
  onChange: (diagnoses: Diagnosis[]) => void;
  /** A refusal of the order's codes, shown on the search field. */
  error?: string | undefined;
}) {
  return (
    <Card title="Diagnoses (ICD-10)">
      <ChipCombobox
        label="Add a diagnosis"
        hint="A code or words: E11, diabetes, hypertension."
        placeholder="E11.9, diabetes…"
        error={error}
        chosen={diagnoses.map(optionOf)}
        onChange={(chosen) => onChange(chosen.map((o) => ({ code: o.value, description: o.detail ?? '' })))}
        search={(query) => searchDiagnoses(query, 8).map(optionOf)}
        chosenLabel="Diagnoses chosen"
        listLabel="Diagnoses found"
        noMatch={(query) => `No ICD-10 code on our list matches “${query}”.`}
        max={ORDER_DIAGNOSES_MAX}
        full={`An order carries at most ${ORDER_DIAGNOSES_MAX} diagnoses.`}
        empty="None yet: the lab needs at least one."
      />
    </Card>
  );
}
