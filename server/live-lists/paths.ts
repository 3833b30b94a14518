/** The live picture H's server/live serves (contract §2 "GET /media/live-picture/<actorId>.jpg"). */
export function livePicturePathBase(actorId: number): string {
  return `/media/live-picture/${actorId}.jpg`;
}
