import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/**
 * What a public site keeps of a visit, in memory only (the opened complaint, the signed-in participant's
 * quiz; localStorage holds only the token and the logo flag): set with `queryClient.setQueryData(key, value)`
 * or `useRememberAndOpen`, read here, null until set.
 */
export function useRemembered<T>(queryKey: QueryKey): T | null {
  return useQuery({ queryKey, queryFn: (): T | null => null, staleTime: Infinity, gcTime: Infinity }).data ?? null;
}

/** Keeps a value of the visit (a signed-in complaint or quiz) under its key, then opens the page that reads it with `useRemembered`. */
export function useRememberAndOpen() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (queryKey: QueryKey, value: unknown, href: string) => {
    queryClient.setQueryData(queryKey, value);
    void router.navigate({ href });
  };
}
