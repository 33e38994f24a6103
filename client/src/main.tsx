import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { switchLanguage } from './lib/i18n/language.ts';
import { firstLanguage } from './lib/i18n/language-choice.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The page's words come from its language's catalogue: the first render waits for it (the server
// names that catalogue in index.html, so it downloads beside this script).
void switchLanguage(firstLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
