import { Box, HStack, Image, Text, type TextProps } from '@chakra-ui/react';

export interface SiteBrandProps {
  siteName: string;
  logo: string;
  tone?: 'light' | 'dark';
  showName?: boolean;
  /** Where the name shows (responsive), e.g. not where the header's menu needs the room. */
  nameDisplay?: TextProps['display'];
}

/** Logo (or a lettermark when no logo is configured) and the site name. */
export function SiteBrand({
  siteName,
  logo,
  tone = 'light',
  showName = true,
  nameDisplay,
}: SiteBrandProps) {
  return (
    <HStack gap="2.5" minW="0">
      {logo !== '' ? (
        <Image src={logo} alt={siteName} h="8" maxW="32" objectFit="contain" flexShrink={0} />
      ) : (
        <Box
          aria-hidden
          w="8"
          h="8"
          flexShrink={0}
          rounded="md"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="bold"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {Array.from(siteName)[0]?.toUpperCase() ?? ''}
        </Box>
      )}
      {showName && (
        <Text
          fontWeight="semibold"
          fontSize="lg"
          truncate
          display={nameDisplay}
          color={tone === 'dark' ? 'white' : 'fg'}
          data-testid="site-name"
        >
          {siteName}
        </Text>
      )}
    </HStack>
  );
}
