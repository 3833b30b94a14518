/** The hub contract of issue 4, owned by RT-SERVER (server/realtime/hub.ts); re-exported so the domain imports one place. */
export type { ActorFansProvider, ClientHandler, RealtimeHub } from '../realtime/hub';
