/** The voice-call panel and its stylesheet (for a shadow root or a dialog of the host, e.g. the chat button's). */
export { VoiceCallPanel, type VoiceCallPanelProps } from './voice-call.component';
export { voiceCallErrorText, voiceCallTexts } from './texts';
export { playVoiceStream } from './voice-audio';
export { default as VOICE_CALL_CSS } from './voice-call.css?inline';
