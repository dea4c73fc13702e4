import { lazyModule } from '../../components/lazyModule';

/**
 * The account page's forms (a value edited in place, the mobile number and
 * its code, an address's key and alarm), with react-hook-form and the
 * contract's schemas: fetched as the customer reaches for a Change button,
 * not with the page, which mostly shows what is on file.
 */
export const accountForms = lazyModule(() => import('./accountForms'));
