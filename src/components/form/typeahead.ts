/** Section 9: a select's search shows at most five options whose label starts with the typed text. */
export const TYPEAHEAD_LIMIT = 5;

export interface Option {
  id: string;
  label: string;
}

export function prefixMatches<T extends { label: string }>(options: readonly T[], text: string, limit = TYPEAHEAD_LIMIT): T[] {
  const needle = text.trim().toLocaleLowerCase('hu');
  const matches = needle ? options.filter((o) => o.label.toLocaleLowerCase('hu').startsWith(needle)) : options;
  return matches.slice(0, limit);
}

/** Up to this many options (a fixed list: an enumeration, the months) are all shown before anything is typed. */
export const BROWSE_ALL_LIMIT = 20;

/**
 * What a chooser lists (sections 5 and 9): once text is typed, at most five options whose label starts
 * with it; with nothing typed, every option of a short fixed list, or the first five of a long lookup,
 * with how many more there are, so the chooser invites typing.
 */
export function chooserOptions<T extends { label: string }>(options: readonly T[], text: string): { shown: T[]; more: number } {
  if (text.trim()) return { shown: prefixMatches(options, text), more: 0 };
  if (options.length <= BROWSE_ALL_LIMIT) return { shown: [...options], more: 0 };
  return { shown: options.slice(0, TYPEAHEAD_LIMIT), more: options.length - TYPEAHEAD_LIMIT };
}
