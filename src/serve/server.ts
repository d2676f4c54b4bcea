// `puzzlebench serve`: a local web server on Node's http module, with the page (plain ES modules
// and CSS from ./page, nothing from elsewhere) and the JSON API of api.ts. Solving runs on a pool
// of worker threads; a comparison runs its child processes from here, one comparison at a time
// (queue.ts). Only this server's own page may use the API (guard.ts). Errors are answers in the
// contract (400 for input to fix), never a stack trace.
import { readFileSync, readdirSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultOfError } from '../cli/json-errors.ts';
import { InputError } from '../errors.ts';
import { parseJsonText } from '../format/json.ts';
import { maxInputBytes } from '../kind/input.ts';
import { header } from '../kind/result.ts';
import type { Result } from '../kind/contract.ts';
import {
  type Reply,
  checkMarksReply,
  detectReply,
  editReply,
  httpStatus,
  kindsReply,
  puzzlesReply,
  solving,
  svgOfBundled,
  svgReply,
  convertReply,
} from './api.ts';
import { type CompareEvent, planCompare, runCompare } from './compare.ts';
import { type Guard, type Refusal, guard } from './guard.ts';
import type { MemoryLimits } from './memory.ts';
import { Pool } from './pool.ts';
import { Queue, QueueFull } from './queue.ts';
import type { Body } from './request.ts';
import { isObject } from '../narrow.ts';

export interface ServeOptions {
  port: number;
  host: string;
  /** Solving threads, each with its own Z3. */
  workers: number;
  /** When a thread collects its garbage and when it is replaced (memory.ts); tests lower them. */
  memory?: MemoryLimits;
  /** Comparisons that may run at once (each one child process at a time) and wait: 1 and 8 by default. */
  compares?: { running: number; waiting: number };
}

export interface Serving {
  url: string;
  pool: Pool;
  compares: Queue;
  /** The session token the page carries in its API requests (guard.ts). */
  token: string;
  close(): Promise<void>;
}

const PAGE = new URL('./page/', import.meta.url);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
// Everything comes from this server: no CDN, no inline script; pictures are shown as blob: images.
const NDJSON = { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' };
const POLICY =
  "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; script-src 'self'; connect-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The page's files, read once: only these names are ever served; the HTML carries the session token. */
function pageFiles(guarded: Guard): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  for (const name of readdirSync(PAGE)) {
    const type = TYPES[extname(name)];
    if (!type) continue;
    const body = readFileSync(fileURLToPath(new URL(name, PAGE)));
    files.set(name, { type, body: name === 'index.html' ? Buffer.from(guarded.page(body.toString('utf8'))) : body });
  }
  return files;
}

function readBody(request: IncomingMessage): Promise<Body> {
  // JSON escapes can double a puzzle's size; marks and flags add little.
  const limit = 2 * maxInputBytes() + 64 * 1024;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Refused at once; the rest is read and dropped, so that the client gets the answer.
      request.off('data', collect);
      request.resume();
      reject(new InputError('<request>', 'size', `expected a request of at most ${Math.round(limit / 1024)} kB`));
    };
    request.on('data', collect);
    request.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text.trim() === '' ? {} : parseJsonText(text, '<request>');
        if (!isObject(body) || Array.isArray(body)) throw new InputError('<request>', 'body', 'expected a JSON object');
        resolve(body);
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, reply: Reply): void {
  if ('svg' in reply) {
    response.writeHead(reply.status, { 'content-type': TYPES['.svg'], 'cache-control': 'no-store' });
    response.end(reply.svg);
  } else {
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(`${JSON.stringify(reply.json)}\n`);
  }
}

/** Any error as a result in the contract: the user's to fix (400), or ours, in one line (500). */
function failure(error: unknown, command: Result['command']): Reply {
  const result = resultOfError(error, header(command, null));
  return { status: httpStatus(result), json: result };
}

