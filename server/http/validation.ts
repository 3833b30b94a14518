/**
 * Turns JSON-schema validation errors (Ajv's in Fastify, TypeBox's for the
 * tile-grid payload: same shape) into one sentence naming the field, what was
 * expected and what came: "payload.limit must be an integer from 1 to 100, got 500".
 * A schema's `description` is the "expected" phrase, so messages read naturally.
 */
import { preview } from './preview';

/** The part of an Ajv / TypeBox error this module reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

type Schema = { description?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] } & Record<string, unknown>;

function segments(instancePath: string): string[] {
  return instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function schemaAt(schema: Schema | undefined, path: string[]): Schema | undefined {
  let node = schema;
  for (const key of path) {
    if (!node) return undefined;
    node = /^\d+$/.test(key) && node.items ? node.items : node.properties?.[key];
  }
  return node;
}

function valueAt(value: unknown, path: string[]): unknown {
  let node = value;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}


/** Ajv reports an unknown union member once per branch; the enum/anyOf/type error says it best. */
function mostUseful(errors: SchemaError[]): SchemaError {
  return errors.find((e) => e.keyword !== 'boolean' && e.keyword !== 'const') ?? errors[0]!;
}

/** One clear message and the dotted field name for the first validation error. */
export function describeValidationError(
  root: string,
  schema: unknown,
  value: unknown,
  errors: SchemaError[],
): { message: string; field: string } {
  const error = mostUseful(errors);
  const path = segments(error.instancePath);
  const field = [root, ...path].join('.');
  if (error.keyword === 'required') {
    const missing = (error.params.missingProperty as string | undefined) ??
      (error.params.requiredProperties as string[] | undefined)?.find((p) => valueAt(value, [...path, p]) === undefined);
    const missingField = missing ? `${field}.${missing}` : field;
    const expected = missing ? schemaAt(schema as Schema, [...path, missing])?.description : undefined;
    return { field: missingField, message: `${missingField} is required${expected ? ` (${expected})` : ''}` };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params.additionalProperty as string | undefined) ??
      (error.params.additionalProperties as string[] | undefined)?.[0];
    const allowed = Object.keys(schemaAt(schema as Schema, path)?.properties ?? {});
    const extraField = extra ? `${field}.${extra}` : field;
    return { field: extraField, message: `${extraField} is not allowed; expected only ${allowed.join(', ') || 'no fields'}` };
  }
  const node = schemaAt(schema as Schema, path);
  const expected = node?.description ?? (node?.enum ? `one of ${node.enum.join(', ')}` : error.message ?? 'valid');
  // preview, not JSON.stringify: the value is the caller's, possibly nested 10,000 deep (issue 11 A9).
  const got = preview(valueAt(value, path));
  return { field, message: `${field} must be ${expected.replace(/^must be /, '')}, got ${got}` };
}
