import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

const projectRoot = path.resolve(import.meta.dirname, '../..');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(fs.readFileSync(path.join(projectRoot, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;
const jobs = Object.entries(workflow.jobs);

/** The index of the first step of a job that runs exactly this command, or -1. */
const runIndex = (job: Job, command: string) => job.steps.findIndex((step) => step.run?.trim() === command);

/** The jobs a job waits for, directly or through the jobs it waits for. */
function upstream(name: string, seen = new Set<string>()): Set<string> {
  const needs = workflow.jobs[name]?.needs ?? [];
  for (const need of typeof needs === 'string' ? [needs] : needs) {
    if (!seen.has(need)) {
      seen.add(need);
      upstream(need, seen);
    }
  }
  return seen;
}

const publishing = jobs.filter(([, job]) => job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages')));
const checking = jobs.filter(([, job]) => runIndex(job, 'npm test') >= 0);
const uploading = jobs.filter(([, job]) => job.steps.some((step) => step.uses?.startsWith('actions/upload-pages-artifact')));

test('the deploy workflow publishes only after a job that runs every check (npm test) has passed', () => {
  assert.equal(publishing.length, 1, 'one job publishes to GitHub Pages');
  assert.ok(checking.length > 0, 'a job runs npm test');
  const [[publisher]] = publishing;
  for (const [name] of [...checking, ...uploading]) {
    assert.ok(upstream(publisher).has(name), `the ${publisher} job must wait for the ${name} job`);
  }
});

test('the checking job installs all packages and a Chromium for the browser tests before npm test', () => {
  for (const [name, job] of checking) {
    const tests = runIndex(job, 'npm test');
    const install = runIndex(job, 'npm ci');
    const browser = job.steps.findIndex((step) => /\bplaywright install\b.*\bchromium\b/.test(step.run ?? ''));
    assert.ok(install >= 0 && install < tests, `${name}: npm ci (with devDependencies) runs before npm test`);
    assert.ok(browser >= 0 && browser < tests, `${name}: a Chromium is installed before npm test`);
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout'));
    assert.equal(checkout?.with?.['fetch-depth'], 0, `${name}: the full history, for the last-updated dates`);
  }
});

test('the published build comes from a production install (npm ci --omit=dev) and uploads build/', () => {
  assert.equal(uploading.length, 1, 'one job uploads the site');
  const [[name, job]] = uploading;
  const install = runIndex(job, 'npm ci --omit=dev');
  const build = runIndex(job, 'npm run build');
  const upload = job.steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
  assert.ok(install >= 0 && install < build && build < upload, `${name}: npm ci --omit=dev, npm run build, then the upload`);
  assert.equal(job.steps[upload]?.with?.path, 'build');
});

test('every job runs the Node.js version of .nvmrc, and only the publishing job may write to Pages', () => {
  assert.match(fs.readFileSync(path.join(projectRoot, '.nvmrc'), 'utf8').trim(), /^\d+$/);
  for (const [name, job] of jobs) {
    const setupNode = job.steps.find((step) => step.uses?.startsWith('actions/setup-node'));
    if (setupNode) {
      assert.equal(setupNode.with?.['node-version-file'], '.nvmrc', name);
    }
    const writesPages = (job.permissions ?? workflow.permissions)?.pages === 'write';
    assert.equal(writesPages, publishing.some(([publisher]) => publisher === name), `${name}: pages permission`);
  }
});
