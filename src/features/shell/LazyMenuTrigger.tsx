import { Suspense, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components';

export interface MenuPanelProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A menu button whose menu (react-aria's overlay stack, the largest chunk of the shell) is loaded
 * only when the user reaches for it: hovering or focusing the button starts the download, pressing
 * it (or ArrowDown/ArrowUp) opens the menu anchored to the button.
 */
export function LazyMenuTrigger<P extends object>({
  panel: Panel,
  preload,
  panelProps,
  className,
  label,
  children,
}: {
  panel: ComponentType<P & MenuPanelProps>;
  preload: () => void;
  panelProps: P;
  className: string;
  /** The button's name where its text shows only part of it. */
  label?: string;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = () => {
    setRequested(true);
    setOpen(true);
  };
  // A standalone popover does not give focus back the way MenuTrigger does: when the menu closes
  // with focus inside it (Escape, a chosen item), focus returns to the button.
  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    setOpen(false);
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) triggerRef.current?.focus();
    });
  };
  return (
    <>
      <Button
        ref={triggerRef}
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => (isOpen ? onOpenChange(false) : open())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
          else event.continuePropagation();
        }}
      >
        {children}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <Panel {...panelProps} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
