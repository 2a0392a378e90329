import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its function is the default export's default under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/** A small reading of the live OpenAPI document: just what the generic harness needs. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema object read field by field by the harness
export type Schema = Record<string, any>;
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  roles: string[];
  /** A server-to-server callback authenticated by its signature (x-signed-callback), not by CSRF. */
  signedCallback: boolean;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  body?: Schema;
  responses: Record<string, Schema | undefined>;
}

export function readOperations(doc: Schema): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const params: Schema[] = op.parameters ?? [];
      ops.push({
        method,
        path,
        operationId: op.operationId,
        roles: op['x-roles'] ?? [],
        signedCallback: Boolean(op['x-signed-callback']),
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        body: op.requestBody?.content?.['application/json']?.schema,
        responses: Object.fromEntries(
          Object.entries<Schema>(op.responses ?? {}).map(([status, r]) => [
            status,
            r.content?.['application/json']?.schema,
          ]),
        ),
      });
    }
  }
  return ops;
}

export function resolve(doc: Schema, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: Schema) => resolve(doc, s)));
  return schema;
}

/** A value that satisfies the schema as documented (examples first). */
export function exampleOf(doc: Schema, input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, input);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      const min = schema.minLength ?? 1;
      return 'abcdefghij'.repeat(Math.ceil(min / 10) + 1).slice(0, Math.max(min, Math.min(8, schema.maxLength ?? 8)));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default: {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = exampleOf(doc, schema.properties?.[key], depth + 1);
      return out;
    }
  }
}

/**
 * JSON Schema validators for response bodies: OpenAPI 3.0 `nullable` becomes a null branch and
 * every object refuses undocumented properties, so the generated client never lies.
 */
export function responseValidators(doc: Schema) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const convert = (schema: Schema): Schema => {
    if (!schema || typeof schema !== 'object') return schema;
    if (schema.$ref) return { $ref: `#/definitions/${schema.$ref.split('/').pop()}` };
    const out: Schema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (['nullable', 'example', 'examples', 'x-roles', 'x-signed-callback'].includes(key)) continue;
      if (key === 'properties')
        out.properties = Object.fromEntries(Object.entries<Schema>(value).map(([k, v]) => [k, convert(v)]));
      else if (key === 'items' || key === 'additionalProperties')
        out[key] = typeof value === 'object' ? convert(value) : value;
      else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') out[key] = value.map(convert);
      else out[key] = value;
    }
    if (out.type === 'object' || out.properties) {
      out.type = 'object';
      // An object made of referenced schemas (`allOf: [$ref]`, nullable) is closed by them.
      const composed = !out.properties && (out.allOf || out.anyOf || out.oneOf);
      if (out.additionalProperties === undefined && !composed) out.additionalProperties = false;
    }
    return schema.nullable ? { anyOf: [out, { type: 'null' }] } : out;
  };
  const definitions = Object.fromEntries(
    Object.entries<Schema>(doc.components.schemas).map(([k, v]) => [k, convert(v)]),
  );
  const cache = new Map<Schema, ValidateFunction>();
  return (schema: Schema, body: unknown): string[] => {
    const validate = cache.get(schema) ?? ajv.compile({ ...convert(schema), definitions });
    cache.set(schema, validate);
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

/** Whether the schema describes a JSON object (declared properties, a dictionary, or `type: object`). */
export const isObjectSchema = (schema: Schema): boolean =>
  schema.type === 'object' || !!schema.properties || !!schema.additionalProperties;

/** A step into a body: a property name, or 0 for the first item of an array. */
export type Step = string | 0;

/**
 * Every place in a body where the schema expects an object: nested properties (optional ones
 * too) and the items of arrays of objects, as paths from the body's root.
 */
export function objectPaths(doc: Schema, input: Schema | undefined, depth = 0): Step[][] {
  const schema = resolve(doc, input);
  if (depth > 5) return [];
  const out: Step[][] = [];
  if (schema.type === 'array' && schema.items) {
    if (isObjectSchema(resolve(doc, schema.items))) out.push([0]);
    for (const inner of objectPaths(doc, schema.items, depth + 1)) out.push([0, ...inner]);
  } else {
    for (const [key, prop] of Object.entries<Schema>(schema.properties ?? {})) {
      if (isObjectSchema(resolve(doc, prop))) out.push([key]);
      for (const inner of objectPaths(doc, prop, depth + 1)) out.push([key, ...inner]);
    }
  }
  return out;
}

/**
 * `base` (a valid body) with `leaf(schema)` put at `path`, the values on the way made up from
 * the schema's examples where `base` has none (an array gets the one item the path goes into).
 */
export function placeAt(
  doc: Schema,
  input: Schema | undefined,
  base: unknown,
  path: Step[],
  leaf: (schema: Schema) => unknown,
): unknown {
  const schema = resolve(doc, input);
  if (!path.length) return leaf(schema);
  const [step, ...rest] = path;
  if (step === 0) {
    // As many items as the array needs (a too-short array would be refused for that alone).
    const item = Array.isArray(base) && base.length ? base[0] : exampleOf(doc, schema.items);
    const others = Array.from({ length: Math.max(0, (schema.minItems ?? 1) - 1) }, () => exampleOf(doc, schema.items));
    return [placeAt(doc, schema.items, item, rest, leaf), ...others];
  }
  const object =
    base && typeof base === 'object' && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : (exampleOf(doc, schema) as Record<string, unknown>);
  const prop = schema.properties?.[step];
  const current = object[step] !== undefined ? object[step] : exampleOf(doc, prop);
  return { ...object, [step]: placeAt(doc, prop, current, rest, leaf) };
}
