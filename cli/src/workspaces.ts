// A monorepo's workspace: the folders its top's package.json or
// pnpm-workspace.yaml lists, and the dependency ranges its packages use, so
// that a tool Setup adds uses the range the workspace already has (a check
// such as sherif rejects two ranges of one dependency: real projects P12).
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {PackageJson} from './manifest.ts';

/** The member patterns of a workspace's top: package.json "workspaces", else pnpm's list. */
export function workspacePatterns(data: PackageJson | undefined, pnpmWorkspace?: string): string[] {
  const field = data?.workspaces;
  const listed = Array.isArray(field)
    ? field
    : (field as {packages?: unknown} | undefined)?.packages;
  if (Array.isArray(listed)) {
    return listed.filter((pattern): pattern is string => typeof pattern === 'string');
  }
  const block = /^packages:\s*\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?|\s*\n)*)/m.exec(pnpmWorkspace ?? '');
  return [
    ...(block?.[1] ?? '').matchAll(/^[ \t]+-[ \t]*(['"]?)([^'"#\n]+?)\1[ \t]*(?:#.*)?$/gm),
  ].map((match) => match[2] ?? '');
}

/** The folders a pattern such as `apps/*` or `packages/**` names, relative to the top. */
export function memberFolders(top: string, patterns: readonly string[]): string[] {
  const folders = new Set<string>();
  const subfolders = (relative: string) => {
    try {
      return readdirSync(path.join(top, relative), {withFileTypes: true})
        .filter((entry) => entry.isDirectory() && !/^(\.|node_modules$)/.test(entry.name))
        .map((entry) => (relative === '' ? entry.name : `${relative}/${entry.name}`));
    } catch {
      return [];
    }
  };
  const expand = (relative: string, parts: readonly string[], depth: number): void => {
    const [part, ...rest] = parts;
    if (part === undefined) {
      folders.add(relative);
    } else if (part === '**') {
      expand(relative, rest, depth);
      if (depth < 4) {
        subfolders(relative).forEach((folder) => expand(folder, parts, depth + 1));
      }
    } else if (part.includes('*')) {
      const name = new RegExp(
        `^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
      );
      subfolders(relative)
        .filter((folder) => name.test(path.basename(folder)))
        .forEach((folder) => expand(folder, rest, depth));
    } else {
      expand(relative === '' ? part : `${relative}/${part}`, rest, depth);
    }
  };
  for (const pattern of patterns) {
    if (!pattern.startsWith('!')) {
      expand('', pattern.replace(/^\.\//, '').replace(/\/$/, '').split('/'), 0);
    }
  }
  return [...folders].sort();
}
