/** A search field and what it finds, each a button that picks it: the order's patient and its tests. */
import type { ReactNode } from 'react';
import { Button, TextField } from '../../../components/ui/index.ts';

export function PickSearch<T extends { id: string }>({
  label,
  placeholder,
  query,
  onQuery,
  error,
  foundLabel,
  found,
  onPick,
  children,
}: {
  label: string;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
  /** A refusal of what is picked, shown on the search field. */
  error: string | undefined;
  /** The list's accessible name ("Patients found"). */
  foundLabel: string;
  found: readonly T[];
  onPick: (item: T) => void;
  /** A found item's button text. */
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <TextField
        label={label}
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        error={error}
      />
      <ul className="ui-pick-list" aria-label={foundLabel}>
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
