// `npm run catalogue`: the table of every kind, written from the catalogue itself into
// bench/results/catalogue.md, which `npm run bench:readme` puts into README.md and docs/kinds.md.
// What each kind reads and writes, its engines (the default first), whether it generates puzzles
// and can be played on the page, and how many real and hand-made puzzles it bundles. The test
// (test/catalogue-doc.test.ts) keeps the committed file equal to what this writes.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kinds } from '../src/catalogue/index.ts';
import type { Kind } from '../src/kind/kind.ts';

const root = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const count = (folder: string) => (existsSync(root(folder)) ? readdirSync(root(folder)).filter((name) => name.endsWith('.txt')).length : 0);

function row(kind: Kind): string {
  const { made } = kind;
  const engines = [kind.defaults.engine, ...kind.engines.ids().filter((id) => id !== kind.defaults.engine)].map((id) => id.replace(`${kind.id}/`, ''));
  const reads = [...(kind.puzzlinkTypes?.length ? [`puzz.link (${kind.puzzlinkTypes.join(', ')})`] : [])];
  const edit = made.type === 'grid' ? made.spec.edit : undefined;
  // What the editor places: clues in cells, walls, clues outside the grid.
  const edits = [edit?.cells && 'clues', edit?.walls && 'walls', edit?.outside && 'outside clues'].filter(Boolean);
  const play =
    made.type === 'grid'
      ? [made.spec.play && 'play', edits.length && `edit ${edits.join(' + ')}`].filter(Boolean).join(', ')
      : made.spec.stateSvg
        ? 'steps'
        : '';
  const bundled = count(`puzzles/${kind.id}`);
  const large = count(`puzzles/${kind.id}/large`);
  const cells = [
    `**${kind.id}**`,
    made.type,
    kind.idea,
    kind.formats.join(', ') + (reads.length ? `; reads ${reads.join(', ')}` : ''),
    `**${engines[0]}**${engines.length > 1 ? `, ${engines.slice(1).join(', ')}` : ''}`,
    kind.generate ? 'yes' : '',
    play,
    `${bundled}${large ? ` + ${large} large` : ''}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The table, as bench/results/catalogue.md holds it. */
export function catalogueTable(): string {
  const all = kinds.all();
  return [
    `${all.length} kinds (${all.filter((kind) => kind.made.type === 'grid').length} grid, ${all.filter((kind) => kind.made.type === 'planning').length} planning), from src/catalogue/index.ts by \`npm run catalogue\`.`,
    '',
    '| kind | type | rules | formats (`convert --to`, the first the default) | engines (the default first) | generate | page | bundled puzzles |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...all.map(row),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(root('bench/results/catalogue.md'), `${catalogueTable()}\n`);
  console.log('wrote bench/results/catalogue.md');
  // The command line's help reads these instead of loading the catalogue.
  const { helpFactsModule } = await import('../src/catalogue/help-facts.ts');
  writeFileSync(root('src/cli/help-facts.ts'), helpFactsModule());
  // In the formatter's style, as `npm run lint` checks every source file.
  const { spawnSync } = await import('node:child_process');
  const formatted = spawnSync('npx', ['biome', 'format', '--write', root('src/cli/help-facts.ts')], { stdio: 'ignore' });
  if (formatted.status !== 0) console.error('could not run the formatter on src/cli/help-facts.ts: run `npm run format` before `npm run lint`');
  console.log('wrote src/cli/help-facts.ts');
}
