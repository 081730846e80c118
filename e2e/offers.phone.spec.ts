/**
 * The nurse's offers on a phone (requirements.md 2.3, 2.10; issue 4): grouped by date with time, regions
 * and earnings; a decline needs a reason; an accepted offer leaves the list; an offer overlapping
 * work she accepted is refused, saying which. The demo nurse's three offers belong to this file
 * alone; the last one, refused to her, is assigned to another nurse by operations while her screen
 * is open, and the screen follows through the live updates.
 */
import { callFn, expect, test } from './fixtures.ts';

/**
 * ADR 070: a nurse holds one piece of work at a time. The itinerary she accepts (11:00, an hour with
 * no stops) and the Manhattan shift (09:00-15:00) are on the same day.
 */
const OVERLAPS_HER_ITINERARY =
  /^This overlaps your itinerary on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 11:00 AM – 12:00 PM\. You can't accept both\.$/;

test('the demo nurse declines one offer with a reason and accepts another through its offer route', async ({
  page,
  loginAs,
  operations,
}) => {
  await loginAs('nurse');
  let offersCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/fn/getShiftsOffered')) offersCalls += 1;
  });
  await page.goto('/?view=marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Offers' })).toBeVisible();

  const manhattan = page.locator('.ui-card').filter({ hasText: 'Manhattan' });
  const itinerary = page.locator('.ui-card').filter({ hasText: '$95' });
  const noArea = page.locator('.ui-card').filter({ hasText: '$210.50' });
  await expect(manhattan).toContainText('$205');
  await expect(noArea).toContainText('No Area on Shift');
  await expect(itinerary).toBeVisible();
  // Grouped under "dddd, MMMM D" headings.
  const dateHeading = /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/;
  await expect(page.getByRole('region', { name: dateHeading }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: dateHeading }).first()).toBeVisible();
  // The offers came inside the page (ADR 015): the list showed without asking for them.
  expect(offersCalls).toBe(0);

  await test.step('a decline without a reason is refused, and nothing is sent', async () => {
    await noArea.getByRole('button', { name: 'Decline' }).click();
    await noArea.getByRole('form', { name: 'Decline the offer' }).getByRole('button', { name: 'Decline' }).click();
    await expect(noArea.getByText('Please give a reason for declining.')).toBeVisible();
    await expect(noArea).toBeVisible();
  });

  await test.step('with a reason, the offer leaves the list', async () => {
    await noArea.getByLabel('Reason for declining').fill('I am away that weekend.');
    await noArea.getByRole('form', { name: 'Decline the offer' }).getByRole('button', { name: 'Decline' }).click();
    await expect(noArea).toHaveCount(0);
  });

  await test.step("an offer's own route: a decline without a reason is refused there too", async () => {
    await manhattan.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/shift-offer\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Shift offer' })).toBeVisible();
    await expect(page.getByText('$205')).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('form', { name: 'Decline the offer' }).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Please give a reason for declining.')).toBeVisible();
    // Its day and a way back (issue 27): the card alone showed only the hours.
    await expect(page.locator('main').getByText(dateHeading)).toBeVisible();
    await page.getByRole('link', { name: 'Back to your offers' }).click();
    await expect(manhattan).toBeVisible();
  });

  await test.step('the itinerary offer is accepted through its confirm step', async () => {
    await itinerary.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/offer\/[^/]+$/);
    await page.getByRole('link', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/offer\/[^/]+\/confirm$/);
    await expect(page.getByText('$95')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/offer\/[^/]+\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    await page.goto('/?view=marketplace');
    await expect(itinerary).toHaveCount(0);
    await expect(manhattan).toBeVisible();
  });

  await test.step('the Manhattan shift that day overlaps the itinerary: refused in plain words, and still offered', async () => {
    await manhattan.getByRole('button', { name: 'Accept' }).click();
    await expect(manhattan.getByRole('alert')).toHaveText(OVERLAPS_HER_ITINERARY);
    await expect(manhattan).toContainText('$205');
  });

  await page.reload();
  await expect(page.locator('.ui-card')).toHaveCount(1);

  await test.step('operations may not assign it to her either; given to another nurse, it leaves her open screen without a reload', async () => {
    expect(await callFn(operations, 'assignNurseToShift', { shiftID: 'shift-offer-1', userID: 'user-nurse' })).toEqual({
      success: false,
      message: expect.stringMatching(OVERLAPS_HER_ITINERARY),
    });
    expect(
      await callFn(operations, 'assignNurseToShift', { shiftID: 'shift-offer-1', userID: 'user-dispatch-eva' }),
    ).toEqual({ success: true });
    await expect(manhattan).toHaveCount(0);
    await expect(page.getByText('No shift offers right now...')).toBeVisible();
  });
});
