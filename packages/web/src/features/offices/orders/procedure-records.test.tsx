import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@sc/domain/messages';
import { ProcedureDocuments } from './procedure-documents.tsx';
import { ProcedureResults, RESULT_VALUE_NOTES } from './procedure-results.tsx';

afterEach(cleanup);

const procedures = [
  { id: 'p-tsh', test: { id: 'test-tsh', code: 'TSH', name: 'Thyroid Stimulating Hormone (TSH)' } },
  { id: 'p-panel', test: null },
];

describe('ProcedureResults (requirements.md 3: values only for the ordering office)', () => {
  it('shows a value when the server sent one, and says why when it did not', () => {
    render(
      <ProcedureResults
        procedures={procedures}
        results={[
          {
            procedureID: 'p-tsh',
            productID: 'product-tsh',
            name: 'Thyroid Stimulating Hormone (TSH)',
            status: 'available',
            value: 'TSH 2.1 mIU/L',
            valueState: 'shown',
          },
          {
            procedureID: 'p-panel',
            productID: 'product-ldl',
            name: 'Ldl',
            status: 'available',
            value: null,
            valueState: 'withheld',
          },
          {
            procedureID: 'p-panel',
            productID: 'product-hdl',
            name: 'Hdl',
            status: 'pending',
            value: null,
            valueState: 'none',
          },
          {
            procedureID: 'p-panel',
            productID: 'product-x',
            name: 'X',
            status: 'available',
            value: null,
            valueState: 'unreadable',
          },
        ]}
      />,
    );
    const list = within(screen.getByRole('heading', { name: 'Results' }).closest('section') ?? document.body);
    expect(list.getByText('TSH 2.1 mIU/L')).toBeTruthy();
    expect(list.getByText(RESULT_VALUE_NOTES.withheld)).toBeTruthy();
    expect(list.getByText(RESULT_VALUE_NOTES.none)).toBeTruthy();
    expect(list.getByText(messages.chartingResultProblem)).toBeTruthy();
    expect(list.getAllByText('Ready')).toHaveLength(3);
    expect(list.getByText('Pending')).toBeTruthy();
  });

  it('says so when no result is expected', () => {
    render(<ProcedureResults procedures={procedures} results={[]} />);
    expect(screen.getByText('No results are expected for these tests.')).toBeTruthy();
  });
});

describe('ProcedureDocuments: only what the office may open is a link', () => {
  it('links the requisition and a stored document; a photo is listed without a link', () => {
    render(
      <ProcedureDocuments
        orderID="order-1"
        documents={[
          { kind: 'requisition', title: 'Requisition RQ-1', procedureID: null, fileID: null, note: null },
          { kind: 'document', title: 'Consent form (TSH)', procedureID: 'p-tsh', fileID: 'file-1', note: null },
          {
            kind: 'photo',
            title: 'Centrifuge Photo (TSH)',
            procedureID: 'p-tsh',
            fileID: null,
            note: 'Kept for operations',
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Requisition RQ-1' }).getAttribute('href')).toBe(
      '/api/orders/order-1/requisition.pdf',
    );
    expect(screen.getByRole('link', { name: 'Consent form (TSH)' }).getAttribute('href')).toBe('/api/files/file-1');
    expect(screen.queryByRole('link', { name: /Centrifuge Photo/ })).toBeNull();
    expect(screen.getByText('Centrifuge Photo (TSH)')).toBeTruthy();
    expect(screen.getByText('Kept for operations')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
