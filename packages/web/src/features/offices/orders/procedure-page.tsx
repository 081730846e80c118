/**
 * office/procedures/{procedureID} (requirements.md 2.4, issue 14): a procedure with its order as the
 * office follows it: the patient, the visit, every test of the order with its status, the tubes,
 * and cancelling a test that has not been collected (setProcedureStatuses).
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { VISIT_PLACE_TEXTS } from '@sc/domain/addresses/visit-place';
import type { FnOutput } from '@sc/domain/contract/index';
import { formatBirthDate, timeZoneName } from '@sc/domain/format/local-dates';
import { messages } from '@sc/domain/messages';
import { ORDER_STATUS_LABELS } from '@sc/domain/orders/order-status';
import { formatVisitWindow } from '@sc/domain/orders/visit-window';
import {
  Alert,
  AnchorButton,
  Button,
  CapSwatch,
  Card,
  LinkButton,
  Page,
  PageLoading,
  StatusChip,
} from '../../../components/ui/index.ts';
import { call } from '../../../lib/api.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { now } from '../../../lib/clock.ts';
import { viewerLocale, viewerToday } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { requisitionHref } from './order-placed.tsx';
import { ProcedureClocks } from './procedure-clocks.tsx';
import { ProcedureSamples } from './procedure-samples.tsx';
import { ProcedureTimeline } from './procedure-timeline.tsx';
import { ProcedureVisit } from './procedure-visit.tsx';
import { ProcedureDocuments } from './procedure-documents.tsx';
import { ProcedureResults } from './procedure-results.tsx';
import { ORDER_TONES, PROCEDURE_STATUS } from './statuses.ts';
import '../../../components/ui/records.css';
import { formatPhoneNumber } from '@sc/domain/auth/phone-number';

type Data = FnOutput<'getProcedureOrder'>;
type Procedure = Data['procedures'][number];

export function ProcedurePage() {
  const appPath = useAppPath();
  const { procedureID = '' } = useParams();
  const data = useFn('getProcedureOrder', { procedureID });
  const back = (
    <LinkButton variant="link" to={appPath(paths.officeOrders.href())}>
      Back to orders
    </LinkButton>
  );
  if (data.isPending) return <PageLoading label="Loading the procedure…" />;
  if (data.error)
    return (
      <Page title="Procedure" back={back} width="wide">
        <Alert tone="danger">
          {messages.procedureLoadFailed} ({data.error.message})
        </Alert>
      </Page>
    );
  const { order, patient, procedures, containers } = data.data;
  const current = procedures.find((p) => p.id === procedureID);
  const codeOf = new Map(procedures.map((p) => [p.id, p.test?.code ?? 'Procedure']));
  return (
    <Page title={current?.test?.name ?? 'Procedure'} back={back} width="wide">
      <div className="ui-two-columns">
        <div>
          <Card
            title={order.requisitionNumber ? `Order ${order.requisitionNumber}` : 'Order'}
            status={<StatusChip tone={ORDER_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</StatusChip>}
            meta={
              order.requestedDate && order.windowStart && order.windowEnd
                ? `${formatVisitWindow(order.requestedDate, order.windowStart, order.windowEnd)}${order.timeZone ? ` (${timeZoneName(order.timeZone, viewerLocale(), now())})` : ''}`
                : undefined
            }
          >
            {order.needsPlace ? (
              <Alert tone="warning" title={VISIT_PLACE_TEXTS.needsPlace}>
                {VISIT_PLACE_TEXTS.needsPlaceAction}
              </Alert>
            ) : null}
            <dl className="ui-facts">
              <dt>Patient</dt>
              <dd>
                {patient ? (
                  <>
                    {patient.name}
                    {patient.dateOfBirth
                      ? `, born ${formatBirthDate(patient.dateOfBirth, viewerToday(), viewerLocale())}`
                      : ''}
                    {patient.phone ? <div>{formatPhoneNumber(patient.phone)}</div> : null}
                    {patient.address ? <div>{patient.address}</div> : null}
                  </>
                ) : (
                  'Not given'
                )}
              </dd>
              <dt>Prescriber</dt>
              <dd>
                {order.prescriber?.name ?? 'Not given'}
                {order.prescriberNPI ? `, NPI ${order.prescriberNPI}` : ''}
              </dd>
              {/* Why the tests are ordered, in words (ADR 087); orders placed before have none. */}
              <dt>Diagnoses (ICD-10)</dt>
              <dd>
                {order.diagnoses.length > 0
                  ? order.diagnoses.map((d) => (
                      <div key={d.code}>
                        <strong>{d.code}</strong> {d.description}
                      </div>
                    ))
                  : 'Not given'}
              </dd>
              <ProcedureVisit procedureID={procedureID} />
              {order.fastingHours > 0 ? (
                <>
                  <dt>Fasting</dt>
                  <dd>{order.fastingHours} hours</dd>
                </>
              ) : null}
              {order.notes ? (
                <>
                  <dt>Notes for the nurse</dt>
                  <dd>{order.notes}</dd>
                </>
              ) : null}
            </dl>
            {order.requisitionNumber ? (
              <AnchorButton variant="secondary" href={requisitionHref(order.id)} target="_blank" rel="noopener">
                Print requisition
              </AnchorButton>
            ) : null}
          </Card>
          <ProcedureResults results={data.data.results} procedures={procedures} />
          <ProcedureDocuments orderID={order.id} documents={data.data.documents} />
        </div>
        <div>
          <Tests
            procedures={procedures}
            current={procedureID}
            patientName={patient?.name ?? 'the patient'}
            onChanged={() => void data.refetch()}
          />
          {containers.length > 0 ? (
            <Card title="Collection, in the order of draw">
              <ol className="ui-plan">
                {containers.map((c) => (
                  <li key={c.position}>
                    <CapSwatch color={c.color} /> <strong>{c.name}</strong> ·{' '}
                    {c.procedureIDs.map((id) => codeOf.get(id)).join(', ')} · {c.volumeMl} mL
                    <div className="ui-subline">{c.handling.join(' · ')}</div>
                  </li>
                ))}
              </ol>
            </Card>
          ) : null}
          <ProcedureClocks procedureID={procedureID} />
          <ProcedureSamples samples={data.data.samples} timeZone={order.timeZone ?? 'UTC'} />
          <ProcedureTimeline procedureID={procedureID} timeZone={order.timeZone ?? 'UTC'} />
        </div>
      </div>
    </Page>
  );
}

