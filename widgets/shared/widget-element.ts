import { normalizeLanguage, type Language } from '../../sdk/config';
import { getGlobalConfig } from './global-config';
import { PreactElement } from './preact-element';
import { widgetScriptOrigin } from './script-origin';

/** The attributes every widget observes; subclasses add their own to observedAttributes. */
export const WIDGET_ATTRIBUTES: readonly string[] = ['lang', 'api-base', 'link-base'];
/** The properties a framework may set before the tag is defined (see PreactElement). */
export const WIDGET_PROPERTIES: readonly string[] = ['lang', 'apiBase', 'linkBase'];

/**
 * A Velvet widget element: a PreactElement with the attributes every widget
 * shares (api-base, link-base, lang), each falling back to velvet('init').
 */
export abstract class WidgetElement extends PreactElement {
  /** Where API calls go: attribute, then velvet('init') apiBase, then the origin the widget script came from. */
  get apiBase(): string {
    return this.getAttribute('api-base') ?? getGlobalConfig().apiBase ?? widgetScriptOrigin();
  }
  set apiBase(value: string | undefined | null) {
    this.setOptionalAttribute('api-base', value);
  }

  /** Where links (profiles, login, tiles) point: attribute, then velvet('init') linkBase, then the API base. */
  get linkBase(): string {
    return this.getAttribute('link-base') ?? getGlobalConfig().linkBase ?? this.apiBase;
  }
  set linkBase(value: string | undefined | null) {
    this.setOptionalAttribute('link-base', value);
  }

  /** The widget language: lang attribute, then velvet('init') lang, then the page's <html lang>. */
  get language(): Language {
    return normalizeLanguage(this.getAttribute('lang') || getGlobalConfig().lang || document.documentElement.lang);
  }

  /** Sets the attribute, or removes it for null/undefined (so the fallback applies again). */
  protected setOptionalAttribute(name: string, value: string | undefined | null): void {
    if (value == null) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }
}
