// CPU time, which a loaded machine disturbs far less than wall time.
import { existsSync, readFileSync } from 'node:fs';

/**
 * This process's CPU (all its threads, Z3's workers among them) and its finished children's (Linux:
 * /proc/self/stat, in ticks of 10 ms), in milliseconds, so that a spawned program (clingo, a native
 * z3) is charged the same as work done in-process.
 */
export function cpuMs(): number {
  const own = process.cpuUsage();
  const fields = existsSync('/proc/self/stat')
    ? readFileSync('/proc/self/stat', 'utf8')
        .replace(/^.*\) /, '')
        .split(' ')
    : [];
  // After the command's name: state is field 3, cutime and cstime fields 16 and 17.
  const children = fields.length > 15 ? (Number(fields[13]) + Number(fields[14])) * 10 : Number.NaN;
  return (own.user + own.system) / 1000 + children;
}
