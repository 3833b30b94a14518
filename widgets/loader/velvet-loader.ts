/**
 * The embed loader a partner page includes with
 *   <script>window.velvet=window.velvet||function(){(velvet.q=velvet.q||[]).push(arguments)}</script>
 *   <script async src="ORIGIN/loader/velvet-loader.js"></script>
 * It loads ORIGIN/widgets/velvet-widgets.js (which registers every element) and replays queued calls.
 */
import { ensureStub, replayQueue, type VelvetWindow, type WidgetsModule } from './replay';

/** The origin that served this loader: widgets and API come from there, not from the partner page. */
function loaderOrigin(): string {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src || document.querySelector<HTMLScriptElement>('script[src*="velvet-loader"]')?.src || location.href;
  return new URL(src, location.href).origin;
}

const win = window as unknown as VelvetWindow;
if (!ensureStub(win).loaded) {
  const url = `${loaderOrigin()}/widgets/velvet-widgets.js`;
  // A URL in a variable keeps rollup from bundling it: the browser fetches the widget module at run time.
  import(/* webpackIgnore: true */ url).then(
    (widgets: WidgetsModule) => replayQueue(win, widgets),
    (error: unknown) => console.warn(`velvet: could not load ${url}`, error),
  );
}
