import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { WebConfig } from '../../api/contract/content.schemas';
import { newsBannerMachine } from '../../machines/shell/newsBanner/newsBanner.machine';
import type { NewsSettings } from '../../machines/shell/newsBanner/newsBanner.types';
import { NEWS_DISMISSED_COOKIE } from '../../ui/shell/cookieNames';
import { NewsBanner } from '../../ui/shell/NewsBanner/NewsBanner';
import { transient, useModelCoverage } from '../support/modelTest';
import { button, cookie, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel } from '../support/viewModel';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof newsBannerMachine;

/**
 * A full web config around the news settings (none: no news valid today);
 * the title names the version so the UI shows which news it is.
 */
function webConfig(news: NewsSettings | undefined): WebConfig {
  return {
    chat: { enabled: false },
    ...(news && {
      news: {
        ...news,
        title: `Holiday opening hours v${news.version}`,
        description: 'We are closed on public holidays.',
        readMore: { title: 'Read more', href: '/nyheter' },
      },
    }),
    company: {
      name: 'Städbolaget AB',
      address: { street: 'Storgatan 1', city: 'Stockholm', areaCode: '11122' },
      phone: '08-123 45 67',
      email: 'info@example.se',
      social: { facebook: 'https://facebook.com/x', linkedin: 'https://linkedin.com/x', instagram: 'https://instagram.com/x' },
    },
  };
}

interface Env {
  /** Re-renders the banner with a (re)loaded web config, as the page does. */
  load(config: WebConfig): void;
}

function renderBanner(dismissedVersion: string | null, news: NewsSettings | null): Env {
  const { rerenderView } = renderView(<NewsBanner webConfig={news ? webConfig(news) : null} dismissedVersion={dismissedVersion} />);
  return { load: (config) => rerenderView(<NewsBanner webConfig={config} dismissedVersion={dismissedVersion} />) };
}

const banner = () => screen.queryByTestId('news-banner');

const executors = {
  'webConfig.loaded': ({ config }, env) => env.load(webConfig(config.news)),
  'banner.dismissed': () => fireEvent.click(button(banner(), 'Close')),
} satisfies EventExecutors<Machine, Env>;

const dismissedHere = (step: StepInfo<Machine>) => step.events.some((event) => event.type === 'banner.dismissed');

/** After a dismissal in this visit the cookie holds the last dismissed version; before, nothing is written. */
function expectDismissalStored(dismissedVersion: string | null, dismissedHere: boolean): void {
  if (dismissedHere) expect(cookie(NEWS_DISMISSED_COOKIE)).toBe(dismissedVersion);
  else expect(cookie(NEWS_DISMISSED_COOKIE)).toBeUndefined();
}

const assertions: ViewAssertions<Machine, Env> = {
  waitingForConfig: () => {
    expect(banner()).toBeNull();
    expect(cookie(NEWS_DISMISSED_COOKIE)).toBeUndefined();
  },
  deciding: transient('deciding'),
  visible: ({ context }, _env, step) => {
    const news = context.news;
    if (!news) throw new Error('visible without news in the model');
    const aside = banner();
    expect(aside?.tagName).toBe('ASIDE');
    expect(aside).toHaveAccessibleName('News');
    expect(aside).toHaveTextContent(`Holiday opening hours v${news.version} We are closed on public holidays. Read more`);
    expect(screen.getByText('Read more').closest('a')).toHaveAttribute('href', '/nyheter');
    if (news.closeable) expect(button(aside, 'Close')).toBeEnabled();
    else expect(aside?.querySelector('button')).toBeNull();
    expectDismissalStored(context.dismissedVersion, dismissedHere(step));
  },
  hidden: ({ context }, _env, step) => {
    expect(banner()).toBeNull();
    expectDismissalStored(context.dismissedVersion, dismissedHere(step));
  },
};

const news = (enabled: boolean, version: string, closeable: boolean): NewsSettings => ({ enabled, version, closeable });
const loaded = (settings: NewsSettings) => ({ type: 'webConfig.loaded', config: { news: settings } });
const events = [
  loaded(news(true, '2', true)),
  loaded(news(true, '2', false)),
  loaded(news(false, '3', true)),
  loaded(news(true, '1', true)),
  // The server leaves news out when no item is valid today.
  { type: 'webConfig.loaded', config: {} },
];
const NO_CLOSE_BUTTON = 'a news item that is not closeable has no close button';

describeViewModel('news banner view', {
  machine: newsBannerMachine,
  executors,
  assertions,
  // The view sends the whole web config; the chart keeps its `news` entry,
  // of which the behaviour depends on enabled, version and closeable.
  project: (snapshot) => {
    const context = snapshot.context as { news: NewsSettings | null; dismissedVersion: string | null };
    const settings = context.news && { enabled: context.news.enabled, version: context.news.version, closeable: context.news.closeable };
    return { status: snapshot.status, value: snapshot.value, news: settings, dismissedVersion: context.dismissedVersion };
  },
  unproducible: (state, event) =>
    event.type === 'banner.dismissed' && state.context.news?.closeable !== true ? NO_CLOSE_BUTTON : null,
  scenarios: [
    {
      name: 'nothing dismissed, config later',
      input: { dismissedVersion: null },
      events,
      render: () => renderBanner(null, null),
      unproducibleEdges: [`"visible" ─ banner.dismissed: ${NO_CLOSE_BUTTON}`],
    },
    {
      name: 'version 1 dismissed, config later',
      input: { dismissedVersion: '1' },
      events,
      render: () => renderBanner('1', null),
      unproducibleEdges: [`"visible" ─ banner.dismissed: ${NO_CLOSE_BUTTON}`],
    },
    {
      name: 'config known at start, already dismissed',
      input: { dismissedVersion: '1', news: news(true, '1', true) },
      events,
      render: () => renderBanner('1', news(true, '1', true)),
      unproducibleEdges: [`"visible" ─ banner.dismissed: ${NO_CLOSE_BUTTON}`],
    },
    {
      name: 'config known at start, newer version',
      input: { dismissedVersion: '1', news: news(true, '2', true) },
      events,
      render: () => renderBanner('1', news(true, '2', true)),
      unproducibleEdges: [`"visible" ─ banner.dismissed: ${NO_CLOSE_BUTTON}`],
    },
  ],
});
