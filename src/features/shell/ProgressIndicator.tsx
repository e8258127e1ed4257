import { useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';

/**
 * A thin bar at the top of the window while a navigation or a save is under way. It is drawn from the
 * start but shown (to the eye and to assistive technology) only after 150 ms, so quick steps do not flash.
 */
export function ProgressIndicator() {
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const saving = useIsMutating() > 0;
  if (!navigating && !saving) return null;
  return <div className="progress-line" role="progressbar" aria-label={navigating ? 'Az oldal betöltése folyamatban' : 'Mentés folyamatban'} />;
}
