import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../i18n/locales/en/messages';
import { messages as sv } from '../../i18n/locales/sv/messages';
import { createI18n, registerCatalog } from '../../i18n/setup';

registerCatalog('sv', sv);
registerCatalog('en', en);

afterEach(() => vi.restoreAllMocks());

describe('a message id the catalog lacks', () => {
  it('is empty text and a warning naming it, in either language, with or without a source message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const locale of ['sv', 'en'] as const) {
      const i18n = createI18n(locale);
      expect(i18n._('no.such.message')).toBe('');
      expect(i18n._({ id: 'no.such.message', message: 'Source text' })).toBe('');
      expect(warn).toHaveBeenCalledWith(`Missing translation "no.such.message" in ${locale}`);
    }
  });

  it('leaves the messages the catalog has as they are, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(createI18n('sv')._('session.expiredModal.logIn')).toBe('Logga in');
    expect(createI18n('en')._('session.expiredModal.logIn')).toBe('Log in');
    expect(warn).not.toHaveBeenCalled();
  });
});
