/**
 * A new nurse finishes joining on a phone without anyone's help (issue 23, ADR 043): from the
 * welcome page's "Go to work settings", she fills in her profile and licence, her hours, where she
 * leaves from, her work area and procedures, and submits: she lands on "Waiting for approval", the
 * status that waits for operations. A fresh sign-up of her own (the demo pending nurse stays pending
 * for the other journeys).
 */
import { messages, savedMessage } from '@sc/domain/messages';
import { expect, serverDay, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

test('a pending nurse completes onboarding up to the status that waits for operations', async ({
  page,
  loginAs,
  freshNurse,
}) => {
  // Every page of her profile and work settings: about 20 s alone, past 30 s beside the field day.
  test.setTimeout(120_000);
  await loginAs(freshNurse);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to work settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work Settings' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Joining steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByText('To do')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Licences valid a year or two from the server's year, whatever year it is.
  const thisYear = Number((await serverDay(0)).slice(0, 4));
  await test.step('her profile and licence; a bad NPI is refused first', async () => {
    await steps.getByRole('link', { name: /Your profile/ }).click();
    const form = page.getByRole('form', { name: 'Your profile' });
    await form.getByLabel('Phone').fill('+1 718 555 0142');
    await form.getByLabel('Home address').fill('10 Court St, Brooklyn, NY 11201');
    await form.getByLabel('Date of birth').fill('1991-02-03');
    await form.getByLabel('Title').fill('RN');
    await form.getByLabel('NPI').fill('1245319598');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Enter a 10-digit NPI with a valid check digit.')).toBeVisible();
    await form.getByLabel('NPI').fill('1245319599');
    await form.getByRole('button', { name: 'Add a licence or certification' }).click();
    await form.getByLabel('Name', { exact: true }).fill('Registered Nurse');
    await form.getByLabel('Number').fill('RN-778899');
    await form.getByLabel('Expiry date').fill(`${thisYear + 2}-06-30`);
    await form.getByRole('button', { name: 'Add a licence or certification' }).click();
    await form.getByLabel('Name', { exact: true }).nth(1).fill('Certified Phlebotomy Technician');
    await form
      .getByLabel('Expiry date')
      .nth(1)
      .fill(`${thisYear + 1}-03-31`);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(savedMessage('profile'))).toBeVisible();
    await page.screenshot({ path: 'test-results/onboarding-profile-phone.png', fullPage: true });
  });

  await test.step('her hours, where she leaves from, her work area and procedures', async () => {
    await page.goto('/work-settings/availability');
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    await page.getByRole('checkbox', { name: 'Wednesday' }).check();
    await page.getByLabel('Wednesday until').fill('13:00');
    await page.screenshot({ path: 'test-results/onboarding-availability-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Availability/ })).toContainText('Mon, Wed');

    await page.getByRole('link', { name: /Location settings/ }).click();
    // ADR 082: an address found nowhere is refused beside it, nothing saved; a demo-area one is placed and confirmed.
    await page.getByLabel('Leave from').fill('zzzz nowhere');
    await page.getByRole('button', { name: 'Save locations' }).click();
    await expect(page.getByLabel('Leave from')).toHaveAccessibleDescription(
      '“zzzz nowhere” was not found on the map. Correct the address or place a pin.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Location settings' })).toBeVisible();
    await page.getByLabel('Leave from').fill('10 Court St, Brooklyn, NY 11201');
    await page.getByRole('button', { name: 'Save locations' }).click();
    await expect(page.getByText('Placed at: 10 Court St, Brooklyn, NY 11201')).toBeVisible();
    await expect(page.getByText('Is this the right place?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Settings' })).toBeVisible();

    await page.getByRole('link', { name: /Work area/ }).click();
    await page.getByRole('checkbox', { name: 'Brooklyn' }).check();
    await page.getByRole('button', { name: 'Save work area' }).click();
    // The region she now works in has its own settings, one tap from her work area (requirements.md 2.10).
    await page.getByRole('link', { name: /Work area/ }).click();
    await page.getByRole('link', { name: 'Brooklyn settings' }).click();
    await expect(page).toHaveURL(/\/work-settings\/service-region-settings\/region-brooklyn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brooklyn settings' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I work in Brooklyn' })).toBeChecked();
    await page.screenshot({ path: 'test-results/work-settings-region-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Save Brooklyn settings' }).click();
    await expect(page.getByRole('link', { name: /Work area/ })).toContainText('Brooklyn');

    await page.getByRole('link', { name: /My procedures/ }).click();
    await page.getByRole('checkbox', { name: 'Venipuncture (blood draw)' }).check();
    await page.getByRole('button', { name: 'Save procedures' }).click();
    await expect(page.getByRole('link', { name: /My procedures/ })).toContainText('Venipuncture');
  });

  await test.step('every step done: she submits and waits for operations', async () => {
    await expect(steps.getByText('Done')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/onboarding-hub-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    // It says it was sent and what comes next (ADR 086).
    await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toContainText(messages.sentForReview);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  });
});
