import { describe, expect, it } from 'vitest';
import { seedPageData } from './page-data.ts';
import { createQueryClient, fnKey } from './query.ts';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'page-data';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const VIEWER = { viewer: { userID: 'user-nurse', role: 'nurse' } };
const FLOW = { itinerary: { id: 'it-1' } };

describe('seedPageData (ADR 015: the reads answered inside the page)', () => {
  it('design: each answer is in the cache under the key the screens ask with', () => {
    const client = createQueryClient();
    const doc = pageWith(
      JSON.stringify([
        { name: 'getViewer', input: {}, output: VIEWER },
        { name: 'getItineraryFlowData', input: { itineraryID: 'it-1' }, output: FLOW },
      ]),
    );
    expect(seedPageData(client, doc)).toBe(2);
    expect(client.getQueryData(fnKey('getViewer', {}))).toEqual(VIEWER);
    expect(client.getQueryData(fnKey('getItineraryFlowData', { itineraryID: 'it-1' }))).toEqual(FLOW);
    // Fresh: a screen mounting now does not ask again.
    expect(client.getQueryState(fnKey('getViewer', {}))?.isInvalidated).toBe(false);
  });

  it('design: the block is read once, so a later load cannot bring old answers back', () => {
    const client = createQueryClient();
    const doc = pageWith(JSON.stringify([{ name: 'getViewer', input: {}, output: VIEWER }]));
    seedPageData(client, doc);
    expect(doc.getElementById('page-data')).toBeNull();
    expect(seedPageData(createQueryClient(), doc)).toBe(0);
  });

  const bad: [string, string | null][] = [
    ['no block (the dev server, an old page)', null],
    ['not JSON', '[{"name":'],
    ['not a list', '{"name":"getViewer"}'],
    ['an answer without output', '[{"name":"getViewer","input":{}}]'],
    ['an answer without a name', '[{"input":{},"output":{}}]'],
  ];
  it.each(bad)('design: %s seeds nothing, and the screens ask themselves', (_, json) => {
    const client = createQueryClient();
    expect(seedPageData(client, pageWith(json))).toBe(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
