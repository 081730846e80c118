/**
 * Charting the samples (requirements.md 2.11, 4, 5): the procedure's samples with their status, scanning a
 * sample's tube, and the sample answer: yes or partial collects it into its tube (with its serial),
 * no fails it with a required reason.
 */
import { useState, type FormEvent } from 'react';
import { sampleAnswers, type SampleAnswer } from '@sc/domain/itinerary-data/flow-state';
import type { Sample } from '@sc/domain/itinerary-data/model';
import { Alert, Button, Card, TextField } from '../../../../components/ui/index.ts';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { useSupplyNames } from '../../../../lib/supply-names.ts';
import { useScanNames, withScanHint } from '../../../../lib/scan-names.ts';
import {
  acceptSampleScan,
  collectionFor,
  needsSampleScan,
  procedureOf,
  sampleFailureReasons,
  sampleOf,
  sampleStatusLabels,
} from './procedure-model.ts';

export const sampleTexts = {
  samples: 'Samples',
  lightSensitive: 'Light-sensitive',
  refrigerated: 'Refrigerated',
  centrifuge: 'Centrifuge',
  noScan: 'Not scanned',
  tubeLabel: 'Tube barcode',
  tubeScanned: (name: string) => `${name} scanned`,
  scannedTube: (name: string) => `Tube scanned: ${name}`,
  noTube: 'Scan the tube after you label it.',
  question: 'Was the sample collected?',
  answers: { yes: 'Yes', partial: 'Partial', no: 'No' } satisfies Record<SampleAnswer, string>,
  reason: 'Why was the sample not collected?',
  otherReason: 'Other reason',
  reasonRequired: 'Choose or write a reason.',
  failSample: 'Sample not collected',
  collected: 'Sample collected',
  partial: 'Sample partially collected',
  failed: (reason: string | null) => `Not collected${reason ? `: ${reason}` : ''}`,
  next: 'Next',
} as const;

function sampleFlags(sample: Sample): string[] {
  return [
    ...(sample.lightSensitive ? [sampleTexts.lightSensitive] : []),
    ...(sample.refrigerated ? [sampleTexts.refrigerated] : []),
    ...(sample.processing === 'centrifuge' ? [sampleTexts.centrifuge] : []),
  ];
}

