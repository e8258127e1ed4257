import { createFileRoute, redirect } from '@tanstack/react-router';

const NEW = '/tanugy/uj-oraadoi-megbizasok/';

/**
 * Section 2: the old lecturer assignments' screens lead to the new section (the same screen there,
 * the list for the section root). A route of its own: the generic `$module/$section` routes match these
 * addresses, so the not-found redirect of the root never saw them.
 */
export const Route = createFileRoute('/_signedIn/_shell/tanugy/oraadoi-megbizasok/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `${NEW}${params._splat || 'lista.html'}`, replace: true });
  },
});
