/**
 * The shell around every route: loads the viewer and app configuration, checks the optional
 * partnerName, signs in by URL token, opens the live stream and shows the nav and blockers.
 */
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { matchPartner } from '@sc/domain/partners/partner';
import { messages } from '@sc/domain/messages';
import { Alert, Button, Page, PageLoading } from '../components/ui/index.ts';
import { AppContext } from '../lib/app-context.tsx';
import { useLiveUpdates } from '../lib/live.ts';
import { isAt, paths } from '../lib/paths.ts';
import { useFn } from '../lib/query.ts';
import { ChatIdentity } from './chat-identity.tsx';
import { Flash } from './flash.tsx';
import { lazyComponent } from './lazy.ts';
import { LocationBlocker } from './location-blocker.tsx';
import { NavBar } from './nav-bar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { NotFound } from './not-found.tsx';

// Only a URL with a sign-in token needs it: its own chunk keeps it out of the first load.
const TokenSignIn = lazyComponent<typeof import('./token-sign-in.tsx'), { token: string; pending: ReactNode }>(
  () => import('./token-sign-in.tsx'),
  'TokenSignIn',
);
const signingIn = <PageLoading label="Signing you in…" delayMs={0} />;

/** Pages whose `token` query is an email-link token, not a sign-in token. */
const EMAIL_LINK_PAGES = [paths.finishSignUp, paths.resetPassword];

export function RootLayout() {
  const { partnerName } = useParams();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const config = useFn('getAppConfig', {});
  const viewer = useFn('getViewer', {});
  const signedIn = Boolean(viewer.data?.viewer);
  useLiveUpdates(queryClient, signedIn);

  const token = new URLSearchParams(search).get('token');
  if (token && !EMAIL_LINK_PAGES.some((page) => isAt(page, pathname))) {
    return (
      <Suspense fallback={signingIn}>
        <TokenSignIn token={token} pending={signingIn} />
      </Suspense>
    );
  }

  // A kept answer (the field cache, ADR 022) still serves when a refetch fails: no signal is not an error.
  if ((config.error && !config.data) || (viewer.error && !viewer.data)) {
    return (
      <Page title="Something went wrong" width="narrow">
        <Alert tone="danger">
          {config.error && viewer.error ? messages.loadFailed : messages.userStatusFailed}:{' '}
          {(config.error ?? viewer.error)?.message}
        </Alert>
        <Button onClick={() => void Promise.all([config.refetch(), viewer.refetch()])}>Try again</Button>
      </Page>
    );
  }
  if (!config.data || !viewer.data) return <PageLoading delayMs={0} />;

  const match = matchPartner(partnerName, config.data.partners);
  if (match.kind === 'unknown') return <NotFound />;
  const value = {
    viewer: viewer.data.viewer,
    config: config.data,
    partner: match.kind === 'partner' ? match.partner : null,
  };
  return (
    <AppContext.Provider value={value}>
      <NavigationProgress />
      <NavBar />
      {value.viewer ? <LocationBlocker viewer={value.viewer} /> : null}
      {value.viewer ? <ChatIdentity viewer={value.viewer} /> : null}
      <Flash />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppContext.Provider>
  );
}
