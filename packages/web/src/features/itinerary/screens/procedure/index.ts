/** The procedure screens by step kind (see ../index.ts): instructions, samples, bags, charting, kit. */
import type { StepScreens } from '../../step-screen.ts';
import { stepChecklists } from '@sc/domain/continue-rules/checklists';
import { scanAmberBag, scanInsulatedBag, scanSpecimenBag } from './bag-screens.tsx';
import {
  checklistScreen,
  collectionInstructions,
  fastingCompliance,
  patientDiagnosis,
  putAmberBag,
  putInsulatedBag,
  putSpecimenBag,
  requiredPatientAction,
  sealSpecimenBag,
  transferInstructions,
} from './instruction-screens.tsx';
import { packing, scanShippingLabel } from './kit-screens.tsx';
import { chartingSamples, completeCharting, scanSample } from './sample-screens.tsx';
import { task } from './task-screen.tsx';
import { withStartEvent } from '../../shared/track-start.tsx';
import './procedure.css';

/** requirements.md 7 "start procedure": sent when the first screen of a procedure opens. */
const byKind: StepScreens<'procedure'> = {
  'patient-consent': checklistScreen('Patient consent', stepChecklists['patient-consent']),
  'patient-diagnosis': patientDiagnosis,
  'fasting-compliance': fastingCompliance,
  'sample-label-checklist': checklistScreen('Label every tube', stepChecklists['sample-label-checklist']),
  'required-patient-action': requiredPatientAction,
  'transfer-instructions': transferInstructions,
  'collection-instructions': collectionInstructions,
  'charting-samples': chartingSamples,
  'scan-sample': scanSample,
  'complete-charting': completeCharting,
  'put-amber-bag': putAmberBag,
  'scan-amber-bag': scanAmberBag,
  'put-insulated-bag': putInsulatedBag,
  'scan-insulated-bag': scanInsulatedBag,
  'put-specimen-bag': putSpecimenBag,
  'seal-specimen-bag': sealSpecimenBag,
  'scan-specimen-bag': scanSpecimenBag,
  task,
  packing: withStartEvent(packing, 'start kit packing'),
  'scan-shipping-label': scanShippingLabel,
};

export const screens = Object.fromEntries(
  Object.entries(byKind).map(([kind, screen]) => [kind, withStartEvent(screen, 'start procedure')]),
) as StepScreens<'procedure'>;
