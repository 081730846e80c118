/** Signing out: the session, the cached server answers and the tab's saved steps end together. */
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { useAppNavigate } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return async () => {
    await call('signOut', {});
    queryClient.clear();
    // The tab's saved steps (e.g. a login stuck on "Reset your password") belong to the session.
    try {
      sessionStorage.clear();
    } catch {
      // Storage unavailable: nothing was saved.
    }
    navigate(paths.login.href(), { replace: true });
  };
}
