/**
 * The size in UTF-8 bytes of a value written as JSON, as the limits on metadata count it. TextEncoder
 * rather than Buffer: the domain runs in a browser too (SPEC 21).
 */
const encoder = new TextEncoder();

export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).byteLength;
}
