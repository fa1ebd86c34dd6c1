/** The names of code samples that link to the API reference, as the page holds them. */
export const linkSelector = '.theme-code-block code a[href]';
