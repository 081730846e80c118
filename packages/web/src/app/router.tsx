/**
 * The route tree of SPEC.md section 2 under the optional leading partnerName. Areas load lazily
 * (SPEC.md 9); routes whose screens later issues build show the placeholder page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteNeeds } from '@sc/domain/access/guards';
import { likelyScreenGroup } from '@sc/domain/itinerary/screen-groups';
import { PageLoading } from '../components/ui/index.ts';
import { call } from '../lib/api.ts';
import { fnKey } from '../lib/query.ts';
import { Guard } from './guard.tsx';
import { Home } from './home.tsx';
import { lazyComponent, lazyRoute } from './lazy.ts';
import { NotFound } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const placeholder = lazyRoute(() => import('./placeholder-page.tsx'), 'PlaceholderPage');
const soon = (...routePaths: string[]): RouteObject[] => routePaths.map((path) => ({ path, lazy: placeholder }));
const guarded = (needs: RouteNeeds, children: RouteObject[]): RouteObject => ({
  element: <Guard needs={needs} />,
  children,
});

const auth = lazyRoute(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const setPassword = lazyRoute(() => import('../features/auth/set-password-page.tsx'), 'SetPasswordPage');

const officeRoutes: RouteObject = {
  path: 'office',
  lazy: lazyRoute(() => import('../features/offices/office-page.tsx'), 'OfficePage'),
  children: [
    ...soon(
      'add-coworker/:newCoworkerRole?',
      'orders',
      'procedures/:procedureID/:view?',
      'manage-team',
      'reports',
      'settings/:stepRouteSlug?/:childStepRouteSlug?',
    ),
    guarded({ auth: true, flag: 'visits' }, soon('visits')),
  ],
};

const workSettingsChildren = [
  'availability',
  'location-settings',
  'work-area',
  'shift-preferences',
  'my-procedures',
  'service-region-settings/:serviceRegionGroupID',
];

// Type-only module references: the pages stay in their lazy chunks.
type ShiftPages = typeof import('../features/shift/shift-pages.tsx');
type OfferPages = typeof import('../features/nurse/offer-pages.tsx');
type ItineraryPages = typeof import('../features/itinerary/itinerary-page.tsx');
const shiftPage = (name: keyof ShiftPages) => lazyRoute(() => import('../features/shift/shift-pages.tsx'), name);
const offerPage = (name: keyof OfferPages) => lazyRoute(() => import('../features/nurse/offer-pages.tsx'), name);
const itineraryPage = (name: keyof ItineraryPages) =>
  lazyRoute(() => import('../features/itinerary/itinerary-page.tsx'), name);

let appQueryClient: QueryClient | undefined;

/** The itinerary's flow data starts loading with the route's chunk, not after it (DESIGN.md 8). */
function prefetchFlowData({ params }: LoaderFunctionArgs) {
  const itineraryID = params.itineraryID;
  if (itineraryID && appQueryClient) {
    void appQueryClient.prefetchQuery({
      queryKey: fnKey('getItineraryFlowData', { itineraryID }),
      queryFn: () => call('getItineraryFlowData', { itineraryID }),
      // Moving between steps does not fetch again: the page's own query keeps the data current.
      staleTime: 60_000,
    });
    // The step's screens too, guessed from its path, so they do not wait for the data.
    void import('../features/itinerary/screens/index.ts')
      .then((screens) => screens.loadScreenGroup(likelyScreenGroup(params['*'] ?? '')))
      .catch(() => undefined);
  }
  return null;
}

/**
 * The step page loads inside the frame rather than before it: the nav bar paints and the sign-in
 * check starts at once, while the step's chunk and data load (a lazy route would hold them back).
 */
const ItineraryStepPage = lazyComponent(() => import('../features/itinerary/itinerary-page.tsx'), 'ItineraryPage');
const itineraryStep = (
  <Suspense fallback={<PageLoading delayMs={0} />}>
    <ItineraryStepPage />
  </Suspense>
);

