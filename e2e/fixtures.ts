/**
 * The journeys' fixtures and helpers. Import `test` and `expect` from here, never from
 * @playwright/test, so every spec gets the fixtures.
 *
 * A new area adds its fixture in one place: declare it in `Fixtures` (or `WorkerFixtures` when one
 * per worker is enough) and give it an entry in `base.extend` at the bottom. A fixture makes its
 * records through the product's named functions (`callFn`; as `operations` when only operations
 * may), hands them to the test, then removes them, so journeys run in any order and in parallel.
 * A test never writes to the database. Where no function makes a record yet, a journey claims a
 * demo record alone and names it in its header: shifts and itineraries are made only by the demo
 * seed so far, and every demo shift is claimed (field-day: shift-accepted; offers: shift-offer-1,
 * shift-offer-2, itinerary-offer), so there is no shift fixture yet.
 *
 * Journeys about signing in go through the login screen (`logInThroughUi`); the others sign in with
 * `loginAs`, which calls the real signIn so the session cookie lands in the browser.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';

export { expect };

/** Every demo account's password (README: demo accounts). */
export const DEMO_PASSWORD = 'sample-collect-demo';

/** Brooklyn, inside the demo's service region; the default geolocation (playwright.config.ts). */
export const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };

/** The demo's zone, and the browsers' (playwright.config.ts `timezoneId`). */
export const DEMO_ZONE = 'America/New_York';

/**
 * The instant the product starts at in the journeys (ADR 066), as in the server suite (server
 * test/harness.ts): 23:30 on a Saturday in New York, when UTC's date is already Sunday, so a day
 * counted in the wrong zone fails every run. `TEST_NOW=<ISO instant>` picks another, `TEST_NOW=real`
 * the real clock.
 */
export const DEFAULT_TEST_NOW = '2026-11-28T23:30:00-05:00';

/** NOW as the runner chose it (playwright.config.ts), or null on the real clock. */
export function configuredNow(): string | null {
  const chosen = process.env.E2E_NOW ?? process.env.TEST_NOW ?? DEFAULT_TEST_NOW;
  return chosen === '' || chosen === 'real' ? null : chosen;
}

/** Where a page says the server's instant (server http/page-data.ts, web lib/clock.ts). */
const SERVER_NOW_META = /<meta name="sc-now" content="([^"]+)">/;

/**
 * The server's instant now (ADR 066): it started at NOW and moves on with real time, so a journey
 * asks it rather than reading its own clock. Read from the page, which says it when the server runs
 * at NOW (page-data.ts serverNowMeta).
 */
export async function serverNow(): Promise<Date> {
  const at = configuredNow();
  if (at === null) return new Date();
  const html = await (await fetch(`${pageOrigin()}/login`)).text();
  const said = SERVER_NOW_META.exec(html)?.[1];
  if (!said) throw new Error(`the server runs at NOW=${at} but its page says no instant`);
  return new Date(said);
}

/**
 * The server's clock, for a journey that stamps times as the server would (data it serves the page
 * itself): read once, then run on with real time, as the server's does.
 */
export async function serverClock(): Promise<() => Date> {
  const offset = (await serverNow()).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** The calendar day `days` after the server's today in the demo's zone: 0 today, 1 tomorrow. */
export async function serverDay(days = 0): Promise<string> {
  return localDateKeyAfter(await serverNow(), days, DEMO_ZONE);
}

/**
 * Puts a browser context at the server's instant (Playwright's clock, ADR 066), before its pages
 * load: the web app then reads the same time as the server even where it uses the browser's own
 * clock. Time runs on from there, so timers, live updates and the service worker carry on.
 */
export async function atServerTime(context: BrowserContext): Promise<BrowserContext> {
  if (configuredNow() !== null) await context.clock.install({ time: await serverNow() });
  return context;
}

/**
 * The demo accounts (README: demo accounts) by the part of their email before `@demo.test`.
 * nopassword.nurse has no password to sign in with.
 */
export type DemoAccount =
  | 'nurse'
  | 'pending.nurse'
  | 'interview.nurse'
  | 'scheduled.nurse'
  | 'approval.nurse'
  | 'waitlisted.nurse'
  | 'declined.nurse'
  | 'prescriber'
  | 'assistant'
  | 'invited.assistant'
  | 'demo.office'
  | 'packer'
  | 'patient'
  | 'admin';

function demoCredentials(account: DemoAccount): Credentials {
  return { email: `${account}@demo.test`, password: DEMO_PASSWORD };
}

export type Viewer = FnOutput<'signIn'>['viewer'];
export type OutboxEmail = FnOutput<'listOutboxEmails'>['emails'][number];
export interface Credentials {
  email: string;
  password: string;
}
/** An account a fixture made for one test; it is deleted after the test. */
export interface FreshAccount extends Credentials {
  userID: string;
}
export interface FreshOffice {
  id: string;
  name: string;
  /** The prescriber who signed the office up. */
  founder: FreshAccount;
  /** An approved assistant who joined the office. */
  staff: FreshAccount;
}

/** Calls named functions outside any page: a fixture's own cookies, sent from the server's origin. */
export interface ApiSession {
  request: APIRequestContext;
  origin: string;
}
/** Who calls a named function: a page (its browser's cookies) or a fixture's session. */
export type FnClient = Page | ApiSession;

/** A refused call, with the server's error code. */
export class FnError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set: run the journeys through e2e/playwright.config.ts.');
  return baseURL.replace(/\/$/, '');
}

