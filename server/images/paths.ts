/** Image kinds, their sizes and URL paths: GET /img/<kind>/<id>/<size>.svg. */
import type { AvatarImages, PreviewImages } from '../../sdk/api/types';

export type ImageKind = 'performer' | 'cover' | 'video' | 'picture';
export const IMAGE_KINDS: readonly ImageKind[] = ['performer', 'cover', 'video', 'picture'];

export const AVATAR_SIZES = ['w60', 'w140', 'w160', 'w320', 'w640'] as const satisfies readonly (keyof AvatarImages)[];
export const PREVIEW_SIZES = ['w320', 'w640', 'w1280'] as const satisfies readonly (keyof PreviewImages)[];
export const ALL_SIZES = ['w60', 'w140', 'w160', 'w320', 'w640', 'w1280'] as const;
export type ImageSize = (typeof ALL_SIZES)[number];

/** Sizes rendered for a kind: performer avatars get the avatar sizes, everything else preview sizes. */
export function sizesOf(kind: ImageKind): readonly ImageSize[] {
  return kind === 'performer' ? AVATAR_SIZES : PREVIEW_SIZES;
}

/** Height of an image of a kind at a width: avatars square, pictures 3:4 portrait, the rest 16:9. */
export function heightOf(kind: ImageKind, width: number): number {
  if (kind === 'performer') return width;
  if (kind === 'picture') return Math.round((width * 4) / 3);
  return Math.round((width * 9) / 16);
}

export const imageKey = (kind: ImageKind, id: number, size: ImageSize) => `${kind}/${id}/${size}`;
export const imagePath = (kind: ImageKind, id: number, size: ImageSize) => `/img/${imageKey(kind, id, size)}.svg`;

/** The avatar field of performer tiles and profiles. */
export function avatarImages(performerId: number): AvatarImages {
  const path = (size: ImageSize) => imagePath('performer', performerId, size);
  return { w60: path('w60'), w140: path('w140'), w160: path('w160'), w320: path('w320'), w640: path('w640') };
}

/** The preview field of videos, pictures and performer covers. */
export function previewImages(kind: Exclude<ImageKind, 'performer'>, id: number): PreviewImages {
  return { w320: imagePath(kind, id, 'w320'), w640: imagePath(kind, id, 'w640'), w1280: imagePath(kind, id, 'w1280') };
}
