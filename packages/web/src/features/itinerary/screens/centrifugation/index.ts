/** The centrifugation screens by step kind (see ../index.ts). */
import type { StepScreens } from '../../step-screen.ts';
import {
  centrifugationInstructions,
  centrifugationPackSpecimenBags,
  centrifugationPhotoConfirmation,
  centrifugationProcedureScanSamples,
  centrifugationProcedureScanSpecimenBag,
  centrifugationScanSamples,
  centrifugationScanSpecimenBags,
} from './centrifugation-screens.tsx';
import './centrifugation.css';

export const screens: StepScreens<'centrifugation'> = {
  'centrifugation-scan-specimen-bags': centrifugationScanSpecimenBags,
  'centrifugation-scan-samples': centrifugationScanSamples,
  'centrifugation-instructions': centrifugationInstructions,
  'centrifugation-photo-confirmation': centrifugationPhotoConfirmation,
  'centrifugation-procedure-scan-specimen-bag': centrifugationProcedureScanSpecimenBag,
  'centrifugation-procedure-scan-samples': centrifugationProcedureScanSamples,
  'centrifugation-pack-specimen-bags': centrifugationPackSpecimenBags,
};
