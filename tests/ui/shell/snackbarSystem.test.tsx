import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { DEFAULT_ERROR_SHOWN, snackbarOf } from '../../../machines/shell/snackbar/announce';
import { SnackbarProvider } from '../../../ui/shell/Snackbar/SnackbarContext';
import { SiteSystemContext, useSiteActorRef } from '../../../ui/site/siteActors';
import { renderWithProviders } from '../../support/providers';

/** A page's chart whose action has no form to say it failed: it tells the tab's snackbar, found in its system. */
const failingChange = setup({
  actions: {
    announceDefaultError: enqueueActions(({ system, enqueue }) => {
      const snackbar = snackbarOf(system);
      if (snackbar) enqueue.sendTo(snackbar, DEFAULT_ERROR_SHOWN);
    }),
  },
}).createMachine({ on: { failed: { actions: 'announceDefaultError' } } });

let page: AnyActorRef | null = null;

function Page() {
  page = useSiteActorRef(failingChange);
  return null;
}

afterEach(() => {
  page = null;
});

describe("the tab's snackbar in the actor system", () => {
  it("shows the default error a page's chart announces, in the page's language", () => {
    const site = createActor(setup({}).createMachine({})).start();
    renderWithProviders(
      <SiteSystemContext.Provider value={site}>
        <SnackbarProvider>
          <Page />
        </SnackbarProvider>
      </SiteSystemContext.Provider>,
      { site: { locale: 'sv' } },
    );
    expect(screen.queryByTestId('snackbar')).toBeNull();
    act(() => page!.send({ type: 'failed' }));
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Något gick fel. Försök igen.');
    expect(screen.getByTestId('snackbar')).toHaveAttribute('data-type', 'error');
    site.stop();
  });
});
