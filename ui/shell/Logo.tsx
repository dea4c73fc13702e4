/**
 * The company mark and name; the mark is decorative, the name is the
 * accessible text. The mark takes the text colour; `--logo-contrast` colours the house.
 */
export function Logo({ name }: { name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', fontWeight: 700 }}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2Z" style={{ fill: 'var(--logo-contrast, #fff)' }} />
      </svg>
      <span className="logo-name">{name}</span>
    </span>
  );
}
