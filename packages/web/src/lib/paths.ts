/**
 * The route map (SPEC.md 2): each route's pattern, relative to the optional leading partnerName,
 * and an `href` builder so no screen hand-builds a URL.
 */
type Params = Record<string, string | undefined>;

function route(pattern: string) {
  return {
    pattern,
    href(params: Params = {}, query?: Record<string, string>): string {
      const path =
        '/' +
        pattern
          .split('/')
          .filter(Boolean)
          .map((segment) => {
            if (!segment.startsWith(':')) return segment;
            const name = segment.replace(/^:|\?$/g, '');
            const value = params[name];
            if (value === undefined && !segment.endsWith('?')) throw new Error(`Missing route param ${name}`);
            return value === undefined ? null : encodeURIComponent(value);
          })
          .filter((s) => s !== null)
          .join('/');
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      return path + search;
    },
  };
}

export const paths = {
  home: route('/'),
  login: route('/login'),
  forgotPassword: route('/forgotpassword'),
  signup: route('/signup'),
  signupNurse: route('/signup/nurse'),
  signupPrescriber: route('/signup/prescriber'),
  signupAssistant: route('/signup/assistant'),
  verifyEmail: route('/signup/verifyemail'),
  finishSignUp: route('/finishSignUp'),
  resetPassword: route('/resetPassword'),
  joinOffice: route('/joinOffice'),
  help: route('/help'),
  profile: route('/profile'),
  wallet: route('/my-wallet'),
  workSettings: route('/work-settings'),
  orderKit: route('/orderKit'),
  offer: route('/offer/:itineraryID'),
  itinerary: route('/itinerary/:itineraryID?'),
  shiftOffer: route('/shift-offer/:shiftID'),
  shift: route('/shift/:shiftID'),
  officeHome: route('/'),
  officeOrders: route('/office/orders'),
  officeVisits: route('/office/visits'),
  officeTeam: route('/office/manage-team'),
  officeReports: route('/office/reports'),
  officeSettings: route('/office/settings/:stepRouteSlug?/:childStepRouteSlug?'),
  userSettings: route('/settings/:stepRouteSlug?/:childStepRouteSlug?'),
  shipping: route('/shipping'),
  pickAndPack: route('/pick-and-pack'),
  placeSuppliesActivate: route('/place-supplies/activate'),
  approvals: route('/admin/approvals'),
  devOutbox: route('/dev/outbox'),
};

/** Prefixes a path with the partner of the current URL, if any. */
export function withPartner(partnerName: string | undefined, path: string): string {
  return partnerName ? `/${partnerName}${path === '/' ? '' : path}` : path;
}
