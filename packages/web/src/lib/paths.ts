/**
 * The route map (requirements.md 2): every route's pattern, written once, and its typed `href` builder.
 * The router (app/router.tsx) is built from these patterns, and every link, redirect and
 * navigation builds its URL with `href`, the one place param values are encoded. Patterns sit
 * under the optional leading partnerName (`withPartner`); a child's pattern extends its parent's,
 * so the router can nest it.
 */
import { matchPath } from 'react-router';
import type { EmailLinkRoute } from '@sc/domain/auth/email-links';

type Empty = Record<never, never>;

/** The params a pattern names: `:name` required, `:name?` optional, a trailing `*` the rest. */
type ParamsOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? ParamsOf<Head> & ParamsOf<Tail>
  : P extends `:${infer Name}?`
    ? { [K in Name]?: string }
    : P extends `:${infer Name}`
      ? { [K in Name]: string }
      : P extends '*'
        ? { '*'?: string }
        : Empty;

type Search = Record<string, string>;
type HrefArgs<P extends string> =
  Empty extends ParamsOf<P>
    ? [params?: ParamsOf<P>, search?: Search, hash?: string]
    : [params: ParamsOf<P>, search?: Search, hash?: string];

export interface Route<P extends string = string> {
  readonly pattern: P;
  /**
   * The URL of this route. Each param is encoded as one segment; `*` is a path whose segments are
   * already encoded (an itinerary step's path, from the domain's step tree).
   */
  href(...args: HrefArgs<P>): string;
  /** The route nested under this one at `segments`. */
  child<S extends string>(segments: S): Route<`${P}/${S}`>;
}

type Params = Record<string, string | undefined>;

function build(pattern: string, params: Params = {}, search?: Search, hash?: string): string {
  // Each `/:name` or `/:name?` becomes one encoded segment; `/*` takes its path as it is.
  const path = pattern.replace(/\/(?::(\w+)(\?)?|\*)/g, (_segment, name?: string, optional?: string) => {
    if (name === undefined) return params['*'] ? `/${params['*']}` : '';
    const value = params[name];
    if (value !== undefined) return `/${encodeURIComponent(value)}`;
    if (optional) return '';
    throw new Error(`Missing route param ${name}`);
  });
  const query = new URLSearchParams(search).toString();
  return `${path || '/'}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

function route<P extends string>(pattern: P): Route<P> {
  return {
    pattern,
    href: ((params?: Params, search?: Search, hash?: string) =>
      build(pattern, params, search, hash)) as Route<P>['href'],
    child: (segments) => route(`${pattern}/${segments}`),
  };
}

const signup = route('/signup');
const office = route('/office');
const offer = route('/offer/:itineraryID');
const wallet = route('/my-wallet');
const workSettings = route('/work-settings');
const mySupplies = route('/my-supplies');
const shift = route('/shift/:shiftID');
const pickAndPack = route('/pick-and-pack');

export const paths = {
  home: route('/'),
  // The pages an emailed link may open are the domain's (ADR 017); `satisfies` holds them to its list.
  login: route('/login' satisfies EmailLinkRoute),
  forgotPassword: route('/forgotpassword'),
  signup,
  signupNurse: signup.child('nurse'),
  signupPrescriber: signup.child('prescriber'),
  signupAssistant: signup.child('assistant'),
  verifyEmail: signup.child('verifyemail'),
  finishSignUp: route('/finishSignUp' satisfies EmailLinkRoute),
  resetPassword: route('/resetPassword' satisfies EmailLinkRoute),
  joinOffice: route('/joinOffice' satisfies EmailLinkRoute),
  help: route('/help'),
  profile: route('/profile'),
  userSettings: route('/settings/:stepRouteSlug?/:childStepRouteSlug?'),
  office,
  officeAddCoworker: office.child('add-coworker/:newCoworkerRole?'),
  officeOrders: office.child('orders'),
  officeProcedure: office.child('procedures/:procedureID/:view?'),
  officeTeam: office.child('manage-team'),
  officeReports: office.child('reports'),
  officeSettings: office.child('settings/:stepRouteSlug?/:childStepRouteSlug?'),
  officeVisits: office.child('visits'),
  offer,
  offerConfirm: offer.child('confirm'),
  offerConfirmed: offer.child('confirmed'),
  shiftOffer: route('/shift-offer/:shiftID'),
  wallet,
  walletAddBankAccount: wallet.child('add-bank-account'),
  walletWithdraw: wallet.child('withdraw'),
  workSettings,
  workSettingsAvailability: workSettings.child('availability'),
  workSettingsLocation: workSettings.child('location-settings'),
  workSettingsWorkArea: workSettings.child('work-area'),
  workSettingsShiftPreferences: workSettings.child('shift-preferences'),
  workSettingsProcedures: workSettings.child('my-procedures'),
  workSettingsServiceRegion: workSettings.child('service-region-settings/:serviceRegionGroupID'),
  mySupplies,
  mySuppliesActivate: mySupplies.child(':fulfillmentID/activate'),
  orderKit: route('/orderKit'),
  training: route('/training'),
  shift,
  shiftAreaCheck: shift.child('area-check'),
  shiftCheckIn: shift.child('check-in'),
  shiftLeaveFrom: shift.child('leave-from'),
  shiftScanBag: shift.child('scan-shift-bag'),
  shiftScanSupplies: shift.child('scan-shift-supplies'),
  itinerary: route('/itinerary/:itineraryID?'),
  itineraryStep: route('/itinerary/:itineraryID/*'),
  itineraryLegacy: route('/itinerary-legacy/:itineraryID/*'),
  shipping: route('/shipping'),
  shippingScanBox: route('/ship/:supplyShipmentID/scan-shipping-box'),
  pickAndPack,
  pickAndPackTransfer: pickAndPack.child(':supplyTransferID/*'),
  placeSuppliesActivate: route('/place-supplies/activate'),
  adminHome: route('/admin'),
  people: route('/admin/people'),
  adminOffices: route('/admin/offices'),
  liveDay: route('/admin/live'),
  adminCatalogue: route('/admin/catalogue'),
  adminPlaces: route('/admin/places'),
  adminSupplies: route('/admin/supplies'),
  // Dispatch's board (issue 25) is its own area's: the operations home links to it.
  adminDispatch: route('/admin/dispatch'),
  approvals: route('/admin/approvals'),
  failedJobs: route('/admin/jobs'),
  payouts: route('/admin/payouts'),
  devOutbox: route('/dev/outbox'),
  devUiGallery: route('/dev/ui'),
};

/** The router's root: every route sits under the optional leading partnerName (requirements.md 1). */
export const PARTNER_ROOT = '/:partnerName?';

/** Prefixes a path with the partner of the current URL, if any. */
export function withPartner(partnerName: string | undefined, path: string): string {
  // The home page, its query or hash follow the partner's own path: `/acme`, `/acme?view=…`.
  return partnerName ? `/${partnerName}${path.replace(/^\/(?=[?#]|$)/, '')}` : path;
}

/** The URL of a page an emailed link opens: the caller names the page; the server checks it (ADR 017). */
export function emailLinkURL(page: Route<EmailLinkRoute>): string {
  return `${window.location.origin}${page.href()}`;
}

/** Whether `pathname` (with or without a partnerName) is a URL of `route`. */
export function isAt(route: Route, pathname: string): boolean {
  return matchPath(PARTNER_ROOT + route.pattern, pathname) !== null;
}
