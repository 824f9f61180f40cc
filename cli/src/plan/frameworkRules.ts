// The lint rules of a framework whose ESLint package the project installs
// already (unseen projects P12: an Angular app got a generic config). The
// new config takes them beside Setup's own. Each entry was run with the real
// packages, on ESLint 9 and 10 (2026-11). eslint-config-expo is not here yet:
// its React plugin (7.37) fails on ESLint 10, and its import resolver failed
// in a trimmed Expo project.

/** A framework's ESLint package and what Setup's config needs to use it. */
export type FrameworkRules = {
  /** The package the project lists. */
  package: string;
  /** Its import in the config, which is always an ES module. */
  imports: string;
  /** The config's entries, indented as Setup's config is. */
  entries: (typed: boolean) => readonly string[];
};

export const frameworkRules: readonly FrameworkRules[] = [
  {
    package: 'angular-eslint',
    imports: "import angular from 'angular-eslint';",
    entries: (typed) => [
      '  {',
      "    // Angular's rules, from the project's own angular-eslint.",
      "    files: ['**/*.ts'],",
      '    extends: [angular.configs.tsRecommended],',
      '    processor: angular.processInlineTemplates,',
      '  },',
      '  {',
      "    files: ['**/*.html'],",
      '    extends: [angular.configs.templateRecommended],',
      '  },',
      ...(typed
        ? [
            '  {',
            '    // A template is no TypeScript: type-aware rules cannot read it.',
            "    files: ['**/*.html'],",
            '    extends: [tseslint.configs.disableTypeChecked],',
            '  },',
          ]
        : []),
    ],
  },
];

/** The framework rules for a project with these dependencies. */
export function frameworksIn(dependencies: Readonly<Record<string, string>>): FrameworkRules[] {
  return frameworkRules.filter((rules) => rules.package in dependencies);
}

/** Setup's ESLint config with the frameworks' imports and entries, before Prettier's last entry. */
export function withFrameworkRules(config: string, frameworks: readonly FrameworkRules[]): string {
  if (frameworks.length === 0) {
    return config;
  }
  const typed = config.includes('projectService');
  const imports = config.match(/^import .*;$/gmu) ?? [];
  const lastImport = imports.at(-1);
  const last = config.indexOf('  // Keep this last');
  const at = last === -1 ? config.lastIndexOf(');') : last;
  if (lastImport === undefined || at === -1) {
    throw new Error('eslint.config.js of the examples has no import or no end');
  }
  const importsEnd = config.indexOf(lastImport) + lastImport.length;
  const block = frameworks.flatMap((rules) => [...rules.entries(typed), '']).join('\n');
  return [
    config.slice(0, importsEnd),
    ...frameworks.map((rules) => `\n${rules.imports}`),
    config.slice(importsEnd, at),
    block,
    config.slice(at),
  ].join('');
}
