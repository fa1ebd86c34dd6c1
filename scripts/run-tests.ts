/**
 * `npm test`: every check of the project, scheduled for a machine of two cores.
 *
 * The test build and then the browser tests are the longest chain, and the
 * only one whose length decides when the command ends: they run one after the
 * other at normal priority, their output shown as it comes. The other checks
 * (typecheck, lint, unit tests, and the tests of the built files once the build
 * has ended) run beside them at the lowest priority, so they take mostly the
 * CPU the chain leaves idle (the build's single-threaded stretches, the browser
 * tests' waits) rather than slowing it down. Each one's output is shown in one
 * piece once it has ended and the chain's step running then is over.
 *
 * Nothing stops early: a failed check is announced in one line when it ends,
 * and the command exits non-zero once everything has run, naming what failed.
 * When a step of the chain fails, what needs it does not run. Ctrl-C or a
 * SIGTERM stops every script and what it started, nothing starts after it, the
 * summary says what had ended, and the command exits as stopped by the signal
 * (130 or 143); a second one kills what is left. Like the package's scripts,
 * it needs a POSIX system.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {constants, setPriority} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** What to run: the chain in order, and the checks beside it, each maybe waiting for a step of the chain. */
export interface Plan {
  chain: string[];
  background: {script: string; after?: string}[];
}

export const plan: Plan = {
  chain: ['build:test', 'test:e2e'],
  background: [{script: 'typecheck'}, {script: 'lint'}, {script: 'test:unit'}, {script: 'test:built', after: 'build:test'}],
};

/** How a script ended; `seconds` is left out for one that did not run. */
export interface Outcome {
  ok: boolean;
  detail: string;
  seconds?: number;
}

/**
 * Runs one npm script. In the foreground its output goes straight to the
 * terminal; in the background it runs at the lowest priority and its output
 * is returned.
 */
export type Runner = (script: string, foreground: boolean) => Promise<{ok: boolean; detail: string; output: string}>;

/** Gives a process the lowest priority. */
export const lowestPriority = (pid: number) => setPriority(pid, constants.priority.PRIORITY_LOW);

/** The scripts running now, so that a signal to this process reaches them. */
const running = new Set<ChildProcess>();

/** Runs the npm scripts of the package in `cwd` as child processes (see `Runner`). */
export function npmScriptRunner(cwd = process.cwd(), lower: (pid: number) => void = lowestPriority): Runner {
  return (script, foreground) =>
    new Promise((resolve) => {
      const stdio = foreground ? 'inherit' : 'pipe';
      // In this process's session: with Linux's autogroups on (kernel.sched_autogroup_enabled), the
      // scheduler weighs priorities only between processes of one session, so a script in a session of
      // its own would not yield to the chain.
      const child = spawn('npm', ['run', '--silent', script], {cwd, stdio: ['ignore', stdio, stdio]});
      running.add(child);
      const output: Buffer[] = [];
      const note = (text: string) => (foreground ? process.stderr.write(text) : output.push(Buffer.from(text)));
      if (!foreground && child.pid !== undefined) {
        // Set as npm starts, before it starts the script: the script's processes inherit the priority.
        try {
          lower(child.pid);
        } catch (error) {
          note(`(ran at normal priority: ${(error as Error).message})\n`);
        }
      }
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('error', (error) => note(`npm run ${script} could not start: ${error.message}\n`));
      child.on('close', (code, signal) => {
        running.delete(child);
        const ok = code === 0;
        resolve({ok, detail: ok ? 'passed' : `failed (${signal ?? `exit code ${code}`})`, output: Buffer.concat(output).toString()});
      });
    });
}

/**
 * The fields of a /proc/<pid>/stat line after the command's name: state, parent, group, session, ...
 * The name is in parentheses and may itself hold spaces and parentheses, so it ends at the last `)`.
 */
export function parseStat(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The fields of /proc/<pid>/stat (see parseStat). */
export function statFields(pid: number | 'self'): string[] {
  return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** Each process and its parent, a `pid ppid` line each: from /proc on Linux, else from POSIX `ps`. */
export function processTable(): string {
  if (!existsSync('/proc/self/stat')) return execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid='], {encoding: 'utf8'});
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [`${pid} ${statFields(Number(pid))[1]}`];
      } catch {
        // It ended while the table was read.
        return [];
      }
    })
    .join('\n');
}

