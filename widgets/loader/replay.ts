/**
 * The embed loader's command queue. A partner page calls `velvet(...)` before the
 * widgets arrive; the stub only records the calls, and once the widget bundle is
 * loaded each recorded call runs exactly once, in order, through the real dispatcher.
 * No sdk import here: the loader has a 2 KB budget.
 */

export type CommandArgs = ArrayLike<unknown>;

export interface VelvetStub {
  (...args: unknown[]): void;
  q?: CommandArgs[];
  /** Set on the real dispatcher, so a second copy of the loader does nothing. */
  loaded?: boolean;
}

export interface VelvetWindow {
  velvet?: VelvetStub;
}

/** What the loader needs from the widget bundle. */
export interface WidgetsModule {
  setGlobalConfig(config: Record<string, unknown>): void;
  openModal(id: string, props?: Record<string, unknown>, options?: { language?: string }): Promise<unknown>;
  closeModal(): Promise<unknown>;
}

/** Defines the queue stub unless the page's snippet already did. */
export function ensureStub(win: VelvetWindow): VelvetStub {
  if (typeof win.velvet !== 'function') {
    const stub: VelvetStub = function (...args: unknown[]) {
      (stub.q ??= []).push(args);
    };
    win.velvet = stub;
  }
  return win.velvet;
}

/** The commands a partner page may call; the warning for a typo lists them. */
const COMMANDS = 'init, openModal, closeModal';

/** The real `velvet(command, ...args)`. Unknown commands are reported, not thrown: a partner typo must not break their page. */
export function createDispatcher(widgets: WidgetsModule, warn: (message: string) => void): VelvetStub {
  const dispatcher: VelvetStub = (command, ...args) => {
    if (command === 'init') {
      widgets.setGlobalConfig((args[0] ?? {}) as Record<string, unknown>);
    } else if (command === 'openModal' && typeof args[0] !== 'string') {
      warn(`velvet: openModal expected a modal id (string), got ${typeof args[0]}`);
    } else if (command === 'openModal' || command === 'closeModal') {
      // Both load the modal host on demand; a failed load is reported, never an unhandled rejection on the partner's page.
      // The third argument ({ language }) travels too: a partner page in Spanish opens a Spanish modal (issue 16 item 3).
      const done =
        command === 'openModal'
          ? widgets.openModal(args[0] as string, args[1] as Record<string, unknown> | undefined, (args[2] ?? {}) as { language?: string })
          : widgets.closeModal();
      done.catch((error: unknown) => warn(`velvet: ${command} failed: ${String(error)}`));
    } else {
      warn(`velvet: unknown command "${String(command)}", expected one of: ${COMMANDS}`);
    }
  };
  dispatcher.loaded = true;
  return dispatcher;
}

/** Swaps the stub for the real dispatcher, then replays every queued call once, in order. */
export function replayQueue(win: VelvetWindow, widgets: WidgetsModule, warn: (message: string) => void = console.warn): void {
  const queued = ensureStub(win).q ?? [];
  const dispatcher = createDispatcher(widgets, warn);
  // Replace first, so a call made by a replayed command goes straight to the dispatcher.
  win.velvet = dispatcher;
  for (const args of queued.splice(0)) dispatcher(...Array.from(args));
}
