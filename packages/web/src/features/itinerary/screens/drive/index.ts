/** The drive screens by step kind (see ../index.ts). */
import type { StepScreens } from '../../step-screen.ts';
import { goToPatient, goToPickDrop, mailInDrive, mailInStop } from './drive-screens.tsx';
import './drive.css';

export const screens: StepScreens<'drive'> = {
  'go-to-patient': goToPatient,
  'mail-in-stop': mailInStop,
  'mail-in-drive': mailInDrive,
  'go-to-pick-drop': goToPickDrop,
};
