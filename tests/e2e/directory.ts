import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Seeded accounts of the embedded directory (README, "Staff and editor sign-on"). */
export const DIRECTORY_PEOPLE = {
  staff: { email: 'anna.berg@example.se', password: 'anna-test-1234', name: 'Anna Berg' },
  editor: { email: 'erik.lund@example.se', password: 'erik-test-1234', name: 'Erik Lund' },
} as const;

/**
 * Signs on at the directory's own login page (the site has sent the browser
 * there), in whichever language it shows; ends when the browser has left it.
 */
export async function signOnInDirectory(page: Page, person: { email: string; password: string }) {
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/^(Email address|E-postadress)$/).fill(person.email);
  await page.getByLabel(/^(Password|Lösenord)$/).fill(person.password);
  await page.getByRole('button', { name: /^(Sign in|Logga in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc/'));
}

/** The editor's directory token, as a script outside the page would read it (the cookie is HttpOnly). */
export async function directoryTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'directoryToken');
  expect(cookie, 'an editor holds the directoryToken cookie').toBeDefined();
  expect(cookie!.httpOnly, 'the directory cookie is HttpOnly').toBe(true);
  return cookie!.value;
}

/** Signs the editor on from the site's editor log-in page (`/en/editor`), through the directory. */
export async function signOnAsEditor(page: Page) {
  await page.goto('/en/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor log-in' })).toBeVisible();
  await page.getByTestId('editor-login-signed-out').getByRole('button', { name: 'Log in' }).click();
  await signOnInDirectory(page, DIRECTORY_PEOPLE.editor);
  await expect(page).toHaveURL(/\/en\/editor$/);
}
