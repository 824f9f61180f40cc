import { readConfig } from '@/lib/config';
import { greeting } from '@/lib/greeting';

const config = readConfig();
const app = document.querySelector<HTMLElement>('#app');

if (app) {
  const heading = document.createElement('h1');
  heading.textContent = greeting(config.title);
  const api = document.createElement('p');
  api.textContent = `API: ${config.apiUrl.origin}`;
  app.replaceChildren(heading, api);
}
