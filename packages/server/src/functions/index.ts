/**
 * The registry: every area's handlers (`functions/<area>/index.ts`, one area per contract file);
 * the type makes a missing one a compile error.
 */
import type { FnName } from '@sc/domain/contract/index';
import type { Handler } from './context.ts';
import { accessHandlers } from './access/index.ts';
import { addressesHandlers } from './addresses/index.ts';
import { analyticsHandlers } from './analytics/index.ts';
import { authHandlers } from './auth/index.ts';
import { catalogueHandlers } from './catalogue/index.ts';
import { chatHandlers } from './chat/index.ts';
import { itineraryHandlers } from './itinerary/index.ts';
import { itineraryStepsHandlers } from './itinerary-steps/index.ts';
import { jobsHandlers } from './jobs/index.ts';
import { officesHandlers } from './offices/index.ts';
import { ordersHandlers } from './orders/index.ts';
import { custodyHandlers } from './custody/index.ts';
import { packingHandlers } from './packing/index.ts';
import { proceduresHandlers } from './procedures/index.ts';
import { reportsHandlers } from './reports/index.ts';
import { scanningHandlers } from './scanning/index.ts';
import { shiftCheckInHandlers } from './shift-check-in/index.ts';
import { shiftsHandlers } from './shifts/index.ts';
import { suppliesHandlers } from './supplies/index.ts';
import { userLocationHandlers } from './user-location/index.ts';
import { visitsHandlers } from './visits/index.ts';
import { walletHandlers } from './wallet/index.ts';
import { nurseProfileHandlers } from './nurse-profile/index.ts';
import { mySuppliesHandlers } from './my-supplies/index.ts';
import { trainingHandlers } from './training/index.ts';
import { dispatchHandlers } from './dispatch/index.ts';
import { operationsHandlers } from './operations/index.ts';
import { stabilityHandlers } from './stability/index.ts';
import { staffingHandlers } from './staffing/index.ts';
import { procedureVisitHandlers } from './procedure-visit/index.ts';

export const handlers: { [N in FnName]: Handler<N> } = {
  ...authHandlers,
  ...accessHandlers,
  ...addressesHandlers,
  ...officesHandlers,
  ...packingHandlers,
  ...shiftsHandlers,
  ...shiftCheckInHandlers,
  ...itineraryHandlers,
  ...suppliesHandlers,
  ...scanningHandlers,
  ...itineraryStepsHandlers,
  ...proceduresHandlers,
  ...catalogueHandlers,
  ...ordersHandlers,
  ...custodyHandlers,
  ...reportsHandlers,
  ...analyticsHandlers,
  ...userLocationHandlers,
  ...chatHandlers,
  ...visitsHandlers,
  ...jobsHandlers,
  ...walletHandlers,
  ...nurseProfileHandlers,
  ...mySuppliesHandlers,
  ...trainingHandlers,
  ...dispatchHandlers,
  ...operationsHandlers,
  ...stabilityHandlers,
  ...staffingHandlers,
  ...procedureVisitHandlers,
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
  addOfficePartner: 'ip', // guesses at other offices' IDs (ADR 031)
  geocodeAddress: 'ip', // each call may reach an outside geocoder (ADR 082)
};
