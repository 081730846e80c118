/** Test kit for a page read from the query cache: the answers it reads, set before it renders, with no viewer. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { FnInput, FnName } from '@sc/domain/contract/index';
import { AppContext, type AppContextValue } from './app-context.tsx';
import { fnKey } from './query.ts';

const app = { viewer: null, config: { flags: {} }, partner: null } as unknown as AppContextValue;

/** Renders `page` with each function's answer (called with no input) already in the cache. */
export function renderWithAnswers(answers: [FnName, unknown][], page: ReactNode): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [fn, value] of answers) client.setQueryData(fnKey(fn, {} as FnInput<typeof fn>), value);
  render(
    <QueryClientProvider client={client}>
      <AppContext value={app}>
        <MemoryRouter>{page}</MemoryRouter>
      </AppContext>
    </QueryClientProvider>,
  );
}
