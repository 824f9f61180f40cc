// Values a fork or a preview build may override from the environment.
// The defaults are the production values of the published site.

function readBaseUrl(value: string | undefined): string {
  if (!value) {
    return '/setup/';
  }
  if (!value.startsWith('/') || !value.endsWith('/')) {
    throw new Error(
      `BASE_URL must start and end with "/" (got "${value}"), for example BASE_URL=/my-fork/`,
    );
  }
  return value;
}

export const siteUrl = process.env.SITE_URL ?? 'https://setup-dev.github.io';
export const baseUrl = readBaseUrl(process.env.BASE_URL);
