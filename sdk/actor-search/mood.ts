/**
 * The mood of the actor search (spec 001 §3 "mood value"): 0 any, 1 calm, 2 playful, 3 bold. A mood keeps the
 * performers one of whose three words (the words they describe themselves with) belongs to it.
 */
import type { MoodValue } from './types';

/** The three words of the catalog (server/db/seed/words.ts THREE_WORDS), each in exactly one mood. */
export const MOOD_WORDS: Readonly<Record<Exclude<MoodValue, 0>, readonly string[]>> = {
  1: ['calm', 'gentle', 'dreamy', 'romantic', 'cosy', 'loyal', 'honest', 'warm'],
  2: ['playful', 'funny', 'cheeky', 'witty', 'spontaneous', 'curious', 'creative'],
  3: ['bold', 'open', 'charming', 'clever', 'sporty'],
};

/** True when the performer fits the mood (always for 0, "any"). */
export function matchesMood(mood: MoodValue, words: readonly string[]): boolean {
  if (mood === 0) return true;
  const moodWords = MOOD_WORDS[mood];
  return words.some((word) => moodWords.includes(word));
}
