import { screen, waitFor } from '@testing-library/react';
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

describe('pageSpecific postList', () => {
  it('loads a page of the category and more on request until all are shown', async () => {
    const pages: Record<string, PostSummary[]> = { '1': [post(1), post(2)], '2': [post(3)] };
    const fetchMock = stubFetch((url) => {
      const page = new URL(url, 'http://site').searchParams.get('page')!;
      return { body: { items: pages[page] ?? [], total: 3, page: Number(page), limit: 2 } };
    });
    renderWithSite(<Sections sections={[posts]} />);
    expect(await screen.findByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/en/tips/post-2');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/content/posts/tips?page=1&lang=en');

    await userEvent.click(screen.getByRole('button', { name: 'Load more articles' }));
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/content/posts/tips?page=2&lang=en');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more articles' })).toBeNull();
  });

  it('asks for all categories when none is set, and says when there are none', async () => {
    const fetchMock = stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 12 } }));
    renderWithSite(<Sections sections={[{ ...posts, category: undefined }]} />);
    expect(await screen.findByText('There are no articles here yet.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/content/posts/all?page=1&lang=en');
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
});
