import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRecordCall } from './use-record-call';

const api = { get: ({ path }: { path: { id: number } }) => ({ queryKey: ['survey', path.id] }), list: () => ({ queryKey: ['surveys', {}] }) };

describe('useRecordCall', () => {
  it("sends the call and merges a record's answer into its cached details and list rows", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['survey', 5], { id: 5, name: 'Tavasz', closed: false });
    queryClient.setQueryData(['surveys', { page: 1 }], { total: 1, data: [{ id: 5, closed: false }] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRecordCall({ mutationFn: (vars: { path: { id: number } }) => Promise.resolve({ id: vars.path.id, closed: true }) }, api), {
      wrapper,
    });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.send({ path: { id: 5 } });
    });
    expect(answer).toEqual({ id: 5, closed: true });
    expect(queryClient.getQueryData(['survey', 5])).toEqual({ id: 5, name: 'Tavasz', closed: true });
    expect(queryClient.getQueryData(['surveys', { page: 1 }])).toEqual({ total: 1, data: [{ id: 5, closed: true }] });
  });
});
