/**
 * A LIKE pattern that finds `text` anywhere, in lower case: `%`, `_` and `\` match themselves, as
 * staff typed them (search as you type in the catalogue, the orders list and the patient picker).
 */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
