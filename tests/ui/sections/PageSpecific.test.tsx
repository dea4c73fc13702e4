import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../../../api/contract/content.schemas';
import { Sections } from '../../../ui/sections/Sections';
import { sectionsByType } from './fixtures';
import { renderWithSite, stubFetch, registerSectionHooks } from './support';

registerSectionHooks();

const jobs = { id: 'ps-jobs', type: 'pageSpecific', component: 'careerJobs' } as const;
const posts = sectionsByType.pageSpecific;

const post = (n: number): PostSummary => ({
  id: `p${n}`,
  slug: `post-${n}`,
  path: `/en/tips/post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  category: 'Tips',
  tags: [],
  publishedAt: '2026-01-01T00:00:00Z',
});

describe('pageSpecific careerJobs', () => {
  it('loads the jobs in the page language and lists them', async () => {
    const fetchMock = stubFetch(() => ({
      body: {
        items: [
          {
            id: 'j1',
            title: 'Cleaner, Solna',
            city: 'Solna',
            department: 'Cleaning',
            publishedAt: '2026-03-02T09:00:00Z',
            applyUrl: 'https://jobs.example/j1',
          },
        ],
      },
    }));
    renderWithSite(<Sections sections={[jobs]} />);
    expect(screen.getByText('Loading open positions…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Cleaner, Solna/ })).toHaveAttribute('href', 'https://jobs.example/j1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/career/jobs?lang=en');
    expect(screen.getByText(/2 Mar 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Loading open positions…')).toBeNull();
  });

  it('says so when there are no jobs', async () => {
    stubFetch(() => ({ body: { items: [] } }));
    renderWithSite(<Sections sections={[jobs]} />, { locale: 'sv' });
    expect(await screen.findByText(/Just nu har vi inga lediga tjänster/)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const fetchMock = stubFetch(() => (fail ? { status: 500, body: {} } : { body: { items: [] } }));
    renderWithSite(<Sections sections={[jobs]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the open positions.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/no open positions right now/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

/** The posts calls a fetch stub answered, in order (the topics call aside). */
const postsAsked = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => !url.includes('/tags'));

describe('pageSpecific postList', () => {
  it('loads a page of the category and more on request until all are shown', async () => {
    const pages: Record<string, PostSummary[]> = { '1': [post(1), post(2)], '2': [post(3)] };
    const fetchMock = stubFetch((url) => {
      const page = new URL(url, 'http://site').searchParams.get('page')!;
      return { body: { items: pages[page] ?? [], total: 3, page: Number(page), limit: 2 } };
    });
    renderWithSite(<Sections sections={[posts]} />);
    expect(await screen.findByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/en/tips/post-2');
    expect(postsAsked(fetchMock)[0]).toBe('/api/v1/content/posts/tips?page=1&lang=en');

    await userEvent.click(screen.getByRole('button', { name: 'Load more articles' }));
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument();
    expect(postsAsked(fetchMock)[1]).toBe('/api/v1/content/posts/tips?page=2&lang=en');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more articles' })).toBeNull();
  });

  it('asks for all categories when none is set, and says when there are none', async () => {
    const fetchMock = stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 12 } }));
    renderWithSite(<Sections sections={[{ ...posts, category: undefined }]} />);
    expect(await screen.findByText('There are no articles here yet.')).toBeInTheDocument();
    expect(postsAsked(fetchMock)[0]).toBe('/api/v1/content/posts/all?page=1&lang=en');
  });

  it('keeps the loaded posts when loading more fails, and retries', async () => {
    let failPage2 = true;
    stubFetch((url) => {
      const page = new URL(url, 'http://site').searchParams.get('page');
      if (page === '2' && failPage2) return { status: 500, body: {} };
      return { body: { items: page === '1' ? [post(1)] : [post(2)], total: 2, page: Number(page), limit: 1 } };
    });
    renderWithSite(<Sections sections={[posts]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more articles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the articles.');
    expect(screen.getByRole('link', { name: 'Post 1' })).toBeInTheDocument();
    failPage2 = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Post 2' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a malformed answer as an error', async () => {
    stubFetch(() => ({ body: { items: 'nope' } }));
    renderWithSite(<Sections sections={[posts]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the articles.');
  });

  it('narrows the list to a topic and back, starting over from the first page each time', async () => {
    const tagged: Record<string, PostSummary[]> = { '': [post(1), post(2), post(3)], windows: [post(1)], rut: [post(2), post(3)] };
    const fetchMock = stubFetch((url) => {
      const parsed = new URL(url, 'http://site');
      if (parsed.pathname.endsWith('/tags')) return { body: { items: [{ tag: 'rut', count: 2 }, { tag: 'windows', count: 1 }] } };
      const items = tagged[parsed.searchParams.get('tags') ?? '']!;
      return { body: { items, total: items.length, page: 1, limit: 12 } };
    });
    renderWithSite(<Sections sections={[posts]} />);
    const topics = await screen.findByRole('group', { name: 'Topics' });
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain('/api/v1/content/posts/tips/tags?lang=en');
    expect(within(topics).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await userEvent.click(within(topics).getByRole('button', { name: 'windows (1)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(within(topics).getByRole('button', { name: 'windows (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(topics).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(postsAsked(fetchMock).at(-1)).toBe('/api/v1/content/posts/tips?page=1&tags=windows&lang=en');

    await userEvent.click(within(topics).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(within(topics).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no topics when the category has fewer than two, or they cannot be read', async () => {
    stubFetch((url) =>
      url.includes('/tags') ? { status: 500, body: {} } : { body: { items: [post(1)], total: 1, page: 1, limit: 12 } },
    );
    renderWithSite(<Sections sections={[posts]} />);
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Topics' })).toBeNull();
  });
});