/**
 * Calls a named server function as a browser would: the client's cookies, the server's Origin.
 * Throws an FnError with the server's error code and message when the call is refused.
 */
export async function callFn<N extends FnName>(client: FnClient, name: N, input: FnInput<N>): Promise<FnOutput<N>> {
  const { request, origin } = 'origin' in client ? client : { request: client.request, origin: pageOrigin() };
  const res = await request.post(`${origin}/api/fn/${name}`, {
    data: input,
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    failOnStatusCode: false,
  });
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok()) {
    const error = body?.error;
    const detail = error ? ` ${error.code}: ${error.message}` : '';
    throw new FnError(error?.code, `${name} failed with ${res.status()}${detail}`);
  }
  return body as FnOutput<N>;
}

function pageOrigin(): string {
  return originOf(base.info().project.use.baseURL);
}

/** Emails the development outbox holds for `to`, newest first (the dev-only listOutboxEmails). */
/** An order of Riverside Lab's demo prescriber, as her order form sends it: her NPI and a diagnosis (ADR 087). */
export function labOrder(
  o: Pick<FnInput<'createOrder'>, 'patientID' | 'testIDs' | 'requestedDate' | 'windowStart' | 'windowEnd'>,
): FnInput<'createOrder'> {
  return {
    officeID: 'office-lab',
    prescriberID: 'user-prescriber',
    prescriberNPI: '1234567893',
    diagnosisCodes: ['Z00.00'],
    ...o,
  };
}

export async function outbox(client: FnClient, to: string): Promise<OutboxEmail[]> {
  const { emails } = await callFn(client, 'listOutboxEmails', { to });
  return emails;
}

/** Different on every call, so records that journeys create never collide (workers, reruns). */
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
}

