import {
  Avatar,
  Badge,
  Box,
  Card,
  Flex,
  HStack,
  Heading,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { LuBuilding2, LuGraduationCap } from 'react-icons/lu';
import { formatFullName } from '../../app/layouts/common/fullName';
import { graphql, useFragment, type FragmentType } from '../../gql';

export const UserBannerFragment = graphql(`
  fragment UserBanner_user on CurrentUser {
    id
    userName
    realName
    familyName
    className
    deptCodeDictText
    avatar
    points
  }
`);

/** The learner's welcome card: name, department, class and points. */
export function UserBanner(props: { user: FragmentType<typeof UserBannerFragment> }) {
  const user = useFragment(UserBannerFragment, props.user);
  const name = formatFullName(user);
  const dept = user.deptCodeDictText ?? '';

  return (
    <Card.Root
      overflow="hidden"
      borderWidth="0"
      shadow="sm"
      bgGradient="to-r"
      gradientFrom="brand.800"
      gradientTo="brand.ink"
      color="white"
      data-testid="user-banner"
    >
      <Card.Body p={{ base: '5', md: '8' }}>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '5', sm: '6' }}
          align={{ sm: 'center' }}
        >
          <Avatar.Root size="2xl" bg="whiteAlpha.300" color="white" flexShrink={0}>
            <Avatar.Fallback name={name} />
            {user.avatar != null && user.avatar !== '' && <Avatar.Image src={user.avatar} />}
          </Avatar.Root>
          <Stack gap="2" flex="1" minW="0">
            <Text fontSize="sm" opacity={0.85}>
              <FormattedMessage id="learner.home.welcome" />
            </Text>
            <Heading size="2xl" truncate data-testid="user-banner-name">
              {name}
            </Heading>
            <HStack gap="2" wrap="wrap">
              {dept !== '' && (
                <Badge variant="subtle" bg="whiteAlpha.300" color="white" size="md">
                  <LuBuilding2 />
                  <Text as="span" srOnly>
                    <FormattedMessage id="learner.home.department" />
                  </Text>
                  {dept}
                </Badge>
              )}
              {user.className !== '' && (
                <Badge variant="subtle" bg="whiteAlpha.300" color="white" size="md">
                  <LuGraduationCap />
                  <Text as="span" srOnly>
                    <FormattedMessage id="learner.home.class" />
                  </Text>
                  {user.className}
                </Badge>
              )}
            </HStack>
          </Stack>
          <Box
            flexShrink={0}
            bg="whiteAlpha.200"
            rounded="lg"
            px="6"
            py="4"
            minW={{ sm: '36' }}
            textAlign={{ base: 'start', sm: 'center' }}
          >
            <Stat.Root>
              <Stat.Label color="whiteAlpha.800" justifyContent={{ sm: 'center' }}>
                <FormattedMessage id="learner.home.points" />
              </Stat.Label>
              <Stat.ValueText
                fontSize="3xl"
                justifyContent={{ sm: 'center' }}
                data-testid="user-banner-points"
              >
                <FormattedNumber value={user.points} />
              </Stat.ValueText>
            </Stat.Root>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
