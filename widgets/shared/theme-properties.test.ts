// issue 16 §3: "theming by documented CSS custom properties". The documented table must be exactly what the widgets'
// CSS honours: a property the CSS reads but the table leaves out is undocumented, one the table lists but no CSS reads
// does nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_PROPERTIES, type ThemedWidget } from './theme-properties';

const WIDGETS_DIR = join(import.meta.dirname, '..');

/** Which element a stylesheet ends up in (a nested component's sheet counts for the element that shows it). */
const SHEET_WIDGETS: Record<string, readonly ThemedWidget[]> = {
  'tile-grid/tile-grid.css': ['velvet-tile-grid'],
  'messenger/messenger.css': ['velvet-messenger'],
  'messenger/gift-picker.css': ['velvet-messenger'],
  'modal-host/modal-host.css': ['velvet-modal-host'],
  'survey/survey.css': ['velvet-modal-host', 'velvet-chat-button'],
  'chat-button/chat-button.css': ['velvet-chat-button'],
  'chat-room/chat-room.css': ['velvet-chat-button'],
  'voice-call/voice-call.css': ['velvet-chat-button'],
  'search-overlay/search-overlay.css': ['velvet-search-overlay'],
  'player/player.css': ['velvet-player'],
  'shared/velvet-button.css': ['velvet-button'],
  'shared/tooltip.css': ['tooltip'],
};

function cssFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.css') ? [`${prefix}${entry.name}`] : []);
}

/** property name → the widgets whose CSS reads it, from the sources. */
function propertiesInCss(): Map<string, Set<ThemedWidget>> {
  const found = new Map<string, Set<ThemedWidget>>();
  for (const file of cssFiles(WIDGETS_DIR)) {
    const names = [...readFileSync(join(WIDGETS_DIR, file), 'utf8').matchAll(/var\((--velvet-[a-z0-9-]+)/g)].map((match) => match[1]!);
    if (names.length === 0) continue;
    const widgets = SHEET_WIDGETS[file];
    expect(widgets, `${file} reads --velvet-* properties: add it to SHEET_WIDGETS`).toBeDefined();
    for (const name of names) for (const widget of widgets!) (found.get(name) ?? found.set(name, new Set()).get(name)!).add(widget);
  }
  return found;
}

describe('THEME_PROPERTIES', () => {
  it('lists exactly the --velvet-* properties the CSS reads, each with the widgets that honour it', () => {
    const fromCss = Object.fromEntries([...propertiesInCss()].map(([name, widgets]) => [name, [...widgets].sort()]));
    const documented = Object.fromEntries(THEME_PROPERTIES.map((property) => [property.name, [...property.widgets].sort()]));
    expect(documented).toEqual(fromCss);
  });

  it('documents each property once, with a description and a default', () => {
    expect(new Set(THEME_PROPERTIES.map((property) => property.name)).size).toBe(THEME_PROPERTIES.length);
    for (const property of THEME_PROPERTIES) {
      expect(property.description.length, property.name).toBeGreaterThan(5);
      expect(property.defaultValue, property.name).not.toBe('');
    }
  });
});
