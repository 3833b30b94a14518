/**
 * The CSS custom properties the widgets honour (issue 16 §3: "theming by documented CSS custom properties"), as one
 * table the docs render. A partner sets them on the widget element or any ancestor (they inherit into the shadow
 * root), e.g. `velvet-tile-grid { --velvet-accent: #0b6e4f; }`. theme-properties.test.ts keeps the table equal to
 * the var(--velvet-*) uses in the widgets' CSS; tests/e2e/partner-strict-csp.test.ts checks that each tile-grid
 * property changes the rendered grid. Sizes in px or em (never rem: it follows the partner's root font size).
 */

/** Where a property applies: the public elements, plus the shared button and tooltip components. */
export type ThemedWidget =
  | 'velvet-tile-grid' | 'velvet-messenger' | 'velvet-modal-host' | 'velvet-chat-button' | 'velvet-search-overlay' | 'velvet-player'
  | 'velvet-button' | 'tooltip';

export interface ThemeProperty {
  name: `--velvet-${string}`;
  /** What it changes, in the docs' words. */
  description: string;
  /** The value used when the page sets none (the widget's own default; differs slightly per widget where noted). */
  defaultValue: string;
  widgets: readonly ThemedWidget[];
}

export const THEME_PROPERTIES: readonly ThemeProperty[] = [
  { name: '--velvet-accent', description: 'Brand colour: buttons, prices, badges, links, active states', defaultValue: '#b0125b', widgets: ['velvet-tile-grid', 'velvet-messenger', 'velvet-chat-button', 'velvet-search-overlay', 'velvet-player', 'velvet-modal-host'] },
  { name: '--velvet-accent-text', description: 'Text in the accent colour on light surfaces (links, active channel)', defaultValue: 'var(--velvet-accent)', widgets: ['velvet-messenger'] },
  { name: '--velvet-text', description: 'Text colour on the widget surfaces', defaultValue: '#1d1b22', widgets: ['velvet-chat-button', 'velvet-tile-grid', 'velvet-messenger', 'velvet-search-overlay', 'velvet-modal-host'] },
  { name: '--velvet-page-text', description: 'Text colour of messages that sit on the partner page, not on a tile (empty and error states): set it on a dark page', defaultValue: 'var(--velvet-text)', widgets: ['velvet-tile-grid'] },
  { name: '--velvet-muted', description: 'Secondary text (hints, counts)', defaultValue: '#5c5c66', widgets: ['velvet-chat-button', 'velvet-search-overlay', 'velvet-modal-host'] },
  { name: '--velvet-surface', description: 'Background of tiles, panels and dialogs', defaultValue: '#f4f1f6 (tiles), #fff (overlay)', widgets: ['velvet-chat-button', 'velvet-tile-grid', 'velvet-messenger', 'velvet-search-overlay', 'velvet-modal-host'] },
  { name: '--velvet-border', description: 'Border colour of panels and inputs', defaultValue: '#d9d9e0', widgets: ['velvet-messenger', 'velvet-search-overlay', 'velvet-chat-button'] },
  { name: '--velvet-control', description: 'Background of inputs and controls', defaultValue: '#fff', widgets: ['velvet-messenger'] },
  { name: '--velvet-focus', description: 'Keyboard focus ring colour', defaultValue: '#ffd166', widgets: ['velvet-chat-button', 'velvet-search-overlay', 'velvet-player'] },
  { name: '--velvet-danger', description: 'Errors and destructive actions (hang up, delete)', defaultValue: '#b00020', widgets: ['velvet-messenger', 'velvet-search-overlay', 'velvet-chat-button'] },
  { name: '--velvet-error', description: 'Error text in forms (survey)', defaultValue: '#b00020', widgets: ['velvet-modal-host', 'velvet-chat-button'] },
  { name: '--velvet-disabled', description: 'Disabled controls (survey)', defaultValue: '#9a9aa0', widgets: ['velvet-modal-host', 'velvet-chat-button'] },
  { name: '--velvet-success', description: 'Success messages and states', defaultValue: '#13743f', widgets: ['velvet-messenger', 'velvet-search-overlay'] },
  { name: '--velvet-radius', description: 'Corner radius of tiles, buttons and panels', defaultValue: '8px', widgets: ['velvet-tile-grid', 'velvet-messenger', 'velvet-chat-button', 'velvet-search-overlay', 'velvet-player'] },
  { name: '--velvet-gap', description: 'Space between tiles and between messenger panes', defaultValue: '16px', widgets: ['velvet-tile-grid', 'velvet-messenger'] },
  { name: '--velvet-font', description: 'Font family', defaultValue: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', widgets: ['velvet-tile-grid', 'velvet-messenger', 'velvet-chat-button', 'velvet-search-overlay', 'velvet-player', 'velvet-button', 'tooltip'] },
  { name: '--velvet-bubble-mine', description: "Background of the guest's own messages", defaultValue: '#b0125b', widgets: ['velvet-messenger'] },
  { name: '--velvet-bubble-mine-text', description: "Text of the guest's own messages", defaultValue: '#fff', widgets: ['velvet-messenger'] },
  { name: '--velvet-bubble-theirs', description: "Background of the performer's messages", defaultValue: '#f0ecf3', widgets: ['velvet-messenger'] },
  { name: '--velvet-messenger-height', description: 'Height of the messenger', defaultValue: '640px', widgets: ['velvet-messenger'] },
  { name: '--velvet-player-ratio', description: 'Aspect ratio of the player box', defaultValue: '16 / 9', widgets: ['velvet-player'] },
  { name: '--velvet-search-z-index', description: 'Stacking order of the search overlay', defaultValue: '9500', widgets: ['velvet-search-overlay'] },
  { name: '--velvet-modal-bg', description: 'Dialog background', defaultValue: '#fff', widgets: ['velvet-modal-host'] },
  { name: '--velvet-modal-fg', description: 'Dialog text colour', defaultValue: '#1d1b22', widgets: ['velvet-modal-host'] },
  { name: '--velvet-modal-accent', description: 'Dialog buttons, links and focus ring', defaultValue: '#7a1f4b', widgets: ['velvet-modal-host'] },
  { name: '--velvet-modal-backdrop', description: 'The dimmed page behind a dialog', defaultValue: 'rgba(12, 8, 16, 0.6)', widgets: ['velvet-modal-host'] },
  { name: '--velvet-modal-radius', description: 'Dialog corner radius', defaultValue: '12px', widgets: ['velvet-modal-host'] },
  { name: '--velvet-modal-width', description: 'Largest dialog width', defaultValue: '600px', widgets: ['velvet-modal-host'] },
  { name: '--velvet-button-color', description: 'Background of the shared action button', defaultValue: '#b0135a', widgets: ['velvet-button'] },
  { name: '--velvet-button-text', description: 'Text of the shared action button', defaultValue: '#fff', widgets: ['velvet-button'] },
  { name: '--velvet-button-failure', description: "The shared action button's failure mark", defaultValue: '#ffd2d2', widgets: ['velvet-button'] },
  { name: '--velvet-tooltip-background', description: 'Tooltip background', defaultValue: '#1f1a24', widgets: ['tooltip'] },
  { name: '--velvet-tooltip-color', description: 'Tooltip text', defaultValue: '#fff', widgets: ['tooltip'] },
  { name: '--velvet-tooltip-max-width', description: 'Tooltip width limit', defaultValue: '280px', widgets: ['tooltip'] },
  { name: '--velvet-tooltip-z-index', description: 'Tooltip stacking order', defaultValue: '10002', widgets: ['tooltip'] },
];
