/**
 * The chat messenger is told who is signed in once the app knows the viewer, on every signed-in
 * page (requirements.md 7), not only where support is asked for: a person who opens the chat from
 * any page is known to it. Rendered by the shell, so it runs once per viewer, not once per page.
 */
import type { Viewer } from '@sc/domain/access/viewer';
import { useChatIdentity } from '../lib/use-chat-identity.ts';

export function ChatIdentity({ viewer }: { viewer: Viewer }) {
  useChatIdentity(viewer);
  return null;
}
