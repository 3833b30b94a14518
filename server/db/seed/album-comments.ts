/**
 * Demo comments under the seeded albums (issue 13 §5): guests' notes and now
 * and then the performer's answer (isCreator), so the gallery's comments and
 * their paging (5 at a time, spec 001 §9) show on a fresh start. Seeded
 * guests have no account: guest_id stays null, like the performer's.
 */
import type { AlbumCommentsTable } from '../../albums/tables';
import type { AlbumsTable, PerformersTable } from '../schema';
import { CATALOG_REFERENCE_DATE } from './generate';
import { createRandom } from './prng';

const GUEST_NAMES = ['Alex_77', 'Nordlicht', 'jan.k', 'Mira', 'ocean_blue', 'Tom', 'Lotte', 'Sam_R', 'Pablo', 'night_owl', 'Ruben', 'Kiki'];
const GUEST_TEXTS = [
  'Beautiful light in these pictures!', 'Great set, thank you.', 'The third one is my favourite.', 'Wow, what a location.',
  'Love the colours.', 'More like this please!', 'Stunning as always.', 'Such a nice mood in this album.', 'Top!', 'Very artistic.',
];
const CREATOR_TEXTS = ['Thank you so much! ❤', 'Glad you like it, more coming soon.', 'Thanks for your kind words!'];
const HOUR = 3_600_000;

/** Comments for every album: 0 to 9 per album, newest last; a few albums get none. */
export function* albumComments(seed: number, albums: readonly AlbumsTable[], performers: readonly PerformersTable[]): Generator<AlbumCommentsTable> {
  const random = createRandom(seed * 7919 + 13);
  const names = new Map(performers.map((p) => [p.id, p.name]));
  for (const album of albums) {
    const count = random.weighted([[0, 2], [2, 3], [4, 3], [7, 3], [9, 2]] as const);
    const start = Date.parse(album.created_at);
    for (let n = 0; n < count; n++) {
      const isCreator = n > 0 && random.chance(0.2);
      const at = Math.min(start + (n + 1) * random.int(2, 40) * HOUR, CATALOG_REFERENCE_DATE);
      yield {
        id: `seed-${album.id}-${n}`,
        album_id: album.id,
        guest_id: null,
        author_name: isCreator ? (names.get(album.performer_id) ?? 'Performer') : random.pick(GUEST_NAMES),
        is_creator: isCreator ? 1 : 0,
        text: isCreator ? random.pick(CREATOR_TEXTS) : random.pick(GUEST_TEXTS),
        created_at: new Date(at).toISOString(),
      };
    }
  }
}
