/** Which function results a live-update topic invalidates (architecture.md 5). */
import type { FnName } from './index.ts';

const byTopicKind: Record<string, readonly FnName[]> = {
  // A region's dispatch changed (issue 25): a run's progress or plan, an offer answered.
  dispatch: ['getDispatchBoard'],
  users: ['getViewer', 'getAppConfig', 'getOffice', 'getOfficeInvitation', 'listUsersAwaitingApproval', 'listPeople'],
  // A nurse's answer to an offer also reaches operations' open dispatch board (issue 25).
  shifts: ['getShiftsOffered', 'getShiftDetails', 'getNurseSchedule', 'getDispatchBoard', 'listNursesOut'],
  // A nurse's itinerary moved: her flow, its tubes' stability clocks, operations' live day (issue 25).
  itineraries: ['getItineraryFlowData', 'getProcedureSpecimens', 'getLiveDay'],
  // A nurse's position was recorded (requirements.md 5's thresholds): operations' live day (issue 25).
  positions: ['getLiveDay'],
  // A feature flag changed (issue 25): every open screen reads its app configuration again.
  flags: ['getAppConfig', 'listCatalogue'],
  // A place group of this type, or a place in one, changed (requirements.md 7's live subscription).
  'place-group-types': ['listPlaceGroups', 'listPlaces', 'getProcedureData'],
  // A nurse's wallet moved (issue 23): her balances and transactions, operations' payouts.
  wallet: ['getWallet', 'getTransactions', 'getTransactionsByIds', 'listPayouts'],
  // A nurse's supplies changed (issue 23, ADR 057): a kit shipped to her, an item activated.
  supplies: ['getMySupplies'],
  // An office's orders, team or settings changed: its lists, procedure pages and settings (issue 14;
  // a partnership changes whose patients a lab's picker finds, ADR 031).
  offices: [
    'listOrders',
    'getProcedureOrder',
    'getProcedureTimeline',
    'getProcedureVisit',
    'listOfficeTeam',
    'getOffice',
    'getOfficeSettings',
    'searchOfficePatients',
    'listOfficeVisits',
    'getProcedureSpecimens',
    'listOfficesForReview',
  ],
};

export function queriesForTopic(topic: string): readonly FnName[] {
  return byTopicKind[topic.split('/')[0] ?? ''] ?? [];
}
