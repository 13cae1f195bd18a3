import type { RouteTableEntry } from './route-table.ts';

/** The parts of the OpenAPI document (as @fastify/swagger emits it) that the reference shows. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  nullable?: boolean;
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ACCESS_TEXT: Record<RouteTableEntry['access'], string> = {
  public: 'public',
  user: 'signed in',
  staff: 'moderator or admin',
  admin: 'admin',
  master: 'master admin',
  operator: 'operator token',
};

/** A short TypeScript-like type: enough to read a field, not a schema dump. */
function typeText(schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((part) => typeText(part, depth)))].join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeText(part, depth)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const text = types
    .map((type) => {
      if (type === 'array') {
        const item = typeText(schema.items, depth);
        return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
      }
      if (type === 'object') return objectText(schema, depth);
      if (type === 'string' && schema.format) return `string (${schema.format})`;
      return type;
    })
    .join(' | ');
  const base = text || (schema.properties ? objectText(schema, depth) : 'unknown');
  return schema.nullable ? `${base} | null` : base;
}

function objectText(schema: Schema, depth: number): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return 'object';
  if (depth >= 1) return '{ … }';
  const required = new Set(schema.required ?? []);
  const fields = properties.map(
    ([name, value]) => `${name}${required.has(name) ? '' : '?'}: ${typeText(value, depth + 1)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

/** Markdown table cells hold one line and no pipes. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function operationSection(method: string, path: string, operation: Operation, route?: RouteTableEntry) {
  const lines = [`### ${method.toUpperCase()} \`${path}\``, ''];
  const about = operation.summary ?? operation.description;
  if (about) lines.push(about, '');
  if (route) {
    const access = ACCESS_TEXT[route.access];
    lines.push(`Access: ${access}${route.allowBanned ? ' (banned users too)' : ''}.`, '');
  }
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (parameters.length > 0 || body) {
    lines.push('| Input | Name | Type |', '|---|---|---|');
    for (const parameter of parameters) {
      const name = `${parameter.name}${parameter.required ? '' : '?'}`;
      lines.push(`| ${parameter.in} | \`${name}\` | ${cell(typeText(parameter.schema))} |`);
    }
    if (body) lines.push(`| body | | ${cell(typeText(body))} |`);
    lines.push('');
  }
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length > 0) {
    lines.push('| Status | Body |', '|---|---|');
    for (const [status, response] of responses) {
      const content = response.content ?? {};
      const [mediaType] = Object.keys(content);
      const schema = mediaType ? content[mediaType]?.schema : undefined;
      const shown = mediaType && mediaType !== 'application/json' ? mediaType : typeText(schema);
      lines.push(`| ${status} | ${cell(schema || mediaType ? shown : (response.description ?? ''))} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `/api/admin/users/{id}` -> `admin`: the reference groups routes by their first segment. */
function groupOf(path: string): string {
  return path.split('/')[2] ?? '';
}

/**
 * The API reference in docs/api/, made from the app's own OpenAPI document and route table so it
 * cannot drift: a test compares the checked-in file with this output (`npm run docs:api` rewrites it).
 */
export function renderApiReference(document: OpenApiDocument, routes: readonly RouteTableEntry[]): string {
  const routeOf = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
  const groups = new Map<string, string[]>();
  const paths = Object.keys(document.paths ?? {}).sort();
  for (const path of paths) {
    const item = document.paths?.[path] ?? {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const fastifyUrl = path.replace(/\{(\w+)\}/g, ':$1');
      const route = routeOf.get(`${method.toUpperCase()} ${fastifyUrl}`);
      const group = groupOf(path);
      const sections = groups.get(group) ?? [];
      sections.push(operationSection(method, path, operation, route));
      groups.set(group, sections);
    }
  }
  const out = [
    '# Yod Arena HTTP API',
    '',
    'Generated from the OpenAPI document (`/api/openapi.json`, browsable at `/api/docs`) and the',
    'route table by `npm run docs:api`; a test fails when this file is out of date. Every error is',
    '`{ error: { code, message, title? } }` with the pt-BR text of `src/domain/messages/`.',
    '',
  ];
  for (const [group, sections] of groups) out.push(`## ${group}`, '', ...sections);
  return `${out.join('\n').trimEnd()}\n`;
}
