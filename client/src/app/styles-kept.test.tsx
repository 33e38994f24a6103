import { Box, Button, ChakraProvider, type SystemContext, Table } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { withStylesKept } from './styles-kept.ts';
import { system } from './system.ts';

function classesOf(value: SystemContext, page: ReactNode): string[] {
  const { container, unmount } = render(<ChakraProvider value={value}>{page}</ChakraProvider>);
  const classes = [...container.querySelectorAll('*')].map((element) => element.className);
  unmount();
  return classes;
}

const page = (
  <Box px="2" color="fg.muted" _hover={{ bg: 'bg.muted' }} md={{ px: '4' }}>
    <Button size="xs" variant="outline" colorPalette="brand">
      Correct
    </Button>
    <Button size="sm">Turn the table</Button>
    <Table.Root size="sm">
      <Table.Body>
        <Table.Row>
          <Table.Cell textAlign="end" px="2">
            1,000
          </Table.Cell>
          <Table.Cell textAlign="start" px="2">
            2,000
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  </Box>
);

describe('styles kept once computed', () => {
  it('gives every element the class Chakra itself gives it', () => {
    const kept = withStylesKept(system);
    const plain = classesOf(system, page);
    expect(plain.some((name) => name.includes('css-'))).toBe(true);
    expect(classesOf(kept, page)).toEqual(plain);
    // A second render is answered from what was kept: still the same classes.
    expect(classesOf(kept, page)).toEqual(plain);
  });

  it('answers the same styles with the same finished CSS, and other styles with other CSS', () => {
    const kept = withStylesKept(system);
    const css = kept.css as unknown as (...styles: object[]) => { name: string; styles: string };
    const recipe = { display: 'flex' };
    const first = css(recipe, { px: '2' });
    expect(css(recipe, { px: '2' })).toBe(first);
    const other = css(recipe, { px: '3' });
    expect(other.name).not.toBe(first.name);
    expect(other.styles).toContain('--chakra-spacing-3');
  });
});
