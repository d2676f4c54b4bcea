// What the command loads before it can answer (issue 25, start-up): every module costs the
// process's start (~350 of ours and zod's ~100 took 0.3-0.4 s of CPU). The thread that keeps a
// solve's deadline loads none of the catalogue, and no command loads zod, whose schemas only the
// schema writer, the tests and library users need.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { root, sourceCli } from './helpers/cli.ts';

/**
 * Imports `modules` (paths from the repository) under tsx, with a resolve hook that refuses any
 * module whose URL matches `refused`; returns what the process said and its status.
 */
function importRefusing(modules: string[], refused: RegExp, then = '') {
  const hook = `export async function resolve(specifier, context, next) {
    const found = await next(specifier, context);
    if (${refused}.test(found.url)) throw new Error('loaded ' + found.url + ' (from ' + context.parentURL + ')');
    return found;
  }`;
  const script = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));
const loaded = [];
for (const module of ${JSON.stringify(modules.map((module) => pathToFileURL(join(root, module)).href))}) loaded.push(await import(module));
${then}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
}

/** Runs a script of the repository under tsx, its modules refused as importRefusing refuses them. */
function spawnRefusing(script: string, argv: string[], refused: RegExp) {
  const hook = `export async function resolve(specifier, context, next) {
    const found = await next(specifier, context);
    if (${refused}.test(found.url)) throw new Error('loaded ' + found.url + ' (from ' + context.parentURL + ')');
    return found;
  }`;
  const registration = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));`;
  const imports = ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(registration)}`];
  return spawnSync(process.execPath, [...imports, script, ...argv], { cwd: root, encoding: 'utf8', timeout: 60_000 });
}

/**
 * Runs the command line in-process, `main(argv)`, refusing modules as importRefusing does; prints
 * what the command wrote to stdout and its exit status as JSON.
 */
const commandRefusing = (argv: string[], refused: RegExp) =>
  importRefusing(
    ['src/cli/main.ts', 'test/helpers/capture.ts'],
    refused,
    `const [{ main }, { capture }] = loaded;
const io = capture();
const status = await main(${JSON.stringify(argv)}, io);
console.log(JSON.stringify({ status, out: io.stdout(), err: io.stderr() }));
const { closeSession } = await import(${JSON.stringify(pathToFileURL(join(root, 'src/solver/session.ts')).href)});
await closeSession();`,
  );

describe('start-up', () => {
  it('the main thread of a solve loads what bin.ts imports, which reaches neither the catalogue nor zod nor z3-solver', () => {
    const imports = [...readFileSync(join(root, 'src/cli/bin.ts'), 'utf8').matchAll(/^import .* from '(\.[^']+)';$/gm)].map(([, path]) => `src/cli/${path}`);
    expect(imports).toContain('src/cli/./deadline.ts');
    // z3-solver's JavaScript (~80 ms): the main thread compiles Z3's wasm file, and never starts Z3.
    const run = importRefusing(imports, /src\/kinds\/index\.ts|node_modules\/zod\/|node_modules\/z3-solver\/build\/node\.js/);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('the command line is built without the catalogue (help-facts.ts): `--help` loads none of it', () => {
    const run = importRefusing(['src/cli/main.ts'], /src\/kinds\/index\.ts/);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('the command line (its worker thread loads main.ts) loads no zod', () => {
    const run = importRefusing(['src/cli/main.ts'], /node_modules\/zod\//);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('solving one puzzle loads that kind alone: the others only as far as their detection', () => {
    // Not the whole catalogue, no other kind's rules or encodings (src/catalogue/find.ts).
    const otherKinds = /src\/kinds\/index\.ts|src\/kinds\/(?!aquarium\/)[a-z]+\/spec\.ts|\/encodings\/(?!aquarium\/)/;
    const run = commandRefusing(['solve', 'puzzles/aquarium/small-5x4.txt'], otherKinds);
    expect(run.stderr).toBe('');
    const { status, out } = JSON.parse(run.stdout) as { status: number; out: string };
    expect({ status, run: run.status }).toEqual({ status: 0, run: 0 });
    expect(out).toContain('|#|.|# #|.|');
  });

  it('a task string only one kind recognises, given in place of a file, is read as that kind (the catalogue is not loaded before the input is read)', () => {
    const run = commandRefusing(['solve', 'a2h3321a1c2a3320'], /src\/kinds\/index\.ts|\/encodings\/(?!slitherlink\/)/);
    expect(run.stderr).toBe('');
    const { status, out, err } = JSON.parse(run.stdout) as { status: number; out: string; err: string };
    expect({ status, err: err.split('\n')[0] }).toEqual({ status: 0, err: expect.stringMatching(/^slitherlink\//) });
    expect(out).not.toBe('');
  });

  /** A child of compare, run on one puzzle (its arguments: kind, engine, strategy, budget, files; src/compare/child.ts): it answers it solved. */
  const expectChildSolves = (kind: string, engine: string, puzzle: string, refused: RegExp) => {
    const run = spawnRefusing('src/compare/child.ts', [kind, engine, 'qf-fd-pb', '20000', puzzle], refused);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const records = run.stdout.split('\n').filter((line) => line.includes('{'));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatch(/"status":"solved"/);
  };

  it('a child of compare loads its one kind alone, and runs it', () => {
    const otherKinds = /src\/kinds\/index\.ts|src\/kinds\/(?!aquarium\/)[a-z]+\/spec\.ts|\/encodings\/(?!aquarium\/)/;
    expectChildSolves('aquarium', 'aquarium/settled', 'puzzles/aquarium/small-5x4.txt', otherKinds);
  });

  it('a child of compare reads a task string given in place of a file (only a kind recognises it)', () => {
    expectChildSolves('slitherlink', 'slitherlink/settled', 'a2h3321a1c2a3320', /src\/kinds\/index\.ts/);
  });

  it("--version and -V alone answer before the command line loads: the package's version, as commander prints it", () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const run = sourceCli([flag]);
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('the hook does refuse: the schema writer loads zod', () => {
    const run = importRefusing(['src/catalogue/contracts.ts'], /node_modules\/zod\//);
    expect(run.stderr).toMatch(/loaded .*zod/);
    expect(run.status).not.toBe(0);
  });
});
