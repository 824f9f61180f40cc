// Where playwright.config.mts serves the builds (see its webServer entries).

export const port = 4173;
export const origin = `http://127.0.0.1:${port}`;
/** The same build served at the domain root, where its assets (under the base URL) are missing. */
export const wrongBaseOrigin = 'http://127.0.0.1:4174';
