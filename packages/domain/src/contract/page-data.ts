/**
 * The reads a page's first render waits for, which the server answers inside the page's HTML
 * (ADR 015): the app configuration and the viewer on every page, and on an itinerary step its flow
 * data. Paths are the client routes of SPEC.md 2, with or without the leading partnerName.
 */
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

export function pageDataCalls(pathname: string): PageDataCall[] {
  const calls: PageDataCall[] = [
    { name: 'getAppConfig', input: {} },
    { name: 'getViewer', input: {} },
  ];
  const itineraryID = itineraryStepOfPath(pathname)?.itineraryID;
  if (itineraryID) {
    calls.push({ name: 'getItineraryFlowData', input: { itineraryID } } as PageDataCall<'getItineraryFlowData'>);
  }
  return calls;
}
