import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import { formatAmount } from '@/lib/format';
import { propertiesOf } from '@/lib/objects';
import { useIsPhone } from '@/lib/use-is-phone';
import { DetailValue } from '../display';
import { sumColumn, type LineRow, type LinesDeclaration } from '../lines/lines';
import type { RecordDetail, RecordRow, SectionDefinition } from '../section';

type AnySection<Detail extends RecordDetail> = Pick<SectionDefinition<RecordRow, Detail, Record<string, unknown>>, 'details' | 'form'>;
type Details<Detail extends RecordDetail> = Pick<SectionDefinition<RecordRow, Detail, Record<string, unknown>>['details'], 'meta' | 'links'>;

const EXTRA = 'extra_field_answers';

/**
 * A field's meta for reading: the record's own, with the input's lookup where the record holds a bare id
 * its own meta names no lookup for (so a read view shows the name the form's chooser shows).
 */
export function readMeta(name: string, detailMeta: SchemaMeta, formMeta?: SchemaMeta): FieldMeta | undefined {
  const own = detailMeta.fields[name];
  const input = formMeta?.fields[name];
  if (!own) return input;
  return !own.lookup && input?.lookup && (own.kind === 'integer' || own.kind === 'string' || own.kind === 'array') ? { ...own, lookup: input.lookup } : own;
}

/**
 * The read view's fieldsets: the section's own read groups where it declares them, else the form's
 * groups (the fields in none under 'További adatok'), without the fields the summary already shows.
 */
export function readGroups<Detail extends RecordDetail>(section: AnySection<Detail>, detail: Detail): { title: string; fields: readonly (keyof Detail & string)[] }[] {
  const { details, form } = section;
  if (details.groups) return [...details.groups];
  if (!form) return [];
  const shownElsewhere = new Set<string>([...details.summary, ...(details.blocks ?? []).flatMap((block) => (block.shows ? [block.shows] : []))]);
  const held = (name: string) => name !== EXTRA && !shownElsewhere.has(name) && name in detail;
  const grouped = new Set((form.groups ?? []).flatMap((group) => group.fields));
  const loose = form.fields.filter((name) => !grouped.has(name) && held(name));
  const groups = (form.groups ?? []).map((group) => ({ title: group.title, fields: group.fields.filter((name) => form.fields.includes(name) && held(name)) }));
  return [...(loose.length ? [{ title: 'További adatok', fields: loose }] : []), ...groups] as { title: string; fields: (keyof Detail & string)[] }[];
}

const isRow = (item: unknown): item is LineRow => typeof item === 'object' && item !== null && !Array.isArray(item);

/** Objects with two or more fields to show read as a table; a list of names (users involved) stays a line of text. */
const asTable = (value: readonly unknown[], itemMeta: SchemaMeta) =>
  value.length > 0 && value.every(isRow) && Object.keys(itemMeta.fields).filter((name) => name !== 'id' && value.some((row) => name in row)).length >= 2;

/**
 * Lines read as a table: the declared columns (or the item's simple fields), the declared sums under it.
 * On a phone each line is a card (its first column as the title, the rest under their names), as a
 * list's rows are, since a table's columns would be squeezed to a few letters.
 */
