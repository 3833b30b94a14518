import { render, type ComponentChild } from 'preact';
import { adoptStyles } from './styles';
import { onGlobalConfigChange } from './global-config';

// Lets the module load where there is no DOM (server rendering, node tests); nothing is defined there.
const HTMLElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

/**
 * A minimal custom element that renders Preact into its shadow root (instead of
 * the preact-custom-element dependency). Attribute and property changes are
 * batched into one render per microtask.
 */
export abstract class PreactElement extends HTMLElementBase {
  readonly #mount: HTMLDivElement;
  #renderQueued = false;
  #unsubscribe: (() => void) | null = null;
  readonly #propertyNames: readonly string[];

  constructor(css: string, propertyNames: readonly string[]) {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, css);
    // Preact owns this node only, so it never removes the fallback <style>.
    this.#mount = document.createElement('div');
    this.#mount.setAttribute('part', 'root');
    root.append(this.#mount);
    this.#propertyNames = propertyNames;
  }

  /** The tree to render with the current attributes and properties. */
  protected abstract renderContent(): ComponentChild;

  connectedCallback(): void {
    // Not in the constructor: subclass fields are not initialised before super() returns.
    for (const name of this.#propertyNames) this.#upgradeProperty(name);
    this.#unsubscribe = onGlobalConfigChange(() => this.requestRender());
    this.requestRender();
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    render(null, this.#mount);
  }

  attributeChangedCallback(): void {
    this.requestRender();
  }

  /** Schedules one render for all changes made in the current task. */
  protected requestRender(): void {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      if (this.isConnected) render(this.renderContent(), this.#mount);
    });
  }

  /**
   * A framework may set a property before the tag was defined; that value sits on the
   * instance and would shadow the class accessor, so re-apply it through the setter.
   */
  #upgradeProperty(name: string): void {
    if (!Object.prototype.hasOwnProperty.call(this, name)) return;
    const value = (this as Record<string, unknown>)[name];
    delete (this as Record<string, unknown>)[name];
    (this as Record<string, unknown>)[name] = value;
  }
}
