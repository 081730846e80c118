/**
 * Shared helpers for the journeys. Import `test` and `expect` from here, not from @playwright/test,
 * so fixtures added later reach every spec.
 *
 * `signInByApi` is for journeys whose subject is not signing in: it calls the real signIn function
 * through the page's own request context, so the session cookie lands in the browser. Journeys about
 * signing in go through the login screen instead.
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';

export { expect };

/** Every demo account's password (README: demo accounts). */
export const DEMO_PASSWORD = 'sample-collect-demo';

/** Brooklyn, inside the demo's service region; the default geolocation (playwright.config.ts). */
export const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };

export type Viewer = FnOutput<'signIn'>['viewer'];
export type OutboxEmail = FnOutput<'listOutboxEmails'>['emails'][number];

function baseURL(): string {
  const url = base.info().project.use.baseURL;
  if (!url) throw new Error('baseURL is not set: run the journeys through e2e/playwright.config.ts.');
  return url.replace(/\/$/, '');
}

/**
 * Calls a named server function as the page's browser would: same cookies, same Origin. Throws
 * with the server's error code and message when the call is refused.
 */
export async function callFn<N extends FnName>(page: Page, name: N, input: FnInput<N>): Promise<FnOutput<N>> {
  const origin = baseURL();
  const res = await page.request.post(`${origin}/api/fn/${name}`, {
    data: input,
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    failOnStatusCode: false,
  });
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok()) {
    const error = body?.error;
    throw new Error(`${name} failed with ${res.status()}${error ? ` ${error.code}: ${error.message}` : ''}`);
  }
  return body as FnOutput<N>;
}

/** Signs `email` in through POST /api/fn/signIn; the session cookie lands in the page's context. */
export async function signInByApi(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<Viewer> {
  const { viewer } = await callFn(page, 'signIn', { email, password });
  return viewer;
}

/** Emails the development outbox holds for `to`, newest first (the dev-only listOutboxEmails). */
export async function outbox(page: Page, to: string): Promise<OutboxEmail[]> {
  const { emails } = await callFn(page, 'listOutboxEmails', { to });
  return emails;
}

/** A fresh address nobody uses, so journeys that create accounts never collide (workers, reruns). */
export function uniqueEmail(label: string): string {
  return `e2e.${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** The login screen as a person uses it: email, Next, password, Login. */
export async function logInThroughUi(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  path = '/login',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens the development outbox page, filters it by recipient and returns the link of the newest
 * email with `subject` (the page lists newest first).
 */
export async function linkFromOutboxPage(page: Page, to: string, subject: string): Promise<string> {
  await page.goto('/dev/outbox');
  await page.getByLabel('Recipient').fill(to);
  const email = page
    .getByRole('list', { name: 'Emails' })
    .getByRole('listitem')
    .filter({ hasText: subject })
    .filter({ hasText: to })
    .first();
  await expect(email).toBeVisible();
  const href = await email.getByRole('link').first().getAttribute('href');
  if (!href) throw new Error(`The "${subject}" email to ${to} has no link.`);
  return href;
}

/**
 * A new nurse account with a password, made through the real sign-up calls (createUser, the
 * emailed finish-sign-up link, setPasswordWithToken), signed in in `page`'s context. For journeys
 * that change or delete an account, so no demo account is touched.
 */
export async function createSignedInNurse(page: Page, label: string, password = 'a-fresh-e2e-password') {
  const email = uniqueEmail(label);
  const origin = baseURL();
  const { userID } = await callFn(page, 'createUser', {
    email,
    firstName: 'Erin',
    lastName: 'Endtoend',
    emailLinkURL: `${origin}/finishSignUp`,
  });
  const [finish] = (await outbox(page, email)).filter((e) => e.subject === 'Finish signing up');
  const link = finish?.links[0];
  if (!link) throw new Error(`No finish-sign-up email for ${email}.`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`The finish-sign-up link has no token: ${link}`);
  const { viewer } = await callFn(page, 'setPasswordWithToken', { token, password, mode: 'create' });
  return { email, password, userID, viewer };
}

export const test = base;
