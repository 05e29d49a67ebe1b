/**
 * The numbered parameters of one hand-written statement: `add` keeps a value and answers its
 * placeholder ($1, $2, ...). Hot read paths write their SQL as text with this instead of building
 * it through the query builder on every request.
 */
export class Params {
  readonly values: unknown[];

  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `column = $n` for one value, `column = any($n)` for several, false for none. */
export function isOneOf(params: Params, column: string, values: readonly string[]): string {
  if (values.length === 0) return 'false';
  // A single value keeps the plain equality, which lets an index on (column, time) give its order.
  if (values.length === 1) return `${column} = ${params.add(values[0])}`;
  return `${column} = any(${params.add(values)}::text[])`;
}
