/** Search engines show about 155 to 160 characters of a meta description; longer text is cut by them, mid-word. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** One line of text for a meta description: whitespace collapsed, cut at a word boundary with "…" when too long. */
export function metaDescription(text: string, maxLength = MAX_DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const room = line.slice(0, maxLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single overlong word is cut where it must be; otherwise at the last whole word.
  const cut = lastSpace > maxLength / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
