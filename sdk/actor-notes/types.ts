/** spec 001 §3 "Actor note: actorId, comment"; an empty comment means the guest has no note. */
export interface ActorNote {
  actorId: number;
  comment: string;
}
