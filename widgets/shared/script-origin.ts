/**
 * The origin this widget bundle was loaded from: the default API base, so a
 * partner page talks to the platform that served the widget, not to itself.
 * '' (same origin) when the module URL has no web origin (tests, file://).
 */
export function widgetScriptOrigin(moduleUrl: string = import.meta.url): string {
  try {
    const { origin } = new URL(moduleUrl);
    return origin === 'null' || !/^https?:/.test(origin) ? '' : origin;
  } catch {
    return '';
  }
}
