import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINE_CATALOG } from '../../machines/catalog';
import { EID_POLL_INTERVAL_MS, EID_QR_REFRESH_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { createBookingMachine } from '../../machines/booking/wizard/wizard.machine';
import { offlineMachine } from '../../machines/shell/offline/offline.machine';
import { describeCatalog } from '../../ui/devtools/catalog/describeCatalog';

describe('the catalogue of statecharts', () => {
  it('names each machine once, with the file that defines it', async () => {
    const ids = MACHINE_CATALOG.map((entry) => entry.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of MACHINE_CATALOG) {
      expect(existsSync(entry.source), entry.source).toBe(true);
      // Each source named by the catalogue, as it names it (Vite cannot and need not resolve the path ahead).
      const exports = Object.values((await import(/* @vite-ignore */ `../../${entry.source}`)) as Record<string, unknown>);
      // A machine is exported as it is, or made by the exported factory (the booking wizards).
      expect(exports.includes(entry.machine) || exports.includes(createBookingMachine), `${entry.machine.id} in ${entry.source}`).toBe(true);
    }
  });

  it('describes a machine from its definition: events, guards, delays with values, actors and its drawing', async () => {
    const [offline] = await describeCatalog(MACHINE_CATALOG.filter((entry) => entry.machine === offlineMachine));
    expect(offline).toMatchObject({
      id: 'offline',
      source: 'machines/shell/offline/offline.machine.ts',
      states: 3,
      transitions: 4,
      events: ['network.offline', 'network.online'],
    });
    expect(offline?.svg).toContain('data-state="offline.online"');
    const [login] = await describeCatalog(MACHINE_CATALOG.filter((entry) => entry.machine.id === 'eidLogin'));
    expect(login?.delays).toEqual([
      { name: 'pollInterval', ms: EID_POLL_INTERVAL_MS },
      { name: 'qrRefreshInterval', ms: EID_QR_REFRESH_INTERVAL_MS },
    ]);
    expect(login?.actors).toEqual(['cancelLogin', 'fetchQr', 'pollStatus', 'startLogin']);
    expect(login?.guards).toContain('isComplete');
  });
});
