import { describe, expect, it } from 'vitest';
import { UserLookupCache } from './user-lookup-cache.ts';

const nurse = { userID: 'u1', passwordCreated: true };

describe('UserLookupCache', () => {
  it('answers until the entry expires', () => {
    const cache = new UserLookupCache(1_000);
    cache.set('a@x.test', nurse, cache.currentGeneration, 0);
    expect(cache.get('a@x.test', 999)).toEqual(nurse);
    expect(cache.get('a@x.test', 1_000)).toBeUndefined();
  });

  it('drops the changed user and every cached miss on a users/{id} notice', () => {
    const cache = new UserLookupCache();
    const listeners: ((topic: string) => void)[] = [];
    cache.listenTo({ subscribe: (l) => (listeners.push(l), () => undefined), onResync: () => () => undefined });
    const g = cache.currentGeneration;
    cache.set('a@x.test', nurse, g);
    cache.set('b@x.test', { userID: 'u2', passwordCreated: false }, g);
    cache.set('new@x.test', null, g);
    listeners.forEach((l) => l('users/u1'));
    expect(cache.get('a@x.test')).toBeUndefined();
    expect(cache.get('new@x.test')).toBeUndefined();
    expect(cache.get('b@x.test')).toEqual({ userID: 'u2', passwordCreated: false });
  });

  it('forgets everything on a resync (notices missed while the LISTEN connection was down)', () => {
    const cache = new UserLookupCache();
    const resyncs: (() => void)[] = [];
    cache.listenTo({ subscribe: () => () => undefined, onResync: (l) => (resyncs.push(l), () => undefined) });
    const before = cache.currentGeneration;
    cache.set('a@x.test', nurse, before);
    cache.set('new@x.test', null, before);
    resyncs.forEach((l) => l());
    expect(cache.get('a@x.test')).toBeUndefined();
    expect(cache.get('new@x.test')).toBeUndefined();
    // A read begun before the resync is not stored after it.
    cache.set('late@x.test', nurse, before);
    expect(cache.get('late@x.test')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new UserLookupCache(60_000, 2);
    cache.set('1@x.test', null, 0);
    cache.set('2@x.test', null, 0);
    cache.set('3@x.test', null, 0);
    expect(cache.get('1@x.test')).toBeUndefined();
    expect(cache.get('3@x.test')).toBeNull();
  });

  it('does not store an answer read before a user changed', () => {
    const cache = new UserLookupCache();
    const readAt = cache.currentGeneration;
    cache.onUserChanged('u1');
    cache.set('a@x.test', { userID: 'u1', passwordCreated: false }, readAt);
    expect(cache.get('a@x.test')).toBeUndefined();
  });
});
