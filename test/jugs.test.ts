// Water jugs end to end: the format, the simulator, every encoding against breadth-first search,
// and the CLI. The proofs of impossibility are in jugs-proofs.test.ts: Z3's wasm build is more
// reliable when one process does not build every formula of both.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jugEncodings } from '../encodings/jugs/index.ts';
import { fewestJugMoves, jugsSpec } from '../src/kinds/jugs/spec.ts';
import { main } from '../src/cli/main.ts';
import { InputError } from '../src/errors.ts';
import { checkJugPlan, formatJugMove, formatJugs, type JugPuzzle, jugsToJson, looksLikeJugs, parseJugs } from '../src/kinds/jugs/jugs.ts';
import { jugHorizonLimit, searchJugs } from '../src/kinds/jugs/bfs.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { capture, finerThanATenth, timings } from './helpers/capture.ts';
import { expectResult, planOf } from './helpers/contract.ts';
import { randomJugPuzzles } from './helpers/jugs-generate.ts';
import { sampled } from './helpers/tier.ts';

const folder = 'puzzles/jugs';
const bundled = readdirSync(folder)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => ({
    file,
    puzzle: parseJugs(readFileSync(`${folder}/${file}`, 'utf8'), file),
  }));
const load = (file: string) => bundled.find((entry) => entry.file === file)!.puzzle;
/** The seed article's answers (and the two pour-only cases): shortest plan length, or none. */
const expected: Record<string, number | undefined> = {
  'classic-3-5.txt': 6,
  'seven-five-six.txt': 10,
  'eleven-five-eight.txt': 14,
  'six-four-one.txt': undefined,
  'share-8-5-3.txt': 7,
  'pour-4-4-3.txt': undefined,
};

/** The optimum an encoding finds over every horizon up to the sound bound (undefined: none). */
async function encodedOptimum(encodingId: string, puzzle: JugPuzzle, strategy = 'qf-fd') {
  const report = await searchHorizons(jugEncodings.get(encodingId), puzzle, {
    strategy,
    from: 0,
    to: jugHorizonLimit(puzzle),
    timeoutMs: 20_000,
    verify: (plan) => checkJugPlan(puzzle, plan),
  });
  expect(['sat', 'unsat'], `${encodingId}: ${report.problems.join('; ')}`).toContain(report.status);
  return report.status === 'sat' ? report.horizon : undefined;
}

