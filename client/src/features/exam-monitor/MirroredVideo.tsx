import { Box } from '@chakra-ui/react';

export interface MirroredVideoProps {
  ref: React.Ref<HTMLVideoElement>;
  /** The accessible name of the picture. */
  label: string;
  /** Hidden while the camera fails (the box keeps its place). */
  hidden: boolean;
  testId: string;
}

/** The live camera picture filling its box, mirrored like a looking glass, muted and inline. */
export function MirroredVideo({ ref, label, hidden, testId }: MirroredVideoProps) {
  return (
    <Box
      asChild
      w="full"
      h="full"
      objectFit="cover"
      transform="scaleX(-1)"
      visibility={hidden ? 'hidden' : 'visible'}
    >
      <video ref={ref} muted playsInline autoPlay aria-label={label} data-testid={testId} />
    </Box>
  );
}
