// How formsOf routes an input that no header names: a URL to the URL reader, one line to the task
// reader, several lines to the text form, each of which words the error for what it was given.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battleshipsForms } from '../src/kinds/battleships/format.ts';
import { tentsForms } from '../src/kinds/tents/format.ts';

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('read without an error');
};

describe('formsOf', () => {
  const text = readFileSync('puzzles/tents/janko-101-10x10.txt', 'utf8');
  it('reads a text form with its header, and asks for the header when a text of several lines has none', () => {
    expect(tentsForms.parse({ source: 'in', text }).width).toBe(10);
    const headerless = text.replace(/^kind: tents\n/m, '');
    expect(failure(() => tentsForms.parse({ source: 'in', text: headerless }))).toMatch(/expected 'kind: tents' first/);
  });
  it("hands another puzzle type's URL to the URL reader, which names the types it reads", () => {
    expect(failure(() => tentsForms.parse({ source: 'in', text: 'https://puzz.link/p?hashi/3/3/1g2' }))).toMatch(/type tents.*found type 'hashi'/);
  });
  it('reads one line, or nothing, as a task', () => {
    expect(failure(() => battleshipsForms.parse({ source: 'in', text: '' }))).toMatch(/expected a Battleships task/);
    expect(failure(() => battleshipsForms.parse({ source: 'in', text: '1,2;ab' }))).toMatch(/task/);
  });
});