const nurseRoutes: RouteObject[] = [
  { path: 'offer/:itineraryID', lazy: offerPage('OfferPage') },
  { path: 'offer/:itineraryID/confirm', lazy: offerPage('OfferConfirmPage') },
  { path: 'offer/:itineraryID/confirmed', lazy: offerPage('OfferConfirmedPage') },
  { path: 'shift-offer/:shiftID', lazy: offerPage('ShiftOfferPage') },
  ...soon(
    'my-wallet',
    'my-wallet/add-bank-account',
    'my-wallet/withdraw',
    'work-settings',
    ...workSettingsChildren.map((child) => `work-settings/${child}`),
    'my-supplies',
    'my-supplies/:fulfillmentID/activate',
  ),
  guarded({ auth: true, completedProfile: true }, [
    {
      path: 'shift/:shiftID',
      lazy: shiftPage('ShiftPage'),
      children: [
        { index: true, lazy: shiftPage('ShiftOverviewPage') },
        { path: 'area-check', lazy: shiftPage('AreaCheckPage') },
        { path: 'check-in', lazy: shiftPage('CheckInPage') },
        { path: 'leave-from', lazy: shiftPage('LeaveFromPage') },
        { path: 'scan-shift-bag', lazy: shiftPage('ScanShiftBagPage') },
        { path: 'scan-shift-supplies', lazy: shiftPage('ScanShiftSuppliesPage') },
      ],
    },
    { path: 'itinerary/:itineraryID?', loader: prefetchFlowData, element: itineraryStep },
    { path: 'itinerary/:itineraryID/*', loader: prefetchFlowData, element: itineraryStep },
    { path: 'itinerary-legacy/:itineraryID/*', lazy: itineraryPage('LegacyItineraryPage') },
  ]),
  guarded({ auth: true, flag: 'orderKit' }, soon('orderKit')),
];

const packerRoutes: RouteObject[] = soon(
  'shipping',
  'ship/:supplyShipmentID/scan-shipping-box',
  'pick-and-pack',
  'pick-and-pack/:supplyTransferID/*',
  'place-supplies/activate',
);

export const routes: RouteObject[] = [
  {
    path: '/:partnerName?',
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading delayMs={0} />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: auth },
      {
        path: 'forgotpassword',
        lazy: lazyRoute(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      { path: 'finishSignUp', lazy: setPassword },
      { path: 'resetPassword', lazy: setPassword },
      { path: 'signup', lazy: lazyRoute(() => import('../features/auth/signup-pages.tsx'), 'SignupChoicePage') },
      { path: 'signup/nurse', lazy: lazyRoute(() => import('../features/auth/signup-pages.tsx'), 'SignupNursePage') },
      {
        path: 'signup/prescriber',
        lazy: lazyRoute(() => import('../features/auth/signup-pages.tsx'), 'SignupPrescriberPage'),
      },
      {
        path: 'signup/assistant',
        lazy: lazyRoute(() => import('../features/auth/signup-pages.tsx'), 'SignupAssistantPage'),
      },
      {
        path: 'signup/verifyemail',
        lazy: lazyRoute(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
      },
      {
        path: 'joinOffice',
        lazy: lazyRoute(() => import('../features/offices/join-office-page.tsx'), 'JoinOfficePage'),
      },
      { path: 'help', lazy: lazyRoute(() => import('../features/help/help-page.tsx'), 'HelpPage') },
      guarded({ auth: true }, [
        { index: true, element: <Home /> },
        { path: 'profile', lazy: lazyRoute(() => import('../features/profile/profile-page.tsx'), 'ProfilePage') },
        ...soon('settings/:stepRouteSlug?/:childStepRouteSlug?'),
      ]),
      guarded({ auth: true, roles: ['prescriber', 'assistant'] }, [officeRoutes]),
      guarded({ auth: true, roles: ['nurse'] }, nurseRoutes),
      guarded({ auth: true, roles: ['packer'] }, packerRoutes),
      guarded({ auth: true, roles: ['admin'] }, [
        {
          path: 'admin/approvals',
          lazy: lazyRoute(() => import('../features/admin/approvals-page.tsx'), 'ApprovalsPage'),
        },
      ]),
      guarded({ devOnly: true }, [
        { path: 'dev/outbox', lazy: lazyRoute(() => import('../features/dev/outbox-page.tsx'), 'OutboxPage') },
      ]),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  appQueryClient = queryClient;
  return createBrowserRouter(routes);
}
