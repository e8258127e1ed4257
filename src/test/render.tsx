import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';

/** Renders a test's router inside the app's providers: Hungarian locale and the given query client. */
export function renderRouter(router: AnyRouter, queryClient: QueryClient) {
  return render(
    <I18nProvider locale="hu-HU">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
