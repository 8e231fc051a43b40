// A row's fields named once: `pick(u, ['tel', 'address'])` is `{ tel: u.tel, address: u.address }`,
// in the order named (the select's counterpart is columnsOf in @rian/db).
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}
