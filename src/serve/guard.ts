// Who may drive the server. A browser sends any page's requests to a local port, so without these
// checks any web page could make the server solve and compare (which starts processes):
// - Host must name this server: a page that rebinds its own DNS name to 127.0.0.1 (DNS rebinding)
//   reaches the port as a same-origin page of its own name, and only the Host header tells;
// - Origin, which browsers send on every POST and every cross-origin request, must be this
//   server's own; a preflight from elsewhere is refused, so the browser never sends the request;
// - a POST must be JSON (a form or a `text/plain` fetch is a "simple" request: no preflight) and
//   carry the session token that the page gets in its own HTML, which no other page can read.
// Scripts (curl) send no Origin; they need the token too, from the page's <meta> (docs/page.md).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { isIP } from 'node:net';

export const TOKEN_HEADER = 'x-puzzlebench-token';
/** Where the page's HTML carries the token: index.html has this tag with an empty content. */
export const TOKEN_META = '<meta name="puzzlebench-token" content="">';

/** A request refused: its HTTP status and the one line that says why. */
export interface Refusal {
  status: 403 | 415;
  message: string;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = ['0.0.0.0', '::', ''];

/** The name and port of a Host header (`name:port`, `[v6]:port`, or no port: 80). */
function splitHost(value: string): { name: string; port: number } | undefined {
  const found = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  return found ? { name: found[1].toLowerCase(), port: found[2] === undefined ? 80 : Number(found[2]) } : undefined;
}

/**
 * The names the server answers to: on loopback, the loopback names; on one address or name, that
 * one too; on every interface (--host), any IP address and this machine's own name, since other
 * machines reach it by those (a rebinding page's name is none of them).
 */
function hostAccepted(bound: string, port: () => number): (name: string, asked: number) => boolean {
  const own = new Set(LOOPBACK_NAMES);
  const wildcard = WILDCARDS.includes(bound);
  if (!wildcard) own.add(bound.includes(':') ? `[${bound.toLowerCase()}]` : bound.toLowerCase());
  if (wildcard) for (const name of [hostname(), `${hostname()}.local`]) own.add(name.toLowerCase());
  return (name, asked) => asked === port() && (own.has(name) || (wildcard && isIP(name.replace(/^\[|\]$/g, '')) !== 0));
}

/** The checks for a server listening on `bound` (the port is known once it listens). */
export function guard(bound: string, port: () => number) {
  const token = randomBytes(18).toString('base64url');
  const accepted = hostAccepted(bound, port);
  const expected = Buffer.from(token);

  /** Host, then Origin: any request, the page's files too (a rebinding page must not read the token). */
  function foreign(request: IncomingMessage): Refusal | undefined {
    const host = request.headers.host ?? '';
    const split = splitHost(host);
    if (!split || !accepted(split.name, split.port)) {
      return {
        status: 403,
        message: `Host ${JSON.stringify(host)} is not this server's name; open the page at its address (e.g. http://127.0.0.1:${port()}/)`,
      };
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) {
      return { status: 403, message: `requests from ${origin} are refused: only the page served here may use the API` };
    }
    return undefined;
  }

  return {
    token,
    /** The page's HTML with the token filled in. */
    page(html: string): string {
      if (!html.includes(TOKEN_META)) throw new Error(`index.html has no ${TOKEN_META} for the session token`);
      return html.replace(TOKEN_META, TOKEN_META.replace('content=""', `content="${token}"`));
    },
    foreign,
    /** An API request: its origin, and for a POST its content type and the session token. */
    api(request: IncomingMessage): Refusal | undefined {
      const refused = foreign(request);
      if (refused || request.method !== 'POST') return refused;
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') return { status: 415, message: `expected Content-Type: application/json, not ${JSON.stringify(type || 'none')}` };
      const given = Buffer.from(String(request.headers[TOKEN_HEADER] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return {
          status: 403,
          message: `expected this session's token in ${TOKEN_HEADER} (it is in the page's HTML); a page opened before the server restarted needs reloading`,
        };
      }
      return undefined;
    },
  };
}

export type Guard = ReturnType<typeof guard>;
