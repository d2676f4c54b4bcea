// Usage slips on the command line: each is refused in one line with status 2 (docs/command-line.md),
// never dropped without a word nor answered as if it had been heeded.
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { capture } from './helpers/capture.ts';

const plan = 'puzzles/watersort/tiny-ball.txt';
const grid = 'puzzles/aquarium/small-5x4.txt';

/** Runs the command line in-process: its status, stdout, and stderr's lines. */
async function run(...argv: string[]) {
  const io = capture();
  const code = await main(argv, io);
  return { code, out: io.stdout(), lines: io.stderr().trimEnd().split('\n'), err: io.stderr() };
}

describe('a flag of the other type of puzzle is refused, naming the flag and both types', () => {
  it.each([['--unique'], ['--count', '3'], ['--forced'], ['--explain']])('solve <a plan> %s', async (...flag) => {
    const { code, out, lines } = await run('solve', plan, ...flag);
    expect([code, out]).toEqual([2, '']);
    expect(lines).toEqual([`puzzlebench: ${flag[0]} applies to grid puzzles; watersort is a planning puzzle (drop ${flag[0]})`]);
  });

  it.each([['--optimal'], ['--show'], ['--max-horizon', '5'], ['--portfolio-search'], ['--schedule', 'nosuch']])('solve <a grid> %s', async (...flag) => {
    const { code, out, lines } = await run('solve', grid, ...flag);
    expect([code, out]).toEqual([2, '']);
    expect(lines).toEqual([`puzzlebench: ${flag[0]} applies to planning puzzles; aquarium is a grid puzzle (drop ${flag[0]})`]);
  });

  it('export <a grid> --horizon: refused, nothing written', async () => {
    const { code, out, lines } = await run('export', grid, '--horizon', '3', '--smt2', '-');
    expect([code, out, lines]).toEqual([2, '', ['puzzlebench: --horizon applies to planning puzzles; aquarium is a grid puzzle (drop --horizon)']]);
  });

  it('several puzzles: the one of the other type is refused as its own result, the rest are answered', async () => {
    const { code, out } = await run('solve', grid, plan, '--unique', '--json');
    const [first, second] = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(first).toMatchObject({ kind: 'aquarium', status: 'solved' });
    expect(second).toMatchObject({
      kind: 'watersort',
      status: 'invalid',
      reason: 'usage',
      message: expect.stringMatching(/^--unique applies to grid puzzles/),
    });
    expect(code).toBe(2);
  });

  it('the flags of its own type are still taken', async () => {
    expect((await run('solve', plan, '--optimal', '--show')).code).toBe(0);
    expect((await run('solve', grid, '--count', '2')).code).toBe(0);
  });
});

describe('two outputs on stdout are refused', () => {
  it('solve --svg - --to pzprv3: one line, status 2, nothing on stdout', async () => {
    const { code, out, lines } = await run('solve', grid, '--svg', '-', '--to', 'pzprv3');
    expect([code, out]).toEqual([2, '']);
    expect(lines).toEqual(['puzzlebench: --svg - and --to pzprv3 would both write to stdout; send all but one to a file']);
  });

  it('export --smt2 - --dimacs -', async () => {
    const { code, out, lines } = await run('export', grid, '--smt2', '-', '--dimacs', '-');
    expect([code, out, lines]).toEqual([2, '', ['puzzlebench: --smt2 - and --dimacs - would both write to stdout; send all but one to a file']]);
  });
});

describe('numbers are plain decimal', () => {
  it.each(['0x10', '1e3', '0b11', 'Infinity', ' 5', '5s', ''])('--timeout %j is refused', async (value) => {
    const { code, out, lines } = await run('solve', plan, '--timeout', value);
    expect([code, out]).toEqual([2, '']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`argument '${value}' is invalid. expected a positive number of seconds in plain decimal`);
  });

  it.each(['30', '0.5', '.5', '2.'])('--timeout %s is taken', async (value) => {
    expect((await run('solve', plan, '--timeout', value)).code).toBe(0);
  });

  it('--within: digits, as many as a whole number holds exactly; no exponent', async () => {
    const exponent = await run('check', plan, '--within', '1e9');
    expect([exponent.code, exponent.lines]).toEqual([
      2,
      [
        "puzzlebench: error: option '--within <k>' argument '1e9' is invalid. expected a whole number in decimal digits (such as 20) (run with --help for usage)",
      ],
    ]);
    // The search engine has no horizon limit: a large one is only an upper bound.
    expect((await run('check', plan, '--within', '99999999999')).code).toBe(0);
    const past = await run('check', plan, '--within', '9007199254740992');
    expect([past.code, past.lines.length]).toEqual([2, 1]);
    expect(past.lines[0]).toContain('expected a whole number of at most 9007199254740991');
  });
});

describe("commander's usage errors are one line", () => {
  it.each([
    [['solve', plan, '--bogus'], "puzzlebench: error: unknown option '--bogus' (run with --help for usage)"],
    [['solve'], "puzzlebench: error: missing required argument 'puzzles' (run with --help for usage)"],
    [['frobnicate'], "puzzlebench: error: unknown command 'frobnicate' (run with --help for usage)"],
    // commander suggests a near name on a line of its own: joined into the one.
    [['solve', plan, '--uniqe'], "puzzlebench: error: unknown option '--uniqe' (Did you mean --unique?) (run with --help for usage)"],
    [['slove', plan], "puzzlebench: error: unknown command 'slove' (Did you mean solve?) (run with --help for usage)"],
  ])('%j', async (argv, line) => {
    const { code, out, err } = await run(...argv);
    expect([code, out, err]).toEqual([2, '', `${line}\n`]);
  });
});

describe('a puzz.link address that is no puzzle says what it lacks', () => {
  it.each([
    ['https://puzz.link/p', "found puzz.link/p with no '?' and the puzzle after it (its type, size and data)"],
    ['https://pzv.jp/p.html?', "found pzv.jp/p.html with no '?' and the puzzle after it"],
    ['https://puzz.link/list.html', 'found the page /list.html of puzz.link, not its puzzle player /p'],
    ['https://puzz.link/', 'found the front page of puzz.link, not its puzzle player /p'],
  ])('%s', async (url, found) => {
    const { code, lines } = await run('solve', url);
    expect([code, lines.length]).toEqual([2, 1]);
    expect(lines[0]).toMatch(/^puzzlebench: <argument>: URL: expected a puzz.link puzzle URL /);
    expect(lines[0]).toContain(found);
  });
});
