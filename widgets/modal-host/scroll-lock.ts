/**
 * Page scroll lock for modals that ask for it (spec 002 §2.1 "can block page
 * scrolling"). The partner's inline overflow values are restored exactly, so
 * nothing on their page changes for good.
 */
let locks = 0;
let saved: { html: string; body: string } | null = null;

/** Locks page scrolling; the returned function releases this lock (once). The last release restores the page. */
export function lockPageScroll(doc: Document = document): () => void {
  if (locks++ === 0) {
    saved = { html: doc.documentElement.style.overflow, body: doc.body.style.overflow };
    doc.documentElement.style.overflow = 'hidden';
    doc.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0 || !saved) return;
    doc.documentElement.style.overflow = saved.html;
    doc.body.style.overflow = saved.body;
    saved = null;
  };
}
