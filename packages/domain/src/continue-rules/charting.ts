/**
 * Charting answers (requirements.md 2.11 charting details, requirements.md 5 fasting): an item's answer is the one drafted
 * on this phone, else the one saved with the charting; the chart is done when every question is
 * answered.
 */
import type { ChartingItem, Procedure } from '../itinerary-data/model.ts';
import { getOwn } from '../scanning/lookup.ts';
import type { StepRuleContext } from './itinerary-step.ts';

type ChartingValue = ChartingItem['value'];

/** The questions of the charting, groups walked: what the chart must answer before it is saved. */
export function questionsOf(items: readonly ChartingItem[]): ChartingItem[] {
  return items.flatMap((item) => (item.type === 'question' ? [item] : questionsOf(item.children ?? [])));
}

/** An item's answer: drafted on this phone, else saved with the charting. */
export function chartingValueOf(ctx: StepRuleContext, procedure: Procedure, item: ChartingItem): ChartingValue {
  const draft = getOwn(ctx.flow.chartingDrafts, procedure.id);
  return draft !== undefined && Object.hasOwn(draft, item.id) ? draft[item.id] : item.value;
}

export function isAnswered(value: ChartingValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) ? value.length > 0 : true;
}
