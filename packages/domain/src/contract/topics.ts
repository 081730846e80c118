/** Which function results a live-update topic invalidates (DESIGN.md 5). */
import type { FnName } from './index.ts';

const byTopicKind: Record<string, readonly FnName[]> = {
  users: ['getViewer', 'getAppConfig', 'getOffice', 'getOfficeInvitation', 'listUsersAwaitingApproval'],
  shifts: ['getShiftsOffered', 'getShiftDetails', 'getNurseSchedule'],
  itineraries: ['getItineraryFlowData'],
  // An office's orders, team or settings changed: its lists, procedure pages and settings (issue 14;
  // a partnership changes whose patients a lab's picker finds, ADR 031).
  offices: [
    'listOrders',
    'getProcedureOrder',
    'getProcedureTimeline',
    'listOfficeTeam',
    'getOffice',
    'getOfficeSettings',
    'searchOfficePatients',
    'listOfficeVisits',
  ],
};

export function queriesForTopic(topic: string): readonly FnName[] {
  return byTopicKind[topic.split('/')[0] ?? ''] ?? [];
}