function badInput(text: string, source = 'bad.txt'): string {
  try {
    parseJugs(text, source);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${text}`);
}

describe('jug puzzles: format and simulator', () => {
  it('reads every bundled file and writes it back, as text and as JSON', () => {
    expect(bundled.map((entry) => entry.file).sort()).toEqual(Object.keys(expected).sort());
    for (const { file, puzzle } of [...bundled, ...randomJugPuzzles(5, 40).map((p, i) => ({ file: `random ${i}`, puzzle: p }))]) {
      expect(parseJugs(formatJugs(puzzle), file)).toEqual(puzzle);
      expect(parseJugs(jugsToJson(puzzle), file)).toEqual(puzzle);
    }
    expect(load('share-8-5-3.txt')).toEqual({ capacities: [8, 5, 3], start: [8, 0, 0], tap: false, target: { kind: 'exactly', levels: [4, 4, 0] } });
    expect(parseJugs('jugs: 4 4 3\ntarget: jug 2 holds 3', 'f').target).toEqual({ kind: 'jug', jug: 1, amount: 3 });
    expect(parseJugs('jugs: 3 5\ntarget: jug J5 holds 4', 'f').target).toEqual({ kind: 'jug', jug: 1, amount: 4 });
    expect(parseJugs('{"jugs": [3, 5], "target": {"holds": 4, "jug": 2}}', 'f').target).toEqual({ kind: 'jug', jug: 1, amount: 4 });
  });

  it('claims its own files and no water sort, Aquarium, bridge or river file', () => {
    for (const kind of readdirSync('puzzles')) {
      for (const file of readdirSync(`puzzles/${kind}`).filter((name) => /\.(txt|json)$/.test(name))) {
        expect(looksLikeJugs(readFileSync(`puzzles/${kind}/${file}`, 'utf8')), `${kind}/${file}`).toBe(kind === 'jugs');
      }
    }
  });

  it('prints moves as the seed does and names the move where a plan breaks', () => {
    const classic = load('classic-3-5.txt');
    const plan = searchJugs(classic).plan!;
    expect(plan.map((move) => formatJugMove(classic, move))).toEqual([
      'Fill J5',
      'Pour J5 into J3',
      'Empty J3',
      'Pour J5 into J3',
      'Fill J5',
      'Pour J5 into J3',
    ]);
    expect(checkJugPlan(classic, plan)).toEqual([]);
    expect(checkJugPlan(classic, plan.slice(0, 5))[0]).toMatch(/after 5 moves the jugs hold 2 5/);
    const share = load('share-8-5-3.txt');
    expect(
      checkJugPlan(share, [
        { kind: 'pour', from: 0, to: 1 },
        { kind: 'fill', jug: 2 },
      ])[0],
    ).toMatch(/^move 2 \(Fill J3\) .*no tap/);
    expect(formatJugMove(load('pour-4-4-3.txt'), { kind: 'pour', from: 0, to: 2 })).toBe('Pour J1 into J3');
  });

  it('rejects bad input on one line naming the file, the line and what was expected', () => {
    expect(badInput('')).toMatch(/^bad\.txt: line 1: .*empty file/);
    expect(badInput('jugs: 3 5\nstart: 4 0\ntarget: any 4')).toBe('bad.txt: line 2: starting amount 4 of J3 is more than its capacity 3');
    expect(badInput('{"jugs": [3, 5], "target": {"jug": 1}}', 'j.json')).toMatch(/^j\.json: line 1: target \{"jug":1\} names no amount: expected "holds"/);
    expect(badInput('jugs: 3 5\ntab: yes\ntarget: any 4')).toBe("bad.txt: line 2: unknown key 'tab'; expected one of: jugs, start, tap, target");
    expect(badInput('jugs: 8 5 3\ntarget: exactly 4 4')).toBe("bad.txt: line 2: expected 3 levels after 'exactly' (one per jug), found 2");
    expect(badInput('# only a comment\njugs: 3 5\nstart: 0 0 0\ntarget: any 1')).toMatch(/^bad\.txt: line 3: expected 2 starting amounts/);
    expect(badInput('jugs: 3 5\ntarget: jug 3 holds 1')).toMatch(/^bad\.txt: line 2: expected a jug number 1\.\.2 or a name among J3, J5/);
    expect(badInput('jugs: 3 five\ntarget: any 1')).toMatch(/^bad\.txt: line 1: expected capacities as whole numbers, found 'five'/);
    expect(badInput('jugs: 3 5\ntap: maybe\ntarget: any 1')).toMatch(/^bad\.txt: line 2: expected 'tap: yes'/);
    expect(badInput('{"jugs": [3, 5],\n "target": {"any": 4},\n "taps": true}', 'j.json')).toBe(
      'j.json: line 3: unknown key "taps"; expected one of: jugs, start, tap, target',
    );
    expect(badInput('{"jugs": [3, 5], "target": ')).toMatch(/^bad\.txt: end of input: expected valid JSON such as/);
    for (const text of ['', 'jugs: 3 5\ntab: yes\ntarget: any 4', 'jugs: 3 5\nstart: 4 0\ntarget: any 4']) expect(badInput(text)).not.toContain('\n');
  });
});

describe('jug puzzles: engines agree with breadth-first search', () => {
  it('finds the seed answers by BFS', () => {
    for (const { file, puzzle } of bundled) expect(searchJugs(puzzle).plan?.length, file).toBe(expected[file]);
  });

  it('every encoding finds the BFS optimum (or none up to the sound bound) on every bundled file', async () => {
    // npm test holds every encoding to a solvable file and an impossible one, the default to the
    // others; test:slow every encoding to every file.
    const everyOn = ['classic-3-5.txt', 'six-four-one.txt'];
    for (const { file, puzzle } of bundled) {
      for (const encoding of sampled(jugEncodings.ids(), (id) => everyOn.includes(file) || id === jugsSpec.defaultEngine))
        expect(await encodedOptimum(encoding, puzzle), `${encoding} on ${file}`).toBe(expected[file]);
    }
    // The default solver too, on the classic (it is slow on the integer encodings' larger cases).
    for (const encoding of jugEncodings.ids()) expect(await encodedOptimum(encoding, load('classic-3-5.txt'), 'default'), encoding).toBe(6);
  }, 60_000);

  it('every encoding agrees with BFS on small random puzzles, and the lower bound is admissible', async () => {
    const puzzles = randomJugPuzzles(3, 20);
    const optima = puzzles.map((puzzle) => searchJugs(puzzle).plan?.length);
    expect(optima.filter((moves) => moves === undefined).length).toBeGreaterThanOrEqual(3);
    expect(optima.filter((moves) => moves !== undefined && moves >= 3).length).toBeGreaterThanOrEqual(3);
    for (const [i, puzzle] of puzzles.entries()) {
      if (optima[i] !== undefined) expect(fewestJugMoves(puzzle)).toBeLessThanOrEqual(optima[i]!);
      // The encodings on every third puzzle in npm test, on every one in test:slow.
      for (const encoding of sampled(jugEncodings.ids(), () => i % 3 === 0)) {
        expect(await encodedOptimum(encoding, puzzle), `${encoding} on ${JSON.stringify(puzzle)}`).toBe(optima[i]);
      }
    }
  }, 60_000);
});

describe('jug puzzles: command line', () => {
  it('solves with seed-style moves and answers "within K" with exit 0 or 1', async () => {
    const solved = capture();
    expect(await main(['solve', `${folder}/classic-3-5.txt`, '--optimal'], solved)).toBe(0);
    expect(solved.stdout()).toMatch(/solved in 6 moves by jugs\/state-graph, .*verified by the simulator/);
    expect(solved.stdout()).toMatch(/^1\. Fill J5 +\(J3 0, J5 5\)$/m);
    expect(solved.stdout()).toMatch(/^6\. Pour J5 into J3 +\(J3 3, J5 4\)$/m);
    expect(solved.stdout()).toContain(
      'optimal: no plan of at most 5 moves: distance labels over all 16 states (Z3, difference logic; re-checked move by move) put every goal state at least 6 moves from the start\n',
    );
    const horizons = capture();
    expect(await main(['solve', `${folder}/classic-3-5.txt`, '--optimal', '--engine', 'jugs/conserving'], horizons)).toBe(0);
    expect(horizons.stdout()).toContain(
      'optimal: no plan of 1..5 moves (unsat at each horizon); by the admissible lower bound, every plan has at least 1 move\n',
    );
    const yes = capture();
    expect(await main(['check', `${folder}/share-8-5-3.txt`, '--within', '7'], yes)).toBe(0);
    expect(yes.stdout()).toContain('solvable within 7: yes (7 moves');
    const no = capture();
    expect(await main(['check', `${folder}/share-8-5-3.txt`, '--within', '6', '--engine', 'level-action'], no)).toBe(1);
    expect(no.stdout()).toContain('solvable within 6: no');
    expect(no.stdout()).toContain('no plan of at most 6 moves');
  }, 30_000);

  it('names the proof method when a puzzle is impossible', async () => {
    const gcd = capture();
    expect(await main(['check', `${folder}/six-four-one.txt`, '--within', '3', '--engine', 'jugs/conserving'], gcd)).toBe(1);
    expect(gcd.stdout()).toMatch(/impossible: proved by gcd invariant: every jug always holds a multiple of 2/);
    const bound = capture();
    expect(await main(['solve', `${folder}/pour-4-4-3.txt`, '--engine', 'jugs/conserving'], bound)).toBe(1);
    expect(bound.stdout()).toMatch(/impossible: proved by exhausted horizon bound: .* at most 14 states/);
    const horn = capture();
    expect(await main(['check', `${folder}/pour-4-4-3.txt`, '--within', '2', '--engine', 'jugs/conserving'], horn)).toBe(1);
    expect(horn.stdout()).toMatch(/impossible: proved by inductive invariant \(Z3 Horn clauses\)/);
    const oracle = capture();
    expect(await main(['solve', `${folder}/pour-4-4-3.txt`, '--engine', 'jugs/bfs'], oracle)).toBe(1);
    expect(oracle.stdout()).toMatch(/impossible: exhaustive search: all 8 reachable states explored/);
  }, 30_000);

  it('prints JSON, converts, and rejects bad files with exit 2 and one line', async () => {
    const io = capture();
    expect(await main(['solve', `${folder}/seven-five-six.txt`, '--json', '--strategy', 'default', '--engine', 'unary-table'], io)).toBe(0);
    const answer = expectResult(io.stdout(), 'solved');
    expect(answer).toMatchObject({ kind: 'jugs', engine: 'jugs/unary-table', answer: { moves: 10 } });
    expect(planOf(answer).plan[0]).toMatchObject({ step: 1, move: { kind: 'fill', jug: { jug: 1, name: 'J7' } } });
    expect(planOf(answer).plan[0].text).toMatch(/^1\. Fill J7/);
    // Timings to a tenth of a millisecond: the run's (encode, solve, total) and each horizon's.
    expect(timings(io.stdout())).toHaveLength(answer.horizons!.length + 3);
    expect(finerThanATenth(io.stdout())).toEqual([]);
    const converted = capture();
    expect(await main(['convert', `${folder}/share-8-5-3.txt`, '--to', 'json'], converted)).toBe(0);
    expect(JSON.parse(converted.stdout())).toEqual({ jugs: [8, 5, 3], start: [8, 0, 0], tap: false, target: { exactly: [4, 4, 0] } });
    const bad = capture();
    expect(await main(['solve', 'jugs: 3 5\nstart: 0 9\ntarget: any 4'], bad)).toBe(2);
    expect(bad.stderr()).toBe('puzzlebench: <argument>: line 2: starting amount 9 of J5 is more than its capacity 5\n');
  });
});
