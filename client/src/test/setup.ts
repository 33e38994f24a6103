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

// Chakra pages render slowly in happy-dom when the whole suite runs on a busy two-core machine: wait up
// to 15 s for what a test waits for (a passing wait ends as soon as its condition holds).
configure({ asyncUtilTimeout: 15_000 });
