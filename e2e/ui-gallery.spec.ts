/**
 * The design system's gallery (/dev/ui, development only): axe finds nothing serious on any of its
 * components, the sheet keeps focus and closes on Escape, and each component's screenshot is saved
 * at a phone's width. The README's copies (components/ui/screenshots) are written only when asked,
 * after changing a component, so a test run never changes the tree:
 *   cd e2e && UI_SCREENSHOTS=1 npx playwright test ui-gallery.spec.ts
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const shots = process.env.UI_SCREENSHOTS
  ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/src/components/ui/screenshots')
  : path.join(os.tmpdir(), `sc-ui-screenshots-${process.pid}`);
const sections = [
  'icons',
  'buttons',
  'status-chips',
  'card',
  'alerts',
  'empty-state',
  'step-header',
  'action-bar',
  'sheet',
  'done-screen',
  'form-fields',
  'chip-combobox',
  'data-table',
  'timeline',
  'stability-clock',
  'confirm-panel',
];

test.use({ viewport: { width: 412, height: 860 }, deviceScaleFactor: 1, hasTouch: true });

test('every component of the design system, with no serious accessibility violation', async ({ page, loginAs }) => {
  // A long page, axe and a full-page screenshot: about 20 s alone, past 30 s on a busy machine.
  test.setTimeout(90_000);
  await loginAs('nurse');
  await page.goto('/dev/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const id of sections) {
    const section = page.locator(`[data-gallery="${id}"]`);
    await expect(section).toBeVisible();
    if (id === 'sheet') continue;
    await section.screenshot({ path: path.join(shots, `${id}.png`), animations: 'disabled' });
  }

  // The chip combobox (ADR 087) by keyboard at a phone's width: type, arrow down, Enter; a chip's Remove.
  const combobox = page.getByRole('combobox', { name: 'Add a diagnosis' });
  await combobox.fill('diab');
  await expect(page.getByRole('listbox', { name: 'Diagnoses found' }).getByRole('option').first()).toHaveText(
    'Z13.1 Encounter for screening for diabetes mellitus',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('[data-gallery="chip-combobox"]').screenshot({
    path: path.join(shots, 'chip-combobox-open.png'),
    animations: 'disabled',
  });
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  const chosen = page.getByRole('list', { name: 'Diagnoses chosen' }).getByRole('listitem');
  await expect(chosen).toHaveText([
    'E11.9 Type 2 diabetes mellitus without complications×',
    'I10 Essential (primary) hypertension×',
    'Z83.3 Family history of diabetes mellitus×',
  ]);
  await expect(combobox).toBeFocused();
  await page.getByRole('button', { name: 'Remove I10 Essential (primary) hypertension' }).click();
  await expect(chosen).toHaveCount(2);
  const box = await page.locator('[data-gallery="chip-combobox"]').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(412);

  // The nav bar as a signed-in nurse sees it on a phone, and its menu sheet.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
  await nav.screenshot({ path: path.join(shots, 'nav-bar.png'), animations: 'disabled' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Wallet' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'nav-sheet.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeFocused();

  // The gallery's own sheet, opened the same way.
  await page.getByRole('button', { name: 'Open the sheet' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'sheet.png'), animations: 'disabled' });

  await page.keyboard.press('Escape');

  // The components at work: an itinerary step (read only: nothing is pressed) in its frame.
  await page.goto('/itinerary/itinerary-accepted/waypoint/wp-pia/nurse-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Show ID to the patient' })).toBeVisible();
  await expect(page.getByText('Stop 1 of 3')).toBeVisible();
  await expect(page.getByText(/^Step \d+ of \d+$/)).toBeVisible();
  await expect(page.locator('.ui-action-bar').getByRole('button', { name: 'Next' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'step-frame.png'), animations: 'disabled' });
});
