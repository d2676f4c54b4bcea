// The library, one line per question: each answer is a value in the JSON contract
// (schemas/result.v1.json), already through the kind's checker or simulator. Run it from an
// install (`npm install puzzlebench`), or here after `npm run build`: node examples/library.mjs
import { check, kinds, packagePath, solve } from 'puzzlebench';

// A grid: solved, and proved unique.
const grid = await solve(packagePath('puzzles/aquarium/small-5x4.txt'), { unique: true });
console.log(`${grid.status}: ${grid.message}`);
if (grid.status === 'solved' && grid.answer.type === 'grid') console.log(grid.answer.grid.join('\n'));

// A plan: is there one of at most 6 moves? (The kind is detected from the text.)
const jugs = await check(packagePath('puzzles/jugs/classic-3-5.txt'), { within: 6 });
console.log(`${jugs.status}: ${jugs.message}`);

// One kind by name: its answer typed for it (in TypeScript, a grid here), the puzzle given as a value.
const made = await kinds.kakurasu.solve({ width: 2, height: 2, columns: [1, 2], rows: [1, 2] }, { unique: true });
console.log(`${made.status}: ${made.message}`);

// Bad input is a result too, with the place and what was expected.
const typo = await solve('3_3_3;1,2', { kind: 'aquarium' });
console.log(`${typo.status}: ${typo.message}`);

// No closeSession() needed: Z3's threads hold the process only while a question runs.
