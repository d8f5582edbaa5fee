import { describe, expect, it, vi } from 'vitest';
import {
  CameraError,
  cameraProblemOf,
  isVirtualCamera,
  listRealCameras,
  openCamera,
  realCameras,
} from './camera';

function device(label: string, deviceId = label): MediaDeviceInfo {
  return { kind: 'videoinput', label, deviceId, groupId: '', toJSON: () => ({}) };
}

function stream(label: string) {
  const track = { label, stop: vi.fn() };
  return {
    track,
    stream: {
      getVideoTracks: () => [track],
      getTracks: () => [track],
    } as unknown as MediaStream,
  };
}

describe('the virtual-camera filter', () => {
  it('knows the virtual-camera tools by their device names', () => {
    for (const label of [
      'OBS Virtual Camera',
      'OBS-Camera',
      'ManyCam Virtual Webcam',
      'Snap Camera',
      'XSplit VCam',
      'SplitCam Video Driver',
      'CamTwist',
      'e2eSoft VCam',
      'YouCam Webcam',
      'mmhmm Camera',
      'NVIDIA Broadcast',
      'Virtual Camera (Droid)',
      'Dummy video device (0x0000)',
    ]) {
      expect(isVirtualCamera(label), label).toBe(true);
    }
  });

  it('keeps real cameras, including the browser test device', () => {
    for (const label of [
      'Integrated Webcam (0bda:58f4)',
      'FaceTime HD Camera',
      'Logitech BRIO',
      'HD Pro Webcam C920',
      'fake_device_0',
      '',
    ]) {
      expect(isVirtualCamera(label), label).toBe(false);
    }
  });

  it('lists only the real video inputs', () => {
    const list = [
      device('OBS Virtual Camera'),
      device('Integrated Webcam'),
      { ...device('Microphone'), kind: 'audioinput' as const },
    ];
    expect(realCameras(list).map((d) => d.label)).toEqual(['Integrated Webcam']);
  });
});

describe('opening the camera', () => {
  it('is unsupported without media devices', async () => {
    await expect(openCamera(undefined)).rejects.toMatchObject({ problem: 'unsupported' });
  });

  it('names refusals: permission, no camera, busy', async () => {
    for (const [name, problem] of [
      ['NotAllowedError', 'denied'],
      ['SecurityError', 'denied'],
      ['NotFoundError', 'noCamera'],
      ['OverconstrainedError', 'noCamera'],
      ['NotReadableError', 'failed'],
    ] as const) {
      const media = {
        getUserMedia: vi.fn().mockRejectedValue(Object.assign(new Error(name), { name })),
      } as unknown as MediaDevices;
      const error = await openCamera(media).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CameraError);
      expect(cameraProblemOf(error)).toBe(problem);
    }
  });

  it('uses the default camera when it is a real one', async () => {
    const real = stream('Integrated Webcam');
    const media = {
      getUserMedia: vi.fn().mockResolvedValue(real.stream),
      enumerateDevices: vi.fn(),
    } as unknown as MediaDevices;
    await expect(openCamera(media)).resolves.toBe(real.stream);
    expect(media.enumerateDevices).not.toHaveBeenCalled();
  });

  it('skips a virtual default camera for a real one', async () => {
    const virtual = stream('OBS Virtual Camera');
    const real = stream('Integrated Webcam');
    const getUserMedia = vi
      .fn()
      .mockResolvedValueOnce(virtual.stream)
      .mockResolvedValueOnce(real.stream);
    const media = {
      getUserMedia,
      enumerateDevices: vi
        .fn()
        .mockResolvedValue([device('OBS Virtual Camera', 'v'), device('Integrated Webcam', 'r')]),
    } as unknown as MediaDevices;
    await expect(openCamera(media)).resolves.toBe(real.stream);
    expect(virtual.track.stop).toHaveBeenCalled();
    expect(getUserMedia.mock.calls[1]?.[0]).toMatchObject({
      video: { deviceId: { exact: 'r' } },
    });
  });

  it('refuses when only virtual cameras exist', async () => {
    const virtual = stream('ManyCam Virtual Webcam');
    const media = {
      getUserMedia: vi.fn().mockResolvedValue(virtual.stream),
      enumerateDevices: vi.fn().mockResolvedValue([device('ManyCam Virtual Webcam')]),
    } as unknown as MediaDevices;
    await expect(openCamera(media)).rejects.toMatchObject({ problem: 'virtualOnly' });
    expect(virtual.track.stop).toHaveBeenCalled();
  });

  it('opens the picked camera only, and refuses a virtual one', async () => {
    const real = stream('HD Pro Webcam C920');
    const getUserMedia = vi.fn().mockResolvedValue(real.stream);
    const media = { getUserMedia, enumerateDevices: vi.fn() } as unknown as MediaDevices;
    await expect(openCamera(media, 'c920')).resolves.toBe(real.stream);
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      video: { deviceId: { exact: 'c920' } },
    });
    const virtual = stream('OBS Virtual Camera');
    const picked = {
      getUserMedia: vi.fn().mockResolvedValue(virtual.stream),
      enumerateDevices: vi.fn(),
    } as unknown as MediaDevices;
    await expect(openCamera(picked, 'obs')).rejects.toMatchObject({ problem: 'virtualOnly' });
    expect(virtual.track.stop).toHaveBeenCalled();
    expect(picked.enumerateDevices).not.toHaveBeenCalled();
  });

  it('lists the real cameras for the picker', async () => {
    const media = {
      enumerateDevices: vi
        .fn()
        .mockResolvedValue([device('OBS Virtual Camera', 'v'), device('Integrated Webcam', 'r')]),
    } as unknown as MediaDevices;
    expect((await listRealCameras(media)).map((d) => d.deviceId)).toEqual(['r']);
    expect(await listRealCameras(undefined)).toEqual([]);
  });
});
