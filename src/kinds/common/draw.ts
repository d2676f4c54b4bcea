// Drawing pieces shared by the Puzzle Team kinds' pictures: ANSI colour, and the frame of an SVG.

/** Text in an ANSI colour (SGR `code`), reset after. */
export const ansi = (code: string, text: string) => `\x1b[${code}m${text}\x1b[0m`;

/** A self-contained SVG document on a white ground. */
export function svgDocument(width: number, height: number, title: string, layers: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${title}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...layers.filter((layer) => layer !== ''),
    '</svg>',
    '',
  ].join('\n');
}

/** A group of text labels centred on their points, in one style. */
export function svgLabels(labels: { x: number; y: number; text: string }[], style: { size: number; fill: string; bold?: boolean }): string {
  if (labels.length === 0) return '';
  const weight = style.bold ? ' font-weight="bold"' : '';
  const texts = labels.map(({ x, y, text }) => `<text x="${x}" y="${y}">${text}</text>`).join('');
  return `<g font-family="sans-serif" font-size="${style.size}"${weight} text-anchor="middle" dominant-baseline="central" fill="${style.fill}">${texts}</g>`;
}

/** How a title says what the picture shows. */
export const pictureState = (grid: readonly (readonly unknown[])[] | null) =>
  grid === null ? '' : grid.some((line) => line.includes(undefined)) ? ', forced cells' : ', solved';
