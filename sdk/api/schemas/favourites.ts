/** Wire schema of GET guest/favorite/actors (spec 000 §7 "favorite/actors (page of 10)"). */
import { Type } from 'typebox';
import { AvatarImagesSchema } from './catalog';

/** GET guest/favorite/actors: one page, with onlineCount and total over all pages. */
export const FavouriteActorsPageSchema = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), isOnline: Type.Boolean(), name: Type.String(), avatar: AvatarImagesSchema })),
  onlineCount: Type.Integer(),
  total: Type.Integer(),
});
