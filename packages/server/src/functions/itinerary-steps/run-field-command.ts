/**
 * One path for every itinerary step write (architecture.md 3): lock the caller's itinerary, load it and
 * the supply items it names, apply the domain command, write exactly the rows it changed, and
 * queue the live notices. A retried step applies to the state the first one left and changes
 * nothing, so it writes nothing (the Idempotency-Key replay answers before this even runs).
 */
import { applyFieldCommand, type FieldCommand } from '@sc/domain/transitions/commands';
import { stepCommands, type CommandStepName, type StepCommandContext } from '@sc/domain/step-writes/step-commands';
import type { Change } from '@sc/domain/transitions/changes';
import type { FieldState } from '@sc/domain/transitions/entities';
import type { FnName, FnOutput, ParsedInput } from '@sc/domain/contract/index';
import { recordAnalyticsEvent } from '../../repositories/analytics.repository.ts';
import { writeFieldChanges } from '../../repositories/field-changes.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { loadFieldState } from '../field-state.ts';
import { lockItineraryForWrite } from '../itinerary-access.ts';
import { refusalError } from '../refusals.ts';
import { recordFieldCustody } from '../custody/record-custody.ts';
import { postCompletionEarnings } from '../completion-earnings.ts';
import { followOrders, proceduresChangedBy } from '../order-notices.ts';
import { stepTime } from '../step-time.ts';
import { fieldEvents } from './field-events.ts';

export interface FieldCommandResult {
  ok: true;
  changed: number;
  changes: Change[];
  state: FieldState;
}

/**
 * Runs `command` (built from the loaded state, so a handler can resolve barcodes or check ids
 * against it) on the caller's itinerary. `extraSupplyItemIDs` are items the command may start
 * using, loaded and locked with the ones the itinerary already names.
 */
export async function runFieldCommand(
  ctx: FnContext,
  itineraryID: string,
  command: CommandSource,
  options: { extraSupplyItemIDs?: readonly string[]; at?: string } = {},
): Promise<FieldCommandResult> {
  const caller = requireCaller(ctx);
  const at = options.at ?? ctx.config.clock.now().toISOString();
  const own = await lockItineraryForWrite(ctx.db, caller, itineraryID);
  const state = await loadFieldState(ctx.db, own.row, options.extraSupplyItemIDs);
  let resolved: FieldCommand;
  try {
    resolved = typeof command === 'function' ? await command(state) : command;
  } catch (error) {
    throw own.closed ?? error;
  }
  const result = applyFieldCommand(state, resolved);
  if (own.closed && (!result.ok || result.changes.length > 0)) throw own.closed;
  if (!result.ok) throw refusalError(result.refusal, {});
  await writeFieldChanges(ctx.db, result.changes, { userId: caller.userId, at: new Date(at) });
  // The step that finishes the itinerary pays for it, in the same transaction (issue 23, ADR 041).
  const done = result.changes.find((c) => c.entity === 'itinerary' && c.op === 'update' && c.set.status === 'done');
  if (done?.op === 'update') {
    await postCompletionEarnings(ctx.db, done.id, new Date(at));
    ctx.publish(`wallet/${caller.userId}`);
  }
  const cause = { userId: caller.userId, role: caller.role, at: new Date(at) };
  const moved = await recordFieldCustody(ctx.db, state, result.changes, cause);
  const statusChanged = proceduresChangedBy(result.changes);
  await followOrders(ctx, [...statusChanged, ...moved], { statusesChanged: statusChanged.length > 0 });
  for (const event of fieldEvents(resolved, result.changes))
    await recordAnalyticsEvent(ctx.db, { ...event, userId: caller.userId, at: new Date(at) });
  if (result.changes.length > 0) {
    // Topics are keyed by the nurse (live/route.ts): their other devices refetch the flow data.
    ctx.publish(`itineraries/${caller.userId}`);
    // The nurse's schedule shows the itinerary's status (done) too.
    if (result.changes.some((c) => c.entity === 'itinerary')) ctx.publish(`shifts/${caller.userId}`);
  }
  return { ok: true, changed: result.changes.length, changes: result.changes, state: result.data };
}

/** The step's time and caller, as the domain's step mapping reads them. */
export function toStepContext(ctx: FnContext, at: string): StepCommandContext {
  const caller = requireCaller(ctx);
  return { at, caller: { userID: caller.userId, role: caller.role } };
}

/** What a step function answers. */
export const answered = ({ changed }: FieldCommandResult) => ({ ok: true as const, changed });

/** The itinerary step functions: an itinerary id in, `{ ok, changed }` out. */
type StepName = {
  [N in FnName]: ParsedInput<N> extends { itineraryID: string }
    ? FnOutput<N> extends { changed: number }
      ? N
      : never
    : never;
}[FnName];

type CommandSource = FieldCommand | ((state: FieldState) => FieldCommand | Promise<FieldCommand>);

/** A command, or one with the supply items it may start using found on the way (a scanned box). */
type StepCommand = CommandSource | { command: CommandSource; supplyItemIDs: readonly string[] };

/**
 * A step handler from two small maps: the input (with the step's time, from its optional `at`) to
 * the command, and to the supply items the command may start using.
 */
export function fieldStep<N extends StepName>(
  toCommand: (input: ParsedInput<N>, step: { at: string; ctx: FnContext }) => StepCommand | Promise<StepCommand>,
  itemsOf: (input: ParsedInput<N>) => readonly (string | null)[] = () => [],
): Handler<N> {
  const handler = async (input: ParsedInput<N>, ctx: FnContext) => {
    const at = stepTime((input as { at?: string }).at, ctx);
    const built = await toCommand(input, { at, ctx });
    const { command, supplyItemIDs = [] } =
      typeof built === 'object' && 'command' in built ? built : { command: built, supplyItemIDs: [] };
    const extraSupplyItemIDs = [...itemsOf(input), ...supplyItemIDs].filter((id): id is string => id !== null);
    const { itineraryID } = input as { itineraryID: string };
    return answered(await runFieldCommand(ctx, itineraryID, command, { extraSupplyItemIDs, at }));
  };
  return handler as unknown as Handler<N>;
}

/**
 * A step handler whose command is the domain's mapping of its input (step-writes/step-commands.ts,
 * the one the phone applies to its cached copy while the write waits offline).
 */
export function commandStep<N extends StepName & CommandStepName>(
  name: N,
  itemsOf?: (input: ParsedInput<N>) => readonly (string | null)[],
): Handler<N> {
  const toCommand = stepCommands[name] as unknown as (input: ParsedInput<N>, step: StepCommandContext) => FieldCommand;
  return fieldStep<N>((input, { at, ctx }) => toCommand(input, toStepContext(ctx, at)), itemsOf);
}