export function ReadLines({
  label,
  rows,
  itemMeta,
  declaration,
  columns: given,
}: {
  label: string;
  rows: readonly LineRow[];
  itemMeta: SchemaMeta;
  declaration?: LinesDeclaration;
  columns?: readonly string[];
}) {
  const phone = useIsPhone();
  const declared = given ?? (declaration && Array.isArray(declaration.columns) ? (declaration.columns as readonly string[]) : null);
  const columns = (declared ?? Object.keys(itemMeta.fields)).filter(
    (name) => name !== 'id' && itemMeta.fields[name] && itemMeta.fields[name].kind !== 'object' && rows.some((row) => name in row),
  );
  if (rows.length === 0) return <>Nincs sor.</>;
  const totals = (declaration?.totals ?? []).filter((total) => columns.includes(total.field));
  const [first, ...rest] = columns;
  return (
    <div className="record-read__lines">
      {phone ? (
        <ul className="data-cards record-read__cards" aria-label={label}>
          {rows.map((row, index) => (
            <li key={typeof row.id === 'number' ? row.id : `row-${index}`} className="data-card">
              {first ? (
                <div className="data-card__title">
                  <DetailValue value={row[first]} meta={itemMeta.fields[first]} name={first} />
                </div>
              ) : null}
              <dl className="data-card__fields">
                {rest.map((name) => (
                  <div key={name} className="data-card__field">
                    <dt>{itemMeta.fields[name]?.label ?? name}</dt>
                    <dd>
                      <DetailValue value={row[name]} meta={itemMeta.fields[name]} name={name} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <table className="record-read__table">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((name) => (
                <th key={name} scope="col">
                  {itemMeta.fields[name]?.label ?? name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={typeof row.id === 'number' ? row.id : `row-${index}`}>
                {columns.map((name) => (
                  <td key={name}>
                    <DetailValue value={row[name]} meta={itemMeta.fields[name]} name={name} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totals.length ? (
        <dl className="line-editor__totals">
          {totals.map((total) => (
            <div key={total.field} className="line-editor__total">
              <dt>Összesen ({itemMeta.fields[total.field]?.label})</dt>
              <dd>{formatAmount(sumColumn(rows, total.field), itemMeta.fields[total.field]?.unit)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * A header amount beside the sum of the lines it should match (a commitment's gross amount and its
 * products' totals): 'Termékek összesen: 12 700 Ft', marked when the two differ.
 */
function LinesSum({
  detail,
  field,
  meta,
  declaration,
  linesLabel,
}: {
  detail: RecordDetail;
  field: string;
  meta?: FieldMeta;
  declaration: LinesDeclaration & { linesField: string };
  linesLabel: string;
}) {
  const match = Object.entries(declaration.headerTotals ?? {}).find(([, header]) => header === field);
  const lines = match ? propertiesOf(detail)[declaration.linesField] : undefined;
  if (!match || !Array.isArray(lines) || lines.length === 0) return null;
  const sum = sumColumn(lines.filter(isRow), match[0]);
  const header = propertiesOf(detail)[field];
  const differs = typeof header === 'number' && Math.round(header) !== Math.round(sum);
  return (
    <span className={`record-read__sum${differs ? ' record-read__sum--differs' : ''}`}>
      {linesLabel} összesen: {formatAmount(sum, meta?.unit)}
      {differs ? ' – eltér' : ''}
    </span>
  );
}

/** Read-only fields of the record as label and value pairs; linked fields lead to the records they name, lines read as tables. */
export function DetailsList<Detail extends RecordDetail>({
  fields,
  detail,
  details,
  formMeta,
  lines,
}: {
  fields: readonly (keyof Detail & string)[];
  detail: Detail;
  details: Details<Detail>;
  formMeta?: SchemaMeta;
  lines?: Readonly<Record<string, LinesDeclaration>>;
}) {
  const withHeaderTotals = Object.entries(lines ?? {}).map(([name, declaration]) => ({ ...declaration, linesField: name }));
  return (
    <dl className="details">
      {fields.map((name) => {
        const meta = readMeta(name, details.meta, formMeta);
        const value = detail[name];
        const declaration = lines?.[name];
        const itemMeta = declaration?.itemMeta ?? meta?.items;
        const sumOf = withHeaderTotals.find((candidate) => Object.values(candidate.headerTotals ?? {}).includes(name));
        return (
          <div key={name} className="details__row">
            <dt>{meta?.label ?? name}</dt>
            <dd>
              {!details.links?.[name] && Array.isArray(value) && itemMeta && (declaration || asTable(value, itemMeta)) ? (
                <ReadLines label={meta?.label ?? name} rows={value as LineRow[]} itemMeta={itemMeta} declaration={declaration} />
              ) : (
                <DetailValue value={value} meta={meta} name={name} link={details.links?.[name]} />
              )}
              {sumOf ? (
                <>
                  {' '}
                  <LinesSum
                    detail={detail}
                    field={name}
                    meta={meta}
                    declaration={sumOf}
                    linesLabel={(formMeta ?? details.meta).fields[sumOf.linesField]?.label ?? sumOf.linesField}
                  />
                </>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
