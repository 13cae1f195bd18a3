/** The subset of JSON Schema that @fastify/swagger emits for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** e.g. `POST /api/battles/{id}/votes`: the name the tests and reports use. */
  id: string;
  method: string;
  /** OpenAPI path template with `{param}` placeholders. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
  bodyContentTypes: string[];
  /** Answers with a never-ending stream (SSE): cannot be injected and awaited. */
  streaming: boolean;
}

interface RawParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Inlines `#/components/schemas/...` references so generators see plain schemas. */
function resolveRefs(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return resolveRefs(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolveRefs(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolveRefs(s, doc, depth + 1));
  }
  return out;
}

/** Every documented operation of the API, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const params = (raw.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required ?? false,
        schema: resolveRefs(p.schema ?? {}, doc),
      }));
      const content = raw.requestBody?.content ?? {};
      const bodyContentTypes = Object.keys(content);
      const jsonBody = content['application/json']?.schema;
      const streaming = Object.values(raw.responses ?? {}).some((r) =>
        Object.keys(r.content ?? {}).includes('text/event-stream'),
      );
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: jsonBody ? resolveRefs(jsonBody, doc) : null,
        bodyContentTypes,
        streaming,
      });
    }
  }
  return operations;
}
