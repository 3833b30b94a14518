import { normalizeLanguage, type Language } from '../../sdk/config';
import { getGlobalConfig } from './global-config';
import { PreactElement } from './preact-element';
import { h, type ComponentChild } from 'preact';
import { checkPageOrigin, type OriginProblem } from './origin-check';
import { originNoticeTexts } from './origin-notice.texts';
import { widgetScriptOrigin } from './script-origin';
import { adoptStyles } from './styles';

/** The notice's look: plain and readable in any widget (an adopted sheet: no inline style under a strict CSP). */
const NOTICE_CSS = `.velvet-origin-notice{font:14px/1.4 system-ui,sans-serif;color:#3b1020;background:#fff4f6;border:1px solid #e0245e;border-radius:8px;padding:12px 14px;margin:0}
.velvet-origin-notice p{margin:0 0 6px}.velvet-origin-notice a{color:#a0103f;font-weight:600}`;

/** The attributes every widget observes; subclasses add their own to observedAttributes. */
export const WIDGET_ATTRIBUTES: readonly string[] = ['lang', 'api-base', 'link-base'];
/** The properties a framework may set before the tag is defined (see PreactElement). */
export const WIDGET_PROPERTIES: readonly string[] = ['lang', 'apiBase', 'linkBase'];

/**
 * A Velvet widget element: a PreactElement with the attributes every widget
 * shares (api-base, link-base, lang), each falling back to velvet('init').
 */
export abstract class WidgetElement extends PreactElement {
  #originProblem: OriginProblem | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // issue 16 §3: "an origin that is not registered gets a message that names the fix" (not "No connection").
    // Only for a bundle served by a platform origin (not a test or a local build, whose transport is stubbed).
    if (widgetScriptOrigin() === '') return;
    void checkPageOrigin(this.apiBase).then((problem) => {
      if (!problem || this.#originProblem) return;
      this.#originProblem = problem;
      if (this.shadowRoot) adoptStyles(this.shadowRoot, NOTICE_CSS);
      this.requestRender();
    });
  }

  protected override renderNotice(): ComponentChild | null {
    const problem = this.#originProblem;
    if (!problem) return null;
    const texts = originNoticeTexts(this.language);
    return h('div', { class: 'velvet-origin-notice', role: 'alert', 'data-origin-problem': 'not-registered' },
      h('p', null, texts.title.replace('{origin}', problem.origin)),
      h('p', null, texts.fix),
      h('a', { href: problem.accountUrl, target: '_blank', rel: 'noopener' }, texts.link));
  }
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
