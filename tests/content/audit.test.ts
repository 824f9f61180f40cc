// The packages the published site ships, and those its build runs, have no
// known high or critical vulnerability: both are "dependencies" in
// package.json (the plugins' HTML and Markdown parsers too), and only tools
// for tests, types and linting are devDependencies. npm audit needs the
// registry's advisory endpoint: when it cannot be reached the check is
// reported as skipped, never as passed, and SETUP_AUDIT=required (set by the
// GitHub workflows) turns that into a failure.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {run} from '../../scripts/lib/run.ts';

type AuditReport = {
  /** Set, with message, when npm could not get the advisories. */
  error?: unknown;
  message?: string;
  metadata?: {vulnerabilities?: Record<string, number>};
  vulnerabilities?: Record<string, {severity: string}>;
};

test('npm audit --omit=dev finds no high or critical vulnerability', (t) => {
  const {stdout, output} = run('npm', ['audit', '--omit=dev', '--json']);
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    assert.fail(`npm audit printed no JSON report:\n${output}`);
  }
  if (report.error) {
    const reason = `npm audit could not reach the registry's advisory endpoint (${report.message ?? 'no details'}), so the packages were NOT checked.`;
    if (process.env.SETUP_AUDIT === 'required') {
      assert.fail(reason);
    }
    t.skip(
      `${reason} Run it where the registry is reachable, or set SETUP_AUDIT=required to fail instead.`,
    );
    return;
  }
  const severe = Object.entries(report.vulnerabilities ?? {})
    .filter(([, {severity}]) => severity === 'high' || severity === 'critical')
    .map(([name, {severity}]) => `${name} (${severity})`);
  assert.deepEqual(severe, [], 'run `npm audit --omit=dev` for the advisories and fixes');
});
