/** The API symbol pages of the spec (section 2), as the lowercase names in their URLs. */

export const apiClassNames = [
  'consolelogstream', 'dataregistry', 'emitter', 'ibexdb', 'item', 'jsonlogstream',
  'manageditem', 'query', 'repository', 'server', 'trustpool',
];

export const apiInterfaceNames = [
  'buildinfo', 'clonable', 'comparable', 'coreobject', 'coreoptions', 'corevaluecloneopts',
  'dbinstanceconfig', 'encodable', 'encoder', 'equatable', 'jsonobject', 'logstream',
  'readonlyitem', 'readonlyjsonobject', 'serveroptions', 'serverservices', 'usequeryopts',
];

export const apiTypeNames = [
  'appconfig', 'authconfig', 'authop', 'authrule', 'authruleinfo', 'compileoptions',
  'concretecorevalue', 'corearray', 'coreclassobject', 'coredictionary', 'corekey', 'coreset',
  'corevalue', 'cpuarch', 'dbreadystate', 'debugserveroptions', 'domainconfig', 'emailbuilder',
  'emailinfo', 'executableoptions', 'fielddef', 'fieldvalue', 'iterablefilterfunc',
  'livereloadoptions', 'objfieldsfilterfunc', 'propswithpath', 'queryconfig',
  'readonlycorearray', 'readonlycoreobject', 'schema', 'schemadatatype', 'schemafield',
  'schemafieldsdef', 'schemanulltype', 'schemaoptionalfields', 'schemarequiredfields',
  'schematypesession', 'schematypeuserstats', 'schemavaluewithoptional', 'targetos',
  'useitemopts',
];
