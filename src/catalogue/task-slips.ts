// A one-line text that no kind recognises may still be a task string with a slip in it (a stray
// character, a missing separator): detection is strict there, so without this the user would only
// hear "cannot tell which kind". The kind whose task alphabet the text nearly fits reads it, and its
// parser says where it goes wrong.
import { InputError } from '../errors.ts';
import type { Input, Kind } from '../kind/kind.ts';
import { taskOf } from '../kinds/common/task.ts';

/** The characters of each kind's task string, and what else the text must show to be one. */
const taskShapes: { kind: string; alphabet: RegExp; shows?: RegExp }[] = [
  { kind: 'masyu', alphabet: /[a-zWB]/, shows: /[WB]/ },
  { kind: 'thermometers', alphabet: /[\d_/;,\s]/, shows: /;.*;/ },
  { kind: 'aquarium', alphabet: /[\d_/;,\s]/, shows: /;/ },
  { kind: 'kakurasu', alphabet: /[\d/\s]/, shows: /\d\s*\/\s*\d/ },
  { kind: 'starbattle', alphabet: /[\d,\s]/, shows: /\d\s*,\s*\d/ },
];

/** Most of the characters fit, and at most a few do not. */
const nearlyFits = (task: string, alphabet: RegExp) => {
  const stray = [...task].filter((char) => !alphabet.test(char)).length;
  return stray > 0 ? stray <= 3 && stray <= task.length / 4 : true;
};

/**
 * Throws the parse error of the kind whose task the text resembles, if any: one line, a few
 * characters off its alphabet. Returns the kind when it reads the text after all.
 */
export function readAsResembledTask(input: Input, kinds: readonly Kind[]): Kind | undefined {
  const task = taskOf(input.text).replace(/^\d+x\d+:/, '');
  if (task.includes('\n') || task.length < 4) return undefined;
  const shape = taskShapes.find(({ alphabet, shows }) => (shows?.test(task) ?? true) && nearlyFits(task, alphabet));
  const kind = shape && kinds.find((candidate) => candidate.id === shape.kind);
  if (!kind) return undefined;
  try {
    kind.validate(input);
  } catch (error) {
    if (!(error instanceof InputError)) return undefined;
    throw new InputError(error.source, error.position, `${error.expected} (read as a ${kind.id} task, which it resembles; --kind names another)`);
  }
  return kind;
}
