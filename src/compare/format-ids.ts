// The names of compare's output formats, for --format's choices: the command line is built without
// loading the formats themselves (report.ts), whose runner loads the catalogue. report.ts's
// registry holds exactly these (it checks on load).
export const FORMAT_IDS = ['table', 'md', 'csv', 'json'] as const;
