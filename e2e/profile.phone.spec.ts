/**
 * The demo nurse's profile on a phone (issue 23 personal info; ADR 059): she adds her picture (a
 * photo uploaded, shown back from the server) and a language with its fluency, saves, and after a
 * reload both are still there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the demo nurse adds her picture and a language to her profile', async ({ page, loginAs }, testInfo) => {
  test.setTimeout(60_000);
  await loginAs('nurse');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-picture-'));
  fs.writeFileSync(path.join(dir, 'me.png'), PNG);
  const picked = page.waitForResponse((r) => r.url().endsWith('/api/fn/setProfilePicture') && r.status() === 200);
  await page.locator('main input[type="file"]').first().setInputFiles(path.join(dir, 'me.png'));
  await picked;
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  fs.rmSync(dir, { recursive: true, force: true });

  await page.getByRole('button', { name: 'Add a language' }).click();
  const language = page
    .locator('.ui-card')
    .filter({ has: page.getByRole('heading', { name: /^Language \d+$/ }) })
    .last();
  await language.getByLabel('Language').fill('French');
  await language.getByLabel('Fluency').selectOption({ label: 'Conversational' });
  await page.screenshot({ path: testInfo.outputPath('profile-phone.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'The photo you took' });
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/files\//);
  // The picture is read back and drawn: waited for, since the src is set before its bytes arrive.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const saved = page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: /^Language \d+$/ }) });
  await expect(saved.getByLabel('Language').last()).toHaveValue('French');
  await expect(saved.getByLabel('Fluency').last()).toHaveValue('conversational');
});
