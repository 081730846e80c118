/**
 * The route tree of requirements.md section 2 under the optional leading partnerName, built from the route
 * map's patterns (lib/paths.ts). Areas load lazily (requirements.md 9). Every route has its screen now;
 * placeholder-page.tsx stands ready for a route whose screen a later issue builds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteNeeds } from '@sc/domain/access/guards';
import { likelyScreenGroup } from '@sc/domain/itinerary/screen-groups';
import { PageLoading } from '../components/ui/index.ts';
import { call } from '../lib/api.ts';
import { PARTNER_ROOT, paths, type Route } from '../lib/paths.ts';
import { fnKey } from '../lib/query.ts';
import { Guard } from './guard.tsx';
import { Home } from './home.tsx';
import { lazyComponent, lazyRoute } from './lazy.ts';
import { NotFound } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** A route's path in the tree: relative to the partner root, or to `parent` when nested in it. */
const at = (route: Route, parent?: Route) => route.pattern.slice((parent?.pattern.length ?? 0) + 1);
const page = (route: Route, lazy: RouteObject['lazy'], parent?: Route) =>
  ({ path: at(route, parent), lazy }) satisfies RouteObject;

const guarded = (needs: RouteNeeds, children: RouteObject[]): RouteObject => ({
  element: <Guard needs={needs} />,
  children,
});

const auth = lazyRoute(() => import('../features/auth/login-page.tsx'), 'LoginPage');
type SetPasswordPages = typeof import('../features/auth/set-password-page.tsx');
type SignupPages = typeof import('../features/auth/signup-pages.tsx');
const setPasswordPage = (name: keyof SetPasswordPages) =>
  lazyRoute(() => import('../features/auth/set-password-page.tsx'), name);
const signupPage = (name: keyof SignupPages) => lazyRoute(() => import('../features/auth/signup-pages.tsx'), name);

const officeRoutes: RouteObject = {
  ...page(
    paths.office,
    lazyRoute(() => import('../features/offices/office-page.tsx'), 'OfficePage'),
  ),
  children: [
    page(
      paths.officeOrders,
      lazyRoute(() => import('../features/offices/orders/orders-page.tsx'), 'OrdersPage'),
      paths.office,
    ),
    page(
      paths.officeProcedure,
      lazyRoute(() => import('../features/offices/orders/procedure-page.tsx'), 'ProcedurePage'),
      paths.office,
    ),
    page(
      paths.officeTeam,
      lazyRoute(() => import('../features/offices/team/team-page.tsx'), 'TeamPage'),
      paths.office,
    ),
    page(
      paths.officeAddCoworker,
      lazyRoute(() => import('../features/offices/team/add-coworker-page.tsx'), 'AddCoworkerPage'),
      paths.office,
    ),
    page(
      paths.officeReports,
      lazyRoute(() => import('../features/offices/reports/reports-page.tsx'), 'ReportsPage'),
      paths.office,
    ),
    page(
      paths.officeSettings,
      lazyRoute(() => import('../features/offices/settings/office-settings-page.tsx'), 'OfficeSettingsPage'),
      paths.office,
    ),
    guarded({ auth: true, flag: 'visits' }, [
      page(
        paths.officeVisits,
        lazyRoute(() => import('../features/offices/visits/visits-page.tsx'), 'VisitsPage'),
        paths.office,
      ),
    ]),
  ],
};

// Type-only module references: the pages stay in their lazy chunks.
type ShiftPages = typeof import('../features/shift/shift-pages.tsx');
type OfferPages = typeof import('../features/nurse/offer-pages.tsx');
type ItineraryPages = typeof import('../features/itinerary/itinerary-page.tsx');
const shiftPage = (name: keyof ShiftPages) => lazyRoute(() => import('../features/shift/shift-pages.tsx'), name);
const offerPage = (name: keyof OfferPages) => lazyRoute(() => import('../features/nurse/offer-pages.tsx'), name);
const loadItineraryPages = () => import('../features/itinerary/itinerary-page.tsx');
const itineraryPage = (name: keyof ItineraryPages) => lazyRoute(loadItineraryPages, name);

type WalletPages = typeof import('../features/wallet/wallet-pages.ts');
const walletPage = (name: keyof WalletPages) => lazyRoute(() => import('../features/wallet/wallet-pages.ts'), name);

type WorkSettingsPages = typeof import('../features/work-settings/work-settings-routes.ts');
const workSettingsPage = (name: keyof WorkSettingsPages) =>
  lazyRoute(() => import('../features/work-settings/work-settings-routes.ts'), name);

