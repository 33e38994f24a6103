import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { switchLanguage } from './lib/i18n/language.ts';
import { firstLanguage, rememberLanguage } from './lib/i18n/language-choice.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The page's words come from its language's catalogue: the first render waits for it (the server
// names that catalogue in index.html, so it downloads beside this script).
// The language is kept from the first visit on: public/last-seen-page.js reads it to paint only a copy
// of a page in the language the app will speak.
const language = firstLanguage();
rememberLanguage(language);
void switchLanguage(language).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
