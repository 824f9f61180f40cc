// Runs before npm test: stop at once, with install instructions, when the
// browser the suite needs is missing, instead of failing minutes later.
import {chromiumIsInstalled, installHint} from './lib/chromium.ts';

if (!chromiumIsInstalled()) {
  console.error(installHint);
  process.exit(1);
}
