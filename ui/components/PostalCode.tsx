import { useSectionsOptions } from '../sections/SectionFrame';
import { PostalCodeSlot, type PostalCodeSlotProps } from './PostalCodeSlot';

/** The postal-code form of a section: the page's own form when it gives one, else the simple one. */
export function PostalCode(props: PostalCodeSlotProps) {
  const { PostalCodeForm } = useSectionsOptions();
  if (PostalCodeForm) return <PostalCodeForm services={props.services ?? []} className={props.className} />;
  return <PostalCodeSlot {...props} />;
}
