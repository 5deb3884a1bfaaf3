/**
 * A value made on first use and kept: for `Intl` formatters, whose construction (ICU data, time zones) costs a
 * few ms each on a phone, too much to pay while a page's modules are evaluated when the page may never format.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
