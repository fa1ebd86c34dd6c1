/** The glossary's popover text on the built site, and its shape: anchor → [term, definition]. */
export const glossaryDataPath = 'glossary.json';

export type GlossaryData = Record<string, readonly [term: string, definition: string]>;
