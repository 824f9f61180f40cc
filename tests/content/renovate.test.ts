// renovate.json, checked for what Renovate would only report once it runs on
// the default branch: an option it does not know or a value of the wrong type
// (Ajv against the JSON schema of the renovate release pinned in
// tests/helpers/renovateSchema.ts), and custom managers that miss a pin. The
// tool-versions manager must find exactly the entries of toolVersions.ts, so a
// tool added there in a form its regex does not match fails here; the pages
// must quote the pinned versions; and each tool's pins must share their group
// with the examples' updates of that tool, so that one PR moves them together.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, test} from 'node:test';
import {Ajv, type ValidateFunction} from 'ajv';
import {toolVersions} from '../../src/data/toolVersions.ts';
import {findPins, readRenovateConfig} from '../../scripts/lib/renovatePins.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {examples} from '../helpers/example.ts';
import {optionsFor, type PackageRule, type Update} from '../helpers/renovateRules.ts';
import {renovateSchema, renovateVersion, type JsonSchema} from '../helpers/renovateSchema.ts';

const toolVersionsFile = 'src/data/toolVersions.ts';
const config = await readRenovateConfig();
const managers = config.customManagers ?? [];
const pinsByManager = await Promise.all(managers.map(findPins));
const pins = pinsByManager.flat();
const tools: Readonly<Record<string, string>> = toolVersions;

/**
 * Renovate rejects an option it does not know ("Invalid configuration
 * option"), but its schema lists the options without forbidding others.
 * Closing the top level, each custom manager and each package rule (which
 * also takes the top level's options, such as groupName) makes a misspelt
 * option fail here as well.
 */
function closedSchema(schema: JsonSchema): JsonSchema {
  type Item = {properties?: Record<string, unknown>; [keyword: string]: unknown};
  const copy = structuredClone(schema) as JsonSchema & {
    properties: Record<string, unknown>;
    definitions: Record<string, {items?: {allOf?: Item[]}} | undefined>;
  };
  const item = (list: string): Item => {
    const found = copy.definitions[list]?.items?.allOf?.[0];
    assert.ok(found?.properties, `the schema describes the items of ${list}`);
    return found;
  };
  copy.properties.$schema = {type: 'string'};
  copy.additionalProperties = false;
  item('customManagers').additionalProperties = false;
  const rule = item('packageRules');
  rule.propertyNames = {
    enum: [...new Set([...Object.keys(rule.properties ?? {}), ...Object.keys(copy.properties)])],
  };
  return copy;
}

function validator(schema: JsonSchema): ValidateFunction {
  // Not strict: the schema carries editor hints (markdownDescription, allowComments).
  const ajv = new Ajv({allErrors: true, strict: false});
  ajv.addFormat('regex', (pattern: string) => {
    try {
      new RegExp(pattern);
      return true;
    } catch {
      return false;
    }
  });
  return ajv.compile(closedSchema(schema));
}

function schemaErrors(validate: ValidateFunction, value: unknown): string {
  if (validate(value)) {
    return '';
  }
  return (validate.errors ?? [])
    .map(({instancePath, message, params}) => {
      const {additionalProperty, propertyName, allowedValues} = params as Record<string, unknown>;
      const shortList = Array.isArray(allowedValues) && allowedValues.length <= 20;
      const detail =
        additionalProperty ?? propertyName ?? (shortList ? allowedValues.join(', ') : '');
      return `${instancePath || '/'} ${message}${detail ? `: ${String(detail)}` : ''}`;
    })
    .join('\n');
}

describe(`renovate.json against the schema of renovate ${renovateVersion}`, async () => {
  const schema = await renovateSchema();
  const unavailable = 'unavailable' in schema ? String(schema.unavailable) : undefined;
  const validate = unavailable ? undefined : validator(schema);

  function schemaCheck(t: {skip: (message: string) => void}): ValidateFunction | undefined {
    if (validate) return validate;
    const reason = `Renovate's schema could not be fetched (${unavailable}), so renovate.json was NOT validated.`;
    if (process.env.SETUP_AUDIT === 'required') {
      assert.fail(reason);
    }
    t.skip(`${reason} Set SETUP_AUDIT=required to fail instead.`);
    return undefined;
  }

  test('is valid', (t) => {
    const check = schemaCheck(t);
    if (check) {
      assert.equal(schemaErrors(check, config), '');
    }
  });

  test('the check rejects an unknown option and a wrong value, at every level', (t) => {
    const check = schemaCheck(t);
    if (!check) return;
    const mistakes = [
      {...config, schedules: ['on monday']},
      {...config, rangeStrategy: 'sideways'},
      {...config, packageRules: [{matchPackageNames: ['eslint'], groupNames: 'ESLint'}]},
      {...config, customManagers: [{...managers[0], matchString: ['x']}]},
    ];
    for (const mistake of mistakes) {
      assert.notEqual(schemaErrors(check, mistake), '', JSON.stringify(mistake).slice(0, 200));
    }
  });
});

