import type { SpecialScreen } from '@/features/special-screens/special-screen';
import type { DetailsSection, RecordDetail, RecordRow } from '../section';
import { RecordDetailsScreen } from './RecordDetailsScreen';

export interface DetailsScreenDeclaration<P, Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>> {
  /** The section the record is shown by, from the address's parts (its back link, its list). */
  section: (params: P) => DetailsSection<Row, Detail, Input>;
  id: (params: P) => number;
}

/** A special screen that is one record's details at an address of its own (an application under its position): the record loaded first. */
export function detailsScreen<P, Row extends RecordRow, Detail extends RecordDetail, Input extends Record<string, unknown>>({
  section,
  id,
}: DetailsScreenDeclaration<P, Row, Detail, Input>): SpecialScreen<P, unknown> {
  return {
    load: (queryClient, parts) => queryClient.ensureQueryData(section(parts).api.get({ path: { id: id(parts) } })),
    Component: ({ params: parts }) => <RecordDetailsScreen section={section(parts)} id={id(parts)} />,
  };
}
