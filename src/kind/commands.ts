// The commands a result may come from, and its statuses: a module of its own, not in contract.ts, so
// that the CLI names them without loading zod, and the contract reads them without importing what
// builds results.
export const commands = ['solve', 'check', 'compare', 'convert', 'export', 'generate', 'encodings', 'demo', 'hint', 'check-marks', 'next-move'] as const;

/**
 * One vocabulary for every kind and command. `invalid`: an answer the checker or simulator
 * rejected, or input the user must fix; `error`: something else went wrong (a crash, a missing
 * program). The exit status says the same: 0 solved, 1 no solution, 2 bad input, 3 unknown, 4 internal.
 */
export const statuses = ['solved', 'no-solution', 'unknown', 'invalid', 'error'] as const;
