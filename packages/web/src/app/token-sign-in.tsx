/**
 * Sign-in by a token in the URL query (requirements.md 2.6, 8): sign out, sign in with the token; on
 * failure ask the server once for a fresh token (retrying with it) or, if it expired, a new link.
 * `pending` shows meanwhile (the root layout's, also shown while this chunk loads).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@sc/domain/messages';
import { Alert, CenteredPage, LinkButton } from '../components/ui/index.ts';
import { ApiError, call } from '../lib/api.ts';
import { emailLinkURL, paths } from '../lib/paths.ts';

export function TokenSignIn({ token, pending }: { token: string; pending: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    params.delete('token');
    const route = params.get('route');
    params.delete('route');
    const rest = params.toString();
    const destination = route ?? location.pathname + (rest ? `?${rest}` : '');

    (async () => {
      await call('signOut', {});
      try {
        await call('signInWithToken', { token });
      } catch (first) {
        console.warn('Sign-in with token failed', first);
        const refreshed = await call('refreshTokenOnFailure', {
          token,
          route: destination,
          emailLinkURL: emailLinkURL(paths.login),
        });
        if (refreshed.emailed || !refreshed.token) {
          setFailure(messages.tokenExpired);
          return;
        }
        await call('signInWithToken', { token: refreshed.token });
      }
      await queryClient.invalidateQueries();
      void navigate(destination, { replace: true });
    })().catch((error: unknown) => {
      setFailure(
        error instanceof ApiError && error.code === 'token_expired'
          ? messages.tokenExpired
          : messages.tokenSignInFailed,
      );
    });
  }, [token, location, navigate, queryClient]);

  if (!failure) return pending;
  return (
    <CenteredPage title="Sign in">
      <Alert tone="danger">{failure}</Alert>
      <LinkButton to={paths.login.href()} variant="secondary" fullWidth>
        Go to login
      </LinkButton>
    </CenteredPage>
  );
}
