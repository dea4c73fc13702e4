import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Views render in either language without a page's HTML around them.
import '../i18n/serverCatalogs';

// No DOM test opens a real socket: a logged-in main account's notification socket gets the fake.
vi.mock('socket.io-client', () => import('./support/fakeSocketIo'));

afterEach(async () => {
  cleanup();
  (await import('./support/fakeSocketIo')).resetSockets();
});