interface TestsProps {
  procedures: Procedure[];
  current: string;
  patientName: string;
  onChanged: () => void;
}

/** The order's tests, each with its status, and cancelling one after a confirmation. */
function Tests({ procedures, current, patientName, onChanged }: TestsProps) {
  const viewer = useViewer();
  const appPath = useAppPath();
  const [asking, setAsking] = useState<Procedure | null>(null);
  const [done, setDone] = useState('');
  const write = useAction();
  const cancel = async (p: Procedure) => {
    const canceled = await write.run(() =>
      call(
        'setProcedureStatuses',
        { procedureIDs: [p.id], status: 'canceled', ...(viewer.office ? { officeType: viewer.office.type } : {}) },
        { idempotencyKey: `cancel-${p.id}` },
      ),
    );
    if (!canceled) return;
    setDone(`${p.test?.name ?? 'The procedure'} canceled.`);
    setAsking(null);
    onChanged();
  };
  return (
    <Card title="Tests of this order">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
      <ul className="ui-pick-list" aria-label="Tests of this order">
        {procedures.map((p) => (
          <li key={p.id} className="ui-pick-list__chosen" aria-current={p.id === current ? 'page' : undefined}>
            <span>
              {p.id === current ? (
                <strong>{p.test?.name ?? 'Procedure'}</strong>
              ) : (
                <LinkButton variant="link" to={appPath(paths.officeProcedure.href({ procedureID: p.id }))}>
                  {p.test?.name ?? 'Procedure'}
                </LinkButton>
              )}{' '}
              <StatusChip tone={PROCEDURE_STATUS[p.status].tone}>{PROCEDURE_STATUS[p.status].label}</StatusChip>
              {p.failure ? (
                <div className="ui-subline">
                  Failed: {p.failure.reason}
                  {p.failure.failedBy ? ` (${p.failure.failedBy})` : ''}
                </div>
              ) : null}
            </span>
            {p.cancelable ? (
              <Button variant="link" onClick={() => setAsking(p)}>
                Cancel {p.test?.code ?? 'procedure'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {asking ? (
        <Alert tone="warning" title={`Cancel the ${asking.test?.name ?? 'procedure'} for ${patientName}?`}>
          <p>The nurse will not collect it. This cannot be undone.</p>
          <div className="ui-toolbar">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Keep it
            </Button>
            <Button variant="danger" busy={write.busy} onClick={() => void cancel(asking)}>
              Yes, cancel the test
            </Button>
          </div>
        </Alert>
      ) : null}
    </Card>
  );
}