/** Chart: the samples of the procedure and where each stands. */
function ChartingSamples(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const supplyName = useSupplyNames(ctx.flow);
  if (!procedure) return null;
  return (
    <>
      <h2>{sampleTexts.samples}</h2>
      <ul className="procedure-samples">
        {procedure.samples.map((sample) => (
          <li key={sample.id} className={`procedure-sample procedure-sample--${sample.status}`}>
            <span className="procedure-sample__name">{supplyName(sample.supplyID)}</span>
            {sampleFlags(sample).map((flag) => (
              <span key={flag} className="procedure-tag">
                {flag}
              </span>
            ))}
            <span className="procedure-sample__status">{sampleStatusLabels[sample.status]}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Scan the sample's tube: it must be of the sample's supply; kept on this phone until charted. */
function ScanSample(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const sample = sampleOf(procedure, ctx.step);
  const supplyName = useSupplyNames(ctx.flow);
  const names = useScanNames(ctx.flow);
  if (!procedure || !sample) return null;
  const tube = ctx.local.sampleScans[sample.id]?.supplyItemID ?? sample.supplyItemID;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      () => {
        const outcome = acceptSampleScan(procedure!, sample!, scan, ctx.local);
        if (!outcome.ok) throw new Error(outcome.message);
        ctx.setLocal((s) => ({ ...s, sampleScans: { ...s.sampleScans, [sample!.id]: outcome.scan } }));
        return sampleTexts.tubeScanned(supplyName(sample!.supplyID));
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: [names.supply(sample!.supplyID)].filter((name) => name !== null),
      }),
    );
  }

  return (
    <>
      <p className="procedure-sample__name">{supplyName(sample.supplyID)}</p>
      {tube ? (
        // The tube is of the sample's supply (the scan was matched to it): named so, never by its id.
        <Alert tone="success">{sampleTexts.scannedTube(names.item(tube) ?? supplyName(sample.supplyID))}</Alert>
      ) : (
        <p>{sampleTexts.noTube}</p>
      )}
      <Scanner label={sampleTexts.tubeLabel} onScan={onScan} />
    </>
  );
}

/** The sample answer (requirements.md 5): yes / partial collect it, no fails it with a reason; then on. */
function CompleteCharting(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const sample = sampleOf(procedure, ctx.step);
  const supplyName = useSupplyNames(ctx.flow);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failing, setFailing] = useState(false);
  if (!procedure || !sample) return null;
  const supplyIDOf = (id: string) => ctx.flow.supplyItems[id]?.supplyID ?? null;
  const collection = collectionFor(procedure, sample, ctx.local, supplyIDOf);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      ctx.goNext();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function collect(answer: 'yes' | 'partial') {
    if (!collection.ok) return;
    void run(() =>
      ctx.write(
        'collectSample',
        {
          procedureID: procedure!.id,
          sampleID: sample!.id,
          supplyItemID: collection.supplyItemID,
          serial: collection.serial,
        },
        answer === 'yes' ? sampleTexts.collected : sampleTexts.partial,
      ),
    );
  }

  function fail(reason: string) {
    void run(() =>
      ctx.write(
        'failSample',
        { procedureID: procedure!.id, sampleID: sample!.id, failureReason: reason },
        sampleTexts.failSample,
      ),
    );
  }

  const answered = sample.status !== 'pending';
  return (
    <>
      <Card title={supplyName(sample.supplyID)}>
        {needsSampleScan(procedure, sample) ? null : <p>{sampleTexts.noScan}</p>}
        <p>
          {sample.status === 'failed'
            ? sampleTexts.failed(sample.collectionFailure)
            : sampleStatusLabels[sample.status]}
        </p>
      </Card>
      {!collection.ok && !answered ? <Alert tone="warning">{collection.message}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {answered ? (
        <Button fullWidth onClick={ctx.goNext}>
          {sampleTexts.next}
        </Button>
      ) : failing ? (
        <FailureReasonForm busy={busy} onSubmit={fail} onCancel={() => setFailing(false)} />
      ) : (
        <fieldset className="procedure-answers">
          <legend>{sampleTexts.question}</legend>
          {sampleAnswers.map((answer) => (
            <Button
              key={answer}
              fullWidth
              // Only the expected answer is the strong one; partial and no are the exceptions.
              variant={answer === 'yes' ? 'primary' : 'secondary'}
              busy={busy}
              disabled={answer !== 'no' && !collection.ok}
              onClick={() => (answer === 'no' ? setFailing(true) : collect(answer))}
            >
              {sampleTexts.answers[answer]}
            </Button>
          ))}
        </fieldset>
      )}
    </>
  );
}

const OTHER = 'other';

function FailureReasonForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const reason = (choice === OTHER ? other : (choice ?? '')).trim();
    if (!reason) {
      setError(sampleTexts.reasonRequired);
      return;
    }
    onSubmit(reason);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="procedure-choices" aria-describedby={error ? 'sample-reason-error' : undefined}>
        <legend>{sampleTexts.reason}</legend>
        {[...sampleFailureReasons, OTHER].map((reason) => (
          <label key={reason} className="procedure-choice">
            <input
              type="radio"
              name="sample-failure-reason"
              value={reason}
              checked={choice === reason}
              onChange={() => {
                setChoice(reason);
                setError(undefined);
              }}
            />
            <span>{reason === OTHER ? sampleTexts.otherReason : reason}</span>
          </label>
        ))}
      </fieldset>
      {choice === OTHER ? (
        <TextField
          label={sampleTexts.otherReason}
          value={other}
          maxLength={500}
          onChange={(e) => setOther(e.target.value)}
        />
      ) : null}
      {error ? (
        <p id="sample-reason-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="procedure-actions">
        <Button type="submit" fullWidth variant="danger" busy={busy}>
          {sampleTexts.failSample}
        </Button>
        <Button fullWidth variant="secondary" disabled={busy} onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}

export const chartingSamples: StepScreen = { Body: ChartingSamples };
export const scanSample: StepScreen = { Body: ScanSample };
export const completeCharting: StepScreen = { Body: CompleteCharting, ownContinue: true };
