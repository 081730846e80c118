/** Runs axe-core in the page and lists its serious and critical violations, one line each. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol: the product's CSP rightly refuses an injected <script>.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are measured as drawn: a list still fading in reads as low contrast in every cell.
  // A spinner turns forever, so only animations that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
