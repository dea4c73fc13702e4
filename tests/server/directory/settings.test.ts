import { describe, expect, it } from 'vitest';
import { pageSettings } from '../../../api/pageSettings';
import { isStaffHost } from '../../../api/staffHost';
import { createSiteServer } from '../../../server/app';
import { readConfig, readDirectorySettings } from '../../../server/config';
import { openSeededDatabase } from '../seededDatabase';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('directory settings', () => {
  it('use the embedded directory and staff.localhost when nothing is set', () => {
    expect(readDirectorySettings(env({}))).toEqual({ external: undefined, rolesClaim: 'roles', extraScopes: [], staffHost: 'staff.localhost', staffUrl: undefined });
  });

  it('read an external directory, its roles claim and extra scopes', () => {
    const settings = readDirectorySettings(
      env({
        OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
        OIDC_CLIENT_ID: 'client',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_ROLES_CLAIM: 'groups',
        OIDC_SCOPES: 'api://site/staff, offline_access',
      }),
    );
    expect(settings.external).toEqual({ issuer: 'https://login.microsoftonline.com/tenant-id/v2.0', clientId: 'client', clientSecret: 'secret' });
    expect(settings.rolesClaim).toBe('groups');
    expect(settings.extraScopes).toEqual(['api://site/staff', 'offline_access']);
  });

  it.each([
    [{ OIDC_ISSUER: 'https://login.example.com' }, /missing OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/],
    [{ OIDC_CLIENT_ID: 'client', OIDC_CLIENT_SECRET: 'secret' }, /missing OIDC_ISSUER/],
    [{ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, /must be https/],
    [{ OIDC_ISSUER: 'login.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, /must be an http\(s\) URL/],
    [{ STAFF_URL: 'staff.example.se' }, /STAFF_URL must be an http\(s\) URL/],
    [{ STAFF_HOST: 'https://staff.example.se' }, /STAFF_HOST must be a host name/],
    [{ STAFF_HOST: 'staff.example.se', STAFF_URL: 'https://kundtjanst.example.se' }, /differ/],
  ])('stop the start on partial or wrong settings: %j', (values, message) => {
    expect(() => readDirectorySettings(env(values))).toThrow(message);
  });

  it('take the staff host from STAFF_URL, and let its pages make changes from there', () => {
    const config = readConfig(env({ STAFF_URL: 'https://staff.example.se/', PUBLIC_URL: 'https://www.example.se' }));
    expect(config.directory.staffHost).toBe('staff.example.se');
    expect(config.directory.staffUrl).toBe('https://staff.example.se');
    expect(config.allowedOrigins).toContain('https://staff.example.se');
  });
});

describe('isStaffHost', () => {
  it('compares the host name of a Host header or a base URL with the staff host, ignoring port and case', () => {
    expect(isStaffHost('staff.localhost:3000', 'staff.localhost')).toBe(true);
    expect(isStaffHost('STAFF.localhost', 'staff.localhost')).toBe(true);
    expect(isStaffHost('http://staff.localhost:3000/en/staff', 'staff.localhost')).toBe(true);
    expect(isStaffHost('https://staff.example.se', 'staff.example.se')).toBe(true);
    expect(isStaffHost('localhost:3000', 'staff.localhost')).toBe(false);
    expect(isStaffHost('staff.localhost.evil.example', 'staff.localhost')).toBe(false);
    expect(isStaffHost('www.example.se', 'staff.example.se')).toBe(false);
    expect(isStaffHost('[::1]:3000', 'staff.localhost')).toBe(false);
    expect(isStaffHost(undefined, 'staff.localhost')).toBe(false);
    expect(isStaffHost('', 'staff.localhost')).toBe(false);
  });
});

describe('the embedded directory across a restart', () => {
  it('keeps its signing key in the database, and the server publishes the staff host to the pages', async () => {
    const config = readConfig(env({ DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', STAFF_HOST: 'kundtjanst.localhost' }), { apiOnly: true });
    const { database } = await openSeededDatabase(config);
    const keysOf = async () => {
      const site = await createSiteServer(config, database, 'test01');
      try {
        const url = await site.listen();
        expect(pageSettings().staffHost).toBe('kundtjanst.localhost');
        return (await (await fetch(`${url}/oidc/jwks`)).json()) as { keys: { kid: string }[] };
      } finally {
        await site.close();
      }
    };
    try {
      const first = await keysOf();
      const second = await keysOf();
      expect(first.keys).toHaveLength(1);
      expect(second).toEqual(first);
    } finally {
      await database.close();
    }
  }, 60_000);
});
