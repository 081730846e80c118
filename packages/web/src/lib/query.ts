/** Server state through TanStack Query, keyed by function name and input. */
import {
  QueryClient,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import { ApiError, call } from './api.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Refusals are answers, not glitches: only a network failure or a database away (503,
        // ADR 018) is retried.
        retry: (count, error) =>
          error instanceof ApiError && (error.code === 'network' || error.code === 'unavailable') && count < 3,
        refetchOnWindowFocus: true,
      },
    },
  });
}

export function fnKey<N extends FnName>(name: N, input?: FnInput<N>) {
  return input === undefined ? [name] : ([name, input] as const);
}

export function useFn<N extends FnName>(
  name: N,
  input: FnInput<N>,
  options: Omit<UseQueryOptions<FnOutput<N>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<FnOutput<N>, ApiError>({
    queryKey: fnKey(name, input),
    queryFn: ({ signal }) => call(name, input, { signal }),
    ...options,
  });
}

/**
 * A write. Each mutate gets one idempotency key, reused by its network retries, so a request
 * that reached the server before the connection dropped is not applied twice.
 */
export function useFnMutation<N extends FnName>(
  name: N,
  options: Omit<UseMutationOptions<FnOutput<N>, ApiError, FnInput<N>>, 'mutationFn'> = {},
) {
  return useMutation<FnOutput<N>, ApiError, FnInput<N>>({
    mutationFn: async (input) => {
      const idempotencyKey = crypto.randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await call(name, input, { idempotencyKey });
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'network' || attempt >= 2) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
      }
    },
    ...options,
  });
}
