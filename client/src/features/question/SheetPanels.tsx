import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  DrawerBody,
  DrawerCloseTrigger,
  DrawerContent,
  DrawerHeader,
  DrawerRoot,
  DrawerTitle,
} from '../../components/ui/drawer';

/** The answer sheet in a card beside the question (wide screens). */
export function SheetCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Header pb="0">
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The answer sheet in a drawer from the bottom (small screens). */
export function SheetDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <DrawerRoot
      open={props.open}
      placement="bottom"
      lazyMount
      unmountOnExit
      onOpenChange={(e) => props.onOpenChange(e.open)}
    >
      <DrawerContent roundedTop="l3">
        <DrawerHeader>
          <DrawerTitle>{props.title}</DrawerTitle>
        </DrawerHeader>
        <DrawerBody pb="6">{props.children}</DrawerBody>
        <DrawerCloseTrigger />
      </DrawerContent>
    </DrawerRoot>
  );
}
