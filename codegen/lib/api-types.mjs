// @ts-check
import openapiTS, { astToString, transformSchemaObject } from 'openapi-typescript';
import ts from 'typescript';

// Files travel as Blobs (a File is one), not as the strings openapi-typescript makes of `format: binary`.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/**
 * The API's types (`schema.d.ts`: components, operations) by openapi-typescript, with what the client
 * really sends: a file is a Blob, and a multipart field carrying JSON is what it carries (the body
 * encoder sends a list or an object as one JSON part).
 * @param {URL | object} spec the bundled spec's file URL, or the spec itself
 */
export async function generateApiTypes(spec) {
  const ast = await openapiTS(/** @type {any} */ (spec), {
    silent: true,
    alphabetize: false,
    transform(schema, options) {
      const nullable = Array.isArray(schema.type) && schema.type.includes('null');
      const orNull = (/** @type {ts.TypeNode} */ type) => (nullable ? ts.factory.createUnionTypeNode([type, NULL]) : type);
      if (schema.contentMediaType === 'application/json' && schema.contentSchema) return orNull(transformSchemaObject(schema.contentSchema, options));
      return schema.format === 'binary' ? orNull(BLOB) : undefined;
    },
  });
  return astToString(ast);
}
