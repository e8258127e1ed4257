import { useRef, useState, type ReactNode } from 'react';
import { useAutocomplete } from 'react-aria';
import { AutocompleteStateContext, FieldInputContext, Provider, SelectableCollectionContext } from 'react-aria-components';

type AutocompleteState = Parameters<typeof useAutocomplete>[1];

export interface AutocompleteProps {
  /** Whether an item's text matches what is typed; items that do not are hidden. */
  filter: (textValue: string, inputValue: string) => boolean;
  children: ReactNode;
}

/**
 * react-aria-components' Autocomplete (a search field filtering the menu or list beside it), built from
 * react-aria's public hook. react-aria-components' TextField imports a context from the module of its
 * Autocomplete, and a module is never split between chunks: using that Autocomplete would bring the
 * autocomplete hook, its key handling and its strings into every page with a text field, the sign-in
 * page's first load included (npm run bench).
 */
export function Autocomplete({ filter, children }: AutocompleteProps) {
  const [inputValue, setInputValue] = useState('');
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  const state: AutocompleteState = { inputValue, setInputValue, focusedNodeId, setFocusedNodeId };
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const { inputProps, collectionProps, collectionRef: mergedCollectionRef, filter: filterFn } = useAutocomplete({ filter, inputRef, collectionRef }, state);
  return (
    <Provider
      values={[
        [AutocompleteStateContext, state],
        [FieldInputContext, { ...inputProps, ref: inputRef }],
        [SelectableCollectionContext, { ...collectionProps, filter: filterFn, ref: mergedCollectionRef }],
      ]}
    >
      {children}
    </Provider>
  );
}