/** Every process started by `pid` and by those it started. */
export function descendants(pid: number, table = processTable()): number[] {
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function describeOutcome(script: string, outcome: Outcome): string {
  return `npm run ${script}: ${outcome.detail}${outcome.seconds === undefined ? '' : ` in ${outcome.seconds.toFixed(1)} s`}`;
}

/** Throws, naming it, when a check waits for a script that is not a step of the chain. */
export function checkPlan({chain, background}: Plan): void {
  for (const {script, after} of background) {
    if (after !== undefined && !chain.includes(after)) {
      throw new Error(`run-tests: ${script} waits for ${after}, which is not a step of the chain (${chain.join(', ')})`);
    }
  }
}

/**
 * Runs the plan and returns every script's outcome, in the order they ended.
 * `write` receives all that is shown.
 */
export async function runPlan(
  {chain, background}: Plan,
  runner: Runner = npmScriptRunner(),
  write: (text: string) => void = (text) => process.stdout.write(text),
  stopped: () => boolean = () => stopSignal !== undefined,
): Promise<Map<string, Outcome>> {
  checkPlan({chain, background});
  const outcomes = new Map<string, Outcome>();
  /** Background output held while a step of the chain is running. */
  const held: string[] = [];
  let chainStepRunning = false;
  const flushHeld = () => write(held.splice(0).join(''));

  /** Runs a script, unless the command has been stopped, and records how it ended. */
  const timed = async (script: string, foreground: boolean) => {
    if (stopped()) {
      const outcome: Outcome = {ok: false, detail: 'not run, as the command was stopped'};
      outcomes.set(script, outcome);
      return {outcome, output: ''};
    }
    const started = performance.now();
    const {ok, detail, output} = await Promise.resolve()
      .then(() => runner(script, foreground))
      .catch((error: unknown) => ({
        ok: false,
        detail: `failed (${error instanceof Error ? error.message : String(error)})`,
        output: '',
      }));
    const outcome = {ok, detail, seconds: (performance.now() - started) / 1000};
    outcomes.set(script, outcome);
    return {outcome, output};
  };

  /** Settles once each step of the chain has ended, with whether it passed. */
  const ended = new Map<string, {promise: Promise<boolean>; settle: (ok: boolean) => void}>();
  for (const script of chain) {
    let settle: (ok: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((resolve) => (settle = resolve));
    ended.set(script, {promise, settle});
  }
  // Started first, so that the build is under way before the checks beside it.
  const chainDone = (async () => {
    let ok = true;
    for (const script of chain) {
      if (ok) {
        chainStepRunning = true;
        write(`\n> npm run ${script}\n`);
        const {outcome} = await timed(script, true);
        chainStepRunning = false;
        write(`\n> ${describeOutcome(script, outcome)}\n`);
        flushHeld();
        ok = outcome.ok;
      } else {
        outcomes.set(script, {ok: false, detail: 'not run, as a step before it failed'});
      }
      ended.get(script)?.settle(ok);
    }
  })();

  const checks = background.map(async ({script, after}) => {
    if (after !== undefined && !(await ended.get(after)?.promise)) {
      outcomes.set(script, {ok: false, detail: `not run, as ${after} failed`});
      return;
    }
    const {outcome, output} = await timed(script, false);
    if (chainStepRunning) {
      if (!outcome.ok) write(`\n> ${describeOutcome(script, outcome)}; its output follows the running step's\n`);
      held.push(`\n> ${describeOutcome(script, outcome)}\n${output}`);
    } else {
      write(`\n> ${describeOutcome(script, outcome)}\n${output}`);
    }
  });

  await Promise.all([chainDone, ...checks]);
  return outcomes;
}

/** The closing summary: every outcome, then what failed and what did not run; exit code 1 if any. */
export function summarize(outcomes: Map<string, Outcome>): {text: string; exitCode: number} {
  const lines = [...outcomes].map(([script, outcome]) => `  ${describeOutcome(script, outcome)}`);
  const failed = [...outcomes].filter(([, {ok, seconds}]) => !ok && seconds !== undefined).map(([script]) => `npm run ${script}`);
  const notRun = [...outcomes].filter(([, {seconds}]) => seconds === undefined).map(([script]) => `npm run ${script}`);
  if (failed.length > 0) lines.push('', `Failed: ${failed.join(', ')}`);
  if (notRun.length > 0) lines.push(`Not run: ${notRun.join(', ')}`);
  return {text: `\n${lines.join('\n')}\n`, exitCode: failed.length > 0 || notRun.length > 0 ? 1 : 0};
}

/** The signal that stopped the command, once one has come: nothing starts after it. */
let stopSignal: NodeJS.Signals | undefined;

/**
 * Sends `signal` to every running script and every process it started: npm passes a signal on to
 * the script's shell, but `sh -c 'a && b'` does not pass it on to the command it runs.
 */
export function forwardSignal(signal: NodeJS.Signals): void {
  let table: string | undefined;
  try {
    table = processTable();
  } catch {
    // Without a process table, the scripts' own processes still get the signal.
  }
  const pids = [...running].flatMap(({pid}) => (pid === undefined ? [] : [pid, ...(table === undefined ? [] : descendants(pid, table))]));
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // It ended meanwhile.
    }
  }
}

async function main(): Promise<number> {
  // Ctrl-C in a terminal reaches every process already; passing it on again is harmless. A second
  // signal kills what is left.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      forwardSignal(stopSignal === undefined ? signal : 'SIGKILL');
      stopSignal ??= signal;
    });
  }
  const {text, exitCode} = summarize(await runPlan(plan));
  process.stdout.write(text);
  if (stopSignal !== undefined) {
    process.stdout.write(`Stopped by ${stopSignal}.\n`);
    // The shell that started the command learns it was stopped, as it would had the command not caught the signal.
    return 128 + constants.signals[stopSignal];
  }
  return exitCode;
}

const scriptFile = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === scriptFile) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
