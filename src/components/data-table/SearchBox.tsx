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
 * clearing it lists everything again, and it shows the URL's text again whenever that changes to other
 * than the box asked for (Back, a link, another list). The URL reaching the search the box sent does
 * not overwrite what was typed since: a list that answers slowly keeps the next search as typed.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  // `seen`: the URL's text the box last showed; `asked`: the search it sent that the URL has not reached yet.
  const [draft, setDraft] = useState<{ text: string; seen: string | undefined; asked: { text: string | undefined } | null }>({
    text: value ?? '',
    seen: value,
    asked: null,
  });
  if (draft.seen !== value) {
    const reached = draft.asked !== null && draft.asked.text === value;
    setDraft({ text: reached ? draft.text : (value ?? ''), seen: value, asked: null });
  }
  const search = (text: string | undefined) => {
    setDraft((current) => ({ ...current, asked: { text } }));
    onSearch(text);
  };
  return (
    <Form
      role="search"
      className="list-toolbar__search"
      onSubmit={(event) => {
        event.preventDefault();
        search(draft.text.trim() || undefined);
      }}
    >
      <SearchField
        value={draft.text}
        onChange={(text) => setDraft((current) => ({ ...current, text }))}
        onClear={() => search(undefined)}
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
