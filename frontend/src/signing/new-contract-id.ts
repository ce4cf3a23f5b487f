/**
 * A random (version 4) UUID for a contract about to be registered: the signed registration names it, so
 * the signature registers that one contract and no other. Built from getRandomValues, which plain-http
 * pages have too (randomUUID is for secure pages only).
 */
export function newContractId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
