import type { shiftsContract } from '@sc/domain/contract/shifts';
import type { AreaHandlers } from '../context.ts';
import { acceptItineraryOffer } from './accept-itinerary-offer.ts';
import { acceptShiftOffer } from './accept-shift-offer.ts';
import { assignNurseToItinerary } from './assign-nurse-to-itinerary.ts';
import { assignNurseToShift } from './assign-nurse-to-shift.ts';
import { declineItineraryOffer } from './decline-itinerary-offer.ts';
import { declineShiftOffer } from './decline-shift-offer.ts';
import { getNurseSchedule } from './get-nurse-schedule.ts';
import { getShiftsOffered } from './get-shifts-offered.ts';

export const shiftsHandlers = {
  getNurseSchedule,
  getShiftsOffered,
  acceptShiftOffer,
  declineShiftOffer,
  acceptItineraryOffer,
  declineItineraryOffer,
  assignNurseToShift,
  assignNurseToItinerary,
} satisfies AreaHandlers<typeof shiftsContract>;
