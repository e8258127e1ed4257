import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * What a public site keeps of a visit, in memory only (the opened complaint, the signed-in participant's
 * quiz; localStorage holds only the token and the logo flag): set with `queryClient.setQueryData(key, value)`,
 * read here, null until set.
 */
export function useRemembered<T>(queryKey: QueryKey): T | null {
  return useQuery({ queryKey, queryFn: (): T | null => null, staleTime: Infinity, gcTime: Infinity }).data ?? null;
}
