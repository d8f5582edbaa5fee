import { FACE_PHOTO_MAX_SIDE } from './realNameForm';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image cannot be read'));
    image.src = src;
  });
}

/**
 * A chosen photo as a JPEG data URL no larger than FACE_PHOTO_MAX_SIDE on its longest side (a
 * phone photo of several megabytes becomes a few hundred kilobytes; the server works at 1024 px
 * anyway). Rejects when the browser cannot read the file as an image.
 */
export async function readFacePhoto(file: Blob, maxSide = FACE_PHOTO_MAX_SIDE): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const longest = Math.max(image.naturalWidth, image.naturalHeight);
    if (longest === 0) throw new Error('the image is empty');
    const scale = Math.min(1, maxSide / longest);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.92);
  } finally {
    URL.revokeObjectURL(url);
  }
}
