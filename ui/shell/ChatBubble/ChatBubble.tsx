import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { WebConfig } from '../../../api/contract/content.schemas';
import { chatBubbleMachine } from '../../../machines/shell/chatBubble/chatBubble.machine';
import { selectChatBubble } from '../../../machines/shell/chatBubble/chatBubble.selectors';
import { loadScript } from '../../components/loadScript';
import { useSite } from '../SiteContext';
import styles from './ChatBubble.module.css';
import { useSiteActorRef } from '../../site/siteActors';

type ChatWindow = Window & { ChatWidget?: { open?: () => void } };

/**
 * Chat bubble: only when chat is enabled and the page is https. Clicking it
 * loads the configured chat widget and opens it; without a configured
 * widget, or without marketing consent, the contact options open instead.
 * The chart reads the web config's chat flag once: a page with another flag
 * starts a new bubble.
 */
export function ChatBubble({ webConfig }: { webConfig: WebConfig | null }) {
  const chatEnabled = webConfig?.chat.enabled;
  return <ChatBubbleChart key={String(chatEnabled)} chatEnabled={chatEnabled} />;
}

function ChatBubbleChart({ chatEnabled }: { chatEnabled: boolean | undefined }) {
  const { t, i18n } = useLingui();
  const { thirdParty, consent, openContact } = useSite();
  // Read at the click: marketing consent may come after the bubble appeared.
  const widgetUrl = consent?.marketing ? thirdParty.chatWidgetUrl : undefined;
  const actor = useSiteActorRef(
    chatBubbleMachine.provide({
      actions: {
        openChatWidget: (_, { widgetUrl: loaded }) => {
          const widget = (window as ChatWindow).ChatWidget;
          if (loaded && widget?.open) widget.open();
          else openContact();
        },
      },
    }),
    // Rendered only after mount (see Overlays), so the protocol is known here.
    { input: { secure: window.location.protocol === 'https:', chatEnabled, loadScript: (src) => loadScript(src) } },
  );
  const view = useSelector(actor, selectChatBubble);

  if (!view.visible) return null;
  return (
    <div className={styles.wrap}>
      {view.errorKey && (
        <p role="alert" className={styles.error}>
          {i18n._(view.errorKey)}
        </p>
      )}
      <button
        type="button"
        className={styles.bubble}
        onClick={() => actor.send({ type: 'bubble.clicked', ...(widgetUrl ? { widgetUrl } : {}) })}
        aria-busy={view.loading}
        aria-label={t({ id: 'shell.chat.open', message: 'Chat with us' })}
        data-testid="chat-bubble"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z" />
        </svg>
        <span className="visually-hidden">
          <Trans id="shell.chat.label">Chat</Trans>
        </span>
      </button>
    </div>
  );
}
