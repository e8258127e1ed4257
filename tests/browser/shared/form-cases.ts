// What the shared form checks read of each section's new form, from its declaration and the bundled spec:
// each field the form shows (its name is its slot's `data-field`), how it is entered, and the value the
// spec's request example gives it (dist/openapi.json, the create call the declaration names). Nothing is
// listed by hand: a section registered tomorrow is filled the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FieldMeta, SchemaMeta } from '@/generated/meta/types';
import type { LinesDeclaration } from '@/features/records/lines/lines';
import { isObjectArray, plainLines } from '@/features/records/form/record-form-props';
import { registeredSections } from '@/sections/registry';

export type EntryKind = 'text' | 'number' | 'date' | 'datetime' | 'yearMonth' | 'chooser' | 'multiChooser' | 'boolean' | 'file' | 'address' | 'lines' | 'other';

export interface FormFieldCase {
  name: string;
  label: string;
  entry: EntryKind;
  required: boolean;
  /** The field is shown only for some values of others (the form's shownWhen). */
  conditional: boolean;
  /** The request example's value, where it gives one. */
  example: unknown;
  enumLabels?: Readonly<Record<string, string>>;
  minimum?: number;
  maximum?: number;
  integer: boolean;
  /** The start this end must follow (x-after). */
  after?: string;
  /** A line editor's number and date cells (its columns where the declaration lists them). */
  cells?: FormFieldCase[];
}

export interface FormCase {
  id: string;
  create: string;
  apiBase: string;
  /** The create call's operation (the mutation key the generated API gives it). */
  operationId: string;
  example: Record<string, unknown>;
  fields: FormFieldCase[];
}

interface SchemaObject {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: SchemaObject[];
}

interface Spec {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        requestBody?: { content?: Record<string, { schema?: SchemaObject; example?: unknown; examples?: Record<string, { value?: unknown }> }> };
      }
    >
  >;
  components?: { schemas?: Record<string, SchemaObject>; examples?: Record<string, { value?: unknown }> };
}

let spec: Spec | undefined;
const readSpec = (): Spec => (spec ??= JSON.parse(readFileSync(fileURLToPath(new URL('../../../dist/openapi.json', import.meta.url)), 'utf8')) as Spec);

/** The request body example of the operation `operationId` (its first example where it has several). */
export function requestExample(operationId: string): Record<string, unknown> {
  for (const item of Object.values(readSpec().paths)) {
    for (const op of Object.values(item)) {
      if (op?.operationId !== operationId) continue;
      for (const content of Object.values(op.requestBody?.content ?? {})) {
        const first = Object.values(content.examples ?? {})[0] as { value?: unknown; $ref?: string } | undefined;
        // A named example is often a reference to the spec's shared examples.
        const named = first?.$ref ? readSpec().components?.examples?.[first.$ref.replace('#/components/examples/', '')] : first;
        const example = content.example ?? named?.value;
        if (example && typeof example === 'object' && !Array.isArray(example)) return example as Record<string, unknown>;
      }
    }
  }
  return {};
}

/** The property names a body schema gives (its $ref and allOf followed). */
function propertiesOf(schema: SchemaObject | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return propertiesOf(readSpec().components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], seen);
  }
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap((part) => propertiesOf(part, seen))];
}

/** The call `operationId`: its method, path and the property names of its request body (where its schema names them). */
export function operationOf(operationId: string): { method: string; path: string; body?: Set<string> } | undefined {
  for (const [path, item] of Object.entries(readSpec().paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op?.operationId !== operationId) continue;
      const names = Object.values(op.requestBody?.content ?? {}).flatMap((content) => propertiesOf(content.schema));
      return { method, path, body: names.length ? new Set(names) : undefined };
    }
  }
  return undefined;
}

export function entryOf(meta: FieldMeta, lines: boolean): EntryKind {
  if (lines) return 'lines';
  if (meta.format === 'binary') return 'file';
  if (meta.kind === 'array') return meta.items?.fields ? 'lines' : meta.lookup || meta.items ? 'multiChooser' : 'other';
  if (meta.kind === 'object') return meta.fields && 'city' in meta.fields ? 'address' : 'other';
  if (meta.lookup || meta.enumLabels) return 'chooser';
  if (meta.kind === 'boolean') return 'boolean';
  if (meta.yearMonth) return 'yearMonth';
  if (meta.format === 'date') return 'date';
  if (meta.format === 'date-time') return 'datetime';
  if (meta.kind === 'integer' || meta.kind === 'number') return 'number';
  if (meta.kind === 'string') return 'text';
  return 'other';
}

