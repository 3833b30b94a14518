import { hydrate, render, type ComponentChild } from 'preact';
import { adoptStyles } from './styles';
import { onGlobalConfigChange } from './global-config';

// Lets the module load where there is no DOM (server rendering, node tests); nothing is defined there.
const HTMLElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

/**
 * A minimal custom element that renders Preact into its shadow root (instead of
 * the preact-custom-element dependency). Attribute and property changes are
 * batched into one render per microtask.
 *
 * An element the server rendered arrives with a declarative shadow root
 * (`<template shadowrootmode="open"><style>…</style><div part="root">…</div></template>`):
 * the element keeps it and its first render hydrates it, if the subclass says that
 * render repeats the server's (hydratesServerRender); else it replaces it.
 */
export abstract class PreactElement extends HTMLElementBase {
  readonly #mount: HTMLElement;
  #renderQueued = false;
  #unsubscribe: (() => void) | null = null;
  readonly #propertyNames: readonly string[];
  /** True until the first render: the shadow root holds the server's render of this element (with its own <style>). */
  protected serverRendered: boolean;
  /**
   * Set by renderContent() of a server-rendered element: its tree renders exactly the server's
   * markup, so Preact hydrates it (keeping its nodes and their loading images); else it is replaced.
   */
  protected hydrates = false;

  constructor(css: string, propertyNames: readonly string[]) {
    super();
    // Not attachShadow on a declarative root: that would empty it, and the page would flash.
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    let mount = root.querySelector<HTMLElement>('div[part=root]');
    this.serverRendered = mount !== null;
    if (!mount) {
      adoptStyles(root, css);
      // Preact owns this node only, so it never removes the fallback <style>.
      mount = document.createElement('div');
      mount.setAttribute('part', 'root');
      root.append(mount);
    }
    this.#mount = mount;
    this.#propertyNames = propertyNames;
  }

  /** The tree to render with the current attributes and properties. */
  protected abstract renderContent(): ComponentChild;

  /** A notice shown instead of the content when the widget cannot work on this page (see WidgetElement); null renders the content. */
  protected renderNotice(): ComponentChild | null {
    return null;
  }

  connectedCallback(): void {
    // Not in the constructor: subclass fields are not initialised before super() returns.
    for (const name of this.#propertyNames) this.#upgradeProperty(name);
    this.#unsubscribe = onGlobalConfigChange(() => this.requestRender());
    this.requestRender();
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    // Never rendered: the server's markup stays for a later connect to hydrate.
    if (!this.serverRendered) render(null, this.#mount);
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
      if (this.isConnected) this.#render();
    });
  }

  #render(): void {
    const content = this.renderNotice() ?? this.renderContent();
    if (this.serverRendered) {
      this.serverRendered = false;
      if (this.hydrates) return hydrate(content, this.#mount);
      this.#mount.replaceChildren();
    }
    render(content, this.#mount);
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
