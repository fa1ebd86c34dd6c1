/** A glossary term linked in a guide, as ../remark.ts writes it. */
export const glossaryTermSelector = '.theme-doc-markdown a[data-glossary]';
