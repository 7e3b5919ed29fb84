/** A still or a camera frame: ImageData, an image file, or anything drawable (<video>, ImageBitmap, VideoFrame). */
export type FrameSource = ImageBitmapSource;

/** Every CODE-128 text a reader finds in a frame (none: an empty list). */
export type BarcodeReader = (source: FrameSource) => Promise<string[]>;
