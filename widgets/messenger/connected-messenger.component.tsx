/** @jsxImportSource preact */
import type { ReadableAtom } from 'nanostores';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { MessengerState } from '../../sdk/messenger';
import { useStore } from '../shared/use-store';
import { Messenger, type MessengerProps } from './messenger.component';

export interface ConnectedMessengerProps extends Omit<MessengerProps, 'state' | 'guest'> {
  $messenger: ReadableAtom<MessengerState>;
  $guest: ReadableAtom<GuestSession | null>;
}

/** The messenger bound to the sdk stores: re-renders on every store change (the element passes the stores in). */
export function ConnectedMessenger({ $messenger, $guest, ...props }: ConnectedMessengerProps) {
  const state = useStore($messenger).value;
  const guest = useStore($guest).value;
  return <Messenger {...props} state={state} guest={guest} />;
}
