/**
 * Reading a plain-object table by a key that came from outside (a scanned value, an id in local
 * state). `table[key]` would answer `Object.prototype` members for keys such as "constructor" or
 * "__proto__", so a scan of the text "constructor" would look like a barcode: only own properties
 * count here.
 */
export type Table<T> = Readonly<Record<string, T>>;

export function getOwn<T>(table: Table<T> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
