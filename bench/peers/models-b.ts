// The peers the other half of issue 25's models adds (kept apart so that each half edits its own file).
import type { PeerModel } from './model.ts';

export const modelsB = [] as PeerModel<never>[];
