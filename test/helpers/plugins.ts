// What the tests of misbehaving plugins share (test/plugins-hostile.test.ts, and its slow cases in
// test/slow/plugins-hostile.test.ts): the fixtures, the puzzle they solve, and stdout read as the
// one JSON document it must be.

/** A plugin in test/fixtures/plugins/, as a path from the repository's root. */
export const fixture = (name: string) => `test/fixtures/plugins/${name}`;

export const small = 'puzzles/aquarium/small-5x4.txt';

/** The whole of stdout is one JSON document (anything else on it fails the parse). */
export const document = (stdout: string) =>
  JSON.parse(stdout) as { command: string; status: string; reason?: string; message: string; records?: { status: string; reason: string; detail?: string }[] };
