/** Trust rules: content restrictions, age verification, pin-call verification, guest standing. */
export * from './restrictions';
export * from './avs';
export * from './pin-call';
export * from './phone-numbers';
export * from './guest-rules';
export * from './texts';
