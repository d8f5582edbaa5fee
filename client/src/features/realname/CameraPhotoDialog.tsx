import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuRefreshCw } from 'react-icons/lu';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { FaceCapture } from './FaceCapture';

/** Takes the real-name photo with the camera: the locked frame is offered, or taken again. */
export function CameraPhotoDialog(props: { onClose: () => void; onUse: (image: string) => void }) {
  const [round, setRound] = useState(0);
  const [image, setImage] = useState<string | null>(null);
  return (
    <DialogRoot
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="realname-camera-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="realName.form.cameraTitle" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <FaceCapture key={round} onCapture={setImage} testId="realname-capture" />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            <FormattedMessage id="common.action.cancel" />
          </Button>
          {image !== null && (
            <Button
              variant="outline"
              onClick={() => {
                setImage(null);
                setRound((r) => r + 1);
              }}
              data-testid="realname-camera-retake"
            >
              <LuRefreshCw />
              <FormattedMessage id="realName.form.retake" />
            </Button>
          )}
          <Button
            colorPalette="brand"
            disabled={image === null}
            onClick={() => {
              if (image !== null) props.onUse(image);
            }}
            data-testid="realname-camera-use"
          >
            <FormattedMessage id="realName.form.usePhoto" />
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
