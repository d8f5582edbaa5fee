import { Button, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronDown, LuLanguages } from 'react-icons/lu';
import {
  MenuContent,
  MenuRadioItem,
  MenuRadioItemGroup,
  MenuRoot,
  MenuTrigger,
} from '../../../components/ui/menu';
import { useLocale } from '../../../i18n/LocaleProvider';
import { LOCALES, type Locale } from '../../../i18n/locale';

const LABEL_IDS: Record<Locale, string> = { zh: 'app.lang.zh', en: 'app.lang.en' };

/** Header language switch showing 中文 / English; the UI follows at once, no reload. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  return (
    <MenuRoot positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color={tone === 'dark' ? 'white' : undefined}
          _hover={tone === 'dark' ? { bg: 'whiteAlpha.200' } : undefined}
          data-testid="lang-switch"
        >
          <LuLanguages />
          <FormattedMessage id={LABEL_IDS[locale]} />
          {/* The name starts with the visible language (WCAG 2.5.3) and says what the button does. */}
          <VisuallyHidden>{intl.formatMessage({ id: 'app.lang.switch' })}</VisuallyHidden>
          <LuChevronDown />
        </Button>
      </MenuTrigger>
      <MenuContent minW="32">
        <MenuRadioItemGroup
          value={locale}
          onValueChange={(e) => {
            if (e.value === 'zh' || e.value === 'en') setLocale(e.value);
          }}
        >
          {LOCALES.map((l) => (
            <MenuRadioItem key={l} value={l} data-testid={`lang-option-${l}`}>
              <FormattedMessage id={LABEL_IDS[l]} />
            </MenuRadioItem>
          ))}
        </MenuRadioItemGroup>
      </MenuContent>
    </MenuRoot>
  );
}
