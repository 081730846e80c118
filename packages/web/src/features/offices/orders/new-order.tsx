/**
 * A new order (requirements.md 2.4): the patient, the ordering prescriber with their NPI and the diagnoses
 * (ADR 087), the tests with the collection they need, the visit's day and window, notes for the nurse.
 * Kept as a draft in the tab until placed.
 */
import { useState } from 'react';
import { ORDER_NOTES_MAX } from '@sc/domain/contract/orders';
import { KIT_SHIPMENT_LEAD_DAYS } from '@sc/domain/orders/kit-shipment';
import { timeZoneName } from '@sc/domain/format/local-dates';
import type { SupplyStrategy } from '@sc/domain/vocabulary/itinerary';
import { Alert, Button, Card, LinkButton, Page, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isOverLimit, TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { call } from '../../../lib/api.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { now } from '../../../lib/clock.ts';
import { viewerLocale } from '../../../lib/locale.ts';
import { useFn } from '../../../lib/query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { CollectionPreview } from './collection-preview.tsx';
import { DiagnosisPicker } from './diagnosis-picker.tsx';
import { NoPrescriberNotice } from './no-prescriber-notice.tsx';
import { useOrderDraft } from './order-draft.ts';
import { OrderPlaced, type Placed } from './order-placed.tsx';
import { PatientPicker } from './patient-picker.tsx';
import { TestPicker } from './test-picker.tsx';
import '../../../components/ui/records.css';

/** The order's inputs this form shows; a refusal of any other goes on the form's own line. */
const ORDER_FIELDS = [
  'patientID',
  'prescriberID',
  'prescriberNPI',
  'diagnosisCodes',
  'testIDs',
  'requestedDate',
  'windowStart',
  'windowEnd',
  'notes',
  'supplyStrategy',
] as const;

export function NewOrder({ officeID }: { officeID: string }) {
  const appPath = useAppPath();
  const viewer = useViewer();
  const { draft, update, clear } = useOrderDraft(officeID);
  const prescribers = useFn('listOfficePrescribers', { officeID });
  const write = useAction(ORDER_FIELDS);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const { fieldError } = write;
  const prescriberID =
    draft.prescriberID || (prescribers.data?.prescribers.length === 1 ? prescribers.data.prescribers[0]!.id : '');

  // The NPI as typed, else the prescriber's from their latest order here (ADR 087).
  const onFile = prescribers.data?.prescribers.find((p) => p.id === prescriberID)?.npi ?? '';
  const prescriberNPI = draft.prescriberNPI ?? onFile;

  if (placed) return <OrderPlaced placed={placed} />;
  const missing = [
    ...(draft.patient ? [] : ['a patient']),
    ...(prescriberID ? [] : ['a prescriber']),
    ...(prescriberNPI.trim() ? [] : ['the prescriber’s NPI']),
    ...(draft.diagnoses.length ? [] : ['a diagnosis']),
    ...(draft.tests.length ? [] : ['a test']),
    ...(draft.requestedDate ? [] : ['a day']),
  ];
  const notesTooLong = isOverLimit(draft.notes, ORDER_NOTES_MAX);
  // No prescriber on the team: nothing can be placed, and the notice above says why (issue 27).
  const noPrescriber = prescribers.data?.prescribers.length === 0;
  const place = () =>
    write.run(async () => {
      if (!draft.patient) return;
      const order = await call(
        'createOrder',
        {
          officeID,
          patientID: draft.patient.id,
          prescriberID,
          prescriberNPI,
          diagnosisCodes: draft.diagnoses.map((d) => d.code),
          testIDs: draft.tests.map((t) => t.id),
          requestedDate: draft.requestedDate,
          windowStart: draft.windowStart,
          windowEnd: draft.windowEnd,
          notes: draft.notes,
          supplyStrategy: draft.supplyStrategy,
        },
        { idempotencyKey: draft.key },
      );
      setPlaced({ ...order, patientName: draft.patient.name });
      clear();
    });

  return (
    <Page
      title="New order"
      width="wide"
      back={
        <LinkButton variant="link" to={appPath(paths.officeOrders.href())}>
          Back to orders
        </LinkButton>
      }
    >
      {noPrescriber ? <NoPrescriberNotice officeName={viewer.office?.name ?? 'Your office'} /> : null}
      <div className="ui-two-columns">
        <div>
          <PatientPicker
            officeID={officeID}
            patient={draft.patient}
            onPick={(patient) => update({ patient })}
            error={fieldError('patientID')}
          />
          <Card title="Prescriber">
            <SelectField
              label="Prescriber"
              value={prescriberID}
              onChange={(e) => update({ prescriberID: e.target.value, prescriberNPI: null })}
              error={fieldError('prescriberID')}
              options={[
                { value: '', label: 'Choose a prescriber' },
                ...(prescribers.data?.prescribers ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
            <TextField
              label="NPI"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={prescriberNPI}
              onChange={(e) => update({ prescriberNPI: e.target.value })}
              error={fieldError('prescriberNPI')}
              hint={
                onFile && prescriberNPI === onFile
                  ? 'From their last order here: printed on the requisition.'
                  : '10 digits, printed on the requisition.'
              }
            />
          </Card>
          <DiagnosisPicker
            diagnoses={draft.diagnoses}
            onChange={(diagnoses) => update({ diagnoses })}
            error={fieldError('diagnosisCodes')}
          />
          <TestPicker tests={draft.tests} onChange={(tests) => update({ tests })} error={fieldError('testIDs')} />
        </div>
        <div>
          <CollectionPreview testIDs={draft.tests.map((t) => t.id)} />
          <Card
            title="Visit"
            meta={
              draft.patient
                ? `In the patient’s time zone (${timeZoneName(draft.patient.timeZone, viewerLocale(), now())})`
                : undefined
            }
          >
            <TextField
              label="Day"
              type="date"
              value={draft.requestedDate}
              onChange={(e) => update({ requestedDate: e.target.value })}
              error={fieldError('requestedDate')}
            />
            <div className="ui-filters">
              <TextField
                label="From"
                type="time"
                value={draft.windowStart}
                onChange={(e) => update({ windowStart: e.target.value })}
                error={fieldError('windowStart')}
              />
              <TextField
                label="To"
                type="time"
                value={draft.windowEnd}
                onChange={(e) => update({ windowEnd: e.target.value })}
                error={fieldError('windowEnd')}
              />
            </div>
            <TextAreaField
              label="Notes for the nurse"
              value={draft.notes}
              limit={ORDER_NOTES_MAX}
              onChange={(e) => update({ notes: e.target.value })}
              error={fieldError('notes')}
              hint="Door codes, parking, what the patient needs to know."
            />
            <SelectField
              label="Supplies"
              value={draft.supplyStrategy}
              onChange={(e) => update({ supplyStrategy: e.target.value as SupplyStrategy })}
              error={fieldError('supplyStrategy')}
              options={[
                { value: 'nurse-supplies', label: 'The nurse brings them' },
                { value: 'kit-shipment', label: 'Ship a kit to the patient first' },
              ]}
              hint={
                draft.supplyStrategy === 'kit-shipment'
                  ? `We pack the tubes and forms in a collection kit and mail it to the patient; choose a day at least ${KIT_SHIPMENT_LEAD_DAYS} days away.`
                  : undefined
              }
            />
          </Card>
          {write.formError ? <Alert tone="danger">{write.formError}</Alert> : null}
          {missing.length > 0 ? <p className="ui-subline">To place the order, choose {missing.join(', ')}.</p> : null}
          {notesTooLong ? <p className="ui-subline">To place the order, shorten the notes for the nurse.</p> : null}
          <Button fullWidth disabled={write.busy || missing.length > 0 || notesTooLong} onClick={() => void place()}>
            {write.busy ? 'Placing the order…' : 'Place order'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
