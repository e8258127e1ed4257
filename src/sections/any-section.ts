import type { RecordSectionId } from '@/config/site-map';
import type { RecordDetail, RecordRow, SectionDefinition } from '@/features/records/section';

/**
 * A section of any record type, handed to the function that uses it: each section keeps its own
 * row, detail and input types (no cast to a common shape), and the generic routes still take any.
 */
export type AnySection = <R>(
  use: <Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(section: SectionDefinition<Row, Detail, Input>) => R,
) => R;

export function anySection<Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>(
  section: SectionDefinition<Row, Detail, Input>,
): AnySection {
  return (use) => use(section);
}

/** The registry's entries: a lazy loader of each section by site-map id; each module folder keeps its own (`src/sections/<module>/registry-entries.ts`). */
export type RegistryEntries = Readonly<Partial<Record<RecordSectionId, () => Promise<AnySection>>>>;
