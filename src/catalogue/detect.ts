// Tells which kind of puzzle an input is: by --kind, or by asking each kind whether it recognises it.
import { InputError } from '../errors.ts';
import { looksLikeJson, parseJsonText } from '../format/json.ts';
import { readPenpa } from '../format/penpa.ts';
import { penpaGenre } from '../format/penpa-genre.ts';
import { PUZZLINK_HOSTS, otherUrlFound, otherUrlHost, parsePuzzlinkUrl, puzzlinkTypeOf, pzprFormOf } from '../format/puzzlink.ts';
import { Pzprv3File } from '../format/pzprv3.ts';
import type { Flags, Input, Kind } from '../kind/kind.ts';
import { kinds } from './index.ts';
import { readAsResembledTask } from './task-slips.ts';

export function kindOf(input: Input, flags: Flags): Kind {
  if (flags.kind) return kinds.get(flags.kind);
  // Broken JSON is no kind's: its syntax error is the answer, whichever kind it was meant for.
  if (looksLikeJson(input.text)) parseJsonText(input.text, input.source);
  const recognised = kinds.all().filter((kind) => kind.detect(input.text));
  // Where two kinds take the same text, one may have declared that it reads it first.
  const found = recognised.filter((kind) => !recognised.some((other) => other.precedes?.includes(kind.id)));
  if (found.length === 1) return found[0];
  if (found.length === 0) refuseUnreadGenre(input);
  const host = found.length === 0 ? otherUrlHost(input.text) : undefined;
  if (host !== undefined) {
    throw new InputError(
      input.source,
      'URL',
      `expected a puzz.link puzzle URL (https://${PUZZLINK_HOSTS[0]}/p?<type>/<width>/<height>/..., or the same on ${PUZZLINK_HOSTS.slice(1).join(', ')}), or a penpa-edit URL, ${otherUrlFound(input.text, host)}`,
    );
  }
  if (input.text.trim() === '') throw new InputError(input.source, 'line 1', 'expected a puzzle, found an empty input');
  if (input.text.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('#'))) {
    throw new InputError(input.source, 'line 1', 'expected a puzzle, found only comments');
  }
  // A task string with a slip in it: the kind it resembles says where (or reads it after all).
  const resembled = found.length === 0 ? readAsResembledTask(input, kinds.all()) : undefined;
  if (resembled) return resembled;
  if (found.length > 1) {
    const ids = found.map((kind) => kind.id);
    throw new InputError(input.source, 'line 1', `this reads as a puzzle of ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}; pass --kind to say which`);
  }
  const known = kinds.ids().join(', ');
  throw new InputError(input.source, 'line 1', `cannot tell which kind of puzzle this is; pass --kind (one of: ${known})`);
}

/**
 * A puzz.link URL, pzprv3 file or penpa-edit URL that no kind took: its genre is named with the
 * ones that are read. A malformed one is named as such first.
 */
function refuseUnreadGenre(input: Input): void {
  const form = pzprFormOf(input.text);
  if (form === undefined) return;
  // The kinds that read this form (a kind may read puzz.link URLs of its genre and not its pzprv3 files).
  const readers = kinds.all().filter((kind) => (kind.puzzlinkTypes ?? []).length > 0 && (kind.pzprForms ?? ['url']).includes(form));
  const types = readers.flatMap((kind) => (kind.puzzlinkTypes ?? []).map((name) => `${name} (${kind.id})`)).join(', ');
  if (form === 'url') {
    parsePuzzlinkUrl(input.text, input.source);
    throw new InputError(
      input.source,
      'URL type',
      `puzz.link puzzle type '${puzzlinkTypeOf(input.text)}' is not supported; supported types: ${types || 'none'}`,
    );
  }
  if (form === 'file') {
    const file = new Pzprv3File(input.text, input.source);
    throw new InputError(
      input.source,
      'pzprv3 line 2',
      `pzprv3 file of puzzle type '${file.type}', which is not supported; supported types: ${types || 'none'}`,
    );
  }
  const genre = penpaGenre(readPenpa(input.text, input.source));
  const ids = readers.map((kind) => kind.id);
  const choose = `--kind ${ids.slice(0, -1).join(', ')} or ${ids.at(-1)} reads it as one`;
  if (genre.genre === undefined)
    throw new InputError(input.source, 'penpa genre', `cannot tell which genre this penpa-edit puzzle is: ${genre.why}; ${choose}`);
  const kind = kinds.all().find((candidate) => candidate.id === genre.type);
  const why = kind ? `the ${kind.id} kind reads Puzzle Team tasks and its text form, not a penpa-edit drawing` : 'no kind here reads that genre';
  throw new InputError(
    input.source,
    'penpa genre',
    `this penpa-edit puzzle seems to be ${genre.genre} (${genre.why}): ${why}; penpa-edit puzzles are read as ${ids.join(', ')} (${choose})`,
  );
}
