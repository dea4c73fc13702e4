export const PRECOMPRESSED: RegExp;
export function precompressStatic(staticDir?: string): Promise<number>;
