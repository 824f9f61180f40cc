// Where the project lives on GitHub. Used for links only: the site never
// loads anything from these hosts.
export const organizationName = 'setup-dev';
export const projectName = 'setup';
export const repositoryUrl = `https://github.com/${organizationName}/${projectName}`;
