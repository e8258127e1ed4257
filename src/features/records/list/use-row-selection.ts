import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows ticked on a list, kept for one `scope` (the list call's key: its page, search and filters):
 * another page or filter starts with none ticked, since what was ticked is no longer shown.
 */
export function useRowSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const selected = state.scope === scope ? state.ids : NONE;
  const onChange = useCallback((ids: ReadonlySet<string>) => setState({ scope, ids }), [scope]);
  return { selected, onChange };
}