describe("renovate.json's custom managers", () => {
  test(`find every entry of ${toolVersionsFile}, and nothing else there`, () => {
    const found = pins.filter(({file}) => file === toolVersionsFile);
    assert.deepEqual(
      found.map(({depName, currentValue}) => [depName, currentValue]),
      Object.entries(toolVersions),
      `the regex of the manager for ${toolVersionsFile} must match each entry (as 'name': 'x.y.z',)`,
    );
  });

  test('each matchString still finds what it was written for', () => {
    managers.forEach((manager, index) => {
      for (const matchString of manager.matchStrings) {
        assert.ok(
          pinsByManager[index]?.some((pin) => pin.matchString === matchString),
          `${matchString}\nfinds nothing in ${manager.managerFilePatterns.join(', ')}: a page or the pattern changed`,
        );
      }
    });
  });

  test('the pages quote the versions toolVersions.ts pins', () => {
    const stale = pins
      .filter(({depName, currentValue}) => depName in tools && tools[depName] !== currentValue)
      .map(({file, depName, currentValue}) => `${file}: ${depName} ${currentValue}`);
    assert.deepEqual(stale, []);
  });

  test('use only what RE2, the regex engine Renovate runs, supports too', () => {
    for (const {matchStrings} of managers) {
      for (const matchString of matchStrings) {
        // Lookarounds and backreferences work in JavaScript, and fail in RE2.
        assert.doesNotMatch(matchString, /\(\?<?[=!]|\\[1-9]|\\k</, matchString);
      }
    }
  });
});

/** The examples' package.json files, which Renovate's npm manager updates. */
const manifests = await Promise.all(
  examples.map(async ({dir}) => {
    const file = path.join(dir, 'package.json');
    const {devDependencies = {}} = JSON.parse(await readFile(file, 'utf8')) as {
      devDependencies?: Record<string, string>;
    };
    return {packageFile: path.relative(projectDir, file), devDependencies};
  }),
);

describe("renovate.json's package rules", () => {
  const rules = (config.packageRules ?? []) as PackageRule[];

  /** Every place Renovate updates a tool: its pins, and the examples that install it. */
  function placesOf(packageName: string, updateType: Update['updateType']): Update[] {
    return [
      ...pins
        .filter(({depName}) => depName === packageName)
        .map(({file}) => ({packageName, updateType, manager: 'custom.regex', packageFile: file})),
      ...manifests
        .filter(({devDependencies}) => packageName in devDependencies)
        .map(({packageFile}) => ({
          packageName,
          updateType,
          manager: 'npm',
          packageFile,
          depType: 'devDependencies',
        })),
    ];
  }

  test("put each tool's pins in the PR that updates the examples", () => {
    for (const tool of Object.keys(toolVersions)) {
      for (const updateType of ['patch', 'minor', 'major'] as const) {
        const places = placesOf(tool, updateType);
        assert.ok(places.length > 0, `${tool}: no custom manager and no example reaches its pin`);
        const options = places.map((update) => {
          const {groupName, dependencyDashboardApproval, enabled} = optionsFor(rules, update);
          return {groupName, dependencyDashboardApproval, enabled};
        });
        const outcomes = options.map((option) => JSON.stringify(option));
        assert.equal(new Set(outcomes).size, 1, `${tool} (${updateType}):\n${outcomes.join('\n')}`);
        assert.ok(
          options[0]?.groupName,
          `${tool}'s ${updateType} updates have no group: add ${tool} to its tool family in renovate.json`,
        );
      }
    }
  });
});
