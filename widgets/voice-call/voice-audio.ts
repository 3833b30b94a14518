/**
 * The call's sound (issue 14 item 8 "a real audio stream for the call"): the
 * stream URL of kind `voice` played in an <audio> element through the player's
 * engines (hls.js as a lazy chunk where Media Source Extensions exist, the
 * browser's own HLS elsewhere). Every playlist reload is also the call's
 * heartbeat on the server: a call nobody plays ends after 60 s.
 */
import { chooseEngine, type MediaEngine } from '../../sdk/player';
// From the player's entry (not ../player/engines): the bundles then share player.js, no extra chunk.
import { engineFactory, engineSupport } from '../player/player';

/** Starts the sound; resolves with a stop function, or rejects when this browser plays no HLS or the stream fails for good. */
export async function playVoiceStream(audio: HTMLAudioElement, streamUrl: string, onFailure: (status: number | null) => void): Promise<() => void> {
  // The engines use only the HTMLMediaElement part of the <video> type.
  const media = audio as unknown as HTMLVideoElement;
  const kind = chooseEngine(engineSupport(media));
  if (!kind) throw new Error('This browser cannot play HLS audio');
  const engine: MediaEngine = await engineFactory(media, () => false)(kind, {
    levels: () => undefined,
    levelSwitched: () => undefined,
    failed: (failure) => {
      if (failure.fatal || failure.status === 403) onFailure(failure.status);
    },
  });
  engine.load(streamUrl, 0);
  await Promise.resolve(audio.play()).catch(() => undefined);
  return () => {
    audio.pause();
    engine.destroy();
  };
}
