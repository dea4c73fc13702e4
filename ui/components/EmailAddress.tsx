import { Fragment } from 'react';

/**
 * An e-mail address that may wrap where a reader expects it to: after the
 * `@` and before each dot of the domain, never inside a word (a narrow
 * column would otherwise cut `kundservice` in two).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      {domain.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          {index > 0 ? '.' : ''}
          {part}
        </Fragment>
      ))}
    </>
  );
}
