import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { persistFieldCache, restoreFieldCache } from './field-cache.ts';
import { fnKey } from './query.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const nurse = { viewer: { id: 'user-nurse', role: 'nurse' } };
const flowKey = fnKey('getItineraryFlowData', { itineraryID: 'it-1' });
const flow = { itinerary: { id: 'it-1' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

async function keptBy(viewer: unknown) {
  const storage = memoryStorage();
  const client = new QueryClient();
  const stop = persistFieldCache(client, storage, 0);
  client.setQueryData(fnKey('getViewer', {}), viewer);
  client.setQueryData(flowKey, flow);
  client.setQueryData(fnKey('getOffice', { officeID: 'o' } as never), { name: 'not kept' });
  await settle();
  stop();
  return storage;
}

describe('field cache (ADR 022)', () => {
  it("a nurse's day comes back after a reload with no signal, and only the field's answers", async () => {
    const storage = await keptBy(nurse);
    const reloaded = new QueryClient();
    expect(restoreFieldCache(reloaded, storage)).toBe(2);
    expect(reloaded.getQueryData(flowKey)).toEqual(flow);
    expect(reloaded.getQueryData(fnKey('getViewer', {}))).toEqual(nurse);
    expect(reloaded.getQueryData(fnKey('getOffice', { officeID: 'o' } as never))).toBeUndefined();
  });

  it('is not kept for anyone but a nurse', async () => {
    expect((await keptBy({ viewer: { id: 'u', role: 'prescriber' } })).map.size).toBe(0);
    expect((await keptBy({ viewer: null })).map.size).toBe(0);
  });

  it('signing out (the cache cleared) removes the copy', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    persistFieldCache(client, storage, 0);
    client.setQueryData(fnKey('getViewer', {}), nurse);
    await settle();
    expect(storage.map.size).toBe(1);
    client.clear();
    await settle();
    expect(storage.map.size).toBe(0);
  });

  it("is never shown to another person: the page's answer of who is signed in wins", async () => {
    const storage = await keptBy(nurse);
    const other = new QueryClient();
    other.setQueryData(fnKey('getViewer', {}), { viewer: { id: 'user-other', role: 'nurse' } });
    expect(restoreFieldCache(other, storage)).toBe(0);
    expect(other.getQueryData(flowKey)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('does not overwrite what the page answered', async () => {
    const storage = await keptBy(nurse);
    const client = new QueryClient();
    client.setQueryData(fnKey('getViewer', {}), nurse);
    client.setQueryData(flowKey, { itinerary: { id: 'it-1', fresh: true } });
    restoreFieldCache(client, storage);
    expect(client.getQueryData(flowKey)).toEqual({ itinerary: { id: 'it-1', fresh: true } });
  });

  it('a copy is shown at once and asked again as soon as there is signal (it may be older than it says)', async () => {
    const storage = await keptBy(nurse);
    const client = new QueryClient();
    restoreFieldCache(client, storage);
    expect(client.getQueryState(flowKey)?.isInvalidated).toBe(true);
  });

  it('a page closed within the delay still keeps the last answer', () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    persistFieldCache(client, storage, 10_000);
    client.setQueryData(fnKey('getViewer', {}), nurse);
    client.setQueryData(flowKey, flow);
    expect(storage.map.size).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.getItem('sc:field-cache')!).queries).toHaveLength(2);
  });

  it('a damaged copy is ignored', () => {
    const storage = memoryStorage();
    storage.setItem('sc:field-cache', '{not json');
    expect(restoreFieldCache(new QueryClient(), storage)).toBe(0);
  });
});
