/** The handler of every function in the contract; the type makes a missing one a compile error. */
import type { FnName } from '@sc/domain/contract/index';
import type { Handler } from './context.ts';
import { approveUser } from './access/approve-user.ts';
import { getAppConfig } from './access/get-app-config.ts';
import { listOutboxEmails } from './access/list-outbox-emails.ts';
import { listUsersAwaitingApproval } from './access/list-users-awaiting-approval.ts';
import { setFeatureFlagOverride } from './access/set-feature-flag-override.ts';
import { changeUserEmailAddress } from './auth/change-user-email-address.ts';
import { createUserWithEmailLink } from './auth/create-user-with-email-link.ts';
import { createUser } from './auth/create-user.ts';
import { deleteUser } from './auth/delete-user.ts';
import { generateAuthToken } from './auth/generate-auth-token.ts';
import { getPatientSignInToken } from './auth/get-patient-sign-in-token.ts';
import { getUserPasswordCreated } from './auth/get-user-password-created.ts';
import { getViewer } from './auth/get-viewer.ts';
import { refreshTokenOnFailure } from './auth/refresh-token-on-failure.ts';
import { resetUserPassword } from './auth/reset-user-password.ts';
import { sendFinishSignUpEmail } from './auth/send-finish-sign-up-email.ts';
import { setPasswordWithToken } from './auth/set-password-with-token.ts';
import { signInWithToken } from './auth/sign-in-with-token.ts';
import { signIn } from './auth/sign-in.ts';
import { signOut } from './auth/sign-out.ts';
import { acceptOfficeInvitation } from './offices/accept-office-invitation.ts';
import { bookInterview } from './offices/book-interview.ts';
import { getOfficeInvitation } from './offices/get-office-invitation.ts';
import { getOffice } from './offices/get-office.ts';
import { listInterviewSlots } from './offices/list-interview-slots.ts';
import { getPackingLocation } from './packing/get-packing-location.ts';
import { saveCentrifugedSpecimenBag } from './field/centrifugation-steps.ts';
import { getItineraryDrivingEstimate } from './field/get-itinerary-driving-estimate.ts';
import { getItineraryFlowData } from './field/get-itinerary-flow-data.ts';
import {
  dropOffShipment,
  markShipmentPreparingToLabel,
  packMailInAction,
  scanMailInBox,
  scanShipmentBox,
  scanShipmentLabel,
  setShipmentPhoto,
} from './field/mail-in-steps.ts';
import {
  collectSample,
  failProcedure,
  failSample,
  saveSampleShippingLabel,
  setAmberBags,
  setInsulatedBag,
  setKitSupplyItem,
  setProcedureSupplyItems,
  setSpecimenBag,
} from './field/procedure-steps.ts';
import { saveCharting } from './field/save-charting.ts';
import { scanBarcode } from './field/scan-barcode.ts';
import { trackEvent } from './field/track-event.ts';
import { getNurseSupplyItems, getSupplyItemsData } from './field/supply-items-data.ts';
import { setUserLocation } from './field/set-user-location.ts';
import {
  arriveAtWaypoint,
  finishWaypoint,
  setWaypointSupplyItem,
  startDriveToWaypoint,
  startWaypointAction,
} from './field/waypoint-steps.ts';
import { getProcedureData } from './procedures/get-procedure-data.ts';
import { setProcedureStatuses } from './procedures/set-procedure-statuses.ts';
import {
  checkInShift,
  geocheckShift,
  scanShiftBag,
  scanShiftSupply,
  setShiftLeaveFrom,
  unscanShiftSupply,
} from './shift-check-in/check-in-steps.ts';
import { getShiftDetails } from './shift-check-in/get-shift-details.ts';
import { acceptItineraryOffer } from './shifts/accept-itinerary-offer.ts';
import { acceptShiftOffer } from './shifts/accept-shift-offer.ts';
import { assignNurseToItinerary } from './shifts/assign-nurse-to-itinerary.ts';
import { assignNurseToShift } from './shifts/assign-nurse-to-shift.ts';
import { declineItineraryOffer } from './shifts/decline-itinerary-offer.ts';
import { declineShiftOffer } from './shifts/decline-shift-offer.ts';
import { getNurseSchedule } from './shifts/get-nurse-schedule.ts';
import { getShiftsOffered } from './shifts/get-shifts-offered.ts';

export const handlers: { [N in FnName]: Handler<N> } = {
  getViewer,
  getUserPasswordCreated,
  signIn,
  signInWithToken,
  signOut,
  generateAuthToken,
  refreshTokenOnFailure,
  getPatientSignInToken,
  resetUserPassword,
  sendFinishSignUpEmail,
  setPasswordWithToken,
  createUser,
  createUserWithEmailLink,
  changeUserEmailAddress,
  deleteUser,
  getAppConfig,
  setFeatureFlagOverride,
  listUsersAwaitingApproval,
  approveUser,
  listOutboxEmails,
  getOffice,
  getOfficeInvitation,
  acceptOfficeInvitation,
  listInterviewSlots,
  bookInterview,
  getPackingLocation,
  getShiftsOffered,
  getNurseSchedule,
  acceptShiftOffer,
  declineShiftOffer,
  acceptItineraryOffer,
  declineItineraryOffer,
  assignNurseToShift,
  assignNurseToItinerary,
  getShiftDetails,
  geocheckShift,
  setShiftLeaveFrom,
  scanShiftBag,
  scanShiftSupply,
  unscanShiftSupply,
  checkInShift,
  getItineraryFlowData,
  getNurseSupplyItems,
  getSupplyItemsData,
  getProcedureData,
  getItineraryDrivingEstimate,
  scanBarcode,
  startDriveToWaypoint,
  arriveAtWaypoint,
  setWaypointSupplyItem,
  startWaypointAction,
  setProcedureSupplyItems,
  setKitSupplyItem,
  collectSample,
  failSample,
  setAmberBags,
  setInsulatedBag,
  setSpecimenBag,
  saveCharting,
  failProcedure,
  saveSampleShippingLabel,
  scanMailInBox,
  packMailInAction,
  scanShipmentBox,
  markShipmentPreparingToLabel,
  scanShipmentLabel,
  setShipmentPhoto,
  dropOffShipment,
  saveCentrifugedSpecimenBag,
  finishWaypoint,
  setProcedureStatuses,
  trackEvent,
  setUserLocation,
};

/** Functions whose callers are rate limited, by what they guess at. */
export const rateLimited: Partial<Record<FnName, 'email' | 'ip'>> = {
  signIn: 'email',
  changeUserEmailAddress: 'email', // guesses at the caller's password (ADR 020)
  resetUserPassword: 'email',
  sendFinishSignUpEmail: 'email',
  getUserPasswordCreated: 'ip',
  trackEvent: 'ip',
  signInWithToken: 'ip',
  refreshTokenOnFailure: 'ip',
  createUser: 'ip',
  createUserWithEmailLink: 'ip',
};
