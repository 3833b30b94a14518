/**
 * Loads a widget module the first time the page uses its tag. The loader's
 * bundle (velvet-widgets.js) registers every widget, but a partner page with
 * one tile grid must not download the messenger too (DESIGN.md "first widget
 * ... 40 KB"): the tag's module loads when such an element appears in the
 * document. Elements created inside another shadow root are not seen; such a
 * host imports the widget module itself.
 */
export function defineOnDemand(tag: string, load: () => Promise<unknown>): void {
  if (typeof document === 'undefined' || typeof customElements === 'undefined' || customElements.get(tag)) return;
  let started = false;
  let observer: MutationObserver | null = null;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    load().catch((error: unknown) => console.warn(`velvet: could not load <${tag}>`, error));
  };
  if (document.getElementsByTagName(tag).length > 0) return start();
  if (typeof MutationObserver !== 'function') return start();
  // A live collection: checking its length is cheap, whatever was added.
  const found = document.getElementsByTagName(tag);
  observer = new MutationObserver(() => {
    if (found.length > 0) start();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
