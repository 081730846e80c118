/** The visit screens by step kind (see ../index.ts): overview, the visit, its supplies, the patient. */
import type { StepScreens } from '../../step-screen.ts';
import { locateMailInBox, patientID, scanInMailInBox, unlockSupplies } from './action-screens.tsx';
import { overview } from './overview.tsx';
import {
  clickProcedureSupplies,
  proceduresSupply,
  scanProcedureSupplies,
  scanProcedureSupply,
  scanWaypointSupply,
  waypointSupply,
} from './supply-screens.tsx';
import { actionBlocked, centrifugationReminder, nurseID, patientList, waypointDetails } from './waypoint-screens.tsx';
import { withStartEvent } from '../../shared/track-start.tsx';
import './visit.css';

const bagPacking = 'start procedure bag packing';

export const screens: StepScreens<'visit'> = {
  overview,
  waypoint: waypointDetails,
  'action-blocked': actionBlocked,
  'procedures-supply': proceduresSupply,
  // Whichever supply step of a procedure opens first starts its bag packing (requirements.md 7).
  'scan-procedure-supply': withStartEvent(scanProcedureSupply, bagPacking),
  'scan-procedure-supplies': withStartEvent(scanProcedureSupplies, bagPacking),
  'click-procedure-supplies': withStartEvent(clickProcedureSupplies, bagPacking),
  'waypoint-supply': waypointSupply,
  'scan-waypoint-supply': scanWaypointSupply,
  'nurse-id': nurseID,
  'patient-list': patientList,
  'locate-mail-in-box': locateMailInBox,
  'scan-in-mail-in-box': scanInMailInBox,
  'centrifugation-reminder': centrifugationReminder,
  'patient-id': patientID,
  'unlock-supplies': unlockSupplies,
};
