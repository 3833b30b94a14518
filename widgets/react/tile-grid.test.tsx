// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VelvetTileGridElement } from '../tile-grid/tile-grid';
import { VelvetTileGrid } from './index';
import { reactRootPerTest } from './test-root';

beforeEach(() => {
  // The element loads on connect; answer with an empty grid.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":true,"data":{"initialTiles":[],"total":0}}')));
});
afterEach(() => vi.unstubAllGlobals());

const view = reactRootPerTest();

describe('VelvetTileGrid (React 19 wrapper)', () => {
  it('passes objects and camelCase options as element properties and className as class', () => {
    view.render(<VelvetTileGrid type="videos" filter={{ free: true }} pageSize={12} apiBase="" linkBase="" className="home-grid" />);
    const element = view.container().querySelector('velvet-tile-grid') as VelvetTileGridElement;
    expect(element.filter).toEqual({ free: true });
    expect(element.pageSize).toBe(12);
    expect(element.type).toBe('videos');
    expect(element.getAttribute('class')).toBe('home-grid');
  });

  it('calls onSelect with the velvet-select event and stops listening after unmount', () => {
    const onSelect = vi.fn();
    view.render(<VelvetTileGrid type="performers" apiBase="" onSelect={onSelect} />);
    const element = view.container().querySelector('velvet-tile-grid')!;
    element.dispatchEvent(new CustomEvent('velvet-select', { detail: { href: '/x/' } }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0].detail).toEqual({ href: '/x/' });
    view.render(<div />);
    element.dispatchEvent(new CustomEvent('velvet-select', { detail: { href: '/y/' } }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
