// Tells which kind of puzzle an input is: by --kind, or by asking each kind whether it recognises it.
import { InputError } from '../format/errors.ts';
import { looksLikeJson, parseJsonText } from '../format/json.ts';
import { PUZZLINK_HOSTS, otherUrlHost, parsePuzzlinkUrl, puzzlinkTypeOf } from '../format/puzzlink.ts';
import type { Flags, Input, Kind } from '../spec/kind.ts';
import { kinds } from './index.ts';

export function kindOf(input: Input, flags: Flags): Kind {
  if (flags.kind) return kinds.get(flags.kind);
  // Broken JSON is no kind's: its syntax error is the answer, whichever kind it was meant for.
  if (looksLikeJson(input.text)) parseJsonText(input.text, input.source);
  const found = kinds.all().filter((kind) => kind.detect(input.text));
  if (found.length === 1) return found[0];
  const type = puzzlinkTypeOf(input.text);
  if (found.length === 0 && type !== undefined) {
    parsePuzzlinkUrl(input.text, input.source); // a malformed address is named as such first
    const supported = kinds.all().flatMap((kind) => (kind.puzzlinkTypes ?? []).map((name) => `${name} (${kind.id})`));
    throw new InputError(input.source, 'URL type', `puzz.link puzzle type '${type}' is not supported; supported types: ${supported.join(', ') || 'none'}`);
  }
  const host = found.length === 0 ? otherUrlHost(input.text) : undefined;
  if (host !== undefined) {
    throw new InputError(input.source, 'URL', `expected a puzz.link puzzle URL (https://${PUZZLINK_HOSTS[0]}/p?<type>/<width>/<height>/..., or the same on ${PUZZLINK_HOSTS.slice(1).join(', ')}), found an address on ${host}`);
  }
  if (input.text.trim() === '') throw new InputError(input.source, 'line 1', 'expected a puzzle, found an empty input');
  if (input.text.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('#'))) {
    throw new InputError(input.source, 'line 1', 'expected a puzzle, found only comments');
  }
  const known = kinds.ids().join(', ');
  throw new InputError(input.source, 'line 1', `cannot tell which kind of puzzle this is; pass --kind (one of: ${known})`);
}
