import { useEffect, type RefObject } from 'react';

/**
 * For a disclosure panel: while it is open, Escape closes it and gives focus
 * back to the button that opened it (keyboard users land where they were).
 */
export function useEscapeToClose(open: boolean, close: () => void, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, button]);
}
