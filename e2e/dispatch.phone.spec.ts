/**
 * Dispatch (issue 25): an office orders a collection for tomorrow; operations, on a desktop in
 * their own browser context, see it waiting, build tomorrow in Brooklyn with the route optimiser
 * (its progress shown while the job runs), pin a visit and publish the days as offers with
 * additional earnings; the office sees its order scheduled; a nurse the plan chose, on her phone,
 * accepts her offer and the dispatcher's board shows it without a reload; another nurse declines
 * hers with a reason, the board shows it live, and the dispatcher offers that day to a third.
 *
 * Tomorrow's 30 waiting visits and the five dispatch nurses (ana, cara, devi, eva, fay) belong to
 * this file alone (db/seed-dispatch.ts); Brooklyn's 16 and Maya Morgan's new order are built here.
 */
import { atServerTime, callFn, expect, serverDay, test, labOrder } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

test('operations build tomorrow with the optimiser and publish it; a nurse accepts her offer on her phone', async ({
  page,
  browser,
  loginAs,
}) => {
  // A desktop and a phone, a 5-second optimiser run and three changes re-planned on the server
  // (ADR 084): about a minute on a busy machine.
  test.setTimeout(180_000);
  const desk = await atServerTime(
    await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' }),
  );
  const board = await desk.newPage();
  try {
    const tomorrow = await serverDay(1);
    let requisition = '';
    let cancelLater: string[] = [];
    await test.step('an office orders a collection for tomorrow (Riverside Lab, for its partner clinic’s Maya Morgan)', async () => {
      await loginAs('prescriber', board);
      const order = await callFn(
        board,
        'createOrder',
        labOrder({
          patientID: 'user-patient-maya',
          testIDs: ['test-cbc'],
          requestedDate: tomorrow,
          windowStart: '10:00',
          windowEnd: '14:00',
        }),
      );
      requisition = order.requisitionNumber;
      // A second visit for her the same morning, which the office cancels once the day is built.
      const second = await callFn(
        board,
        'createOrder',
        labOrder({
          patientID: 'user-patient-maya',
          testIDs: ['test-cbc'],
          requestedDate: tomorrow,
          windowStart: '08:00',
          windowEnd: '12:00',
        }),
      );
      cancelLater = second.procedureIDs;
    });

    await loginAs('admin', board);
    await board.goto('/admin');
    // Dispatch is in operations' navigation, one tap from any page.
    await board.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dispatch' }).click();
    await expect(board.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();

    await test.step('the board: tomorrow in Brooklyn, 16 visits waiting and the nurses who could take them', async () => {
      // The demo's 16 and Maya's, and any other journey on this server ordered for tomorrow in
      // Brooklyn meanwhile (the office's journey does, for its new patient with a map pin).
      const waiting = board.getByRole('heading', { name: /^Waiting visits \(\d+\)$/ });
      await expect(waiting).toBeVisible();
      expect(Number(/\((\d+)\)/.exec(await waiting.innerText())?.[1])).toBeGreaterThanOrEqual(17);
      await expect(board.getByRole('table', { name: 'Waiting visits' })).toContainText('Maya Morgan');
      const nurses = board.getByRole('list', { name: 'Nurses' });
      await expect(nurses).toContainText('Ana Alvarez');
      await expect(nurses).toContainText('Devi Das');
      expect(await seriousViolations(board)).toEqual([]);
    });

    await test.step('Build the day: the optimiser runs as a job, its progress shown, then the plan', async () => {
      await board.getByRole('button', { name: 'Build the day' }).click();
      await expect(board.getByRole('status').filter({ hasText: 'Optimising' })).toBeVisible();
      await expect(board.getByRole('heading', { name: /^The plan: \d+ nurses?, \d+ left out/ })).toBeVisible({
        timeout: 60_000,
      });
      await expect(board.getByRole('group', { name: "Each nurse's day" })).toBeVisible();
      // Each nurse's route on the street map (ADR 083): its tiles loaded, a line per nurse, stops
      // numbered; no coordinate and no setting's name anywhere on the board.
      const map = board.getByRole('img', { name: /^Map of the day: \d+ nurses?’s? routes?$/ });
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      await expect(map.locator('path.ui-map__line').first()).toBeVisible();
      await expect(map.locator('.ui-street-map__point--visit', { hasText: /^1$/ }).first()).toBeVisible();
      await expect(board.getByRole('main')).not.toContainText(/-?\d{1,3}\.\d{3,}|MAP_TILE_URL/);
      expect(await seriousViolations(board)).toEqual([]);
      await board.screenshot({ path: 'test-results/dispatch-plan.png', fullPage: true });
    });

    await test.step('the office cancels an order of the built day: the board says so and how many other stops moved (ADR 084)', async () => {
      await loginAs('prescriber', page);
      await callFn(page, 'setProcedureStatuses', { procedureIDs: cancelLater, status: 'canceled' });
      // Live, without a reload: the visit left the plan, the rest re-planned moving the fewest stops.
      const said = board.getByRole('status').filter({
        hasText: /^Maya Morgan's visit was cancelled by the office; (no other stop moved|\d+ other stops? moved)$/,
      });
      await expect(said).toBeVisible();
      const moved = Number(/(\d+) other/.exec(await said.innerText())?.[1] ?? 0);
      console.log(`dispatch: one cancelled order on the demo Brooklyn day moved ${moved} other stop(s)`);
      expect(moved).toBeLessThanOrEqual(2);
    });

    const days = board.getByRole('list', { name: "Nurses' days" });
    const nurseName = (await days.locator('.ui-card__title').first().textContent())?.trim() ?? '';
    // Her day, by her name: a change re-times a day, the list keeps its order.
    const firstDay = days.getByRole('listitem').filter({ has: board.getByRole('heading', { name: nurseName }) });
    expect(nurseName).toMatch(/^(Ana Alvarez|Cara Chen|Devi Das)$/);
    const nurseEmail = `${nurseName.split(' ')[0]!.toLowerCase()}.nurse@demo.test`;

    await test.step('one visit set aside: the re-plan keeps every nurse and says how many other stops moved (ADR 084)', async () => {
      const before = await days.locator('.ui-card__title').count();
      // A visit not Maya Morgan's (the office checks hers is scheduled), from the last day.
      const lastDay = days
        .getByRole('listitem')
        .filter({ has: board.locator('.ui-card__title') })
        .last();
      const stop = lastDay
        .getByRole('list', { name: /'s stops$/ })
        .getByRole('listitem')
        .filter({ has: board.getByRole('button', { name: 'Set aside' }) })
        .filter({ hasNotText: 'Maya Morgan' })
        .first();
      const label = (await stop.locator('span').first().innerText()).replace(/\s*Pinned$/, '').trim();
      const patient = label.replace(/^\d{2}:\d{2} /, '');
      await stop.getByRole('button', { name: 'Set aside' }).click();
      const said = board.getByRole('status').filter({ hasText: /^(No other stop moved|\d+ other stops? moved)$/ });
      await expect(said).toBeVisible();
      const moved = Number(/^(\d+)/.exec(await said.innerText())?.[1] ?? 0);
      console.log(`dispatch: one set-aside on the demo Brooklyn day moved ${moved} other stop(s)`);
      expect(moved).toBeLessThanOrEqual(2);
      await expect(days.locator('.ui-card__title')).toHaveCount(before);
      const leftOut = board
        .getByRole('list', { name: 'Visits left out' })
        .getByRole('listitem')
        .filter({ hasText: patient });
      await expect(leftOut).toContainText('Set aside by the dispatcher.');
      // Given back to a nurse: the plan is whole again, and no visit is pinned by it.
      const hers = (await lastDay.locator('.ui-card__title').innerText()).trim();
      await leftOut.getByLabel('Give it to').selectOption({ label: hers });
      await expect(board.getByRole('list', { name: 'Visits left out' }).getByText(patient)).toHaveCount(0);
      await expect(board.getByText('Pinned', { exact: true })).toHaveCount(0);
    });

    await test.step('a visit dragged to another nurse: the board says whether it fits and the driving before the drop', async () => {
      const timeline = board.getByRole('group', { name: "Each nurse's day" });
      const rows = timeline.locator('li');
      const bar = rows.first().locator('[draggable="true"]').first();
      const visit = ((await bar.getAttribute('aria-label')) ?? '').replace(/, \d{2}:\d{2} to \d{2}:\d{2}$/, '');
      const target = rows.nth(1);
      const to = (await target.locator('.ui-timeline-day__name').innerText()).trim();
      await bar.hover();
      await board.mouse.down();
      await target.hover();
      await target.hover({ position: { x: 200, y: 10 } });
      const preview = board
        .getByRole('status')
        .filter({ hasText: `Move ${visit} to ${to}: ` })
        .filter({ hasNotText: 'checking' });
      await expect(preview).toHaveText(
        new RegExp(`^Move .+ to ${to}: (Fits · (\\+\\d+ min driving|\\d+ min less driving|no more driving)|.+\\.)$`),
      );
      const fits = (await preview.innerText()).includes(': Fits · ');
      await board.screenshot({ path: 'test-results/dispatch-drag-preview.png' });
      await board.mouse.up();
      await expect(
        board.getByRole('status').filter({ hasText: fits ? /other stops? moved$/ : `${visit} stays: ` }),
      ).toBeVisible();
    });

    await test.step('a visit pinned to its nurse by hand (the domain checks the change)', async () => {
      await firstDay.getByRole('button', { name: 'Pin', exact: true }).first().click();
      await expect(firstDay.getByText('Pinned').first()).toBeVisible();
      await expect(board.getByRole('heading', { name: /changed by hand/ })).toBeVisible();
    });

    await test.step('publish: each day offered to its nurse, $20 more for the first', async () => {
      await firstDay.getByLabel(`Additional earnings for ${nurseName} ($)`).fill('20');
      await board.getByRole('button', { name: 'Publish offers' }).click();
      // It asks first, with the plan's figures: one itinerary per nurse's day, its visits and the pay.
      const nurses = /The plan: (\d+) nurse/.exec(
        await board.getByRole('heading', { name: /^The plan:/ }).innerText(),
      )?.[1];
      const question = board.getByRole('group', {
        name: /^Publish \d+ itinerar(y|ies) to \d+ nurses?: \d+ visits?, \$[\d,.]+ in pay\?$/,
      });
      await expect(question).toBeVisible();
      expect(await question.getAttribute('aria-label')).toContain(`to ${nurses} nurse`);
      await board.screenshot({ path: 'test-results/dispatch-publish-confirm.png' });
      await question.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(board.getByRole('heading', { name: 'Offers' })).toBeVisible();
      await expect(board.getByRole('heading', { name: /\(published\)/ })).toBeVisible();
      const offered = board
        .getByRole('list', { name: 'Published itineraries' })
        .getByRole('listitem')
        .filter({ hasText: nurseName });
      await expect(offered.first()).toContainText('Offered');
    });

    await test.step('the office sees its order scheduled', async () => {
      await loginAs('prescriber', board);
      await board.goto('/office/orders');
      await board.getByLabel('Search').fill(requisition);
      await board.getByRole('button', { name: 'Search' }).click();
      const rows = board.getByRole('table', { name: 'Orders' }).locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Scheduled');
      await loginAs('admin', board);
      await board.goto('/admin/dispatch');
      await expect(board.getByRole('heading', { name: 'Offers' })).toBeVisible();
    });

    await test.step('the nurse, on her phone, sees the offer and accepts it', async () => {
      await loginAs({ email: nurseEmail, password: 'sample-collect-demo' });
      await page.goto('/?view=marketplace');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Offers' })).toBeVisible();
      const offer = page.locator('.ui-card').first();
      await expect(offer).toBeVisible();
      // Before she accepts: when the day ends and its work (stops and tests), never an address.
      await expect(offer.locator('.ui-card__title')).toHaveText(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
      await expect(offer).toContainText(/\d+ stops? · [A-Z0-9-]+(, [A-Z0-9-]+)*/);
      await expect(offer).not.toContainText(/\d+ [A-Z][a-z]+ (St|Ave|Pl|Rd|Blvd)\b/);
      await page.screenshot({ path: 'test-results/dispatch-offer-card.png' });
      await offer.getByRole('link', { name: 'Details' }).click();
      await expect(page).toHaveURL(/\/offer\/[^/]+$/);
      await page.getByRole('link', { name: 'Accept' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
    });

    await test.step("the dispatcher's board shows her acceptance without a reload", async () => {
      const mine = board
        .getByRole('list', { name: 'Published itineraries' })
        .getByRole('listitem')
        .filter({ hasText: `Taken by ${nurseName}` });
      await expect(mine.first()).toContainText('Accepted');
    });

    await test.step('another nurse declines with a reason; the board shows it live; the day is offered to a third', async () => {
      const names = (await days.locator('.ui-card__title').allTextContents()).map((n) => n.trim());
      const second = names[1];
      test.skip(second === undefined, 'the optimiser planned a single nurse');
      const secondEmail = `${second!.split(' ')[0]!.toLowerCase()}.nurse@demo.test`;
      await loginAs({ email: secondEmail, password: 'sample-collect-demo' });
      await page.goto('/?view=marketplace');
      const offer = page.locator('.ui-card').first();
      await offer.getByRole('button', { name: 'Decline' }).click();
      await offer.getByLabel('Reason for declining').fill('My car is in the shop.');
      await offer.getByRole('form', { name: 'Decline the offer' }).getByRole('button', { name: 'Decline' }).click();
      await expect(offer).toHaveCount(0);

      const declined = board
        .getByRole('list', { name: 'Published itineraries' })
        .getByRole('listitem')
        .filter({ hasText: 'Not taken yet' })
        .filter({ hasText: second! });
      await expect(declined).toContainText('Declined');
      await expect(declined).toContainText('“My car is in the shop.”');
      const third = ['Ana Alvarez', 'Cara Chen', 'Devi Das'].find((n) => !names.includes(n))!;
      await declined.getByLabel('Nurse').selectOption({ label: third });
      await declined.getByRole('button', { name: 'Offer to her' }).click();
      await expect(declined.getByRole('list', { name: 'Offers made' })).toContainText(`${third} Offered`);
      await board.screenshot({ path: 'test-results/dispatch-offers.png', fullPage: true });
    });
  } finally {
    await desk.close();
  }
});
