/**
 * A new order (issue 14): the patient, the prescriber, the tests with the collection they need,
 * the visit's day and window, notes for the nurse. Kept as a draft in the tab until placed.
 */
import { useState } from 'react';
import { ORDER_NOTES_MAX } from '@sc/domain/contract/orders';
import { Alert, Button, Card, LinkButton, Page, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { ApiError, call, errorMessage } from '../../../lib/api.ts';
import { useAppPath } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import { CollectionPreview } from './collection-preview.tsx';
import { useOrderDraft } from './order-draft.ts';
import { OrderPlaced, type Placed } from './order-placed.tsx';
import { PatientPicker } from './patient-picker.tsx';
import { TestPicker } from './test-picker.tsx';
import '../../../components/ui/records.css';

export function NewOrder({ officeID }: { officeID: string }) {
  const appPath = useAppPath();
  const { draft, update, clear } = useOrderDraft(officeID);
  const prescribers = useFn('listOfficePrescribers', { officeID });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  const prescriberID =
    draft.prescriberID || (prescribers.data?.prescribers.length === 1 ? prescribers.data.prescribers[0]!.id : '');

  if (placed) return <OrderPlaced placed={placed} />;
  const missing = [
    ...(draft.patient ? [] : ['a patient']),
    ...(prescriberID ? [] : ['a prescriber']),
    ...(draft.tests.length ? [] : ['a test']),
    ...(draft.requestedDate ? [] : ['a day']),
  ];
  const place = async () => {
    if (!draft.patient) return;
    setPending(true);
    setError(null);
    try {
      const order = await call(
        'createOrder',
        {
          officeID,
          patientID: draft.patient.id,
          prescriberID,
          testIDs: draft.tests.map((t) => t.id),
          requestedDate: draft.requestedDate,
          windowStart: draft.windowStart,
          windowEnd: draft.windowEnd,
          notes: draft.notes,
        },
        { idempotencyKey: draft.key },
      );
      setPlaced({ ...order, patientName: draft.patient.name });
      clear();
    } catch (caught) {
      setError({
        message: errorMessage(caught),
        ...(caught instanceof ApiError && caught.field ? { field: caught.field } : {}),
      });
    } finally {
      setPending(false);
    }
  };

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
      <div className="ui-two-columns">
        <div>
          <PatientPicker officeID={officeID} patient={draft.patient} onPick={(patient) => update({ patient })} />
          {fieldError('patientID') ? <Alert tone="danger">{fieldError('patientID')}</Alert> : null}
          <Card title="Prescriber">
            <SelectField
              label="Prescriber"
              value={prescriberID}
              onChange={(e) => update({ prescriberID: e.target.value })}
              error={fieldError('prescriberID')}
              options={[
                { value: '', label: 'Choose a prescriber' },
                ...(prescribers.data?.prescribers ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
          </Card>
          <TestPicker tests={draft.tests} onChange={(tests) => update({ tests })} />
          {fieldError('testIDs') ? <Alert tone="danger">{fieldError('testIDs')}</Alert> : null}
        </div>
        <div>
          <CollectionPreview testIDs={draft.tests.map((t) => t.id)} />
          <Card
            title="Visit"
            meta={draft.patient ? `In the patient’s time zone (${draft.patient.timeZone})` : undefined}
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
              maxLength={ORDER_NOTES_MAX}
              onChange={(e) => update({ notes: e.target.value })}
              hint="Door codes, parking, what the patient needs to know."
            />
          </Card>
          {error &&
          !['patientID', 'prescriberID', 'testIDs', 'requestedDate', 'windowEnd'].includes(error.field ?? '') ? (
            <Alert tone="danger">{error.message}</Alert>
          ) : null}
          {missing.length > 0 ? <p className="ui-subline">To place the order, choose {missing.join(', ')}.</p> : null}
          <Button fullWidth disabled={pending || missing.length > 0} onClick={() => void place()}>
            {pending ? 'Placing the order…' : 'Place order'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