/** A fresh address nobody uses. */
export function uniqueEmail(label: string): string {
  return `e2e.${label}.${uniqueSuffix()}@example.test`;
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

const FRESH_PASSWORD = 'a-fresh-e2e-password';

async function newApiSession(playwright: PlaywrightWorkerArgs['playwright'], origin: string): Promise<ApiSession> {
  return { request: await playwright.request.newContext({ baseURL: origin }), origin };
}

/** Creates the account's password from its finish-sign-up email, as the emailed link does. */
async function finishSignUp(session: ApiSession, email: string, userID: string): Promise<FreshAccount> {
  const [finish] = (await outbox(session, email)).filter((e) => e.subject.startsWith('Finish signing up'));
  const token = finish?.links[0] && new URL(finish.links[0]).searchParams.get('token');
  if (!token) throw new Error(`No finish-sign-up link with a token for ${email}.`);
  await callFn(session, 'setPasswordWithToken', { token, password: FRESH_PASSWORD, mode: 'create' });
  return { email, password: FRESH_PASSWORD, userID };
}

/** What a fixture makes its records with. */
interface Making {
  /** A session of the fixture's own (signing up signs it in). */
  session: ApiSession;
  operations: ApiSession;
  /** Registers an account for deletion after the test as soon as it exists; answers its id. */
  track: (userID: string) => string;
}

/** Nurse sign-up (createUser), approved by operations when `approve`, with a password. */
async function signUpNurse({ session, operations, track }: Making, approve: boolean): Promise<FreshAccount> {
  const email = uniqueEmail('nurse');
  const { userID } = await callFn(session, 'createUser', {
    email,
    firstName: 'Erin',
    lastName: 'Endtoend',
    emailLinkURL: `${session.origin}/finishSignUp`,
  });
  track(userID);
  if (approve) await callFn(operations, 'approveUser', { userID });
  return finishSignUp(session, email, userID);
}

/**
 * A lab office signed up by its prescriber (createUserWithEmailLink; the office waits for its demo
 * interview), with an assistant operations added and approved, who joined it.
 */
async function signUpOffice({ session, operations, track }: Making): Promise<FreshOffice> {
  const name = `E2E Lab ${uniqueSuffix()}`;
  const emailLinkURL = `${session.origin}/finishSignUp`;
  const founderEmail = uniqueEmail('prescriber');
  const { userID, officeID } = await callFn(session, 'createUserWithEmailLink', {
    user: { email: founderEmail, firstName: 'Paula', lastName: 'Founder', role: 'prescriber' },
    emailLinkURL,
    office: { name, type: 'lab' },
  });
  const founder = await finishSignUp(session, founderEmail, track(userID));
  const staffEmail = uniqueEmail('assistant');
  const added = await callFn(operations, 'createUserWithEmailLink', {
    user: { email: staffEmail, firstName: 'Sam', lastName: 'Staff', role: 'assistant' },
    emailLinkURL,
    office: { id: officeID },
  });
  track(added.userID);
  await callFn(operations, 'approveUser', { userID: added.userID });
  const staff = await finishSignUp(session, staffEmail, added.userID);
  await callFn(session, 'acceptOfficeInvitation', { officeID });
  return { id: officeID, name, founder, staff };
}

/** Deletes an account through operations; one the test deleted itself is already gone. */
async function deleteAccount(operations: ApiSession, userID: string): Promise<void> {
  try {
    await callFn(operations, 'deleteUser', { userID });
  } catch (error) {
    if (!(error instanceof FnError && error.code === 'not_found')) throw error;
  }
}

/**
 * Runs `make`, hands what it made to the test, then deletes every account it tracked, whether the
 * test (or `make` itself) passed or failed.
 */
async function withFreshRecords<T>(
  { playwright, operations }: Pick<PlaywrightWorkerArgs, 'playwright'> & WorkerFixtures,
  make: (making: Making) => Promise<T>,
  use: (made: T) => Promise<void>,
): Promise<void> {
  const session = await newApiSession(playwright, operations.origin);
  const userIDs: string[] = [];
  const track = (userID: string) => (userIDs.push(userID), userID);
  try {
    await use(await make({ session, operations, track }));
  } finally {
    await session.request.dispose();
    for (const userID of userIDs) await deleteAccount(operations, userID);
  }
}

export type LoginAs = (who: DemoAccount | Credentials, page?: Page) => Promise<Viewer>;

interface Fixtures {
  /**
   * The test's browser on the server's clock (atServerTime); true unless a test reads the
   * browser's timings: Playwright's clock fakes `performance` too, whose entries then read empty.
   */
  browserAtServerTime: boolean;
  /** Signs `page` (the test's own unless given) in through signIn, as a demo account or a fresh one. */
  loginAs: LoginAs;
  /** A nurse who just signed up and created her password: pending, so her home is the welcome page. */
  freshNurse: FreshAccount;
  /** A signed-up nurse operations approved: her home is her (empty) schedule. */
  freshApprovedNurse: FreshAccount;
  /** A new office and its people; the people are deleted after the test, the office stays (no function deletes one). */
  freshOffice: FreshOffice;
}

interface WorkerFixtures {
  /** Operations (admin@demo.test), signed in once per worker, for the calls only operations may make. */
  operations: ApiSession;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every test's own browser at the server's instant; a context a test makes goes through atServerTime.
  browserAtServerTime: [true, { option: true }],
  context: async ({ context, browserAtServerTime }, use) => {
    await use(browserAtServerTime ? await atServerTime(context) : context);
  },
  operations: [
    async ({ playwright }, use, workerInfo) => {
      const session = await newApiSession(playwright, originOf(workerInfo.project.use.baseURL));
      await callFn(session, 'signIn', demoCredentials('admin'));
      await use(session);
      await session.request.dispose();
    },
    { scope: 'worker' },
  ],
  loginAs: async ({ page }, use) => {
    await use(async (who, target = page) => {
      const { email, password } = typeof who === 'string' ? demoCredentials(who) : who;
      const { viewer } = await callFn(target, 'signIn', { email, password });
      return viewer;
    });
  },
  freshNurse: async ({ playwright, operations }, use) => {
    await withFreshRecords({ playwright, operations }, (making) => signUpNurse(making, false), use);
  },
  freshApprovedNurse: async ({ playwright, operations }, use) => {
    await withFreshRecords({ playwright, operations }, (making) => signUpNurse(making, true), use);
  },
  freshOffice: async ({ playwright, operations }, use) => {
    await withFreshRecords({ playwright, operations }, signUpOffice, use);
  },
});
