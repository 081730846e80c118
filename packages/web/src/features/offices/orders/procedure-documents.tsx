/**
 * The procedure page's documents (issue 14, ADR 033): the order's requisition PDF, each document
 * of its procedures, and the nurse's centrifuge photos. What the office may open is a link (the
 * server names its file only then); anything else is listed with why it has no link.
 */
import type { FnOutput } from '@sc/domain/contract/index';
import { Card } from '../../../components/ui/index.ts';
import { requisitionHref } from './order-placed.tsx';

type OfficeDocument = FnOutput<'getProcedureOrder'>['documents'][number];

/** A stored file the office may open (server/src/http/files-route.ts). */
export const fileHref = (fileID: string) => `/api/files/${encodeURIComponent(fileID)}`;

/** Where a row opens, or null when it is not the office's to open. */
export function documentHref(doc: OfficeDocument, orderID: string): string | null {
  if (doc.kind === 'requisition') return requisitionHref(orderID);
  return doc.fileID ? fileHref(doc.fileID) : null;
}

export interface ProcedureDocumentsProps {
  orderID: string;
  documents: readonly OfficeDocument[];
}

export function ProcedureDocuments({ orderID, documents }: ProcedureDocumentsProps) {
  return (
    <Card title="Documents">
      {documents.length === 0 ? (
        <p className="ui-subline">No documents for this order.</p>
      ) : (
        <ul className="ui-pick-list" aria-label="Documents">
          {documents.map((doc, i) => {
            const href = documentHref(doc, orderID);
            return (
              <li key={`${doc.kind}-${doc.fileID ?? doc.procedureID ?? ''}-${i}`}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener">
                    {doc.title}
                  </a>
                ) : (
                  <span>{doc.title}</span>
                )}
                {doc.kind === 'requisition' ? <div className="ui-subline">PDF to print</div> : null}
                {doc.note ? <div className="ui-subline">{doc.note}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
