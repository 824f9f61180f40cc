// Runs before npm start, build, test and bench: on a Node.js older than the
// project's minimum (package.json "engines"), stop with one message that says
// how to get the right one, instead of a stack trace from a .ts file.
// Plain CommonJS with no dependency, so that any old Node can run it.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

function isOlder(version, minimum) {
  for (let i = 0; i < 3; i += 1) {
    if (version[i] !== minimum[i]) return version[i] < minimum[i];
  }
  return false;
}

function minimumNode() {
  const range = require(path.join(root, 'package.json')).engines.node;
  const match = /^>=\s*(\d+\.\d+\.\d+)$/.exec(range);
  if (!match) {
    throw new Error(`scripts/checkNode.cjs reads engines.node as ">=x.y.z", found "${range}"`);
  }
  return match[1];
}

function nodeVersionProblem(found) {
  const minimum = minimumNode();
  const version = parseVersion(found);
  if (version && !isOlder(version, parseVersion(minimum))) return null;
  const recommended = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  return [
    `This project needs Node.js ${minimum} or later; this is Node.js ${found}.`,
    `Install Node.js ${recommended} (.nvmrc) with \`nvm install\` in this folder,`,
    'or download it from https://nodejs.org/en/download, then run the command again.',
  ].join('\n');
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
