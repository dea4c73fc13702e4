import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sections } from '../../../ui/sections/Sections';
import { sectionsByType } from './fixtures';
import { renderWithSite, StubPostalCodeForm, registerSectionHooks } from './support';

registerSectionHooks();

const region = (name: string) => screen.getByRole('region', { name });

describe('hero section', () => {
  it('shows title as h1, subtitle, an eagerly loaded image, the action and the postal-code form', () => {
    renderWithSite(<Sections sections={[sectionsByType.hero]} PostalCodeForm={StubPostalCodeForm} />);
    const hero = region('Home cleaning you can trust');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Home cleaning you can trust');
    expect(within(hero).getByText(/RUT deduction/)).toBeInTheDocument();
    const image = within(hero).getByRole('img', { name: 'A bright, freshly cleaned living room' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image.getAttribute('src')).toBe('/api/v1/images/hero?width=1600&height=900&type=jpg&quality=50');
    expect(within(hero).getByRole('link', { name: 'See our services' })).toHaveAttribute('href', '/en/services');
    expect(within(hero).getByLabelText('Postal code')).toBeInTheDocument();
    expect(within(hero).getByRole('form', { name: 'Check availability' })).toHaveAttribute('data-services', '303001,302002');
  });

  it('has no postal-code form without services', () => {
    renderWithSite(<Sections sections={[{ ...sectionsByType.hero, services: undefined }]} PostalCodeForm={StubPostalCodeForm} />);
    expect(screen.queryByLabelText('Postal code')).toBeNull();
  });
});

describe('images', () => {
  it('load lazily below the hero, with a srcSet of the image ladder from half to twice its width and a WebP source', () => {
    const { container } = renderWithSite(<Sections sections={[sectionsByType.split]} />);
    const image = screen.getByRole('img', { name: 'Two cleaners smiling' });
    expect(image).toHaveAttribute('loading', 'lazy');
    const widths = image.getAttribute('srcset')!.split(', ').map((candidate) => candidate.split(' ')[1]);
    // Laid out at 720x540: the rungs from 360 (up to 480) to 1440 (up to 1600), all 4:3.
    expect(widths).toEqual(['480w', '640w', '800w', '960w', '1200w', '1600w']);
    expect(image.getAttribute('srcset')).toContain('width=1600&height=1200&');
    expect(image.getAttribute('src')).toContain('width=800&height=600&');
    expect(container.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain('type=webp');
  });
});

describe('bookingPrimary section', () => {
  it('lists the services as cards, marks unavailable ones and offers the postal-code form', () => {
    renderWithSite(<Sections sections={[sectionsByType.bookingPrimary]} PostalCodeForm={StubPostalCodeForm} />);
    const booking = region('Book cleaning');
    expect(within(booking).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Weekly cleaning',
      'Deep cleaning',
      'Moving cleaning',
    ]);
    expect(within(booking).getByText('Included in your subscription')).toBeInTheDocument();
    expect(within(booking).getByLabelText('Postal code')).toBeInTheDocument();
    // The form books only the services that can be chosen.
    expect(within(booking).getByRole('form', { name: 'Check availability' })).toHaveAttribute('data-services', '303001,302004');
  });
});

describe('relatedArticles section', () => {
  it('shows a card per post with category, title link and excerpt', () => {
    renderWithSite(<Sections sections={[sectionsByType.relatedArticles]} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Tips')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Streak-free windows in five steps' })).toHaveAttribute(
      'href',
      '/en/tips/clean-windows',
    );
    expect(within(cards[0]!).getByText(/professionals’ method/)).toBeInTheDocument();
  });
});

describe('contact section', () => {
  it('shows phone, email and hours, and its button opens the contact modal', async () => {
    const { site } = renderWithSite(<Sections sections={[sectionsByType.contact]} />);
    expect(screen.getByRole('link', { name: '010-123 45 67' })).toHaveAttribute('href', 'tel:0101234567');
    expect(screen.getByRole('link', { name: 'hello@example.se' })).toHaveAttribute('href', 'mailto:hello@example.se');
    expect(screen.getByText('Mon–Fri 08–17')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    expect(site.openContact).toHaveBeenCalledOnce();
  });
});

describe('employees section', () => {
  it('shows each person with role and contact links', () => {
    renderWithSite(<Sections sections={[sectionsByType.employees]} />);
    const eva = screen.getByRole('heading', { name: 'Eva Ek' }).closest('li')!;
    expect(within(eva).getByText('Area manager')).toBeInTheDocument();
    expect(within(eva).getByRole('link', { name: 'eva@example.se' })).toHaveAttribute('href', 'mailto:eva@example.se');
    expect(within(eva).getByRole('link', { name: '070-123 45 67' })).toHaveAttribute('href', 'tel:0701234567');
    const olle = screen.getByRole('heading', { name: 'Olle Berg' }).closest('li')!;
    expect(within(olle).queryByRole('link')).toBeNull();
    expect(within(olle).getByText('OB')).toBeInTheDocument();
  });
});

describe('smaller sections', () => {
  it('steps are a numbered list', () => {
    renderWithSite(<Sections sections={[sectionsByType.steps]} />);
    const list = within(region('Book in three steps')).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('linkList links, with the contact link as a button', async () => {
    const { site } = renderWithSite(<Sections sections={[sectionsByType.linkList]} />);
    expect(screen.getByRole('link', { name: 'Home cleaning' })).toHaveAttribute('href', '/en/home-cleaning');
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(site.openContact).toHaveBeenCalledOnce();
  });

  it('appDownload links to both stores in a new tab', () => {
    renderWithSite(<Sections sections={[sectionsByType.appDownload]} />);
    const appStore = screen.getByRole('link', { name: /App Store/ });
    const play = screen.getByRole('link', { name: /Google Play/ });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/se/app/id123');
    expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=se.example');
    expect(appStore).toHaveAttribute('target', '_blank');
  });

  it('split puts the image on the side the editor chose', () => {
    const { container, rerender } = renderWithSite(<Sections sections={[sectionsByType.split]} />);
    expect(container.querySelector('[data-image-position]')).toHaveAttribute('data-image-position', 'right');
    rerender(<></>);
  });

  it('banner, action and text render their content', () => {
    renderWithSite(<Sections sections={[sectionsByType.banner, sectionsByType.action, sectionsByType.text]} />);
    expect(within(region('Spring offer')).getByRole('link', { name: 'Book now' })).toBeInTheDocument();
    expect(within(region('Ready to start?')).getByRole('link', { name: 'Get a price' })).toHaveAttribute('href', '/en/price');
    expect(screen.getByRole('heading', { level: 3, name: 'About the service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/en/terms');
  });
});
