import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  'banner.dismissed': () => fireEvent.click(button(banner(), 'Close')),
} satisfies EventExecutors<Machine, Env>;

const dismissedHere = (step: StepInfo<Machine>) => step.events.some((event) => event.type === 'banner.dismissed');

/** After a dismissal in this visit the cookie holds the last dismissed version; before, nothing is written. */
function expectDismissalStored(dismissedVersion: string | null, dismissedHere: boolean): void {
  if (dismissedHere) expect(cookie(NEWS_DISMISSED_COOKIE)).toBe(dismissedVersion);
  else expect(cookie(NEWS_DISMISSED_COOKIE)).toBeUndefined();
}

const assertions: ViewAssertions<Machine, Env> = {
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
const events = [{ type: 'banner.dismissed' }];
const NO_CLOSE_BUTTON = 'a news item that is not closeable has no close button';

describeViewModel('news banner view', {
  machine: newsBannerMachine,
  executors,
  assertions,
  // The view starts the chart with the web config's news; the chart keeps
  // what its behaviour depends on: enabled, version and closeable.
  project: (snapshot) => {
    const context = snapshot.context as { news: NewsSettings | null; dismissedVersion: string | null };
    const settings = context.news && { enabled: context.news.enabled, version: context.news.version, closeable: context.news.closeable };
    return { status: snapshot.status, value: snapshot.value, news: settings, dismissedVersion: context.dismissedVersion };
  },
  unproducible: (state, event) =>
    event.type === 'banner.dismissed' && state.context.news?.closeable !== true ? NO_CLOSE_BUTTON : null,
  scenarios: [
    {
      name: 'nothing dismissed, closeable news',
      input: { dismissedVersion: null, news: news(true, '2', true) },
      events,
      render: () => renderBanner(null, news(true, '2', true)),
    },
    {
      name: 'version 1 dismissed, newer closeable news',
      input: { dismissedVersion: '1', news: news(true, '2', true) },
      events,
      render: () => renderBanner('1', news(true, '2', true)),
    },
  ],
});

describe('news banner view pinned', () => {
  it('shows nothing before the web config is known, nor for news switched off, dismissed or missing', () => {
    const env = renderBanner('1', null);
    expect(banner()).toBeNull();
    env.load(webConfig(news(false, '3', true)));
    expect(banner()).toBeNull();
    env.load(webConfig(news(true, '1', true)));
    expect(banner()).toBeNull();
    env.load(webConfig(undefined));
    expect(banner()).toBeNull();
    expect(cookie(NEWS_DISMISSED_COOKIE)).toBeUndefined();
  });

  it('decides afresh when a page brings other news, and keeps a dismissal while the news stays the same', () => {
    const env = renderBanner(null, null);
    expect(banner()).toBeNull();
    env.load(webConfig(news(true, '2', true)));
    expect(banner()).toHaveTextContent('Holiday opening hours v2');
    fireEvent.click(button(banner(), 'Close'));
    expect(banner()).toBeNull();
    expect(cookie(NEWS_DISMISSED_COOKIE)).toBe('2');
    env.load(webConfig(news(true, '2', true)));
    expect(banner()).toBeNull();
    env.load(webConfig(news(true, '3', false)));
    expect(banner()).toHaveTextContent('Holiday opening hours v3');
    expect(banner()?.querySelector('button')).toBeNull();
  });
});
