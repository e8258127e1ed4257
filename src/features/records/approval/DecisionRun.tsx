import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { endDecisionRun, useDecisionRunAt } from './decision-run';
import './NextWaiting.css';

/** The last record of a run decided here: what the notice says then. */
interface Finished {
  id: number;
  label: string;
  total: number;
}

/**
 * A record's place in a one-by-one bulk decision ('Egyenként', started on a list): the option to open its
 * questions with, what to do once it is decided (the next record's details, or, after the last, the
 * run ends and says so), and the notice that shows where the run stands, with 'Kihagyás' and 'Leállítás'.
 */
export function useDecisionRun(sectionId: string, id: number, detailsHref: (id: number) => string) {
  const router = useRouter();
  const at = useDecisionRunAt(sectionId, id);
  const [finished, setFinished] = useState<Finished | null>(null);

  const goOn = () => {
    if (!at) return;
    if (at.next !== undefined) {
      void router.navigate({ href: detailsHref(at.next) });
      return;
    }
    endDecisionRun();
    setFinished({ id, label: at.run.label, total: at.run.ids.length });
  };

  const notice = at ? (
    <div className="next-waiting" role="group" aria-label="Egyenkénti döntés">
      <p role="status" className="next-waiting__message">
        „{at.run.label}” egyenként: {at.index + 1} / {at.run.ids.length} kijelölt tétel
      </p>
      <Button variant="secondary" onPress={goOn}>
        {at.next === undefined ? 'Befejezés' : 'Kihagyás'}
      </Button>
      {at.next === undefined ? null : (
        <Button variant="quiet" onPress={endDecisionRun}>
          Leállítás
        </Button>
      )}
    </div>
  ) : finished?.id === id ? (
    <p role="status" className="next-waiting next-waiting__message">
      „{finished.label}” egyenként: ez volt az utolsó kijelölt tétel ({finished.total} / {finished.total}).
    </p>
  ) : null;

  return { openOption: at?.run.optionId, onDecided: goOn, notice };
}
