/**
 * Powerful browser features no Camperdeel page uses, switched off for every response: a script that
 * ever slips onto one of our pages, or a page of ours framed by someone else, cannot ask for the camera, the
 * microphone, the location, a payment or a USB device. Photos are picked with a plain file input, which the camera
 * feature does not govern. Only features Chromium knows are listed: an unknown name is a console error there.
 */
export const PERMISSIONS_POLICY = {
  accelerometer: false,
  bluetooth: false,
  camera: false,
  displayCapture: false,
  geolocation: false,
  gyroscope: false,
  hid: false,
  idleDetection: false,
  magnetometer: false,
  microphone: false,
  midi: false,
  payment: false,
  publickeyCredentialsGet: false,
  screenWakeLock: false,
  serial: false,
  usb: false,
  xrSpatialTracking: false,
  browsingTopics: false,
} as const;
