import { useState } from 'react';
import { Form, Input, Label, SearchField } from 'react-aria-components';
import { Button } from '@/components/ui/Button';

export interface SearchBoxProps {
  /** The search text the list is filtered by (the URL's `q`). */
  value: string | undefined;
  /** The trimmed text on 'Keresés' or Enter, undefined when empty or cleared (the clear button or Escape). */
  onSearch: (text: string | undefined) => void;
}

/**
 * The one search box of every list: what is typed is applied on Enter or 'Keresés' (not on each key),
 * clearing it lists everything again, and it shows the URL's text again whenever that changes
 * (Back, a link, another list).
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState({ text: value ?? '', source: value });
  if (draft.source !== value) setDraft({ text: value ?? '', source: value });
  return (
    <Form
      role="search"
      className="list-toolbar__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.text.trim() || undefined);
      }}
    >
      <SearchField
        value={draft.text}
        onChange={(text) => setDraft({ text, source: value })}
        onClear={() => onSearch(undefined)}
        className="field"
        aria-label="Keresés"
      >
        <Label className="visually-hidden">Keresés</Label>
        <Input placeholder="Keresés" className="field__input" />
      </SearchField>
      <Button type="submit" variant="secondary">
        Keresés
      </Button>
    </Form>
  );
}
