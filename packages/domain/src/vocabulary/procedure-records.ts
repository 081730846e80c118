/** What the procedure page shows of a procedure's results and documents (issue 14, ADR 033). */

/**
 * What a result row carries for this caller: its value (`shown`), none yet (`none`), one that is
 * not this caller's to read (`withheld`), or one that could not be decrypted (`unreadable`).
 */
export const resultValueStates = ['shown', 'none', 'withheld', 'unreadable'] as const;
export type ResultValueState = (typeof resultValueStates)[number];

/** The order's requisition, a document attached to a procedure, or the nurse's centrifuge photo. */
export const procedureDocumentKinds = ['requisition', 'document', 'photo'] as const;
export type ProcedureDocumentKind = (typeof procedureDocumentKinds)[number];
