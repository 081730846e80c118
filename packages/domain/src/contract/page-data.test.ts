import { describe, expect, it } from 'vitest';
import { itineraryStepOfPath, pageDataCalls } from './page-data.ts';

const SHELL = [
  { name: 'getAppConfig', input: {} },
  { name: 'getViewer', input: {} },
];
const flow = (itineraryID: string) => [...SHELL, { name: 'getItineraryFlowData', input: { itineraryID } }];
const SCHEDULE = [...SHELL, { name: 'getNurseSchedule', input: { filter: 'upcoming', limit: 20 } }];
const OFFERS = [...SHELL, { name: 'getShiftsOffered', input: { limit: 20 } }];

describe('pageDataCalls (ADR 015: the reads answered inside a page)', () => {
  const rows: [string, string, unknown][] = [
    ['design: login needs the shell only', '/login', SHELL],
    ['requirements.md 2.11: the overview', '/itinerary/it-1', flow('it-1')],
    ['requirements.md 2.11: a step', '/itinerary/it-1/waypoint/wp-1/go-to-patient', flow('it-1')],
    ['requirements.md 2: under a partnerName', '/acme/itinerary/it-1/waypoint/wp-1', flow('it-1')],
    ['design: the id as the router decodes it', '/itinerary/it%201/overview', flow('it 1')],
    ['design: a malformed escape is no id', '/itinerary/%E0%A4%A/x', SHELL],
    ['requirements.md 2.11: itinerary with no id', '/itinerary', SHELL],
    ['requirements.md 2.11: the legacy routes redirect first, so they wait', '/itinerary-legacy/it-1/x', SHELL],
    ['design: a deeper path is not an itinerary', '/a/b/itinerary/it-1', SHELL],
  ];
  it.each(rows)('%s: %s', (_, path, calls) => expect(pageDataCalls(path)).toEqual(calls));

  const homeRows: [string, string, string, unknown][] = [
    ['requirements.md 2.3: home shows the upcoming schedule, 20 first', '/', '', SCHEDULE],
    ['requirements.md 2.3: view=schedule too', '/', 'view=schedule', SCHEDULE],
    ['requirements.md 2.3: view=marketplace shows the offers', '/', 'view=marketplace', OFFERS],
    ['design: the search may keep its ?', '/', '?retry=true&view=marketplace', OFFERS],
    ['design: an unknown view is the schedule, as the screen reads it', '/', 'view=x', SCHEDULE],
    ['design: a partner home cannot be told from a page by its path', '/acme', '', SHELL],
    ['design: the search matters on home only', '/login', 'view=marketplace', SHELL],
  ];
  it.each(homeRows)('%s: %s?%s', (_, path, search, calls) => expect(pageDataCalls(path, search)).toEqual(calls));
});

describe('itineraryStepOfPath (the step a page shows, for the chunks named in it)', () => {
  const rows: [string, unknown][] = [
    ['/itinerary/it-1', { itineraryID: 'it-1', stepPath: '' }],
    ['/itinerary/it-1/', { itineraryID: 'it-1', stepPath: '' }],
    ['/itinerary/it-1/waypoint/wp-1/go-to-patient', { itineraryID: 'it-1', stepPath: 'waypoint/wp-1/go-to-patient' }],
    ['/acme/itinerary/it-1/mail-in/wp-2/stop/', { itineraryID: 'it-1', stepPath: 'mail-in/wp-2/stop' }],
    ['/itinerary/it%201/overview', { itineraryID: 'it 1', stepPath: 'overview' }],
    ['/itinerary/%E0%A4%A/x', null],
    ['/itinerary-legacy/it-1/x', null],
    ['/', null],
  ];
  it.each(rows)('%s', (path, step) => expect(itineraryStepOfPath(path)).toEqual(step));
});
