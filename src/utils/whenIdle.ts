/**
 * requestIdleCallback where the browser has it, else the next task. Shared by
 * the client modules that defer work until the page is idle.
 */
export function whenIdle(run: (deadline: {timeRemaining(): number}) => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout});
  } else {
    window.setTimeout(() => run({timeRemaining: () => 0}));
  }
}
