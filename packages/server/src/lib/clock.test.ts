import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { clockFrom, ManualClock, systemClock } from './clock.ts';

const secrets = {
  SESSION_SECRET: 's'.repeat(32),
  DATA_ENCRYPTION_KEY: 'k'.repeat(32),
  PUBLIC_URL: 'https://app.example.test',
};

describe('clocks (ADR 066)', () => {
  test('clockFrom starts at its instant and moves on with real time', () => {
    let real = 1_000_000;
    const clock = clockFrom(new Date('2026-11-29T04:30:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-29T04:30:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-29T04:31:30.000Z');
  });

  test('a manual clock stands still until it is moved', () => {
    const clock = new ManualClock(new Date('2026-03-08T06:59:00Z'));
    expect(clock.now().toISOString()).toBe('2026-03-08T06:59:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-03-08T07:00:00.000Z');
    clock.set(new Date('2026-12-31T23:59:00-05:00'));
    expect(clock.now().toISOString()).toBe('2027-01-01T04:59:00.000Z');
  });
});

describe('NOW', () => {
  test.each([
    ['unset: the system clock', {}, (c: ReturnType<typeof loadConfig>) => expect(c.clock).toBe(systemClock)],
    ['empty: the system clock', { NOW: '' }, (c: ReturnType<typeof loadConfig>) => expect(c.clock).toBe(systemClock)],
  ])('%s', (_, env, check) => check(loadConfig({ NODE_ENV: 'development', ...env })));

  test('an instant with its offset: the product starts there, in development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const at = loadConfig({ NODE_ENV, NOW: '2026-11-28T23:30:00-05:00' }).clock.now().getTime();
      expect(at - Date.parse('2026-11-29T04:30:00Z')).toBeGreaterThanOrEqual(0);
      expect(at - Date.parse('2026-11-29T04:30:00Z')).toBeLessThan(5_000);
    }
  });

  test.each([
    ['a local time without an offset', '2026-11-28T23:30:00'],
    ['a date alone', '2026-11-28'],
    ['not a time', 'tomorrow'],
  ])('%s is refused, naming NOW', (_, NOW) => {
    expect(() => loadConfig({ NODE_ENV: 'development', NOW })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'development', NOW })).toThrow(/NOW/);
  });

  test('production refuses to start on another instant', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, NOW: '2026-11-28T23:30:00-05:00' })).toThrow(
      'NOW is for development and tests: production runs on the real clock.',
    );
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).clock).toBe(systemClock);
  });
});
