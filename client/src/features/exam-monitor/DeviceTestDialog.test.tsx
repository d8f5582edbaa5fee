import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { CameraError, listRealCameras } from '../realname/camera';
import type { FaceTracker } from '../realname/faceTracker';
import { chooseCamera, chosenCamera } from './chosenCamera';
import { DeviceTestDialog } from './DeviceTestDialog';

const zh = (id: string) => MESSAGES.zh[id] ?? id;

function fakeStream(label: string): MediaStream {
  const track = Object.assign(new EventTarget(), { stop: vi.fn(), label });
  return Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  }) as unknown as MediaStream;
}

function device(label: string, deviceId: string): MediaDeviceInfo {
  return { kind: 'videoinput', label, deviceId, groupId: '', toJSON: () => ({}) };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('DeviceTestDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  function mount(options: { open?: (id?: string) => Promise<MediaStream>; faces?: () => number }) {
    const openCamera = vi.fn(
      options.open ??
        ((id?: string) =>
          Promise.resolve(fakeStream(id === 'c920' ? 'HD Pro Webcam C920' : 'Integrated Webcam'))),
    );
    const media = {
      enumerateDevices: () =>
        Promise.resolve([
          device('Integrated Webcam', 'builtin'),
          device('OBS Virtual Camera', 'obs'),
          device('HD Pro Webcam C920', 'c920'),
        ]),
    } as unknown as MediaDevices;
    let faces = options.faces ?? (() => 1);
    const tracker: FaceTracker = { detect: vi.fn(async () => faces()), reset: vi.fn() };
    const onCameraWorks = vi.fn();
    const onClose = vi.fn();
    renderWithApp(
      <DeviceTestDialog
        examId="e1"
        open
        onClose={onClose}
        onCameraWorks={onCameraWorks}
        openCamera={openCamera}
        listCameras={() => listRealCameras(media)}
        loadTracker={() => Promise.resolve(tracker)}
      />,
    );
    return { openCamera, onCameraWorks, onClose, setFaces: (f: () => number) => (faces = f) };
  }

  it('shows the tips, the camera and whether a face is seen, and reports a working camera', async () => {
    const { onCameraWorks, setFaces } = mount({});
    await advance(100);
    const dialog = screen.getByRole('dialog', { name: zh('examMonitor.device.title') });
    expect(within(dialog).getByTestId('device-test-tips').textContent).toContain('https');
    expect(within(dialog).getByTestId('device-test-tips').textContent).toContain('Chrome');
    expect(screen.getByTestId('device-test-camera-state').dataset.state).toBe('live');
    expect(onCameraWorks).toHaveBeenCalled();
    await advance(500);
    const face = screen.getByTestId('device-test-face');
    expect(face.getAttribute('role')).toBe('status');
    expect(face.dataset.face).toBe('one');
    setFaces(() => 0);
    await advance(500);
    expect(face.textContent).toBe('未识别到人脸，请将人脸置于摄像头中央！');
  });

  it('lists only the real cameras and opens the one picked', async () => {
    const { openCamera } = mount({});
    await advance(100);
    const picker = screen.getByRole('combobox', { name: zh('examMonitor.device.camera') });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Integrated Webcam', 'HD Pro Webcam C920']);
    fireEvent.change(picker, { target: { value: 'c920' } });
    await advance(100);
    expect(openCamera).toHaveBeenLastCalledWith('c920');
    expect(screen.getByTestId('device-test-camera-state').dataset.state).toBe('live');
    // The exam opens the camera picked here.
    expect(chosenCamera('e1')).toBe('c920');
  });

  it('opens the camera picked before for the same exam', async () => {
    chooseCamera('e1', 'c920');
    const { openCamera } = mount({});
    await advance(100);
    expect(openCamera).toHaveBeenCalledWith('c920');
    const picker = screen.getByRole('combobox', { name: zh('examMonitor.device.camera') });
    expect((picker as HTMLSelectElement).value).toBe('c920');
  });

  it('says what to fix when the camera cannot be loaded or the browser cannot use it', async () => {
    mount({ open: () => Promise.reject(new CameraError('denied')) });
    await advance(100);
    const problem = screen.getByRole('alert');
    expect(problem.textContent).toBe(zh('realName.capture.denied'));
    expect(problem.textContent).toContain('允许页面访问摄像头');
  });

  it('asks for a browser upgrade without media access', async () => {
    mount({ open: () => Promise.reject(new CameraError('unsupported')) });
    await advance(100);
    expect(screen.getByRole('alert').textContent).toContain('请升级浏览器');
  });
});
