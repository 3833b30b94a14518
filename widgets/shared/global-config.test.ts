import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGlobalConfig, onGlobalConfigChange, resetGlobalConfig, setGlobalConfig } from './global-config';
import { widgetScriptOrigin } from './script-origin';

afterEach(() => resetGlobalConfig());

describe('global widget config (velvet("init"))', () => {
  it('merges known string options and notifies listeners', () => {
    const listener = vi.fn();
    onGlobalConfigChange(listener);
    setGlobalConfig({ lang: 'de', w: 'partner-123' });
    setGlobalConfig({ ws: 'sidebar' });
    expect(getGlobalConfig()).toEqual({ lang: 'de', w: 'partner-123', ws: 'sidebar' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ colour: 'red' }, 'velvet init: unknown option "colour", expected one of lang, apiBase, linkBase, w, ws, wt, gk_cid, adtv, sub, option'],
    [{ w: 123 }, 'velvet init: option "w" expected a string, got number'],
  ])('reports %j and ignores it', (patch, message) => {
    const warn = vi.fn();
    setGlobalConfig(patch, warn);
    expect(warn).toHaveBeenCalledWith(message);
    expect(getGlobalConfig()).toEqual({});
  });
});

describe('widgetScriptOrigin is the default api-base', () => {
  it.each([
    ['http://localhost:8080/widgets/chunks/a.js', 'http://localhost:8080'],
    ['https://cdn.example.com/widgets/velvet-widgets.js', 'https://cdn.example.com'],
    ['file:///work/main/widgets/shared/script-origin.ts', ''],
  ])('%s -> "%s"', (url, origin) => {
    expect(widgetScriptOrigin(url)).toBe(origin);
  });
});
