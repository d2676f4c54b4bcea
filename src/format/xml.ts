// Text placed inside SVG and HTML: the five characters markup gives a meaning to, as references.
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
