import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostCategory } from '../../../ui/components/PostCategory';
import { renderWithSite } from './support';

/** A post's category is read in the reader's language (the Swedish blog said "GUIDES" and "NEWS"). */
describe('PostCategory', () => {
  it.each([
    ['sv', 'guides', 'Guider'],
    ['sv', 'news', 'Nyheter'],
    ['sv', 'tips', 'Tips'],
    ['en', 'guides', 'Guides'],
    ['en', 'news', 'News'],
  ] as const)('in %s, %s reads %s', (locale, category, label) => {
    renderWithSite(
      <p data-testid="category">
        <PostCategory category={category} />
      </p>,
      { locale },
    );
    expect(screen.getByTestId('category')).toHaveTextContent(label);
  });
});
