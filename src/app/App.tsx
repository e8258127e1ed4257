import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components';

/** Hungarian locale for react-aria's dates and numbers (the week starts on Monday). */
export const LOCALE = 'hu-HU';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AnyRouter }) {
  return (
    <I18nProvider locale={LOCALE}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