type MySuppliesPages = typeof import('../features/my-supplies/my-supplies-routes.ts');
const mySuppliesPage = (name: keyof MySuppliesPages) =>
  lazyRoute(() => import('../features/my-supplies/my-supplies-routes.ts'), name);

type AdminPages = typeof import('../features/admin/admin-routes.ts');
const adminPage = (name: keyof AdminPages) => lazyRoute(() => import('../features/admin/admin-routes.ts'), name);

let appQueryClient: QueryClient | undefined;

/** The itinerary's flow data starts loading with the route's chunk, not after it (architecture.md 8). */
function prefetchFlowData({ params }: LoaderFunctionArgs) {
  const itineraryID = params.itineraryID;
  if (itineraryID && appQueryClient) {
    void appQueryClient.prefetchQuery({
      queryKey: fnKey('getItineraryFlowData', { itineraryID }),
      queryFn: () => call('getItineraryFlowData', { itineraryID }),
      // Moving between steps does not fetch again: the page's own query keeps the data current.
      staleTime: 60_000,
    });
    // What the phone needs to answer her scans itself (ADR 022) is asked by the step once it has
    // painted (use-step-context.ts): nothing the first screen shows waits on it.
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
const ItineraryStepPage = lazyComponent(loadStepPage, 'ItineraryPage');

/**
 * What the first screen needs before the app's first render (main.tsx): on an itinerary step, the
 * page's chunk and the step's screens, which the page already preloads. The step then paints in
 * one go with its frame, instead of the frame first and the step a throttled reveal later
 * (ADR 024). The home does not wait: its screen is light, and its frame painting first measured
 * better there (Lighthouse 95-96 against 94).
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  return ITINERARY_PATH.test(pathname) ? ItineraryStepPage.preload() : Promise.resolve();
}

const ITINERARY_PATH = /^\/itinerary\/[^/]+\/?(.*)$/;

/** The page's chunk together with the screens of the step it opens. */
function loadStepPage() {
  const step = ITINERARY_PATH.exec(window.location.pathname)?.[1] ?? '';
  const screens = import('../features/itinerary/screens/index.ts')
    .then((module) => module.loadScreenGroup(likelyScreenGroup(step)))
    .catch(() => undefined);
  return Promise.all([loadItineraryPages(), screens]).then(([page]) => page);
}
const itineraryStep = (
  <Suspense fallback={<PageLoading delayMs={0} />}>
    <ItineraryStepPage />
  </Suspense>
);

const nurseRoutes: RouteObject[] = [
  page(paths.offer, offerPage('OfferPage')),
  page(paths.offerConfirm, offerPage('OfferConfirmPage')),
  page(paths.offerConfirmed, offerPage('OfferConfirmedPage')),
  page(paths.shiftOffer, offerPage('ShiftOfferPage')),
  page(paths.wallet, walletPage('WalletPage')),
  page(paths.walletAddBankAccount, walletPage('AddBankAccountPage')),
  page(paths.walletWithdraw, walletPage('WithdrawPage')),
  page(paths.workSettings, workSettingsPage('WorkSettingsPage')),
  page(paths.workSettingsAvailability, workSettingsPage('AvailabilityPage')),
  page(paths.workSettingsLocation, workSettingsPage('LocationSettingsPage')),
  page(paths.workSettingsWorkArea, workSettingsPage('WorkAreaPage')),
  page(paths.workSettingsShiftPreferences, workSettingsPage('ShiftPreferencesPage')),
  page(paths.workSettingsProcedures, workSettingsPage('MyProceduresPage')),
  page(paths.workSettingsServiceRegion, workSettingsPage('WorkAreaPage')),
  page(paths.mySupplies, mySuppliesPage('MySuppliesPage')),
  page(paths.mySuppliesActivate, mySuppliesPage('ActivateKitPage')),
  page(
    paths.training,
    lazyRoute(() => import('../features/training/training-page.tsx'), 'TrainingPage'),
  ),
  guarded({ auth: true, completedProfile: true }, [
    {
      ...page(paths.shift, shiftPage('ShiftPage')),
      children: [
        { index: true, lazy: shiftPage('ShiftOverviewPage') },
        page(paths.shiftAreaCheck, shiftPage('AreaCheckPage'), paths.shift),
        page(paths.shiftCheckIn, shiftPage('CheckInPage'), paths.shift),
        page(paths.shiftLeaveFrom, shiftPage('LeaveFromPage'), paths.shift),
        page(paths.shiftScanBag, shiftPage('ScanShiftBagPage'), paths.shift),
        page(paths.shiftScanSupplies, shiftPage('ScanShiftSuppliesPage'), paths.shift),
      ],
    },
    { path: at(paths.itinerary), loader: prefetchFlowData, element: itineraryStep },
    { path: at(paths.itineraryStep), loader: prefetchFlowData, element: itineraryStep },
    page(paths.itineraryLegacy, itineraryPage('LegacyItineraryPage')),
  ]),
  guarded({ auth: true, flag: 'orderKit' }, [page(paths.orderKit, mySuppliesPage('OrderKitPage'))]),
];

type PackerPages = typeof import('../features/packer/search-list.tsx');
const packerList = (name: keyof PackerPages) => lazyRoute(() => import('../features/packer/search-list.tsx'), name);
const packerRoutes: RouteObject[] = [
  page(paths.shipping, packerList('ShippingPage')),
  page(paths.pickAndPack, packerList('PickAndPackPage')),
  page(
    paths.pickAndPackTransfer,
    lazyRoute(() => import('../features/packer/transfer-flow.tsx'), 'TransferFlowPage'),
  ),
  page(
    paths.shippingScanBox,
    lazyRoute(() => import('../features/packer/ship-page.tsx'), 'ShipBoxPage'),
  ),
  page(
    paths.placeSuppliesActivate,
    lazyRoute(() => import('../features/packer/activate-page.tsx'), 'ActivateSuppliesPage'),
  ),
];

export const routes: RouteObject[] = [
  {
    path: PARTNER_ROOT,
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading delayMs={0} />,
    errorElement: <RouteError />,
    children: [
      page(paths.login, auth),
      page(
        paths.forgotPassword,
        lazyRoute(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      ),
      page(paths.finishSignUp, setPasswordPage('FinishSignUpPage')),
      page(paths.resetPassword, setPasswordPage('ResetPasswordPage')),
      page(paths.signup, signupPage('SignupChoicePage')),
      page(paths.signupNurse, signupPage('SignupNursePage')),
      page(paths.signupPrescriber, signupPage('SignupPrescriberPage')),
      page(paths.signupAssistant, signupPage('SignupAssistantPage')),
      page(
        paths.verifyEmail,
        lazyRoute(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
      ),
      page(
        paths.joinOffice,
        lazyRoute(() => import('../features/offices/join-office-page.tsx'), 'JoinOfficePage'),
      ),
      page(
        paths.help,
        lazyRoute(() => import('../features/help/help-page.tsx'), 'HelpPage'),
      ),
      guarded({ auth: true }, [
        { index: true, element: <Home /> },
        page(
          paths.profile,
          lazyRoute(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
        ),
        page(
          paths.userSettings,
          lazyRoute(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
        ),
      ]),
      guarded({ auth: true, roles: ['prescriber', 'assistant'] }, [officeRoutes]),
      guarded({ auth: true, roles: ['nurse'] }, nurseRoutes),
      guarded({ auth: true, roles: ['packer'] }, packerRoutes),
      guarded({ auth: true, roles: ['admin'] }, [
        page(paths.adminHome, adminPage('OperationsHomePage')),
        page(paths.people, adminPage('PeoplePage')),
        // The approvals list of before issue 25 is the people list now.
        page(paths.approvals, adminPage('PeoplePage')),
        page(paths.adminOffices, adminPage('OfficesPage')),
        page(paths.liveDay, adminPage('LiveDayPage')),
        page(paths.adminCatalogue, adminPage('CataloguePage')),
        page(paths.adminPlaces, adminPage('PlacesPage')),
        page(paths.adminSupplies, adminPage('SuppliesPage')),
        page(
          paths.failedJobs,
          lazyRoute(() => import('../features/admin/failed-jobs-page.tsx'), 'FailedJobsPage'),
        ),
        page(
          paths.payouts,
          lazyRoute(() => import('../features/admin/payouts-page.tsx'), 'PayoutsPage'),
        ),
        // Dispatch (issue 25, ADR 049): its own area, loaded only when opened.
        page(
          paths.adminDispatch,
          lazyRoute(() => import('../features/dispatch/dispatch-page.tsx'), 'DispatchPage'),
        ),
      ]),
      guarded({ devOnly: true }, [
        page(
          paths.devOutbox,
          lazyRoute(() => import('../features/dev/outbox-page.tsx'), 'OutboxPage'),
        ),
        page(
          paths.devUiGallery,
          lazyRoute(() => import('../features/dev/ui-gallery-page.tsx'), 'UiGalleryPage'),
        ),
      ]),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  appQueryClient = queryClient;
  return createBrowserRouter(routes);
}
