/** A count with its noun, singular for one ("1 stop", "3 stops", "0 visits"). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
