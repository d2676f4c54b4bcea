// Errors a user can act on. The CLI prints their message on one line and exits with status 2.

/** Bad input: names the source, the position and what was expected. */
export class InputError extends Error {
  constructor(
    readonly source: string,
    readonly position: string,
    readonly expected: string,
  ) {
    super(`${source}: ${position}: ${oneLine(expected)}`);
    this.name = 'InputError';
  }
}

/**
 * A message stays one readable line whatever the input: what it quotes from a hostile file (a line
 * of 50,000 brackets, a megabyte without a newline) is cut to its start and its length.
 */
function oneLine(text: string): string {
  const clipped = text.replace(
    /(['"])([^'"\n]{101,})\1/g,
    (_, quote: string, body: string) => `${quote}${body.slice(0, 60)}…${quote} (${body.length} characters)`,
  );
  return clipped.length <= 600 ? clipped : `${clipped.slice(0, 600)}… (${clipped.length} characters)`;
}

/** A bad command line: an unknown option value, a missing argument. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
