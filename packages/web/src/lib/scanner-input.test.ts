import { describe, expect, it } from 'vitest';
import { createScanBuffer, isTypingTarget } from './scanner-input.ts';

/** Keys with the time each is pressed at. */
type Keys = [key: string, at: number][];

/** The keys of `text` then Enter, `gap` ms apart, from `start`. */
function typed(text: string, gap: number, start = 1000): Keys {
  return [...text, 'Enter'].map((key, index) => [key, start + index * gap]);
}

function scans(keys: Keys, options?: Parameters<typeof createScanBuffer>[0]): string[] {
  const buffer = createScanBuffer(options);
  return keys.flatMap(([key, at]) => buffer.push(key, at) ?? []);
}

describe('createScanBuffer (architecture.md 8: a hardware scanner types like a keyboard)', () => {
  const rows: { name: string; keys: Keys; options?: Parameters<typeof createScanBuffer>[0]; expected: string[] }[] = [
    { name: 'a fast run then Enter is a scan', keys: typed('SC-1234-5678', 10), expected: ['SC-1234-5678'] },
    { name: 'keys exactly maxGapMs apart still count', keys: typed('ABCD', 50), expected: ['ABCD'] },
    { name: 'slow human typing is not a scan', keys: typed('ABCD1234', 180), expected: [] },
    { name: 'a fast run shorter than minLength is not a scan', keys: typed('ABC', 5), expected: [] },
    { name: 'minLength can be lowered', keys: typed('AB', 5), options: { minLength: 2 }, expected: ['AB'] },
    { name: 'maxGapMs can be raised', keys: typed('ABCD', 80), options: { maxGapMs: 100 }, expected: ['ABCD'] },
    { name: 'Enter alone is nothing', keys: [['Enter', 1000]], expected: [] },
    {
      name: 'human keys typed before a scan are dropped, the scan stays whole',
      keys: [['x', 0], ['y', 400], ...typed('12345', 8, 2000)],
      expected: ['12345'],
    },
    {
      name: 'a pause inside the run starts over: only the fast tail counts',
      keys: [
        ['A', 0],
        ['B', 10],
        ['C', 500],
        ['D', 510],
        ['E', 520],
        ['F', 530],
        ['Enter', 540],
      ],
      expected: ['CDEF'],
    },
    {
      name: 'a slow Enter after a fast run is a person pressing Enter',
      keys: [...typed('ABCD', 5).slice(0, 4), ['Enter', 1500]],
      expected: [],
    },
    {
      name: 'Shift between characters (capitals) does not break the run',
      keys: [
        ['Shift', 1000],
        ['A', 1005],
        ['Shift', 1010],
        ['B', 1015],
        ['1', 1020],
        ['2', 1025],
        ['Enter', 1030],
      ],
      expected: ['AB12'],
    },
    {
      name: 'Backspace in the run means a person: no scan',
      keys: [
        ['A', 0],
        ['B', 5],
        ['Backspace', 10],
        ['C', 15],
        ['D', 20],
        ['Enter', 25],
      ],
      expected: [],
    },
    {
      name: 'two scans in a row are two scans',
      keys: [...typed('1111', 5, 0), ...typed('2222', 5, 1000)],
      expected: ['1111', '2222'],
    },
  ];

  it.each(rows)('$name', ({ keys, options, expected }) => {
    expect(scans(keys, options)).toEqual(expected);
  });

  it('reset() forgets a run in progress', () => {
    const buffer = createScanBuffer();
    for (const [key, at] of typed('ABCD', 5).slice(0, 4)) buffer.push(key, at);
    buffer.reset();
    expect(buffer.push('Enter', 1020)).toBeNull();
  });
});

describe('isTypingTarget: keys typed into a field are not a hardware scan', () => {
  function element(html: string): Element {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild!;
  }
  const rows: { name: string; target: () => EventTarget | null; expected: boolean }[] = [
    { name: 'a text input', target: () => element('<input type="text">'), expected: true },
    { name: 'a search input', target: () => element('<input type="search">'), expected: true },
    { name: 'a textarea', target: () => element('<textarea></textarea>'), expected: true },
    { name: 'a select', target: () => element('<select></select>'), expected: true },
    { name: 'editable text', target: () => element('<div contenteditable="true">x</div>'), expected: true },
    { name: 'a checkbox', target: () => element('<input type="checkbox">'), expected: false },
    { name: 'a button', target: () => element('<button>Next</button>'), expected: false },
    { name: 'the page body', target: () => document.body, expected: false },
    { name: 'the window', target: () => window, expected: false },
    { name: 'no target', target: () => null, expected: false },
  ];
  it.each(rows)('$name -> $expected', ({ target, expected }) => {
    expect(isTypingTarget(target())).toBe(expected);
  });
});
