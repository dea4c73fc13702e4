import { validationError, type ValidationResult } from './messages';

/**
 * A web address as people write it: optional `http(s)://`, a host of
 * dot-separated labels with a top-level domain of two letters or more, an
 * optional port, an optional path/query/fragment without spaces.
 */
export const WEBSITE_URL_PATTERN =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** `invalidWebsiteUrl` unless the value looks like a web address. */
export function validateWebsiteUrl(value: string): ValidationResult {
  return WEBSITE_URL_PATTERN.test(value.trim()) ? null : validationError('invalidWebsiteUrl');
}

