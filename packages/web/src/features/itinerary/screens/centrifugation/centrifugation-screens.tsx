/**
 * Centrifugation of one sample-processing action (requirements.md 2.11, 3, 4, 5): scan the specimen bags
 * the samples arrived in, put the tubes in the centrifuge, spin them, take a photo, then per
 * procedure scan a new specimen bag and the tubes going into it (Next saves the bag), and a
 * summary of the procedures packed. Scans and the photo live on this phone
 * (local.centrifugation[processingActionID]) until the bag is saved with them.
 */
import type { CentrifugationState } from '@sc/domain/itinerary-data/flow-state';
import { getOwn } from '@sc/domain/scanning/lookup';
import { scanMessages } from '@sc/domain/scanning/messages';
import { expectedItemRefusal, newBagRefusal, scanRows } from '@sc/domain/scanning/scan-acceptance';
import { Alert, Card } from '../../../../components/ui/index.ts';
import { PhotoCapture } from '../../../../components/ui/photo-capture.tsx';
import { ScanList, toScanListItems } from '../../../../components/ui/scan-list.tsx';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { useScanNames, withScanHint } from '../../../../lib/scan-names.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import {
  bagsInUse,
  centrifugationProceduresOf,
  centrifugationStateOf,
  centrifugeTubesOf,
  initialBagsOf,
  isProcedurePacked,
  newBagOf,
  saveBagInput,
  updateCentrifugation,
} from './centrifugation-model.ts';
import { CentrifugeTimer } from './centrifuge-timer.tsx';

export const centrifugationTexts = {
  supplyItem: 'Supply item',
  specimenBag: 'Specimen Bag',
  /** Each scan list's texts: what to do, the list's name, the scanner's label, and when there is nothing to scan. */
  bagsScan: {
    intro: 'Scan each specimen bag holding samples to centrifuge.',
    list: 'Specimen bags',
    scanner: 'Specimen bag barcode',
    empty: 'No specimen bag to scan.',
  },
  tubesScan: {
    intro: 'Take the tubes out of their bag and scan each one as you put it in the centrifuge.',
    list: 'Tubes',
    scanner: 'Tube barcode',
    empty: 'No tube to centrifuge.',
  },
  scanned: (name: string) => `${name} scanned`,
  spinSteps: [
    'Check each tube is closed and upright.',
    'Balance the rotor: place tubes of equal volume opposite each other (use a balance tube if the count is odd).',
    'Close the lid and spin for the time the lab gives for these tubes (serum separator tubes: usually 10 minutes).',
    'Wait for the rotor to stop completely before you open the lid.',
  ],
  spinList: 'How to spin',
  photoIntro: 'Take a photo of the tubes in the centrifuge after spinning.',
  takePhoto: 'Take a photo',
  photoTaken: 'Photo saved for this centrifugation.',
  newBagIntro: 'Take a new specimen bag and scan it. The spun tubes go into this bag.',
  newBagLabel: 'New specimen bag barcode',
  newBag: (name: string) => `New specimen bag: ${name}`,
  arrivedIn: (name: string) => `The samples arrived in: ${name}`,
  samplesOf: (patient: string) => `Samples of ${patient}`,
  moveTubesIntro: 'Scan each tube as you put it into the new specimen bag.',
  noNewBag: 'Scan the new specimen bag first (previous step).',
  bagSaved: 'New specimen bag',
  procedures: 'Procedures',
  procedure: (n: number) => `Procedure ${n}`,
  packed: 'Packed',
  notPacked: 'Not packed yet',
  allPacked: 'Every procedure is in its new specimen bag.',
} as const;

/** The processing action this step is about, with the phone's state and its procedures. */
function useCentrifugation(ctx: StepContext) {
  const processingActionID = ctx.step.processingActionID ?? '';
  const procedures = centrifugationProceduresOf(ctx.data, processingActionID);
  const state = centrifugationStateOf(ctx.local, processingActionID);
  const update = (change: (s: CentrifugationState) => CentrifugationState) =>
    ctx.setLocal((local) => updateCentrifugation(local, processingActionID, change));
  // A new bag is not the itinerary's until saved: the nurse's own items name it meanwhile.
  const names = useScanNames(ctx.flow);
  const nameOf = (supplyItemID: string) => names.item(supplyItemID) ?? centrifugationTexts.supplyItem;
  return { processingActionID, procedures, state, update, nameOf, names };
}

/** The procedure this step is about, and the new specimen bag it has so far. */
function useStepProcedure(ctx: StepContext) {
  const centrifugation = useCentrifugation(ctx);
  const { processingActionID, procedures, state } = centrifugation;
  const procedure = procedures.find((p) => p.id === ctx.step.procedureID);
  const newBag = procedure ? newBagOf(ctx.data, state, processingActionID, procedure.id) : null;
  return { ...centrifugation, procedure, newBag };
}

