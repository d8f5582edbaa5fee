/** Application version shown on the dashboard. */
export const APP_VERSION = '7.5.0';
