// The site's page template (config/ssrTemplate.ts) is a copy of
// @docusaurus/core's own but for how the app's scripts load
// (tests/helpers/ssrTemplateDrift.ts). Checked on every run against the
// installed core, so a Docusaurus release that changes its template fails
// here with the lines to carry over, whatever version the markers name.
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {ssrTemplate} from '../../config/ssrTemplate.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {templatePatch, withStockScripts} from '../helpers/ssrTemplateDrift.ts';

const require = createRequire(path.join(projectDir, 'package.json'));
const coreTemplateModule = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
const {version} = require('@docusaurus/core/package.json') as {version: string};

test("core still renders pages with ssgTemplate.html.js's default export unless ssrTemplate is set", async () => {
  const {default: template} = require(coreTemplateModule) as {default: unknown};
  assert.equal(typeof template, 'string', `${coreTemplateModule} exports no default template`);
  const params = await readFile(require.resolve('@docusaurus/core/lib/ssg/ssgParams.js'), 'utf8');
  assert.match(
    params,
    /require\("\.\/ssgTemplate\.html"\)/,
    `@docusaurus/core ${version} no longer takes its default template from ${coreTemplateModule}: find the one it uses and compare config/ssrTemplate.ts with it`,
  );
  assert.match(
    params,
    /siteConfig\.ssrTemplate \?\?/,
    `@docusaurus/core ${version} no longer falls back to its own template when siteConfig.ssrTemplate is unset: check how it uses config/ssrTemplate.ts now`,
  );
});

test("config/ssrTemplate.ts is core's page template but for the app's scripts", () => {
  const {default: coreTemplate} = require(coreTemplateModule) as {default: string};
  const patch = templatePatch(withStockScripts(ssrTemplate), coreTemplate);
  if (patch !== undefined) {
    assert.fail(
      `config/ssrTemplate.ts no longer matches @docusaurus/core ${version}'s page template (${coreTemplateModule}) outside the app's scripts. Carry core's change over (- the site's copy, with core's scripts in place of its own; + core's):\n${patch}`,
    );
  }
});
