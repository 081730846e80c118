/**
 * A nurse out sick (ADR 085): Riverside Lab orders a CBC for Maya Morgan (Brooklyn) on a weekend day;
 * operations build that day, pin the visit to Devi Das and publish; Devi accepts. On the live day,
 * operations mark Devi out sick from her itinerary's card: the confirm says what will happen, the
 * day lists her out, her itinerary is no one's and is offered to Brooklyn's other nurses. The
 * office's procedure page reads the visit's time "waiting for a nurse" and its timeline that the
 * nurse changed, never why; once Ana accepts, the page names Ana.
 *
 * Brooklyn on the first weekend day at least three days out belongs to this file (the demo's
 * Brooklyn day is tomorrow, dispatch.phone.spec.ts); Devi is out only that day.
 */
import { outSickDayLabel } from '@sc/domain/dispatch/out-sick';
import { atServerTime, callFn, DEMO_PASSWORD, expect, serverDay, test, labOrder } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const DEVI = 'user-dispatch-devi';

test('operations mark Devi out sick; her visit is offered to others and the office reads the change', async ({
  page,
  browser,
  loginAs,
  operations,
}) => {
  test.setTimeout(120_000);
  // A weekend day at least three days out: Brooklyn's dispatch nurses work every day, the demo
  // nurse (Nora) weekdays only, so her offers, which other journeys count, stay as they are.
  let day = '';
  for (let n = 3; !day; n++) {
    const candidate = await serverDay(n);
    if ([0, 6].includes(new Date(`${candidate}T12:00:00Z`).getUTCDay())) day = candidate;
  }
  const today = await serverDay(0);
  const dayLabel = outSickDayLabel(day, today)!;

  let procedureID = '';
  let itineraryID = '';
  await test.step('Riverside Lab orders; operations build the day, give the visit to Devi and publish', async () => {
    await loginAs('prescriber');
    const order = await callFn(
      page,
      'createOrder',
      labOrder({
        patientID: 'user-patient-maya',
        testIDs: ['test-cbc'],
        requestedDate: day,
        windowStart: '10:00',
        windowEnd: '14:00',
      }),
    );
    procedureID = order.procedureIDs[0]!;
    const { runID } = await callFn(operations, 'buildDispatchDay', {
      day,
      serviceRegionID: 'region-brooklyn',
      seconds: 1,
    });
    await expect
      .poll(
        async () =>
          (await callFn(operations, 'getDispatchBoard', { day, serviceRegionID: 'region-brooklyn' })).run?.status,
        { timeout: 60_000 },
      )
      .toBe('done');
    await callFn(operations, 'changeDispatchPlan', {
      runID,
      change: { kind: 'pin', visitId: order.orderID, nurseId: DEVI, time: 10 * 3600 },
    });
    ({
      itineraryIDs: [itineraryID = ''],
    } = await callFn(operations, 'publishDispatchPlan', { runID }));
    const deviDesk = await atServerTime(await browser.newContext());
    const devi = await deviDesk.newPage();
    await loginAs({ email: 'devi.nurse@demo.test', password: DEMO_PASSWORD }, devi);
    await callFn(devi, 'acceptItineraryOffer', { itineraryID });
    await deviDesk.close();
  });

  await test.step('the live day: Devi’s card, the confirm that says what will happen, then her day out', async () => {
    await loginAs('admin');
    await page.goto('/admin/live');
    await page.getByRole('textbox', { name: 'Day' }).fill(day);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Devi Das' }) });
    await expect(card.getByText('Accepted')).toBeVisible();
    await card.getByRole('button', { name: 'Mark Devi Das out sick' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark Devi Das out sick on ${dayLabel}?` });
    await expect(dialog).toContainText(
      `Devi’s 1 itinerary on ${dayLabel} will be withdrawn and its 1 visit offered to other nurses.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark out sick' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /^Out sick/ })).toContainText('Devi Das');
    await expect(page.getByText(`Devi Das is out sick on ${dayLabel}`)).toBeVisible();
    await expect(page.getByText(/itinerary \(1 visit\) is offered to Ana Alvarez and Cara Chen\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Devi Das' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No nurse yet' })).toBeVisible();
  });

  await test.step('the office reads the visit waiting for a nurse, never why', async () => {
    await loginAs('prescriber');
    await page.goto(`/office/procedures/${procedureID}`);
    await expect(page.getByText(/^\w{3}, \w{3} \d+, \d{1,2}:\d{2} [AP]M, waiting for a nurse$/)).toBeVisible();
    await expect(page.getByText('Reason: The visit’s nurse changed: it is offered to another nurse')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/sick|ill\b/i);
  });

  await test.step('Ana accepts it: the office’s page names her, without a reload', async () => {
    const anaDesk = await atServerTime(await browser.newContext());
    const ana = await anaDesk.newPage();
    await loginAs({ email: 'ana.nurse@demo.test', password: DEMO_PASSWORD }, ana);
    await callFn(ana, 'acceptItineraryOffer', { itineraryID });
    await anaDesk.close();
    await expect(page.getByText(/^\w{3}, \w{3} \d+, \d{1,2}:\d{2} [AP]M with Ana Alvarez$/)).toBeVisible();
  });
});
