/**
 * Words for the ErrorBody codes of live streams and live previews (issue 14, H), in every interface language.
 * Each language's words are a module of their own (./live/<language>.ts), so a
 * one-language bundle (the overlay's: scripts/rollup-one-language.mjs) ships only its own.
 */
import type { Language } from '../../config';
import type { LiveStreamCode } from './codes';
import { WORDS as de } from './live/de';
import { WORDS as en } from './live/en';
import { WORDS as es } from './live/es';
import { WORDS as nl } from './live/nl';

export type { LiveStreamCode };

export const LIVE_STREAM_ERROR_TEXTS: Record<Language, Record<LiveStreamCode, string>> = { de, en, es, nl };
