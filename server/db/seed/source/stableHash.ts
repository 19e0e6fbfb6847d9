/**
 * FNV-1a over a string's UTF-16 code units: a stable 32-bit number for a key, the same on every
 * run and machine, for seed choices that must not depend on the order things are drawn in.
 */
export function stableHash(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return hash >>> 0;
}
