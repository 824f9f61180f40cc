export type AppConfig = {
  title: string;
  apiUrl: URL;
};

function required(name: string, value: string | undefined): string {
  if (!value) {
    throw new Error(`${name} is not set: copy .env.example to .env and fill it in.`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    title: required('APP_TITLE', env.APP_TITLE),
    apiUrl: new URL(required('API_URL', env.API_URL)),
  };
}
