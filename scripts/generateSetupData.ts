// `npm test` runs this before the typecheck: the CLI's sources import
// cli/src/generated.ts, which the build writes too (plugins/setupData.ts).
import {writeSetupData} from '../plugins/setupData.ts';
import {projectDir} from './lib/run.ts';

await writeSetupData(projectDir);
