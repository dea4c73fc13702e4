import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Sections } from '../../../ui/sections/Sections';
import { keytoInjectorUrl } from '../../../ui/sections/KeytoWidget/keyto';
import { STATIC_MAP_OFFICE_SIZE } from '../../../ui/components/staticMap';
import { TRUSTPILOT_HEIGHT_PX } from '../../../ui/sections/constants';
import type { PublicThirdParty } from '../../../ui/shell/SiteContext';
import { sectionsByType } from './fixtures';
import { consentAll, consentNecessary, renderWithSite, stubFetch, StubPostalCodeForm, registerSectionHooks } from './support';

registerSectionHooks();

const configured: PublicThirdParty = {
  trustpilotBusinessUnitId: 'tp-unit-1',
  keytoManifestUrl: 'https://widgets.partner.example/booking/manifest.json',
  staticMapsKey: 'maps-key',
};

/** Every way a widget may not load: unconfigured, no choice yet, refused. */
const withoutWidget = [
  ['unconfigured, consented', {}, consentAll],
  ['configured, no consent chosen', configured, null],
  ['configured, marketing refused', configured, consentNecessary],
] as const;

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

describe('trustpilot section', () => {
  it.each(withoutWidget)('shows the local fallback when %s', (_, thirdParty, consent) => {
    const { container } = renderWithSite(<Sections sections={[sectionsByType.trustpilot]} />, { thirdParty, consent });
    expect(container.querySelector('[data-widget-fallback="trustpilot"]')).not.toBeNull();
    expect(screen.getByText('Rated by our customers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read our reviews on Trustpilot/ })).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe, .trustpilot-widget')).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('offers the cookie settings when only consent is missing', () => {
    renderWithSite(<Sections sections={[sectionsByType.trustpilot]} />, { thirdParty: configured, consent: consentNecessary });
    expect(screen.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '#gdpr');
  });

  it('loads the reviews widget (4 and 5 stars, 140px) with a business unit and marketing consent', async () => {
    const loadFromElement = vi.fn();
    const { container } = renderWithSite(<Sections sections={[sectionsByType.trustpilot]} />, {
      thirdParty: configured,
      consent: consentAll,
    });
    const widget = container.querySelector<HTMLElement>('.trustpilot-widget')!;
    expect(widget).toHaveAttribute('data-businessunit-id', 'tp-unit-1');
    expect(widget).toHaveAttribute('data-stars', '4,5');
    expect(widget).toHaveAttribute('data-style-height', `${TRUSTPILOT_HEIGHT_PX}px`);
    expect(widget).toHaveAttribute('data-locale', 'en-GB');
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="widget.trustpilot.com"]')!;
    expect(script).not.toBeNull();
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('');

    vi.stubGlobal('Trustpilot', { loadFromElement });
    fireEvent.load(script);
    await waitFor(() => expect(loadFromElement).toHaveBeenCalledWith(widget, true));
  });

  it('falls back when the widget script fails to load', async () => {
    const { container } = renderWithSite(<Sections sections={[sectionsByType.trustpilot]} />, {
      thirdParty: configured,
      consent: consentAll,
    });
    fireEvent.error(document.head.querySelector('script')!);
    await waitFor(() => expect(container.querySelector('[data-widget-fallback="trustpilot"]')).not.toBeNull());
    expect(container.querySelector('.trustpilot-widget')).toBeNull();
  });
});

describe.each([
  ['keytoWidget', sectionsByType.keytoWidget, 'booking'],
  ['keytoCarouselWidget', sectionsByType.keytoCarouselWidget, 'carousel'],
] as const)('%s section', (_, section, kind) => {
  it.each(withoutWidget)('shows the local booking card when %s, and fetches nothing', (__, thirdParty, consent) => {
    const fetchMock = stubFetch(() => ({ body: {} }));
    const { container, site } = renderWithSite(<Sections sections={[section]} PostalCodeForm={StubPostalCodeForm} />, { thirdParty, consent });
    const card = container.querySelector<HTMLElement>('[data-widget-fallback="keyto"]')!;
    expect(card).not.toBeNull();
    expect(within(card).getByLabelText('Postal code')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Contact us' }));
    expect(site.openContact).toHaveBeenCalledOnce();
    expect(container.querySelector('iframe, [data-keyto-widget]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the manifest uncached, then injects its script into the widget mount', async () => {
    const fetchMock = stubFetch(() => ({ body: { injector: 'assets/injector-3f2a.js' } }));
    const { container } = renderWithSite(<Sections sections={[section]} />, { thirdParty: configured, consent: consentAll });
    const mount = container.querySelector<HTMLElement>(`[data-keyto-widget="${kind}"]`)!;
    expect(mount).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledWith(configured.keytoManifestUrl, expect.objectContaining({ cache: 'no-store' }));
    await waitFor(() => expect(scripts()).toEqual(['https://widgets.partner.example/booking/assets/injector-3f2a.js']));
    fireEvent.load(document.head.querySelector('script')!);
    await waitFor(() => expect(mount).toHaveAttribute('aria-busy', 'false'));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows the local card when the manifest cannot be fetched', async () => {
    vi.mocked(console.warn).mockImplementation(() => {});
    stubFetch(() => ({ status: 503, body: {} }));
    const { container } = renderWithSite(<Sections sections={[section]} />, { thirdParty: configured, consent: consentAll });
    await waitFor(() => expect(container.querySelector('[data-widget-fallback="keyto"]')).not.toBeNull());
    expect(container.querySelector('[data-keyto-widget]')).toBeNull();
    expect(scripts()).toEqual([]);
  });
});

describe('partner widget manifest', () => {
  const base = 'https://widgets.partner.example/booking/manifest.json';
  it('finds the injector in a plain or build manifest, on the manifest origin only', () => {
    expect(keytoInjectorUrl({ injector: 'https://widgets.partner.example/x.js' }, base)).toBe('https://widgets.partner.example/x.js');
    expect(keytoInjectorUrl({ 'src/main.ts': { file: 'assets/main-1.js', isEntry: true }, 'x.css': { file: 'a.css' } }, base)).toBe(
      'https://widgets.partner.example/booking/assets/main-1.js',
    );
    expect(keytoInjectorUrl({ injector: 'https://evil.example/x.js' }, base)).toBeNull();
    expect(keytoInjectorUrl({ injector: 'javascript:alert(1)' }, base)).toBeNull();
    expect(keytoInjectorUrl(null, base)).toBeNull();
    expect(keytoInjectorUrl({ other: 1 }, base)).toBeNull();
  });
});

describe('offices section', () => {
  it('shows a static map image only with a maps key and marketing consent', () => {
    const { container } = renderWithSite(<Sections sections={[sectionsByType.offices]} />, {
      thirdParty: configured,
      consent: consentAll,
    });
    const maps = screen.getAllByRole('img', { name: /^Map showing/ });
    expect(maps).toHaveLength(2);
    const src = new URL(maps[0]!.getAttribute('src')!);
    expect(src.origin).toBe('https://maps.googleapis.com');
    expect(src.searchParams.get('size')).toBe(`${STATIC_MAP_OFFICE_SIZE.width}x${STATIC_MAP_OFFICE_SIZE.height}`);
    expect(src.searchParams.get('key')).toBe('maps-key');
    expect(maps[0]).toHaveAttribute('width', '320');
    expect(maps[0]).toHaveAttribute('height', '320');
    expect(maps[0]).toHaveAccessibleName('Map showing Storgatan 1, 111 22 Stockholm');
    expect(container.querySelector('[data-map-fallback]')).toBeNull();
  });

  it.each(withoutWidget)('shows a local map card when %s', (_, thirdParty, consent) => {
    const { container } = renderWithSite(<Sections sections={[sectionsByType.offices]} />, { thirdParty, consent });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('[data-map-fallback]')).toHaveLength(2);
    const open = screen.getAllByRole('link', { name: /Open in maps/ })[0]!;
    const href = new URL(open.getAttribute('href')!);
    expect(href.searchParams.get('query')).toBe('Storgatan 1, 111 22 Stockholm');
  });

  it('lists address, phone, email and opening hours', () => {
    renderWithSite(<Sections sections={[sectionsByType.offices]} />);
    const card = screen.getByRole('heading', { name: 'Stockholm' }).closest('article')!;
    expect(within(card).getByRole('link', { name: '08-123 45 67' })).toHaveAttribute('href', 'tel:081234567');
    expect(within(card).getByRole('link', { name: 'stockholm@example.se' })).toHaveAttribute('href', 'mailto:stockholm@example.se');
    expect(within(card).getByText('Mon–Fri 08–17')).toBeInTheDocument();
    expect(card.querySelector('address')).toHaveTextContent('Storgatan 1111 22 Stockholm');
  });
});
