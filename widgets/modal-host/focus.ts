import { useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking inside shadow roots (document.activeElement stops at a shadow host). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function isTextField(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

export interface DialogKeys {
  onEscape(): void;
  onPrevious?(): void;
  onNext?(): void;
}

/**
 * Keeps focus inside the open dialog (Tab and Shift+Tab cycle), closes on
 * Escape, turns pages with the arrow keys outside text fields, and gives focus
 * back to what had it before the dialog opened. `contentKey` changes when the
 * content is replaced (loaded), so focus moves into the new content.
 */
export function useDialogFocus(dialog: MutableRef<HTMLElement | null>, contentKey: string, keys: DialogKeys): void {
  const latestKeys = useRef(keys);
  latestKeys.current = keys;

  // Layout effects run in order: the opener is remembered before focus moves into the dialog below.
  useLayoutEffect(() => {
    const returnTo = deepActiveElement();
    const onKeyDown = (event: KeyboardEvent) => {
      const container = dialog.current;
      if (!container || event.defaultPrevented) return;
      const active = deepActiveElement();
      if (event.key === 'Escape') {
        event.preventDefault();
        latestKeys.current.onEscape();
      } else if (event.key === 'Tab') {
        const items = focusables(container);
        const first = items[0] ?? container;
        const last = items[items.length - 1] ?? container;
        const inside = active !== null && container.contains(active);
        if (!inside || (event.shiftKey ? active === first || active === container : active === last)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !isTextField(active)) {
        const turn = event.key === 'ArrowLeft' ? latestKeys.current.onPrevious : latestKeys.current.onNext;
        if (turn) {
          event.preventDefault();
          turn();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Back to the opener, unless it left the page meanwhile.
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  // A layout effect: focus moves in the same frame the content appears.
  useLayoutEffect(() => {
    const container = dialog.current;
    if (!container) return;
    // The content's first control before the close bar's button: that is what the guest came for.
    const body = container.querySelector<HTMLElement>('[data-modal-body]') ?? container;
    const active = deepActiveElement();
    if (active && body.contains(active)) return;
    (focusables(body)[0] ?? focusables(container)[0] ?? container).focus();
  }, [contentKey]);
}
