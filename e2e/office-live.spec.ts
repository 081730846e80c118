/**
 * The orders list updates live (issue 14, ADR 006): a prescriber has the orders list open; in
 * another browser a coworker of the same office cancels the order's test on its procedure page; the
 * first list's status changes from Ordered to Canceled without a reload (setProcedureStatuses
 * publishes `offices/office-lab` after its commit, functions/order-notices.ts, and the list's
 * query refetches).
 *
 * Why a coworker and not a nurse: a nurse's field write publishes the same notice through the same
 * path (followOrders), but the only itinerary that holds office orders is the demo nurse's, which
 * belongs to field-day.phone.spec.ts alone (a step on it here would race that journey), and no
 * named function makes an itinerary yet. The server suite covers the notices themselves
 * (packages/server/test/live.test.ts, test/custody.test.ts).
 *
 * Records: a fresh assistant of the demo lab (deleted after), a fresh patient and her one-test order
 * (kept: no function deletes an order).
 */
import { atServerTime, callFn, expect, outbox, serverDay, test, uniqueEmail, labOrder } from './fixtures.ts';

const PASSWORD = 'a-live-coworker-password';

test('the orders list shows a coworker’s cancel without a reload', async ({ page, browser, loginAs, operations }) => {
  const coworkerEmail = uniqueEmail('live.assistant');
  const { userID: coworkerID } = await callFn(operations, 'createUserWithEmailLink', {
    user: { email: coworkerEmail, firstName: 'Lee', lastName: 'Live', role: 'assistant' },
    emailLinkURL: `${operations.origin}/finishSignUp`,
    office: { id: 'office-lab' },
  });
  const theirs = await atServerTime(await browser.newContext());
  try {
    const tab = await theirs.newPage();
    await test.step('a coworker joins the lab: approved, password created, invitation accepted', async () => {
      await callFn(operations, 'approveUser', { userID: coworkerID });
      const [finish] = (await outbox(operations, coworkerEmail)).filter((e) =>
        e.subject.startsWith('Finish signing up'),
      );
      const token = finish?.links[0] ? new URL(finish.links[0]).searchParams.get('token') : null;
      expect(token).toBeTruthy();
      await callFn(tab, 'setPasswordWithToken', { token: token!, password: PASSWORD, mode: 'create' });
      await callFn(tab, 'acceptOfficeInvitation', { officeID: 'office-lab' });
    });

    await loginAs('prescriber');
    const lastName = `Livesey${Date.now().toString(36)}`;
    const { userID: patientID } = await callFn(page, 'createUserWithEmailLink', {
      user: {
        email: uniqueEmail('live.patient'),
        firstName: 'Liv',
        lastName,
        role: 'patient',
        dateOfBirth: '1988-04-09',
        timeZone: 'America/New_York',
      },
      emailLinkURL: `${operations.origin}/finishSignUp`,
      office: { id: 'office-lab' },
    });
    const order = await callFn(
      page,
      'createOrder',
      labOrder({
        patientID,
        testIDs: ['test-crp'],
        requestedDate: await serverDay(1),
        windowStart: '08:00',
        windowEnd: '10:00',
      }),
    );

    const row = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    const status = row.getByRole('cell').nth(3);
    await test.step('the prescriber has the orders list open on the order: Ordered', async () => {
      await page.goto(`/office/orders?q=${order.requisitionNumber}`);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Liv ${lastName}`);
      await expect(page.getByRole('columnheader').nth(3)).toHaveText(/Status/);
      await expect(status).toHaveText('Ordered');
      // Marks this document: a reload would lose the mark.
      await page.evaluate(() => ((window as unknown as { liveMark?: string }).liveMark = 'kept'));
    });

    await test.step('in another browser the coworker cancels the test on its procedure page', async () => {
      await tab.goto(`/office/procedures/${order.procedureIDs[0]}`);
      await expect(
        tab.getByRole('heading', { level: 1, name: 'C-Reactive Protein (CRP), High Sensitivity' }),
      ).toBeVisible();
      await tab.getByRole('button', { name: 'Cancel CRP' }).click();
      await expect(
        tab.getByText(`Cancel the C-Reactive Protein (CRP), High Sensitivity for Liv ${lastName}?`),
      ).toBeVisible();
      await tab.getByRole('button', { name: 'Yes, cancel the test' }).click();
      await expect(tab.getByText('C-Reactive Protein (CRP), High Sensitivity canceled.')).toBeVisible();
    });

    await test.step('the prescriber’s list says Canceled, with no reload', async () => {
      await expect(status).toHaveText('Canceled', { timeout: 10_000 });
      expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('kept');
      await page.screenshot({ path: test.info().outputPath('orders-list-live.png'), fullPage: true });
    });
  } finally {
    await theirs.close();
    await callFn(operations, 'deleteUser', { userID: coworkerID });
  }
});
