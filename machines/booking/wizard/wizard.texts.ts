import { stateIn } from 'xstate';
import type { WizardStateConfig } from './wizard.setup';

/**
 * The form's texts follow the page's language. The wizard keeps running
 * across a language switch (its step, answers, identification and price stay), but
 * the form its steps show (questions, options, home cleaning's offer) is
 * written by the server in one language: it is loaded again and replaces the
 * old one, the answers (kept by question id) untouched. A failed reload leaves
 * the texts of the language before, and the next switch tries again. A form
 * still loading as the language changes is loaded again by `loadingConfig`.
 */
const inSteps = stateIn({ wizard: 'steps' });
export const textsRegion: WizardStateConfig = {
  initial: 'current',
  states: {
    current: { on: { 'locale.changed': { guard: inSteps, target: 'reloading' } } },
    reloading: {
      // A switch back before the first answer: the answer on its way is in the language before.
      on: { 'locale.changed': { target: 'reloading', reenter: true } },
      invoke: {
        id: 'reloadConfig',
        src: 'loadConfig',
        input: ({ context }) => ({ product: context.product, postalCode: context.postalCode }),
        onDone: { target: 'current', actions: { type: 'assignTexts', params: ({ event }) => ({ config: event.output }) } },
        onError: 'stale',
      },
    },
    stale: { on: { 'locale.changed': { guard: inSteps, target: 'reloading' } } },
  },
};
