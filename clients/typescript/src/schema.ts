// Generated from the OpenAPI document Dockside serves (GET /openapi.json) by `npm run client:generate`
// (scripts/generate-client.ts, with openapi-typescript). Do not edit: change the route schemas and
// regenerate; test/client/schema-drift.test.ts fails while this file differs from what the document gives.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process runs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 only when the database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List warehouses */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    code?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            return_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            locations: {
                                id: number;
                                code: string;
                                name: string;
                                kind: string;
                                parent: string | null;
                                /** @description In the primary storage tree: stock here is sellable */
                                primary_storage: boolean;
                                archived_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a warehouse with its standard locations */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        address?: {
                            name?: string | null;
                            street?: string | null;
                            street2?: string | null;
                            city?: string | null;
                            zip?: string | null;
                            subdivision_code?: string | null;
                            country_code?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } | null;
                        return_address?: {
                            name?: string | null;
                            street?: string | null;
                            street2?: string | null;
                            city?: string | null;
                            zip?: string | null;
                            subdivision_code?: string | null;
                            country_code?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            return_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            locations: {
                                id: number;
                                code: string;
                                name: string;
                                kind: string;
                                parent: string | null;
                                /** @description In the primary storage tree: stock here is sellable */
                                primary_storage: boolean;
                                archived_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a warehouse by id or code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            return_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            locations: {
                                id: number;
                                code: string;
                                name: string;
                                kind: string;
                                parent: string | null;
                                /** @description In the primary storage tree: stock here is sellable */
                                primary_storage: boolean;
                                archived_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a warehouse */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        address?: {
                            name?: string | null;
                            street?: string | null;
                            street2?: string | null;
                            city?: string | null;
                            zip?: string | null;
                            subdivision_code?: string | null;
                            country_code?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } | null;
                        return_address?: {
                            name?: string | null;
                            street?: string | null;
                            street2?: string | null;
                            city?: string | null;
                            zip?: string | null;
                            subdivision_code?: string | null;
                            country_code?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            return_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            } | null;
                            locations: {
                                id: number;
                                code: string;
                                name: string;
                                kind: string;
                                parent: string | null;
                                /** @description In the primary storage tree: stock here is sellable */
                                primary_storage: boolean;
                                archived_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/warehouses/{id}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a warehouse's locations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            kind: string;
                            parent: string | null;
                            /** @description In the primary storage tree: stock here is sellable */
                            primary_storage: boolean;
                            archived_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a put-away bin under a location (default: primary storage) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name?: string;
                        parent?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            kind: string;
                            parent: string | null;
                            /** @description In the primary storage tree: stock here is sellable */
                            primary_storage: boolean;
                            archived_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/warehouses/{id}/locations/{location}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, move, archive (when empty) or bring back a location */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                    /** @description The location id, or its code */
                    location: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        name?: string;
                        /** @description The code of the location to move it under */
                        parent?: string;
                        /** @description true archives an empty location; false brings it back */
                        archived?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            kind: string;
                            parent: string | null;
                            /** @description In the primary storage tree: stock here is sellable */
                            primary_storage: boolean;
                            archived_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    code?: string;
                    /** @description Comma-separated, at most 250 */
                    codes?: string;
                    /** @description Any GTIN form of the product UPC/EAN */
                    upc?: string;
                    consumable?: boolean;
                    bundle?: boolean;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            upc: string | null;
                            uom: string;
                            consumable: boolean;
                            lot_tracked: boolean;
                            /** @description True when the product has components */
                            is_bundle: boolean;
                            components: {
                                product_code: string;
                                quantity: number;
                            }[];
                            return_warehouse: string | null;
                            unit_price: string | null;
                            unit_customs_value: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a product (a bundle when it has components) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        upc?: string | null;
                        /** @description Unit; products are counted in `u` */
                        uom?: string;
                        /** @description Packaging used up while shipping */
                        consumable?: boolean;
                        lot_tracked?: boolean;
                        /** @description Non-empty makes the product a bundle */
                        components?: {
                            product_code: string;
                            /** @description Up to three decimals */
                            quantity: number;
                        }[];
                        return_warehouse?: (string | number) | null;
                        unit_price?: string | null;
                        unit_customs_value?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            upc: string | null;
                            uom: string;
                            consumable: boolean;
                            lot_tracked: boolean;
                            /** @description True when the product has components */
                            is_bundle: boolean;
                            components: {
                                product_code: string;
                                quantity: number;
                            }[];
                            return_warehouse: string | null;
                            unit_price: string | null;
                            unit_customs_value: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a product by id or code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            upc: string | null;
                            uom: string;
                            consumable: boolean;
                            lot_tracked: boolean;
                            /** @description True when the product has components */
                            is_bundle: boolean;
                            components: {
                                product_code: string;
                                quantity: number;
                            }[];
                            return_warehouse: string | null;
                            unit_price: string | null;
                            unit_customs_value: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a product (any field but its code) */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        upc?: string | null;
                        /** @description Unit; products are counted in `u` */
                        uom?: string;
                        /** @description Packaging used up while shipping */
                        consumable?: boolean;
                        lot_tracked?: boolean;
                        /** @description Non-empty makes the product a bundle */
                        components?: {
                            product_code: string;
                            /** @description Up to three decimals */
                            quantity: number;
                        }[];
                        return_warehouse?: (string | number) | null;
                        unit_price?: string | null;
                        unit_customs_value?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            upc: string | null;
                            uom: string;
                            consumable: boolean;
                            lot_tracked: boolean;
                            /** @description True when the product has components */
                            is_bundle: boolean;
                            components: {
                                product_code: string;
                                quantity: number;
                            }[];
                            return_warehouse: string | null;
                            unit_price: string | null;
                            unit_customs_value: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/inventory/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct the stock of a product at a location by a signed quantity */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        warehouse: string | number;
                        location?: string | number;
                        product_code: string;
                        /** @description Signed change: positive adds stock, negative removes it; non-zero, at most three decimals */
                        quantity: number;
                        lot?: {
                            number: string;
                        };
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The stock move id */
                            id: number;
                            warehouse: string;
                            location: string;
                            product_code: string;
                            quantity: number;
                            lot: string | null;
                            reason: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            inventory: {
                                warehouse: string;
                                product_code: string;
                                /** @description In the primary storage tree */
                                on_hand: number;
                                allocated: number;
                                /** @description on_hand - allocated */
                                available: number;
                                locations: {
                                    location: string;
                                    lot: string | null;
                                    quantity: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/adjustments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an adjustment by id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The stock move id */
                            id: number;
                            warehouse: string;
                            location: string;
                            product_code: string;
                            quantity: number;
                            lot: string | null;
                            reason: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock per warehouse and product */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Warehouse code or id */
                    warehouse?: string;
                    product_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            warehouse: string;
                            product_code: string;
                            /** @description In the primary storage tree */
                            on_hand: number;
                            allocated: number;
                            /** @description on_hand - allocated */
                            available: number;
                            locations: {
                                location: string;
                                lot: string | null;
                                quantity: number;
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stock ledger, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Warehouse code or id: moves into or out of its locations */
                    warehouse?: string;
                    product_code?: string;
                    cause?: "adjustment" | "shipment" | "consumption" | "return";
                    /** @description ISO 8601 UTC */
                    created_at_min?: string;
                    /** @description ISO 8601 UTC */
                    created_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            product_code: string;
                            lot: string | null;
                            quantity: number;
                            from: {
                                warehouse: string | null;
                                location: string;
                            };
                            to: {
                                warehouse: string | null;
                                location: string;
                            };
                            cause: string;
                            shipment_id: number | null;
                            package_id: number | null;
                            crs_id: number | null;
                            reference: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sales channels */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    code?: string;
                    /** @description storefront (own shop), marketplace, or other */
                    kind?: "storefront" | "marketplace" | "other";
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            kind: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a sales channel */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        /**
                         * @description storefront (own shop), marketplace, or other
                         * @enum {unknown}
                         */
                        kind: "storefront" | "marketplace" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            kind: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Idempotency-Key was used with a different request */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a sales channel by id or code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            kind: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Opaque: from the `Link rel="next"` of the previous page */
                    cursor?: string;
                    /** @description Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes */
                    sync_token?: string;
                    number?: string;
                    /** @description Channel code or id */
                    channel?: string;
                    state?: "open" | "cancelled" | "done";
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                    /** @description Search. An order's terms: its number and reference, its customer's name (each word), email and the email's part before @, and of each of its shipments (backorders included) the number, the product codes on its lines (bundle components included) and the tracking numbers of the shipment and its packages. Every word of q (split on white space; case, accents and punctuation at the ends of words ignored) must be the start of a term of the record; at most 8 words of at most 100 characters. Combines with the other filters and with cursor paging, not with sync_token: a search answers no Sync-Token */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        /** @description Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync"). Absent on a search (`q`), which is not synced (docs/admin-api.md "Search") */
                        "Sync-Token"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            number: string;
                            reference: string | null;
                            channel: string;
                            currency: string;
                            /** @enum {unknown} */
                            state: "open" | "cancelled" | "done";
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            shipping_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            shipping_instructions: string | null;
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            planned_date: string | null;
                            lines: {
                                id: number;
                                product_code: string;
                                quantity: number;
                                unit_price: string;
                                unit_customs_value: string | null;
                                warehouse: string;
                            }[];
                            customer_shipments: {
                                id: number;
                                number: string;
                                warehouse: string;
                                /**
                                 * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                                 * @enum {unknown}
                                 */
                                state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create an order and one customer shipment per warehouse */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The merchant's own order number, unique */
                        number: string;
                        reference?: string | null;
                        channel: string | number;
                        /** @description ISO 4217 code; default the merchant's currency */
                        currency?: string;
                        customer: {
                            code: string;
                            name: string;
                            email?: string | null;
                            phone?: string | null;
                        };
                        shipping_address: {
                            name?: string | null;
                            street?: string | null;
                            street2?: string | null;
                            city?: string | null;
                            zip?: string | null;
                            subdivision_code?: string | null;
                            country_code?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        };
                        warehouse?: string | number;
                        shipping_instructions?: string | null;
                        carrier_identifier?: string | null;
                        carrier_service?: string | null;
                        planned_date?: string | null;
                        lines: {
                            /** @description Product code, or product id */
                            product_code: string | number;
                            /** @description Up to three decimals */
                            quantity: number;
                            /** @description Non-negative decimal, as a string */
                            unit_price: string;
                            unit_customs_value?: string | null;
                            warehouse?: string | number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            number: string;
                            reference: string | null;
                            channel: string;
                            currency: string;
                            /** @enum {unknown} */
                            state: "open" | "cancelled" | "done";
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            shipping_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            shipping_instructions: string | null;
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            planned_date: string | null;
                            lines: {
                                id: number;
                                product_code: string;
                                quantity: number;
                                unit_price: string;
                                unit_customs_value: string | null;
                                warehouse: string;
                            }[];
                            customer_shipments: {
                                id: number;
                                number: string;
                                warehouse: string;
                                /**
                                 * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                                 * @enum {unknown}
                                 */
                                state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order by number or id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            number: string;
                            reference: string | null;
                            channel: string;
                            currency: string;
                            /** @enum {unknown} */
                            state: "open" | "cancelled" | "done";
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            shipping_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            shipping_instructions: string | null;
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            planned_date: string | null;
                            lines: {
                                id: number;
                                product_code: string;
                                quantity: number;
                                unit_price: string;
                                unit_customs_value: string | null;
                                warehouse: string;
                            }[];
                            customer_shipments: {
                                id: number;
                                number: string;
                                warehouse: string;
                                /**
                                 * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                                 * @enum {unknown}
                                 */
                                state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order and all its shipments that have not shipped */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            number: string;
                            reference: string | null;
                            channel: string;
                            currency: string;
                            /** @enum {unknown} */
                            state: "open" | "cancelled" | "done";
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            shipping_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            shipping_instructions: string | null;
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            planned_date: string | null;
                            lines: {
                                id: number;
                                product_code: string;
                                quantity: number;
                                unit_price: string;
                                unit_customs_value: string | null;
                                warehouse: string;
                            }[];
                            customer_shipments: {
                                id: number;
                                number: string;
                                warehouse: string;
                                /**
                                 * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                                 * @enum {unknown}
                                 */
                                state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer shipments, every state */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Opaque: from the `Link rel="next"` of the previous page */
                    cursor?: string;
                    /** @description Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes */
                    sync_token?: string;
                    /** @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled */
                    state?: "waiting" | "pending" | "open" | "done" | "cancelled";
                    /** @description Warehouse code or id */
                    warehouse?: string;
                    /** @description Order number or id */
                    order?: string;
                    /** @description Comma-separated, at most 250 */
                    numbers?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                    /** @description Search. A shipment's terms: its number, the product codes on its lines (bundle components included), its tracking numbers and its packages', its order's number and reference, and its customer's name (each word), email and the email's part before @; not those of the order's other shipments. Every word of q (split on white space; case, accents and punctuation at the ends of words ignored) must be the start of a term of the record; at most 8 words of at most 100 characters. Combines with the other filters and with cursor paging, not with sync_token: a search answers no Sync-Token */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        /** @description Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync"). Absent on a search (`q`), which is not synced (docs/admin-api.md "Search") */
                        "Sync-Token"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description CS-000001 */
                            number: string;
                            /**
                             * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                             * @enum {unknown}
                             */
                            state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            planned_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            acknowledged_at: string | null;
                            tpl_reference: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            order: {
                                id: number;
                                number: string;
                                reference: string | null;
                                channel: {
                                    id: number;
                                    name: string;
                                    code: string;
                                };
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            delivery_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            shipping_instructions: string | null;
                            released_at: string | null;
                            shipped_at: string | null;
                            cancelled_at: string | null;
                            backorder_of: {
                                id: number;
                                number: string;
                            } | null;
                            tracking_number: string | null;
                            tracking_url: string | null;
                            cost: string | null;
                            cost_currency_code: string | null;
                            override_sscc: string | null;
                            override_scac: string | null;
                            /** @description What the warehouse reported shipping, package by package */
                            packages: {
                                id: number;
                                reference: string | null;
                                sscc: string;
                                tracking_number: string | null;
                                carrier_identifier: string | null;
                                medium: string | null;
                                material: string | null;
                                weight: number | null;
                                weight_uom: string | null;
                                dimensions: {
                                    length: number;
                                    width: number;
                                    height: number;
                                    uom: string | null;
                                } | null;
                                override_scac: string | null;
                                load_number: string | null;
                                bill_of_lading: string | null;
                                seal_number: string | null;
                                items: {
                                    product_code: string;
                                    quantity: number;
                                    lot: string | null;
                                }[];
                                consumables: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                            }[];
                            lines: {
                                id: number;
                                currency: string;
                                order: {
                                    id: number;
                                    number: string;
                                    reference: string | null;
                                    channel: {
                                        id: number;
                                        name: string;
                                        code: string;
                                    };
                                };
                                product: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    upc: string | null;
                                };
                                quantity: number;
                                uom: string;
                                unit_price: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                unit_customs_value: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                /** @description Shipped so far */
                                shipped_quantity: number;
                                /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                allocated_quantity: number;
                                sublines: {
                                    id: number;
                                    product: {
                                        id: number;
                                        code: string;
                                        name: string;
                                        upc: string | null;
                                    };
                                    quantity: number;
                                    uom: string;
                                    /** @description Shipped so far */
                                    shipped_quantity: number;
                                    /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                    allocated_quantity: number;
                                }[];
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer shipment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description CS-000001 */
                            number: string;
                            /**
                             * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                             * @enum {unknown}
                             */
                            state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            planned_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            acknowledged_at: string | null;
                            tpl_reference: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            order: {
                                id: number;
                                number: string;
                                reference: string | null;
                                channel: {
                                    id: number;
                                    name: string;
                                    code: string;
                                };
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            delivery_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            shipping_instructions: string | null;
                            released_at: string | null;
                            shipped_at: string | null;
                            cancelled_at: string | null;
                            backorder_of: {
                                id: number;
                                number: string;
                            } | null;
                            tracking_number: string | null;
                            tracking_url: string | null;
                            cost: string | null;
                            cost_currency_code: string | null;
                            override_sscc: string | null;
                            override_scac: string | null;
                            /** @description What the warehouse reported shipping, package by package */
                            packages: {
                                id: number;
                                reference: string | null;
                                sscc: string;
                                tracking_number: string | null;
                                carrier_identifier: string | null;
                                medium: string | null;
                                material: string | null;
                                weight: number | null;
                                weight_uom: string | null;
                                dimensions: {
                                    length: number;
                                    width: number;
                                    height: number;
                                    uom: string | null;
                                } | null;
                                override_scac: string | null;
                                load_number: string | null;
                                bill_of_lading: string | null;
                                seal_number: string | null;
                                items: {
                                    product_code: string;
                                    quantity: number;
                                    lot: string | null;
                                }[];
                                consumables: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                            }[];
                            lines: {
                                id: number;
                                currency: string;
                                order: {
                                    id: number;
                                    number: string;
                                    reference: string | null;
                                    channel: {
                                        id: number;
                                        name: string;
                                        code: string;
                                    };
                                };
                                product: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    upc: string | null;
                                };
                                quantity: number;
                                uom: string;
                                unit_price: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                unit_customs_value: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                /** @description Shipped so far */
                                shipped_quantity: number;
                                /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                allocated_quantity: number;
                                sublines: {
                                    id: number;
                                    product: {
                                        id: number;
                                        code: string;
                                        name: string;
                                        upc: string | null;
                                    };
                                    quantity: number;
                                    uom: string;
                                    /** @description Shipped so far */
                                    shipped_quantity: number;
                                    /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                    allocated_quantity: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-shipments/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Force-release a waiting shipment to its warehouse, allocating its stock even when short */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description CS-000001 */
                            number: string;
                            /**
                             * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                             * @enum {unknown}
                             */
                            state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            planned_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            acknowledged_at: string | null;
                            tpl_reference: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            order: {
                                id: number;
                                number: string;
                                reference: string | null;
                                channel: {
                                    id: number;
                                    name: string;
                                    code: string;
                                };
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            delivery_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            shipping_instructions: string | null;
                            released_at: string | null;
                            shipped_at: string | null;
                            cancelled_at: string | null;
                            backorder_of: {
                                id: number;
                                number: string;
                            } | null;
                            tracking_number: string | null;
                            tracking_url: string | null;
                            cost: string | null;
                            cost_currency_code: string | null;
                            override_sscc: string | null;
                            override_scac: string | null;
                            /** @description What the warehouse reported shipping, package by package */
                            packages: {
                                id: number;
                                reference: string | null;
                                sscc: string;
                                tracking_number: string | null;
                                carrier_identifier: string | null;
                                medium: string | null;
                                material: string | null;
                                weight: number | null;
                                weight_uom: string | null;
                                dimensions: {
                                    length: number;
                                    width: number;
                                    height: number;
                                    uom: string | null;
                                } | null;
                                override_scac: string | null;
                                load_number: string | null;
                                bill_of_lading: string | null;
                                seal_number: string | null;
                                items: {
                                    product_code: string;
                                    quantity: number;
                                    lot: string | null;
                                }[];
                                consumables: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                            }[];
                            lines: {
                                id: number;
                                currency: string;
                                order: {
                                    id: number;
                                    number: string;
                                    reference: string | null;
                                    channel: {
                                        id: number;
                                        name: string;
                                        code: string;
                                    };
                                };
                                product: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    upc: string | null;
                                };
                                quantity: number;
                                uom: string;
                                unit_price: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                unit_customs_value: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                /** @description Shipped so far */
                                shipped_quantity: number;
                                /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                allocated_quantity: number;
                                sublines: {
                                    id: number;
                                    product: {
                                        id: number;
                                        code: string;
                                        name: string;
                                        upc: string | null;
                                    };
                                    quantity: number;
                                    uom: string;
                                    /** @description Shipped so far */
                                    shipped_quantity: number;
                                    /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                    allocated_quantity: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Idempotency-Key was used with a different request */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-shipments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a shipment that has not shipped, freeing its stock */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description CS-000001 */
                            number: string;
                            /**
                             * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                             * @enum {unknown}
                             */
                            state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            planned_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            acknowledged_at: string | null;
                            tpl_reference: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            order: {
                                id: number;
                                number: string;
                                reference: string | null;
                                channel: {
                                    id: number;
                                    name: string;
                                    code: string;
                                };
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            delivery_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            shipping_instructions: string | null;
                            released_at: string | null;
                            shipped_at: string | null;
                            cancelled_at: string | null;
                            backorder_of: {
                                id: number;
                                number: string;
                            } | null;
                            tracking_number: string | null;
                            tracking_url: string | null;
                            cost: string | null;
                            cost_currency_code: string | null;
                            override_sscc: string | null;
                            override_scac: string | null;
                            /** @description What the warehouse reported shipping, package by package */
                            packages: {
                                id: number;
                                reference: string | null;
                                sscc: string;
                                tracking_number: string | null;
                                carrier_identifier: string | null;
                                medium: string | null;
                                material: string | null;
                                weight: number | null;
                                weight_uom: string | null;
                                dimensions: {
                                    length: number;
                                    width: number;
                                    height: number;
                                    uom: string | null;
                                } | null;
                                override_scac: string | null;
                                load_number: string | null;
                                bill_of_lading: string | null;
                                seal_number: string | null;
                                items: {
                                    product_code: string;
                                    quantity: number;
                                    lot: string | null;
                                }[];
                                consumables: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                            }[];
                            lines: {
                                id: number;
                                currency: string;
                                order: {
                                    id: number;
                                    number: string;
                                    reference: string | null;
                                    channel: {
                                        id: number;
                                        name: string;
                                        code: string;
                                    };
                                };
                                product: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    upc: string | null;
                                };
                                quantity: number;
                                uom: string;
                                unit_price: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                unit_customs_value: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                /** @description Shipped so far */
                                shipped_quantity: number;
                                /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                allocated_quantity: number;
                                sublines: {
                                    id: number;
                                    product: {
                                        id: number;
                                        code: string;
                                        name: string;
                                        upc: string | null;
                                    };
                                    quantity: number;
                                    uom: string;
                                    /** @description Shipped so far */
                                    shipped_quantity: number;
                                    /** @description Stock held at the warehouse for this line (0 for a bundle line: its sublines hold it) */
                                    allocated_quantity: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Idempotency-Key was used with a different request */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List partners */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    code?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string | null;
                            name: string;
                            /** @description Warehouse codes */
                            warehouses: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a 3PL partner */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code?: string | null;
                        /** @description Warehouse codes or ids run by this 3PL */
                        warehouses: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string | null;
                            name: string;
                            /** @description Warehouse codes */
                            warehouses: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a partner by id or code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string | null;
                            name: string;
                            /** @description Warehouse codes */
                            warehouses: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a partner; warehouses replaces the whole list */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        code?: string | null;
                        /** @description Warehouse codes or ids run by this 3PL */
                        warehouses?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string | null;
                            name: string;
                            /** @description Warehouse codes */
                            warehouses: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys (never the keys themselves) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description staff: the whole API; viewer: every GET of the admin API, nothing that writes; warehouse: the 3PL API for one partner */
                    role?: "staff" | "viewer" | "warehouse";
                    /** @description Partner id or code (404 when unknown) */
                    partner?: string;
                    /** @description true: revoked keys only; false: active keys only */
                    revoked?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description First characters of the key, to recognise it */
                            prefix: string;
                            /**
                             * @description staff: the whole API; viewer: every GET of the admin API, nothing that writes; warehouse: the 3PL API for one partner
                             * @enum {unknown}
                             */
                            role: "staff" | "viewer" | "warehouse";
                            partner: number | null;
                            name: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create an API key; the key is shown only in this answer */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description staff: the whole API; viewer: every GET of the admin API, nothing that writes; warehouse: the 3PL API for one partner
                         * @enum {unknown}
                         */
                        role: "staff" | "viewer" | "warehouse";
                        partner?: string | number;
                        name?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            key: string | null;
                            prefix: string;
                            /**
                             * @description staff: the whole API; viewer: every GET of the admin API, nothing that writes; warehouse: the 3PL API for one partner
                             * @enum {unknown}
                             */
                            role: "staff" | "viewer" | "warehouse";
                            partner: number | null;
                            name: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an API key record */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description First characters of the key, to recognise it */
                            prefix: string;
                            /**
                             * @description staff: the whole API; viewer: every GET of the admin API, nothing that writes; warehouse: the 3PL API for one partner
                             * @enum {unknown}
                             */
                            role: "staff" | "viewer" | "warehouse";
                            partner: number | null;
                            name: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            last_used_at: string | null;
                            revoked_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints (never their secrets) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Channel id or code (404 when unknown) */
                    channel?: string;
                    /** @description Partner id or code (404 when unknown) */
                    partner?: string;
                    enabled?: boolean;
                    /** @description true: only endpoints whose deliveries keep failing (failing_since set) */
                    failing?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: string[];
                            channel: string | null;
                            partner: number | null;
                            description: string | null;
                            enabled: boolean;
                            failing_since: string | null;
                            /** @description Failed attempts since the last successful delivery */
                            consecutive_failures: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Register a webhook endpoint; its signing secret is shown only here */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description https URL of a public host */
                        url: string;
                        events: ("customer_shipment.released" | "customer_shipment.acknowledged" | "customer_shipment.shipped" | "customer_shipment.cancelled" | "customer_return_shipment.created" | "customer_return_shipment.acknowledged" | "customer_return_shipment.received" | "return_order.closed" | "inventory.updated" | "inventory.discrepancy" | "*")[];
                        channel?: string | number;
                        partner?: string | number;
                        description?: string | null;
                        /** @default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: string[];
                            channel: string | null;
                            partner: number | null;
                            description: string | null;
                            enabled: boolean;
                            failing_since: string | null;
                            /** @description Failed attempts since the last successful delivery */
                            consecutive_failures: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            secret: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: string[];
                            channel: string | null;
                            partner: number | null;
                            description: string | null;
                            enabled: boolean;
                            failing_since: string | null;
                            /** @description Failed attempts since the last successful delivery */
                            consecutive_failures: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a webhook endpoint and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change URL, events, description or enabled */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description https URL of a public host */
                        url?: string;
                        events?: ("customer_shipment.released" | "customer_shipment.acknowledged" | "customer_shipment.shipped" | "customer_shipment.cancelled" | "customer_return_shipment.created" | "customer_return_shipment.acknowledged" | "customer_return_shipment.received" | "return_order.closed" | "inventory.updated" | "inventory.discrepancy" | "*")[];
                        description?: string | null;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: string[];
                            channel: string | null;
                            partner: number | null;
                            description: string | null;
                            enabled: boolean;
                            failing_since: string | null;
                            /** @description Failed attempts since the last successful delivery */
                            consecutive_failures: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret (the old one keeps signing beside it for 24 h); the new one is shown only here */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: string[];
                            channel: string | null;
                            partner: number | null;
                            description: string | null;
                            enabled: boolean;
                            failing_since: string | null;
                            /** @description Failed attempts since the last successful delivery */
                            consecutive_failures: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            secret: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Idempotency-Key was used with a different request */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events with their deliveries, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Opaque: from the `Link rel="next"` of the previous page */
                    cursor?: string;
                    /** @description Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes */
                    sync_token?: string;
                    /** @description Comma-separated event types: customer_shipment.released, customer_shipment.acknowledged, customer_shipment.shipped, customer_shipment.cancelled, customer_return_shipment.created, customer_return_shipment.acknowledged, customer_return_shipment.received, return_order.closed, inventory.updated, inventory.discrepancy */
                    type?: string;
                    resource_type?: string;
                    resource_id?: number;
                    /** @description ISO 8601 UTC */
                    created_at_min?: string;
                    /** @description ISO 8601 UTC */
                    created_at_max?: string;
                    /** @description Only events with a delivery to this endpoint */
                    endpoint?: number;
                    delivery_status?: "pending" | "delivered" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        /** @description Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync") */
                        "Sync-Token": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The webhook-id header of every delivery of this event */
                            webhook_id: string;
                            type: string;
                            resource_type: string;
                            resource_id: number;
                            channel: string | null;
                            warehouse: string | null;
                            data: unknown;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            fanned_out_at: string | null;
                            deliveries: {
                                id: number;
                                /** @description Webhook endpoint id */
                                endpoint: number;
                                /** @description The endpoint's URL today */
                                url: string;
                                /** @enum {unknown} */
                                status: "pending" | "delivered" | "failed";
                                /** @description Attempts since the delivery was (re)queued */
                                attempts: number;
                                last_status_code: number | null;
                                last_error: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event with its deliveries */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The webhook-id header of every delivery of this event */
                            webhook_id: string;
                            type: string;
                            resource_type: string;
                            resource_id: number;
                            channel: string | null;
                            warehouse: string | null;
                            data: unknown;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            fanned_out_at: string | null;
                            deliveries: {
                                id: number;
                                /** @description Webhook endpoint id */
                                endpoint: number;
                                /** @description The endpoint's URL today */
                                url: string;
                                /** @enum {unknown} */
                                status: "pending" | "delivered" | "failed";
                                /** @description Attempts since the delivery was (re)queued */
                                attempts: number;
                                last_status_code: number | null;
                                last_error: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue an event again, to every endpoint it was sent to or to one endpoint */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Only to this endpoint; default every endpoint the event was sent to */
                        endpoint?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The webhook-id header of every delivery of this event */
                            webhook_id: string;
                            type: string;
                            resource_type: string;
                            resource_id: number;
                            channel: string | null;
                            warehouse: string | null;
                            data: unknown;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            fanned_out_at: string | null;
                            deliveries: {
                                id: number;
                                /** @description Webhook endpoint id */
                                endpoint: number;
                                /** @description The endpoint's URL today */
                                url: string;
                                /** @enum {unknown} */
                                status: "pending" | "delivered" | "failed";
                                /** @description Attempts since the delivery was (re)queued */
                                attempts: number;
                                last_status_code: number | null;
                                last_error: string | null;
                                next_attempt_at: string | null;
                                delivered_at: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the merchant's settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO 4217 code: the default currency of costs and prices */
                            currency: string;
                            gs1_company_prefix: string | null;
                            /** @description Whether a 3PL may ship from another of its warehouses (re-homing) */
                            multi_warehouse_shipping: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the merchant's settings */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Active ISO 4217 code, upper case (checked against the list: 422) */
                        currency?: string;
                        gs1_company_prefix?: string | null;
                        multi_warehouse_shipping?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO 4217 code: the default currency of costs and prices */
                            currency: string;
                            gs1_company_prefix: string | null;
                            /** @description Whether a 3PL may ship from another of its warehouses (re-homing) */
                            multi_warehouse_shipping: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List carriers */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Exact carrier code */
                    code?: string;
                    /** @description Name contains, case-insensitive */
                    q?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            tracking_url_template: string | null;
                            scac: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a carrier */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Lowercase snake_case */
                        code: string;
                        name: string;
                        tracking_url_template?: string | null;
                        scac?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            tracking_url_template: string | null;
                            scac: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carriers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a carrier by id or code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            tracking_url_template: string | null;
                            scac: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a carrier's name, tracking URL template or SCAC */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        tracking_url_template?: string | null;
                        scac?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            code: string;
                            name: string;
                            tracking_url_template: string | null;
                            scac: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/return-routing-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List rules in the order they are tried (priority, then id) */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Warehouse id or code */
                    warehouse?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            priority: number;
                            channel: string | null;
                            country_code: string | null;
                            product_code: string | null;
                            /** @description Warehouse code */
                            warehouse: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a return routing rule */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Lower is tried first; ties go to the older rule */
                        priority: number;
                        channel?: (string | number) | null;
                        country_code?: string | null;
                        product_code?: string | null;
                        warehouse: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            priority: number;
                            channel: string | null;
                            country_code: string | null;
                            product_code: string | null;
                            /** @description Warehouse code */
                            warehouse: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/return-routing-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a return routing rule */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            priority: number;
                            channel: string | null;
                            country_code: string | null;
                            product_code: string | null;
                            /** @description Warehouse code */
                            warehouse: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a rule */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a rule; null removes a condition */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Lower is tried first; ties go to the older rule */
                        priority?: number;
                        channel?: (string | number) | null;
                        country_code?: string | null;
                        product_code?: string | null;
                        warehouse?: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            priority: number;
                            channel: string | null;
                            country_code: string | null;
                            product_code: string | null;
                            /** @description Warehouse code */
                            warehouse: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List return orders */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Opaque: from the `Link rel="next"` of the previous page */
                    cursor?: string;
                    /** @description Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes */
                    sync_token?: string;
                    /** @description Return order number (RO-000001) */
                    number?: string;
                    /** @description open until all its CRS are done */
                    state?: "open" | "closed";
                    /** @description Where the return was requested: the storefront, a marketplace, another channel, or staff */
                    source?: "storefront" | "marketplace" | "channel" | "manual";
                    /** @description Sales order number or id */
                    order?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        /** @description Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync") */
                        "Sync-Token": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description RO-000001 */
                            number: string;
                            /**
                             * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                             * @enum {unknown}
                             */
                            source: "storefront" | "marketplace" | "channel" | "manual";
                            /**
                             * @description open until all its CRS are done
                             * @enum {unknown}
                             */
                            state: "open" | "closed";
                            /** @description A sales order */
                            order: {
                                /** @description Sales order id */
                                id: number;
                                /** @description Sales order number (SO-1001) */
                                number: string;
                                reference: string | null;
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            origin_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_code: string | null;
                            service_code: string | null;
                            tracking_number: string | null;
                            planned_date: string | null;
                            closed_at: string | null;
                            lines: {
                                id: number;
                                order_line_id: number;
                                /** @description The returned product: the bundle for whole bundles */
                                product_code: string;
                                quantity: number;
                                reason: string | null;
                                /** @description Where it was routed (warehouse code) */
                                warehouse: string;
                                /** @description Received so far; whole bundles for a bundle line */
                                received_quantity: number;
                            }[];
                            customer_return_shipments: {
                                id: number;
                                /** @description CRS-000001 */
                                number: string;
                                /** @description Warehouse code */
                                warehouse: string;
                                /**
                                 * @description pending (new), open (acknowledged by the warehouse), done (received)
                                 * @enum {unknown}
                                 */
                                state: "pending" | "open" | "done";
                                acknowledged_at: string | null;
                                received_at: string | null;
                                split_from: number | null;
                                lines: {
                                    id: number;
                                    /** @description The return order line it belongs to */
                                    return_line_id: number;
                                    product_code: string;
                                    /** @description Expected */
                                    quantity: number;
                                    received_quantity: number;
                                    /** @description Part of received_quantity that arrived damaged */
                                    damaged_quantity: number;
                                }[];
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a return: checked against what shipped, routed, one CRS per warehouse */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The sales order: its number, or its id */
                        order: string | number;
                        /**
                         * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                         * @enum {unknown}
                         */
                        source: "storefront" | "marketplace" | "channel" | "manual";
                        lines: {
                            order_line_id?: number;
                            /** @description Product code, or product id */
                            product_code?: string | number;
                            /** @description Up to three decimals */
                            quantity: number;
                            reason?: string | null;
                        }[];
                        origin_address?: {
                            name?: string | null;
                            street?: string | null;
                            street2?: string | null;
                            city?: string | null;
                            zip?: string | null;
                            subdivision_code?: string | null;
                            country_code?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } | null;
                        carrier_code?: string | null;
                        service_code?: string | null;
                        tracking_number?: string | null;
                        planned_date?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description RO-000001 */
                            number: string;
                            /**
                             * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                             * @enum {unknown}
                             */
                            source: "storefront" | "marketplace" | "channel" | "manual";
                            /**
                             * @description open until all its CRS are done
                             * @enum {unknown}
                             */
                            state: "open" | "closed";
                            /** @description A sales order */
                            order: {
                                /** @description Sales order id */
                                id: number;
                                /** @description Sales order number (SO-1001) */
                                number: string;
                                reference: string | null;
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            origin_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_code: string | null;
                            service_code: string | null;
                            tracking_number: string | null;
                            planned_date: string | null;
                            closed_at: string | null;
                            lines: {
                                id: number;
                                order_line_id: number;
                                /** @description The returned product: the bundle for whole bundles */
                                product_code: string;
                                quantity: number;
                                reason: string | null;
                                /** @description Where it was routed (warehouse code) */
                                warehouse: string;
                                /** @description Received so far; whole bundles for a bundle line */
                                received_quantity: number;
                            }[];
                            customer_return_shipments: {
                                id: number;
                                /** @description CRS-000001 */
                                number: string;
                                /** @description Warehouse code */
                                warehouse: string;
                                /**
                                 * @description pending (new), open (acknowledged by the warehouse), done (received)
                                 * @enum {unknown}
                                 */
                                state: "pending" | "open" | "done";
                                acknowledged_at: string | null;
                                received_at: string | null;
                                split_from: number | null;
                                lines: {
                                    id: number;
                                    /** @description The return order line it belongs to */
                                    return_line_id: number;
                                    product_code: string;
                                    /** @description Expected */
                                    quantity: number;
                                    received_quantity: number;
                                    /** @description Part of received_quantity that arrived damaged */
                                    damaged_quantity: number;
                                }[];
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a return order by number (RO-000001) or id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The record id, or its code */
                    id: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description RO-000001 */
                            number: string;
                            /**
                             * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                             * @enum {unknown}
                             */
                            source: "storefront" | "marketplace" | "channel" | "manual";
                            /**
                             * @description open until all its CRS are done
                             * @enum {unknown}
                             */
                            state: "open" | "closed";
                            /** @description A sales order */
                            order: {
                                /** @description Sales order id */
                                id: number;
                                /** @description Sales order number (SO-1001) */
                                number: string;
                                reference: string | null;
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            origin_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_code: string | null;
                            service_code: string | null;
                            tracking_number: string | null;
                            planned_date: string | null;
                            closed_at: string | null;
                            lines: {
                                id: number;
                                order_line_id: number;
                                /** @description The returned product: the bundle for whole bundles */
                                product_code: string;
                                quantity: number;
                                reason: string | null;
                                /** @description Where it was routed (warehouse code) */
                                warehouse: string;
                                /** @description Received so far; whole bundles for a bundle line */
                                received_quantity: number;
                            }[];
                            customer_return_shipments: {
                                id: number;
                                /** @description CRS-000001 */
                                number: string;
                                /** @description Warehouse code */
                                warehouse: string;
                                /**
                                 * @description pending (new), open (acknowledged by the warehouse), done (received)
                                 * @enum {unknown}
                                 */
                                state: "pending" | "open" | "done";
                                acknowledged_at: string | null;
                                received_at: string | null;
                                split_from: number | null;
                                lines: {
                                    id: number;
                                    /** @description The return order line it belongs to */
                                    return_line_id: number;
                                    product_code: string;
                                    /** @description Expected */
                                    quantity: number;
                                    received_quantity: number;
                                    /** @description Part of received_quantity that arrived damaged */
                                    damaged_quantity: number;
                                }[];
                            }[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This key may not call this route; A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the staff console: exchange a staff or viewer key for a session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A staff or viewer API key; it is checked, never stored or answered */
                        key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The session cookie: `dockside_session=<token>; Path=/; Max-Age=<seconds>; HttpOnly; SameSite=Strict`, plus `Secure` over https; signing out sends it empty with Max-Age=0 */
                        "Set-Cookie": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The role of the key signed in with: a viewer session reads only
                             * @enum {unknown}
                             */
                            role: "staff" | "viewer";
                            /** @description The key the session was signed in with (never the key itself) */
                            api_key: {
                                id: number;
                                /** @description First characters of the key, to recognise it */
                                prefix: string;
                                name: string | null;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session ends however much it is used (DOCKSIDE_SESSION_MAX_HOURS after sign-in), ISO 8601 UTC
                             */
                            expires_at: string;
                            /**
                             * Format: date-time
                             * @description When the session ends unless used before (DOCKSIDE_SESSION_IDLE_MINUTES after it was last used, at most expires_at), ISO 8601 UTC
                             */
                            idle_expires_at: string;
                            /** @description Send it as the X-CSRF-Token header with every request of this session that changes data */
                            csrf_token: string;
                        };
                    };
                };
                /** @description Request does not match the schema; Malformed JSON; Too many elements in one request */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session, with its CSRF token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The role of the key signed in with: a viewer session reads only
                             * @enum {unknown}
                             */
                            role: "staff" | "viewer";
                            /** @description The key the session was signed in with (never the key itself) */
                            api_key: {
                                id: number;
                                /** @description First characters of the key, to recognise it */
                                prefix: string;
                                name: string | null;
                            };
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the session ends however much it is used (DOCKSIDE_SESSION_MAX_HOURS after sign-in), ISO 8601 UTC
                             */
                            expires_at: string;
                            /**
                             * Format: date-time
                             * @description When the session ends unless used before (DOCKSIDE_SESSION_IDLE_MINUTES after it was last used, at most expires_at), ISO 8601 UTC
                             */
                            idle_expires_at: string;
                            /** @description Send it as the X-CSRF-Token header with every request of this session that changes data */
                            csrf_token: string;
                        };
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Sign out: end the current session and clear its cookie */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description With the session cookie (not with a key): the session's csrf_token, else 403 csrf_token_missing or csrf_token_invalid (docs/admin-api.md "Sessions (the staff console)") */
                    "X-CSRF-Token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The session cookie: `dockside_session=<token>; Path=/; Max-Age=<seconds>; HttpOnly; SameSite=Strict`, plus `Secure` over https; signing out sends it empty with Max-Age=0 */
                        "Set-Cookie": string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Request does not match the schema; Malformed JSON; Too many elements in one request */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key or session */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A change sent with the session cookie needs the X-CSRF-Token header; The X-CSRF-Token header is not the session's CSRF token; The Origin header names another origin than this server's */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported content type */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/customer-shipments.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch customer shipments to pack (default status pending), oldest change first */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Opaque: from the `Link rel="next"` of the previous page */
                    cursor?: string;
                    /** @description Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes */
                    sync_token?: string;
                    status?: "pending" | "open" | "done" | "cancelled";
                    /** @description Warehouse id (one of the key's warehouses) */
                    warehouse?: number;
                    /** @description Comma-separated ids, at most 250 */
                    ids?: string;
                    /** @description Comma-separated, at most 250 */
                    numbers?: string;
                    /** @description YYYY-MM-DD */
                    planned_date_min?: string;
                    /** @description YYYY-MM-DD */
                    planned_date_max?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        /** @description Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync") */
                        "Sync-Token": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description CS-000001 */
                            number: string;
                            /**
                             * @description waiting (not released), pending (released), open (acknowledged), done (shipped), cancelled
                             * @enum {unknown}
                             */
                            state: "waiting" | "pending" | "open" | "done" | "cancelled";
                            planned_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            acknowledged_at: string | null;
                            tpl_reference: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            order: {
                                id: number;
                                number: string;
                                reference: string | null;
                                channel: {
                                    id: number;
                                    name: string;
                                    code: string;
                                };
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            delivery_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_identifier: string | null;
                            carrier_service: string | null;
                            shipping_instructions: string | null;
                            lines: {
                                id: number;
                                currency: string;
                                order: {
                                    id: number;
                                    number: string;
                                    reference: string | null;
                                    channel: {
                                        id: number;
                                        name: string;
                                        code: string;
                                    };
                                };
                                product: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    upc: string | null;
                                };
                                quantity: number;
                                uom: string;
                                unit_price: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                unit_customs_value: {
                                    /** @enum {string} */
                                    __class__: "Decimal";
                                    /** @description Decimal number as text */
                                    decimal: string;
                                };
                                sublines: {
                                    id: number;
                                    product: {
                                        id: number;
                                        code: string;
                                        name: string;
                                        upc: string | null;
                                    };
                                    quantity: number;
                                    uom: string;
                                }[];
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/customer-shipments/acknowledge.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Acknowledge customer shipments (pending -> open) */
        put: {
            parameters: {
                query?: {
                    /** @description All elements or none (422 when any fails) */
                    atomic?: boolean;
                };
                header?: {
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 250 */
                        shipments: {
                            id: number;
                            warehouse?: number;
                            tpl_reference?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Every element succeeded */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string | null;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                acknowledged_at?: string;
                                tpl_reference?: string | null;
                            }[];
                        };
                    };
                };
                /** @description Some elements failed; see each element's errors */
                207: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string | null;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                acknowledged_at?: string;
                                tpl_reference?: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Atomic batch rolled back, or an idempotency key reused */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string | null;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                acknowledged_at?: string;
                                tpl_reference?: string | null;
                            }[];
                        } | {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            code: string;
                            request_id: string;
                            errors: {
                                code: string;
                                message: string;
                                pointer: string | null;
                            }[];
                        };
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/customer-shipments/ship.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm customer shipments as shipped */
        put: {
            parameters: {
                query?: {
                    /** @description All elements or none (422 when any fails) */
                    atomic?: boolean;
                };
                header?: {
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 250 */
                        shipments: {
                            id: number;
                            /** @description Carrier code (GET /services/3pl/v1/carriers.json) */
                            carrier_identifier?: string;
                            /** @description "3pl" with carrier_service for a custom carrier */
                            carrier?: string;
                            carrier_service?: string;
                            warehouse?: number;
                            tracking_number?: string;
                            tracking_url?: string;
                            /** @description Decimal string, e.g. "10.59" */
                            cost?: string;
                            /** @description ISO 4217 code */
                            cost_currency_code?: string;
                            override_sscc?: string;
                            override_scac?: string;
                            lines?: {
                                /** @description Product code, or a GTIN-8/12/13/14 (UPC/EAN) with check digit */
                                product_code: string;
                                /** @description Up to three decimals */
                                quantity: number;
                                /** @description Lot the quantity belongs to; created when unknown */
                                lot?: {
                                    number: string;
                                };
                            }[];
                            packages?: {
                                reference?: string;
                                dimensions?: {
                                    length: number;
                                    width: number;
                                    height: number;
                                    /** @description in, cm, mm, ft or m */
                                    uom: string;
                                };
                                /** @description Package type: BAG, BAL, BBL, BOX, CTN, PLT, SKD */
                                medium?: string;
                                /** @description Package material: 01, 03, 05, 25, 31, 43, 58, 76, 79, 91 */
                                material?: string;
                                weight?: number;
                                /** @description lb, oz, kg or g */
                                weight_uom?: string;
                                override_weight?: number;
                                override_weight_uom?: string;
                                tracking_number?: string;
                                /** @description SSCC-18 replacing the generated one */
                                override_sscc?: string;
                                /** @description 2-4 capital letters */
                                override_scac?: string;
                                load_number?: string;
                                carrier_identifier?: string;
                                bill_of_lading?: string;
                                seal_number?: string;
                                items: {
                                    /** @description Product code, or a GTIN-8/12/13/14 (UPC/EAN) with check digit */
                                    product_code: string;
                                    /** @description Up to three decimals */
                                    quantity: number;
                                    /** @description Lot the quantity belongs to; created when unknown */
                                    lot?: {
                                        number: string;
                                    };
                                }[];
                                consumables?: {
                                    /** @description Product code, or a GTIN-8/12/13/14 (UPC/EAN) with check digit */
                                    product_code: string;
                                    /** @description Up to three decimals */
                                    quantity: number;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Every element succeeded */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                replayed?: boolean;
                                /** @description false on a succeeded element of an atomic batch that was rolled back */
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                shipped_at?: string;
                                packages?: {
                                    id: number;
                                    reference: string | null;
                                    sscc: string;
                                    tracking_number: string | null;
                                    carrier_identifier: string | null;
                                    items: {
                                        product_code: string;
                                        quantity: number;
                                        lot: string | null;
                                    }[];
                                }[];
                                consumables?: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                                backorder?: {
                                    id: number;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Some elements failed; see each element's errors */
                207: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                replayed?: boolean;
                                /** @description false on a succeeded element of an atomic batch that was rolled back */
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                shipped_at?: string;
                                packages?: {
                                    id: number;
                                    reference: string | null;
                                    sscc: string;
                                    tracking_number: string | null;
                                    carrier_identifier: string | null;
                                    items: {
                                        product_code: string;
                                        quantity: number;
                                        lot: string | null;
                                    }[];
                                }[];
                                consumables?: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                                backorder?: {
                                    id: number;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Atomic batch rolled back, or an idempotency key reused */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                replayed?: boolean;
                                /** @description false on a succeeded element of an atomic batch that was rolled back */
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                shipped_at?: string;
                                packages?: {
                                    id: number;
                                    reference: string | null;
                                    sscc: string;
                                    tracking_number: string | null;
                                    carrier_identifier: string | null;
                                    items: {
                                        product_code: string;
                                        quantity: number;
                                        lot: string | null;
                                    }[];
                                }[];
                                consumables?: {
                                    product_code: string;
                                    quantity: number;
                                }[];
                                backorder?: {
                                    id: number;
                                    number: string;
                                } | null;
                            }[];
                        } | {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            code: string;
                            request_id: string;
                            errors: {
                                code: string;
                                message: string;
                                pointer: string | null;
                            }[];
                        };
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/customer-return-shipments.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch customer return shipments (default status pending), oldest change first */
        get: {
            parameters: {
                query?: {
                    /** @description Page number, from 1 */
                    page?: number;
                    /** @description Records per page, 1-250 */
                    per_page?: number;
                    /** @description Opaque: from the `Link rel="next"` of the previous page */
                    cursor?: string;
                    /** @description Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes */
                    sync_token?: string;
                    status?: "pending" | "open" | "done";
                    /** @description Warehouse id (one of the key's warehouses) */
                    warehouse?: number;
                    /** @description Comma-separated ids, at most 250 */
                    ids?: string;
                    /** @description Comma-separated, at most 250 */
                    numbers?: string;
                    /** @description YYYY-MM-DD */
                    planned_date_min?: string;
                    /** @description YYYY-MM-DD */
                    planned_date_max?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_min?: string;
                    /** @description ISO 8601 UTC */
                    updated_at_max?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `<url>; rel="next"` when there is a next page (docs/admin-api.md "Lists and paging") */
                        Link?: string;
                        /** @description Where the next incremental sync of this list and filters starts: send it back as `sync_token` (docs/3pl-api.md section 5, "Incremental sync") */
                        "Sync-Token": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description CRS-000001 */
                            number: string;
                            /**
                             * @description pending (new), open (acknowledged by the warehouse), done (received)
                             * @enum {unknown}
                             */
                            state: "pending" | "open" | "done";
                            planned_date: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC
                             */
                            updated_at: string;
                            acknowledged_at: string | null;
                            received_at: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            /** @description The customer */
                            customer: {
                                /** @description Customer code */
                                code: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                            };
                            origin_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            delivery_address: {
                                name: string | null;
                                street: string | null;
                                street2: string | null;
                                city: string | null;
                                zip: string | null;
                                subdivision_code: string | null;
                                country_code: string | null;
                                phone: string | null;
                                email: string | null;
                            };
                            carrier_code: string | null;
                            service_code: string | null;
                            tracking_number: string | null;
                            tracking_url: string | null;
                            /** @description A return order */
                            return_order: {
                                /** @description Return order id */
                                id: number;
                                /** @description Return order number (RO-000001) */
                                number: string;
                                /**
                                 * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                                 * @enum {unknown}
                                 */
                                source: "storefront" | "marketplace" | "channel" | "manual";
                            };
                            /** @description The sales orders returned (one today) */
                            sales_orders: {
                                /** @description Sales order id */
                                id: number;
                                /** @description Sales order number (SO-1001) */
                                number: string;
                                reference: string | null;
                            }[];
                            /** @description Their channels */
                            channels: {
                                /** @description Channel id */
                                id: number;
                                /** @description Channel code */
                                code: string;
                                /** @description Channel name */
                                name: string;
                            }[];
                            lines: {
                                id: number;
                                product: {
                                    id: number;
                                    code: string;
                                    name: string;
                                    upc: string | null;
                                };
                                quantity: number;
                                uom: string;
                                received_quantity: number;
                                reason: string | null;
                                order_line: {
                                    id: number;
                                    order_id: number;
                                    order_number: string;
                                };
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/customer-return-shipments/acknowledge.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Acknowledge customer return shipments (pending -> open) */
        put: {
            parameters: {
                query?: {
                    /** @description All elements or none (422 when any fails) */
                    atomic?: boolean;
                };
                header?: {
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 250 */
                        shipments: {
                            id: number;
                            tpl_reference?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Every element succeeded */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string | null;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                acknowledged_at?: string;
                                tpl_reference?: string | null;
                            }[];
                        };
                    };
                };
                /** @description Some elements failed; see each element's errors */
                207: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string | null;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                acknowledged_at?: string;
                                tpl_reference?: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Atomic batch rolled back, or an idempotency key reused */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string | null;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                applied?: boolean;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC
                                 */
                                acknowledged_at?: string;
                                tpl_reference?: string | null;
                            }[];
                        } | {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            code: string;
                            request_id: string;
                            errors: {
                                code: string;
                                message: string;
                                pointer: string | null;
                            }[];
                        };
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/customer-return-shipments/receive.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Receive customer return shipments (pending or open -> done) */
        put: {
            parameters: {
                query?: {
                    /** @description All elements or none (422 when any fails) */
                    atomic?: boolean;
                };
                header?: {
                    /** @description Makes a retry safe: the first answer is stored for 24 h and answered again to a repeat (docs/3pl-api.md section 9) */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 250 */
                        shipments: {
                            id: number;
                            /**
                             * @description What happens to what was expected but not received
                             * @default finalize_and_start_new
                             * @enum {unknown}
                             */
                            strategy?: "finalize_and_start_new" | "split_and_keep_open" | "finalize";
                            /** @description The warehouse's own receipt reference */
                            tpl_reference?: string;
                            lines: {
                                /** @description The CRS line (preferred) */
                                id?: number;
                                /** @description Product code, or a GTIN-8/12/13/14 with check digit */
                                product_code?: string;
                                /** @description Up to three decimals */
                                quantity: number;
                                /**
                                 * @default good
                                 * @enum {unknown}
                                 */
                                condition?: "good" | "damaged";
                                location?: string;
                                lot?: {
                                    number: string;
                                };
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Every element succeeded */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                replayed?: boolean;
                                /** @description false on a succeeded element of an atomic batch that was rolled back */
                                applied?: boolean;
                                received_at?: string | null;
                                tpl_reference?: string | null;
                                lines?: {
                                    /** @description The CRS line */
                                    id: number;
                                    product_code: string;
                                    quantity: number;
                                    /** @enum {unknown} */
                                    condition: "good" | "damaged";
                                    location: string;
                                    lot: string | null;
                                }[];
                                not_received?: {
                                    id: number;
                                    product_code: string;
                                    quantity: number;
                                }[];
                                received_in?: {
                                    id: number;
                                    number: string;
                                };
                                remainder?: {
                                    id: number;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Some elements failed; see each element's errors */
                207: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                replayed?: boolean;
                                /** @description false on a succeeded element of an atomic batch that was rolled back */
                                applied?: boolean;
                                received_at?: string | null;
                                tpl_reference?: string | null;
                                lines?: {
                                    /** @description The CRS line */
                                    id: number;
                                    product_code: string;
                                    quantity: number;
                                    /** @enum {unknown} */
                                    condition: "good" | "damaged";
                                    location: string;
                                    lot: string | null;
                                }[];
                                not_received?: {
                                    id: number;
                                    product_code: string;
                                    quantity: number;
                                }[];
                                received_in?: {
                                    id: number;
                                    number: string;
                                };
                                remainder?: {
                                    id: number;
                                    number: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Atomic batch rolled back, or an idempotency key reused */
                422: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipments: {
                                id: number;
                                number?: string;
                                state: string | null;
                                errors: {
                                    /** @enum {unknown} */
                                    code: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
                                    message: string;
                                    pointer: string | null;
                                }[] | null;
                                replayed?: boolean;
                                /** @description false on a succeeded element of an atomic batch that was rolled back */
                                applied?: boolean;
                                received_at?: string | null;
                                tpl_reference?: string | null;
                                lines?: {
                                    /** @description The CRS line */
                                    id: number;
                                    product_code: string;
                                    quantity: number;
                                    /** @enum {unknown} */
                                    condition: "good" | "damaged";
                                    location: string;
                                    lot: string | null;
                                }[];
                                not_received?: {
                                    id: number;
                                    product_code: string;
                                    quantity: number;
                                }[];
                                received_in?: {
                                    id: number;
                                    number: string;
                                };
                                remainder?: {
                                    id: number;
                                    number: string;
                                } | null;
                            }[];
                        } | {
                            type: string;
                            title: string;
                            status: number;
                            detail: string;
                            code: string;
                            request_id: string;
                            errors: {
                                code: string;
                                message: string;
                                pointer: string | null;
                            }[];
                        };
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        /** @description `true` when the answer is the stored answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/3pl/v1/carriers.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The carrier codes a confirmation may name, with their tracking URL templates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What carrier_identifier takes */
                            code: string;
                            name: string;
                            tracking_url_template: string | null;
                            scac: string | null;
                        }[];
                    };
                };
                /** @description Request does not match the schema */
                400: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description The schemes a key may be sent with: Bearer, Basic realm="dockside" */
                        "WWW-Authenticate": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Seconds to wait before retrying */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Internal error */
                500: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The service is shutting down; The database does not answer */
                503: {
                    headers: {
                        /** @description The request id, also in the log line and in a problem's request_id */
                        "X-Request-Id": string;
                        /** @description Requests the key may send in the current window */
                        "RateLimit-Limit"?: number;
                        /** @description Requests left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "customer_shipment.released": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer shipment was released to its warehouse
         * @description The shipment is pending: stock was allocated for all its lines, staff force-released it, or it is the backorder of a partial shipment. Heard by the order's channel and the warehouse's partner.
         */
        post: operations["event_customer_shipment_released"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer_shipment.acknowledged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The warehouse acknowledged a customer shipment
         * @description The shipment is open and may carry the warehouse's own reference. Heard by the order's channel.
         */
        post: operations["event_customer_shipment_acknowledged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer_shipment.shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The warehouse confirmed a customer shipment: the tracking export
         * @description The shipment is done: every package with its tracking number, carrier and tracking URL, and the backorder holding what was not shipped. Heard by the order's channel.
         */
        post: operations["event_customer_shipment_shipped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer_shipment.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A released customer shipment was cancelled
         * @description Its stock is free again. Heard by the order's channel and the warehouse's partner.
         */
        post: operations["event_customer_shipment_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer_return_shipment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer return shipment (CRS) was created
         * @description A return was routed to a warehouse, or a partial receipt left a remainder. The whole CRS record a warehouse fetches, plus the order. Heard by the warehouse's partner and the order's channel.
         */
        post: operations["event_customer_return_shipment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer_return_shipment.acknowledged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The warehouse acknowledged a CRS
         * @description The CRS is open. Heard by the order's channel.
         */
        post: operations["event_customer_return_shipment_acknowledged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer_return_shipment.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The warehouse received a CRS
         * @description What arrived, in which condition and where it went; what was expected but not received, and the remainder CRS when the strategy created one. Heard by the order's channel.
         */
        post: operations["event_customer_return_shipment_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return_order.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every CRS of a return order is done: close the return on the sales channel
         * @description The return order as GET /api/v1/returns/{id} answers it, with warehouses and CRS named as references. Heard by the order's channel.
         */
        post: operations["event_return_order_closed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "inventory.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A product's sellable stock at a warehouse changed
         * @description On hand in the warehouse's primary storage tree, allocated and available after the change, and its cause (a shipment, a CRS or an adjustment). Heard by every channel.
         */
        post: operations["event_inventory_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "inventory.discrepancy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A warehouse shipped stock the ledger did not have
         * @description A stock level went below zero; one event per level (location, product, lot), with the level after the change. Heard by merchant endpoints only.
         */
        post: operations["event_inventory_discrepancy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description RFC 9457 problem details (docs/admin-api.md "Problem details") */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: components["schemas"]["ErrorCode"];
            request_id: string;
            errors: {
                code: components["schemas"]["DetailCode"];
                message: string;
                pointer: string | null;
            }[];
        };
        /** @description The code of a whole-request error, with its status (docs/admin-api.md "Error codes") */
        ErrorCode: "invalid_json" | "validation_failed" | "too_many_elements" | "invalid_sync_token" | "unauthorized" | "forbidden" | "csrf_token_missing" | "csrf_token_invalid" | "origin_mismatch" | "not_found" | "method_not_allowed" | "already_exists" | "invalid_state" | "concurrent_update" | "idempotency_key_in_use" | "payload_too_large" | "unsupported_media_type" | "unknown_reference" | "invalid_value" | "bundle_cycle" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "not_ready" | "shutting_down";
        /** @description The code of one element's failure inside a batch answer (docs/3pl-api.md section 11) */
        ElementErrorCode: "not_found" | "concurrent_update" | "internal_error" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done";
        /** @description The code of one entry of a problem's `errors`: an error code, a schema check, or a detail of invalid_value */
        DetailCode: "invalid_json" | "validation_failed" | "too_many_elements" | "invalid_sync_token" | "unauthorized" | "forbidden" | "csrf_token_missing" | "csrf_token_invalid" | "origin_mismatch" | "not_found" | "method_not_allowed" | "already_exists" | "invalid_state" | "concurrent_update" | "idempotency_key_in_use" | "payload_too_large" | "unsupported_media_type" | "unknown_reference" | "invalid_value" | "bundle_cycle" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "not_ready" | "shutting_down" | "duplicate_element" | "shipment_not_released" | "shipment_cancelled" | "shipment_done" | "nothing_to_ship" | "lines_and_packages" | "unknown_product" | "quantity_exceeds_ordered" | "product_not_on_shipment" | "not_a_consumable" | "unknown_carrier" | "invalid_sscc" | "sscc_in_use" | "sscc_capacity_exhausted" | "invalid_scac" | "invalid_medium" | "invalid_material" | "invalid_unit" | "invalid_cost" | "invalid_currency" | "invalid_quantity" | "lot_required" | "warehouse_mismatch" | "already_shipped" | "quantity_exceeds_expected" | "product_not_on_return" | "unknown_location" | "already_received" | "return_shipment_done" | "required" | "unknown_field" | "invalid_type" | "too_short" | "too_long" | "too_small" | "too_large" | "too_few_items" | "too_many_items" | "invalid_format" | "warehouse_required" | "product_not_on_order" | "product_not_on_order_line" | "quantity_exceeds_returnable";
        /**
         * @description Carrier codes known to a new installation, and "3pl" for a custom carrier named by carrier_service; GET /services/3pl/v1/carriers.json lists this installation's carriers
         * @enum {string}
         */
        CarrierCode: "ups" | "ups_mail_innovations" | "fedex" | "fedex_smart_post" | "usps" | "dhl_express" | "dhl_ecommerce" | "amazon_logistics" | "amazon_shipping" | "ontrac" | "lasership" | "gls_us" | "lso" | "spee_dee" | "veho" | "axlehire" | "better_trucks" | "cdl_last_mile" | "doordash" | "pitney_bowes" | "asendia" | "passport" | "osm_worldwide" | "apc_postal" | "landmark_global" | "ag_systems" | "fedex_freight" | "tforce_freight" | "xpo" | "old_dominion" | "estes" | "saia" | "rl_carriers" | "abf" | "southeastern_freight" | "averitt" | "aaa_cooper" | "dayton_freight" | "central_transport" | "pitt_ohio" | "a_duie_pyle" | "oak_harbor" | "dohrn" | "ward" | "forward_air" | "roadrunner" | "daylight_transport" | "jb_hunt" | "werner" | "schneider" | "landstar" | "pilot_freight" | "canada_post" | "purolator" | "canpar" | "loomis_express" | "gls_canada" | "intelcom" | "day_ross" | "nationex" | "royal_mail" | "parcelforce" | "dpd_uk" | "interlink_express" | "evri" | "yodel" | "dhl_parcel_uk" | "apc_overnight" | "dx" | "tnt" | "an_post" | "dpd" | "dhl_paket" | "deutsche_post" | "dpd_de" | "dpd_fr" | "dpd_nl" | "dpd_pl" | "gls" | "hermes_de" | "postnl" | "bpost" | "la_poste" | "colissimo" | "chronopost" | "mondial_relay" | "colis_prive" | "poste_italiane" | "brt" | "sda" | "correos" | "seur" | "mrw" | "nacex" | "ctt" | "swiss_post" | "austrian_post" | "posti" | "matkahuolto" | "postnord" | "bring" | "budbee" | "inpost" | "poczta_polska" | "ceska_posta" | "ppl_cz" | "packeta" | "magyar_posta" | "econt" | "speedy" | "nova_poshta" | "elta" | "dhl_freight" | "db_schenker" | "kuehne_nagel" | "dsv" | "geodis" | "dachser" | "ceva_logistics" | "aramex" | "emirates_post" | "smsa_express" | "israel_post" | "ptt" | "yurtici_kargo" | "aras_kargo" | "mng_kargo" | "the_courier_guy" | "sf_express" | "china_post" | "china_ems" | "cainiao" | "yunexpress" | "fourpx" | "zto_express" | "yto_express" | "jd_logistics" | "hong_kong_post" | "japan_post" | "yamato" | "sagawa" | "korea_post" | "cj_logistics" | "singpost" | "ninja_van" | "jt_express" | "kerry_express" | "flash_express" | "thailand_post" | "pos_malaysia" | "pos_indonesia" | "vietnam_post" | "lbc_express" | "india_post" | "blue_dart" | "delhivery" | "dtdc" | "xpressbees" | "ecom_express" | "dhl_ecommerce_asia" | "australia_post" | "startrack" | "aramex_au" | "couriers_please" | "direct_freight" | "sendle" | "toll" | "nz_post" | "correios" | "jadlog" | "loggi" | "total_express" | "estafeta" | "correos_de_mexico" | "paquetexpress" | "servientrega" | "coordinadora" | "chilexpress" | "correos_chile" | "correo_argentino" | "andreani" | "serpost" | "3pl";
        /**
         * @description Package medium codes (docs/3pl-api.md section 7)
         * @enum {string}
         */
        PackageMedium: "BAG" | "BAL" | "BBL" | "BOX" | "CTN" | "PLT" | "SKD";
        /**
         * @description Package material codes (docs/3pl-api.md section 7)
         * @enum {string}
         */
        PackageMaterial: "01" | "03" | "05" | "25" | "31" | "43" | "58" | "76" | "79" | "91";
        /**
         * @description Length units, compared without case (docs/3pl-api.md section 4)
         * @enum {string}
         */
        LengthUnit: "in" | "inch" | "inches" | "cm" | "centimeters" | "mm" | "millimeters" | "ft" | "feet" | "foot" | "m" | "meters";
        /**
         * @description Weight units, compared without case (docs/3pl-api.md section 4)
         * @enum {string}
         */
        WeightUnit: "lb" | "lbs" | "pound" | "pounds" | "oz" | "ounce" | "ounces" | "kg" | "kilograms" | "g" | "grams";
        /**
         * @description Active ISO 4217 currency codes, upper case
         * @enum {string}
         */
        CurrencyCode: "AED" | "AFN" | "ALL" | "AMD" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BOV" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHE" | "CHF" | "CHW" | "CLF" | "CLP" | "CNY" | "COP" | "COU" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MXV" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "USN" | "UYI" | "UYU" | "UYW" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XAG" | "XAU" | "XBA" | "XBB" | "XBC" | "XBD" | "XCD" | "XCG" | "XDR" | "XOF" | "XPD" | "XPF" | "XPT" | "XSU" | "XUA" | "YER" | "ZAR" | "ZMW" | "ZWG";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    event_customer_shipment_released: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_shipment.released";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description Customer shipment id (the event's resource_id) */
                        id: number;
                        /** @description Customer shipment number (CS-000001) */
                        number: string;
                        /**
                         * @description Released to the warehouse
                         * @constant
                         */
                        state: "pending";
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                        /** @description The shipment whose unshipped remainder this one holds */
                        backorder_of: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_shipment_acknowledged: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_shipment.acknowledged";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description Customer shipment id (the event's resource_id) */
                        id: number;
                        /** @description Customer shipment number (CS-000001) */
                        number: string;
                        /**
                         * @description Acknowledged by the warehouse
                         * @constant
                         */
                        state: "open";
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                        /** @description The shipment whose unshipped remainder this one holds */
                        backorder_of: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        } | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        acknowledged_at: string;
                        tpl_reference: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_shipment_shipped: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_shipment.shipped";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description Customer shipment id (the event's resource_id) */
                        id: number;
                        /** @description Customer shipment number (CS-000001) */
                        number: string;
                        /**
                         * @description Shipped
                         * @constant
                         */
                        state: "done";
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                        /** @description The shipment whose unshipped remainder this one holds */
                        backorder_of: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        } | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        shipped_at: string;
                        carrier_identifier: string | null;
                        carrier_service: string | null;
                        tracking_number: string | null;
                        tracking_url: string | null;
                        cost: string | null;
                        cost_currency_code: string | null;
                        /** @description Every package, with its effective tracking number and URL */
                        packages: {
                            /** @description Package id */
                            id: number;
                            /** @description SSCC (18 digits) */
                            sscc: string;
                            tracking_number: string | null;
                            carrier_identifier: string | null;
                            tracking_url: string | null;
                            items: {
                                /** @description Product code; bundle components by their own codes */
                                product_code: string;
                                /** @description Units, up to three decimals */
                                quantity: number;
                                lot: string | null;
                            }[];
                        }[];
                        /** @description Packing material used */
                        consumables: {
                            product_code: string;
                            /** @description Units, up to three decimals */
                            quantity: number;
                        }[];
                        /** @description The new shipment holding what was not shipped */
                        backorder: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_shipment_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_shipment.cancelled";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description Customer shipment id (the event's resource_id) */
                        id: number;
                        /** @description Customer shipment number (CS-000001) */
                        number: string;
                        /**
                         * @description Cancelled; its stock is free again
                         * @constant
                         */
                        state: "cancelled";
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                        /** @description The shipment whose unshipped remainder this one holds */
                        backorder_of: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_return_shipment_created: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_return_shipment.created";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    /** @description The CRS record a warehouse fetches (docs/3pl-api.md section 13), with `order` */
                    data: {
                        id: number;
                        /** @description CRS-000001 */
                        number: string;
                        /** @constant */
                        state: "pending";
                        planned_date: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        updated_at: string;
                        acknowledged_at: string | null;
                        received_at: string | null;
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description The customer */
                        customer: {
                            /** @description Customer code */
                            code: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                        };
                        origin_address: {
                            name: string | null;
                            street: string | null;
                            street2: string | null;
                            city: string | null;
                            zip: string | null;
                            subdivision_code: string | null;
                            country_code: string | null;
                            phone: string | null;
                            email: string | null;
                        };
                        delivery_address: {
                            name: string | null;
                            street: string | null;
                            street2: string | null;
                            city: string | null;
                            zip: string | null;
                            subdivision_code: string | null;
                            country_code: string | null;
                            phone: string | null;
                            email: string | null;
                        };
                        carrier_code: string | null;
                        service_code: string | null;
                        tracking_number: string | null;
                        tracking_url: string | null;
                        /** @description A return order */
                        return_order: {
                            /** @description Return order id */
                            id: number;
                            /** @description Return order number (RO-000001) */
                            number: string;
                            /**
                             * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                             * @enum {unknown}
                             */
                            source: "storefront" | "marketplace" | "channel" | "manual";
                        };
                        /** @description The sales orders returned (one today) */
                        sales_orders: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        }[];
                        /** @description Their channels */
                        channels: {
                            /** @description Channel id */
                            id: number;
                            /** @description Channel code */
                            code: string;
                            /** @description Channel name */
                            name: string;
                        }[];
                        lines: {
                            id: number;
                            product: {
                                id: number;
                                code: string;
                                name: string;
                                upc: string | null;
                            };
                            quantity: number;
                            uom: string;
                            received_quantity: number;
                            reason: string | null;
                            order_line: {
                                id: number;
                                order_id: number;
                                order_number: string;
                            };
                        }[];
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_return_shipment_acknowledged: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_return_shipment.acknowledged";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description CRS id (the event's resource_id) */
                        id: number;
                        /** @description CRS number */
                        number: string;
                        /** @constant */
                        state: "open";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        acknowledged_at: string;
                        tpl_reference: string | null;
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description A return order */
                        return_order: {
                            /** @description Return order id */
                            id: number;
                            /** @description Return order number (RO-000001) */
                            number: string;
                            /**
                             * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                             * @enum {unknown}
                             */
                            source: "storefront" | "marketplace" | "channel" | "manual";
                        };
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_return_shipment_received: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "customer_return_shipment.received";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description The CRS that holds the receipt (the event's resource_id) */
                        id: number;
                        /** @description CRS number */
                        number: string;
                        /** @constant */
                        state: "done";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        received_at: string;
                        tpl_reference: string | null;
                        /**
                         * @description What was done with what did not arrive
                         * @enum {unknown}
                         */
                        strategy: "finalize_and_start_new" | "split_and_keep_open" | "finalize";
                        /** @description split_and_keep_open: the CRS the received part was split off */
                        split_from: {
                            /** @description Customer return shipment id */
                            id: number;
                            /** @description Customer return shipment number (CRS-000001) */
                            number: string;
                        } | null;
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description A return order */
                        return_order: {
                            /** @description Return order id */
                            id: number;
                            /** @description Return order number (RO-000001) */
                            number: string;
                            /**
                             * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                             * @enum {unknown}
                             */
                            source: "storefront" | "marketplace" | "channel" | "manual";
                        };
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                        /** @description What arrived */
                        lines: {
                            /** @description CRS line id */
                            id: number;
                            product_code: string;
                            /** @description Units, up to three decimals */
                            quantity: number;
                            /** @enum {unknown} */
                            condition: "good" | "damaged";
                            /** @description Location code it was put away in */
                            location: string;
                            lot: string | null;
                        }[];
                        /** @description What was expected and did not arrive */
                        not_received: {
                            id: number;
                            product_code: string;
                            /** @description Units, up to three decimals */
                            quantity: number;
                        }[];
                        /** @description The CRS that still expects what did not arrive */
                        remainder: {
                            /** @description Customer return shipment id */
                            id: number;
                            /** @description Customer return shipment number (CRS-000001) */
                            number: string;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_order_closed: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "return_order.closed";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    /** @description The return order as GET /api/v1/returns/{id} answers it, with references as every event names them */
                    data: {
                        id: number;
                        /** @description RO-000001 */
                        number: string;
                        /**
                         * @description Where the return was requested: the storefront, a marketplace, another channel, or staff
                         * @enum {unknown}
                         */
                        source: "storefront" | "marketplace" | "channel" | "manual";
                        /**
                         * @description open until all its CRS are done
                         * @enum {unknown}
                         */
                        state: "open" | "closed";
                        /** @description A sales order */
                        order: {
                            /** @description Sales order id */
                            id: number;
                            /** @description Sales order number (SO-1001) */
                            number: string;
                            reference: string | null;
                        };
                        /** @description The customer */
                        customer: {
                            /** @description Customer code */
                            code: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                        };
                        origin_address: {
                            name: string | null;
                            street: string | null;
                            street2: string | null;
                            city: string | null;
                            zip: string | null;
                            subdivision_code: string | null;
                            country_code: string | null;
                            phone: string | null;
                            email: string | null;
                        };
                        carrier_code: string | null;
                        service_code: string | null;
                        tracking_number: string | null;
                        planned_date: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        closed_at: string;
                        lines: {
                            id: number;
                            order_line_id: number;
                            /** @description The returned product: the bundle for whole bundles */
                            product_code: string;
                            quantity: number;
                            reason: string | null;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            /** @description Received so far; whole bundles for a bundle line */
                            received_quantity: number;
                        }[];
                        customer_return_shipments: {
                            id: number;
                            /** @description CRS-000001 */
                            number: string;
                            /** @description A warehouse */
                            warehouse: {
                                /** @description Warehouse id */
                                id: number;
                                /** @description Warehouse code (EAST) */
                                code: string;
                                /** @description Warehouse name */
                                name: string;
                            };
                            /**
                             * @description pending (new), open (acknowledged by the warehouse), done (received)
                             * @enum {unknown}
                             */
                            state: "pending" | "open" | "done";
                            acknowledged_at: string | null;
                            received_at: string | null;
                            /** @description The CRS a receipt strategy split this one off */
                            split_from: {
                                /** @description Customer return shipment id */
                                id: number;
                                /** @description Customer return shipment number (CRS-000001) */
                                number: string;
                            } | null;
                            lines: {
                                id: number;
                                /** @description The return order line it belongs to */
                                return_line_id: number;
                                product_code: string;
                                /** @description Expected */
                                quantity: number;
                                received_quantity: number;
                                /** @description Part of received_quantity that arrived damaged */
                                damaged_quantity: number;
                            }[];
                        }[];
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC
                         */
                        updated_at: string;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_inventory_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "inventory.updated";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description Product id (the event's resource_id) */
                        product_id: number;
                        /** @description Product code */
                        product_code: string;
                        /** @description Same as warehouse.id */
                        warehouse_id: number;
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description In the warehouse's primary storage tree, after the change */
                        on_hand: number;
                        /** @description Held for released shipments */
                        allocated: number;
                        /** @description on_hand - allocated: what may be sold */
                        available: number;
                        /** @description Same as shipment.id */
                        shipment_id?: number;
                        /** @description A customer shipment */
                        shipment?: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        };
                        /** @description Same as crs.id */
                        crs_id?: number;
                        /** @description A customer return shipment (CRS) */
                        crs?: {
                            /** @description Customer return shipment id */
                            id: number;
                            /** @description Customer return shipment number (CRS-000001) */
                            number: string;
                        };
                        /** @description The stock adjustment (its ledger entry id) */
                        adjustment_id?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_inventory_discrepancy: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<event id>`: the same on every attempt and redelivery; drop duplicates by it */
                "webhook-id": string;
                /** @description Seconds since the Unix epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description One or two `v1,<base64 HMAC-SHA256>` signatures separated by a space (the second during a secret rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id; webhook-id is `msg_<id>` */
                    id: number;
                    /** @constant */
                    type: "inventory.discrepancy";
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC
                     */
                    created_at: string;
                    data: {
                        /** @description Product id (the event's resource_id) */
                        product_id: number;
                        /** @description Product code */
                        product_code: string;
                        /** @description Same as warehouse.id */
                        warehouse_id: number;
                        /** @description A warehouse */
                        warehouse: {
                            /** @description Warehouse id */
                            id: number;
                            /** @description Warehouse code (EAST) */
                            code: string;
                            /** @description Warehouse name */
                            name: string;
                        };
                        /** @description Location code of the stock level */
                        location: string;
                        lot: string | null;
                        /** @description The level after the change: below zero */
                        quantity: number;
                        /** @description Same as shipment.id */
                        shipment_id: number;
                        /** @description A customer shipment */
                        shipment: {
                            /** @description Customer shipment id */
                            id: number;
                            /** @description Customer shipment number (CS-000001) */
                            number: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. Any other status, or no answer within the timeout, is retried on the schedule of docs/events.md */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
