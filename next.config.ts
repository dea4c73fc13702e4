import type { NextConfig } from 'next';
import { buildVersion } from './scripts/build-version.mjs';

const config: NextConfig = {
  i18n: { locales: ['sv', 'en'], defaultLocale: 'sv', localeDetection: false },
  reactStrictMode: true,
  poweredByHeader: false,
  // Security headers, CSP nonce and compression are set by our own server.
  compress: false,
  // `npm test` type-checks the whole project (tests included) with tsc; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BUILD_VERSION: buildVersion() },
  experimental: {
    swcPlugins: [['@lingui/swc-plugin', {}]],
  },
};

export default config;