export async function serve(options: ServeOptions): Promise<Serving> {
  let port = 0;
  const guarded = guard(options.host, () => port);
  const files = pageFiles(guarded);
  const pool = new Pool(options.workers, options.memory);
  const compares = new Queue(options.compares?.running ?? 1, options.compares?.waiting ?? 8);
  /** Comparisons running or waiting, by run id, so that Stop can end them. */
  const comparing = new Map<string, AbortController>();

  async function api(route: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    if (request.method === 'GET') {
      const get: Record<string, () => Reply> = {
        kinds: kindsReply,
        puzzles: () => puzzlesReply(query),
        svg: () => svgOfBundled(query),
        runs: () => runsReply(query),
      };
      if (!get[route]) return send(response, notFound(request));
      return send(response, get[route]());
    }
    if (request.method !== 'POST') return send(response, notFound(request));
    const body = await readBody(request);
    // A client that goes away (a page closed, a script killed) stops what it started, named or not.
    const gone = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) gone.abort();
    });
    const post: Record<string, () => Reply | Promise<Reply>> = {
      detect: () => detectReply(body),
      svg: () => svgReply(body),
      'check-marks': () => checkMarksReply(body),
      convert: () => convertReply(body),
      edit: () => editReply(body),
      solve: () => solving(pool, 'solve', body, gone.signal),
      check: () => solving(pool, 'check', body, gone.signal),
      hint: () => solving(pool, 'hint', body, gone.signal),
      'next-move': () => solving(pool, 'next-move', body, gone.signal),
      stop: () => ({ status: 200, json: { stopped: stop(body.run) } }),
    };
    if (route === 'compare') return streamCompare(body, response);
    if (!post[route]) return send(response, notFound(request));
    send(response, await post[route]());
  }

  /** GET /api/runs?ids=a,b: where each named run is, so that the page can show a queued one as queued. */
  function runsReply(query: URLSearchParams): Reply {
    const ids = (query.get('ids') ?? '').split(',').filter(Boolean).slice(0, 100);
    return {
      status: 200,
      json: { runs: Object.fromEntries(ids.map((id) => [id, pool.where(id) ?? (comparing.has(id) ? { state: 'running' } : { state: 'gone' })])) },
    };
  }

  function stop(run: unknown): boolean {
    if (typeof run !== 'string') return false;
    const controller = comparing.get(run);
    controller?.abort();
    return pool.stop(run) || Boolean(controller);
  }

  async function streamCompare(body: Body, response: ServerResponse): Promise<void> {
    const planned = planCompare(body);
    const controller = new AbortController();
    const run = typeof body.run === 'string' ? body.run : `compare-${Math.random()}`;
    const write = (event: CompareEvent) => response.write(`${JSON.stringify(event)}\n`);
    comparing.set(run, controller);
    response.on('close', () => controller.abort());
    let leave: (() => void) | undefined;
    try {
      leave = await compares.enter(controller.signal, (ahead) => {
        if (!response.headersSent) response.writeHead(200, NDJSON);
        write({ type: 'waiting', ahead });
      });
      if (!response.headersSent) response.writeHead(200, NDJSON);
      if (leave) await runCompare(planned, write, controller.signal);
      else write({ type: 'error', message: 'stopped before it started' });
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      send(response, refusal({ status: 503, message: error.message }, 'compare', 'busy'));
    } finally {
      leave?.();
      planned.cleanup();
      comparing.delete(run);
      response.end();
    }
  }

  const server = createServer((request, response) => {
    response.setHeader('content-security-policy', POLICY);
    response.setHeader('x-content-type-options', 'nosniff');
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = path.startsWith('/api/') ? path.slice('/api/'.length) : undefined;
    const command = (['solve', 'check', 'hint', 'check-marks', 'next-move', 'compare'] as const).find((name) => name === route) ?? null;
    const refused = route === undefined ? guarded.foreign(request) : guarded.api(request);
    // The body of a refused request is read and dropped, so that the client gets the answer.
    if (refused) return void request.resume().once('end', () => send(response, refusal(refused, command)));
    // A preflight from this server's own origin (none is needed: the page's requests are same-origin)
    // is told what the API takes; any other origin was refused above, with no CORS headers.
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { allow: 'GET, POST, OPTIONS', 'cache-control': 'no-store' });
      return void response.end();
    }
    if (route === undefined) {
      const file = files.get(path === '/' ? 'index.html' : path.replace(/^\/page\//, ''));
      if (!file || (path !== '/' && !path.startsWith('/page/')) || request.method !== 'GET') return send(response, notFound(request));
      response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' });
      return void response.end(file.body);
    }
    api(route, request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      send(response, failure(error, command));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  // A TCP server, listening: its address is no pipe's name.
  if (address === null || typeof address === 'string') throw new Error(`internal error: the server listens at ${address}`);
  ({ port } = address);
  const shown = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${shown}:${port}/`,
    pool,
    compares,
    token: guarded.token,
    async close() {
      for (const controller of comparing.values()) controller.abort();
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), pool.close()]);
    },
  };
}

/** A request refused before it is read (guard.ts), or a comparison turned away: the contract's answer. */
function refusal(
  { status, message }: Pick<Refusal, 'message'> & { status: number },
  command: Result['command'],
  reason = status === 415 ? 'usage' : 'forbidden',
): Reply {
  return { status, json: { ...header(command, null), status: status === 503 ? 'error' : 'invalid', reason, message, error: { message } } };
}

function notFound(request: IncomingMessage): Reply {
  const message = `no ${request.method} ${new URL(request.url ?? '/', 'http://localhost').pathname} here; the API is GET /api/kinds, /api/puzzles, /api/svg, /api/runs and POST /api/detect, solve, check, hint, check-marks, next-move, convert, edit, compare, svg, stop`;
  return { status: 404, json: { ...header(null, null), status: 'invalid', reason: 'usage', message, error: { message } } };
}
