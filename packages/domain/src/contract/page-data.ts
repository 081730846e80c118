/**
 * The reads a page's first render waits for, which the server answers inside the page's HTML
 * (ADR 015): the app configuration and the viewer on every page, on an itinerary step its flow
 * data, and on the home page the nurse's first list (a read the caller may not make, say an
 * office's, is left out by the server). Paths are the client routes of requirements.md 2, with or without
 * the leading partnerName.
 */
import { SHIFT_PAGE_SIZE } from '../constants.ts';
import type { FnInput, FnName } from './index.ts';

export interface PageDataCall<N extends FnName = FnName> {
  name: N;
  input: FnInput<N>;
}

const ITINERARY_PATH = /^\/(?:[^/]+\/)?itinerary\/([^/]+)(?:\/(.*))?$/;

/** A path segment as the client router reads it (decoded); null when it does not decode. */
function segment(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The page element that carries the answers: the server writes it, the web app reads it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The itinerary a path shows (`itinerary/{itineraryID}/{stepPath}`), its id as the router decodes
 * it, and the step path after it (no trailing slash); null on any other path.
 */
export function itineraryStepOfPath(pathname: string): { itineraryID: string; stepPath: string } | null {
  const match = ITINERARY_PATH.exec(pathname);
  const itineraryID = segment(match?.[1]);
  return itineraryID === null ? null : { itineraryID, stepPath: (match?.[2] ?? '').replace(/\/+$/, '') };
}

/**
 * The nurse home's list (requirements.md 2.3), as its screen first asks for it: `view=marketplace` shows
 * the offers, any other view the upcoming schedule; 20 of either (requirements.md 9). Only `/` counts: a
 * single segment may be a partnerName or a page, which only the configuration can tell apart.
 */
function nurseHomeCall(pathname: string, search: string): PageDataCall | null {
  if (pathname !== '/') return null;
  const limit = SHIFT_PAGE_SIZE;
  const marketplace = search
    .replace(/^\?/, '')
    .split('&')
    .some((pair) => pair === 'view=marketplace');
  return marketplace
    ? ({ name: 'getShiftsOffered', input: { limit } } as PageDataCall<'getShiftsOffered'>)
    : ({ name: 'getNurseSchedule', input: { filter: 'upcoming', limit } } as PageDataCall<'getNurseSchedule'>);
}

export function pageDataCalls(pathname: string, search = ''): PageDataCall[] {
  const calls: PageDataCall[] = [
    { name: 'getAppConfig', input: {} },
    { name: 'getViewer', input: {} },
  ];
  const home = nurseHomeCall(pathname, search);
  if (home) calls.push(home);
  const itineraryID = itineraryStepOfPath(pathname)?.itineraryID;
  if (itineraryID) {
    calls.push({ name: 'getItineraryFlowData', input: { itineraryID } } as PageDataCall<'getItineraryFlowData'>);
  }
  return calls;
}