/** What the cases read of a section's form declaration. */
interface DeclaredForm {
  meta: SchemaMeta;
  fields: readonly string[];
  lines?: Readonly<Record<string, Pick<LinesDeclaration, 'itemMeta' | 'columns'>>>;
  shownWhen?: Readonly<Record<string, unknown>>;
}

/**
 * The fields a form shows of a body: each field of the declaration (its meta, from the spec's input schema) that
 * is not read-only and, where `body` names the call's body properties, that the body carries; a line editor with
 * its number and date cells. `example` gives each its value.
 */
function fieldCases(form: DeclaredForm, example: Record<string, unknown>, body?: ReadonlySet<string>): FormFieldCase[] {
  const fieldCase = (name: string, meta: FieldMeta, lines: boolean, value: unknown): FormFieldCase => ({
    name,
    label: meta.label,
    entry: entryOf(meta, lines),
    required: Boolean(meta.required),
    conditional: Boolean(form.shownWhen?.[name]),
    example: value,
    enumLabels: meta.enumLabels,
    minimum: meta.minimum,
    maximum: meta.maximum,
    integer: meta.kind === 'integer',
    after: meta.after,
  });
  /** The number and date cells of a line editor's line: its declared columns (all its fields where they depend on the settings). */
  const cellsOf = (name: string, meta: FieldMeta): FormFieldCase[] => {
    // The lines as the form shows them: declared, or the item's own plain fields (not the extra fields' answers).
    const declared = form.lines?.[name] ?? (meta.items && isObjectArray(form, name) ? plainLines(meta.items) : undefined);
    if (!declared) return [];
    const item = declared.itemMeta;
    const columns = Array.isArray(declared.columns) ? declared.columns : Object.keys(item.fields).filter((column) => column !== 'id');
    return columns.flatMap((column) => {
      const cell = item.fields[column];
      if (!cell || cell.readOnly) return [];
      const entry = entryOf(cell, false);
      return entry === 'number' || entry === 'date' || entry === 'datetime' ? [{ ...fieldCase(column, cell, false, undefined), conditional: false }] : [];
    });
  };
  return form.fields.flatMap((name): FormFieldCase[] => {
    const meta = form.meta.fields[name];
    if (!meta || meta.readOnly || (body && !body.has(name))) return [];
    const field = fieldCase(name, meta, Boolean(form.lines?.[name]), example[name]);
    return [field.entry === 'lines' ? { ...field, cells: cellsOf(name, meta) } : field];
  });
}

const apiBaseOf = (api: object) => ('basePath' in api && typeof api.basePath === 'string' ? api.basePath : '');

export async function formCases(): Promise<Map<string, FormCase>> {
  const cases = new Map<string, FormCase>();
  for (const registered of registeredSections()) {
    const section = await registered.load();
    section((d) => {
      const form = d.form;
      if (!form || !d.routes.create || !d.api.create) return;
      const operationId = String(d.api.create().mutationKey?.[0] ?? '');
      const example = requestExample(operationId);
      cases.set(registered.entry.id, {
        id: registered.entry.id,
        create: d.routes.create,
        apiBase: apiBaseOf(d.api),
        operationId,
        example,
        fields: fieldCases(form, example),
      });
    });
  }
  return cases;
}

/** A section's edit form (the details' 'Szerkesztés'), as its update call's body has it. */
export interface EditFormCase extends Omit<FormCase, 'create'> {
  /** The update call's method ('PUT', 'PATCH') and path pattern ('/api/szamlazas/{id}/'). */
  method: string;
  path: string;
}

/**
 * Each section's edit form, by section id: the declaration's form (the same fields and rules as the new form) as the
 * spec's update call takes it, the fields its body schema does not carry left out.
 */
export async function editFormCases(): Promise<Map<string, EditFormCase>> {
  const cases = new Map<string, EditFormCase>();
  for (const registered of registeredSections()) {
    const section = await registered.load();
    section((d) => {
      const form = d.form;
      if (!form || !d.api.update) return;
      const operationId = String(d.api.update().mutationKey?.[0] ?? '');
      const call = operationOf(operationId);
      if (!call) return;
      const example = requestExample(operationId);
      cases.set(registered.entry.id, {
        id: registered.entry.id,
        apiBase: apiBaseOf(d.api),
        operationId,
        example,
        fields: fieldCases(form, example, call.body),
        method: call.method.toUpperCase(),
        path: call.path,
      });
    });
  }
  return cases;
}
