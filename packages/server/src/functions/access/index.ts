import type { accessContract } from '@sc/domain/contract/access';
import type { AreaHandlers } from '../context.ts';
import { approveUser } from './approve-user.ts';
import { getAppConfig } from './get-app-config.ts';
import { listOutboxEmails } from './list-outbox-emails.ts';
import { listUsersAwaitingApproval } from './list-users-awaiting-approval.ts';
import { setFeatureFlagOverride } from './set-feature-flag-override.ts';

export const accessHandlers = {
  getAppConfig,
  setFeatureFlagOverride,
  listUsersAwaitingApproval,
  approveUser,
  listOutboxEmails,
} satisfies AreaHandlers<typeof accessContract>;
