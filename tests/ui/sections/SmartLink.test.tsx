import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from '../../../ui/components/RichText';
import { SmartLink } from '../../../ui/components/SmartLink';
import { classifyHref, telHref } from '../../../ui/components/links';
import { renderWithSite, registerSectionHooks } from './support';

registerSectionHooks();

describe('classifyHref', () => {
  it('tells site paths, web URLs, native schemes and our app scheme apart', () => {
    expect(classifyHref('/en/services')).toEqual({ kind: 'site', href: '/en/services' });
    expect(classifyHref('#faq')).toEqual({ kind: 'site', href: '#faq' });
    expect(classifyHref('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(classifyHref('//cdn.example.com/x')).toEqual({ kind: 'external', href: 'https://cdn.example.com/x' });
    expect(classifyHref('mailto:a@b.se').kind).toBe('native');
    expect(classifyHref('tel:+4681234567').kind).toBe('native');
    expect(classifyHref('homeservices://booking/window?area=11122#calendar')).toEqual({
      kind: 'app',
      href: 'homeservices://booking/window?area=11122#calendar',
      sitePath: '/booking/window?area=11122#calendar',
    });
    expect(classifyHref('homeservices:///my-pages').kind).toBe('app');
    expect(classifyHref('HomeServices://my-pages')).toMatchObject({ kind: 'app', sitePath: '/my-pages' });
    // Another app's scheme is not ours: no page of the site stands for it.
    expect(classifyHref('fb://page/123').kind).toBe('unsupported');
    expect(classifyHref('spotify://track/1').kind).toBe('unsupported');
    // Whatever follows our scheme stays a path of this site, never another host.
    expect(classifyHref('homeservices://\\evil.example/x')).toMatchObject({ kind: 'app', sitePath: '/evil.example/x' });
    expect(classifyHref('homeservices:////evil.example')).toMatchObject({ kind: 'app', sitePath: '/evil.example' });
    // A path that a browser would read as `//host` is that other host, said so.
    expect(classifyHref('/\\evil.example/x')).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    expect(classifyHref('\\\\evil.example')).toEqual({ kind: 'external', href: 'https://evil.example' });
    expect(classifyHref('javascript:alert(1)').kind).toBe('unsupported');
    expect(classifyHref('').kind).toBe('unsupported');
  });

  it('keeps a site path and an app link on this site, as the WHATWG URL parser (the browser’s) resolves them', () => {
    const page = 'https://hemglans.example/tjanster';
    const origin = new URL(page).origin;
    const hrefs = ['/x', 'x', '#faq', '?a=1', '\\x', '/\\evil.example', '\\\\evil.example', '//evil.example', ' //evil.example', '/%2F/evil.example', 'homeservices://x', 'homeservices:///\\/evil.example', 'homeservices://\\\\evil.example/y?q#h'];
    for (const href of hrefs) {
      const target = classifyHref(href);
      const resolved = (path: string) => new URL(path, page).origin;
      if (target.kind === 'site') expect(resolved(target.href), href).toBe(origin);
      if (target.kind === 'app') expect(resolved(target.sitePath), href).toBe(origin);
      if (target.kind === 'external') expect(resolved(target.href), href).not.toBe(origin);
    }
  });

  it('builds tel: hrefs from written numbers', () => {
    expect(telHref('08-123 45 67')).toBe('tel:081234567');
    expect(telHref('+46 70 123 45 67')).toBe('tel:+46701234567');
  });
});

describe('<SmartLink>', () => {
  it('opens the contact modal for internal contact links', async () => {
    const { site } = renderWithSite(
      <SmartLink href="/kontakt" internal="contact">
        Contact us
      </SmartLink>,
    );
    const button = screen.getByRole('button', { name: 'Contact us' });
    await userEvent.click(button);
    expect(site.openContact).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders site paths as they are (no second language prefix)', () => {
    renderWithSite(<SmartLink href="/en/services?x=1#top">Services</SmartLink>);
    const link = screen.getByRole('link', { name: 'Services' });
    expect(link).toHaveAttribute('href', '/en/services?x=1#top');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens absolute URLs in a new tab with rel noopener when asked', () => {
    renderWithSite(
      <>
        <SmartLink href="https://example.com" newTab>
          Partner
        </SmartLink>
        <SmartLink href="https://example.org">Same tab</SmartLink>
      </>,
    );
    const partner = screen.getByRole('link', { name: 'Partner (opens in a new tab)' });
    expect(partner).toHaveAttribute('href', 'https://example.com');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Same tab' })).not.toHaveAttribute('target');
  });

  it('maps app-scheme links to the site path outside the app, keeping path, query and hash', () => {
    renderWithSite(<SmartLink href="homeservices://my-pages/bookings?id=7#next">My bookings</SmartLink>);
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-pages/bookings?id=7#next');
  });

  it('keeps app-scheme links for the app in webview mode', () => {
    renderWithSite(<SmartLink href="homeservices://my-pages/bookings?id=7#next">My bookings</SmartLink>, { webview: true });
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      'homeservices://my-pages/bookings?id=7#next',
    );
  });

  it('only warns about an unsupported internal link', () => {
    vi.mocked(console.warn).mockImplementation(() => {});
    renderWithSite(
      <SmartLink href="/hjalp" internal="chat">
        Chat
      </SmartLink>,
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Unsupported internal link "chat"'));
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/hjalp');
  });

  it('never renders a javascript: href', () => {
    vi.mocked(console.warn).mockImplementation(() => {});
    renderWithSite(<SmartLink href="javascript:alert(1)">Bad</SmartLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });
});

describe('<RichText>', () => {
  it('renders paragraphs, headings one level below the section, lists and links', async () => {
    const { site } = renderWithSite(
      <RichText
        value={[
          { type: 'heading', level: 2, text: 'Prices' },
          {
            type: 'paragraph',
            children: [
              { text: 'From ' },
              { text: '250 kr', bold: true },
              { text: ' an hour, ' },
              { text: 'see terms', href: '/en/terms', italic: true },
              { text: ' or ' },
              { text: 'ask us', href: 'internal:contact' },
            ],
          },
          { type: 'list', ordered: true, items: [[{ text: 'One' }], [{ text: 'Two' }]] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByText('250 kr').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'see terms' })).toHaveAttribute('href', '/en/terms');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'ask us' }));
    expect(site.openContact).toHaveBeenCalledOnce();
  });
});
