/** A search field and what it finds, each a button that picks it: the order's patient and its tests. */
import type { ReactNode } from 'react';
import { Button, TextField } from '../../../components/ui/index.ts';

export function PickSearch<T extends { id: string }>({
  texts,
  search: [query, setQuery],
  error,
  found,
  onPick,
  children,
}: {
  /** The field's label and placeholder, and the found list's accessible name ("Patients found"). */
  texts: { label: string; placeholder: string; found: string };
  search: [query: string, setQuery: (query: string) => void];
  /** A refusal of what is picked, shown on the search field. */
  error: string | undefined;
  found: readonly T[];
  onPick: (item: T) => void;
  /** A found item's button text. */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <TextField
        label={texts.label}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={texts.placeholder}
        autoComplete="off"
        error={error}
      />
      <ul className="ui-pick-list" aria-label={texts.found}>
        {found.map((item) => (
          <li key={item.id}>
            <Button variant="secondary" fullWidth onClick={() => onPick(item)}>
              {children(item)}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