function PatientLine({ ctx }: { ctx: StepContext }) {
  const patient = ctx.step.waypointID === undefined ? undefined : getOwn(ctx.flow.patients, ctx.step.waypointID);
  return patient ? <p className="centrifuge-patient">{centrifugationTexts.samplesOf(patient.name)}</p> : null;
}

/**
 * A scan step over an exact list: each scan must be one of `expected` and not scanned yet
 * ("Wrong supply", "Barcode already scanned."); an accepted one is added with `add`.
 */
function ExpectedScan(props: {
  ctx: StepContext;
  texts: { intro: string; list: string; scanner: string; empty: string };
  expected: readonly string[];
  scanned: readonly string[];
  add: (supplyItemID: string) => void;
}) {
  const { ctx, texts, expected, scanned } = props;
  const { nameOf, names } = useCentrifugation(ctx);
  const rows = scanRows(expected, scanned);

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      () => {
        const item = scan.supplyItemID;
        const refusal = expectedItemRefusal(expected, scanned, item);
        if (refusal !== null || item === null) throw new Error(refusal ?? scanMessages.wrongSupply);
        props.add(item);
        return centrifugationTexts.scanned(nameOf(item));
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: rows.filter((row) => !row.scanned).map((row) => nameOf(row.supplyItemID)),
      }),
    );
  }

  if (rows.length === 0) return <Alert tone="warning">{texts.empty}</Alert>;
  return (
    <>
      <p>{texts.intro}</p>
      <ScanList label={texts.list} items={toScanListItems(rows, nameOf, names.itemColor)} />
      <Scanner label={texts.scanner} onScan={onScan} />
    </>
  );
}

function ScanSpecimenBags(ctx: StepContext) {
  const { procedures, state, update } = useCentrifugation(ctx);
  return (
    <>
      <PatientLine ctx={ctx} />
      <ExpectedScan
        ctx={ctx}
        texts={centrifugationTexts.bagsScan}
        expected={initialBagsOf(procedures)}
        scanned={state.initialSpecimenBagsScanned}
        add={(id) => update((s) => ({ ...s, initialSpecimenBagsScanned: [...s.initialSpecimenBagsScanned, id] }))}
      />
    </>
  );
}

function ScanSamples(ctx: StepContext) {
  const { procedures, state, update } = useCentrifugation(ctx);
  return (
    <ExpectedScan
      ctx={ctx}
      texts={centrifugationTexts.tubesScan}
      expected={centrifugeTubesOf(procedures)}
      scanned={state.samplesRequiringCentrifugationScanned}
      add={(id) =>
        update((s) => ({
          ...s,
          samplesRequiringCentrifugationScanned: [...s.samplesRequiringCentrifugationScanned, id],
        }))
      }
    />
  );
}

