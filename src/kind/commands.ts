// The commands a result may come from: a module of its own, not in contract.ts, so that the CLI
// names them without loading zod, and the contract reads them without importing what builds results.
export const commands = ['solve', 'check', 'compare', 'convert', 'export', 'generate', 'encodings', 'demo', 'hint', 'check-marks', 'next-move'] as const;
