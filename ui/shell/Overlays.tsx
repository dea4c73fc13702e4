import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { WebConfig } from '../../api/contract/content.schemas';
import { RouteProgress } from './RouteProgress/RouteProgress';
import { TagManager } from './TagManager';
import { isInspecting } from '../devtools/inspector/inspection';

// The chat bubble is the browser's alone (it depends on the page's protocol): its code loads after the page starts.
const ChatBubble = dynamic(() => import('./ChatBubble/ChatBubble').then((module) => module.ChatBubble), { ssr: false });
// The statechart inspector's button, for developers only (development builds, or developer mode): no visitor loads it.
const Inspector = dynamic(() => import('../devtools/inspector/Inspector').then((module) => module.Inspector), { ssr: false });
// The contact dialog and its message form load when a visitor first asks for it, and stay for the next time.
const ContactModal = dynamic(() => import('./ContactModal/ContactModal').then((module) => module.ContactModal), { ssr: false });

interface OverlaysProps {
  webConfig: WebConfig | null;
  contactOpen: boolean;
  onContactClose(): void;
}

/** What sits around the page: progress bar, chat, contact, tags. */
export function Overlays({ webConfig, contactOpen, onContactClose }: OverlaysProps) {
  // Browser-only pieces (they depend on the page's protocol) render after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Once asked for, the dialog stays mounted (closed), so closing it is the dialog's own and the next opening is at once.
  const [contactAsked, setContactAsked] = useState(false);
  if (contactOpen && !contactAsked) setContactAsked(true);
  return (
    <>
      <RouteProgress />
      {mounted && <ChatBubble webConfig={webConfig} />}
      {mounted && isInspecting() && <Inspector />}
      {contactAsked && <ContactModal open={contactOpen} onClose={onContactClose} company={webConfig?.company} />}
      <TagManager />
    </>
  );
}
