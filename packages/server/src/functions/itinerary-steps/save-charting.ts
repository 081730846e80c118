/**
 * Charting saved (requirements.md 4): the items with their answers, charting complete, the procedure
 * completed unless failed or kit-shipped; then its results, each encrypted with the patient's id
 * and saved only for products with results enabled (requirements.md 3), in the same transaction.
 */
import { AppError } from '../../lib/app-error.ts';
import { decryptResult, encryptResult, type ResultKeyInput } from '../../lib/result-crypto.ts';
import {
  findProcedurePatientID,
  listResultRows,
  saveResultCiphertext,
} from '../../repositories/procedure-results.repository.ts';
import type { Handler } from '../context.ts';
import { messages } from '@sc/domain/messages';
import { stepCommands } from '@sc/domain/step-writes/step-commands';
import { stepTime } from '../step-time.ts';
import { answered, runFieldCommand, toStepContext } from './run-field-command.ts';

export const saveCharting: Handler<'saveCharting'> = async (input, ctx) => {
  const at = stepTime(input.at, ctx);
  const result = await runFieldCommand(
    ctx,
    input.itineraryID,
    stepCommands.saveCharting(input, toStepContext(ctx, at)),
    {
      at,
    },
  );
  if (input.results.length === 0) return answered(result);
  const stored = await listResultRows(ctx.db, input.procedureID);
  const patientID = await findProcedurePatientID(ctx.db, input.procedureID);
  let changed = result.changed;
  for (const [index, { productID, result: text }] of input.results.entries()) {
    if (!stored.has(productID))
      throw new AppError('bad_request', messages.chartingResultProblem, `results.${index}.productID`);
    const key: ResultKeyInput = {
      dataEncryptionKey: ctx.config.dataEncryptionKey,
      patientKeyID: patientID ?? `procedure:${input.procedureID}`,
      procedureID: input.procedureID,
      productID,
    };
    // The same result saved again (a retry, a second tap) writes nothing.
    if (sameResult(stored.get(productID) ?? null, text, key)) continue;
    await saveResultCiphertext(ctx.db, input.procedureID, productID, encryptResult(text, key));
    changed += 1;
  }
  return { ok: true as const, changed };
};

function sameResult(envelope: string | null, text: string, key: ResultKeyInput): boolean {
  if (envelope === null) return false;
  try {
    return decryptResult(envelope, key) === text;
  } catch {
    return false;
  }
}
