import { describe, expect, it } from 'vitest';
import { scrollActionFor, type ScrollAction, type ScrollArrival } from './index';

const arrive = (patch: Partial<ScrollArrival>): ScrollArrival => ({ navigation: 'push', search: '', hash: '', savedY: null, samePath: false, ...patch });

describe('scrollActionFor', () => {
  it.each<[string, Partial<ScrollArrival>, ScrollAction]>([
    // spec 000 §2: "The page query parameter scrollTo scrolls to the element with the given id"
    ['spec 000 §2: scrollTo on a first load', { navigation: 'load', search: '?scrollTo=videos' }, { kind: 'element', id: 'videos' }],
    ['spec 002 §2.4: "scrollTo scrolls to the element with that id" on a new page', { search: '?a=1&scrollTo=about' }, { kind: 'element', id: 'about' }],
    ['scrollTo wins over a #fragment', { search: '?scrollTo=videos', hash: '#about' }, { kind: 'element', id: 'videos' }],
    ['a #fragment on a new page names the element', { hash: '#about%20me' }, { kind: 'element', id: 'about me' }],
    ['an empty scrollTo falls back to the #fragment', { search: '?scrollTo=', hash: '#about' }, { kind: 'element', id: 'about' }],
    // spec 002 §2.4: "noscroll on a page load suppresses scrolling to an anchor"
    ['spec 002 §2.4: noscroll suppresses the #fragment on a page load', { navigation: 'load', search: '?noscroll', hash: '#videos' }, { kind: 'top' }],
    ['noscroll suppresses scrollTo on a page load', { navigation: 'load', search: '?noscroll=1&scrollTo=videos' }, { kind: 'top' }],
    ['noscroll suppresses the anchor of a new page too', { search: '?noscroll=true', hash: '#videos' }, { kind: 'top' }],
    ['noscroll without an anchor leaves a first load alone', { navigation: 'load', search: '?noscroll' }, { kind: 'keep' }],
    ['noscroll=0 is off', { navigation: 'load', search: '?noscroll=0&scrollTo=videos' }, { kind: 'element', id: 'videos' }],
    ['noscroll=false is off', { search: '?noscroll=false', hash: '#a' }, { kind: 'element', id: 'a' }],
    // issue 12 item 3 and spec 001 §2 "restored scroll position": Back returns to where the guest was.
    ['Back returns to the saved position', { navigation: 'pop', savedY: 4797 }, { kind: 'restore', y: 4797 }],
    ['Back returns to the saved position, not to scrollTo', { navigation: 'pop', savedY: 120, search: '?scrollTo=videos' }, { kind: 'restore', y: 120 }],
    ['Back without a saved position leaves the page alone', { navigation: 'pop', savedY: null }, { kind: 'keep' }],
    ['a new page starts at the top', { navigation: 'push' }, { kind: 'top' }],
    ['the first page of a visit stays where the browser put it', { navigation: 'load' }, { kind: 'keep' }],
    ['spec 002 §2.4: removing flow parameters from the URL (replace, same path) keeps the position', { navigation: 'replace', samePath: true, search: '?scrollTo=x' }, { kind: 'keep' }],
    ['a redirect (replace to another path) starts at the top', { navigation: 'replace', samePath: false }, { kind: 'top' }],
    ['issue 15 §5: opening the search overlay (push of ?search= on the same page) keeps the position', { navigation: 'push', samePath: true, searchOverlayOnly: true, search: '?search=' }, { kind: 'keep' }],
    ['issue 15 §2: a filter of the actor search (push of its own query, marked in place) keeps the position', { navigation: 'push', samePath: true, inPlace: true, search: '?gender=F' }, { kind: 'keep' }],
    ['a push marked in place onto another path starts at the top', { navigation: 'push', samePath: false, inPlace: true, search: '' }, { kind: 'top' }],
    ['issue 15 §5: Back closing the search overlay keeps the position', { navigation: 'pop', savedY: 0, searchOverlayOnly: true }, { kind: 'keep' }],
    ['a redirect honours scrollTo', { navigation: 'replace', samePath: false, search: '?scrollTo=top-cams' }, { kind: 'element', id: 'top-cams' }],
  ])('%s', (_name, patch, expected) => {
    expect(scrollActionFor(arrive(patch))).toEqual(expected);
  });
});
