// Hostile input, kept from a fuzz run of malformed files: every row is refused cleanly (or, where
// the input is a real puzzle after all, answered), with its exit status and the first words of its
// one-line message. Nothing may read without bound, overflow the stack, run out of memory or end as
// an internal error. Rows run in-process through main(); the few that need a real stdin or stdout
// spawn the command line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { capture } from './helpers/capture.ts';

const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
const root = fileURLToPath(new URL('..', import.meta.url));
const bundled = (path: string) => join(root, 'puzzles', path);

/** Writes a file under the temporary folder and returns its path. */
function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

// ---- Inputs ----

/** An n x n Aquarium task string: one tank per row, the bottom half full. */
function aquariumTask(n: number): string {
  const columns = Array(n).fill(Math.floor(n / 2));
  const rows = Array.from({ length: n }, (_, row) => (row >= n - Math.floor(n / 2) ? n : 0));
  const ids = Array.from({ length: n * n }, (_, cell) => Math.floor(cell / n) + 1);
  return `${[...columns, ...rows].join('_')};${ids.join(',')}`;
}

/** A water-sort level of `colours` numbered colours of 4, dealt round-robin, and two empty tubes. */
function manyTubes(colours: number): string {
  const tubes = Array.from({ length: colours }, (_, tube) => Array.from({ length: 4 }, (_, slot) => `c${((tube + slot * 7) % colours) + 1}`).join(' '));
  return `capacity: 4\n${tubes.join('\n')}\n-\n-\n`;
}

const people = (n: number) => Array.from({ length: n }, (_, i) => `P${i} ${i + 1}`).join(', ');
const items = (n: number) => Array.from({ length: n }, (_, i) => `item${i}`).join(', ');
/** Deterministic bytes with NULs, as a binary file has. */
const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));

const jugs = {
  anyFour: file('any-4.txt', 'jugs: 2 3\ntarget: any 4\n'),
  holdsNothing: file('jug-no-amount.json', '{"jugs": [3, 5], "target": {"jug": 1}}'),
  huge: file('huge-jugs.txt', 'jugs: 5000 4999\ntarget: any 2500\n'),
  classic: bundled('jugs/classic-3-5.txt'),
};
const sort = {
  numberedStrings: file('numbered-strings.json', '[["1","3","2","1"],["2","1","3","3"],["3","2","1","2"],[],[]]'),
  numbered: file('numbered.json', '[[1,3,2,1],[2,1,3,3],[3,2,1,2],[],[]]'),
  numberedText: file('numbered.txt', 'capacity: 4\n1 3 2 1\n2 1 3 3\n3 2 1 2\n-\n-\n'),
  flask: bundled('watersort/seed-3-flask.txt'),
  level133: bundled('watersort/seed-water-133.txt'),
  fiftyTubes: file('fifty-tubes.txt', manyTubes(48)),
};
const aquarium = {
  seed: bundled('aquarium/seed-10x10.txt'),
  hundred: file('aquarium-100.txt', aquariumTask(100)),
};

interface Row {
  /** The command line after `puzzlebench`. */
  argv: string[];
  exit: number;
  /** The first words of the message: stderr's first line for 2 and 4, stdout's for the answers. */
  starts: string;
  /** Where the message is when not there: a grid answer starts with its picture, then says on stderr how it was found. */
  stream?: 'stderr';
  env?: Record<string, string>;
}

/** Paths in messages are shown as `<dir>/name` and `<puzzles>/...`, so that rows read the same everywhere. */
const shown = (text: string) => text.split(dir).join('<dir>').split(join(root, 'puzzles')).join('<puzzles>');

