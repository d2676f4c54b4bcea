// The puzzlebench command line. Commands dispatch to puzzle kinds through the catalogue: the one kind
// they are asked, src/catalogue/find.ts, or all of it, src/catalogue/index.ts.
// The process entry (signals, broken pipes, crashes, the exit, the deadline's worker) is
// src/cli/bin.ts; this module only builds and runs the program, so tests and other code can import
// it without side effects.
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { FORMAT_IDS } from '../compare/format-ids.ts';
import { InputError, UsageError } from '../errors.ts';
import { packagePath, packageVersion } from '../package.ts';
import { aspif, dimacs, formulaNotes, smtlib2 } from '../solver/export.ts';
import { UnavailableError } from '../solver/native.ts';
import { schedules } from '../solver/schedule.ts';
import { strategies } from '../solver/strategy.ts';
import { Exit, type Flags, type Input, type Kind, type Outcome, type Output } from '../kind/kind.ts';
import { batchInputs, runBatch } from './batch.ts';
import { readInput } from '../kind/input.ts';
import { writeOutput } from './output.ts';
import { facts } from './help-facts.ts';
import { PluginError } from '../plugin-import.ts';
import { DEFAULT_TIMEOUT_S, leftOfS, spentMs } from './clock.ts';
import { memoryMessage, outOfMemory, printJsonError } from './json-errors.ts';
import { optionsOf, refusePicture, render } from './render.ts';
// serve and compare are imported when they run: the other commands need neither (~50 ms of CPU).
import type { AtScaleFlags } from './compare.ts';
import {
  pluginOption,
  loadPlugins,
  pluginSeconds,
  list,
  seconds,
  outputFile,
  whole,
  seed,
  atLeastOne,
  port,
  workers,
  settingOptions,
  givenSettings,
  refuseOtherType,
  refuseTwoOnStdout,
  encodingOptions,
  engineOptions,
} from './options.ts';

interface CompareFlags extends AtScaleFlags {
  engine?: string[];
  strategy?: string[];
  engines?: string[];
  strategies?: string[];
  json?: boolean;
  kind?: string;
  timeout: number;
  jobs: number;
  plugin?: string[];
}

