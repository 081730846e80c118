import { describe, expect, it } from 'vitest';
import { buildEmailLink, toEmailLinkPath } from './email-links.ts';

describe('toEmailLinkPath (ADR 017: the caller picks a page of the product, never a host)', () => {
  it.each([
    ['http://localhost:3000/resetPassword', '/resetPassword'],
    ['http://localhost:3000/finishSignUp', '/finishSignUp'],
    ['http://localhost:3000/login', '/login'],
    ['http://localhost:3000/joinOffice', '/joinOffice'],
    ['https://app.example.com/acme/resetPassword', '/acme/resetPassword'],
    // The host, query and hash are the caller's and are dropped: the link uses PUBLIC_URL.
    ['https://evil.example/resetPassword?x=1#frag', '/resetPassword'],
  ])('%s -> %s', (url, path) => expect(toEmailLinkPath(url)).toBe(path));

  it.each([
    // The probe's link: a second slash makes the path a network-path reference to another host.
    'http://localhost:3000//evil.example/resetPassword',
    'http://localhost:3000///evil.example/resetPassword',
    'http://localhost:3000/%2F%2Fevil.example/resetPassword',
    'http://localhost:3000/\\evil.example/resetPassword',
    'http://localhost:3000/',
    'http://localhost:3000/office/orders',
    'http://localhost:3000/resetPassword/',
    'http://localhost:3000/resetpassword',
    'http://localhost:3000/Acme/resetPassword',
    'http://localhost:3000/a/b/resetPassword',
    'http://localhost:3000/../resetPassword/..',
    'not a url',
    'javascript:alert(1)//resetPassword',
    'ftp://localhost/resetPassword',
    '//evil.example/resetPassword',
    '/resetPassword',
  ])('%s -> refused', (url) => expect(toEmailLinkPath(url)).toBeNull());
});

describe('buildEmailLink', () => {
  it.each([
    ['http://localhost:3000', '/resetPassword', { token: 't1' }, 'http://localhost:3000/resetPassword?token=t1'],
    [
      'https://app.example.com/',
      '/acme/login',
      { token: 't', route: '/x' },
      'https://app.example.com/acme/login?token=t&route=%2Fx',
    ],
    [
      'http://patients.localhost:3100',
      '/finishSignUp',
      { token: 'p' },
      'http://patients.localhost:3100/finishSignUp?token=p',
    ],
  ])('%s + %s -> %s', (base, path, params, link) => {
    expect(buildEmailLink(base, path, params)).toBe(link);
  });
});
