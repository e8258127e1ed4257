import { useCanGoBack, useRouter } from '@tanstack/react-router';

/** What a form's 'Mégse' does: the caller's own cancel, else back where the user came from, else the given address; undefined when none applies. */
export function useCancel({ onCancel, cancelHref }: { onCancel?: (() => void) | undefined; cancelHref?: string | undefined }): (() => void) | undefined {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  if (onCancel) return onCancel;
  if (canGoBack) return () => router.history.back();
  if (cancelHref) return () => void router.navigate({ href: cancelHref });
  return undefined;
}
