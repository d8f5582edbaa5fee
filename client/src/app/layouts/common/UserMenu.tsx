import { Avatar, Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import {
  MenuContent,
  MenuItem,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu';

/** The signed-in user's menu: avatar and name open the given items, and Log out comes last. */
export function UserMenu(props: {
  name: string;
  avatar: string | null | undefined;
  testId: string;
  /** How wide the name may get and below which breakpoint it hides. */
  nameMaxW: string;
  nameHideBelow: 'md' | 'xl';
  nameTestId?: string;
  logoutLabelId: string;
  logoutTestId: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <MenuRoot positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <Button variant="ghost" size="sm" px="2" data-testid={props.testId}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={props.name} />
            {props.avatar != null && props.avatar !== '' && <Avatar.Image src={props.avatar} />}
          </Avatar.Root>
          <Text
            as="span"
            maxW={props.nameMaxW}
            truncate
            hideBelow={props.nameHideBelow}
            data-testid={props.nameTestId}
          >
            {props.name}
          </Text>
          <LuChevronDown />
        </Button>
      </MenuTrigger>
      <MenuContent minW="44">
        {props.children}
        <MenuSeparator />
        <MenuItem
          value="logout"
          color="fg.error"
          _hover={{ bg: 'bg.error', color: 'fg.error' }}
          onClick={props.onLogout}
          data-testid={props.logoutTestId}
        >
          <LuLogOut />
          <FormattedMessage id={props.logoutLabelId} />
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
