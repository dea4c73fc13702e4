// CSS module typings come from Next's global types. next-env.d.ts (which also
// references them) is generated and ignored by git, so reference them here too
// so `tsc` works in a fresh clone before the first `next build`.
/// <reference types="next" />
