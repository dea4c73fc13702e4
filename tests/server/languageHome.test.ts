import { describe, expect, it } from 'vitest';
import { chosenLanguageHome } from '../../server/http/languageHome';

const at = (path: string, query = '') => ({ path, query });

describe('the home page of the language a visitor chose last', () => {
  it('sends a visitor who chose English from the site’s address to /en, keeping the query', () => {
    expect(chosenLanguageHome(at('/'), 'language=en')).toBe('/en');
    expect(chosenLanguageHome(at('/'), 'consent=x; language=en; other=1')).toBe('/en');
    expect(chosenLanguageHome(at('/', 'utm_source=news&x=1'), 'language=en')).toBe('/en?utm_source=news&x=1');
  });

  it('leaves a visitor who chose Swedish, none, or no language of ours at the Swedish home page', () => {
    expect(chosenLanguageHome(at('/'), 'language=sv')).toBeNull();
    for (const cookie of [undefined, '', 'language=', 'language=de', 'language=EN', 'language=en%00', 'xlanguage=en']) {
      expect(chosenLanguageHome(at('/'), cookie), String(cookie)).toBeNull();
    }
  });

  it('never moves any other address, /en included, nor the app’s webview', () => {
    for (const path of ['/en', '/tjanster/fonsterputs', '/en/services', '/mina-sidor', '/boka/fonsterputs', '/en/', '//']) {
      expect(chosenLanguageHome(at(path), 'language=en'), path).toBeNull();
      expect(chosenLanguageHome(at(path), 'language=sv'), path).toBeNull();
    }
    expect(chosenLanguageHome(at('/'), 'language=en; webview=true')).toBeNull();
    expect(chosenLanguageHome(at('/', 'webview=true'), 'language=en')).toBeNull();
  });
});
