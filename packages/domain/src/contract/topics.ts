/** Which function results a live-update topic invalidates (DESIGN.md 5). */
import type { FnName } from './index.ts';

const byTopicKind: Record<string, readonly FnName[]> = {
  users: ['getViewer', 'getAppConfig', 'getOffice', 'getOfficeInvitation', 'listUsersAwaitingApproval'],
  shifts: ['getShiftsOffered', 'getShiftDetails', 'getNurseSchedule'],
  itineraries: ['getItineraryFlowData'],
};

export function queriesForTopic(topic: string): readonly FnName[] {
  return byTopicKind[topic.split('/')[0] ?? ''] ?? [];
}
