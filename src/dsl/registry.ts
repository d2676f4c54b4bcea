// Named variants (encodings, strategies, engines) are values in a registry, never if-chains.
import { UsageError } from '../errors.ts';

export interface Named {
  id: string;
  idea: string;
}

export class Registry<T extends Named> {
  private readonly items = new Map<string, T>();

  constructor(
    readonly what: string,
    items: T[] = [],
  ) {
    for (const item of items) this.add(item);
  }

  add(item: T): this {
    if (this.items.has(item.id)) throw new Error(`${this.what} '${item.id}' is registered twice`);
    this.items.set(item.id, item);
    return this;
  }

  /** Looks an item up by its id, or by the part after the last '/' when that is unambiguous. */
  get(id: string): T {
    const exact = this.items.get(id);
    if (exact) return exact;
    const matches = this.all().filter((item) => item.id.split('/').pop() === id);
    if (matches.length === 1) return matches[0];
    throw new UsageError(`unknown ${this.what} '${id}'; expected one of: ${this.ids().join(', ')}`);
  }

  has(id: string): boolean {
    try {
      this.get(id);
      return true;
    } catch {
      return false;
    }
  }

  all(): T[] {
    return [...this.items.values()];
  }

  ids(): string[] {
    return [...this.items.keys()];
  }
}
