/**
 * The office portal's orders on a desktop (issue 14): a prescriber adds a new patient, orders a
 * lipid panel and vitamin D, sees the collection the nurse will make (one gold top, kept dark,
 * after a 12-hour fast), places the order, prints its requisition (the test reads the barcode back
 * from the PDF), finds it in the list and cancels the vitamin D on its procedure page, and invites
 * an assistant who accepts through the emailed link and sees the same order, and reads the reports
 * and their CSV. A draft survives a reload; another office sees nothing of it.
 */
import fs from 'node:fs';
import { formatBirthDate } from '@sc/domain/format/local-dates';
import { messages } from '@sc/domain/messages';
import { readPdf } from '../packages/server/test/pdf-reader.ts';
import { seriousViolations } from './axe.ts';
import {
  atServerTime,
  callFn,
  expect,
  linkFromOutboxPage,
  serverDay,
  test,
  uniqueEmail,
  labOrder,
} from './fixtures.ts';

test('a prescriber orders a lipid panel and vitamin D for a new patient and prints the requisition', async ({
  page,
  browser,
  loginAs,
}) => {
  // Ordering (with its diagnoses, ADR 087), printing, cancelling and a coworker joining: the longest desktop journey.
  test.setTimeout(150_000);
  await loginAs('prescriber');
  await page.goto('/office/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

  const lastName = `Newman${Date.now().toString(36)}`;
  await test.step('adds the patient: the address is placed and confirmed; a birth date in the future is refused', async () => {
    await page.getByRole('button', { name: 'Add a new patient' }).click();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Date of birth').fill('2099-01-01');
    await page.getByLabel('Email').fill(uniqueEmail('patient'));
    await page.getByLabel('Phone').fill('+1 718 555 0199');
    // An address no map finds (ADR 071, 082): beside it, correct it or place a pin; no one is added.
    await page.getByLabel('Address').fill('asdf');
    await page.getByRole('button', { name: 'Add patient' }).click();
    await expect(page.getByLabel('Address')).toHaveAccessibleDescription(
      '“asdf” was not found on the map. Correct the address or place a pin.',
    );
    await expect(page.getByText('Is this the right place?')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add patient' })).toBeVisible();
    // A demo-area address: where it was placed, in words and drawn, and the question before anything is saved.
    await page.getByLabel('Address').fill('40 Clinton St, Brooklyn, NY 11201');
    await page.getByRole('button', { name: 'Add patient' }).click();
    await expect(page.getByText('Placed at: 40 Clinton St, Brooklyn, NY 11201')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Where 40 Clinton St, Brooklyn, NY 11201 is on the map' }),
    ).toBeVisible();
    await expect(page.getByText('Is this the right place?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('The date of birth cannot be in the future.')).toBeVisible();
    await page.getByLabel('Date of birth').fill('1984-06-02');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText(`Nora ${lastName}`)).toBeVisible();
  });

  await test.step('finds the tests as she types; the collection is one gold top in the order of draw', async () => {
    await expect(page.getByLabel('Prescriber')).not.toHaveValue('');
    await page.getByLabel('Add a test').fill('lipid');
    await page.getByRole('button', { name: 'Add Lipid Panel (LIPID)' }).click();
    await page.getByLabel('Add a test').fill('vitamin d');
    await page.getByRole('button', { name: 'Add Vitamin D, 25-Hydroxy (VITD)' }).click();
    const collection = page.locator('.ui-card', { hasText: 'Collection, in the order of draw' });
    await expect(collection).toContainText('Fasting: 12 hours');
    await expect(collection.getByRole('listitem')).toHaveCount(1);
    await expect(collection.getByRole('listitem')).toContainText('Gold Top SST Tube · LIPID, VITD · 3.5 mL');
    await expect(collection.getByRole('listitem')).toContainText(
      'Keep from light · Spin after 30 min clot · Refrigerate',
    );
  });

  const diagnoses = ['E11.9 Type 2 diabetes mellitus without complications', 'I10 Essential (primary) hypertension'];
  await test.step('names the diagnoses from the ICD-10 list, by words and by code (ADR 087)', async () => {
    // Priya's NPI, from her last order at this office.
    await expect(page.getByLabel('NPI')).toHaveValue('1234567893');
    const diagnosis = page.getByRole('combobox', { name: 'Add a diagnosis' });
    await diagnosis.fill('type 2 diab');
    await page.getByRole('option', { name: diagnoses[0] }).click();
    await diagnosis.fill('I10');
    await diagnosis.press('Enter');
    await diagnosis.fill('D64');
    await diagnosis.press('Enter');
    const chosen = page.getByRole('list', { name: 'Diagnoses chosen' }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove D64.9 Anemia, unspecified' }).click();
    await expect(chosen).toHaveText(diagnoses.map((d) => `${d}×`));
  });

  await test.step('a reload loses nothing of the draft', async () => {
    await page.reload();
    await expect(page.getByText(`Nora ${lastName}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tests ordered' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Diagnoses chosen' }).getByRole('listitem')).toHaveCount(2);
  });

  let requisition = '';
  await test.step('places the order for tomorrow, 8 to 10', async () => {
    // ADR 087: an NPI whose check digit does not hold is refused beside its field, and nothing is placed.
    await page.getByLabel('Day').fill(await serverDay(1));
    await page.getByLabel('NPI').fill('1234567894');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByText('This NPI’s last digit does not match the others: check the prescriber’s 10-digit NPI.'),
    ).toBeVisible();
    await page.getByLabel('NPI').fill('1234567893');
    // ADR 078: a day no one means (more than a year ahead) is refused beside the Day field.
    const thisYear = Number((await serverDay(0)).slice(0, 4));
    await page.getByLabel('Day').fill(`${thisYear + 2}-01-01`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByText('The requested date is more than a year ahead. Choose a day within a year from today.'),
    ).toBeVisible();
    await page.getByLabel('Day').fill(await serverDay(1));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
    // Her pin placed the visit, so it waits for a nurse on its region's board (ADR 071).
    await expect(page.getByText('The visit waits for a nurse.', { exact: false })).toBeVisible();
    await expect(page.getByText('Needs a place on the map')).toHaveCount(0);
    const title = await page.getByRole('heading', { level: 2, name: /^Requisition RQ-/ }).textContent();
    requisition = (title ?? '').replace('Requisition ', '');
    expect(requisition).toMatch(/^RQ-[0-9A-Z]{8}$/);
  });

  await test.step('the requisition prints its number as a barcode a scanner reads', async () => {
    const href = await page.getByRole('link', { name: 'Print requisition' }).getAttribute('href');
    const res = await page.request.get(href ?? '');
    expect(res.headers()['content-type']).toBe('application/pdf');
    const pdf = await readPdf(await res.body());
    expect(pdf.barcodes).toEqual([requisition]);
    for (const text of [
      `Nora ${lastName}`,
      'Lipid Panel',
      'Vitamin D, 25-Hydroxy',
      'Gold Top SST Tube',
      // Who orders and why, as labs require (ADR 087).
      'Ordering prescriber: Priya Prescriber, NPI 1234567893',
      `Diagnosis (ICD-10): ${diagnoses.join('; ')}`,
    ])
      expect(pdf.text).toContain(text);
  });

  await test.step('the order is in the list, found by its requisition number', async () => {
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.getByLabel('Search').fill(requisition);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Nora ${lastName}`);
    await expect(rows.first()).toContainText('LIPID, VITD');
    await expect(rows.first()).toContainText('Ordered');
    await expect(page.getByText('Showing 1–1 of 1 orders')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs
      .readFileSync((await download.path()) ?? '', 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(
      `"${requisition}","Ordered","Not collected yet","Nora ${lastName}","Priya Prescriber","LIPID VITD"`,
    );
  });

  await test.step('a visit in another year is listed with its year (ADR 078: not a bare "Jan 1")', async () => {
    const nextYear = Number((await serverDay(0)).slice(0, 4)) + 1;
    const other = await callFn(
      page,
      'createOrder',
      labOrder({
        patientID: 'user-patient',
        testIDs: ['test-crp'],
        requestedDate: `${nextYear}-01-01`,
        windowStart: '08:00',
        windowEnd: '10:00',
      }),
    );
    await page.getByLabel('Search').fill(other.requisitionNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Jan 1, ${nextYear}`);
    await page.getByLabel('Search').fill(requisition);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row).toContainText(`Nora ${lastName}`);
  });

  let procedureURL = '';
  await test.step('opens the vitamin D’s procedure page from the list and cancels that test alone', async () => {
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: 'VITD' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D, 25-Hydroxy' })).toBeVisible();
    procedureURL = new URL(page.url()).pathname;
    await expect(page.getByText(`Order ${requisition}`)).toBeVisible();
    await expect(page.getByText('Priya Prescriber, NPI 1234567893')).toBeVisible();
    for (const d of diagnoses) await expect(page.getByText(d)).toBeVisible();
    // Born as people write it, with the age it gives (requirements.md 2.4), on the server's New York today.
    const today = await serverDay(0);
    await expect(page.getByText(`born ${formatBirthDate('1984-06-02', today, 'en-US')}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel VITD' }).click();
    await expect(page.getByText(`Cancel the Vitamin D, 25-Hydroxy for Nora ${lastName}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel the test' }).click();
    await expect(page.getByText('Vitamin D, 25-Hydroxy canceled.')).toBeVisible();
    const tests = page.getByRole('list', { name: 'Tests of this order' }).getByRole('listitem');
    await expect(tests.filter({ hasText: 'Vitamin D' })).toContainText('Canceled');
    await expect(tests.filter({ hasText: 'Lipid Panel' })).toContainText('Ordered');
    await expect(page.getByRole('button', { name: 'Cancel VITD' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel LIPID' })).toBeVisible();
    // The timeline: ordered, then canceled, each by the prescriber.
    const timeline = page.getByRole('list', { name: 'Where the specimen has been' }).getByRole('listitem');
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(0)).toContainText('Ordered');
    await expect(timeline.nth(1)).toContainText('Canceled');
    await expect(timeline.nth(1)).toContainText('Priya Prescriber, Prescriber');
  });

  await test.step('invites an assistant, who accepts through the emailed link and sees the same order', async () => {
    const assistant = uniqueEmail('assistant');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a coworker' }).click();
    await page.getByLabel('Email').fill(assistant);
    await expect(page.getByLabel('Role')).toHaveValue('assistant');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${assistant}. They join once they accept it.`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to team' }).click();
    const invitations = page.getByRole('table', { name: 'Invitations' });
    await expect(invitations.getByRole('row').filter({ hasText: assistant })).toContainText('Assistant');
    expect(await seriousViolations(page)).toEqual([]);

    const theirs = await atServerTime(await browser.newContext());
    const tab = await theirs.newPage();
    const link = await linkFromOutboxPage(tab, assistant, 'Finish signing up');
    await tab.goto(link);
    await tab.getByLabel('New password').fill('an-assistant-password-1');
    await tab.getByLabel('Confirm password').fill('an-assistant-password-1');
    await tab.getByRole('button', { name: 'Create password' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Join Riverside Lab' })).toBeVisible();
    await tab.getByRole('button', { name: 'Join office' }).click();
    // Joined once home says so: navigating sooner could abandon the join's request.
    await expect(tab.getByText(messages.joinedOffice)).toBeVisible();
    await tab.goto(`/office/orders?q=${requisition}`);
    await expect(tab.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toContainText(`Nora ${lastName}`);
    await theirs.close();

    await page.reload();
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('row').filter({ hasText: assistant })).toContainText('Assistant');
    await expect(invitations.getByRole('row').filter({ hasText: assistant })).toHaveCount(0);

    // An invitation sent by mistake is withdrawn, after the page asks (it cannot be undone).
    const mistaken = uniqueEmail('mistaken');
    await page.getByRole('link', { name: 'Add a coworker' }).click();
    await page.getByLabel('Email').fill(mistaken);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${mistaken}. They join once they accept it.`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to team' }).click();
    await page.getByRole('button', { name: `Withdraw ${mistaken}` }).click();
    await expect(page.getByText(`Withdraw the invitation to ${mistaken}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(page.getByText(`Invitation to ${mistaken} withdrawn.`)).toBeVisible();
    await expect(invitations.getByRole('row').filter({ hasText: mistaken })).toHaveCount(0);
  });

  await test.step('reads the reports, each chart with its table, and downloads them as CSV', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const perTest = page.getByRole('table', { name: 'Per test' });
    await expect(perTest.getByRole('row').filter({ hasText: 'LIPID · Lipid Panel' })).toBeVisible();
    await expect(perTest.getByRole('row').filter({ hasText: 'VITD · Vitamin D, 25-Hydroxy' })).toContainText('1');
    await expect(page.getByRole('table', { name: 'Failures by reason' })).toContainText('The patient was not home.');
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const report = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(report).toContain('"Test","LIPID · Lipid Panel"');
    expect(report).toContain('"Failure reason","The patient was not home.","1"');
  });

  await test.step('another office’s staff find nothing of it', async () => {
    await page.context().clearCookies();
    await loginAs('assistant');
    await page.goto(`/office/orders?q=${requisition}`);
    await expect(page.getByText('No orders match')).toBeVisible();
    const pdf = await page.request.get(`/api/orders/nope/requisition.pdf`);
    expect(pdf.status()).toBe(404);
    await page.goto(procedureURL);
    await expect(page.getByText(`${messages.procedureLoadFailed} (Procedure not found)`)).toBeVisible();
  });
});

test('the office sees where each demo specimen is, and every step of one from the order to the lab', async ({
  page,
  loginAs,
}) => {
  await loginAs('prescriber');
  await page.goto('/office/orders?q=Omar');
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows.filter({ hasText: 'TSH' })).toContainText('At the lab');
  await expect(rows.filter({ hasText: 'LIPID' })).toContainText('Not collected yet');
  await page.goto('/office/orders?q=Lena');
  await expect(rows.filter({ hasText: 'CMP' })).toContainText('With the nurse');
  await expect(rows.filter({ hasText: 'PB' })).toContainText('Never collected');

  await page.goto('/office/orders?q=Omar');
  await rows.filter({ hasText: 'TSH' }).getByRole('link', { name: 'TSH' }).click();
  await expect(page.getByText('Where the specimen is')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Where the specimen has been' }).getByRole('listitem');
  await expect(timeline.locator('strong')).toHaveText([
    'Ordered',
    'Scheduled',
    'Nurse assigned',
    'Nurse on the way',
    'Nurse arrived',
    'Tube collected and scanned',
    'Collection completed',
    'On the way to the lab',
    'Dropped off at the lab',
  ]);
  await expect(timeline.last()).toContainText('Nora Nightingale, Nurse');
  await expect(timeline.last()).toContainText('Riverside Lab Drop-off, 55 Front St, Brooklyn, NY 11201');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('procedure-timeline.png'), fullPage: true });
});
