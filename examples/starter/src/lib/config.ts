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

export function readConfig(env: ImportMetaEnv = import.meta.env): AppConfig {
  return {
    title: required('VITE_APP_TITLE', env.VITE_APP_TITLE),
    apiUrl: new URL(required('VITE_API_URL', env.VITE_API_URL)),
  };
}
