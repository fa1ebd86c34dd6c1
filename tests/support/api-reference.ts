/**
 * The API reference as a unit test reads it: TypeDoc run with typedoc.json, as
 * docusaurus-plugin-typedoc runs it, plus TypeDoc's own validation (broken
 * `{@link}`s, undocumented exports), which docusaurus-plugin-typedoc skips.
 * TypeDoc rejects an unknown option in typedoc.json.
 *
 * TypeDoc runs in a child Node process without tsx, as in a Docusaurus build:
 * it loads the plugin with import(), outside tsx's module hooks.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** What the run left: the pages' folder, TypeDoc's exit status and everything it printed. */
export interface GeneratedApiReference {
  out: string;
  status: number | null;
  log: string;
}

let generated: GeneratedApiReference | undefined;

/**
 * The site's API reference, rendered once per process into a temporary folder that
 * goes when the process exits (not when a signal kills it). The unit tests share one process (tests/unit/index.ts),
 * so the tests of the pages (api-pages.test.ts) and of the samples they show
 * (check-code-samples.test.ts) read the same run.
 */
export function generatedApiReference(): GeneratedApiReference {
  if (!generated) {
    const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-api-'));
    process.on('exit', () => fs.rmSync(docsDir, {recursive: true, force: true}));
    generated = runTypeDoc(docsDir);
  }
  return generated;
}

/** Runs TypeDoc into `<docsDir>/api`, with `extraOptions` over typedoc.json's (`options` names another file). */
export function runTypeDoc(docsDir: string, extraOptions: Record<string, unknown> = {}): GeneratedApiReference {
  const out = path.join(docsDir, 'api');
  const script = `
    import {Application, TSConfigReader, TypeDocReader} from 'typedoc';
    const options = JSON.parse(process.argv[1]);
    const app = await Application.bootstrapWithPlugins({...options, logLevel: 'Warn'}, [new TypeDocReader(), new TSConfigReader()]);
    const project = await app.convert();
    if (project) app.validate(project);
    if (project) await app.generateOutputs(project);
    process.exitCode = project && !app.logger.hasErrors() && !app.logger.hasWarnings() ? 0 : 1;
  `;
  const options = {out, docsPath: docsDir, validation: {notDocumented: true}, ...extraOptions};
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0'},
  });
  return {out, status: result.status, log: result.error ? `TypeDoc could not start: ${result.error.message}` : `${result.stdout}${result.stderr}`};
}
