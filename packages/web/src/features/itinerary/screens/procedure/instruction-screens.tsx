/**
 * The procedure's reading and confirming screens (requirements.md 2.11): consent and label checklists,
 * the physician's instructions, fasting compliance, the patient action, transfer and collection
 * instructions, and putting the samples into their bags.
 */
import { FASTING_CHARTING_TITLE, findChartingItem, supplyStrategyOf } from '@sc/domain/itinerary-data/selectors';
import { Alert } from '../../../../components/ui/index.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { StepChecklist } from '../../shared/checklist.tsx';
import { useSupplyNames } from '../../../../lib/supply-names.ts';
import { chartingValueOf, procedureOf, sampleOf } from './procedure-model.ts';

export const instructionTexts = {
  consent: 'Patient consent',
  labels: 'Label every tube',
  noInstructions: 'No instructions for this procedure.',
  fastingYes: 'Yes',
  fastingNo: 'No',
  fastingNotFasting: 'The physician asked for a fasting sample. Note it in the charting; you may still collect.',
  amberBag: (name: string) => `Put the ${name} into an amber bag to keep it out of the light.`,
  insulatedBag: (name: string) =>
    `Put the ${name} into the insulated bag with its ice pack. Keep the bag closed between samples.`,
  specimenBag: (name: string) => `Put the ${name} into the specimen bag.`,
  specimenBagLast: 'Put the insulated bag with the refrigerated samples into the specimen bag.',
  intoKit: (name: string) => `Put the ${name} into the kit’s own packaging, as the kit’s instructions show.`,
  seal: 'Seal the specimen bag: press the strip closed along its whole length.',
  sealKit: 'Put the samples back into the kit’s packaging and close it as the kit instructions show.',
} as const;

function InstructionText({ text }: { text: string | null | undefined }) {
  const trimmed = text?.trim();
  if (!trimmed) return <p>{instructionTexts.noInstructions}</p>;
  return (
    <div className="procedure-instructions">
      {trimmed.split(/\n+/).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

function instructionScreen(pick: (ctx: StepContext) => string | null | undefined): StepScreen {
  function Instructions(ctx: StepContext) {
    return <InstructionText text={pick(ctx)} />;
  }
  return { Body: Instructions };
}

const instructionsOf = (ctx: StepContext) => procedureOf(ctx.data, ctx.step)?.instructions;

/**
 * A checklist screen whose lines the domain gives (`stepChecklists`); the ticks live in the local
 * flow state under the step's path.
 */
function checklistScreen(label: string, lines: readonly string[]): StepScreen {
  function Checklist(ctx: StepContext) {
    return <StepChecklist ctx={ctx} lines={lines} label={label} />;
  }
  return { Body: Checklist };
}

/** "Is the patient fasting?": yes or no, drafted for the charting item of that exact title (requirements.md 5). */
function FastingCompliance(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const item = procedure && findChartingItem(procedure.charting.items, FASTING_CHARTING_TITLE);
  if (!procedure || !item) return null;
  const value = chartingValueOf(item, ctx.local.chartingDrafts[procedure.id]);
  const set = (answer: 'yes' | 'no') =>
    ctx.setLocal((s) => ({
      ...s,
      chartingDrafts: {
        ...s.chartingDrafts,
        [procedure.id]: { ...s.chartingDrafts[procedure.id], [item.id]: answer },
      },
    }));
  return (
    <>
      <fieldset className="procedure-choices">
        <legend>{FASTING_CHARTING_TITLE}</legend>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="procedure-choice">
            <input
              type="radio"
              name={`fasting-${procedure.id}`}
              value={answer}
              checked={value === answer}
              onChange={() => set(answer)}
            />
            <span>{answer === 'yes' ? instructionTexts.fastingYes : instructionTexts.fastingNo}</span>
          </label>
        ))}
      </fieldset>
      {value === 'no' ? <Alert tone="warning">{instructionTexts.fastingNotFasting}</Alert> : null}
    </>
  );
}

function sampleBagScreen(text: (ctx: StepContext, sampleName: string) => string): StepScreen {
  function PutInBag(ctx: StepContext) {
    const supplyName = useSupplyNames(ctx.flow);
    const procedure = procedureOf(ctx.data, ctx.step);
    const sample = sampleOf(procedure, ctx.step);
    const name = sample ? supplyName(sample.supplyID) : 'sample';
    // A kit shipped to the patient carries its own bags (requirements.md 2.11 "Confirm").
    const kit = procedure !== undefined && supplyStrategyOf(ctx.data, procedure) === 'kit-shipment';
    return <p className="procedure-instructions">{kit ? instructionTexts.intoKit(name) : text(ctx, name)}</p>;
  }
  return { Body: PutInBag };
}

/** put-specimen-bag shows for non-refrigerated samples and for the last refrigerated one (requirements.md 2.11). */
function specimenBagText(ctx: StepContext, name: string): string {
  const sample = sampleOf(procedureOf(ctx.data, ctx.step), ctx.step);
  return sample?.refrigerated ? instructionTexts.specimenBagLast : instructionTexts.specimenBag(name);
}

function SealSpecimenBag(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  const kitShipment = procedure !== undefined && supplyStrategyOf(ctx.data, procedure) === 'kit-shipment';
  return <p className="procedure-instructions">{kitShipment ? instructionTexts.sealKit : instructionTexts.seal}</p>;
}

export const patientDiagnosis = instructionScreen((ctx) => instructionsOf(ctx)?.diagnosis);
export const requiredPatientAction = instructionScreen((ctx) => instructionsOf(ctx)?.requiredPatientAction);
export const transferInstructions = instructionScreen((ctx) => instructionsOf(ctx)?.transferInstructions);
export const collectionInstructions = instructionScreen((ctx) => instructionsOf(ctx)?.collectionInstructions);
export const fastingCompliance: StepScreen = { Body: FastingCompliance };
export const putAmberBag = sampleBagScreen((_, name) => instructionTexts.amberBag(name));
export const putInsulatedBag = sampleBagScreen((_, name) => instructionTexts.insulatedBag(name));
export const putSpecimenBag = sampleBagScreen(specimenBagText);
export const sealSpecimenBag: StepScreen = { Body: SealSpecimenBag };
export { checklistScreen };
