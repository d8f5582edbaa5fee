import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuCamera } from 'react-icons/lu';
import { DeviceTestDialog, type DeviceTestDialogProps } from './DeviceTestDialog';

export interface CameraCheckProps {
  examId: string;
  /** The exam uses the camera: starting needs a camera that worked in the device test. */
  required: boolean;
  /** The camera worked in the device test. */
  ok: boolean;
  onCameraWorks: () => void;
  /** Seams for tests. */
  dialog?: Pick<DeviceTestDialogProps, 'openCamera' | 'listCameras' | 'loadTracker'>;
}

/**
 * The check page's camera part: the 设备调试 button with its dialog and, for an exam that uses the
 * camera, whether the requirement is met (the start stays disabled until the camera worked).
 */
export function CameraCheck(props: CameraCheckProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2" data-testid="camera-check" data-ok={props.ok}>
      {props.required && (
        <Alert.Root
          status={props.ok ? 'success' : 'info'}
          size="sm"
          id="camera-requirement"
          data-testid="camera-requirement"
        >
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage
              id={props.ok ? 'examMonitor.device.ready' : 'examMonitor.device.required'}
            />
          </Alert.Title>
        </Alert.Root>
      )}
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="device-test-open">
        <LuCamera />
        <FormattedMessage id="examMonitor.device.open" />
      </Button>
      <DeviceTestDialog
        examId={props.examId}
        open={open}
        onClose={() => setOpen(false)}
        onCameraWorks={props.onCameraWorks}
        {...props.dialog}
      />
    </Stack>
  );
}
