import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';

const load = () => import('./QuickJumpDialog');
const QuickJumpDialog = lazy(load);

/**
 * The top bar's 'Ugrás' button and Ctrl+K (⌘K): a dialog that finds any screen the user may open by
 * part of its name. The dialog and its index load when first wanted, not with the first page.
 */
export function QuickJump({ permissions }: { permissions: readonly string[] }) {
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setRequested(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Button
        className="topbar__button"
        aria-keyshortcuts="Control+K"
        onHoverStart={() => void load()}
        onFocus={() => void load()}
        onPress={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⌕</span> Ugrás
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <QuickJumpDialog isOpen={isOpen} onOpenChange={setOpen} permissions={permissions} />
        </Suspense>
      ) : null}
    </>
  );
}
