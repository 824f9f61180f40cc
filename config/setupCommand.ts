import {baseUrl, siteUrl} from './env.ts';

/** The folder of the build that holds the setup command's tarball, for npx. */
export const setupCommandFolder = 'setup-command';

/** The address the generator page hands to npx for a tarball of that name. */
export function setupCommandUrl(tarball: string): string {
  return `${siteUrl}${baseUrl}${setupCommandFolder}/${tarball}`;
}
