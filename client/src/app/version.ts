/** Application version shown on the dashboard (spec: application version 7.5.0). */
export const APP_VERSION = '7.5.0';
