// Stands in for the classic theme's client module that loads Prism languages
// in the browser: code is highlighted at build time (./rehype.ts), so the
// browser needs no Prism at all. See ./index.ts.
export {};
