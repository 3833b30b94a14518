/**
 * Shadow-root styles. Constructable stylesheets work under a strict CSP without
 * 'unsafe-inline' and are shared by every instance; older engines get a <style>.
 */
const sheets = new Map<string, CSSStyleSheet>();

/** Attaches `css` to a shadow root, once per root. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if ([...root.querySelectorAll('style')].some((style) => style.textContent === css)) return;
  const style = document.createElement('style');
  style.textContent = css;
  root.prepend(style);
}
