/** Which function results a live-update topic invalidates (DESIGN.md 5). */
import type { FnName } from './index.ts';

const byTopicKind: Record<string, readonly FnName[]> = {
  users: ['getViewer', 'getAppConfig', 'getOffice', 'getOfficeInvitation', 'listUsersAwaitingApproval'],
  shifts: ['getShiftsOffered', 'getShiftDetails', 'getNurseSchedule'],
  itineraries: ['getItineraryFlowData'],
  // An office's orders or team changed: its lists and procedure pages (issue 14).
  offices: ['listOrders', 'getProcedureOrder', 'listOfficeTeam'],
};

export function queriesForTopic(topic: string): readonly FnName[] {
  return byTopicKind[topic.split('/')[0] ?? ''] ?? [];
}
