/**
 * The catalogue check (`npm run lint`): the messages in the code, collected as `npm run messages`
 * collects them, against every language's catalogue. It fails when a language lacks a message or a
 * translation, keeps one the code no longer uses, has a translation that does not compile, or
 * names other placeholders than the English (a `{name}` lost or misspelt in translation). It also
 * refuses the global `t` in components (.tsx), whose words would not follow a change of language.
 * Fix with `npm run messages` (adds and drops entries), then translate what it reports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const config = getConfig({ configPath: `${import.meta.dirname}/../lingui.config.ts` });
const problems: string[] = [];

for (const catalog of await getCatalogs(config)) {
  const inCode = (await catalog.collect()) ?? {};
  const catalogues = await catalog.readAll();
  for (const language of config.locales) {
    const entries = catalogues[language] ?? {};
    for (const [id, used] of Object.entries(inCode)) {
      const source = used.message ?? id;
      const entry = entries[id];
      if (!entry || entry.obsolete) {
        problems.push(`${language}: lacks "${source}" (${used.origin?.[0]?.[0] ?? 'unknown file'})`);
        continue;
      }
      const translation = entry.translation || (language === config.sourceLocale ? source : '');
      if (!translation) {
        problems.push(`${language}: "${source}" is not translated`);
        continue;
      }
      const wrong = placeholderMismatch(source, translation);
      if (wrong) problems.push(`${language}: "${source}" → "${translation}": ${wrong}`);
    }
    for (const [id, entry] of Object.entries(entries)) {
      if (!(id in inCode))
        problems.push(`${language}: keeps "${entry.message ?? id}", which the code no longer uses`);
    }
  }
}

// `t` from @lingui/core/macro does not re-render a component when the language changes: components
// use `useLingui()`'s `t` or <Trans> (docs/languages.md).
const GLOBAL_T = /import\s*\{[^}]*\bt\b[^}]*\}\s*from\s*['"]@lingui\/core\/macro['"]/;
const sourceDir = join(import.meta.dirname, '../src');
for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.tsx') && GLOBAL_T.test(readFileSync(join(sourceDir, file), 'utf8'))) {
    problems.push(`src/${file}: imports t from @lingui/core/macro; in a component use useLingui()'s t`);
  }
}

// A catalogue left mid-merge parses without complaint: its conflict markers are caught here.
const localesDir = join(sourceDir, 'locales');
for (const file of readdirSync(localesDir)) {
  if (file.endsWith('.po') && /^(<{7}|={7}|>{7})/m.test(readFileSync(join(localesDir, file), 'utf8'))) {
    problems.push(`src/locales/${file}: has merge-conflict markers; resolve them, then run npm run messages`);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues (client/src/locales): ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('\nRun `npm run messages` to add and drop entries, then translate (docs/languages.md).');
  process.exit(1);
}
console.log('Message catalogues: every language has every message, and no other.');

function placeholderMismatch(source: string, translation: string): string | null {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(translation);
  } catch (error) {
    return `does not compile (${(error as Error).message})`;
  }
  const expected = [...placeholders(compileMessageOrThrow(source))].sort().join(', ');
  const found = [...placeholders(compiled)].sort().join(', ');
  if (expected !== found) return `placeholders {${found}} instead of {${expected}}`;
  // <Trans>'s elements (`<0>…</0>`) stay text in the compiled form: compared apart.
  const tags = (text: string) => (text.match(/<\/?\d+\s*\/?>/g) ?? []).sort().join(' ');
  return tags(source) === tags(translation)
    ? null
    : `elements ${tags(translation)} instead of ${tags(source)}`;
}

function placeholders(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object') {
      for (const [key, branch] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(branch)) placeholders(branch as CompiledMessage, names);
      }
    }
  }
  return names;
}
