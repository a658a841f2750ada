/**
 * A replacement of one property of a library's module object or prototype that can be taken back:
 * the fast paths on express-openapi-validator are such replacements, and turning the fast paths off
 * must leave the library exactly as published, even in a process where an earlier app had them on.
 */
export interface Patch {
  /** Who it is in a test's message: the function the fast path is, as docs/fast-paths.md lists it. */
  readonly name: string;
  /** Whether the replacement is what the library reads now. */
  readonly installed: boolean;
  /** Puts the replacement in place; again changes nothing. */
  install(): void;
  /** Puts the library's own back; again changes nothing. */
  uninstall(): void;
}

/**
 * `target[key]` replaced by what `replace` makes of the library's own, which is read once, when this
 * is called (at import, before any install). The replacement is made at the first install and kept,
 * so what it has learnt (compiled patterns, remembered routes) survives being taken out and put back.
 */
export function patch<T extends object, K extends keyof T>(
  name: string,
  target: T,
  key: K,
  replace: (original: T[K]) => T[K],
): Patch {
  const original = target[key];
  let replacement: T[K] | undefined;
  return {
    name,
    get installed() {
      return replacement !== undefined && target[key] === replacement;
    },
    install() {
      if (target[key] !== original) return;
      target[key] = replacement ??= replace(original);
    },
    uninstall() {
      target[key] = original;
    },
  };
}
