// Who may drive puzzlebench serve, and how fairly it shares itself: a request from another
// origin, under another Host name (DNS rebinding), without JSON or without the page's session
// token is refused before anything runs, each with a one-line answer in the contract; a preflight
// from elsewhere gets no CORS headers. A client that disconnects stops its run, named or not;
// comparisons take turns through one queue, and one too many is turned away.
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guard } from '../../src/serve/guard.ts';
import { Queue, QueueFull } from '../../src/serve/queue.ts';
import { type Serving, serve } from '../../src/serve/server.ts';
import type { Result } from '../../src/kind/contract.ts';
import { expectContract } from '../helpers/contract.ts';

let serving: Serving;
let port: number;
beforeAll(async () => {
  serving = await serve({ port: 0, host: '127.0.0.1', workers: 2, compares: { running: 1, waiting: 1 } });
  port = Number(new URL(serving.url).port);
  await serving.pool.warm();
}, 60_000);
afterAll(() => serving?.close());

const SMALL = { puzzle: 'puzzles/aquarium/small-5x4.txt' };
const TASK = '3_3_3_4_5_4_5_4_2_4_3_4;1,2,2,2,2,2,1,2,2,1,3,2,1,1,1,1,3,2,1,4,4,1,3,3,5,4,4,1,3,6,5,5,5,5,6,6';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A request with exactly these headers (fetch would not send a Host of our choosing). */
function raw(method: string, path: string, headers: Record<string, string>, body?: unknown, signal?: AbortSignal): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers, signal }, (response) => {
      let text = '';
      response
        .setEncoding('utf8')
        .on('data', (chunk) => (text += chunk))
        .on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
const own = () => ({ host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'x-puzzlebench-token': serving.token });
const refusedWith = (reply: Raw, status: number, message: RegExp) => {
  expect(reply.status, reply.text).toBe(status);
  const result = expectContract(reply.text) as Result;
  expect(result.status).toBe('invalid');
  expect(result.message).toMatch(message);
  expect(reply.text.trim().split('\n')).toHaveLength(1);
  expect(reply.headers['access-control-allow-origin']).toBeUndefined();
};

describe('only the page served here drives the server', () => {
  it('answers its own page and requests with the token (what every refusal below differs from)', async () => {
    const page = await raw('GET', '/', { host: `127.0.0.1:${port}` });
    expect(serving.token.length).toBeGreaterThanOrEqual(20);
    expect(page.text).toContain(`<meta name="puzzlebench-token" content="${serving.token}">`);
    const solved = await raw('POST', '/api/solve', { ...own(), origin: `http://127.0.0.1:${port}` }, SMALL);
    expect([solved.status, (JSON.parse(solved.text) as Result).status]).toEqual([200, 'solved']);
    expect((await raw('GET', '/api/kinds', { host: `localhost:${port}` })).status).toBe(200);
  });

  it('refuses a simple cross-origin POST (text/plain, Origin evil.example), a solve or a compare', async () => {
    const text = { host: `127.0.0.1:${port}`, 'content-type': 'text/plain', origin: 'http://evil.example' };
    refusedWith(await raw('POST', '/api/solve', text, SMALL), 403, /^requests from http:\/\/evil\.example are refused/);
    refusedWith(await raw('POST', '/api/compare', { ...own(), origin: 'http://evil.example' }, { text: TASK }), 403, /evil\.example/);
    expect(serving.compares.state).toEqual({ running: 0, waiting: 0 });
    // Another port of this machine is another origin too.
    refusedWith(await raw('POST', '/api/solve', { ...own(), origin: `http://127.0.0.1:${port + 1}` }, SMALL), 403, /are refused/);
  });

  it('refuses a Host that is not its own name (DNS rebinding), for the page and the API', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/api/kinds'],
      ['POST', '/api/solve'],
    ]) {
      const reply = await raw(method, path, { ...own(), host: `evil.example:${port}` }, method === 'POST' ? SMALL : undefined);
      refusedWith(reply, 403, /^Host "evil\.example:\d+" is not this server's name/);
      expect(reply.text).not.toContain(serving.token);
    }
    refusedWith(await raw('GET', '/', { host: `127.0.0.1:${port + 1}` }), 403, /is not this server's name/);
  });

  it('requires JSON and the session token on every POST', async () => {
    refusedWith(
      await raw('POST', '/api/solve', { ...own(), 'content-type': 'text/plain' }, SMALL),
      415,
      /^expected Content-Type: application\/json, not "text\/plain"$/,
    );
    refusedWith(await raw('POST', '/api/detect', { ...own(), 'content-type': 'application/x-www-form-urlencoded' }, SMALL), 415, /application\/json/);
    const { 'x-puzzlebench-token': _, ...tokenless } = own();
    refusedWith(await raw('POST', '/api/solve', tokenless, SMALL), 403, /^expected this session's token in x-puzzlebench-token/);
    refusedWith(await raw('POST', '/api/stop', { ...own(), 'x-puzzlebench-token': `${serving.token.slice(1)}x` }, { run: 'x' }), 403, /token/);
  });

  it('answers preflights: none for another origin (no CORS headers), what it takes for its own', async () => {
    const asking = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-puzzlebench-token' };
    refusedWith(await raw('OPTIONS', '/api/solve', { host: `127.0.0.1:${port}`, origin: 'http://evil.example', ...asking }), 403, /evil\.example/);
    const ours = await raw('OPTIONS', '/api/solve', { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, ...asking });
    expect([ours.status, ours.headers.allow, ours.headers['access-control-allow-origin']]).toEqual([204, 'GET, POST, OPTIONS', undefined]);
  });

  it('on every interface, answers to IP addresses and the machine name, not to other names', () => {
    const ask = (bound: string, host: string) => guard(bound, () => 8080).foreign({ headers: { host } } as IncomingMessage)?.status ?? 200;
    expect(['192.168.1.5:8080', '[fe80::1]:8080', `${hostname()}:8080`, 'localhost:8080'].map((host) => ask('0.0.0.0', host))).toEqual([200, 200, 200, 200]);
    expect(['evil.example:8080', '192.168.1.5:9090', '192.168.1.5'].map((host) => ask('0.0.0.0', host))).toEqual([403, 403, 403]);
    expect(['192.168.1.5:8080', '127.0.0.1:8080'].map((host) => ask('127.0.0.1', host))).toEqual([403, 200]);
    expect(ask('myhost.lan', 'MyHost.lan:8080')).toBe(200);
  });
});

describe('fairness', () => {
  it('a client that disconnects without a run id stops its run, and the thread is replaced', async () => {
    const slow = { puzzle: 'puzzles/watersort/seed-water-133.txt', engine: 'strengthened', timeout: 300 };
    const leaving = new AbortController();
    const reply = raw('POST', '/api/solve', own(), slow, leaving.signal).catch((error: Error) => error);
    const until = async (what: () => boolean, ms: number) => {
      for (const ends = performance.now() + ms; !what() && performance.now() < ends; ) await new Promise((resolve) => setTimeout(resolve, 50));
      return what();
    };
    expect(await until(() => serving.pool.state.busy === 1, 10_000)).toBe(true);
    leaving.abort();
    expect(await reply).toBeInstanceOf(Error);
    expect(await until(() => serving.pool.state.busy === 0, 5000)).toBe(true);
    await serving.pool.warm();
    expect(serving.pool.state).toMatchObject({ threads: 2, ready: 2, busy: 0, queued: 0 });
  }, 60_000);

  it('comparisons take turns through one queue; one more than may wait is a 503', async () => {
    const body = { text: TASK, engines: ['row-level'], strategies: ['qf-fd-pb'], timeout: 20 };
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, serving.compares.state.running)), 20);
    const first = raw('POST', '/api/compare', own(), body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = raw('POST', '/api/compare', own(), body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await raw('POST', '/api/compare', own(), body);
    expect(busy.status, busy.text).toBe(503);
    const turnedAway = expectContract(busy.text) as Result;
    expect([turnedAway.status, turnedAway.reason, turnedAway.message]).toEqual([
      'error',
      'busy',
      'the queue of comparisons is full (1 waiting); try again when one has ended',
    ]);
    const events = await Promise.all(
      [first, second].map(async (reply) =>
        (await reply).text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { type: string; ahead?: number }),
      ),
    );
    clearInterval(watch);
    expect(events[0].map((event) => event.type)).toEqual(['start', 'row', 'end']);
    expect(events[1].map((event) => event.type)).toEqual(['waiting', 'start', 'row', 'end']);
    expect(events[1][0].ahead).toBe(1);
    expect(most).toBe(1);
    expect(serving.compares.state).toEqual({ running: 0, waiting: 0 });
  }, 60_000);

  it('the queue: in order, a waiter that leaves gives up its place, past the cap a refusal', async () => {
    const queue = new Queue(1, 2);
    const places: number[][] = [[], [], []];
    const gone = new AbortController();
    const first = await queue.enter(new AbortController().signal, () => expect.fail('the first does not wait'));
    const second = queue.enter(gone.signal, (ahead) => places[1].push(ahead));
    const third = queue.enter(new AbortController().signal, (ahead) => places[2].push(ahead));
    await expect(queue.enter(new AbortController().signal, () => undefined)).rejects.toBeInstanceOf(QueueFull);
    gone.abort();
    expect(await second).toBeUndefined();
    expect(queue.state).toEqual({ running: 1, waiting: 1 });
    first!();
    first!(); // leaving twice frees one place only
    const leave = await third;
    expect(places).toEqual([[], [1], [2, 1]]);
    expect(queue.state).toEqual({ running: 1, waiting: 0 });
    leave!();
    expect(queue.state).toEqual({ running: 0, waiting: 0 });
  });
});
