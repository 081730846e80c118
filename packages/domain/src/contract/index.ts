/** Every named server function (architecture.md 3). Add a function to an area's contract to expose it. */
import type { z } from 'zod';
import { accessContract } from './access.ts';
import { addressesContract } from './addresses.ts';
import { analyticsContract } from './analytics.ts';
import { authContract } from './auth.ts';
import { catalogueContract } from './catalogue.ts';
import { chatContract } from './chat.ts';
import { custodyContract } from './custody.ts';
import { itineraryContract } from './itinerary.ts';
import { itineraryStepsContract } from './itinerary-steps.ts';
import { jobsContract } from './jobs.ts';
import { officesContract } from './offices.ts';
import { ordersContract } from './orders.ts';
import { packingContract } from './packing.ts';
import { proceduresContract } from './procedures.ts';
import { reportsContract } from './reports.ts';
import { scanningContract } from './scanning.ts';
import { shiftCheckInContract } from './shift-check-in.ts';
import { shiftsContract } from './shifts.ts';
import { suppliesContract } from './supplies.ts';
import { userLocationContract } from './user-location.ts';
import { visitsContract } from './visits.ts';
import { walletContract } from './wallet.ts';
import { nurseProfileContract } from './nurse-profile.ts';
import { mySuppliesContract } from './my-supplies.ts';
import { trainingContract } from './training.ts';
import { dispatchContract } from './dispatch.ts';
import { operationsContract } from './operations.ts';
import { stabilityContract } from './stability.ts';
import { staffingContract } from './staffing.ts';
import { procedureVisitContract } from './procedure-visit.ts';

export const contract = {
  ...authContract,
  ...accessContract,
  ...addressesContract,
  ...officesContract,
  ...packingContract,
  ...shiftsContract,
  ...shiftCheckInContract,
  ...itineraryContract,
  ...suppliesContract,
  ...scanningContract,
  ...itineraryStepsContract,
  ...proceduresContract,
  ...catalogueContract,
  ...ordersContract,
  ...custodyContract,
  ...reportsContract,
  ...analyticsContract,
  ...userLocationContract,
  ...chatContract,
  ...visitsContract,
  ...jobsContract,
  ...walletContract,
  ...nurseProfileContract,
  ...mySuppliesContract,
  ...trainingContract,
  ...dispatchContract,
  ...operationsContract,
  ...stabilityContract,
  ...staffingContract,
  ...procedureVisitContract,
};

export type Contract = typeof contract;
export type FnName = keyof Contract;
export type FnInput<N extends FnName> = z.input<Contract[N]['input']>;
export type FnOutput<N extends FnName> = z.output<Contract[N]['output']>;
export type ParsedInput<N extends FnName> = z.output<Contract[N]['input']>;

/** Every call asks: a Set answers faster than `Object.hasOwn` on an object of this size. */
const fnNames: ReadonlySet<string> = new Set(Object.keys(contract));

export function isFnName(name: string): name is FnName {
  return fnNames.has(name);
}
