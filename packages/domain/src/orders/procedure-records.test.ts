import { describe, expect, test } from 'vitest';
import type { ChartingItem } from '../itinerary-data/model.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';
import {
  awaitedResults,
  centrifugePhotoFileIDs,
  mayReadResultValues,
  OFFICE_DOCUMENT_NOTES,
  productLabel,
  toOfficeDocuments,
  toProcedureDocuments,
} from './procedure-records.ts';

describe('who reads result values (requirements.md 3, ADR 031: the ordering office only)', () => {
  const order = { officeId: 'office-lab', createdByOfficeId: 'office-staffing' };
  test.each<[string, string[], boolean]>([
    ['staff of the ordering (prescriber’s) office', ['office-lab'], true],
    ['staff of both offices', ['office-staffing', 'office-lab'], true],
    ['staff of the office that placed it for another', ['office-staffing'], false],
    ['staff of another office', ['office-other'], false],
    ['no office (operations)', [], false],
  ])('%s: %s', (_, offices, expected) => expect(mayReadResultValues(offices, order)).toBe(expected));

  test('an order placed by its own office: its staff read them', () =>
    expect(mayReadResultValues(['office-lab'], { officeId: 'office-lab', createdByOfficeId: 'office-lab' })).toBe(
      true,
    ));
});

describe('awaitedResults: a test whose result the lab has not opened yet is pending (issue 27)', () => {
  const tsh = { id: 'p1', testName: 'TSH' };
  test.each<[string, ProcedureStatus, string | null, boolean, boolean]>([
    ['a freshly ordered test', 'ordered', 'TSH', false, true],
    ['a scheduled test', 'scheduled', 'TSH', false, true],
    ['a test being collected', 'in-progress', 'TSH', false, true],
    ['a collected test at the lab', 'completed', 'TSH', false, true],
    ['a canceled test: no result will come', 'canceled', 'TSH', false, false],
    ['a failed collection: no result will come', 'failed', 'TSH', false, false],
    ['a test whose result row exists (shown from it instead)', 'ordered', 'TSH', true, false],
    ['a procedure with no test', 'ordered', null, false, false],
  ])('%s', (_, status, testName, stored, awaited) =>
    expect(awaitedResults([{ ...tsh, status, testName }], new Set(stored ? ['p1'] : []))).toEqual(
      awaited ? [{ procedureID: 'p1', name: 'TSH' }] : [],
    ),
  );
});

describe('productLabel', () => {
  test.each([
    ['product-lipid-panel', 'Lipid panel'],
    ['product-vitamin-d', 'Vitamin D'],
    ['product-hba1c', 'HBA1C'],
    ['product-tsh', 'Tsh'],
    ['product-', 'product-'],
    ['glucose', 'Glucose'],
  ])('%s -> %s', (id, label) => expect(productLabel(id)).toBe(label));
});

describe('toProcedureDocuments: the well-formed entries of free-form jsonb', () => {
  test.each<[string, unknown, { title: string; fileID: string }[]]>([
    ['not an array', { fileID: 'f1' }, []],
    ['null', null, []],
    ['a good entry', [{ title: 'Consent form', fileID: 'file-1' }], [{ title: 'Consent form', fileID: 'file-1' }]],
    ['no title', [{ fileID: 'file-1' }], [{ title: 'Document', fileID: 'file-1' }]],
    ['a blank title', [{ title: '  ', fileID: 'file-1' }], [{ title: 'Document', fileID: 'file-1' }]],
    ['no file id', [{ title: 'Consent form' }], []],
    ['a path as file id', [{ title: 'x', fileID: '../etc/passwd' }], []],
    ['a number', [42, 'file-1'], []],
  ])('%s', (_, documents, expected) => expect(toProcedureDocuments(documents)).toEqual(expected));
});

const photo = (id: string, value: ChartingItem['value']): ChartingItem => ({
  id,
  type: 'files',
  title: 'Centrifuge Photo',
  value,
});

describe('centrifugePhotoFileIDs (requirements.md 5: "Centrifuge Photo" of type files)', () => {
  test('found at any depth, once each, only in files items so titled', () => {
    const items: ChartingItem[] = [
      photo('c1', ['file-a']),
      { id: 'g', type: 'group', title: 'Processing', children: [photo('c2', ['file-b', 'file-a'])] },
      { id: 'q', type: 'question', title: 'Centrifuge Photo', value: 'file-c' },
      { id: 'f', type: 'files', title: 'Wound photo', value: ['file-d'] },
      photo('c3', 'file-e'),
      photo('c4', null),
    ];
    expect(centrifugePhotoFileIDs(items)).toEqual(['file-a', 'file-b', 'file-e']);
  });
});

describe('toOfficeDocuments: what the office sees, and what it may open', () => {
  test('the requisition, each stored document linked, a missing one and every photo unlinked', () => {
    const rows = toOfficeDocuments({
      requisitionNumber: 'RQ-1',
      procedures: [
        {
          id: 'p1',
          code: 'TSH',
          documents: [
            { title: 'Consent form', fileID: 'file-1' },
            { title: 'ABN', fileID: 'file-gone' },
          ],
          chartingItems: [photo('c1', ['file-photo'])],
        },
        { id: 'p2', code: null, documents: [], chartingItems: [photo('c1', ['file-x', 'file-y'])] },
      ],
      storedFileIDs: new Set(['file-1', 'file-photo', 'file-x', 'file-y']),
    });
    expect(rows).toEqual([
      { kind: 'requisition', title: 'Requisition RQ-1', procedureID: null, fileID: null, note: null },
      { kind: 'document', title: 'Consent form (TSH)', procedureID: 'p1', fileID: 'file-1', note: null },
      {
        kind: 'document',
        title: 'ABN (TSH)',
        procedureID: 'p1',
        fileID: null,
        note: OFFICE_DOCUMENT_NOTES.fileMissing,
      },
      {
        kind: 'photo',
        title: 'Centrifuge Photo (TSH)',
        procedureID: 'p1',
        fileID: null,
        note: OFFICE_DOCUMENT_NOTES.photoKept,
      },
      {
        kind: 'photo',
        title: 'Centrifuge Photo 1',
        procedureID: 'p2',
        fileID: null,
        note: OFFICE_DOCUMENT_NOTES.photoKept,
      },
      {
        kind: 'photo',
        title: 'Centrifuge Photo 2',
        procedureID: 'p2',
        fileID: null,
        note: OFFICE_DOCUMENT_NOTES.photoKept,
      },
    ]);
  });

  test('no requisition number: no requisition row', () =>
    expect(toOfficeDocuments({ requisitionNumber: null, procedures: [], storedFileIDs: new Set() })).toEqual([]));

  test('a photo is never linked, even when its file is stored', () => {
    const rows = toOfficeDocuments({
      requisitionNumber: null,
      procedures: [{ id: 'p', code: 'X', documents: [], chartingItems: [photo('c', ['file-1'])] }],
      storedFileIDs: new Set(['file-1']),
    });
    expect(rows.every((r) => r.fileID === null)).toBe(true);
  });
});