const rows: Record<string, Row> = {
  // Reading anything at all.
  'an empty file': { argv: ['solve', file('empty.txt', '')], exit: 2, starts: 'puzzlebench: <dir>/empty.txt: line 1: expected a puzzle, found an empty input' },
  'only comments': {
    argv: ['solve', file('comments.txt', '# one\n# two\n')],
    exit: 2,
    starts: 'puzzlebench: <dir>/comments.txt: line 1: expected a puzzle, found only comments',
  },
  'binary garbage': {
    argv: ['solve', file('garbage.bin', garbage)],
    exit: 2,
    starts: 'puzzlebench: <dir>/garbage.bin: character 58: expected a text puzzle file, found binary data',
  },
  'a directory': { argv: ['solve', dir], exit: 2, starts: 'puzzlebench: <dir>: path: expected a puzzle file, found a directory' },
  'a missing file': { argv: ['check', join(dir, 'missing.txt'), '--within', '3'], exit: 2, starts: 'puzzlebench: <dir>/missing.txt: path: no such file' },
  'a file past the size limit': {
    argv: ['solve', file('big.txt', `${aquariumTask(4)}${' '.repeat(2 * 1024 * 1024)}`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/big.txt: size: more than 1 MB, far larger than any puzzle (set PUZZLEBENCH_MAX_INPUT_MB',
  },
  'the size limit lifted': {
    argv: ['convert', file('big-lifted.txt', `${aquariumTask(4)}${' '.repeat(2 * 1024 * 1024)}`), '--to', 'puzzleteam'],
    exit: 0,
    starts: '2_2_2_2_0_0_4_4;1,1,1,1',
    env: { PUZZLEBENCH_MAX_INPUT_MB: '3' },
  },
  'a bad size limit': {
    argv: ['solve', aquarium.seed],
    exit: 2,
    starts: "puzzlebench: PUZZLEBENCH_MAX_INPUT_MB must be a positive number of megabytes, found 'lots'",
    env: { PUZZLEBENCH_MAX_INPUT_MB: 'lots' },
  },
  ...(existsSync('/dev/zero') && {
    '/dev/zero': { argv: ['solve', '/dev/zero'], exit: 2, starts: 'puzzlebench: /dev/zero: size: more than 1 MB' },
  }),
  // A file of puzzles (--lines) is read as a puzzle file is: the same limits, and no fallback to a task string.
  '--lines, a file past the size limit': {
    argv: ['solve', '--lines', file('lines-big.txt', `${aquariumTask(4)}\n#${' '.repeat(2 * 1024 * 1024)}\n`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/lines-big.txt: size: more than 1 MB, far larger than any puzzle',
  },
  '--lines, binary data': {
    argv: ['solve', '--lines', file('lines.bin', `${aquariumTask(4)}\n\u0000\n`)],
    exit: 2,
    starts: `puzzlebench: <dir>/lines.bin: character ${aquariumTask(4).length + 2}: expected a text puzzle file, found binary data`,
  },
  '--lines, a missing file': {
    argv: ['solve', '--lines', join(dir, 'missing.txt')],
    exit: 2,
    starts: 'puzzlebench: <dir>/missing.txt: path: no such file (expected a file of puzzles, one a line, or - for stdin)',
  },
  'JSON nested 50,000 deep': {
    argv: ['solve', file('deep.json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/deep.json: line 1, column 65: expected JSON nested at most 64 deep',
  },
  'JSON nested 50,000 deep, as water sort': {
    argv: ['solve', join(dir, 'deep.json'), '--kind', 'watersort'],
    exit: 2,
    starts: 'puzzlebench: <dir>/deep.json: line 1, column 65: expected JSON nested at most 64 deep',
  },
  'broken JSON': {
    argv: ['solve', file('broken.json', '{"tubes": [["red" "red"]]}')],
    exit: 2,
    starts: 'puzzlebench: <dir>/broken.json: line 1, column 19: expected valid JSON',
  },
  'a line of 100,000 brackets, quoted short': {
    argv: ['solve', file('brackets.txt', '['.repeat(100_000)), '--kind', 'jugs'],
    exit: 2,
    starts: "puzzlebench: <dir>/brackets.txt: line 1: expected 'key: value' with a key among jugs, start, tap, target; found '[[[[",
  },
  'an unknown kind': { argv: ['solve', jugs.classic, '--kind', 'tapa'], exit: 2, starts: "puzzlebench: unknown puzzle kind 'tapa'" },
  'an Aquarium read as jugs': {
    argv: ['solve', aquarium.seed, '--kind', 'jugs'],
    exit: 2,
    starts: "puzzlebench: <puzzles>/aquarium/seed-10x10.txt: line 3: expected 'key: value' with a key among jugs",
  },
  'a water-sort level read as an Aquarium': {
    argv: ['solve', sort.flask, '--kind', 'aquarium'],
    exit: 2,
    starts: 'puzzlebench: <puzzles>/watersort/seed-3-flask.txt: line 3, column 1: expected a column clue',
  },
  'compare with an empty file': {
    argv: ['compare', join(dir, 'empty.txt')],
    exit: 2,
    starts: 'puzzlebench: <dir>/empty.txt: line 1: expected a puzzle, found an empty input',
  },

  // Aquarium.
  'a 400x400 Aquarium': {
    argv: ['solve', file('aquarium-400.txt', aquariumTask(400))],
    exit: 2,
    starts: 'puzzlebench: <dir>/aquarium-400.txt: task: expected a grid of at most 100x100, found 400x400',
  },
  'a 400x400 Aquarium, converted': {
    argv: ['convert', join(dir, 'aquarium-400.txt'), '--to', 'text'],
    exit: 2,
    starts: 'puzzlebench: <dir>/aquarium-400.txt: task: expected a grid of at most 100x100',
  },
  'an Aquarium of 101 columns': {
    argv: ['solve', file('wide.txt', `${'1'.repeat(101)}\n1 ${'a'.repeat(101)}\n`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/wide.txt: line 1: expected at most 100 column clues',
  },
  'an Aquarium of 101 rows': {
    argv: ['solve', file('tall.txt', `111\n${'1 aaa\n'.repeat(101)}`), '--kind', 'aquarium'],
    exit: 2,
    starts: 'puzzlebench: <dir>/tall.txt: line 102: expected at most 100 rows',
  },
  'a 100x100 Aquarium, solved': {
    argv: ['solve', aquarium.hundred, '--timeout', '30'],
    exit: 0,
    // The default settles what it can by hand before Z3, at any size.
    starts: 'aquarium/settled under qf-fd-pb',
    stream: 'stderr',
  },
  'a negative clue': {
    argv: ['solve', file('negative-clue.txt', '-1_2_1_1;1,1,2,2')],
    exit: 2,
    starts: "puzzlebench: <dir>/negative-clue.txt: hint 1: expected a clue (a whole number, or - for none), found '-1'",
  },
  'a huge clue list': {
    argv: ['solve', file('clues.txt', `${Array(5000).fill(1).join('_')};1,2,3`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/clues.txt: task: expected W+H hints and W*H tank ids for a W x H grid, found 5000 hints and 3 tank ids',
  },
  'an Aquarium export to a folder': { argv: ['export', aquarium.seed, '--smt2', dir], exit: 2, starts: "puzzlebench: error: option '--smt2 <file>' argument" },
  // compare's children read each file again: stdin read up here left them nothing (every run 'crashed').
  'compare of /dev/stdin, which leads to a file here and to nothing in its children': {
    argv: ['compare', '/dev/stdin', '--engine', 'aquarium/row-level'],
    exit: 2,
    starts: "puzzlebench: /dev/stdin: path: expected a regular file or a task string (compare reads each file again in every engine's process), found",
  },
  'compare of stdin': {
    argv: ['compare', '-', '--engine', 'aquarium/row-level'],
    exit: 2,
    starts: "puzzlebench: -: path: expected a regular file or a task string (compare reads each file again in every engine's process), found stdin",
  },

  // Water sort.
  'colours numbered as JSON strings': { argv: ['solve', sort.numberedStrings], exit: 0, starts: 'solved in 9 moves by watersort/search' },
  'colours numbered as JSON numbers': { argv: ['solve', sort.numbered], exit: 0, starts: 'solved in 9 moves by watersort/search' },
  'colours numbered in text': { argv: ['solve', sort.numberedText], exit: 0, starts: 'solved in 9 moves by watersort/search' },
  'a fraction for a colour': {
    argv: ['solve', file('fraction.json', '[[1.5, 1.5], [2, 2], []]')],
    exit: 2,
    starts: 'puzzlebench: <dir>/fraction.json: tube 1, unit 1: expected a colour name',
  },
  'a negative number for a colour': {
    argv: ['solve', file('negative-colour.txt', 'capacity: 2\nred -3\n-3 red\n-\n'), '--kind', 'watersort'],
    exit: 2,
    starts: "puzzlebench: <dir>/negative-colour.txt: line 2, unit 2: expected a colour name (a word starting with a letter or digit), found '-3'",
  },
  'an unknown JSON key': {
    argv: ['solve', file('unknown-key.json', '{"tubes": [["red", "red"]], "jugs": 3}')],
    exit: 2,
    starts: 'puzzlebench: <dir>/unknown-key.json: key "jugs": unknown key',
  },
  '51 tubes': {
    argv: ['solve', file('tubes-51.txt', manyTubes(49))],
    exit: 2,
    starts: 'puzzlebench: <dir>/tubes-51.txt: line 52: expected at most 50 tubes, found 51',
  },
  '50 tubes for an encoding': {
    argv: ['solve', sort.fiftyTubes, '--engine', 'watersort/strengthened'],
    exit: 2,
    starts: 'puzzlebench: watersort/strengthened is built for at most 6 moves on this puzzle',
  },
  'check --within 100000 by an encoding': {
    argv: ['check', sort.level133, '--within', '100000', '--engine', 'watersort/strengthened'],
    exit: 2,
    starts: 'puzzlebench: --within 100000: watersort/strengthened is built for at most 85 moves on this puzzle',
  },
  'check --within 100000 by search': { argv: ['check', sort.flask, '--within', '100000'], exit: 0, starts: 'solvable within 100000: yes' },
  'export --horizon 100000': {
    argv: ['export', sort.level133, '--horizon', '100000', '--smt2', join(dir, 'out.smt2')],
    exit: 2,
    starts: 'puzzlebench: --horizon 100000: watersort/strengthened is built for at most 85 moves',
  },
  'solve --max-horizon 5000': {
    argv: ['solve', sort.flask, '--engine', 'watersort/one-hot', '--max-horizon', '5000'],
    exit: 2,
    starts: 'puzzlebench: --max-horizon 5000: watersort/one-hot is built for at most',
  },

  // Jugs.
  'a target past every jug': {
    argv: ['solve', jugs.anyFour],
    exit: 1,
    starts: 'impossible: proved by the capacities: no jug holds more than 3, so none can hold 4',
  },
  'a target past every jug, checked': { argv: ['check', jugs.anyFour, '--within', '5'], exit: 1, starts: 'solvable within 5: no' },
  'a JSON target without an amount': {
    argv: ['solve', jugs.holdsNothing],
    exit: 2,
    starts: 'puzzlebench: <dir>/jug-no-amount.json: line 1: target {"jug":1} names no amount: expected "holds"',
  },
  'a negative capacity': {
    argv: ['solve', file('negative-jug.txt', 'jugs: -3 5\ntarget: any 4\n')],
    exit: 2,
    starts: "puzzlebench: <dir>/negative-jug.txt: line 1: expected capacities as whole numbers, found '-3'",
  },
  'an unknown jugs key': {
    argv: ['solve', file('tab.txt', 'jugs: 3 5\ntab: yes\ntarget: any 4\n')],
    exit: 2,
    starts: "puzzlebench: <dir>/tab.txt: line 2: unknown key 'tab'",
  },
  '5000-litre jugs in unary': {
    argv: ['solve', jugs.huge, '--engine', 'jugs/unary-table'],
    exit: 2,
    starts: 'puzzlebench: jugs/unary-table cannot state this puzzle: 50020001 Booleans and pour-table rows a step',
  },
  'jugs export --horizon 100000': {
    argv: ['export', jugs.classic, '--horizon', '100000', '--smt2', join(dir, 'jugs.smt2')],
    exit: 2,
    starts: 'puzzlebench: --horizon 100000: jugs/level-action is built for at most 1000 moves',
  },

  // Bridge and river.
  '13 people on the bridge': {
    argv: ['solve', file('bridge-13.txt', `people: ${people(13)}\ntorch: 100\n`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/bridge-13.txt: line 1: expected at most 12 people, found 13',
  },
  'negative minutes': {
    argv: ['solve', file('bridge-negative.txt', 'people: A 1, B -2\ntorch: 10\n')],
    exit: 2,
    starts: "puzzlebench: <dir>/bridge-negative.txt: line 1: expected the minutes of B as a whole number of at least 1; found '-2'",
  },
  'an unknown bridge key': {
    argv: ['solve', file('bridge-key.json', '{"people": [{"name": "A", "minutes": 1}], "torch": 3, "lamp": 1}')],
    exit: 2,
    starts: "puzzlebench: <dir>/bridge-key.json: key 'lamp': unknown key",
  },
  '13 items in the boat': {
    argv: ['solve', file('river-13.txt', `river: farmer\nitems: ${items(13)}\n`)],
    exit: 2,
    starts: 'puzzlebench: <dir>/river-13.txt: line 2: expected at most 12 items, found 13',
  },
  '31 travellers': {
    argv: ['solve', file('river-31.txt', 'river: missionaries\nmissionaries: 16\ncannibals: 15\n')],
    exit: 2,
    starts: 'puzzlebench: <dir>/river-31.txt: line 2: expected 1 to 30 travellers in all; found 31',
  },
  'a river key of the other story': {
    argv: ['solve', file('river-key.txt', 'river: farmer\nitems: wolf\nboat: 2\n')],
    exit: 2,
    starts: "puzzlebench: <dir>/river-key.txt: line 3: 'boat' is not a key of a farmer puzzle",
  },

  // Numbers on the command line that the process itself cannot hold.
  'compare --jobs 2^53 - 1': { argv: ['compare', jugs.classic, '--engines', 'jugs/bfs', '--jobs', '9007199254740991'], exit: 0, starts: 'file ' },
  'compare --jobs 0': {
    argv: ['compare', jugs.classic, '--engines', 'jugs/bfs', '--jobs', '0'],
    exit: 2,
    starts: "puzzlebench: error: option '--jobs <n>' argument '0' is invalid. expected a whole number, at least 1",
  },
  'serve --port 65536': {
    argv: ['serve', '--port', '65536'],
    exit: 2,
    starts: "puzzlebench: error: option '--port <n>' argument '65536' is invalid. expected a port from 0 to 65535",
  },
  'serve --workers 100000': {
    argv: ['serve', '--workers', '100000'],
    exit: 2,
    starts: "puzzlebench: error: option '--workers <n>' argument '100000' is invalid. expected at most 64 solving threads",
  },

  // Output.
  'an SVG into a folder that does not exist': {
    argv: ['solve', aquarium.seed, '--svg', join(dir, 'none', 'a.svg')],
    exit: 2,
    starts: "puzzlebench: error: option '--svg <file>' argument",
  },
  ...(existsSync('/dev/full') && {
    'an SVG onto a full disk': {
      argv: ['solve', aquarium.seed, '--svg', '/dev/full'],
      exit: 2,
      starts: 'puzzlebench: /dev/full: output: cannot write the file (ENOSPC)',
    },
    'an HTML page onto a full disk': {
      argv: ['compare', jugs.classic, '--engines', 'jugs/bfs', '--html', '/dev/full'],
      exit: 2,
      starts: 'puzzlebench: /dev/full: output: cannot write the file (ENOSPC)',
    },
  }),
};

describe('hostile input: each row exits with its status and the first words of its message', () => {
  it.each(Object.entries(rows))('%s', async (_, row) => {
    const saved = Object.fromEntries(Object.keys(row.env ?? {}).map((key) => [key, process.env[key]]));
    Object.assign(process.env, row.env);
    const io = capture();
    let exit: number;
    try {
      exit = await main(row.argv, io);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const message = row.stream === 'stderr' || exit === 2 || exit === 4 ? io.stderr() : io.stdout();
    const context = `stdout: ${io.stdout().slice(0, 300)}\nstderr: ${io.stderr().slice(0, 300)}`;
    expect(exit, context).toBe(row.exit);
    expect(shown(message.split('\n')[0]), context).toMatch(new RegExp(`^${row.starts.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    if (exit === 2) {
      // One line, and short, whatever the input held: commander's own usage errors too, their hint on the same line.
      expect(io.stderr().trim().split('\n'), context).toHaveLength(1);
      expect(io.stderr().length).toBeLessThan(700);
    }
  });
});

describe('hostile streams, through the command line itself', () => {
  const cli = fileURLToPath(new URL('../src/cli/bin.ts', import.meta.url));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const run = (args: string[], stdio: [number | 'pipe', number | 'pipe', 'pipe']) =>
    spawnSync(process.execPath, ['--import', tsx, cli, ...args], { stdio, encoding: 'utf8', timeout: 60_000, cwd: root });

  it.skipIf(!existsSync('/dev/zero'))('stdin without end (/dev/zero): refused at the size limit, status 2', () => {
    const result = run(['solve', '-'], [openSync('/dev/zero', 'r'), 'pipe', 'pipe']);
    expect(result.stderr).toMatch(/^puzzlebench: <stdin>: size: more than 1 MB/);
    expect(result.status).toBe(2);
  });

  it.each([
    ['a pipe', 'pipe'],
    ['a socket', 'socket'],
  ])('solve --lines - reads the puzzles from stdin, %s', (_, how) => {
    const tasks = '# a month of one\na2h3321a1c2a3320\n';
    // spawnSync's stdin is a socket pair (read by the main thread: src/cli/stdin-bridge.ts); sh's | is a pipe.
    const result =
      how === 'socket'
        ? spawnSync(process.execPath, ['--import', tsx, cli, 'solve', '--lines', '-'], { input: tasks, encoding: 'utf8', timeout: 60_000, cwd: root })
        : spawnSync('sh', ['-c', 'printf "$1" | "$0" --import "$2" "$3" solve --lines -', process.execPath, tasks, tsx, cli], {
            encoding: 'utf8',
            timeout: 60_000,
            cwd: root,
          });
    expect(result.stdout, result.stderr).toMatch(/^== <stdin>:2 \(slitherlink\)\n/);
    expect(result.stdout).toMatch(/^1 puzzle: 1 solved/m);
    expect(result.status).toBe(0);
  });

  it('a --timeout past what Node\'s timers hold: refused (status 2), not "unknown" at once', () => {
    const result = run(['solve', jugs.classic, '--timeout', `1${'0'.repeat(30)}`], ['pipe', 'pipe', 'pipe']);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^puzzlebench: error: option '--timeout <seconds>' argument '10+' is invalid\. expected at most 1000000 seconds[^\n]*\n$/);
    expect(result.status).toBe(2);
  });

  it.skipIf(!existsSync('/dev/full'))('stdout onto a full disk (> /dev/full): one line, status 2', () => {
    const result = run(['solve', jugs.classic, '--engine', 'jugs/bfs'], ['pipe', openSync('/dev/full', 'w'), 'pipe']);
    expect(result.stderr).toBe('puzzlebench: <stdout>: output: cannot write the answer (ENOSPC)\n');
    expect(result.status).toBe(2);
  });
});
