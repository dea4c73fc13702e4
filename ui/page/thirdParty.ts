import { readThirdParty, type ThirdPartyConfig } from '../../api/thirdParty';

/** Widget settings for the browser, read per request so a deploy can switch widgets on without a rebuild. */
export const publicThirdParty = (): ThirdPartyConfig => readThirdParty(process.env);
