/** WCAG 2.5.5 and the field's gloves: whatever a nurse taps is at least 44 x 44 CSS px. */
import { expect, type Locator, type Page } from '@playwright/test';

export const MIN_TAP_PX = 44;

export async function expectTapTarget(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  // Measured at rest: a sheet sliding up moves its links by fractions of a pixel, and a box read
  // mid-slide can come out at 43.99 px (seen once in CI). Finite animations are let finish first.
  await target.page().evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const box = await target.boundingBox();
  const size = box ? `${Math.round(box.width)}x${Math.round(box.height)}` : 'none';
  expect(box && box.width >= MIN_TAP_PX && box.height >= MIN_TAP_PX, `tap target ${size}`).toBe(true);
}

/**
 * Every control on the screen a nurse may tap, smaller than 44 x 44 px, as `label WxH` lines. A
 * checkbox or radio counts by its label (the label takes the tap); a link inside running text is
 * exempt (WCAG 2.5.8), as is anything hidden or disabled.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input, main select, main [role="button"], nav a[href], nav button',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[hidden], [aria-hidden="true"], [inert]') || (control as HTMLButtonElement).disabled)
        continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
      if (control.tagName === 'A' && control.closest('p, li p, .ui-inline-text')) continue;
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)
          ? (control.closest('label') ?? (control.id ? document.querySelector(`label[for="${control.id}"]`) : null))
          : control;
      if (!target) continue;
      const box = (target as HTMLElement).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < min || box.height < min) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40);
        small.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TAP_PX);
}
