/** WCAG 2.5.5 and the field's gloves: whatever a nurse taps is at least 44 x 44 CSS px. */
import { expect, type Locator } from '@playwright/test';

export const MIN_TAP_PX = 44;

export async function expectTapTarget(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const size = box ? `${Math.round(box.width)}x${Math.round(box.height)}` : 'none';
  expect(box && box.width >= MIN_TAP_PX && box.height >= MIN_TAP_PX, `tap target ${size}`).toBe(true);
}
