/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { QualityChoice, QualityLevel } from '../../sdk/player';
import { Icon } from './icons.component';
import type { PlayerTranslate } from './i18n';

export interface QualityMenuProps {
  levels: QualityLevel[];
  quality: QualityChoice;
  activeLevel: number | null;
  badConnection: boolean;
  onChoose(choice: QualityChoice): void;
  t: PlayerTranslate;
}

/** "Auto" plus one entry per rendition, tallest first; a menu of radio items (Escape closes, focus returns). */
export function QualityMenu({ levels, quality, activeLevel, badConnection, onChoose, t }: QualityMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const levelName = (index: number | null) => {
    const level = levels.find((candidate) => candidate.index === index);
    return level ? t('player.level', { height: level.height }) : '';
  };
  const active = levelName(activeLevel);
  const autoLabel = active ? t('player.qualityAutoActive', { level: active }) : t('player.qualityAuto');
  const current = quality === 'auto' ? autoLabel : levelName(quality);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);
  if (levels.length < 2) return null;
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (choice: QualityChoice) => {
    onChoose(choice);
    close(true);
  };
  const items: Array<{ choice: QualityChoice; label: string }> = [
    { choice: 'auto', label: autoLabel },
    ...[...levels].reverse().map((level) => ({ choice: level.index as QualityChoice, label: t('player.level', { height: level.height }) })),
  ];
  return (
    <div
      class="quality"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      // Focus leaving the button and its menu (Tab on, a click elsewhere) closes the menu.
      onFocusOut={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && !(next && (event.currentTarget as HTMLElement).contains(next))) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        class="control quality-button"
        aria-haspopup="menu"
        aria-expanded={open}
        title={badConnection ? t('player.badConnection') : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name="settings" />
        {/* The name is the visible text after a hidden "Quality:", so what a speech user reads out is the name (WCAG 2.5.3). */}
        <span class="visually-hidden">{t('player.quality')}: </span>
        <span class="quality-current">{current}</span>
      </button>
      {open ? (
        <div ref={menu} class="quality-menu" role="menu" aria-label={t('player.quality')} onKeyDown={(event) => moveFocus(event, menu.current)}>
          {items.map((item) => (
            <button
              key={String(item.choice)}
              type="button"
              role="menuitemradio"
              aria-checked={item.choice === quality}
              class="quality-item"
              data-quality={String(item.choice)}
              onClick={() => choose(item.choice)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Up/down arrows walk the menu items (the keys do not reach the player's seek and volume shortcuts). */
function moveFocus(event: KeyboardEvent, menu: HTMLElement | null): void {
  if (!menu || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  event.preventDefault();
  event.stopPropagation();
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
  const at = items.indexOf(menu.getRootNode() instanceof ShadowRoot ? ((menu.getRootNode() as ShadowRoot).activeElement as HTMLElement) : (document.activeElement as HTMLElement));
  const next = items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length];
  next?.focus();
}
