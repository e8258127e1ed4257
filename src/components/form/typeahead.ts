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
