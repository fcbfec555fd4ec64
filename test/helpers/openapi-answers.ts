import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';

/** One HTTP answer of the app, with the route that answered it. */
export type Answer = {
  method: string;
  /** The route's URL pattern (`/api/v1/orders/:id`); undefined when no route matched or the route is hidden from the document. */
  route: string | undefined;
  url: string;
  status: number;
  headers: Record<string, unknown>;
  body: string | null;
};

// Headers the API itself sets: each must be documented on the answer that carries it.
const API_HEADERS = [
  'link',
  'sync-token',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'retry-after',
  'idempotent-replayed',
  'x-request-id',
  'deprecation',
  'sunset',
  'www-authenticate',
  'allow',
  'location',
  'set-cookie',
  'content-disposition',
  'cache-control',
];

const addFormats = formatsModule.default;

type Doc = { paths: Record<string, Record<string, Operation>> };
type Operation = { responses: Record<string, Response> };
type Response = { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean; schema?: { type?: string } }> };

/**
 * Holds answers against an OpenAPI 3.1 document: the operation and status are documented, the content
 * type is documented for that status, the body is valid against its schema (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1, with Ajv), and every header the API sets is documented on that answer with a
 * valid value. Answers the problems found, one line each. Checkers are kept per document for the life of
 * the process, so the contexts of one test file compile each schema once.
 */
export class AnswerChecker {
  private static readonly byDocument = new Map<string, AnswerChecker>();
  private readonly doc: Doc;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  private constructor(doc: Doc) {
    this.doc = doc;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'doc', components: (doc as { components?: unknown }).components ?? {} });
  }

  /** The checker of `doc`, made on first use. */
  static for(doc: unknown): AnswerChecker {
    const text = JSON.stringify(doc);
    let checker = AnswerChecker.byDocument.get(text);
    if (!checker) {
      checker = new AnswerChecker(JSON.parse(text) as Doc);
      AnswerChecker.byDocument.set(text, checker);
    }
    return checker;
  }

  async check(answer: Answer): Promise<string[]> {
    if (answer.route === undefined || answer.method === 'HEAD' || answer.method === 'OPTIONS') return [];
    const path = answer.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const where = `${answer.method} ${path} ${answer.status}`;
    const operation = this.doc.paths[path]?.[answer.method.toLowerCase()];
    if (!operation) return [`${where}: the operation is not in the document`];
    const status = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((s) => operation.responses[s]);
    if (!status) return [`${where}: the status is not documented (documented: ${Object.keys(operation.responses).join(', ')})`];
    const response = operation.responses[status]!;
    const pointer = `#/paths/${pointerSegment(path)}/${answer.method.toLowerCase()}/responses/${status}`;
    return [...(await this.checkBody(where, pointer, response, answer)), ...(await this.checkHeaders(where, pointer, response, answer))];
  }

  private async checkBody(where: string, pointer: string, response: Response, answer: Answer): Promise<string[]> {
    const answered = String(answer.headers['content-type'] ?? '');
    // Documented with its parameters (the Prometheus text format's version), the content type must be answered whole.
    const contentType = response.content && answered in response.content ? answered : answered.split(';')[0]!.trim();
    // A 204 goes out without a body or content type whatever the handler returned: Fastify removes both
    // when it writes the head, after the onSend hook this answer was recorded in.
    if (answer.status === 204) return response.content ? [`${where}: answers no content where the document describes a body`] : [];
    if (answer.body === null || answer.body === '') {
      return contentType === '' || response.content ? [] : [`${where}: answers ${contentType} where the document says no content`];
    }
    if (!response.content) return [`${where}: answers a body (${contentType}) where the document says no content`];
    if (!(contentType in response.content)) {
      return [`${where}: answers ${contentType || 'no content type'}, documented: ${Object.keys(response.content).join(', ')}`];
    }
    if (!contentType.endsWith('json')) return [];
    let value: unknown;
    try {
      value = JSON.parse(answer.body);
    } catch {
      return [`${where}: answers ${contentType} that is not JSON`];
    }
    const validate = this.validator(`${pointer}/content/${pointerSegment(contentType)}/schema`);
    return validate(value) ? [] : [`${where}: body does not match: ${describe(validate.errors ?? [], value)}`];
  }

  private async checkHeaders(where: string, pointer: string, response: Response, answer: Answer): Promise<string[]> {
    const problems: string[] = [];
    const documented = Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), { name, header }]));
    for (const name of API_HEADERS) {
      const value = answer.headers[name];
      if (value === undefined) {
        if (documented[name]?.header.required) problems.push(`${where}: documented header ${name} is required but missing`);
        continue;
      }
      const entry = documented[name];
      if (!entry) {
        problems.push(`${where}: header ${name} is not documented`);
        continue;
      }
      const text = String(value);
      const typed = entry.header.schema?.type === 'integer' || entry.header.schema?.type === 'number' ? Number(text) : text;
      if (!this.validator(`${pointer}/headers/${pointerSegment(entry.name)}/schema`)(typed))
        problems.push(`${where}: header ${name} "${text}" does not match its schema`);
    }
    return problems;
  }

  /** The compiled schema at `pointer` (a JSON Pointer into the document), its component references resolved. */
  private validator(pointer: string): ValidateFunction {
    let found = this.validators.get(pointer);
    if (!found) {
      const schema = valueAt(this.doc, pointer);
      found = this.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      this.validators.set(pointer, found);
    }
    return found;
  }
}

function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The innermost failures, where they are in the body and the value found there. */
function describe(errors: ErrorObject[], value: unknown): string {
  const leaves = errors.filter((e) => !['anyOf', 'oneOf', 'allOf', 'if'].includes(e.keyword));
  return (leaves.length > 0 ? leaves : errors)
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} (${e.keyword}: ${e.message}) = ${JSON.stringify(valueAt(value, e.instancePath))?.slice(0, 80)}`)
    .join('; ');
}

function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      value,
    );
}