function Instructions(ctx: StepContext) {
  const { processingActionID, procedures, nameOf } = useCentrifugation(ctx);
  const tubes = centrifugeTubesOf(procedures);
  return (
    <>
      {tubes.length > 0 ? (
        <p>
          {centrifugationTexts.tubesScan.list}: {tubes.map(nameOf).join(', ')}
        </p>
      ) : null}
      <h2>{centrifugationTexts.spinList}</h2>
      <ol className="centrifuge-steps">
        {centrifugationTexts.spinSteps.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <CentrifugeTimer processingActionID={processingActionID} />
    </>
  );
}

function PhotoConfirmation(ctx: StepContext) {
  const { state, update } = useCentrifugation(ctx);
  return (
    <>
      <p>{centrifugationTexts.photoIntro}</p>
      <PhotoCapture
        label={centrifugationTexts.takePhoto}
        fileID={state.photo}
        onUploaded={(fileID) => update((s) => ({ ...s, photo: fileID }))}
      />
      {state.photo ? <Alert tone="success">{centrifugationTexts.photoTaken}</Alert> : null}
    </>
  );
}

function ProcedureScanSpecimenBag(ctx: StepContext) {
  const { processingActionID, procedures, state, update, nameOf, names, procedure, newBag } = useStepProcedure(ctx);
  if (!procedure) return null;
  // A new bag is of the kind the samples arrived in; any specimen bag the flow data knows otherwise.
  const bagSupplyID =
    (procedure.specimenBagID === null ? undefined : ctx.flow.supplyItems[procedure.specimenBagID]?.supplyID) ??
    Object.values(ctx.flow.supplyItems).find((i) => i.supplyType === 'specimen-bag')?.supplyID ??
    null;

  async function onScan(value: string) {
    const scan = await ctx.scan(value);
    return withScanHint(
      () => {
        const refusal = newBagRefusal({
          bagSupplyID,
          inUse: bagsInUse(ctx.data, state, processingActionID, procedures),
          scan,
        });
        const bag = scan.supplyItemID;
        if (refusal !== null || bag === null) throw new Error(refusal ?? scanMessages.wrongSupply);
        update((s) => ({ ...s, newSpecimenBagsScanned: { ...s.newSpecimenBagsScanned, [procedure!.id]: bag } }));
        return centrifugationTexts.scanned(nameOf(bag));
      },
      () => ({
        scanned: names.supply(scan.supplyID),
        wanted: [`new ${names.supply(bagSupplyID) ?? centrifugationTexts.specimenBag}`],
      }),
    );
  }

  return (
    <>
      <PatientLine ctx={ctx} />
      {procedure.specimenBagID ? <p>{centrifugationTexts.arrivedIn(nameOf(procedure.specimenBagID))}</p> : null}
      <p>{centrifugationTexts.newBagIntro}</p>
      {newBag ? <Alert tone="success">{centrifugationTexts.newBag(nameOf(newBag))}</Alert> : null}
      <Scanner label={centrifugationTexts.newBagLabel} onScan={onScan} />
    </>
  );
}

function ProcedureScanSamples(ctx: StepContext) {
  const { state, update, nameOf, procedure, newBag } = useStepProcedure(ctx);
  if (!procedure) return null;
  const scanned = getOwn(state.samplesScannedForNewSpecimenBag, procedure.id) ?? [];
  const id = procedure.id;
  return (
    <>
      {newBag ? (
        <p>{centrifugationTexts.newBag(nameOf(newBag))}</p>
      ) : (
        <Alert tone="warning">{centrifugationTexts.noNewBag}</Alert>
      )}
      <ExpectedScan
        ctx={ctx}
        texts={{ ...centrifugationTexts.tubesScan, intro: centrifugationTexts.moveTubesIntro }}
        expected={procedure.newBagSampleItemIDs}
        scanned={scanned}
        add={(tube) =>
          update((s) => ({
            ...s,
            samplesScannedForNewSpecimenBag: {
              ...s.samplesScannedForNewSpecimenBag,
              [id]: [...(getOwn(s.samplesScannedForNewSpecimenBag, id) ?? []), tube],
            },
          }))
        }
      />
    </>
  );
}

/** Next on "Put tubes into new bag": the procedure's new bag is saved with its tubes and the photo (requirements.md 4, 5). */
async function saveNewBag(ctx: StepContext): Promise<void> {
  const processingActionID = ctx.step.processingActionID;
  const procedureID = ctx.step.procedureID;
  if (processingActionID === undefined || procedureID === undefined) return;
  const state = centrifugationStateOf(ctx.local, processingActionID);
  const input = saveBagInput(ctx.data, state, processingActionID, procedureID);
  if (input === null) return;
  const action = getOwn(ctx.data.processingActions, processingActionID);
  const saved = getOwn(action?.newSpecimenBags ?? {}, procedureID);
  // A finished centrifugation takes no other bag: this one is saved already (e.g. Back, then Next).
  if (action?.status === 'complete' && saved !== undefined) return;
  await ctx.write('saveCentrifugedSpecimenBag', input, centrifugationTexts.bagSaved);
  ctx.setLocal((local) =>
    updateCentrifugation(local, processingActionID, (s) => ({
      ...s,
      centrifugedProcedures: [...new Set([...s.centrifugedProcedures, procedureID])],
    })),
  );
}

function PackSpecimenBags(ctx: StepContext) {
  const { processingActionID, procedures, state, nameOf } = useCentrifugation(ctx);
  const packed = (id: string) => isProcedurePacked(ctx.data, state, processingActionID, id);
  return (
    <>
      <PatientLine ctx={ctx} />
      <ul className="centrifuge-procedures" aria-label={centrifugationTexts.procedures}>
        {procedures.map((procedure, index) => {
          const bag = newBagOf(ctx.data, state, processingActionID, procedure.id);
          const done = packed(procedure.id);
          return (
            <li key={procedure.id}>
              <Card title={centrifugationTexts.procedure(index + 1)} tone={done ? 'success' : 'default'}>
                {bag ? <p>{centrifugationTexts.newBag(nameOf(bag))}</p> : null}
                <p>{done ? centrifugationTexts.packed : centrifugationTexts.notPacked}</p>
              </Card>
            </li>
          );
        })}
      </ul>
      {procedures.length > 0 && procedures.every((p) => packed(p.id)) ? (
        <Alert tone="success">{centrifugationTexts.allPacked}</Alert>
      ) : null}
    </>
  );
}

export const centrifugationScanSpecimenBags: StepScreen = { Body: ScanSpecimenBags };
export const centrifugationScanSamples: StepScreen = { Body: ScanSamples };
export const centrifugationInstructions: StepScreen = { Body: Instructions };
export const centrifugationPhotoConfirmation: StepScreen = { Body: PhotoConfirmation };
export const centrifugationProcedureScanSpecimenBag: StepScreen = { Body: ProcedureScanSpecimenBag };
export const centrifugationProcedureScanSamples: StepScreen = { Body: ProcedureScanSamples, onContinue: saveNewBag };
export const centrifugationPackSpecimenBags: StepScreen = { Body: PackSpecimenBags };
