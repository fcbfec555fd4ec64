import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from './url-rule.ts';

/** What one attempt came to: `ok` for a 2xx answer; otherwise why not, for the delivery log. */
export type SendOutcome = { ok: boolean; statusCode: number | null; error: string | null };

type SendOptions = {
  /** Whole attempt, connection to answer (10 s by default, docs/operations.md "Configuration"). */
  timeoutMs: number;
  /** DOCKSIDE_WEBHOOK_ALLOW_PRIVATE: http and private addresses allowed. */
  allowPrivate: boolean;
};

const USER_AGENT = 'Dockside-Webhooks/1';
// Enough of an error answer to tell a receiver's problem from another; the rest is drained unread.
const SNIPPET_BYTES = 300;

/**
 * POSTs a signed event body to an endpoint once. Never throws: every failure (refused address, DNS,
 * connection, timeout, non-2xx answer) is an outcome. The URL rule is applied again here, as the socket
 * connects: DNS may have changed since the endpoint was registered. Redirects are not followed.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(failure('the endpoint url is not a valid URL'));
  }
  const refusal = refuseTarget(target, options.allowPrivate);
  if (refusal) return Promise.resolve(failure(refusal));
  return send(target, headers, body, options);
}

function refuseTarget(target: URL, allowPrivate: boolean): string | null {
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return `unsupported scheme ${target.protocol}`;
  if (allowPrivate) return null;
  if (target.protocol !== 'https:') return 'the endpoint url must use https';
  // An IP literal never reaches the lookup hook: check it here.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is a loopback, private or reserved address`;
  return null;
}

function send(target: URL, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const timedOut = () => failure(`no answer within ${options.timeoutMs} ms`);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        signal,
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': USER_AGENT,
          ...headers,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let snippet = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (snippet.length < SNIPPET_BYTES) snippet += chunk.slice(0, SNIPPET_BYTES - snippet.length);
        });
        // The status decides; a body cut short (timeout, reset) after a 2xx does not undo the delivery.
        const done = () => settle(answered(status, snippet));
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => settle(signal.aborted ? timedOut() : failure(describe(error))));
    request.end(body);
  });
}

function answered(status: number, snippet: string): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true, statusCode: status, error: null };
  const reason = status >= 300 && status < 400 ? 'redirects are not followed' : snippet.trim().replace(/\s+/g, ' ');
  return { ok: false, statusCode: status, error: `HTTP ${status}${reason ? `: ${reason}` : ''}` };
}

function describe(error: NodeJS.ErrnoException): string {
  if (error.code === 'EPRIVATEADDRESS') return error.message;
  return error.code ? `${error.code}: ${error.message}` : error.message;
}

function failure(error: string): SendOutcome {
  return { ok: false, statusCode: null, error };
}
