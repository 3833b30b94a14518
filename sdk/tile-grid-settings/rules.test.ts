import { describe, expect, it } from 'vitest';
import { mergeTileGridSettings, readTileGridSettings, restoredView, type TileGridSettings } from './rules';

describe('tile grid settings (spec 001 §3 "Tile grid settings: kept per grid type on the guest")', () => {
  const stored: TileGridSettings = { order: 'topRated', types: ['vip'] };

  it.each([
    ['a new order replaces the stored one', 'videos', { order: 'cheapest' }, { ...stored, order: 'cheapest' }],
    ['null removes a field (the grid default again)', 'videos', { order: null }, { types: ['vip'] }],
    ['fields not given stay', 'newVideos', {}, stored],
    ['types are kept in panel order, once each', 'videos', { types: ['classic', 'free', 'free'] }, { ...stored, types: ['free', 'classic'] }],
    ['an empty type list is a choice too', 'videos', { types: [] }, { ...stored, types: [] }],
  ] as const)('%s', (_name, type, change, expected) => {
    expect(mergeTileGridSettings(type, stored, change)).toEqual({ ok: true, settings: expected });
  });

  it.each([
    ['an unknown order', 'videos', { order: 'loudest' }, 'settings.order'],
    ['a type the panel does not offer', 'videos', { types: ['bought'] }, 'settings.types'],
    ['types that are no list', 'videos', { types: 'vip' }, 'settings.types'],
    ['a tile size (no control changes it)', 'videos', { tileSize: 'large' }, 'settings.tileSize'],
    ['an unknown field', 'videos', { colour: 'red' }, 'settings.colour'],
    ['a video order on a performer grid', 'performers', { order: 'newest' }, 'settings.order'],
    ['no object', 'videos', ['order'], 'settings'],
    ['null', 'videos', null, 'settings'],
  ] as const)('refuses %s, naming %s', (_name, type, change, field) => {
    const result = mergeTileGridSettings(type, stored, change);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.field).toBe(field);
  });

  it('reads old or hand-edited rows leniently: bad fields are dropped, good ones kept', () => {
    expect(readTileGridSettings('videos', { order: 'newest', types: 'vip', extra: 1 })).toEqual({ order: 'newest' });
    expect(readTileGridSettings('videos', 'junk')).toEqual({});
  });

  it.each([
    ['the address says nothing: the remembered settings', { order: null, types: null }, { order: 'cheapest', types: ['free'] }, { order: 'cheapest', types: ['free'] }],
    ['the address wins for the order', { order: 'newest', types: null }, { order: 'cheapest', types: ['free'] }, { order: 'newest', types: ['free'] }],
    ['the address wins for the filters, even an empty one', { order: null, types: [] }, { order: 'cheapest', types: ['free'] }, { order: 'cheapest', types: [] }],
    ['nothing remembered: the grid default', { order: null, types: null }, {}, { order: null, types: [] }],
  ] as const)('restores: %s', (_name, address, remembered, expected) => {
    expect(restoredView({ order: address.order, types: address.types === null ? null : [...address.types] }, remembered as TileGridSettings)).toEqual(expected);
  });
});
