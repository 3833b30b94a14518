import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useEscapeToClose } from '../hooks/use-escape-to-close';
import './header-popover.css';

export interface HeaderPopoverProps {
  /** BEM block of the caller ('notifications-bell', 'messages-preview'): its classes sit beside the shared ones. */
  block: string;
  variant: 'desktop' | 'mobile';
  /** The button's accessible name, with the count in words. */
  label: string;
  /** The panel heading, and the button's visible word in the mobile menu. */
  title: string;
  count: number;
  countTestId: string;
  /** Beside the heading (e.g. "Mark all read"). */
  actions?: ReactNode;
  /** Told when the panel opens or closes (the bell marks its items seen on open). */
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A header button with a count badge that opens a panel: the notifications
 * bell and the messages preview. Escape closes it and gives focus back; in the
 * mobile menu it shows its word beside the icon.
 */
export function HeaderPopover({ block, variant, label, title, count, countTestId, actions, onToggle, children }: HeaderPopoverProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback((next: boolean) => {
    setOpen(next);
    onToggle?.(next);
  }, [onToggle]);
  const close = useCallback(() => toggle(false), [toggle]);
  useEscapeToClose(open, close, buttonRef);
  const part = (name: string) => `header-popover__${name} ${block}__${name}`;

  return (
    <div className={`header-popover header-popover--${variant} ${block} ${block}--${variant}`}>
      <button
        ref={buttonRef}
        type="button"
        className={part('button')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => toggle(!open)}
      >
        <span className={part('icon')} aria-hidden="true" />
        {/* In the menu the button is one entry among words: it gets its word too. */}
        {variant === 'mobile' && <span className={part('label')}>{title}</span>}
        {count > 0 && (
          <span className={part('count')} aria-hidden="true" data-testid={countTestId}>
            {count}
          </span>
        )}
      </button>
      <div id={panelId} className={part('panel')} hidden={!open}>
        <div className={part('head')}>
          <h2 className={part('title')}>{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
}
