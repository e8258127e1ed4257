/** An object's own properties by key, read without a cast: an answer's JSON or a record whose fields are named at run time (their values are unknown until checked). */
export const propertiesOf = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value));

/** The items with `item` in place of the one of its id, or added at the end (a saved answer written into a cached list). */
export const upsertById = <T extends { id: unknown }>(items: readonly T[], item: T): T[] =>
  items.some((each) => each.id === item.id) ? items.map((each) => (each.id === item.id ? item : each)) : [...items, item];
