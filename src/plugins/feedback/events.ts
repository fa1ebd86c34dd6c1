/**
 * What the feedback control sends, and when it shows. Kept apart from the
 * component so the unit tests can check it without a browser: the answers
 * and reasons a reader can give, the one analytics event each becomes, and
 * the rule that the control shows only where analytics is on.
 */

/** The gtag plugin's name, under which it publishes its options to the browser. */
export const gtagPluginName = 'docusaurus-plugin-google-gtag';

export type Answer = 'yes' | 'no';

/** The reasons offered after No: the value sent, and the button's label. */
export const reasons = [
  {value: 'wrong-or-outdated', label: 'Wrong or outdated'},
  {value: 'unclear', label: 'Unclear'},
  {value: 'missing-example', label: 'Missing an example'},
  {value: 'other', label: 'Other'},
] as const;

export type Reason = (typeof reasons)[number]['value'];

/** The analytics events: their names and their only parameters. */
export type FeedbackEvent =
  | {name: 'page_feedback'; params: {page_path: string; answer: Answer}}
  | {name: 'page_feedback_reason'; params: {page_path: string; reason: Reason}};

/** The global function the gtag plugin's inline script defines. */
export type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

/**
 * Whether analytics is on in this build: the gtag plugin publishes its
 * options (with at least one measurement id) only when it runs, which is
 * in a production build with `IBEXDB_GTAG_ID` set.
 */
export function analyticsOn(gtagPluginData: unknown): boolean {
  if (typeof gtagPluginData !== 'object' || gtagPluginData === null) return false;
  const ids = (gtagPluginData as {trackingID?: unknown}).trackingID;
  return Array.isArray(ids) && ids.some((id) => typeof id === 'string' && id.length > 0);
}

export function answerEvent(pagePath: string, answer: Answer): FeedbackEvent {
  return {name: 'page_feedback', params: {page_path: pagePath, answer}};
}

export function reasonEvent(pagePath: string, reason: Reason): FeedbackEvent {
  return {name: 'page_feedback_reason', params: {page_path: pagePath, reason}};
}

/** Sends one event through gtag, when the page has it. */
export function send(gtag: Gtag | undefined, event: FeedbackEvent): void {
  gtag?.('event', event.name, event.params);
}

/** The local-storage key that records an answer on the page at `pagePath`. */
export function answeredKey(pagePath: string): string {
  return `ibexdb.feedback.answered:${pagePath}`;
}
