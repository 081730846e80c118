/**
 * A searchable pick of several (ADR 087): type, the matches drop down as a list box under the field,
 * choose one with a tap, a click or the arrow keys and Enter; each chosen one is a chip with its own
 * Remove button. The WAI-ARIA combobox pattern: the field is a `combobox` whose active option is
 * its `aria-activedescendant`, so focus stays in the field; Escape closes the list (again: clears
 * the field); what was found, added or removed is said in a polite status line. The list is in the
 * page's flow under the field, not floating, so a 412 px phone scrolls to it like any content.
 *
 * Imported from its own file (not index.ts): only the order form uses it.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldFrame } from './field-frame.tsx';
import './chip-combobox.css';

export interface ComboboxOption {
  /** What is kept, e.g. 'E11.9'. */
  value: string;
  /** Shown first, strong, e.g. 'E11.9'. */
  label: string;
  /** Shown after it, e.g. 'Type 2 diabetes mellitus without complications'. */
  detail?: string;
}

export interface ChipComboboxProps {
  /** Visible label of the search field. */
  label: ReactNode;
  hint?: ReactNode;
  /** Error message, read as the field's description. */
  error?: string | undefined;
  placeholder?: string;
  /** The chosen options, as chips, in the order chosen. */
  chosen: readonly ComboboxOption[];
  onChange: (chosen: ComboboxOption[]) => void;
  /** What a query finds (bounded by the caller); chosen ones are left out here. */
  search: (query: string) => readonly ComboboxOption[];
  /** The chips' list name for screen readers, e.g. 'Diagnoses chosen'. */
  chosenLabel: string;
  /** The matches' list name, e.g. 'Diagnoses found'. */
  listLabel: string;
  /** Said under the field when nothing matches, e.g. q => `No diagnosis matches “${q}”.` */
  noMatch: (query: string) => string;
  /** At most this many chosen: the field then says `full` instead of searching. */
  max?: number;
  full?: string;
  /** Shown when nothing is chosen yet. */
  empty?: ReactNode;
}

const text = (o: ComboboxOption) => (o.detail ? `${o.label} ${o.detail}` : o.label);

export function ChipCombobox({
  label,
  hint,
  error,
  placeholder,
  chosen,
  onChange,
  search,
  chosenLabel,
  listLabel,
  noMatch,
  max,
  full,
  empty,
}: ChipComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [said, setSaid] = useState('');
  const isFull = max !== undefined && chosen.length >= max;
  const taken = new Set(chosen.map((o) => o.value));
  const found = query.trim() && !isFull ? search(query).filter((o) => !taken.has(o.value)) : [];
  const expanded = open && found.length > 0;
  const current = expanded ? Math.min(active, found.length - 1) : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (o: ComboboxOption) => {
    onChange([...chosen, o]);
    setQuery('');
    setOpen(false);
    setActive(0);
    setSaid(`Added ${text(o)}.`);
    input.current?.focus();
  };
  const remove = (o: ComboboxOption) => {
    onChange(chosen.filter((c) => c.value !== o.value));
    setSaid(`Removed ${text(o)}.`);
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (found.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + found.length) % found.length);
    } else if (e.key === 'Enter') {
      // Enter picks the active match; it never submits the form around the field.
      if (current >= 0) {
        e.preventDefault();
        choose(found[current]!);
      }
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };
  const status = isFull
    ? (full ?? '')
    : query.trim() && open
      ? found.length === 0
        ? noMatch(query.trim())
        : `${found.length} ${found.length === 1 ? 'match' : 'matches'}: use the arrow keys and Enter, or tap one.`
      : '';

  return (
    <div className="ui-chip-combobox">
      {chosen.length > 0 ? (
        <ul className="ui-chip-combobox__chips" aria-label={chosenLabel}>
          {chosen.map((o) => (
            <li key={o.value} className="ui-chip-combobox__chip">
              <span>
                <strong>{o.label}</strong>
                {o.detail ? ` ${o.detail}` : null}
              </span>
              <button
                type="button"
                className="ui-chip-combobox__remove"
                aria-label={`Remove ${text(o)}`}
                onClick={() => remove(o)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : empty ? (
        <p className="ui-chip-combobox__empty">{empty}</p>
      ) : null}
      <FieldFrame label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="text"
            role="combobox"
            className="ui-input"
            value={query}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            disabled={isFull}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
          />
        )}
      </FieldFrame>
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={cx('ui-chip-combobox__list', !expanded && 'ui-chip-combobox__list--closed')}
      >
        {expanded
          ? found.map((o, i) => (
              <li
                key={o.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                className={cx('ui-chip-combobox__option', i === current && 'ui-chip-combobox__option--active')}
                // Keep focus in the field: the option is chosen on click, the field never blurs first.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(o)}
              >
                <strong>{o.label}</strong>
                {o.detail ? <span> {o.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <p className={cx('ui-chip-combobox__status', !status && 'ui-visually-hidden')} role="status">
        {status || said}
      </p>
    </div>
  );
}
