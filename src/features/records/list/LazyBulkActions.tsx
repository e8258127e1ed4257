import { useCallback, useState } from 'react';

// The bulk bar's code (its dialogs, the decision questions' fields) is not in the list screen's chunk:
// it loads at the first tick, so a list that is only read does not pay for it.
type BulkModule = typeof import('./BulkActions');
let bulkModule: Promise<BulkModule> | undefined;
let loadedBulk: BulkModule | undefined;
const loadBulk = () =>
  (bulkModule ??= import('./BulkActions').then((loaded) => {
    loadedBulk = loaded;
    return loaded;
  }));

/**
 * The BulkActions component once its code is there (none before), and `load`, to call when a row is
 * ticked. Loaded in the tick's handler rather than suspended on: the table keeps its focus and renders on.
 */
export function useBulkActions() {
  const [loaded, setLoaded] = useState<{ module: BulkModule } | undefined>(loadedBulk ? { module: loadedBulk } : undefined);
  const load = useCallback(() => {
    if (!loaded) void loadBulk().then((module) => setLoaded({ module }));
  }, [loaded]);
  return { BulkActions: loaded?.module.BulkActions, load };
}
