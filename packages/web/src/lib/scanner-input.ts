/**
 * Hardware barcode scanners (keyboard wedges) "type" the barcode and press Enter, far faster than
 * a person types. This buffer tells the two apart from key names and timestamps alone, so it is
 * pure and tested without a DOM.
 */
export interface ScanBufferOptions {
  /** Longest pause between two keys of one scan, in ms. */
  maxGapMs?: number;
  /** Fewest characters a scan has (shorter fast bursts are ignored). */
  minLength?: number;
}

export interface ScanBuffer {
  /** Feed one keydown (`KeyboardEvent.key`, time in ms). Answers the scanned value when this key completes a scan. */
  push(key: string, at: number): string | null;
  reset(): void;
}

/** Keys a scanner may send between characters without breaking the run (Shift for capitals). */
const ignoredKeys: ReadonlySet<string> = new Set(['Shift', 'CapsLock']);

export function createScanBuffer({ maxGapMs = 50, minLength = 4 }: ScanBufferOptions = {}): ScanBuffer {
  let chars = '';
  let last = Number.NEGATIVE_INFINITY;

  function reset() {
    chars = '';
    last = Number.NEGATIVE_INFINITY;
  }

  return {
    reset,
    push(key, at) {
      if (ignoredKeys.has(key)) return null;
      const fast = at - last <= maxGapMs;
      if (key === 'Enter') {
        const value = fast && chars.length >= minLength ? chars : null;
        reset();
        return value;
      }
      if (key.length !== 1) {
        // Arrows, Backspace, Tab...: a person at the keyboard.
        reset();
        return null;
      }
      // A slow key starts a new run: it may be the first character of a scan.
      chars = fast ? chars + key : key;
      last = at;
      return null;
    },
  };
}

/**
 * Whether a keydown belongs to a field the user is typing in (another input, a textarea, a select
 * or editable text), which the page-wide scanner listener must leave alone.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Partial<HTMLElement>).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'range', 'color'].includes(type);
  }
  return element.isContentEditable;
}
