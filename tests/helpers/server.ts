// Where playwright.config.ts serves the builds (see its webServer entries).
export const port = 4173;
export const origin = `http://127.0.0.1:${port}`;
/** The same build served at the domain root, where its /setup/ assets are missing. */
export const wrongBaseOrigin = 'http://127.0.0.1:4174';
/** The config variant of tests/fixtures/variant.config.ts. */
export const variantBaseUrl = '/setup-variant/';