export function program(io: Output): Command {
  const run = (action: (input: Input, kind: Kind, flags: Flags) => Promise<number>) => async (file: string, flags: Flags) => {
    await loadPlugins(flags.plugin, pluginSeconds(flags));
    // Only the kind asked for loads: every kind's detection first, so that a task string given in
    // place of a file is read as one, then the kind found (src/catalogue/find.ts).
    const { input, kind } = await (await import('../catalogue/find.ts')).readKind(() => readInput(file), flags);
    io.found?.({ source: input.source, kind: kind.id });
    // --timeout counts from the process's start (clock.ts): loading and reading are inside it. The
    // run gets what is left; its messages name the T asked.
    const timeout = flags.timeout === undefined ? {} : { timeout: leftOfS(flags.timeout), timeoutAsked: flags.timeout };
    refuseOtherType(kind, flags);
    process.exitCode = await action(input, kind, { ...flags, ...timeout, settings: givenSettings(kind, flags) });
  };
  const cli = new Command('puzzlebench')
    // The kinds come from the catalogue, as help-facts.ts has them written out (the help loads none of it).
    .description(`A constraint-based puzzle workbench: puzzles encoded for Z3, solved, and every answer verified. Kinds: ${facts.kinds.join(', ')}.`)
    .version(packageVersion(), '-V, --version', 'print the version')
    // A usage slip is one line, as every bad input's is (exit 2): commander's own message with the
    // hint on the same line, not the hint on a second (subcommands inherit this configuration).
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
      // commander puts its "(Did you mean --unique?)" on a line of its own: joined here.
      outputError: (text, write) => write(`puzzlebench: ${text.trim().replace(/\s*\n\s*/g, ' ')} (run with --help for usage)\n`),
    })
    .exitOverride()
    .addHelpText(
      'after',
      `
Examples:
  puzzlebench solve puzzles/aquarium/seed-10x10.txt --unique
  puzzlebench solve puzzles/watersort/seed-water-133.txt --optimal
  puzzlebench check puzzles/jugs/six-four-one.txt --within 20
  puzzlebench compare puzzles/watersort/tiny-*.txt --format md
  puzzlebench solve --help        (and likewise for every command)

Exit status: 0 solved / yes, 1 no solution / no, 2 bad input or usage, 3 unknown (timeout), 4 internal error.`,
    );

  /**
   * solve and check take one puzzle or several (each argument, or with --lines each line of each
   * file): several run in this one process, one after another (batch.ts).
   */
  const oneOrMany =
    (command: 'solve' | 'check', ask: (input: Input, kind: Kind, flags: Flags) => Promise<Outcome>) => async (files: string[], flags: Flags) => {
      // Refused before any puzzle is read: no answer to either would be readable.
      refuseTwoOnStdout([
        ['--svg -', flags.svg === '-'],
        [`--to ${flags.to}`, flags.to !== undefined],
      ]);
      if (files.length === 1 && !flags.lines) {
        // One puzzle: the whole run's deadline is its own when it is the sooner, and then the words
        // out of time name it (render.ts), not a --timeout the user did not give.
        const total = flags.totalTimeout !== undefined && flags.totalTimeout < (flags.timeout ?? DEFAULT_TIMEOUT_S);
        const timeout = total ? (flags.totalTimeout ?? DEFAULT_TIMEOUT_S) : (flags.timeout ?? DEFAULT_TIMEOUT_S);
        return run(async (input, kind, chosen) => render(await ask(input, kind, chosen), chosen, io))(files[0], {
          ...flags,
          timeout,
          limitFlag: total ? '--total-timeout' : undefined,
        });
      }
      await loadPlugins(flags.plugin, pluginSeconds(flags));
      process.exitCode = await runBatch(
        batchInputs(files, flags.lines ?? false),
        flags,
        io,
        {
          command,
          ask,
          // Each puzzle's --timeout: runBatch counts the first's from the process's start.
          flagsFor: (kind) => {
            refuseOtherType(kind, flags);
            return { ...flags, timeout: flags.timeout ?? DEFAULT_TIMEOUT_S, settings: givenSettings(kind, flags) };
          },
        },
        spentMs() / 1000,
      );
    };
  const linesOption = (command: Command) =>
    command
      .option('--lines', 'several puzzles: each line of each file is one (a task string or URL; # comments and blank lines skipped; - for stdin)')
      .option(
        '--total-timeout <seconds>',
        'several puzzles: give up on the whole run after this many seconds (each puzzle still has --timeout); those not reached are "unknown"',
        seconds,
      );

  linesOption(
    engineOptions(
      cli
        .command('solve')
        .argument(
          '<puzzles...>',
          'a puzzle file, a task string, a puzz.link or penpa-edit URL, pzprv3 file text, or - for stdin; several are solved one after another',
        ),
    ),
  )
    .description('solve puzzles and print the verified answers (several: one after another, JSON lines with --json)')
    .option('--unique', 'grid: prove the solution unique, or show a second one and where they differ')
    .option('--count <n>', 'grid: find up to n solutions', atLeastOne)
    .option('--forced', 'grid: show the cells that are the same in every solution')
    .option('--explain', 'a grid with no solution: name a small set of its clues and rules that cannot all hold (with --svg: outlined on the puzzle)')
    .option('--optimal', 'planning: find the shortest plan and prove that none is shorter')
    .option('--max-horizon <k>', 'planning: the longest plan to look for', whole)
    .option('--show', 'planning: draw the state after each move')
    .option(
      '--svg <file>',
      'also write the answer as an SVG picture, or the bare puzzle when there is none (- for stdout; the answer then goes to stderr)',
      outputFile,
    )
    .option(
      '--to <format>',
      `write the puzzle with its answer in a shared format on stdout (the answer's text then goes to stderr; nothing when there is none; several puzzles: each in turn): ${Object.entries(
        facts.answerFormats,
      )
        .map(([id, written]) => `${id}: ${written.join(', ')}`)
        .join('; ')}`,
    )
    .addHelpText(
      'after',
      `
Examples:
  puzzlebench solve puzzles/aquarium/seed-10x10.txt --unique
  puzzlebench solve '3_3_3_4_5_4_5_4_2_4_3_4;1,2,2,2,2,2,1,2,2,1,3,2,1,1,1,1,3,2,1,4,4,1,3,3,5,4,4,1,3,6,5,5,5,5,6,6' --svg answer.svg
  puzzlebench solve 'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/342254024626'
  puzzlebench solve puzzles/watersort/seed-3-flask.txt --optimal --show
  puzzlebench solve puzzles/aquarium/*.txt --unique --json        (JSON lines, then a summary)
  puzzlebench solve puzzles/aquarium/unsolvable-4x4.txt --explain --svg why.svg   (the conflicting clues outlined)
  puzzlebench solve puzzles/lits/sampler-7x7.txt --to pzprv3 > solved.txt         (opens in pzprjs with the answer drawn)
  puzzlebench solve puzzles/starbattle/task-6x6.txt --to puzzleteam               (the task, then the solution's rows joined by /)
  puzzlebench solve --lines month-of-tasks.txt --kind starbattle`,
    )
    .action(
      oneOrMany('solve', (input, kind, flags) => {
        refusePicture(kind, flags);
        return kind.solve(input, optionsOf(flags, io));
      }),
    );

  linesOption(engineOptions(cli.command('check').argument('<puzzles...>', 'a planning puzzle file; several are checked one after another'), false))
    .description('planning: is the puzzle solvable within K moves?')
    .requiredOption('--within <k>', 'the largest number of moves allowed', whole)
    .option('--show', 'draw the state after each move')
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlebench check puzzles/watersort/seed-3-flask.txt --within 5\n  puzzlebench check puzzles/watersort/tiny-*.txt --within 6 --json',
    )
    .action(
      oneOrMany('check', (input, kind, flags) => {
        if (!kind.check) throw new UsageError(`${kind.id} puzzles have no moves; use 'puzzlebench solve'`);
        refusePicture(kind, flags);
        return kind.check(input, optionsOf(flags, io));
      }),
    );

  pluginOption(cli.command('encodings'))
    .description(
      "list the engines of every puzzle kind with their ideas (* each kind's default), the strategies (and whether the native ones are installed), and the schedules",
    )
    .option('--timeout <seconds>', 'give up loading the plugins after this many seconds', seconds, DEFAULT_TIMEOUT_S)
    .addHelpText('after', '\nExamples:\n  puzzlebench encodings\n  puzzlebench encodings --plugin examples/aquarium-column-depth.ts')
    .action(async (flags: { plugin?: string[]; timeout: number }) => {
      await loadPlugins(flags.plugin, flags.timeout);
      const { kinds } = await import('../catalogue/index.ts');
      // `*` marks what answers when no --engine or --strategy is given.
      for (const kind of kinds.all()) {
        io.out(`${kind.id}: ${kind.idea} (default: ${kind.defaults.engine}, ${kind.defaults.strategy})\n`);
        for (const engine of kind.engines.all()) io.out(`${engine.id === kind.defaults.engine ? '* ' : '  '}${engine.id.padEnd(28)} ${engine.idea}\n`);
      }
      io.out('strategies:\n');
      for (const strategy of strategies.all()) {
        // A strategy that needs a program (native-z3, native-cadical) says whether this machine has it.
        const missing = strategy.unavailable?.();
        const here = strategy.unavailable === undefined ? '' : missing ? ` [not available here: ${missing}]` : ' [installed here]';
        io.out(`  ${strategy.id.padEnd(28)} ${strategy.idea}${here}\n`);
      }
      io.out('schedules (planning, --schedule):\n');
      for (const schedule of schedules.all()) io.out(`  ${schedule.id.padEnd(28)} ${schedule.idea}\n`);
    });

  settingOptions(pluginOption(cli.command('convert')).argument('<puzzle>', 'a puzzle file, a task string, a puzz.link or penpa-edit URL, or pzprv3 file text'))
    .description('write a puzzle in another format')
    .requiredOption(
      '--to <format>',
      `target format, by kind (the first is the default): ${facts.kinds.map((id) => `${id}: ${facts.formats[id].join(', ')}`).join('; ')}`,
    )
    .option('--kind <kind>', 'puzzle kind, when it cannot be told from the content')
    .option('--timeout <seconds>', 'give up after this many seconds (a FIFO or a pipe that never ends)', seconds, DEFAULT_TIMEOUT_S)
    .addHelpText('after', '\nExample:\n  puzzlebench convert puzzles/aquarium/seed-10x10.txt --to puzzleteam')
    .action(
      run(async (input, kind, flags) => {
        io.out(kind.convert(input, flags));
        return Exit.solved;
      }),
    );

  encodingOptions(cli.command('export').argument('<puzzle>', 'a puzzle file, a task string, a puzz.link or penpa-edit URL, or pzprv3 file text'))
    .description('write the encoded formula of a puzzle, for other solvers')
    .option('--smt2 <file>', 'write SMT-LIB2 to this file (- for stdout)', outputFile)
    .option('--dimacs <file>', 'write DIMACS CNF (after bit-blasting; propositional formulas only)', outputFile)
    .option('--aspif <file>', "write a ground logic program in clingo's aspif, for clingo --mode=clasp (bounded integers only)", outputFile)
    .option('--horizon <k>', 'planning: the horizon to encode (default: the lower bound)', whole)
    .option('--timeout <seconds>', 'give up after this many seconds (a formula too large to build, a FIFO that never ends)', seconds, DEFAULT_TIMEOUT_S)
    .addHelpText(
      'after',
      `
Examples:
  puzzlebench export puzzles/aquarium/seed-10x10.txt --engine row-level --smt2 seed.smt2
  puzzlebench export puzzles/watersort/seed-3-flask.txt --engine one-hot --horizon 6 --dimacs flask.cnf
  puzzlebench export puzzles/masyu/task-10x10.txt --aspif masyu.aspif && clingo --mode=clasp masyu.aspif`,
    )
    .action(
      run(async (input, kind, flags) => {
        if (!flags.smt2 && !flags.dimacs && !flags.aspif) throw new UsageError('export needs --smt2 FILE, --dimacs FILE or --aspif FILE');
        refuseTwoOnStdout((['smt2', 'dimacs', 'aspif'] as const).map((format) => [`--${format} -`, flags[format] === '-']));
        if (!kind.formula) throw new UsageError(`${kind.id} puzzles cannot be exported`);
        const formula = await kind.formula(input, flags);
        // An aspif export states the lazy rules with a whole statement; the others warn as before.
        const whole = flags.aspif && !flags.smt2 && !flags.dimacs && (formula.lazyRules?.length ?? 0) === (formula.reachability?.length ?? 0);
        for (const line of whole ? formulaNotes({ ...formula, lazyRules: [] }) : formulaNotes(formula)) io.err(`warning: ${line}\n`);
        const write = (target: string, text: string) => {
          if (target === '-') return io.out(text);
          writeOutput(target, text, io.out);
          io.err(`wrote ${target} (${formula.title})\n`);
        };
        if (flags.smt2) write(flags.smt2, await smtlib2(formula));
        if (flags.dimacs) write(flags.dimacs, await dimacs(formula));
        if (flags.aspif) write(flags.aspif, await aspif(formula));
        return Exit.solved;
      }),
    );

  settingOptions(pluginOption(cli.command('generate')).argument('<kind>', 'the kind of puzzle to generate'))
    .description('generate a puzzle with a unique solution')
    .option('--size <n>', 'grid size', whole, 10)
    .option('--seed <s>', 'random seed (the same seed gives the same puzzle)', seed, 1)
    .option(
      '--to <format>',
      `output format, by kind (the first is the default): ${facts.generators.map((id) => `${id}: ${facts.formats[id].join(', ')}`).join('; ')}`,
    )
    .option('--timeout <seconds>', 'give up after this many seconds (large grids can take minutes: a 25x25 Star Battle took ten)', seconds, 60)
    .addHelpText('after', '\nExample:\n  puzzlebench generate aquarium --size 20 --seed 7 > puzzles/aquarium/gen-20.txt')
    .action(async (kindId: string, flags: Flags) => {
      await loadPlugins(flags.plugin, pluginSeconds(flags));
      const kind = await (await import('../catalogue/find.ts')).kindById(kindId);
      if (!kind.generate) throw new UsageError(`cannot generate ${kind.id} puzzles`);
      io.out(await kind.generate({ ...flags, timeout: leftOfS(flags.timeout ?? DEFAULT_TIMEOUT_S), settings: givenSettings(kind, flags) }));
    });

  pluginOption(cli.command('compare').argument('[files...]', 'puzzle files of any kinds'))
    .description('run every engine under every strategy on every file, each run in its own process, and flag disagreements')
    // The same names as solve's (--engine, --strategy, --json), each taking a list here; the
    // plural spellings of earlier versions are still read.
    .option('--engine <ids>', 'comma-separated engine ids (default: all of each kind)', list)
    .option('--strategy <ids>', `comma-separated strategies (default: all; ${strategies.ids().join(', ')})`, list)
    .addOption(new Option('--engines <ids>').argParser(list).hideHelp())
    .addOption(new Option('--strategies <ids>').argParser(list).hideHelp())
    .option('--kind <kind>', 'puzzle kind, when it cannot be told from the content')
    .option('--timeout <seconds>', 'budget per run; a run past it is reported as timeout', seconds, 60)
    .option('--jobs <n>', 'runs at once', atLeastOne, 1)
    .addOption(new Option('--format <format>', 'output format').choices([...FORMAT_IDS]).default('table'))
    .option('--json', 'the same as --format json: the comparison in the JSON contract')
    .option('--html <file>', 'also write a self-contained HTML page with a chart of times (- for stdout; the table then goes to stderr)', outputFile)
    .option('--plan <dir>', 'run nothing: write the grid into a new folder as shards for run-shard on other machines (docs/compare-at-scale.md)')
    .option('--shards <n>', 'with --plan: how many shards, of about equal work (default 1)', atLeastOne)
    .option('--merge <dirs...>', "no puzzles: read a plan's folders (one, or each machine's copy) and report their records as one compare")
    .option('--store <file>', 'keep every run in this SQLite results store (made if missing), with the machine, versions and date', outputFile)
    .option('--tag <name>', 'with --store: a name for this comparison, for --against')
    .option('--against <id|tag>', "with --store: each run's change from an earlier comparison (its id, tag, or 'last'), slowdowns past noise flagged")
    .addHelpText(
      'after',
      `
Exit status: 0 when every engine that answered agrees, 1 on any disagreement or rejected answer,
3 when on some file no engine answered (every run crashed, timed out or was unsupported).
Files are regular files or task strings: each engine's process reads the file again, so stdin,
a FIFO or a device is refused (2).
Examples:
  puzzlebench compare puzzles/aquarium/*.txt --strategy default,qf-fd --html out/aquarium.html
  puzzlebench compare puzzles/watersort/seed-3-flask.txt --engine watersort/search,strengthened --format md
  puzzlebench compare puzzles/jugs/*.txt --plan grid --shards 4      (then run-shard each, on any machine)
  puzzlebench compare --merge grid --store results.db --tag v2 --against v1`,
    )
    .action(async (files: string[], flags: CompareFlags) => {
      await loadPlugins(flags.plugin, flags.timeout);
      const options = {
        plugins: flags.plugin,
        engines: flags.engine ?? flags.engines,
        strategies: flags.strategy ?? flags.strategies,
        kind: flags.kind,
        timeoutMs: flags.timeout * 1000,
        jobs: flags.jobs,
      };
      const [{ compareAtScale }, { compare }] = await Promise.all([import('./compare.ts'), import('../compare/runner.ts')]);
      process.exitCode = await compareAtScale(files, flags, options, io, async () => {
        const comparison = await compare(files, {
          ...options,
          onProgress: (done, total, job) => {
            if (io.interactive) io.err(`\r\x1b[K[${done + 1}/${total}] ${job.engine} (${job.strategy}) on ${job.file}`);
          },
        });
        if (io.interactive) io.err('\r\x1b[K');
        return comparison;
      });
    });

  cli
    .command('run-shard')
    .argument('<shard>', 'a shard file of a plan folder (compare --plan DIR): DIR/shard-NNN.runs.jsonl')
    .description("run one shard of a planned comparison, appending each run's record beside it; run again, it runs only what is not recorded")
    .option('--out <file>', 'append the records here (default: beside the shard, shard-NNN.records.jsonl)')
    .option('--jobs <n>', 'runs at once', atLeastOne, 1)
    .addHelpText(
      'after',
      `
Exit status: as compare's over the shard's records: 0 agreement, 1 a disagreement, 3 a file no run answered; 2 a bad plan.
Examples:
  puzzlebench run-shard grid/shard-001.runs.jsonl
  parallel puzzlebench run-shard ::: grid/*.runs.jsonl             (docs/compare-at-scale.md: ssh, SLURM, Kubernetes)`,
    )
    .action(async (shard: string, flags: { out?: string; jobs: number }) => {
      const { runShardCommand } = await import('./compare.ts');
      process.exitCode = await runShardCommand(shard, flags, io);
    });

  pluginOption(cli.command('serve'))
    .description('a local web page: paste or pick a puzzle, solve it, play it with hints, step through plans, compare engines')
    .option('--port <n>', 'the port to listen on (0: any free port)', port, 8080)
    .option('--host [address]', 'listen beyond this machine: on every interface, or on the address given (default: 127.0.0.1 only)')
    .option('--workers <n>', 'solving threads, each with its own Z3', workers, 2)
    .addHelpText('after', '\nExamples:\n  puzzlebench serve                 (then open http://127.0.0.1:8080/)\n  puzzlebench serve --port 0 --workers 1')
    .action(async (flags: { port: number; host?: string | true; workers: number; plugin?: string[] }) => {
      await loadPlugins(flags.plugin, DEFAULT_TIMEOUT_S);
      // The solving threads and compare's children read them from the environment, as compare's do.
      if (flags.plugin) process.env.PUZZLEBENCH_PLUGINS = JSON.stringify(flags.plugin.map((path) => resolve(path)));
      const host = flags.host === undefined ? '127.0.0.1' : flags.host === true ? '0.0.0.0' : flags.host;
      const { serve } = await import('../serve/server.ts');
      const serving = await serve({ port: flags.port, host, workers: flags.workers }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') throw new UsageError(`port ${flags.port} is in use; pick another with --port (0: any free port)`);
        if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') throw new UsageError(`cannot listen on ${host} (${error.code})`);
        throw error;
      });
      io.out(`puzzlebench serve: ${serving.url}${everywhere(host, serving.url)} (Ctrl-C to stop)\n`);
      // The main thread stays free while serving (solving runs on the pool's threads), so a signal
      // is handled at once: the threads, and compare's children, end before the process does. The
      // handler stays until then, so that compare's own (src/isolate/process.ts) only kills its
      // children and leaves the ending to this one.
      const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
      let stop: () => void = () => undefined;
      await new Promise<void>((resolve) => {
        stop = () => resolve();
        for (const signal of signals) process.on(signal, stop);
      });
      await serving.close();
      for (const signal of signals) process.off(signal, stop);
      io.err('puzzlebench serve: stopped\n');
    });

  pluginOption(cli.command('demo'))
    .description("solve each kind's example puzzles, one or a few per kind (what `npm start` runs)")
    .option('--timeout <seconds>', 'give up on each example after this many seconds', seconds, DEFAULT_TIMEOUT_S)
    .addHelpText('after', '\nExample:\n  puzzlebench demo')
    .action(async (flags: { plugin?: string[]; timeout: number }) => {
      await loadPlugins(flags.plugin, flags.timeout);
      const { kinds } = await import('../catalogue/index.ts');
      let worst = 0;
      for (const kind of kinds.all()) {
        for (const path of kind.examples) {
          io.out(`\n== ${path} (${kind.id})\n`);
          // The bundled puzzles ship with the package: read them from there, not from the cwd.
          const status = render(await kind.solve(readInput(packagePath(path)), { timeout: flags.timeout, optimal: true }), {}, io);
          worst = Math.max(worst, status === Exit.none ? 0 : status);
        }
      }
      process.exitCode = worst;
    });
  return cli;
}

