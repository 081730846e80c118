/**
 * Walking the itinerary's steps as a nurse does (requirements.md 2.11): on each screen, do what it asks
 * (type the README's barcodes into the scanner, tick, answer, photograph), then press Next. What a
 * screen asks is looked up by the end of its URL, so the walk follows the step tree the product
 * builds rather than a copy of it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What a screen needs; `seen` is the step path the walk found it on (it may move on meanwhile). */
export type StepAction = (page: Page, seen?: string) => Promise<void | 'moved'>;

/**
 * Types a barcode into the screen's scanner and waits for its answer (success or the requirements.md message).
 * The camera comes first where there is one; the test browser has none, so the field shows at
 * once, and "Enter manually" is pressed should a viewfinder show instead.
 */
export async function scan(page: Page, barcode: string, expected?: string | RegExp): Promise<void> {
  const field = page.getByRole('textbox', { name: /barcode/i });
  const enterManually = page.locator('.ui-scanner').getByRole('button', { name: 'Enter manually' });
  // While the browser is still asked about a camera, "Enter manually" shows and may go as the field
  // comes by itself: press it until the field is there.
  await expect(async () => {
    if (!(await field.isVisible())) await enterManually.click({ timeout: 1_000 });
    await expect(field).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await field.fill(barcode);
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  if (expected !== undefined) {
    await expect(
      page.locator('.ui-scanner').locator('[role="status"], [role="alert"]').filter({ hasText: expected }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Scan', exact: true })).not.toHaveAttribute('aria-busy', 'true');
}

/** Scans each barcode; a step the last scan completed moves on by itself (issue 13), with no Next. */
export const scanAll =
  (...barcodes: string[]): StepAction =>
  async (page) => {
    const path = stepPath(page);
    for (const barcode of barcodes) await scan(page, barcode);
    return expect
      .poll(() => stepPath(page), { timeout: 2_500 })
      .not.toBe(path)
      .then(
        () => 'moved' as const,
        () => undefined,
      );
  };

/**
 * After a tap: a step whose work the tap finished moves on by itself (issue 27: the last tick, a
 * yes, the last item picked), answered 'moved'; one that waits for Next is left to the walk.
 */
async function movedFrom(page: Page, path: string): Promise<void | 'moved'> {
  return expect
    .poll(() => stepPath(page), { timeout: 4_000 })
    .not.toBe(path)
    .then(
      () => 'moved' as const,
      () => undefined,
    );
}

/** Ticks every unticked checkbox of the screen (consent, labels, identity, box instructions). */
export const tickAll: StepAction = async (page) => {
  const path = stepPath(page);
  const boxes = page.locator('main').getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check();
  return movedFrom(page, path);
};

export const press =
  (name: string | RegExp): StepAction =>
  async (page) => {
    const path = stepPath(page);
    await page
      .locator('main')
      .getByRole('button', { name, exact: typeof name === 'string' })
      .first()
      .click({ timeout: 10_000 });
    return movedFrom(page, path);
  };

/** Picks an answer (a radio button or a checkbox, by its label). */
export const choose =
  (name: string): StepAction =>
  async (page) => {
    const path = stepPath(page);
    await page.locator('main').getByLabel(name, { exact: true }).first().check({ timeout: 10_000 });
    return movedFrom(page, path);
  };

/**
 * A step reached by Next with its work already done moves on by itself (requirements.md 2.11), maybe before
 * this runs: it waits to leave the path the walk found it on.
 */
export const movesOnItself: StepAction = async (page, seen) => {
  const path = seen ?? stepPath(page);
  await expect.poll(() => stepPath(page), { message: `${path} moves on by itself` }).not.toBe(path);
  return 'moved';
};

/** With no signal the photo is kept on the phone, to upload with its write (issue 13). */
export const keepPhoto =
  (file: string): StepAction =>
  async (page) => {
    await page.locator('main input[type="file"]').setInputFiles(file);
    await expect(page.getByText('Photo saved on this phone. It uploads when you have signal.')).toBeVisible();
  };

export function stepPath(page: Page): string {
  return new URL(page.url()).pathname.replace(/^\/itinerary\/[^/]+\/?/, '');
}

export const nextButton = (page: Page) => page.locator('.itinerary-step__footer').getByRole('button');

/**
 * Walks from the current step until the path ends with `until`, or matches it (/^$/: the day's
 * overview); that step is left for the caller.
 * `actions` maps a path ending to what the screen needs before Next; an action answering 'moved'
 * went on by itself (a yes/no answer, Drive, I've arrived). `eachScreen` looks at every screen
 * walked, as it first shows (axe, tap targets).
 */
export async function walkUntil(
  page: Page,
  until: string | RegExp,
  actions: Record<string, StepAction> = {},
  eachScreen?: (page: Page, path: string) => Promise<void>,
): Promise<void> {
  const seen: string[] = [];
  for (let guard = 0; guard < 120; guard += 1) {
    await expect(page.locator('main h1')).toBeVisible();
    const path = stepPath(page);
    if (typeof until === 'string' ? path.endsWith(until) : until.test(path)) return;
    seen.push(path);
    await eachScreen?.(page, path);
    const key = Object.keys(actions)
      .filter((suffix) => path.endsWith(suffix))
      .sort((a, b) => b.length - a.length)[0];
    const outcome = key ? await actions[key]!(page, path) : undefined;
    if (outcome !== 'moved') {
      // On a busy machine a step the action finished may move on later than the action waited:
      // either it leaves by itself or its Next is enabled, and only a step still here is pressed on.
      const next = nextButton(page);
      await expect
        .poll(async () => stepPath(page) !== path || (await next.isEnabled().catch(() => false)), {
          message: `Next on ${path}`,
        })
        .toBe(true);
      if (stepPath(page) === path) {
        // Through a handle on this step's own button: a locator would find the next step's Next
        // when the step moves on between the check and the click, and wait on it for ever.
        const button = await next.elementHandle();
        await button?.click({ timeout: 10_000 }).catch((error: unknown) => {
          if (stepPath(page) === path) throw error;
        });
      }
    }
    await expect.poll(() => stepPath(page), { message: `leaving ${path}` }).not.toBe(path);
  }
  throw new Error(`Never reached ${until}; walked ${seen.join(' -> ')}`);
}
