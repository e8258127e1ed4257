import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCacheAnswer, useCacheAnswerRow } from './cached-answer';

interface Month {
  name: string;
  entries: { id: number; hours: number }[];
}
const monthQuery = queryOptions({ queryKey: ['getMonth', 3] as const, queryFn: (): Promise<Month> => Promise.resolve({ name: 'Kiss Anna', entries: [] }) });

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useCacheAnswer', () => {
  it('writes the answer as what the cached query holds', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useCacheAnswer(monthQuery), { wrapper: wrapperOf(queryClient) });
    result.current({ name: 'Nagy Béla', entries: [{ id: 1, hours: 8 }] });
    expect(queryClient.getQueryData(monthQuery.queryKey)).toEqual({ name: 'Nagy Béla', entries: [{ id: 1, hours: 8 }] });
  });
});

describe('useCacheAnswerRow', () => {
  it("puts the answered row in place of its id's row or adds it, the rest kept; nothing cached stays nothing", () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useCacheAnswerRow(monthQuery, 'entries'), { wrapper: wrapperOf(queryClient) });
    result.current({ id: 1, hours: 8 });
    expect(queryClient.getQueryData(monthQuery.queryKey)).toBeUndefined();
    queryClient.setQueryData(monthQuery.queryKey, {
      name: 'Kiss Anna',
      entries: [
        { id: 1, hours: 4 },
        { id: 2, hours: 6 },
      ],
    });
    result.current({ id: 1, hours: 8 });
    result.current({ id: 3, hours: 2 });
    expect(queryClient.getQueryData(monthQuery.queryKey)).toEqual({
      name: 'Kiss Anna',
      entries: [
        { id: 1, hours: 8 },
        { id: 2, hours: 6 },
        { id: 3, hours: 2 },
      ],
    });
  });
});
