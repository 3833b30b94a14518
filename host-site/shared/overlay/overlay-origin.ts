/** The overlay origin the server wrote into <meta name="velvet-overlay-origin">; null when absent (no overlay on this page). */
export function readOverlayOrigin(document: Document): string | null {
  const content = document.querySelector('meta[name="velvet-overlay-origin"]')?.getAttribute('content')?.trim();
  return content ? content : null;
}
