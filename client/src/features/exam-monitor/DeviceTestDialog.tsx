import {
  AspectRatio,
  Badge,
  Box,
  Button,
  HStack,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCheck, LuInfo, LuRefreshCw } from 'react-icons/lu';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { listRealCameras } from '../realname/camera';
import type { FaceTracker } from '../realname/faceTracker';
import { chooseCamera, chosenCamera } from './chosenCamera';
import { FaceStatus } from './FaceStatus';
import { MirroredVideo } from './MirroredVideo';
import { CAMERA_PROBLEM_IDS, useCamera, type OpenCamera } from './useCamera';
import { useFaceDetection } from '../realname/useFaceDetection';

/** The preview looks for a face this often. */
const DETECT_EVERY_MS = 400;

export interface DeviceTestDialogProps {
  /** The exam the device test is for: the picked camera is the one the exam opens. */
  examId: string;
  open: boolean;
  onClose: () => void;
  /** The camera showed a picture (the exam's camera requirement is met). */
  onCameraWorks?: () => void;
  /** Seams for tests. */
  openCamera?: OpenCamera;
  listCameras?: () => Promise<MediaDeviceInfo[]>;
  loadTracker?: () => Promise<FaceTracker>;
}

const TIPS = [
  'examMonitor.device.tipHttps',
  'examMonitor.device.tipBrowser',
  'examMonitor.device.tipPermission',
];

/**
 * 设备调试: the camera picture with the tips to make it work (https, Chrome or Firefox, camera
 * permission), a picker of the real cameras (virtual-camera tools are left out) and whether a
 * face is seen, announced as it changes.
 */
export function DeviceTestDialog(props: DeviceTestDialogProps) {
  return (
    <DialogRoot
      open={props.open}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="device-test-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examMonitor.device.title" />
          </DialogTitle>
        </DialogHeader>
        {props.open && <DeviceTestBody {...props} />}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose} data-testid="device-test-close">
            <FormattedMessage id="common.action.close" />
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

function DeviceTestBody(props: DeviceTestDialogProps) {
  const intl = useIntl();
  const [deviceId, setDeviceId] = useState(() => chosenCamera(props.examId));
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const { videoRef, status, reopen } = useCamera({ deviceId, openCamera: props.openCamera });
  const live = status.kind === 'live';
  const face = useFaceDetection({
    videoRef: videoRef,
    active: live,
    everyMs: DETECT_EVERY_MS,
    loadTracker: props.loadTracker,
  });
  const seams = useRef(props);
  useLayoutEffect(() => {
    seams.current = props;
  });

  // Device names are known once the camera is allowed: the list is read after it opens.
  useEffect(() => {
    if (!live) return;
    seams.current.onCameraWorks?.();
    let cancelled = false;
    void (seams.current.listCameras ?? listRealCameras)().then((list) => {
      if (!cancelled) setCameras(list);
    });
    return () => {
      cancelled = true;
    };
  }, [live]);

  const currentLabel = status.kind === 'live' ? status.label : '';
  const selected =
    deviceId ?? cameras.find((c) => c.label !== '' && c.label === currentLabel)?.deviceId ?? '';

  return (
    <DialogBody>
      <Stack gap="4">
        <List.Root gap="1.5" variant="plain" fontSize="sm" data-testid="device-test-tips">
          {TIPS.map((id) => (
            <List.Item key={id}>
              <List.Indicator asChild color="brand.fg">
                <LuInfo />
              </List.Indicator>
              <FormattedMessage id={id} />
            </List.Item>
          ))}
        </List.Root>

        {cameras.length > 0 && (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={selected}
              aria-label={intl.formatMessage({ id: 'examMonitor.device.camera' })}
              onChange={(e) => {
                const id = e.currentTarget.value;
                setDeviceId(id);
                chooseCamera(props.examId, id);
              }}
              data-testid="device-test-camera"
            >
              {cameras.map((c, i) => (
                <option key={c.deviceId} value={c.deviceId}>
                  {c.label !== ''
                    ? c.label
                    : intl.formatMessage({ id: 'examMonitor.device.cameraN' }, { n: i + 1 })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}

        <AspectRatio ratio={4 / 3} w="full" maxW="md" mx="auto">
          <Box bg="gray.900" rounded="lg" overflow="hidden">
            <MirroredVideo
              ref={videoRef}
              label={intl.formatMessage({ id: 'realName.capture.video' })}
              hidden={status.kind === 'failed'}
              testId="device-test-video"
            />
          </Box>
        </AspectRatio>

        <HStack justify="center" gap="2" wrap="wrap">
          <Badge
            colorPalette={live ? 'green' : status.kind === 'failed' ? 'red' : 'gray'}
            size="lg"
            data-testid="device-test-camera-state"
            data-state={status.kind}
          >
            {live && <LuCheck />}
            <FormattedMessage
              id={
                live
                  ? 'examMonitor.device.cameraWorks'
                  : status.kind === 'failed'
                    ? 'examMonitor.device.cameraFails'
                    : 'realName.capture.starting'
              }
            />
          </Badge>
        </HStack>

        {status.kind === 'failed' ? (
          <Stack gap="2" align="center">
            <Box
              role="alert"
              rounded="md"
              px="3"
              py="2"
              bg="red.subtle"
              color="red.fg"
              fontSize="sm"
              textAlign="center"
              data-testid="device-test-problem"
              data-problem={status.problem}
            >
              <Text>{intl.formatMessage({ id: CAMERA_PROBLEM_IDS[status.problem] })}</Text>
            </Box>
            {status.problem !== 'unsupported' && (
              <Button variant="outline" size="sm" onClick={reopen}>
                <LuRefreshCw />
                <FormattedMessage id="realName.capture.reopen" />
              </Button>
            )}
          </Stack>
        ) : (
          <FaceStatus
            tracking={face.tracking}
            faces={live ? face.faces : null}
            testId="device-test-face"
          />
        )}
      </Stack>
    </DialogBody>
  );
}
