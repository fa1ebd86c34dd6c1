/**
 * What a doc page's hand-off menu (./theme/CopyPage) and the context packs' build
 * step (./context-packs.ts) share: where a page's context pack and the token
 * estimates are served, how an estimate reads, and the links that open a page
 * in an assistant.
 */
import {markdownTwinPath} from './twin-url';

/**
 * Where a page's context pack lives: its twin's path with `.context.md` in place
 * of `.md`. `/docs/query` → `/docs/query.context.md`, `/docs/api/` → `/docs/api/index.context.md`.
 */
export function contextPackPath(pagePath: string): string {
  return markdownTwinPath(pagePath).replace(/\.md$/, '.context.md');
}

/** The token estimate of every page's context pack, by page path (`{"/docs/query": 11873}`). */
export const contextTokensPath = '/context-tokens.json';

/** The stated estimate of a text's tokens: one token for every four characters, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** `≈ 800 tokens`, `≈ 12k tokens`. */
export function formatTokens(tokens: number): string {
  return tokens < 1000 ? `≈ ${tokens} tokens` : `≈ ${Math.round(tokens / 1000)}k tokens`;
}

/**
 * The prompt the "Open in" links carry: the twin's absolute URL, the documented version
 * and the site's llms.txt, whose opening rules keep generated code off IbexDB's sharp
 * edges; never the page's text.
 */
export function assistantPrompt(twinUrl: string, version: string): string {
  const llmsTxt = new URL('/llms.txt', twinUrl).href;
  return `Read ${twinUrl}, a page of the IbexDB ${version} documentation in Markdown, and answer my questions about it for IbexDB ${version}. Before you write IbexDB code, read the rules at the top of ${llmsTxt} and follow them.`;
}

/**
 * The assistants a page opens in, and the link that starts a chat with a prompt, in
 * the forms their sites take in 2026: `https://chatgpt.com/?hints=search&q=<prompt>`
 * (a new ChatGPT chat; `hints=search` lets it fetch the URL the prompt names) and
 * `https://claude.ai/new?q=<prompt>` (a new Claude chat).
 */
export const assistants = [
  {name: 'ChatGPT', link: (prompt: string) => `https://chatgpt.com/?${new URLSearchParams({hints: 'search', q: prompt}).toString()}`},
  {name: 'Claude', link: (prompt: string) => `https://claude.ai/new?${new URLSearchParams({q: prompt}).toString()}`},
] as const;
