import { describe, expect, it } from 'vitest';
import type { Screen } from '../routes';
import { performerTeasers, type PerformerTeaserFacts } from './performer-teasers';

// spec 001 §7 "POST teaser/getTeasers (routeName, routeArgs)": on her profile pages the arguments carry the performer.
describe('performer teasers', () => {
  const all: PerformerTeaserFacts = { name: 'AnnaSun', online: true, onSaleVideos: 3, collection: { slug: 'toy-control', name: 'Toy control' } };
  const ids = (route: Screen, facts: Partial<PerformerTeaserFacts> = {}) => performerTeasers(route, { ...all, ...facts }, 'en').map((t) => t.id);

  it.each<[Screen, Partial<PerformerTeaserFacts>, string[]]>([
    ['actorProfile', {}, ['performerLive', 'performerOnSale', 'performerCollection']],
    // Never a teaser leading to the page it is on.
    ['actorLiveShow', {}, ['performerOnSale', 'performerCollection']],
    ['actorVideos', {}, ['performerLive', 'performerCollection']],
    ['actorProfile', { online: false }, ['performerOnSale', 'performerCollection']],
    ['actorProfile', { onSaleVideos: 0 }, ['performerLive', 'performerCollection']],
    ['actorProfile', { online: false, onSaleVideos: 0, collection: null }, []],
    // Not a profile page: nothing about a performer.
    ['videos', {}, []],
  ])('%s with %j -> %j', (route, facts, expected) => {
    expect(ids(route, facts)).toEqual(expected);
  });

  it('fills in her name, the count and the collection, with paths in the language', () => {
    const [live, sale, collection] = performerTeasers('actorPictures', all, 'es');
    expect(live).toMatchObject({ headline: 'AnnaSun está en directo', target: 'actorLiveShow', path: '/es/amateur/annasun/show-en-vivo/' });
    expect(sale).toMatchObject({ text: '3 de sus vídeos cuestan menos ahora mismo.', path: '/es/amateur/annasun/videos/' });
    expect(collection).toMatchObject({ headline: 'De la colección «Toy control»', target: 'performerCollection', path: '/es/buscar-modelos/coleccion/toy-control/' });
  });
});
