/** The order's tests: the catalogue searched as you type, the chosen ones removable. */
import { useDeferredValue, useState } from 'react';
import { Button, Card } from '../../../components/ui/index.ts';
import { useFn } from '../../../lib/query.ts';
import type { OrderDraft } from './order-draft.ts';
import { PickSearch } from './pick-search.tsx';

type Test = OrderDraft['tests'][number];

const TEST_SEARCH = { label: 'Add a test', placeholder: 'Lipid, TSH, vitamin D…', found: 'Tests found' };

export function TestPicker({
  tests,
  onChange,
  error,
}: {
  tests: Test[];
  onChange: (tests: Test[]) => void;
  /** A refusal of the order's tests, shown on the search field. */
  error?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const found = useFn('searchTestCatalogue', { query: deferred, limit: 8 }, { enabled: deferred.length > 0 });
  const chosen = new Set(tests.map((t) => t.id));
  return (
    <Card title="Tests">
      {tests.length > 0 ? (
        <ul className="ui-pick-list" aria-label="Tests ordered">
          {tests.map((test) => (
            <li key={test.id} className="ui-pick-list__chosen">
              <span>
                <strong>{test.code}</strong> {test.name}
              </span>
              <Button
                variant="link"
                aria-label={`Remove ${test.name}`}
                onClick={() => onChange(tests.filter((t) => t.id !== test.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No tests yet: find them by name or code.</p>
      )}
      <PickSearch
        texts={TEST_SEARCH}
        search={[query, setQuery]}
        error={error}
        found={(found.data?.tests ?? []).filter((t) => !chosen.has(t.id))}
        onPick={(t) => {
          onChange([...tests, { id: t.id, code: t.code, name: t.name }]);
          setQuery('');
        }}
      >
        {(t) => `Add ${t.name.includes(`(${t.code})`) ? t.name : `${t.name} (${t.code})`}`}
      </PickSearch>
    </Card>
  );
}
