// Where the project lives on GitHub. Used for links only: the site never
// loads anything from these hosts.
export const organizationName = 'setup-dev';
export const projectName = 'setup';
export const repositoryUrl = `https://github.com/${organizationName}/${projectName}`;
/** The site's tagline (the spec's words); llms.txt uses it as its summary. */
export const tagline = 'A tool for quick setup and configuration of essential project files';
