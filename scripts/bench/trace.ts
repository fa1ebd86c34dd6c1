/**
 * `npm run bench:trace -- <path> [--toggle | --menu | --js] [--build-dir=<folder>]`:
 * where one page of the production build spends its main-thread time, CPU
 * slowed 4x, from a Chrome trace. It serves build/ (or another build) gzipped,
 * loads the page in a phone-sized window and lists the long tasks (over 50 ms)
 * with the trace events inside them; with `--js` it also samples the CPU and
 * names the JavaScript functions that ran longest inside each task (file,
 * line and column of the minified script). With `--toggle` it clicks the colour-mode
 * toggle instead, in a desktop window, and with `--menu` it opens the mobile
 * menu in a phone-sized one, and prints the click's Event Timing duration and
 * the rendering phases that followed it. It profiles; `npm run bench` is the
 * benchmark.
 */
import path from 'node:path';
import type {CDPSession} from '@playwright/test';
import {serveStatic} from '../support/static-server';
import {colourToggle, hosting, launchBrowser, mobileMenuToggle} from './measure';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

/** A CPU profile from the DevTools protocol, in the trace's clock. */
interface CpuProfile {
  nodes: {id: number; callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number}}[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The three functions with the most sampled self time inside `task`, in ms. */
function hotFunctions(profile: CpuProfile, task: TraceEvent): string {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const deltas = profile.timeDeltas ?? [];
  const self = new Map<string, number>();
  let time = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    time += deltas[index] ?? 0;
    if (time < task.ts || time > task.ts + task.dur!) return;
    const frame = frames.get(id)!;
    const where = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(name, (self.get(name) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, ms]) => `${name} ${Math.round(ms)}`).join('; ');
}

const phases = ['EvaluateScript', 'FunctionCall', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'ParseHTML'];

async function stopTracing(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<TraceEvent[]>((resolve) => {
    cdp.on('Tracing.tracingComplete', ({stream}) => {
      void (async () => {
        let data = '';
        for (;;) {
          const chunk = await cdp.send('IO.read', {handle: stream!});
          data += chunk.data;
          if (chunk.eof) break;
        }
        resolve((JSON.parse(data) as {traceEvents: TraceEvent[]}).traceEvents);
      })();
    });
  });
  await cdp.send('Tracing.end');
  return done;
}

/** Milliseconds of each phase among the complete events of `events` inside `task`. */
function breakdown(events: readonly TraceEvent[], task: TraceEvent): string {
  const totals = new Map<string, number>();
  for (const event of events) {
    const inside = event.tid === task.tid && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur!;
    if (event !== task && event.ph === 'X' && inside && phases.includes(event.name)) {
      totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
  }
  return [...totals].map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
}

async function main(): Promise<void> {
  const route = process.argv.slice(2).find((arg) => arg.startsWith('/'));
  if (!route) {
    throw new Error('Name a page of the build, for example: npm run bench:trace -- /docs/tutorial --toggle');
  }
  const toggle = process.argv.includes('--toggle');
  const menu = process.argv.includes('--menu');
  const click = toggle || menu;
  const js = !click && process.argv.includes('--js');
  const buildDir = process.argv.find((arg) => arg.startsWith('--build-dir='))?.slice('--build-dir='.length) ?? 'build';
  const server = await serveStatic(path.resolve(buildDir), hosting);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(
      toggle ? {viewport: {width: 1280, height: 800}} : {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: menu},
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const url = new URL(route, server.url).href;
    if (click) {
      await page.goto(url, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.evaluate(() => {
        const store = window as unknown as {clicks: number[]};
        store.clicks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEventTiming & {interactionId: number})[]) {
            if (entry.interactionId > 0) store.clicks.push(entry.duration);
          }
        }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    if (js) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReturnAsStream',
    });
    if (click) {
      await page.locator(toggle ? colourToggle : mobileMenuToggle).first().click();
    } else {
      await page.goto(url, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
    }
    // Two frames and a task later, the interaction's paint and entries are in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    const events = await stopTracing(cdp);
    const profile = js ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
    if (click) {
      const clicks = await page.evaluate(() => (window as unknown as {clicks: number[]}).clicks);
      console.log(`${toggle ? 'Colour toggle' : 'Mobile menu'} on ${route}, CPU 4x: Event Timing ${Math.max(16, ...clicks)} ms`);
      const tasks = events.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 16_000);
      for (const task of tasks) console.log(`  task ${Math.round(task.dur! / 1000)} ms: ${breakdown(events, task)}`);
    } else {
      console.log(`Long tasks loading ${route}, CPU 4x:`);
      const tasks = events.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000).sort((a, b) => a.ts - b.ts);
      for (const task of tasks) {
        console.log(`  task ${Math.round(task.dur! / 1000)} ms: ${breakdown(events, task)}`);
        if (profile) console.log(`    JS: ${hotFunctions(profile, task)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
