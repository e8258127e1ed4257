import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import type { CurrentUser } from '@/generated/models';
import type { SchemaMeta } from '@/generated/meta/types';
import type { RecordActionDeclaration } from '@/generated/records/types';
import type { OpenQueryKey } from '@/generated/runtime';
import { failureText } from '@/lib/server-messages';
import { RecordActions } from '../actions/RecordActions';
import type { GatedRecord, RecordActionOverride } from '../actions/gating';
import { FieldList } from '../FieldList';
import { refId } from '../form/lookups';
import { itemsTable } from './ItemsTable';
import './LinkedRecord.css';

type Linked = GatedRecord & Readonly<Record<string, unknown>>;

export interface LinkedRecordDeclaration<Field extends string, L extends Linked> {
  /** The record's field that names the other record (an id or an `{id, name}`). */
  field: Field;
  /** Title of the card ('Előzmény megbízás (régi)'). */
  title: string;
  /** The other record's calls: its details query and the actions it offers here (generated `…Api`). */
  api: {
    get(vars: { path: { id: number } }): UseQueryOptions<L, Error, L, OpenQueryKey>;
    list(vars: { query?: undefined }): { queryKey: QueryKey };
    actions?: readonly RecordActionDeclaration[];
  };
  /** The other record's details meta: labels and kinds of its fields. */
  meta: SchemaMeta;
  /** Its fields in titled fieldsets. */
  groups: readonly { title: string; fields: readonly string[] }[];
  /** Its array fields shown as tables (field and the item fields as columns). */
  tables?: readonly { field: string; columns: readonly string[] }[];
  /** Changes to its actions by id (hide its delete here, relabel one). */
  actions?: Readonly<Record<string, RecordActionOverride>>;
  /** Its fieldsets and tables folded behind 'Részletek megjelenítése' (a long record the reader seldom needs whole). */
  collapsed?: boolean;
}

type LinkedRecordBlock<Field extends string> = (props: { record: { readonly [K in Field]?: unknown }; user: CurrentUser }) => ReactNode;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/**
 * A details block that shows another record the record refers to (a new lecturer contract's former,
 * old contract): loaded by its own details call, its fields in titled fieldsets and its array fields as
 * tables, with that record's own actions (extend…) gated as on its own screen. Nothing when the field is empty.
 */
export function linkedRecord<Field extends string, L extends Linked>({
  field,
  title,
  api,
  meta,
  groups,
  tables = [],
  actions,
  collapsed = false,
}: LinkedRecordDeclaration<Field, L>): LinkedRecordBlock<Field> {
  const tableBlocks = tables.map((table) => ({ field: table.field, Table: itemsTable({ field: table.field, meta, columns: table.columns }) }));
  const headingId = `linked-${slug(title)}`;

  function LinkedRecord({ record, user }: { record: { readonly [K in Field]?: unknown }; user: CurrentUser }) {
    const ref = Number(refId(record[field]));
    // Only a record id can be asked for (a malformed reference shows nothing rather than a refused call).
    const id = Number.isInteger(ref) && ref > 0 ? ref : NaN;
    const pathname = useRouterState({ select: (state) => state.location.pathname });
    const query = useQuery({ ...api.get({ path: { id } }), enabled: Number.isInteger(id) });
    const [isExpanded, setExpanded] = useState(!collapsed);
    if (!Number.isInteger(id)) return null;
    const linked = query.data;
    const content = linked ? (
      <>
        <div className="linked-record__groups">
          {groups.map((group) => (
            <div key={group.title} className="linked-record__group" role="region" aria-labelledby={`${headingId}-${slug(group.title)}`}>
              <h3 id={`${headingId}-${slug(group.title)}`}>{group.title}</h3>
              <FieldList value={linked} meta={meta} fields={group.fields} />
            </div>
          ))}
        </div>
        {tableBlocks.map(({ field: name, Table }) => (
          <Table key={name} record={linked} />
        ))}
      </>
    ) : null;
    return (
      <section className="card linked-record" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {linked ? (
          <div className="linked-record__actions">
            {/* A record this one creates from the other (an extension) is not this section's: the screen stays. */}
            <RecordActions record={linked} user={user} api={api} routes={{ list: pathname, details: () => pathname }} overrides={actions} />
          </div>
        ) : null}
        {query.isError ? (
          <p role="alert">{failureText(query.error, 'A kapcsolódó tétel betöltése nem sikerült.')}</p>
        ) : !linked ? (
          <p className="muted">Betöltés…</p>
        ) : collapsed ? (
          <Disclosure className="linked-record__disclosure" isExpanded={isExpanded} onExpandedChange={setExpanded}>
            <Button slot="trigger" variant="secondary">
              {isExpanded ? 'Részletek elrejtése' : 'Részletek megjelenítése'}
            </Button>
            {/* Built only once opened: the folded fields cost the details screen nothing. */}
            <DisclosurePanel className="linked-record">{isExpanded ? content : null}</DisclosurePanel>
          </Disclosure>
        ) : (
          content
        )}
      </section>
    );
  }
  return LinkedRecord;
}
