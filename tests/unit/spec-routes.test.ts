import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {apiFunctionRoutes, apiPageCounts, apiRoutes, guideRoutes, requiredCounts} from '../support/spec';
import {apiPages} from '../support/api-snapshot';

/**
 * The routes the requirements list (CONTRIBUTING.md, "Routes"), written out here and
 * nowhere else. The other tests take their routes from tests/support/spec.ts, which
 * derives them from sidebars.ts, src/api-layout.mjs and the API snapshot: these tests
 * fail when what they derive is not exactly this list, so a page dropped from the
 * sidebar or the snapshot still fails.
 */
const requiredGuides = [
  'install',
  'tutorial',
  'architecture',
  'authorization',
  'benchmarks',
  'commit-graph',
  'concepts',
  'conflict-resolution',
  'contributing',
  'faq',
  'ordering-items',
  'query',
  'react',
  'read-write-data',
  'repositories',
  'schema',
  'sessions',
  'sync',
];

const requiredFunctionPages = ['functions-core', 'functions-react', 'functions-server'];

const requiredSymbols = {
  classes: ['consolelogstream', 'dataregistry', 'emitter', 'ibexdb', 'item', 'jsonlogstream', 'manageditem', 'query', 'repository', 'server', 'trustpool'],
  interfaces: [
    'buildinfo',
    'clonable',
    'comparable',
    'coreobject',
    'coreoptions',
    'corevaluecloneopts',
    'dbinstanceconfig',
    'encodable',
    'encoder',
    'equatable',
    'jsonobject',
    'logstream',
    'readonlyitem',
    'readonlyjsonobject',
    'serveroptions',
    'serverservices',
    'usequeryopts',
  ],
  types: [
    'appconfig',
    'authconfig',
    'authop',
    'authrule',
    'authruleinfo',
    'compileoptions',
    'concretecorevalue',
    'corearray',
    'coreclassobject',
    'coredictionary',
    'corekey',
    'coreset',
    'corevalue',
    'cpuarch',
    'dbreadystate',
    'debugserveroptions',
    'domainconfig',
    'emailbuilder',
    'emailinfo',
    'executableoptions',
    'fielddef',
    'fieldvalue',
    'iterablefilterfunc',
    'livereloadoptions',
    'objfieldsfilterfunc',
    'propswithpath',
    'queryconfig',
    'readonlycorearray',
    'readonlycoreobject',
    'schema',
    'schemadatatype',
    'schemafield',
    'schemafieldsdef',
    'schemanulltype',
    'schemaoptionalfields',
    'schemarequiredfields',
    'schematypesession',
    'schematypeuserstats',
    'schemavaluewithoptional',
    'targetos',
    'useitemopts',
  ],
};

const sorted = (list: readonly string[]) => [...list].sort();

describe('the routes the tests derive (tests/support/spec.ts) are those the requirements list', () => {
  it('the guides sidebar holds the 18 guides, each once, the installation guide first and the tutorial second', () => {
    assert.deepEqual(sorted(guideRoutes), sorted(requiredGuides.map((name) => `/docs/${name}`)));
    assert.equal(new Set(guideRoutes).size, guideRoutes.length, 'a guide is in the sidebar twice');
    assert.deepEqual(guideRoutes.slice(0, 2), ['/docs/install', '/docs/tutorial']);
  });

  it('the API reference has the index, the three function pages and the 69 symbol pages, each once', () => {
    const expected = [
      '/docs/api/',
      ...requiredFunctionPages.map((page) => `/docs/api/${page}`),
      ...Object.entries(requiredSymbols).flatMap(([folder, names]) => names.map((name) => `/docs/api/${folder}/${name}`)),
    ];
    assert.deepEqual(sorted(apiRoutes), sorted(expected));
    assert.equal(new Set(apiRoutes).size, apiRoutes.length, 'an API page is listed twice');
    assert.deepEqual(apiFunctionRoutes, requiredFunctionPages.map((page) => `/docs/api/${page}`));
  });

  it('counts 1 index, 3 function pages, 11 classes, 17 interfaces and 41 types', () => {
    const counts = {index: 1, functions: 3, classes: 11, interfaces: 17, types: 41};
    assert.deepEqual(requiredCounts, counts);
    assert.deepEqual(apiPageCounts(apiPages), counts);
  });
});
