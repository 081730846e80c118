/** The lab drop-off's screens at the stop by step kind (see ../index.ts; its drive is in ../drive). */
import type { StepScreens } from '../../step-screen.ts';
import { dropOffDetails, dropOffScanSpecimenBag } from './lab-drop-off-screens.tsx';
import './lab-drop-off.css';

export const screens: StepScreens<'lab-drop-off'> = {
  'drop-off-scan-specimen-bag': dropOffScanSpecimenBag,
  'drop-off-details': dropOffDetails,
};
