/**
 * Operations decide on people (issue 25; requirements.md 2.2, 4): each decision asks first, says what
 * happened after, and offers only what the transition rule allows: a waitlisted person is never
 * approved straight away, a declined one has no decision left. Fresh nurses only, found by email.
 */
import type { Page } from '@playwright/test';
import { expect, outbox, test } from './fixtures.ts';

async function openPeople(page: Page, email: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await page.getByRole('link', { name: 'Open people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name or email' }).fill(email);
  await expect(page.getByRole('list', { name: 'People' }).getByRole('listitem')).toHaveCount(1);
}

const decisionButton = (page: Page, label: string, email: string) =>
  page.getByRole('button', { name: `${label}: ${email}`, exact: true });

test('operations waitlist a nurse, ask her for an interview, then approve her, confirming each', async ({
  page,
  loginAs,
  freshNurse,
  operations,
}) => {
  await loginAs('admin');
  await openPeople(page, freshNurse.email);
  const person = page.getByRole('list', { name: 'People' }).getByRole('listitem');
  await expect(person.getByText('Joining')).toBeVisible();

  await test.step('waitlist: asked first, then told', async () => {
    await decisionButton(page, 'Waitlist', freshNurse.email).click();
    await expect(page.getByRole('group', { name: 'Waitlist: Erin Endtoend?' })).toBeFocused();
    await expect(page.getByText('They will be emailed that we are not yet live in their area')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, waitlist' }).click();
    await expect(page.getByText('Erin Endtoend was put on the waitlist. They have been emailed.')).toBeVisible();
    await expect(person.getByText('Waitlisted', { exact: true })).toBeVisible();
  });

  await test.step('a waitlisted nurse cannot be approved straight away (issue 25)', async () => {
    await expect(decisionButton(page, 'Approve', freshNurse.email)).toHaveCount(0);
    await expect(decisionButton(page, 'Require an interview', freshNurse.email)).toBeVisible();
  });

  await test.step('an interview, then approval', async () => {
    await decisionButton(page, 'Require an interview', freshNurse.email).click();
    await page.getByRole('button', { name: 'Yes, require an interview' }).click();
    await expect(page.getByText('Erin Endtoend was asked to book an interview. They have been emailed.')).toBeVisible();
    await decisionButton(page, 'Approve', freshNurse.email).click();
    await page.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(page.getByText('Erin Endtoend was approved. They have been emailed.')).toBeVisible();
    await expect(person.getByText('Approved', { exact: true })).toBeVisible();
  });

  const subjects = (await outbox(operations, freshNurse.email)).map((m) => m.subject);
  expect(subjects).toEqual(
    expect.arrayContaining(['You are on the waitlist', 'Book your interview', 'You are approved']),
  );
});

test('operations decline a nurse after changing their mind once; nothing is left to decide', async ({
  page,
  loginAs,
  freshNurse,
}) => {
  await loginAs('admin');
  await openPeople(page, freshNurse.email);
  const person = page.getByRole('list', { name: 'People' }).getByRole('listitem');

  await decisionButton(page, 'Decline', freshNurse.email).click();
  await expect(page.getByText('A declined person cannot be approved later.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(person.getByText('Joining')).toBeVisible();

  await decisionButton(page, 'Decline', freshNurse.email).click();
  await page.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(page.getByText('Erin Endtoend was declined. They have been emailed.')).toBeVisible();
  await expect(person.getByText('Declined', { exact: true })).toBeVisible();
  await expect(person.getByRole('button')).toHaveCount(0);
});
