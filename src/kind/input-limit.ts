// The size limit on what is read as input, apart from the reader (input.ts) so that the thread
// keeping the deadline (src/cli/argv.ts) can ask it without loading the formats the reader needs.
import { UsageError } from '../errors.ts';

/**
 * The largest input read, in MB. The largest puzzle accepted (a 100x100 Aquarium task string) is
 * about 50 kB, so 1 MB leaves room for comments and whitespace; PUZZLEBENCH_MAX_INPUT_MB lifts it.
 */
export const DEFAULT_MAX_INPUT_MB = 1;
export const MAX_INPUT_VARIABLE = 'PUZZLEBENCH_MAX_INPUT_MB';

export function maxInputBytes(): number {
  const setting = process.env[MAX_INPUT_VARIABLE];
  if (setting === undefined || setting.trim() === '') return DEFAULT_MAX_INPUT_MB * 1024 * 1024;
  const megabytes = Number(setting);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new UsageError(`${MAX_INPUT_VARIABLE} must be a positive number of megabytes, found '${setting}'`);
  return Math.floor(megabytes * 1024 * 1024);
}
