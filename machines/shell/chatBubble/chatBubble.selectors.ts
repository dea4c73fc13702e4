import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../constants';
import type { ChatBubbleMachine } from './chatBubble.machine';

type ChatBubbleSnapshot = SnapshotFrom<ChatBubbleMachine>;

/** What the chat bubble view renders. */
interface ChatBubbleView {
  visible: boolean;
  /** The widget is loading: show a spinner, ignore clicks. */
  loading: boolean;
  /** Message key of the load failure, or null. */
  errorKey: string | null;
}

export function selectChatBubble(snapshot: ChatBubbleSnapshot): ChatBubbleView {
  return {
    visible: snapshot.hasTag('bubbleVisible'),
    loading: snapshot.matches('loading'),
    errorKey: snapshot.matches('failed') ? DEFAULT_ERROR_KEY : null,
  };
}
