/**
 * Approval is a server call (requirements.md 2.2, 6) and the waiting nurse's open screen follows it live,
 * without a reload. approval.nurse@ belongs to this file alone.
 */
import { atServerTime, expect, logInThroughUi, test } from './fixtures.ts';

test('the waiting nurse sees the nurse home as soon as operations approve her', async ({ browser }) => {
  const nurseContext = await atServerTime(await browser.newContext());
  const adminContext = await atServerTime(await browser.newContext());
  try {
    const nurse = await nurseContext.newPage();
    // Her row of the sign-in table (sign-in.spec.ts): require_approval lands on "Waiting for approval".
    await test.step('approval.nurse@ signs in and lands on "Waiting for approval"', async () => {
      await logInThroughUi(nurse, 'approval.nurse@demo.test');
      await expect(nurse.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
      // Not approved: only the status page, no wallet in the nav.
      await expect(nurse.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' })).toHaveCount(
        0,
      );
    });
    let nurseNavigations = 0;
    nurse.on('framenavigated', (frame) => {
      if (frame === nurse.mainFrame()) nurseNavigations += 1;
    });

    const admin = await adminContext.newPage();
    await logInThroughUi(admin, 'admin@demo.test');
    await expect(admin.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    // Issue 25: operations confirm before acting, and are told what happened.
    const approve = admin.getByRole('button', { name: 'Approve: approval.nurse@demo.test' });
    await approve.click();
    await admin.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(admin.getByText('Abel Approval was approved. They have been emailed.')).toBeVisible();
    await expect(approve).toHaveCount(0);

    // The nurse's open page changes by itself.
    await expect(nurse.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible({ timeout: 10_000 });
    await expect(nurse.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' })).toBeVisible();
    expect(nurseNavigations, 'the nurse page was not reloaded').toBe(0);
  } finally {
    await nurseContext.close();
    await adminContext.close();
  }
});
