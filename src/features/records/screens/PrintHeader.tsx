import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/format';

/**
 * What a printed record carries under its title (the heading, the record's name): its state and when it was printed.
 * Shown only in print (app.css); the time is taken the moment printing starts ('Nyomtatás' or the browser's own).
 */
export function PrintHeader({ state }: { state?: string }) {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // flushSync: the browser lays the page out for print right after this event, before React would render.
    const stamp = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  // Generated content (app.css) rather than text: the stamp doubles none of the screen's words (the state) for a search of the page.
  return <div className="print-header" data-state={state ? `Állapot: ${state}` : undefined} data-printed={`Nyomtatva: ${formatDateTime(printedAt)}`} />;
}

/** 'Nyomtatás': the browser's print of the screen, which the print style sheet makes a document. */
export function PrintButton() {
  return (
    <Button variant="secondary" onPress={() => window.print()}>
      Nyomtatás
    </Button>
  );
}
