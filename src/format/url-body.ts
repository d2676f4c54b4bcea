// A puzz.link URL taken apart (parsePuzzlinkUrl in puzzlink.ts), and the reader of its body, which
// puzzlink-packings.ts and each kind's reader use. Apart from puzzlink.ts, which imports the other
// formats (penpa.ts, pzprv3.ts) that use the packings.
import { InputError } from '../errors.ts';
import { exactWhole } from './numbers.ts';

export interface PuzzlinkUrl {
  source: string;
  /** The URL as read (one line, trimmed): positions in messages count its characters. */
  text: string;
  /** As written, e.g. `aquarium`, `mashu`. */
  type: string;
  /** The segment before the size when it is not a number (`r` for Aquarium's tank rule); '' when none. */
  flags: string;
  /** Where the flags start in `text`, from 0 (-1 when there are none). */
  flagsStart: number;
  width: number;
  height: number;
  body: string;
  /** The pasted URL ended in a `/` that was dropped: it may have been the body's last separator (a 1x1 grid's empty borders). */
  slashDropped: boolean;
  /** Where the body starts in `text`, from 0. */
  bodyStart: number;
}

/** Reads a body from left to right; every failure names its character in the URL. */
export class UrlBody {
  private at = 0;

  constructor(readonly url: PuzzlinkUrl) {}

  get size(): string {
    return `${this.url.width}x${this.url.height}`;
  }

  fail(expected: string, offset = this.at): never {
    throw new InputError(this.url.source, `URL character ${this.url.bodyStart + offset + 1}`, expected);
  }

  /** The next character (undefined at the end), and moves past it. */
  next(): string | undefined {
    return this.url.body[this.at++];
  }

  /** The next `count` characters or fewer, without moving past them. */
  ahead(count: number): string {
    return this.url.body.slice(this.at, this.at + count);
  }

  /** Exactly `count` characters for one part of the body (parts never hold a '/'), or a message saying how many there are. */
  take(count: bigint, part: string): string {
    const rest = this.url.body.slice(this.at);
    const found = rest.includes('/') ? rest.indexOf('/') : rest.length;
    if (BigInt(found) < count) this.fail(`expected ${count} characters of ${part} for a ${this.size} grid, found ${found} (is the size right?)`);
    const text = rest.slice(0, Number(count));
    this.at += text.length;
    return text;
  }

  /** A whole number written in decimal, up to the next `/` (Star Battle's star count). */
  whole(part: string): number {
    const start = this.at;
    const rest = this.url.body.slice(this.at);
    const digits = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : rest;
    if (!/^\d+$/.test(digits)) this.fail(`expected ${part} (a whole number), found ${digits === '' ? 'nothing' : `'${digits}'`}`);
    this.at += digits.length;
    return exactWhole(digits, { source: this.url.source, position: `URL character ${this.url.bodyStart + start + 1}`, what: part });
  }

  /** The `/` between two parts of the body. */
  separator(after: string): void {
    const found = this.url.body[this.at];
    if (found === undefined && this.url.slashDropped) return;
    if (found !== '/')
      this.fail(
        `expected '/' after the ${after} of a ${this.size} grid, found ${found === undefined ? 'the end of the URL' : `'${found}'`} (is the size right?)`,
      );
    this.at++;
  }

  /** Nothing may follow the puzzle. */
  end(): void {
    if (this.at < this.url.body.length)
      this.fail(`expected the end of the URL after the puzzle of a ${this.size} grid, found '${this.url.body.slice(this.at)}' (is the size right?)`);
  }

  /** Where the reader stands, for packings that check characters already taken. */
  offset(): number {
    return this.at;
  }
}
