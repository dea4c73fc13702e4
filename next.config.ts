import type { NextConfig } from 'next';
import { routes } from './api/routes';
import { buildVersion } from './scripts/build-version.mjs';

/**
 * Page files live at the Swedish paths of the route table; English paths
 * are rewritten to them (`/en/my-pages` → `/en/mina-sidor`).
 */
function localizedRewrites() {
  return Object.values(routes)
    .filter((paths) => paths.sv !== paths.en)
    .map((paths) => ({
      source: `/en${paths.en.replace(/\[(\w+)\]/g, ':$1')}`,
      destination: `/en${paths.sv.replace(/\[(\w+)\]/g, ':$1')}`,
      locale: false as const,
    }));
}

const config: NextConfig = {
  i18n: { locales: ['sv', 'en'], defaultLocale: 'sv', localeDetection: false },
  reactStrictMode: true,
  poweredByHeader: false,
  // Security headers and the CSP nonce are set by our own server; Next compresses the pages.
  compress: true,
  // `npm test` type-checks the whole project (tests included) with tsc; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BUILD_VERSION: buildVersion() },
  async rewrites() {
    return localizedRewrites();
  },
  experimental: {
    swcPlugins: [['@lingui/swc-plugin', {}]],
  },
};

export default config;
