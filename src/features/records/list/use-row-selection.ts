import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows ticked on a list, kept for one `scope` (the list call's key: its page, search and filters):
 * another page or filter starts with none ticked, since what was ticked is no longer shown. `used`: a
 * row has been ticked on this screen (what the ticks offer is loaded from then on).
 */
export function useRowSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string>; used: boolean }>({ scope, ids: NONE, used: false });
  const selected = state.scope === scope ? state.ids : NONE;
  const onChange = useCallback((ids: ReadonlySet<string>) => setState((previous) => ({ scope, ids, used: previous.used || ids.size > 0 })), [scope]);
  return { selected, onChange, used: state.used };
}
