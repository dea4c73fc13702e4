import type { Locale } from '../../i18n/locales';
import { StaffDesk } from './StaffDesk/StaffDesk';
import { useStaffDesk } from './useStaffDesk';

/** The desk's chart runs only while a staff member is signed on. */
export function SignedOnDesk({ locale }: { locale: Locale }) {
  const { actor } = useStaffDesk();
  return <StaffDesk actor={actor} locale={locale} />;
}
