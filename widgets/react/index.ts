export { VelvetTileGrid, type VelvetTileGridProps, type TileSelectEvent } from './tile-grid';
export { VelvetMessenger, type VelvetMessengerProps, type ChannelSelectEvent, type MessengerChannelSelectEvent, type MessengerNavigateEvent, type MessengerLoginRequiredEvent, type MessengerChannelCloseEvent, type MessengerOverlayRequestEvent } from './messenger';
export { VelvetModalHost, type VelvetModalHostProps, type OverlayRequestEvent } from './modal-host';
export { VelvetPlayer, type VelvetPlayerProps, type PlayerStateEvent, type PlayerQualityEvent, type PlayerGrantExpiredEvent, type PlayerLoginRequiredEvent } from './player';
export { VelvetChatButton, type VelvetChatButtonProps, type ChatButtonLoginRequiredEvent, type ChatButtonOverlayRequestEvent, type ChatActionEvent, type ChatRoomEvent, type ChatButtonNavigateEvent } from './chat-button';
export { VelvetSearchOverlay, type VelvetSearchOverlayProps, type SearchNavigateEvent, type SearchToggleEvent, type SearchInputEvent } from './search-overlay';
