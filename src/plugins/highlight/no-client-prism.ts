// Stands in for the classic theme's client module that loads Prism languages
// in the browser: code is highlighted at build time (./index.ts), so the
// browser needs no Prism at all. See ./plugin.ts.
export {};
