/** The mail-in screens by step kind (see ../index.ts): packing the box at a visit, the drop-off stop. */
import type { StepScreens } from '../../step-screen.ts';
import {
  mailInScan,
  mailInShipments,
  shipmentDropOff,
  shipmentPrintLabel,
  shipmentScanBox,
  shipmentScanLabel,
  shipmentTakePhoto,
} from './drop-off-screens.tsx';
import { mailInFollowInstructions, mailInPackSpecimenBags, mailInScanBox } from './packing-screens.tsx';
import './mail-in.css';

export const screens: StepScreens<'mail-in'> = {
  'mail-in-scan-box': mailInScanBox,
  'mail-in-follow-instructions': mailInFollowInstructions,
  'mail-in-pack-specimen-bags': mailInPackSpecimenBags,
  'mail-in-scan': mailInScan,
  'mail-in-shipments': mailInShipments,
  'shipment-scan-box': shipmentScanBox,
  'shipment-print-label': shipmentPrintLabel,
  'shipment-scan-label': shipmentScanLabel,
  'shipment-take-photo': shipmentTakePhoto,
  'shipment-drop-off': shipmentDropOff,
};
