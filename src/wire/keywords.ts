/*
 * Keywords of the wire schemas that are not JSON Schema: src/http/openapi.ts reads them when it builds the
 * OpenAPI document (docs/architecture.md "The OpenAPI document") and leaves them out of what it serves.
 */

/** A route schema keyword (in the route's own schemas): the property is an id or a code. */
export const ID_OR_CODE = 'x-id-or-code';
/** A route schema keyword: the property takes a value of the named code list of DocumentFacts. */
export const CODE_LIST = 'x-code-list';
