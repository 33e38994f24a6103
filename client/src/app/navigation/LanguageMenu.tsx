import { Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@mahjong/shared';
import { LanguageButton } from './bar-triggers.tsx';
import { useChooseLanguage } from './choose-language.ts';

/** The languages, each named in itself; the choice applies at once (choose-language.ts). */
export function LanguageMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { i18n, t } = useLingui();
  const choose = useChooseLanguage();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t`Language`}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={i18n.locale}
                onValueChange={(details) => {
                  if (isLanguage(details.value)) void choose(details.value);
                }}
              >
                {LANGUAGES.map((language) => (
                  <Menu.RadioItem key={language} value={language} minH="11">
                    <span lang={language}>{LANGUAGE_NAMES[language]}</span>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
