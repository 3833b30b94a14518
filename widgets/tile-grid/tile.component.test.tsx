// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk/config';
import type { VideoTile } from '../../sdk/api/types';
import { widgetTranslator } from '../i18n';
import { videoTile } from './test-fixtures';
import { TileView } from './tile.component';
import { freshContainerPerTest } from '../shared/test-container';

const container = freshContainerPerTest();

function renderTile(tile: VideoTile, language: Language = 'en') {
  render(
    <TileView tile={tile} href="/v/1/" language={language} t={widgetTranslator(language)} resolveUrl={(path) => path} onSelect={() => true} />,
    container(),
  );
  const badges = [...container().querySelectorAll<HTMLElement>('.badge')];
  return { texts: badges.map((b) => b.textContent), classes: badges.map((b) => b.className), price: container().querySelector('.price') };
}

// issue 3 §6: "Content restrictions (needs login, needs age check, needs subscription, needs purchase) are computed
// by the server for every media item it serves" — the tile shows the two a guest reads at a glance.
describe('video tile access badges', () => {
  it.each([
    ['nothing bought, nothing to check', { restrictions: ['needsLogin', 'needsPurchase'] }, [], true],
    ['bought: a Bought badge and no price', { guestInfo: { bought: true } }, ['Bought'], false],
    ['needsAgeCheck: an 18+ badge', { ageRating: 18, restrictions: ['needsLogin', 'needsAgeCheck', 'needsPurchase'] }, ['18+'], true],
    ['18-rated but AVS accepted: no 18+ badge', { ageRating: 18, restrictions: ['needsPurchase'] }, [], true],
    ['bought and needs the age check, with offer badges after them', { new: true, guestInfo: { bought: true }, restrictions: ['needsAgeCheck'] }, ['18+', 'Bought', 'New'], false],
  ] as const)('%s', (_name, patch, expected, showsPrice) => {
    const { texts, price } = renderTile(videoTile(1, patch as Partial<VideoTile>));
    expect(texts).toEqual(expected);
    expect(price !== null).toBe(showsPrice);
  });

  it('marks the access badges with modifier classes for styling', () => {
    const { classes } = renderTile(videoTile(1, { guestInfo: { bought: true }, restrictions: ['needsAgeCheck'], vip: true }));
    expect(classes).toEqual(['badge badge--age', 'badge badge--bought', 'badge']);
  });

  it.each([
    ['de', 'Gekauft'],
    ['en', 'Bought'],
    ['es', 'Comprado'],
    ['nl', 'Gekocht'],
  ] as const)('speaks %s', (language, bought) => {
    expect(renderTile(videoTile(1, { guestInfo: { bought: true }, restrictions: ['needsAgeCheck'] }), language).texts).toEqual(['18+', bought]);
  });
});
