/**
 * GET /api/print/:document/:id(?format=pdf|zpl): every printable document by one route pattern
 * (issue 26, ADR 048). A document declares only who may print it, how it is found (another place's
 * or office's answers like one that does not exist), which audit record it names and how it renders
 * (functions/packing/printables.ts, http/requisition-route.ts); print-document.ts checks access and
 * writes the audit row once for all of them.
 */
import type { FastifyInstance } from 'fastify';
import { packingPrintables, type Printable } from '../functions/packing/printables.ts';
import { earningsStatementPrintable } from '../functions/wallet/statement.ts';
import type { AppDeps } from './app-deps.ts';
import { printDocument } from './print-document.ts';
import { orderRequisitionPrintable } from './requisition-route.ts';

export const printables: Record<string, Printable> = {
  ...packingPrintables,
  'order-requisition': orderRequisitionPrintable,
  'earnings-statement': earningsStatementPrintable,
};

export function registerPrintRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { document: string; id: string }; Querystring: { format?: string } }>(
    '/api/print/:document/:id',
    async (req, reply) => {
      const printable = Object.hasOwn(printables, req.params.document) ? printables[req.params.document] : undefined;
      return printDocument(deps, req, reply, {
        printable,
        action: printable ? (printable.action ?? `print.${req.params.document}`) : 'print.unknown',
        id: req.params.id,
        format: req.query.format,
      });
    },
  );
}
