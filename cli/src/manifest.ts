// The shape of a package.json as the command reads it: its own module, so
// that the modules detect.ts reads through need nothing from detect.ts.

export type PackageJson = Record<string, unknown> & {
  name?: string;
  type?: string;
  packageManager?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devEngines?: {
    runtime?: DevEngine | DevEngine[];
    packageManager?: DevEngine | DevEngine[];
  };
  engines?: Record<string, string>;
};

export type DevEngine = {name?: string; version?: string; onFail?: string};