/** Runs the CLI on argv; returns the exit status. Errors a user can act on become one line and status 2. */
export async function main(argv: string[], io: Output): Promise<number> {
  process.exitCode = 0;
  try {
    await program(io).parseAsync(argv, { from: 'user' });
    return Number(process.exitCode ?? 0);
  } catch (error) {
    printJsonError(argv, error, io);
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : Exit.badInput;
    if (error instanceof InputError || error instanceof UsageError || error instanceof UnavailableError) {
      io.err(`puzzlebench: ${error.message}\n`);
      return Exit.badInput;
    }
    if (error instanceof PluginError) {
      io.err(`puzzlebench: ${error.message}\n`);
      return Exit.internal;
    }
    if (outOfMemory(error)) {
      io.err(`puzzlebench: ${memoryMessage}\n`);
      return Exit.internal;
    }
    io.err(`puzzlebench: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.PUZZLEBENCH_DEBUG && error instanceof Error) io.err(`${error.stack}\n`);
    return 4;
  }
}

/** Listening on every interface: say so, with an address other machines can use, not just localhost. */
function everywhere(host: string, url: string): string {
  if (host !== '0.0.0.0' && host !== '::') return '';
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4');
  const port = new URL(url).port;
  return ` here; listening on every interface (${host}), so also ${outside ? `http://${outside.address}:${port}/` : `port ${port} of this machine's addresses`} from elsewhere`;
}
