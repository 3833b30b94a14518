/**
 * Live chat in one process (issue 14 contract §3): the session service, the
 * per-minute ticker that resumes every running chat after a restart, the
 * text chat with its simulated answers, the realtime chatMessage handler and
 * the `chat` access check of the live playlists. The platform makes one.
 */
import pino from 'pino';
import type { AppContext } from '../context';
import type { ChangePublisher } from '../changes';
import type { RealtimeHub } from '../realtime/hub';
import { endVoiceCallsOfActor } from '../live-shows/voice-calls';
import { guestLanguage } from '../realtime-domain/texts';
import { createChatText, type ChatText, type ChatTextOptions } from './chat-replies';
import { LiveChatService, type LiveChatOptions } from './service';
import { chatStreamState, registerChatAccess } from './stream-link';

export interface LiveChatRuntimeOptions extends LiveChatOptions {
  /** Run the ticker on real timers (default true; tests drive `service.tick()` with a fake clock instead). */
  autoTick?: boolean;
  text?: ChatTextOptions;
}

export interface LiveChatRuntime {
  service: LiveChatService;
  text: ChatText;
  /** Stops the ticker and the pending answers, waiting for a running tick. */
  close(): Promise<void>;
}

/** The ticker's period: a few times per minute, so a minute is billed within about a second of its start. */
export function tickInterval(minuteMs: number): number {
  return Math.min(1000, Math.max(20, Math.floor(minuteMs / 20)));
}

export function startLiveChat(context: AppContext, hub: RealtimeHub, publishChanges: ChangePublisher, options: LiveChatRuntimeOptions = {}): LiveChatRuntime {
  const { db } = context.database;
  const service = new LiveChatService(db, publishChanges, {
    minuteMs: context.config.chatMinuteMs,
    streamState: (actorId) => chatStreamState(context, actorId),
    ...options,
  });
  const log = pino({ level: context.config.logLevel, name: 'live-chat' });
  const text = createChatText(db, publishChanges, { now: service.now, onError: (error) => log.warn({ err: error }, 'chat answer failed'), ...options.text });

  hub.registerClientHandler('chatMessage', async ({ guest, message }) => {
    const row = await db.selectFrom('guests').select('preferences').where('id', '=', guest.id).executeTakeFirst();
    return text.send(guest.id, String(message.chatId ?? ''), String(message.text ?? ''), guestLanguage(row?.preferences ?? '{}'));
  });

  // A playlist of a chat keeps playing only while the chat runs, for its guest and performer.
  registerChatAccess(context, {
    async isRunning({ sessionId, guestId, actorId }) {
      const chat = await service.find(sessionId);
      return !!chat && chat.ended_at === null && chat.guest_id === guestId && chat.actor_id === actorId;
    },
    async guestsChattingWith(actorId) {
      const rows = await db.selectFrom('chat_sessions').select('guest_id').where('actor_id', '=', actorId).where('ended_at', 'is', null).execute();
      return rows.map((row) => row.guest_id);
    },
  });

  // issue 14 §6 / task: an offline performer ends a running chat at once, not on the ticker's next pass.
  // Her anonymous voice calls too (201 / 908). A failure here must not fail the performer's state change: the
  // tickers' next passes end the chats and calls then.
  const stopListening = context.live.onStateChange(async (actorId, state) => {
    if (state === 'live') return;
    await service.endChatsOfActor(actorId).catch((error: unknown) => log.warn({ err: error, actorId }, 'ending the chats of an offline performer failed'));
    await endVoiceCallsOfActor(db, actorId).then(publishChanges).catch((error: unknown) => log.warn({ err: error, actorId }, 'ending the voice calls of an offline performer failed'));
  });

  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = service.tick().catch((error: unknown) => log.warn({ err: error }, 'chat tick failed')).finally(() => {
        if (!stopped) schedule();
      });
    }, tickInterval(service.minuteMs));
    timer.unref?.();
  };
  if (options.autoTick !== false) schedule();

  return {
    service,
    text,
    async close() {
      stopped = true;
      stopListening();
      if (timer) clearTimeout(timer);
      await running;
      await text.close();
    },
  };
}
