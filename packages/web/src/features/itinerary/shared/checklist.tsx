/**
 * A screen's checklist (consent, labels, identity): its lines come from the domain, the ticks are
 * kept in the local flow state under the step's path, where the continue rule reads them.
 */
import { Checkbox } from '../../../components/ui/index.ts';
import type { StepContext } from '../step-screen.ts';

/** The ticked lines after toggling one, in the checklist's own order. */
export function toggleLine(lines: readonly string[], ticked: readonly string[], line: string): string[] {
  const next = new Set(ticked);
  if (next.has(line)) next.delete(line);
  else next.add(line);
  return lines.filter((l) => next.has(l));
}

export function StepChecklist({ ctx, lines, label }: { ctx: StepContext; lines: readonly string[]; label: string }) {
  const path = ctx.step.path;
  const ticked = ctx.local.checklists[path] ?? [];
  return (
    <fieldset className="visit-checklist-set">
      <legend>{label}</legend>
      {lines.map((line) => (
        <Checkbox
          key={line}
          label={line}
          checked={ticked.includes(line)}
          onChange={() =>
            ctx.setLocal((s) => ({
              ...s,
              checklists: { ...s.checklists, [path]: toggleLine(lines, s.checklists[path] ?? [], line) },
            }))
          }
        />
      ))}
    </fieldset>
  );
}
