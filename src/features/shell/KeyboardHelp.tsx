import { lazy, Suspense, useState } from 'react';
import { useShortcuts } from '@/lib/shortcuts';

const KeyboardHelpDialog = lazy(() => import('./KeyboardHelpDialog'));

/** '?' anywhere (not while typing in a field): the dialog that lists the keys; its code loads when first asked for. */
export function KeyboardHelp() {
  const [isOpen, setOpen] = useState(false);
  useShortcuts({
    '?': (event) => {
      event.preventDefault();
      setOpen(true);
    },
  });
  return isOpen ? (
    <Suspense fallback={null}>
      <KeyboardHelpDialog isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
