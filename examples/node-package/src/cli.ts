#!/usr/bin/env node
import { readConfig } from './lib/config.js';
import { greeting } from './lib/greeting.js';

try {
  const config = readConfig();
  console.log(greeting(config.title));
  console.log(`API: ${config.apiUrl.origin}`);
} catch (error) {
  // A missing or invalid setting: show its message, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
