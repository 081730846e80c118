/**
 * Charting details (requirements.md 2.11 task, 3 charting items, 4 charting saved): the procedure's charting
 * items as a form (groups with their children, checklists, questions, text, photos), drafted on
 * this phone as the nurse goes and saved with Next. A procedure that could not be done is failed
 * with a reason instead.
 */
import { useState, type FormEvent } from 'react';
import type { ChartingItem, Procedure } from '@sc/domain/itinerary-data/model';
import { chartingItemsToShow } from '@sc/domain/itinerary/step-walk';
import { messages } from '@sc/domain/messages';
import { Alert, Button, Checkbox, TextField } from '../../../../components/ui/index.ts';
import { PhotoCapture } from '../../../../components/ui/photo-capture.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import {
  chartingValueOf,
  procedureOf,
  questionOptions,
  toChartingItems,
  toggleChecklistValue,
  type ChartingValue,
} from './procedure-model.ts';

export const chartingTexts = {
  nothingToChart: 'Nothing to chart for this procedure.',
  saved: 'Charting saved.',
  procedureFailed: 'Procedure failed',
  failIntro: 'If the procedure could not be done, mark it failed with the reason.',
  failReason: 'Why did the procedure fail?',
  failReasonRequired: 'Write the reason the procedure failed.',
  failConfirm: 'Mark procedure failed',
  failedAlready: (reason: string) => `This procedure failed: ${reason}`,
  cancel: 'Cancel',
  takePhoto: 'Take a photo',
  photos: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
} as const;

type SetValue = (item: ChartingItem, value: ChartingValue) => void;

function ChartingField({
  item,
  draft,
  setValue,
}: {
  item: ChartingItem;
  draft: Readonly<Record<string, ChartingValue>> | undefined;
  setValue: SetValue;
}) {
  const value = chartingValueOf(item, draft);
  switch (item.type) {
    case 'group':
      return (
        <fieldset className="procedure-group">
          <legend>{item.title}</legend>
          {(item.children ?? []).map((child) => (
            <ChartingField key={child.id} item={child} draft={draft} setValue={setValue} />
          ))}
        </fieldset>
      );
    case 'checklist':
      return (
        <fieldset className="procedure-choices">
          <legend>{item.title}</legend>
          {(item.checklist ?? []).map((line) => (
            <Checkbox
              key={line}
              label={line}
              checked={Array.isArray(value) && value.includes(line)}
              onChange={() => setValue(item, toggleChecklistValue(item, value, line))}
            />
          ))}
        </fieldset>
      );
    case 'question':
      return (
        <fieldset className="procedure-choices">
          <legend>{item.title}</legend>
          {questionOptions(item).map((option) => (
            <label key={option.value} className="procedure-choice">
              <input
                type="radio"
                name={`charting-${item.id}`}
                value={option.value}
                checked={value === option.value}
                onChange={() => setValue(item, option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      );
    case 'text':
      return (
        <TextField
          label={item.title}
          value={typeof value === 'string' ? value : ''}
          maxLength={5000}
          onChange={(e) => setValue(item, e.target.value)}
        />
      );
    case 'files': {
      const files = Array.isArray(value) ? value : [];
      return (
        <fieldset className="procedure-group">
          <legend>{item.title}</legend>
          {files.length > 0 ? <p>{chartingTexts.photos(files.length)}</p> : null}
          <PhotoCapture
            label={chartingTexts.takePhoto}
            fileID={files.at(-1) ?? null}
            onUploaded={(fileID) => setValue(item, [...files, fileID])}
          />
        </fieldset>
      );
    }
  }
}

function Task(ctx: StepContext) {
  const procedure = procedureOf(ctx.data, ctx.step);
  if (!procedure) return null;
  const draft = ctx.local.chartingDrafts[procedure.id];
  const setValue: SetValue = (item, value) =>
    ctx.setLocal((s) => ({
      ...s,
      chartingDrafts: { ...s.chartingDrafts, [procedure.id]: { ...s.chartingDrafts[procedure.id], [item.id]: value } },
    }));
  // Issue 27: what the visit asked on a step of its own (fasting) is not asked again here.
  const items = chartingItemsToShow(procedure);
  return (
    <>
      {procedure.status === 'failed' && procedure.failed ? (
        <Alert tone="warning">{chartingTexts.failedAlready(procedure.failed.reason)}</Alert>
      ) : null}
      {procedure.charting.status === 'complete' ? <Alert tone="success">{chartingTexts.saved}</Alert> : null}
      {items.length === 0 ? <p>{chartingTexts.nothingToChart}</p> : null}
      <div className="procedure-form">
        {items.map((item) => (
          <ChartingField key={item.id} item={item} draft={draft} setValue={setValue} />
        ))}
      </div>
      {procedure.status === 'failed' || procedure.status === 'completed' ? null : (
        <FailProcedure ctx={ctx} procedure={procedure} />
      )}
    </>
  );
}

/** Procedure failed: a reason, then failProcedure, then on (requirements.md 3, 4). */
function FailProcedure({ ctx, procedure }: { ctx: StepContext; procedure: Procedure }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setFieldError(chartingTexts.failReasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await ctx.write(
        'failProcedure',
        { procedureID: procedure.id, reason: reason.trim() },
        chartingTexts.procedureFailed,
      );
      ctx.goNext();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className="procedure-fail">
        <p>{chartingTexts.failIntro}</p>
        <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
          {chartingTexts.procedureFailed}
        </Button>
      </div>
    );
  }
  return (
    <form className="procedure-fail" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={chartingTexts.failReason}
        value={reason}
        maxLength={500}
        error={fieldError}
        onChange={(e) => {
          setReason(e.target.value);
          setFieldError(undefined);
        }}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="procedure-actions">
        <Button type="submit" variant="danger" fullWidth busy={busy}>
          {chartingTexts.failConfirm}
        </Button>
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => setOpen(false)}>
          {chartingTexts.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Next saves the charting: every item with its drafted (or saved) value. */
async function saveCharting(ctx: StepContext): Promise<void> {
  const procedure = procedureOf(ctx.data, ctx.step);
  if (!procedure) return;
  const items = toChartingItems(procedure.charting.items, ctx.local.chartingDrafts[procedure.id]);
  // Back and Next again over a saved chart with nothing changed: nothing to write.
  const unchanged = JSON.stringify(items) === JSON.stringify(toChartingItems(procedure.charting.items, undefined));
  if (procedure.charting.status === 'complete' && unchanged) return;
  try {
    await ctx.write('saveCharting', { procedureID: procedure.id, items }, 'Charting saved');
  } catch {
    throw new Error(messages.chartingSaveFailed);
  }
}

export const task: StepScreen = { Body: Task, onContinue: saveCharting };
