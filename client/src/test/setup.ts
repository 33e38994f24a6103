import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messages } from '../locales/en.po';

// Every test reads the app in English, from the real catalogue (a test of another language switches).
i18n.loadAndActivate({ locale: 'en', messages });

// globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Chakra pages render slowly in happy-dom when the whole suite runs on two cores: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });
