/** @jsxImportSource preact */
import { useRef } from 'preact/hooks';
import { useDialogFocus } from '../modal-host/focus';
import { useStore } from '../shared/use-store';
import { ChatRoom, type ChatRoomProps } from './chat-room.component';

/**
 * The room as a full-screen dialog: focus stays inside and goes back to the chat button on
 * close; Escape asks to leave a running chat (spec 000 §5 minimum duration), answers "stay"
 * to that question, and closes an ended or refused one.
 */
export function RoomDialog(props: ChatRoomProps) {
  const { controller } = props;
  const ref = useRef<HTMLDivElement>(null);
  const status = useStore(controller.$state).value.status;
  useDialogFocus(ref, status, {
    onEscape() {
      const now = controller.$state.get().status;
      if (now === 'ended' || now === 'failed') props.onClose();
      else if (now === 'confirmLeave') controller.stay();
      else controller.requestLeave();
    },
  });
  return (
    <div ref={ref} class="chat-room" role="dialog" aria-modal="true" aria-label={props.t('chatRoom.label', { name: props.actorName })} tabIndex={-1}>
      <ChatRoom {...props} />
    </div>
  );
}
