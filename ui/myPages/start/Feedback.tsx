import { useMemo } from 'react';
import { createFeedbackActors } from '../../../machines/myPages/feedback/feedback.actors';
import { feedbackMachine } from '../../../machines/myPages/feedback/feedback.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../site/siteActors';
import { FeedbackForm } from './FeedbackForm';

/** The feedback form a link opens; its calls are made with the page's client. */
export function Feedback({ feedbackId }: { feedbackId: string }) {
  const api = useApi();
  const machine = useMemo(() => feedbackMachine.provide({ actors: createFeedbackActors(api) }), [api]);
  const actor = useSiteActorRef(machine, { input: { feedbackId } });
  return <FeedbackForm actor={actor} />;
}
